/**
 * The limits reference, generated from the code's own tables: the identity service's abuse limits (the numbers
 * from `DEFAULT_RATE_LIMITS`, what each counts, per what and the answer beyond it from the JSDoc of `RateLimits`,
 * the routes counted from `ROUTE_LIMITS`), the guesses per code, the search limits, the request sizes and the
 * reader attributes' limits. Every other page links here instead of restating a number.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { IdentityMessage } from '../../core/identity/index.ts';
import { MAX_QUERY_LENGTH, SEARCH_RESULT_LIMIT } from '../../core/search/search-api.ts';
import { JSON_BODY_LIMITS, MAX_HEADER_BYTES } from '../../server/http/request-limits.ts';
import { ATTRIBUTE_LIMITS } from '../../server/identity/accounts/attributes.ts';
import { bucketsOf, ROUTE_LIMITS } from '../../server/identity/api/route-limits.ts';
import { MAX_CODE_ATTEMPTS } from '../../server/identity/factors/one-time-code.ts';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimits,
  type RateRule,
} from '../../server/identity/limits/rate-limiter.ts';
import { SEARCH_WINDOW_MS, SEARCHES_PER_WINDOW } from '../../server/search/search-route.ts';
import { MAX_QUERY_WORDS } from '../../server/search/section-search.ts';
import { REGISTRATIONS_PER_MINUTE, TOKEN_REQUESTS_PER_MINUTE } from '../../server/assistants/oauth-routes.ts';
import {
  ACCESS_TOKEN_TTL_MS,
  CODE_TTL_MS,
  REFRESH_TOKEN_TTL_MS,
} from '../../server/identity/assistants/grants.ts';
import { MCP_REQUESTS_PER_MINUTE } from '../../server/mcp/mcp-route.ts';
import { jsdocOf, jsdocTag, parseSource } from './jsdoc.ts';
import { escapeText } from './markdown.ts';

const RATE_LIMITER = 'server/identity/limits/rate-limiter.ts';

interface BucketDoc {
  bucket: keyof RateLimits;
  doc: string;
  per: string;
  over: string;
}

/** What each bucket of `RateLimits` counts, per what and the answer beyond it, from its JSDoc. */
export function bucketDocs(repoRoot: string): BucketDoc[] {
  const source = parseSource(join(repoRoot, RATE_LIMITER));
  const limits = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'RateLimits',
  );
  if (!limits) throw new Error(`${RATE_LIMITER} declares no RateLimits`);
  return limits.members.map((member) => {
    const bucket = (member.name as ts.Identifier).text as keyof RateLimits;
    const [per, over] = [jsdocTag(member, 'per'), jsdocTag(member, 'over')];
    if (!per || !over) throw new Error(`RateLimits.${bucket} needs its @per and @over in ${RATE_LIMITER}`);
    return { bucket, doc: jsdocOf(member), per, over };
  });
}

const UNITS: Array<[ms: number, one: string, many: string]> = [
  [24 * 3_600_000, 'day', 'days'],
  [3_600_000, 'hour', 'hours'],
  [60_000, 'minute', 'minutes'],
  [1_000, 'second', 'seconds'],
];

/** `60_000` → `minute`, `300_000` → `5 minutes`: the window as "per …" reads it. */
function windowText(ms: number): string {
  const [size, one, many] = UNITS.find(([unit]) => ms % unit === 0) ?? [1, 'millisecond', 'milliseconds'];
  const count = ms / size;
  return count === 1 ? one : `${count.toLocaleString('en-US')} ${many}`;
}

function rulesText(rules: readonly RateRule[]): string {
  return rules
    .map((rule) => `${rule.limit.toLocaleString('en-US')} per ${windowText(rule.windowMs)}`)
    .join(' and ');
}

function bytesText(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes.toLocaleString('en-US')} bytes`;
}

/** The routes (`METHOD path`) whose requests count against the bucket, and whether only some of them do. */
function routesCounting(bucket: keyof RateLimits): string[] {
  return Object.entries(ROUTE_LIMITS)
    .filter(([, limit]) => bucketsOf(limit).includes(bucket))
    .map(([route, limit]) => {
      const shared = bucketsOf(limit).length > 1 ? ' (by the factor it asks for)' : '';
      return `\`${route}\`${shared}`;
    });
}

function bucketSection({ bucket, doc, per, over }: BucketDoc): string[] {
  const routes = routesCounting(bucket);
  return [
    `### \`${bucket}\``,
    '',
    escapeText(doc),
    '',
    `- **Limit:** ${rulesText(DEFAULT_RATE_LIMITS[bucket])}`,
    `- **Per:** ${escapeText(per)}`,
    ...(routes.length > 0 ? [`- **Counted on:** ${routes.join(', ')}`] : []),
    `- **Over it:** ${escapeText(over)}`,
    '',
  ];
}

