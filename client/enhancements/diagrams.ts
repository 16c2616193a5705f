/**
 * The entry's side of mermaid diagrams: the drawing code (`mermaid.ts`, with its loading and error status)
 * loads only once a page has a diagram or the router says the next page will, so the many pages without one
 * carry none of it.
 */
import { DIAGRAM_SELECTOR } from './diagram-selector.ts';
import type * as Drawing from './mermaid.ts';

let drawing: Promise<typeof Drawing> | undefined;

function loadDrawing(): Promise<typeof Drawing> {
  if (!drawing) {
    drawing = import('./mermaid.ts');
    // Asked again on the next content change; meanwhile the diagram's source stays readable.
    drawing.catch((error: unknown) => {
      drawing = undefined;
      console.error('[docgen] The diagram code could not be loaded.', error);
    });
  }
  return drawing;
}

const ignore = () => undefined;

/** For the router: the next page has a diagram. */
export function preloadDiagrams(): void {
  loadDrawing().then((module) => module.preloadMermaid(), ignore);
}

/** Draws the diagrams not drawn yet (and lets the drawing code forget those no longer in the page). */
export function renderNewDiagrams(): void {
  if (!drawing && !document.querySelector(DIAGRAM_SELECTOR)) return;
  loadDrawing().then((module) => module.renderNewDiagrams(), ignore);
}

/** After a colour mode change; nothing to do while no diagram was drawn. */
export function rerenderDiagrams(): void {
  drawing?.then((module) => module.rerenderDiagrams(), ignore);
}
