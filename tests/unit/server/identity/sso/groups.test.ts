import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { providerGroups } from '../../../../../server/identity/sso/groups.ts';

describe("a provider's groups", () => {
  it('keeps all 1,000 GUID-named groups of a reader, as Entra ID sends them without a groups_map', () => {
    const groups = Array.from({ length: 1000 }, () => randomUUID());
    expect(providerGroups(groups)).toEqual(groups);
  });
});