/** The routes without a per-client limit, grouped by why. */
function unlimitedRoutes(): string[] {
  const byReason = new Map<string, string[]>();
  for (const [route, limit] of Object.entries(ROUTE_LIMITS)) {
    if ('none' in limit) byReason.set(limit.none, [...(byReason.get(limit.none) ?? []), `\`${route}\``]);
  }
  return [...byReason].map(([reason, routes]) => `- ${routes.join(', ')}: ${escapeText(reason)}`);
}

export function limitsReferencePage(repoRoot: string): string {
  const { bytes, depth } = JSON_BODY_LIMITS;
  const lines = [
    '---',
    'title: Limits',
    'description: Every limit docgen serve holds requests to, what it counts, per what, and the answer beyond it.',
    '---',
    '',
    `<!-- Generated by \`npm run docs:reference\` from ${RATE_LIMITER}, server/identity/api/route-limits.ts,`,
    'server/search/search-route.ts, server/http/request-limits.ts and the other modules named below: edit them. -->',
    '',
    'The limits `docgen serve` and `docgen dev` hold requests to, written once here. A client address is the',
    'address the request came from, or with `TRUST_PROXY` the one the proxy in front names.',
    '',
    '## Request size',
    '',
    'Every request to the server (`server/http/request-limits.ts`):',
    '',
    '| limit | at most | beyond it |',
    '|---|---|---|',
    `| request headers, all together | ${bytesText(MAX_HEADER_BYTES)} | \`431\` |`,
    `| a JSON body | ${bytesText(bytes)} | \`413\` |`,
    `| objects and arrays nested in a JSON body | ${depth} levels | \`400\` |`,
    '',
    '## Identity service',
    '',
    'Counted in the database, so they hold across restarts and across instances sharing it',
    `(\`${RATE_LIMITER}\`). Paths are under the identity API's base URL, \`/api\`.`,
    '',
    ...bucketDocs(repoRoot).flatMap(bucketSection),
    '### Guesses at one code or password',
    '',
    `Submissions per one-time code, password challenge or authenticator-app challenge, right or wrong: at most`,
    `${MAX_CODE_ATTEMPTS}, counted before the answer is checked. After the last one the answer is`,
    `\`403 ${IdentityMessage.expired}\`: a new code or challenge is needed. Answers to one account from anywhere`,
    'are held to `verifiesPerAccount` too (`server/identity/factors/one-time-code.ts`).',
    '',
    '### Routes without a per-client limit',
    '',
    ...unlimitedRoutes(),
    '',
    '### Reader attributes',
    '',
    '`/api/attributes` (`server/identity/accounts/attributes.ts`):',
    '',
    '| limit | at most | beyond it |',
    '|---|---|---|',
    `| characters of an attribute's name | ${ATTRIBUTE_LIMITS.nameLength} | \`400\` |`,
    `| an attribute's value, as JSON | ${bytesText(ATTRIBUTE_LIMITS.valueBytes)} | \`400\` |`,
    `| attributes in one bucket | ${ATTRIBUTE_LIMITS.perBucket} | \`413\` |`,
    '',
    'Their changes count against `accountWritesPerIp` too.',
    '',
    '## Search',
    '',
    '`GET /_docgen/search` (`server/search/search-route.ts`):',
    '',
    `- **\`searchesPerIp\`:** ${SEARCHES_PER_WINDOW} searches per ${windowText(SEARCH_WINDOW_MS)} per client`,
    '  address, counted in memory by each server instance; beyond it `429` with `Retry-After`, and the search',
    '  dialog says how long to wait.',
    `- **Query:** at most ${MAX_QUERY_LENGTH} characters (longer: \`400\`); its first ${MAX_QUERY_WORDS} different words`,
    '  are looked up, the rest ignored.',
    `- **Answer:** at most ${SEARCH_RESULT_LIMIT} hits, and never how many more there were.`,
    '',
    '## Assistants (MCP and OAuth)',
    '',
    '`/_docgen/mcp` (`server/mcp/mcp-route.ts`) and the OAuth endpoints (`server/assistants/oauth-routes.ts`),',
    'each counted in memory by each server instance; beyond a limit `429` with `Retry-After`:',
    '',
    `- **\`mcpPerGrant\`:** ${MCP_REQUESTS_PER_MINUTE} MCP requests per minute per approved assistant.`,
    `- **\`oauthPerIp\`:** ${REGISTRATIONS_PER_MINUTE} client registrations and ${TOKEN_REQUESTS_PER_MINUTE} token requests per`,
    '  minute per client address.',
    `- **Lifetimes:** an authorization code ${CODE_TTL_MS / 1000} seconds, once; an access token ${ACCESS_TOKEN_TTL_MS / 60_000} minutes; a`,
    `  refresh token ${REFRESH_TOKEN_TTL_MS / 86_400_000} days, once (each use gives a new one).`,
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
