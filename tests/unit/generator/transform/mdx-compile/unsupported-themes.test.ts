import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../../../core/errors/diagnostic.ts';
import { oneErrorPerTheme } from '../../../../../generator/transform/mdx-compile/unsupported-themes.ts';

function themeError(file: string, component: string, theme = 'docusaurus-theme-openapi-docs'): Diagnostic {
  return {
    code: 'mdx-unsupported',
    severity: 'error',
    file,
    line: 3,
    message: `"@theme/${component}" comes from ${theme}, a Docusaurus theme docgen does not support.`,
  };
}

describe("pages importing a third-party theme's components", () => {
  it('are one error per theme, naming it, its components and how many pages use them', () => {
    const other: Diagnostic = {
      code: 'link-broken',
      severity: 'error',
      file: 'content/docs/a.md',
      message: 'x',
    };
    const grouped = oneErrorPerTheme([
      themeError('content/docs/api/one.mdx', 'Schema'),
      other,
      themeError('content/docs/api/two.mdx', 'ApiExplorer/MethodEndpoint'),
      themeError('content/docs/api/two.mdx', 'Schema'),
      themeError('content/docs/chart.mdx', 'Chart', 'docusaurus-theme-charts'),
    ]);
    expect(grouped).toEqual([
      expect.objectContaining({
        file: 'content/docs/api/one.mdx',
        line: 3,
        message:
          '2 pages use (this one first) components of the Docusaurus theme docusaurus-theme-openapi-docs ' +
          '(@theme/ApiExplorer/MethodEndpoint, @theme/Schema): a Docusaurus theme docgen does not support.',
      }),
      expect.objectContaining({
        file: 'content/docs/chart.mdx',
        message:
          'This page uses components of the Docusaurus theme docusaurus-theme-charts (@theme/Chart): ' +
          'a Docusaurus theme docgen does not support.',
      }),
      other,
    ]);
  });
});
