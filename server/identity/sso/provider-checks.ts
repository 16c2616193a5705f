/**
 * Whether each single sign-on provider can be used: its published settings (OIDC discovery, SAML metadata)
 * are read at start-up and again every few minutes. A provider that cannot be reached or read is logged once
 * when that starts, and again when it is back; the outcome of every check goes to the observer (the server's
 * `docgen_sso_provider_up` metric). Readiness does not depend on it: one provider down must not take the
 * documentation down, and its sign-ins answer 503 meanwhile. Nothing logged names a secret.
 */
import type { IdentityService } from '../service.ts';
import type { SsoConnection } from './connections.ts';
import type { SsoProtocol } from './protocol.ts';

/** How often the providers are checked by default. */
export const PROVIDER_CHECK_INTERVAL_MS = 5 * 60_000;

export function startProviderChecks(
  service: IdentityService,
  protocols: readonly SsoProtocol[],
  intervalMs: number,
): () => void {
  const connections = service.ssoConnections;
  if (connections.length === 0) return () => {};
  const available = new Map<SsoConnection, boolean>();
  let running: Promise<unknown> | undefined;
  const checkAll = () => {
    running ??= Promise.all(
      connections.map((connection) => checkOne(service, protocols, connection, available)),
    ).finally(() => (running = undefined));
  };
  checkAll();
  const timer = setInterval(checkAll, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function checkOne(
  service: IdentityService,
  protocols: readonly SsoProtocol[],
  connection: SsoConnection,
  available: Map<SsoConnection, boolean>,
): Promise<void> {
  const protocol = protocols.find((p) => p.method === connection.method);
  let problem: string | undefined;
  try {
    await protocol?.checkProvider(service, connection);
  } catch (error) {
    problem = reasonOf(error);
  }
  const now = problem === undefined;
  const before = available.get(connection);
  available.set(connection, now);
  service.observer.ssoProviderChecked(connection.method, connection.key, now);
  const fields = { method: connection.method, provider: connection.key };
  if (!now && before !== false) {
    service.logger.warn(
      { ...fields, problem },
      `single sign-on provider ${connection.method} "${connection.key}" is unavailable: ${problem}; its sign-ins answer 503 until it is back`,
    );
  } else if (now && before === false) {
    service.logger.info(
      fields,
      `single sign-on provider ${connection.method} "${connection.key}" is available again`,
    );
  }
}

/** What went wrong, in words: the error's message and its cause's (a refused connection, a DNS failure). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
