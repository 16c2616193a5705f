import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';

/** The islands already hydrated: a container is hydrated once, however often the content changes around it. */
const hydrated = new WeakSet<Element>();

/**
 * Hydrates the content of pages whose MDX components are interactive (the generator's `mdx-compile/`): each such
 * content is a `.mdx-island` naming its own bundle, loaded only on those pages. The bundles take React from here,
 * so a page has one React, whatever its components.
 */
export function hydrateIslands(): void {
  for (const container of document.querySelectorAll<HTMLElement>('.mdx-island[data-island]')) {
    const src = container.dataset.island;
    if (hydrated.has(container) || !src) continue;
    hydrated.add(container);
    shareReact();
    void import(/* @vite-ignore */ src).then((island: { default: (container: Element) => void }) =>
      island.default(container),
    );
  }
}

function shareReact(): void {
  (globalThis as { __docgenReact?: Record<string, unknown> }).__docgenReact ??= {
    react: React,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
    'react/jsx-runtime': jsxRuntime,
  };
}
