/**
 * `privatePaths` naming organisations, end to end through `docgen serve` and `docgen users orgs`: a section
 * only readers signed in for the Acme organisation may open. A reader of the site who switched to Acme opens
 * it; the same reader for the site's own organisation, and a reader of another organisation, are refused. Also
 * a version that needs two factors, anonymous readers (never let in), and an impersonation that stays in its
 * organisation (the site's staff-only version stays closed to it) with its audit.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeChallengesParam, type NonceChallenge } from '../../../core/identity/index.ts';
import { SESSION_PATH } from '../../../core/routes/session-path.ts';
import { mailTo } from '../../helpers/dev-mailbox.ts';
import { buildAndServe, type ServedSite } from '../../helpers/served-site.ts';
import { signInThroughApi } from '../../helpers/sign-in-api.ts';
import { copyFixture, REPO_ROOT, runCli } from '../../helpers/sites.ts';

let site: string;
let served: ServedSite | undefined;
let origin: string;

const users = (...args: string[]) => runCli(['users', '--root', site, ...args], { env: served!.env });

beforeAll(async () => {
  site = await copyFixture('three-versions');
  await copyFile(
    join(REPO_ROOT, 'tests/fixtures/organisations/site.config.ts'),
    join(site, 'site.config.ts'),
  );
  served = await buildAndServe(site);
  origin = served.server.origin;
}, 120_000);

afterAll(async () => {
  await served?.close();
});

/** A token for another organisation, through `GET /api/token` as the SDK asks for it. */
async function switchTo(token: string, orgId: string): Promise<Response> {
  return fetch(`${origin}/api/token`, {
    headers: { authorization: `Bearer ${token}`, 'slashid-orgid': orgId, 'slashid-sdkversion': '3.25.0' },
  });
}

