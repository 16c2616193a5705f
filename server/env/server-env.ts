/**
 * The server's environment (`docgen serve`, `docgen dev`, `docgen users`, `docgen keys`): every variable it
 * reads, in one schema, read once at start-up. A bad value stops the command with one line per variable naming
 * what is expected. An empty value counts as unset, as shells and container files write it. Values are never
 * echoed: several of these hold passwords or keys. The README's table of variables is checked against this
 * schema by a test, so the two cannot drift apart.
 */
import { z } from 'zod';
import { isWebhookUrl } from '../identity/sms/webhook-sender.ts';
import { OIDC_PROVIDERS_SETTING } from '../identity/sso/oidc/settings.ts';
import { SAML_PROVIDERS_SETTING } from '../identity/sso/saml/settings.ts';

const unset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

const wholeNumber = (min: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number of ${what}`)
    .transform(Number)
    .refine((n) => n >= min, `must be at least ${min} ${what}`);

const urlWith = (protocols: readonly string[], example: string) =>
  z.string().refine(
    (text) => {
      try {
        return protocols.includes(new URL(text).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL (e.g. ${example})`,
  );

/** A JSON value checked by `schema`; its issues name the path inside the value, never the value. */
const json = <T extends z.ZodType>(schema: T, what: string) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `must be JSON: ${what}` });
        return z.NEVER;
      }
    })
    .pipe(schema);

const onOff = z
  .enum(['1', 'true', 'on', '0', 'false', 'off'], 'must be 1, true or on; or 0, false or off')
  .transform((text) => text === '1' || text === 'true' || text === 'on');

/** An http(s) URL, its origin and path without a trailing slash (`https://docs.example.com/guide`). */
function httpUrlWithoutTrailingSlash(example: string) {
  return urlWith(['http:', 'https:'], example).transform((text) => {
    const url = new URL(text.trim());
    return url.origin + url.pathname.replace(/(?<!\/)\/+$/, '');
  });
}

const SERVER_ENV = z.object({
  NODE_ENV: optional(z.string()),
  PUBLIC_URL: optional(httpUrlWithoutTrailingSlash('https://docs.example.com')),
  PORT: optional(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number (0 to 65535)')
      .transform(Number)
      .refine((port) => port <= 65_535, 'must be a port number (0 to 65535)'),
  ),
  DATABASE_URL: optional(urlWith(['postgres:', 'postgresql:'], 'postgres://user:pass@db:5432/docs')),
  DATABASE_SCHEMA: optional(z.string().regex(/^[a-z_][a-z0-9_]*$/i, 'must be a plain SQL identifier')),
  DOCGEN_DATA_DIR: optional(z.string()),
  SMTP_URL: optional(urlWith(['smtp:', 'smtps:'], 'smtps://user:pass@mail.example.com:465')),
  MAIL_FROM: optional(z.string()),
  SMS_WEBHOOK_URL: optional(
    z
      .string()
      .refine(
        isWebhookUrl,
        'must be an https:// URL (http:// only for a loopback relay), e.g. https://sms-relay.example.com/send',
      )
      .transform((text) => new URL(text).toString()),
  ),
  SMS_WEBHOOK_TOKEN: optional(z.string()),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^(?:true|false|0|[1-9]\d?)$/, 'must be true, false or the number of proxies in front')
      .transform((text) => (text === 'true' ? true : text === 'false' ? false : Number(text) || false)),
  ),
  IDENTITY_URL: optional(httpUrlWithoutTrailingSlash('https://id.example.com')),
  IDENTITY_CORS_ORIGINS: optional(
    z.string().transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    ),
  ),
  IDENTITY_TOKEN_TTL: optional(wholeNumber(1, 'seconds')),
  IDENTITY_LINK_TTL: optional(
    wholeNumber(1, 'minutes').refine((minutes) => minutes <= 60, 'must be at most 60 minutes'),
  ),
  DOCGEN_SECRET_KEY: optional(z.string()),
  DOCGEN_DEV_MAILBOX_REMOTE: optional(onOff),
  SESSION_IDLE_TIMEOUT: optional(wholeNumber(60, 'seconds')),
  SESSION_MAX_AGE: optional(wholeNumber(60, 'seconds')),
  LOG_FORMAT: optional(z.enum(['json', 'pretty'], 'must be json or pretty')),
  LOG_LEVEL: optional(
    z.enum(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be a log level (info, warn, …)',
    ),
  ),
  DOCGEN_REQUEST_LOG: optional(onOff),
  METRICS_ADDRESS: optional(
    z
      .string()
      .transform((text) => listenAddressOf(text))
      .refine((address) => address !== undefined, 'must be host:port, e.g. 127.0.0.1:9464 or [::1]:9464')
      .transform((address) => address!),
  ),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters (openssl rand -hex 16)')),
  SSO_OIDC_PROVIDERS: optional(
    json(OIDC_PROVIDERS_SETTING, 'an array of {"provider", "client_id", "client_secret", "issuer", …}'),
  ),
  SSO_SAML_PROVIDERS: optional(
    json(SAML_PROVIDERS_SETTING, 'an array of {"id", "metadata", "groups_attribute", …}'),
  ),
});

/** `host:port` (an IPv6 host in brackets) as a listen address; undefined when it is not one. */
function listenAddressOf(text: string): { host: string; port: number } | undefined {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(text.trim());
  const port = Number(match?.[3]);
  const host = match?.[1] ?? match?.[2];
  return host && port <= 65_535 ? { host, port } : undefined;
}

export type ServerEnv = z.infer<typeof SERVER_ENV>;

/** The variables the schema knows, for the README check and for help texts. */
export const SERVER_ENV_NAMES = Object.keys(SERVER_ENV.shape) as (keyof ServerEnv)[];

export class ServerEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The environment has ${problems.length === 1 ? 'a bad value' : 'bad values'}:\n${problems.join('\n')}`,
    );
    this.name = 'ServerEnvError';
  }
}

/** Reads and checks the environment once; throws `ServerEnvError` naming every bad variable. */
export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const parsed = SERVER_ENV.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ServerEnvError(parsed.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`));
}
