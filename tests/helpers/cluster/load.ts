/**
 * Load through the proxy, bounded in time, on loopback only: sign-in flows (each from a loopback address of
 * its own, as distinct readers are, so per-client limits do not refuse them) and gated page reads with one
 * reader's cookie. Every request is recorded with its status, the instance that answered and its latency.
 */
import { SESSION_PATH } from '../../../core/routes/session-path.ts';
import type { TestSmtpServer } from '../../integration/identity/helpers/smtp.ts';
import { nonceAttestation } from '../sign-in-api.ts';
import type { ProxyAnswer, ProxyClient, ProxyRequest } from './https-client.ts';
import { linkIn, startSignIn } from './proxy-sign-in.ts';

export interface Sent {
  kind: 'sign-in' | 'read';
  /** HTTP status, or 0 when the request failed without one. */
  status: number;
  upstream: string;
  startedAt: number;
  ms: number;
}

interface Flow {
  address: string;
  /** The instance that started it. */
  startedOn: string;
  startedAt: number;
  /** undefined while it runs; the step that failed otherwise. */
  outcome?: 'signed in' | { failedAt: string; status: number };
}

export interface LoadReport {
  sent: Sent[];
  flows: Flow[];
  durationMs: number;
}

export interface LoadParams {
  client: ProxyClient;
  smtp: TestSmtpServer;
  /** Concurrent sign-in flows. */
  signIns: number;
  /** Concurrent readers of `page` with `cookie`. */
  readers: number;
  page: string;
  cookie: string;
  durationMs: number;
  /** Distinguishes the addresses of several loads on one database. */
  tag: string;
  /** How long a flow waits for its e-mail (longer across a planned SMTP outage). */
  mailTimeoutMs?: number;
}

/** Indexes mail by recipient as it arrives, so that many waiting flows do not each scan every message. */
function mailIndex(smtp: TestSmtpServer) {
  const links = new Map<string, string>();
  let read = 0;
  const update = () => {
    for (; read < smtp.received.length; read++) {
      const mail = smtp.received[read]!;
      const link = linkIn(mail.text);
      if (link) for (const to of mail.to) links.set(to, link);
    }
  };
  return async (address: string, timeoutMs: number): Promise<string | undefined> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      update();
      const link = links.get(address);
      if (link) return link;
      await new Promise((done) => setTimeout(done, 25));
    }
    return undefined;
  };
}

/** A distinct loopback address per flow (127.16.0.1 onwards): the instances see them through X-Forwarded-For. */
const clientAddress = (n: number) => `127.${16 + ((n >> 16) & 0x3f)}.${(n >> 8) & 0xff}.${(n & 0xff) | 1}`;

export async function runClusterLoad(params: LoadParams): Promise<LoadReport> {
  const sent: Sent[] = [];
  const flows: Flow[] = [];
  const begun = Date.now();
  const until = begun + params.durationMs;
  const linkFor = mailIndex(params.smtp);
  let flowCount = 0;

  async function send(kind: Sent['kind'], path: string, init: ProxyRequest): Promise<ProxyAnswer> {
    const startedAt = Date.now();
    try {
      const answer = await params.client.send(path, init);
      sent.push({
        kind,
        status: answer.status,
        upstream: answer.upstream,
        startedAt,
        ms: Date.now() - startedAt,
      });
      return answer;
    } catch {
      sent.push({ kind, status: 0, upstream: '', startedAt, ms: Date.now() - startedAt });
      return { status: 0, headers: {}, body: '', upstream: '' };
    }
  }

  async function signIn(n: number): Promise<void> {
    const from = clientAddress(n);
    const address = `load-${params.tag}-${n}@procurepilot.example`;
    const flow: Flow = { address, startedOn: '', startedAt: Date.now() };
    const fail = (failedAt: string, status: number) => void (flow.outcome = { failedAt, status });
    const startedAt = Date.now();
    const started = await startSignIn(params.client, address, 'email_link', from).catch(() => undefined);
    sent.push({
      kind: 'sign-in',
      status: started?.status ?? 0,
      upstream: started?.upstream ?? '',
      startedAt,
      ms: Date.now() - startedAt,
    });
    if (started?.status !== 200) return; // Not started: nothing to lose (the load counts the refusal).
    flow.startedOn = started.upstream;
    flows.push(flow);
    const link = await linkFor(address, params.mailTimeoutMs ?? 30_000);
    if (!link) return fail('mail', 0);
    const confirmed = await send('sign-in', '/api/attestation/v3', {
      localAddress: from,
      json: nonceAttestation(link),
    });
    if (confirmed.status !== 200) return fail('link', confirmed.status);
    const { token } = (JSON.parse(confirmed.body) as { result: { token: string } }).result;
    const session = await send('sign-in', SESSION_PATH, { localAddress: from, json: { token } });
    if (session.status >= 300) return fail('session', session.status);
    const cookie = (session.headers['set-cookie']?.[0] ?? '').split(';', 1)[0]!;
    const read = await send('sign-in', params.page, { localAddress: from, headers: { cookie } });
    if (read.status !== 200) return fail('read', read.status);
    flow.outcome = 'signed in';
  }

  const signInWorker = async () => {
    while (Date.now() < until) await signIn(flowCount++);
  };
  const readWorker = async () => {
    while (Date.now() < until) await send('read', params.page, { headers: { cookie: params.cookie } });
  };
  await Promise.all([
    ...Array.from({ length: params.signIns }, signInWorker),
    ...Array.from({ length: params.readers }, readWorker),
  ]);
  return { sent, flows, durationMs: Date.now() - begun };
}

/** Requests per second, latency percentiles and error counts of one kind of request. */
export function summarize(report: LoadReport, kind: Sent['kind']) {
  const of = report.sent.filter((s) => s.kind === kind);
  const ms = of.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return {
    requests: of.length,
    perS: Math.round((of.length / report.durationMs) * 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors: of.filter((s) => s.status === 0 || s.status >= 500).length,
    refused: of.filter((s) => s.status >= 400 && s.status < 500).length,
  };
}
