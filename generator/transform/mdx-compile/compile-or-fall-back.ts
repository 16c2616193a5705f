import { resolve } from 'node:path';
import type { Message } from 'esbuild';
import type { VFileMessage } from 'vfile-message';
import type { Diagnostic } from '../../../core/errors/diagnostic.ts';
import type { FileData } from '../context.ts';
import { BundleError, ENTRY, siteRelative } from './bundle-page.ts';
import { compileMdxPage } from './compile-page.ts';
import type { MdxProcessor } from './mdx-processor.ts';
import { UNSUPPORTED_THEME } from './unsupported-themes.ts';
import { ComponentError } from './render-content.ts';

/**
 * A page through the MDX compiler (see `compile-page.ts`), its problems as located diagnostics: MDX that does not
 * parse warns where it is wrong and the page is made by the markdown path instead (as docgen made it before it
 * compiled MDX, so content is never lost); an import that does not resolve, or a component that throws, fails the
 * build naming the page, the component or module, and the error.
 */
export async function compileMdxPageOrFallBack(params: {
  root: string;
  processor: MdxProcessor;
  data: FileData;
  cacheDir: string | undefined;
  markdown: () => Promise<string>;
}): Promise<string> {
  const { data, root } = params;
  try {
    return await compileMdxPage({
      root,
      processor: params.processor,
      data,
      route: data.links.routesByFile[data.input.file] ?? '/',
      siteConfig: {
        title: '',
        tagline: '',
        url: '',
        customFields: {},
        ...data.links.siteConfig,
        baseUrl: '/',
      },
      islandsDir: resolve(params.cacheDir ?? resolve(root, '.docgen/cache'), 'islands'),
    });
  } catch (error) {
    if (isVFileMessage(error)) {
      resetFileData(data);
      data.diagnostics.push(syntaxWarning(data, error));
      return params.markdown();
    }
    if (error instanceof BundleError) {
      data.diagnostics.push(...error.messages.map((message) => bundleDiagnostic(root, data, message)));
      return '';
    }
    if (error instanceof ComponentError) {
      data.diagnostics.push(componentDiagnostic(data, error));
      return '';
    }
    throw error;
  }
}

/**
 * MDX's syntax errors, told by their shape: the compiler's copy of `vfile-message` may not be the one docgen's
 * compiled code bundles.
 */
function isVFileMessage(error: unknown): error is VFileMessage {
  return (
    error instanceof Error && typeof (error as Partial<VFileMessage>).reason === 'string' && 'place' in error
  );
}

function syntaxWarning(data: FileData, error: VFileMessage): Diagnostic {
  return {
    code: 'mdx-invalid',
    severity: 'warning',
    file: data.input.file,
    line: (error.line ?? 1) + data.input.bodyLine - 1,
    ...(error.column ? { column: error.column } : {}),
    message: `MDX does not parse: ${error.reason}. The page is shown as markdown, without its components.`,
    hint: 'Fix the MDX at this line (in MDX, `{`, `<` and `</` start code: escape them as `\\{` and `&lt;` in prose).',
  };
}

/** An import that does not resolve: in the page (found by the module's name in its text) or in a component. */
function bundleDiagnostic(root: string, data: FileData, message: Message): Diagnostic {
  const location = message.location;
  const inComponent = location && !location.file.includes(':') && !location.file.endsWith(ENTRY);
  const unsupported =
    /not part of the Docusaurus API/.test(message.text) || message.text.includes(UNSUPPORTED_THEME);
  const base = {
    code: unsupported ? ('mdx-unsupported' as const) : ('mdx-invalid' as const),
    severity: 'error' as const,
    message: message.text,
    ...(message.detail ? { hint: String(message.detail) } : {}),
  };
  if (inComponent)
    return {
      ...base,
      file: siteRelative(root, resolve(root, location.file)),
      line: location.line,
      column: location.column + 1,
    };
  return { ...base, file: data.input.file, line: lineOfImport(data, location?.lineText) };
}

/** The page's line that imports what the bundle's line names (or holds its code), else the body's first line. */
function lineOfImport(data: FileData, lineText: string | undefined): number {
  const source = /['"]([^'"]+)['"]/.exec(lineText ?? '')?.[1] ?? lineText?.trim();
  return source ? lineOf(data, source) : data.input.bodyLine;
}

/** The file's line where `text` first appears in the page's body, else the body's first line. */
function lineOf(data: FileData, text: string): number {
  const index = data.input.body.split('\n').findIndex((line) => line.includes(text));
  return Math.max(index, 0) + data.input.bodyLine;
}

function componentDiagnostic(data: FileData, error: ComponentError): Diagnostic {
  const undefinedName = /^Expected component `([^`]+)` to be defined/.exec(error.message)?.[1];
  if (undefinedName)
    return {
      code: 'mdx-invalid',
      severity: 'error',
      file: data.input.file,
      line: lineOf(data, `<${undefinedName}`),
      message: `<${undefinedName}> is not defined: the page neither imports it nor gets it from src/theme/MDXComponents.`,
      hint: `Import it (import ${undefinedName} from '@site/src/components/${undefinedName}') or add it to src/theme/MDXComponents.`,
    };
  const component = error.component ? `<${error.component}>` : 'A component';
  return {
    code: 'mdx-component-failed',
    severity: 'error',
    file: data.input.file,
    line: data.input.bodyLine,
    message: `${component} threw while the page was rendered: ${error.message}`,
    hint: 'Fix the component, or the props the page gives it.',
  };
}

/** What a failed compile wrote into the page's data, before the markdown path makes the page. */
function resetFileData(data: FileData): void {
  for (const list of [data.toc, data.anchors, data.sourceLinks, data.assets, data.diagnostics, data.partials])
    list.length = 0;
  data.hasMermaid = false;
}
