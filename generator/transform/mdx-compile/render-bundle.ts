import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

const docgenRequire = createRequire(import.meta.url);

/** A site's component threw while the page was rendered. */
export class ComponentError extends Error {
  constructor(
    readonly component: string | undefined,
    readonly error: unknown,
  ) {
    super(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs a page's server bundle (CommonJS; React and Node's modules are required from docgen) and renders what it
 * makes to HTML. Rendered like the rest of the page by React's server renderer, so the browser can hydrate it.
 */
export async function renderServerBundle(js: string, makeElement: (exports: unknown) => ReactElement): Promise<string> {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', js)(module, module.exports, docgenRequire);
  let componentStack: string | undefined;
  try {
    const { prelude } = await prerenderToNodeStream(makeElement(module.exports), {
      onError(_error, info) {
        componentStack ??= info?.componentStack ?? undefined;
      },
    });
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    // React hoists image preloads for a document's head; the content is no document, and the page has its head.
    return html.replace(HOISTED_PRELOADS, '');
  } catch (error) {
    throw new ComponentError(firstComponent(componentStack), error);
  }
}

const HOISTED_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** The innermost component of React's component stack (`\n    at Calculator (…)`). */
function firstComponent(stack: string | undefined): string | undefined {
  return /^\s*at ([A-Z][\w$.]*)/m.exec(stack ?? '')?.[1];
}
