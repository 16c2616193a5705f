/** `/account/assistants`: the assistants a reader approved, each with a button that revokes it. */
import { ASSISTANTS_PAGE } from '../../core/routes/assistant-paths.ts';
import { HiddenFields, renderAccountPage } from './account-page.tsx';

export interface ApprovedAssistant {
  id: string;
  name: string;
  approvedAt: number;
}

export function assistantsPage(params: {
  siteTitle: string;
  assistants: readonly ApprovedAssistant[];
  ticket: string;
}): string {
  const { assistants } = params;
  return renderAccountPage({
    siteTitle: params.siteTitle,
    title: 'Assistants',
    body:
      assistants.length === 0 ? (
        <p>You have not allowed any assistant to read these docs.</p>
      ) : (
        <>
          <p>These assistants may search and read the pages you may read. Revoking one stops it at once.</p>
          <ul>
            {assistants.map((assistant) => (
              <li key={assistant.id}>
                <form method="post" action={`${ASSISTANTS_PAGE}/revoke`}>
                  <strong>{assistant.name}</strong>{' '}
                  <span className="muted">
                    allowed {new Date(assistant.approvedAt).toISOString().slice(0, 10)}
                  </span>{' '}
                  <HiddenFields fields={{ grant: assistant.id, ticket: params.ticket }} />
                  <button type="submit">Revoke</button>
                </form>
              </li>
            ))}
          </ul>
        </>
      ),
  });
}
