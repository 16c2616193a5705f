/**
 * Our SDK client (`client/identity`) against a real server on a real port with real storage, a real SMTP
 * server and the dev SMS outbox, recording the events it hears: what the `*-sdk` tests share.
 */
import { IdentityClient } from '../../../../client/identity/index.ts';
import type { EventName } from '../../../../client/identity/events.ts';
import { ORG_ID, startHarness, type Harness } from './harness.ts';
import { poll } from '../../../helpers/poll.ts';
import { createTestSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp.ts';

export interface SdkRig {
  smtp: TestSmtpServer;
  h: Harness;
  client: IdentityClient;
  /** Every event heard, in order: name and payload. */
  events: Array<[string, unknown]>;
  /** The payload of the first `name` event after the first `after` events. */
  nextEvent(name: EventName, after: number): Promise<unknown>;
  /** The first message to `address` that came through SMTP. */
  mailTo(address: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSdkRig(listenTo: readonly EventName[]): Promise<SdkRig> {
  const smtp = await createTestSmtpServer();
  await smtp.start();
  const h = await startHarness({
    backend: 'sqlite',
    mail: { kind: 'smtp', url: smtp.url, from: 'Example Docs <docs@example.com>' },
    sms: { kind: 'dev', print: () => {} },
    outbox: { pollIntervalMs: 50 },
  });
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = h.app.server.address() as { port: number };
  const client = new IdentityClient({
    oid: ORG_ID,
    baseURL: `http://127.0.0.1:${port}/api`,
    analyticsEnabled: false,
  });
  const events: Array<[string, unknown]> = [];
  for (const name of listenTo) client.subscribe(name, (payload) => events.push([name, payload]));
  return {
    smtp,
    h,
    client,
    events,
    nextEvent: async (name, after) =>
      (await poll(() => events.slice(after).find(([n]) => n === name), name))[1],
    mailTo: (address) =>
      poll(() => smtp.received.find((m) => m.to.includes(address)), `the e-mail to ${address}`),
    async close() {
      await h.close();
      await smtp.stop();
    },
  };
}
