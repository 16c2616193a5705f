/**
 * The server's environment is one schema read once: bad values are named together, nothing secret is echoed,
 * and the documentation's one table of variables lists exactly the variables the schema reads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerEnv, SERVER_ENV_NAMES } from '../../../../server/env/server-env.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const ENVIRONMENT_PAGE = 'documentation/content/versioned_docs/version-0.1.0/operating/environment.md';

/** Every variable named in the first cell of a table row of `page` (`NAME`, `NAME=value`, `A` / `B`). */
function documentedVariables(page: string): string[] {
  const text = readFileSync(join(REPO_ROOT, page), 'utf8');
  const firstCells = text.split('\n').flatMap((line) => /^\| ([^|]+) \|/.exec(line)?.[1] ?? []);
  return [
    ...new Set(
      firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)].map((m) => m[1]!)),
    ),
  ];
}

describe('the server environment', () => {
  it('is documented in the environment variables page, every variable and only those', () => {
    expect(documentedVariables(ENVIRONMENT_PAGE).sort()).toEqual([...SERVER_ENV_NAMES].sort());
  });

  it('is listed nowhere else: no other page has a table of variables', () => {
    const variables = new Set<string>(SERVER_ENV_NAMES);
    for (const page of ['README.md', 'server/identity/README.md', 'docs/architecture.md'])
      expect(
        documentedVariables(page).filter((name) => variables.has(name)),
        page,
      ).toEqual([]);
  });

  it('reads typed values, an empty value counting as unset', () => {
    expect(
      readServerEnv({
        PUBLIC_URL: 'https://docs.example.com/',
        PORT: '8080',
        TRUST_PROXY: '2',
        IDENTITY_CORS_ORIGINS: 'https://a.example, https://b.example,',
        SESSION_IDLE_TIMEOUT: '600',
        DOCGEN_REQUEST_LOG: 'off',
        DOCGEN_DEV_MAILBOX_REMOTE: '1',
        SMTP_URL: '',
        UNRELATED: 'ignored',
      }),
    ).toEqual({
      PUBLIC_URL: 'https://docs.example.com',
      PORT: 8080,
      TRUST_PROXY: 2,
      IDENTITY_CORS_ORIGINS: ['https://a.example', 'https://b.example'],
      SESSION_IDLE_TIMEOUT: 600,
      DOCGEN_REQUEST_LOG: false,
      DOCGEN_DEV_MAILBOX_REMOTE: true,
    });
    expect(readServerEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readServerEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('names every bad variable in one message and never echoes a value', () => {
    let message = '';
    try {
      readServerEnv({
        DATABASE_URL: 'mysql://root:hunter2@db/docs',
        SMTP_URL: 'mail.example.com',
        SESSION_MAX_AGE: '30',
        IDENTITY_LINK_TTL: '90',
        PORT: 'eighty',
        LOG_LEVEL: 'verbose',
        DOCGEN_REQUEST_LOG: 'maybe',
        SMS_WEBHOOK_URL: 'http://sms.example.com/send',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'The environment has bad values:',
      '  PORT must be a port number (0 to 65535)',
      '  DATABASE_URL must be a postgres:// or postgresql:// URL (e.g. postgres://user:pass@db:5432/docs)',
      '  SMTP_URL must be a smtp:// or smtps:// URL (e.g. smtps://user:pass@mail.example.com:465)',
      '  SMS_WEBHOOK_URL must be an https:// URL (http:// only for a loopback relay), e.g. https://sms-relay.example.com/send',
      '  IDENTITY_LINK_TTL must be at most 60 minutes',
      '  SESSION_MAX_AGE must be at least 60 seconds',
      '  LOG_LEVEL must be a log level (info, warn, …)',
      '  DOCGEN_REQUEST_LOG must be 1, true or on; or 0, false or off',
    ]);
    expect(message).not.toContain('hunter2');
  });
});
