/**
 * A copy of the database must not let anyone sign in: after a complete sign-in with real (non-dev) mail, no
 * nonce, link, poll id, one-time code or token appears in any stored row, nor in the raw bytes of the SQLite
 * file and its WAL (where overwritten rows linger). A queued message is stored sealed, and blanked once sent.
 */
import { describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers/backends.ts';
import { codeIn, startCode, submitCode } from './helpers/codes.ts';
import { capturingTransport, startHarness } from './helpers/harness.ts';

describe.each(BACKENDS)('secrets at rest on %s', (backend) => {
  it('keeps no nonce, link, poll id or token in any stored row', async () => {
    const transport = Object.assign(capturingTransport(), { keepsBodies: false });
    const h = await startHarness({ backend, transport });
    try {
      const { pollId, nonce, link } = await h.signInLink('ada@example.com');
      const clickToken = (await h.attest(nonce)).json().result.token as string;
      const pollToken = (await h.poll(pollId)).json().result as string;
      const dump = await h.database.dump();
      expect(dump.length).toBeGreaterThan(1000);
      expect(dump).toContain('ada@example.com');
      for (const secret of [
        pollId,
        nonce.options.challenge,
        new URL(link).searchParams.get('challenges')!,
        clickToken,
        pollToken,
        clickToken.split('.')[2]!,
        pollToken.split('.')[2]!,
      ]) {
        expect(dump).not.toContain(secret);
      }
    } finally {
      await h.close();
    }
  });

  it('keeps no one-time code or its token in any stored row once the e-mail is sent', async () => {
    const transport = Object.assign(capturingTransport(), { keepsBodies: false });
    const h = await startHarness({ backend, transport });
    try {
      const started = await startCode(
        h,
        { type: 'email_address', value: 'ada@example.com' },
        'otp_via_email',
      );
      await h.deliver();
      const code = codeIn(transport.sent[0]?.subject);
      const token = (await submitCode(h, started.json().result[0].id, code)).json().result.token as string;
      const dump = await h.database.dump();
      expect(dump).toContain('ada@example.com');
      // Six digits can occur inside longer numbers (times); a stored code would stand alone.
      expect(dump).not.toMatch(new RegExp(`(?<![0-9A-Za-z_-])${code}(?![0-9A-Za-z_-])`));
      expect(dump).not.toContain(token.split('.')[2]!);
    } finally {
      await h.close();
    }
  });

  it('never stores a queued link in clear: not in the rows while queued, not in the file bytes once sent', async () => {
    const transport = Object.assign(capturingTransport(), { keepsBodies: false });
    const h = await startHarness({ backend, transport });
    try {
      const started = await h.startSignIn('ada@example.com');
      expect(started.statusCode).toBe(200);
      const queued = await h.database.dump();
      await h.deliver();
      const mail = transport.sent.at(-1);
      const link = mail?.links[0] ?? '';
      const param = new URL(link).searchParams.get('challenges')!;
      const [nonce] = JSON.parse(Buffer.from(param, 'base64url').toString('utf8')) as {
        options: { challenge: string };
      }[];
      for (const secret of [param, nonce!.options.challenge]) {
        expect(queued).not.toContain(secret);
        expect(await h.database.dump()).not.toContain(secret);
        if (h.database.rawFiles) expect(h.database.rawFiles().includes(secret)).toBe(false);
      }
    } finally {
      await h.close();
    }
  });
});
