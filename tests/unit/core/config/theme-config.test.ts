import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../../../core/config/validate.ts';

const withTheme = (theme: unknown) => validateSiteConfig({ title: 'Docs', theme }, 'site.config.ts');

describe('theme.customCss', () => {
  it('takes one path or a list, from the site folder, as a list without leading ./', () => {
    const one = withTheme({ customCss: './src/css/custom.css' });
    const list = withTheme({ customCss: ['src/css/a.css', './node_modules/pkg/b.css'] });
    expect(one.ok && one.config.theme.customCss).toEqual(['src/css/custom.css']);
    expect(list.ok && list.config.theme.customCss).toEqual(['src/css/a.css', 'node_modules/pkg/b.css']);
  });

  it('is none when left out', () => {
    const result = validateSiteConfig({ title: 'Docs' }, 'site.config.ts');
    expect(result.ok && result.config.theme).toEqual({ customCss: [] });
  });

  it("refuses a path outside the site's folder, naming the key", () => {
    for (const path of ['/etc/custom.css', '../other/custom.css', 'src/../../custom.css', 'C:\\site.css']) {
      const result = withTheme({ customCss: [path] });
      expect(result.ok, path).toBe(false);
      if (!result.ok) expect(result.diagnostics[0]?.message).toContain('theme.customCss');
    }
  });
});

describe('theme.searchPagePath', () => {
  it('takes a route path without slashes around it', () => {
    const result = withTheme({ searchPagePath: 'search' });
    expect(result.ok && result.config.theme.searchPagePath).toBe('search');
    expect(withTheme({ searchPagePath: '/search' }).ok).toBe(false);
  });
});
