import { describe, expect, it } from 'vitest';
import {
  audienceBaseFile,
  audiencesOf,
  audienceVariantFile,
  conditionsLacking,
} from '../../../../core/access/audiences.ts';
import { compilePrivatePaths } from '../../../../core/access/private-paths.ts';

const rules = compilePrivatePaths([
  '/docs/members',
  { path: '/docs/staff/**', groups: ['staff'] },
  { path: '/docs/**/staff/**', groups: ['staff'] },
  { path: '/docs/partners/**', groups: ['partners'], organizations: ['acme'] },
  { path: '/docs/1.0.0/**', minimumFactors: 2 },
]);

describe('audience conditions', () => {
  it('are the distinct requirements of the rules that decide: rules asking the same share one', () => {
    const { conditions } = audiencesOf(true, rules);
    expect(conditions).toEqual([
      { groups: ['staff'], organizations: [], minimumFactors: 1 },
      { groups: ['partners'], organizations: ['acme'], minimumFactors: 1 },
      { groups: [], organizations: [], minimumFactors: 2 },
    ]);
  });

  it('name what a reader must meet to open a route', () => {
    const audiences = audiencesOf(true, rules);
    expect(audiences.required('/docs/staff/rota')).toEqual([0]);
    expect(audiences.required('/docs/1.0.0/staff/rota')).toEqual([0, 2]);
    expect(audiences.required('/docs/overview')).toEqual([]);
  });

  it('count a rule asking only for a signed-in reader unless every page needs one anyway (forceLogin)', () => {
    expect(audiencesOf(true, rules).required('/docs/members')).toEqual([]);
    const open = audiencesOf(false, rules);
    expect(open.required('/docs/members')).toEqual([0]);
    expect(open.conditions[0]).toEqual({ groups: [], organizations: [], minimumFactors: 1 });
  });

  it('are lacking for a visitor entirely, and for a reader where groups, organisation or factors fall short', () => {
    const { conditions } = audiencesOf(true, rules);
    const all = [0, 1, 2];
    expect(conditionsLacking(all, conditions, undefined)).toEqual(all);
    const staff = { groups: ['staff'], organization: 'fixture-org', factors: 1 };
    expect(conditionsLacking(all, conditions, staff)).toEqual([1, 2]);
    const partner = { groups: ['partners'], organization: 'acme', factors: 2 };
    expect(conditionsLacking(all, conditions, partner)).toEqual([0]);
  });
});

describe('audience variant files', () => {
  it('live under _audience/ named by the conditions their readers lack, and lead back to their file', () => {
    const variant = audienceVariantFile('_data/docs/x.json', [0, 2]);
    expect(variant).toBe('_audience/0-2/_data/docs/x.json');
    expect(audienceBaseFile(variant)).toBe('_data/docs/x.json');
    expect(audienceBaseFile('docs/x.html')).toBe('docs/x.html');
    expect(audienceBaseFile('_audience/x/docs/x.html')).toBe('_audience/x/docs/x.html');
  });
});