async function sessionCookie(token: string): Promise<string> {
  const response = await fetch(`${origin}${SESSION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The 6-digit code e-mailed to `address`, from the dev mailbox. */
async function mailedCode(address: string): Promise<string> {
  const mail = await mailTo(origin, address, (m) => /\b\d{6}\b/.test(m.subject));
  return /\b(\d{6})\b/.exec(mail.subject)![1]!;
}

const statusOf = async (path: string, cookie: string) =>
  (await fetch(`${origin}${path}`, { headers: { cookie }, redirect: 'manual' })).status;

describe('a section for one organisation', () => {
  // Nine CLI processes, each starting Node and opening the store: a loaded machine needs more than the default.
  it('is managed with docgen users orgs and --org', async () => {
    expect((await users('orgs', 'add', 'acme', '--name', 'Acme')).code).toBe(0);
    expect((await users('orgs', 'add', 'globex', '--name', 'Globex')).code).toBe(0);
    expect(
      (await users('add', '--org', 'acme', 'ada@fixture.example', '--groups', 'admins')).stdout,
    ).toContain('Added ada@fixture.example\tgroups: admins\torganisation: acme');
    expect((await users('add', '--org', 'globex', 'gil@fixture.example')).code).toBe(0);
    expect((await users('list', '--org', 'acme')).stdout).toBe('ada@fixture.example\tgroups: admins\n');
    const listed = (await users('orgs', 'list')).stdout;
    expect(listed).toContain('fixture-org > acme\tAcme\tmembers: 1');
    expect(listed).toContain('fixture-org > globex\tGlobex\tmembers: 1');
    const unknown = await users('add', '--org', 'initech', 'x@fixture.example');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no sub-organisation "initech"');
  }, 120_000);

  it("opens to a member signed in for the organisation, and not for the site's own", async () => {
    const reader = await signInThroughApi(origin, 'fixture-org', 'ada@fixture.example');
    expect(await statusOf('/docs/guides/install', `${reader.cookie.name}=${reader.cookie.value}`)).toBe(403);
    expect(await statusOf('/docs/overview', `${reader.cookie.name}=${reader.cookie.value}`)).toBe(200);
    const switched = await switchTo(reader.token, 'acme');
    expect(switched.status).toBe(200);
    const { result: acmeToken } = (await switched.json()) as { result: string };
    expect(await statusOf('/docs/guides/install', await sessionCookie(acmeToken))).toBe(200);

    // Ada is one of Acme's admins: she may sign in as another reader of Acme, and the audit says so.
    expect((await users('add', '--org', 'acme', 'cy@fixture.example')).code).toBe(0);
    const cy = await signInThroughApi(origin, 'fixture-org', 'cy@fixture.example');
    const cyId = JSON.parse(Buffer.from(cy.token.split('.')[1]!, 'base64url').toString()).person_id as string;
    const granted = await fetch(`${origin}/api/persons/${cyId}/impersonate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${acmeToken}`, 'slashid-orgid': 'acme' },
    });
    expect(granted.status).toBe(201);
    const audit = await users('audit');
    expect(audit.stdout).toMatch(
      /\tada@fixture\.example impersonated cy@fixture\.example\torganisation: acme\tuntil /,
    );
  });

  it('opens a page that needs two factors only after a step-up', async () => {
    const reader = await signInThroughApi(origin, 'fixture-org', 'dee@fixture.example');
    const page = '/docs/1.0.0/overview';
    expect(await statusOf(page, `${reader.cookie.name}=${reader.cookie.value}`)).toBe(403);
    const started = await fetch(`${origin}/api/id/v2`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'slashid-orgid': 'fixture-org',
        authorization: `Bearer ${reader.token}`,
      },
      body: JSON.stringify({
        handle: { type: 'email_address', value: 'dee@fixture.example' },
        factor: { method: 'otp_via_email', options: { method: 'otp_via_email' } },
      }),
    });
    const [challenge] = ((await started.json()) as { result: Array<{ id: string }> }).result;
    const code = await mailedCode('dee@fixture.example');
    const attested = await fetch(`${origin}/api/attestation/v3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ challenge_id: challenge!.id, challenge_type: 'otp', data: { otp: code } }),
    });
    const { result } = (await attested.json()) as { result: { token: string } };
    const claims = JSON.parse(Buffer.from(result.token.split('.')[1]!, 'base64url').toString()) as {
      authenticated_methods: string[];
    };
    expect(claims.authenticated_methods).toEqual(['email_link', 'otp_via_email']);
    expect(await statusOf(page, await sessionCookie(result.token))).toBe(200);
  });

  it('never opens a private page to an anonymous reader', async () => {
    const created = await fetch(`${origin}/api/persons/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'slashid-orgid': 'fixture-org' },
      body: '{}',
    });
    expect(created.status).toBe(201);
    const { result: anonymousToken } = (await created.json()) as { result: string };
    const session = await fetch(`${origin}${SESSION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: anonymousToken }),
    });
    expect(session.status).toBe(401);
    expect(session.headers.get('set-cookie')).toBeNull();
    expect(await statusOf('/docs/guides/install', '')).toBe(401);
    const inAcme = await switchTo(anonymousToken, 'acme');
    expect(inAcme.status).toBe(403);
  });

  it("refuses another organisation's reader, at the API and at the gate", async () => {
    const gil = await signInThroughApi(origin, 'fixture-org', 'gil@fixture.example');
    const refused = await switchTo(gil.token, 'acme');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      errors: [
        { httpcode: 403, message: 'the reader does not belong to this organization; ask its administrator' },
      ],
    });
    const { result: globexToken } = (await (await switchTo(gil.token, 'globex')).json()) as {
      result: string;
    };
    expect(await statusOf('/docs/guides/install', await sessionCookie(globexToken))).toBe(403);
  });

  it("keeps an impersonation in its organisation: the site's staff-only version stays closed", async () => {
    expect((await users('add', 'stan@fixture.example', '--groups', 'staff')).code).toBe(0);
    expect((await users('add', '--org', 'acme', 'stan@fixture.example')).code).toBe(0);
    expect((await users('add', '--org', 'acme', 'boss@fixture.example', '--groups', 'admins')).code).toBe(0);
    const staffPage = '/docs/1.1.0/overview';
    const stan = await signInThroughApi(origin, 'fixture-org', 'stan@fixture.example');
    expect(await statusOf(staffPage, `${stan.cookie.name}=${stan.cookie.value}`)).toBe(200);
    const stanId = JSON.parse(Buffer.from(stan.token.split('.')[1]!, 'base64url').toString()).person_id;

    const boss = await signInThroughApi(origin, 'fixture-org', 'boss@fixture.example');
    const { result: bossInAcme } = (await (await switchTo(boss.token, 'acme')).json()) as { result: string };
    const granted = await fetch(`${origin}/api/persons/${stanId}/impersonate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bossInAcme}`, 'slashid-orgid': 'acme' },
    });
    const [nonce] = decodeChallengesParam(((await granted.json()) as { result: string }).result) as [
      NonceChallenge,
    ];
    const attested = await fetch(`${origin}/api/attestation/v3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge_id: nonce.id, challenge_type: 'nonce', data: nonce.options }),
    });
    const { token: acting } = ((await attested.json()) as { result: { token: string } }).result;

    const actingSession = await sessionCookie(acting);
    expect(await statusOf(staffPage, actingSession)).toBe(403);
    const escaped = await switchTo(acting, 'fixture-org');
    expect(escaped.status).toBe(403);
    expect(escaped.headers.get('set-cookie')).toBeNull();

    const audit = (await users('audit')).stdout;
    expect(audit).toContain(
      'boss@fixture.example as stan@fixture.example\ttoken exchange for organisation fixture-org\torganisation: acme\tREFUSED',
    );
    expect(audit).toContain(
      'boss@fixture.example as stan@fixture.example\tsession opened groups: -\torganisation: acme\n',
    );

    // The session ends with its admin's tokens: taking the admin's membership away ends the impersonation.
    const acmePage = '/docs/guides/install';
    expect(await statusOf(acmePage, actingSession)).toBe(200);
    expect((await users('remove', '--org', 'acme', 'boss@fixture.example')).code).toBe(0);
    const visitor = await statusOf(acmePage, '');
    await vi.waitFor(async () => expect(await statusOf(acmePage, actingSession)).toBe(visitor), {
      timeout: 5000,
    });
  }, 120_000);

  it('gives a reader roles with docgen users roles, carried in their tokens', async () => {
    expect((await users('add', 'rita@fixture.example')).code).toBe(0);
    const set = await users('roles', 'rita@fixture.example', 'billing,auditor');
    expect(set.stdout).toMatch(
      /^Updated rita@fixture\.example\tgroups: -\troles: billing,auditor\tlast sign-in: /,
    );
    expect((await users('roles', 'rita@fixture.example', 'no spaces')).code).toBe(2);
    const rita = await signInThroughApi(origin, 'fixture-org', 'rita@fixture.example');
    const claims = JSON.parse(Buffer.from(rita.token.split('.')[1]!, 'base64url').toString());
    expect(claims.roles).toEqual(['billing', 'auditor']);
  }, 120_000);
});
