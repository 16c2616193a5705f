/**
 * The Prometheus metrics of `docgen serve` (prom-client), in a registry of its own. Counters and histograms
 * are bumped where things happen (request hook, identity observer, session reads); what lives elsewhere
 * (the outbox backlog, the connection pool, the revocation list's age) is read when Prometheus scrapes.
 * Labels are closed sets (route patterns, never paths; factor methods; limit names; the configured single
 * sign-on providers), so no series per reader.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FactorMethod } from '../../core/identity/index.ts';
import type { SessionCheck } from '../http/session/sessions.ts';
import type { IdentityObserver, IdentityStorage, SignInStage } from '../identity/index.ts';
import type { McpTool } from '../mcp/mcp-tools.ts';

/** What the scrape reads from the running server. */
interface MetricSources {
  storage: Pick<IdentityStorage, 'outbox' | 'connections'>;
  /** Age of the revocation list the last token check used, in ms. */
  revocationLagMs(): number | undefined;
}

export interface ServerMetrics {
  readonly registry: Registry;
  readonly observer: IdentityObserver;
  request(method: string, route: string, status: number, seconds: number): void;
  sessionCheck(result: SessionCheck): void;
  /** A request refused by an abuse limit (the identity service's, or the search route's). */
  limitRefused(limit: string): void;
  /** An MCP tool an assistant called. */
  toolCall(tool: McpTool): void;
  /** A new build was taken up or turned down. */
  buildSwap(result: 'applied' | 'refused'): void;
  /** Where the scrape reads the rest, once the identity service runs (the observer is needed to start it). */
  readFrom(sources: MetricSources): void;
  /** The text Prometheus reads. */
  scrape(): Promise<string>;
}

/** Page answers take about a millisecond, sign-ins (argon2, SMTP queueing) up to seconds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'docgen_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'docgen_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const signIns = {
    started: signInCounter(registry, 'started', 'Sign-in flows started (POST /api/id), by factor.'),
    completed: signInCounter(registry, 'completed', 'Sign-ins that issued a token, by factor.'),
    failed: signInCounter(registry, 'failed', 'Attestations refused (wrong, used or expired), by factor.'),
  } satisfies Record<SignInStage, Counter<'factor'>>;
  const refusals = new Counter({
    name: 'docgen_rate_limit_refusals_total',
    help: 'Requests refused by an abuse limit, by limit.',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const sessionChecks = new Counter({
    name: 'docgen_session_checks_total',
    help: 'Session cookies checked by the server gate, by result.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  // Bound once: the gate checks a session on every private request.
  const sessionChildren = {
    none: sessionChecks.labels('none'),
    expired: sessionChecks.labels('expired'),
    refused: sessionChecks.labels('refused'),
    valid: sessionChecks.labels('valid'),
  } satisfies Record<SessionCheck, unknown>;
  const toolCalls = new Counter({
    name: 'docgen_mcp_tool_calls_total',
    help: 'MCP tools called by readers’ assistants, by tool.',
    labelNames: ['tool'] as const,
    registers: [registry],
  });
  const buildSwaps = new Counter({
    name: 'docgen_build_swaps_total',
    help: 'New builds taken up (applied) or turned down (refused) while serving.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const buildLoaded = new Gauge({
    name: 'docgen_build_loaded_timestamp_seconds',
    help: 'When the build being served was loaded.',
    registers: [registry],
  });
  buildLoaded.set(Date.now() / 1000);
  const ssoProviders = new Gauge({
    name: 'docgen_sso_provider_up',
    help: 'Whether a single sign-on provider could be reached at its last check (1) or not (0), by method and provider.',
    labelNames: ['method', 'provider'] as const,
    registers: [registry],
  });
  let sources: MetricSources | undefined;
  scrapedGauges(registry, () => sources);

  const limitRefused = (limit: string) => refusals.inc({ limit });
  return {
    registry,
    observer: {
      signIn: (stage: SignInStage, factor: FactorMethod) => signIns[stage].inc({ factor }),
      limitRefused,
      ssoProviderChecked: (method, provider, available) =>
        ssoProviders.set({ method, provider }, available ? 1 : 0),
    },
    limitRefused,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status });
      latency.observe({ method, route }, seconds);
    },
    sessionCheck: (result) => sessionChildren[result].inc(),
    toolCall: (tool) => toolCalls.inc({ tool }),
    buildSwap(result) {
      buildSwaps.inc({ result });
      if (result === 'applied') buildLoaded.set(Date.now() / 1000);
    },
    readFrom: (read) => void (sources = read),
    scrape: () => registry.metrics(),
  };
}

function signInCounter(registry: Registry, stage: SignInStage, help: string): Counter<'factor'> {
  return new Counter({
    name: `docgen_sign_ins_${stage}_total`,
    help,
    labelNames: ['factor'] as const,
    registers: [registry],
  });
}

/** The gauges read at scrape time; one that cannot be read (the database is down) keeps its last value. */
function scrapedGauges(registry: Registry, sourcesOf: () => MetricSources | undefined): void {
  // Both outbox gauges come from one query when the scrape reads them together.
  let reading: ReturnType<typeof readBacklog> | undefined;
  const readBacklog = async () =>
    sourcesOf()
      ?.storage.outbox.backlog()
      .catch(() => undefined);
  const backlog = () => (reading ??= readBacklog().finally(() => (reading = undefined)));
  new Gauge({
    name: 'docgen_mail_outbox_depth',
    help: 'Sign-in messages queued and not yet sent.',
    registers: [registry],
    async collect() {
      const found = await backlog();
      if (found) this.set(found.queued);
    },
  });
  new Gauge({
    name: 'docgen_mail_outbox_oldest_age_seconds',
    help: 'How long the oldest queued message has waited (0 when none waits).',
    registers: [registry],
    async collect() {
      const found = await backlog();
      if (!found) return;
      const oldest = found.oldestCreatedAt;
      this.set(oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });
  new Gauge({
    name: 'docgen_db_pool_connections',
    help: 'PostgreSQL connections of this instance: open, idle among them, and queries waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = sourcesOf()?.storage.connections();
      if (!use) return;
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'docgen_revocation_refresh_lag_seconds',
    help: 'Age of the revocation list the last session check used (reloaded when older than 0.5 s).',
    registers: [registry],
    collect() {
      const lag = sourcesOf()?.revocationLagMs();
      if (lag !== undefined) this.set(lag / 1000);
    },
  });
}
