/**
 * An identity service on a real database behind a Fastify app, driven with `inject`. Mail goes to a
 * capturing transport (the outbox and its table are the real ones) unless a test passes its own.
 */
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { decodeChallengesParam, type NonceChallenge } from '../../../../core/identity/index.ts';
import { manualClock } from '../../../../server/identity/clock.ts';
import {
  createIdentity,
  type CreateIdentityOptions,
  type Identity,
} from '../../../../server/identity/create-identity.ts';
import type { MailTransport, OutgoingMail } from '../../../../server/identity/mail/types.ts';
import type { IdentityStorage } from '../../../../server/identity/storage/types.ts';
import { createTestDatabase, type Backend, type TestDatabase } from './backends.ts';

export const PUBLIC_URL = 'https://docs.example.com';
export const ORG_ID = 'org-test';
export const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);
export const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

export interface CapturingTransport extends MailTransport {
  sent: OutgoingMail[];
  /** Makes the next sends throw this error (until set back to undefined). */
  failWith: Error | undefined;
}

export function capturingTransport(): CapturingTransport {
  const transport: CapturingTransport = {
    name: 'dev',
    keepsBodies: true,
    sent: [],
    failWith: undefined,
    async send(mail) {
      if (transport.failWith) throw transport.failWith;
      transport.sent.push(mail);
    },
    async close() {},
  };
  return transport;
}

export interface Harness {
  app: FastifyInstance;
  identity: Identity;
  storage: IdentityStorage;
  clock: ReturnType<typeof manualClock>;
  transport: CapturingTransport;
  database: TestDatabase;
  /** Sends whatever the outbox has due. */
  deliver(): Promise<void>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** POST /id/v2 for an address, as the SDK sends it. */
  startSignIn(
    address: string,
    init?: {
      path?: string;
      headers?: Record<string, string>;
      remoteAddress?: string;
      factorOptions?: Record<string, unknown>;
    },
  ): Promise<LightMyRequestResponse>;
  /** Starts a sign-in, delivers the mail and returns the poll id and the nonce challenge from the link. */
  signInLink(address: string): Promise<{ pollId: string; nonce: NonceChallenge; link: string }>;
  attest(
    nonce: NonceChallenge,
    init?: { remoteAddress?: string; path?: string },
  ): Promise<LightMyRequestResponse>;
  poll(pollId: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface HarnessOptions extends Partial<
  Omit<CreateIdentityOptions, 'storage' | 'clock' | 'mailTransport'>
> {
  backend?: Backend;
  /** Reuse a database (restarts, second instances); it is then not destroyed on close. */
  database?: TestDatabase;
  clock?: ReturnType<typeof manualClock>;
  transport?: MailTransport;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const {
    backend = 'sqlite',
    database: shared,
    clock: sharedClock,
    transport: ownTransport,
    ...rest
  } = options;
  const database = shared ?? createTestDatabase(backend);
  const storage = await database.open();
  const clock = sharedClock ?? manualClock(T0);
  const transport = (ownTransport as CapturingTransport | undefined) ?? capturingTransport();
  const identity = await createIdentity({
    storage,
    publicUrl: PUBLIC_URL,
    orgId: ORG_ID,
    siteTitle: 'Example Docs',
    productName: 'Example',
    mail: { kind: 'dev' },
    clock,
    // A test that passes `mail` gets the transport it describes (real SMTP, the dev mailbox).
    ...(rest.mail ? {} : { mailTransport: transport }),
    outbox: { autoStart: false },
    maintenance: false,
    ...rest,
  });
  const app = Fastify();
  await app.register(identity.apiPlugin, { prefix: '/api' });
  await app.register(identity.devMailboxPlugin);
  await app.ready();

  const harness: Harness = {
    app,
    identity,
    storage,
    clock,
    transport,
    database,
    async deliver() {
      await identity.service.outbox.runOnce();
      await identity.service.outbox.runOnce();
    },
    inject: (o) => app.inject(o),
    startSignIn(address, init = {}) {
      return app.inject({
        method: 'POST',
        url: `/api${init.path ?? '/id/v2'}`,
        headers: {
          'content-type': 'application/json',
          'slashid-orgid': ORG_ID,
          'slashid-sdkversion': '3.29.6',
          'user-agent': FIREFOX_LINUX,
          ...init.headers,
        },
        ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
        payload: {
          handle: { type: 'email_address', value: address },
          factor: { method: 'email_link', options: { method: 'email_link', ...init.factorOptions } },
          metadata: { csrf_token: 'c', pkce_code_challenge: 'p' },
        },
      });
    },
    async signInLink(address) {
      const started = await harness.startSignIn(address);
      if (started.statusCode !== 200)
        throw new Error(`POST /id/v2 answered ${started.statusCode}: ${started.body}`);
      const pollId = started.json().result[0].options.challenge_id as string;
      await harness.deliver();
      const mail = transport.sent.findLast((m) => m.to === address.toLowerCase());
      if (!mail?.links[0]) throw new Error(`no sign-in mail for ${address}`);
      return { pollId, nonce: nonceFromLink(mail.links[0]), link: mail.links[0] };
    },
    attest(nonce, init = {}) {
      return app.inject({
        method: 'POST',
        url: `/api${init.path ?? '/attestation/v3'}`,
        headers: { 'content-type': 'application/json', 'slashid-sdkversion': '3.29.6' },
        ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
        payload: {
          challenge_id: nonce.id,
          challenge_type: 'nonce',
          data: { challenge: nonce.options.challenge },
        },
      });
    },
    poll: (pollId) => app.inject({ method: 'GET', url: `/api/challenge/${pollId}/v2` }),
    async close() {
      await app.close();
      await identity.close();
      await storage.close();
      if (!shared) await database.destroy();
    },
  };
  return harness;
}

export function nonceFromLink(link: string): NonceChallenge {
  const param = new URL(link).searchParams.get('challenges');
  const [challenge] = decodeChallengesParam(param ?? '') ?? [];
  if (!challenge) throw new Error(`no challenge in ${link}`);
  return challenge as NonceChallenge;
}

/** Asserts the shape every error answer must have: envelope, matching httpcode, no stack trace. */
export function errorOf(response: LightMyRequestResponse): { status: number; message: string } {
  const body = response.json() as {
    errors?: Array<{ httpcode: unknown; message: unknown }>;
    result?: unknown;
  };
  if (!Array.isArray(body.errors) || body.errors.length !== 1)
    throw new Error(`not an error envelope: ${response.body}`);
  const [error] = body.errors;
  if (error?.httpcode !== response.statusCode || typeof error.message !== 'string')
    throw new Error(`bad error item: ${response.body}`);
  if ('result' in body) throw new Error(`error envelope with a result: ${response.body}`);
  if (/\bat .+:\d+:\d+/.test(response.body)) throw new Error(`stack trace in body: ${response.body}`);
  return { status: response.statusCode, message: error.message };
}
