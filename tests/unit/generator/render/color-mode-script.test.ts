/**
 * The inline script that sets the colour mode before first paint applies only a mode the reader saved; without
 * one the page keeps the site's default mode, which the server wrote into `<html data-theme>`.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COLOR_MODE_SCRIPT } from '../../../../generator/render/html-shell.ts';

function themeAfterScript(defaultMode: string, saved: string | null): string {
  const attributes = new Map([['data-theme', defaultMode]]);
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  runInNewContext(COLOR_MODE_SCRIPT, {
    localStorage: { getItem: (key: string) => (key === 'theme' ? saved : null) },
    document: { documentElement },
  });
  return attributes.get('data-theme')!;
}

describe('the colour mode before first paint', () => {
  it("keeps the site's default mode for a reader who chose none", () => {
    expect(themeAfterScript('dark', null)).toBe('dark');
    expect(themeAfterScript('light', null)).toBe('light');
  });

  it("applies the reader's saved choice over the default", () => {
    expect(themeAfterScript('dark', 'light')).toBe('light');
    expect(themeAfterScript('light', 'dark')).toBe('dark');
  });

  it('ignores a saved value that is not a mode', () => {
    expect(themeAfterScript('dark', 'sepia')).toBe('dark');
  });
});
