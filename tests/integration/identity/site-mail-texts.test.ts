/**
 * A site's own wording of the sign-in messages (`content/i18n/<locale>/docgen-mail.json`): read from the site's
 * files, sent through a real SMTP server (`smtp-server`), and a wrong file stopping `docgen build` and the server.
 */
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../core/config/schema.ts';
import { siteLocales } from '../../../core/i18n/site-locales.ts';
import { serverSignIn } from '../../../core/server/manifest.ts';
import { readSiteMailTexts } from '../../../node/i18n/read-site-mail-texts.ts';
import { readServerEnv } from '../../../server/env/server-env.ts';
import { mountIdentity } from '../../../server/http/mount-identity.ts';
import { silentLogger } from '../../../server/identity/logger.ts';
import { copyFixture, removeSite, runCli, writeSiteFile } from '../../helpers/sites.ts';
import { startHarness, type Harness } from './helpers/harness.ts';
import { createTestSmtpServer, type TestSmtpServer } from './helpers/smtp.ts';

const GERMAN = {
  'signIn.subject': 'Ihr Zugang zu {siteTitle}',
  'signIn.notYou': 'Das waren nicht Sie? Dann ignorieren Sie diese E-Mail.\n\nIhr Team von Example Support',
};
const WRONG = { 'signIn.subjekt': 'Anmelden', 'sms.code': 'Ihr Anmeldecode für {siteTitle}' };

describe("a site's own wording of the sign-in messages", () => {
  let site: string;
  let smtp: TestSmtpServer;
  let h: Harness | undefined;

  beforeEach(async () => {
    site = await copyFixture('locales-three');
    smtp = await createTestSmtpServer();
    await smtp.start();
  });
  afterEach(async () => {
    await h?.close();
    await smtp.stop();
    await removeSite(site);
  });

  it('sends its German subject and body, and the built-in text for every key it leaves out', async () => {
    await writeSiteFile(site, 'content/i18n/de/docgen-mail.json', JSON.stringify(GERMAN));
    const { texts, problems } = await readSiteMailTexts(site, ['en', 'de']);
    expect(problems).toEqual([]);
    h = await startHarness({
      mail: { kind: 'smtp', url: smtp.url, from: 'Example Docs <docs@example.com>' },
      locales: { locales: ['en', 'de'], defaultLocale: 'en' },
      mailTexts: texts,
    });
    await h.startSignIn('ada@example.com', { headers: { 'accept-language': 'de' } });
    await h.deliver();
    const mail = smtp.received.at(-1)!;
    expect(mail.text.split(/\r?\n/u)[0]).toBe('Ihr Zugang zu Example Docs');
    expect(mail.html).toContain('<title>Ihr Zugang zu Example Docs</title>');
    expect(mail.text).toMatch(/E-Mail\.\r?\n\r?\nIhr Team von Example Support/u);
    expect(mail.html).toContain('E-Mail.<br><br>Ihr Team von Example Support');
    // Left out: the built-in German text.
    expect(mail.text).toContain('läuft in 10 Minuten ab');

    await h.startSignIn('bob@example.com', { headers: { 'accept-language': 'en' } });
    await h.deliver();
    expect(smtp.received.at(-1)!.text.split(/\r?\n/u)[0]).toBe('Sign in to Example Docs');
  });

  it('fails docgen build naming the file and each wrong key', async () => {
    await writeSiteFile(site, 'content/i18n/fr/docgen-mail.json', JSON.stringify(WRONG));
    const built = await runCli(['build', '--root', site, '--out-dir', 'build']);
    expect(built.code).not.toBe(0);
    expect(built.stderr).toContain('mail-texts-invalid');
    expect(built.stderr).toContain('content/i18n/fr/docgen-mail.json: "signIn.subjekt" is not a text');
    expect(built.stderr).toContain('content/i18n/fr/docgen-mail.json: "sms.code" must keep {code}');
  }, 120_000);

  it('stops the server before it opens anything when a text is wrong', async () => {
    await writeSiteFile(site, 'content/i18n/fr/docgen-mail.json', JSON.stringify(WRONG));
    const config = siteConfigSchema.parse({
      title: 'Example Docs',
      url: 'https://docs.example.com',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      signIn: { orgID: 'example-org' },
    });
    const { files } = await readSiteMailTexts(site, config.i18n.locales);
    const app = Fastify();
    const mounting = mountIdentity(app, {
      site: {
        siteTitle: config.title,
        productName: config.productName,
        signIn: serverSignIn(config.signIn!, siteLocales(config.i18n)),
        mailTexts: files,
      },
      publicUrl: 'https://docs.example.com',
      env: readServerEnv({ NODE_ENV: 'test', DOCGEN_DATA_DIR: site }),
      logger: silentLogger,
    });
    await expect(mounting).rejects.toThrow(
      /content\/i18n\/fr\/docgen-mail\.json: "signIn\.subjekt" is not a text[\s\S]*"sms\.code" must keep \{code\}/u,
    );
    await app.close();
  });
});
