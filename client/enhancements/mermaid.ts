import type { Mermaid } from 'mermaid';
import { currentColorMode, type ColorMode } from './color-mode.ts';
import { makeDiagramOpenable } from './diagram-view.ts';
import { DIAGRAM_SELECTOR } from './diagram-selector.ts';
import { showPartStatus, type PartStatusHandle } from './part-status.tsx';

/**
 * Mermaid diagrams: the generator writes each as `<pre class="mermaid-diagram">source</pre>`; here
 * they become SVG with mermaid's `default` theme in light mode and `dark` in dark mode, drawn again from the
 * kept source when the mode changes. This module and the mermaid chunk are imported only when a page has a
 * diagram (`diagrams.ts`). While mermaid loads each diagram shows a spinner above its source; if it fails, the
 * error and Retry. A diagram is scaled down to fit its column (mermaid's `useMaxWidth`, as Docusaurus does) and
 * opens at full size on click or tap (`diagram-view.ts`).
 */

/** Source of every diagram element seen, so it can be drawn again after its content became SVG. */
const sources = new WeakMap<Element, string>();
const statuses = new Map<Element, PartStatusHandle>();
let loading: Promise<Mermaid> | undefined;
let loaded: Mermaid | undefined;
let initializedFor: 'default' | 'dark' | undefined;
let counter = 0;
/** Mermaid renders one diagram at a time; calls are chained. */
let queue: Promise<unknown> = Promise.resolve();

export function loadMermaid(): Promise<Mermaid> {
  if (!loading) {
    loading = import('mermaid').then((module) => (loaded = module.default));
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** Starts fetching the chunk early (the router calls it for pages whose data says `hasMermaid`). */
export function preloadMermaid(): void {
  loadMermaid().catch(() => undefined);
}

/** Draws every diagram not drawn yet, and forgets the status of diagrams no longer in the page. */
export function renderNewDiagrams(root: ParentNode = document): void {
  for (const [element, status] of statuses) {
    if (!element.isConnected) {
      status.remove();
      statuses.delete(element);
    }
  }
  const fresh = [...root.querySelectorAll<HTMLElement>(DIAGRAM_SELECTOR)].filter((e) => !e.dataset.mermaid);
  if (fresh.length > 0) void renderDiagrams(fresh);
}

/** Draws all drawn diagrams again (after the colour mode changed). */
export function rerenderDiagrams(root: ParentNode = document): void {
  const drawn = [...root.querySelectorAll<HTMLElement>(DIAGRAM_SELECTOR)].filter(
    (e) => e.dataset.mermaid === 'done' && e.dataset.mermaidTheme !== mermaidTheme(currentColorMode()),
  );
  if (drawn.length > 0) void renderDiagrams(drawn);
}

function mermaidTheme(mode: ColorMode): 'default' | 'dark' {
  return mode === 'dark' ? 'dark' : 'default';
}

async function renderDiagrams(diagrams: HTMLElement[]): Promise<void> {
  for (const diagram of diagrams) {
    if (!sources.has(diagram)) sources.set(diagram, diagram.textContent ?? '');
    diagram.dataset.mermaid = 'loading';
  }
  let mermaid = loaded;
  if (!mermaid) {
    // Only the first load is slow enough for a spinner (a colour change redraws in place).
    for (const diagram of diagrams) {
      const status = statuses.get(diagram);
      if (status) status.loading();
      else statuses.set(diagram, showPartStatus(diagram, 'diagram'));
    }
    try {
      mermaid = await loadMermaid();
    } catch (error) {
      for (const diagram of diagrams) fail(diagram, error, () => void renderDiagrams([diagram]));
      return;
    }
  }
  const ready = mermaid;
  for (const diagram of diagrams) {
    queue = queue.then(() => drawOne(ready, diagram));
  }
  await queue;
}

async function drawOne(mermaid: Mermaid, diagram: HTMLElement): Promise<void> {
  if (!diagram.isConnected) return;
  const theme = mermaidTheme(currentColorMode());
  if (initializedFor !== theme) {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      suppressErrorRendering: true,
      theme,
      // Mermaid's dark edge labels (#ccc on #585858) miss 4.5:1 contrast; this background gives 6.5:1.
      themeVariables: theme === 'dark' ? { edgeLabelBackground: '#404040' } : {},
    });
    initializedFor = theme;
  }
  try {
    const { svg, bindFunctions } = await mermaid.render(
      `docgen-mermaid-${++counter}`,
      sources.get(diagram) ?? '',
    );
    if (!diagram.isConnected) return;
    diagram.innerHTML = svg;
    makeDiagramOpenable(diagram);
    bindFunctions?.(diagram);
    diagram.dataset.mermaid = 'done';
    diagram.dataset.mermaidTheme = theme;
    statuses.get(diagram)?.remove();
    statuses.delete(diagram);
  } catch (error) {
    fail(diagram, error, () => void renderDiagrams([diagram]));
  }
}

function fail(diagram: HTMLElement, error: unknown, retry: () => void): void {
  console.error('[docgen] A diagram could not be drawn.', error);
  diagram.dataset.mermaid = 'error';
  const message = error instanceof Error ? error : new Error(String(error));
  let status = statuses.get(diagram);
  if (!status) statuses.set(diagram, (status = showPartStatus(diagram, 'diagram')));
  status.error(message, retry);
}
