/**
 * The configuration reference is generated from the schema: every key has documentation, and every default the
 * schema fills in is documented on its key (`@default`, what editors show on hover) with the value it really is.
 */
import { describe, expect, it } from 'vitest';
import { configKeys } from '../../../../tools/reference/config-reference.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

/** A TypeScript literal of plain data (`'en'`, `[{ method: 'email_link' }]`) as the value it writes. */
function literalValue(text: string): unknown {
  return JSON.parse(text.replaceAll("'", '"').replace(/([{,]\s*)(\w+):/g, '$1"$2":'));
}

const keys = configKeys(REPO_ROOT);

describe('the configuration reference', () => {
  it('documents every key of the schema', () => {
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => key.doc === '').map((key) => key.path)).toEqual([]);
  });

  it('states each default the schema fills in, with the value it fills in', () => {
    for (const key of keys.filter((k) => 'defaultValue' in k)) {
      expect(key.defaultTag, `${key.path} has no @default`).toBeDefined();
      expect(literalValue(key.defaultTag!), key.path).toEqual(key.defaultValue);
    }
  });

  it('says what a key left out means where the schema fills in nothing', () => {
    const optional = keys.filter((key) => key.default === 'none (optional)');
    const silent = optional.filter((key) => !/default|none|left out/i.test(key.doc));
    expect(silent.map((key) => `${key.path}: ${key.doc}`)).toEqual([]);
  });

  it('requires only the title of a site (keys inside an object the site writes may be required by it)', () => {
    const required = keys.filter((key) => key.default === '**required**' && !key.path.includes('.'));
    expect(required.map((key) => key.path)).toEqual(['title']);
  });
});
