/** The page where a signed-in reader approves or denies an assistant's access to what they may read. */
import { ASSISTANTS_PAGE, OAUTH_PATHS } from '../../core/routes/assistant-paths.ts';
import { HiddenFields, renderAccountPage } from './account-page.tsx';

export function consentPage(params: {
  siteTitle: string;
  clientName: string;
  redirectUri: string;
  groups: readonly string[];
  /** The authorization request's parameters and the consent ticket, posted back with the decision. */
  fields: Record<string, string>;
}): string {
  const { siteTitle, clientName, groups } = params;
  const redirectHost = new URL(params.redirectUri).host;
  return renderAccountPage({
    siteTitle,
    title: `Allow ${clientName} to read these docs?`,
    body: (
      <>
        <p>
          <strong>{clientName}</strong> asks to search and read the pages of {siteTitle} that you may read, as
          you, until you revoke it.
        </p>
        <ul>
          <li>It sees only the pages your groups may open{groups.length ? `: ${groups.join(', ')}` : ''}.</li>
          <li>It cannot change anything, nor see your sign-in factors.</li>
          <li>
            You can revoke it at any time on <a href={ASSISTANTS_PAGE}>your assistants page</a>.
          </li>
        </ul>
        <p className="muted">After your answer you are sent back to {redirectHost}.</p>
        <form method="post" action={OAUTH_PATHS.authorize}>
          <HiddenFields fields={params.fields} />
          <div className="actions">
            <button className="primary" type="submit" name="decision" value="approve">
              Allow
            </button>
            <button type="submit" name="decision" value="deny">
              Deny
            </button>
          </div>
        </form>
      </>
    ),
  });
}

export function refusalPage(
  siteTitle: string,
  message: string,
  title = 'This assistant cannot be connected',
): string {
  return renderAccountPage({
    siteTitle,
    title,
    body: <p>{message}</p>,
  });
}
