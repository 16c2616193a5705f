import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

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
 * A page's content → HTML, by React's server renderer like the rest of the page, so the browser can hydrate it.
 * A component that throws is named by React's component stack.
 */
export async function renderToHtml(element: ReactElement): Promise<string> {
  let componentStack: string | undefined;
  try {
    const { prelude } = await prerenderToNodeStream(element, {
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
  for (const line of (stack ?? '').split('\n')) {
    const name = /^at ([A-Z][\w$.]*)/.exec(line.trim())?.[1];
    if (name) return name;
  }
  return undefined;
}
