import { describe, expect, it, vi } from 'vitest';
import { accessUserOf, needsStepUp, rulesThatDecide } from '../../../../core/access/decide-access.ts';
import { compilePrivatePaths, decideAccess, isPrivateFor } from '../../../../core/access/private-paths.ts';

const reader = { groups: ['customers'] };
const admin = { groups: ['customers', 'admins'] };

describe('private paths', () => {
  it('a plain string: the path is private when it contains it', () => {
    const rules = compilePrivatePaths(['/internal']);
    expect(rules[0]?.kind).toBe('contains');
    expect(isPrivateFor('/docs/internal/x', rules, undefined)).toBe(true);
    expect(isPrivateFor('/docs/public', rules, undefined)).toBe(false);
  });

  it('a glob matches the whole path with picomatch', () => {
    const rules = compilePrivatePaths([{ path: '/docs/**', groups: [] }]);
    expect(rules[0]?.kind).toBe('glob');
    expect(
      ['/docs', '/docs/overview', '/docs/1.0.1/features/x'].map((p) => isPrivateFor(p, rules, undefined)),
    ).toEqual([true, true, true]);
    expect(isPrivateFor('/blog/docs/x', rules, undefined)).toBe(false);
    expect(isPrivateFor('/docsx', rules, undefined)).toBe(false);
    expect(isPrivateFor('/x/1.0.0/y', compilePrivatePaths(['/x/{1.0.0,1.0.1}/*']), undefined)).toBe(true);
  });

  it('a regex literal', () => {
    const rules = compilePrivatePaths(['/^\\/docs\\/1\\.0\\.[01]\\//i']);
    expect(rules[0]?.kind).toBe('regex');
    expect(isPrivateFor('/DOCS/1.0.1/faq', rules, undefined)).toBe(true);
    expect(isPrivateFor('/docs/faq', rules, undefined)).toBe(false);
  });

  it('is private for visitors; with groups the user must belong to all of them', () => {
    const rules = compilePrivatePaths([
      { path: '/docs/admin/**', groups: ['customers', 'admins'] },
      '/docs/customers',
    ]);
    expect(isPrivateFor('/docs/admin/keys', rules, undefined)).toBe(true);
    expect(isPrivateFor('/docs/admin/keys', rules, reader)).toBe(true);
    expect(isPrivateFor('/docs/admin/keys', rules, admin)).toBe(false);
    expect(isPrivateFor('/docs/customers', rules, reader)).toBe(false);
    expect(isPrivateFor('/docs/customers', rules, { groups: [] })).toBe(false);
  });

  it('with organisations the token must be for one of them, and groups are those the reader has there', () => {
    const rules = compilePrivatePaths([
      { path: '/docs/acme/**', organizations: ['org-acme', 'org-acme-eu'] },
      { path: '/docs/acme/admin/**', organizations: ['org-acme'], groups: ['admins'] },
    ]);
    const acme = { groups: [], organization: 'org-acme' };
    expect(isPrivateFor('/docs/acme/guide', rules, undefined)).toBe(true);
    expect(isPrivateFor('/docs/acme/guide', rules, { groups: [], organization: 'org-globex' })).toBe(true);
    expect(isPrivateFor('/docs/acme/guide', rules, { groups: ['admins'] })).toBe(true);
    expect(isPrivateFor('/docs/acme/guide', rules, acme)).toBe(false);
    expect(isPrivateFor('/docs/acme/guide', rules, { groups: [], organization: 'org-acme-eu' })).toBe(false);
    expect(isPrivateFor('/docs/acme/admin/keys', rules, acme)).toBe(true);
    expect(
      isPrivateFor('/docs/acme/admin/keys', rules, { groups: ['admins'], organization: 'org-acme' }),
    ).toBe(false);
    expect(
      decideAccess({
        path: '/docs/acme/guide',
        forceLogin: true,
        rules,
        user: { groups: [], organization: 'x' },
      }),
    ).toBe('forbidden');
    expect(rulesThatDecide(true, [{ path: '/a', organizations: ['o'] }, { path: '/b' }])).toEqual([
      { path: '/a', organizations: ['o'] },
    ]);
  });

  it('with minimumFactors the reader must have signed in with that many factors; a step-up would let them in', () => {
    const rules = compilePrivatePaths([
      { path: '/docs/keys/**', groups: ['admins'], minimumFactors: 2 },
      { path: '/docs/acme/**', organizations: ['acme'] },
    ]);
    const oneFactor = accessUserOf({
      groups: ['admins'],
      oid: 'root',
      authenticated_methods: ['email_link'],
    });
    const twoFactors = accessUserOf({
      groups: ['admins'],
      oid: 'root',
      authenticated_methods: ['email_link', 'otp_via_email', 'email_link'],
    });
    expect(twoFactors.factors).toBe(2);
    expect(isPrivateFor('/docs/keys/rotate', rules, oneFactor)).toBe(true);
    expect(isPrivateFor('/docs/keys/rotate', rules, twoFactors)).toBe(false);
    expect(needsStepUp('/docs/keys/rotate', rules, oneFactor)).toBe(true);
    expect(needsStepUp('/docs/keys/rotate', rules, { ...oneFactor, groups: [] })).toBe(false);
    expect(needsStepUp('/docs/acme/x', rules, oneFactor)).toBe(false);
    expect(rulesThatDecide(true, [{ path: '/a', minimumFactors: 2 }, { path: '/b' }])).toHaveLength(1);
  });

  it('logs an invalid glob and falls back to "contains" instead of failing', () => {
    const log = vi.fn();
    const rules = compilePrivatePaths(['/docs/[unclosed', '/(bad/'], log);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toMatch(/^Invalid glob pattern: "\/docs\/\[unclosed"/);
    expect(rules.map((r) => r.kind)).toEqual(['contains', 'contains']);
    expect(isPrivateFor('/docs/[unclosed/x', rules, undefined)).toBe(true);
  });

  it('logs to the console by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    compilePrivatePaths(['/a/[b']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Invalid glob pattern'));
    error.mockRestore();
  });

  it('decides: forceLogin needs a user everywhere; rules then decide on groups', () => {
    const rules = compilePrivatePaths([{ path: '/docs/admin/**', groups: ['admins'] }]);
    expect(decideAccess({ path: '/', forceLogin: true, rules, user: undefined })).toBe('signInRequired');
    expect(decideAccess({ path: '/', forceLogin: true, rules, user: reader })).toBe('allowed');
    expect(decideAccess({ path: '/docs/admin/x', forceLogin: true, rules, user: reader })).toBe('forbidden');
    expect(decideAccess({ path: '/docs/admin/x', forceLogin: true, rules, user: admin })).toBe('allowed');
    expect(decideAccess({ path: '/blog', forceLogin: false, rules, user: undefined })).toBe('allowed');
    expect(decideAccess({ path: '/docs/admin/x', forceLogin: false, rules, user: undefined })).toBe(
      'signInRequired',
    );
  });

  it('under forceLogin only rules with groups can change a decision', () => {
    const configured = [
      { path: '/docs/**', groups: [] },
      { path: '/docs/admin/**', groups: ['admins'] },
    ];
    expect(rulesThatDecide(true, configured)).toEqual([configured[1]]);
    expect(rulesThatDecide(false, configured)).toEqual(configured);
    const all = compilePrivatePaths(configured);
    const deciding = compilePrivatePaths(rulesThatDecide(true, configured));
    for (const path of ['/', '/docs/overview', '/docs/admin/keys'])
      for (const user of [undefined, reader, admin, { groups: ['admins'] }])
        expect(decideAccess({ path, forceLogin: true, rules: deciding, user })).toBe(
          decideAccess({ path, forceLogin: true, rules: all, user }),
        );
  });
});
