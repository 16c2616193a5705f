/**
 * The full-size view of a mermaid diagram. In the page a diagram is scaled down to its column; a click or tap on
 * it, or its "Full size" button (for the keyboard), opens a modal dialog showing it at the size mermaid laid it
 * out for, so its labels have their text size, scrolling both ways when it is larger than the screen (and
 * pinch-zoomable on a phone). Escape, the close button or a click beside the diagram closes it. The view is
 * opaque in the page's background colour, so nothing of the page shows through the diagram. medium-zoom only
 * fits images to the screen, so it cannot show a diagram larger than the screen at full size.
 */
const DIALOG_CLASS = 'diagram-view';
const OPEN_CLASS = 'diagram-view-open';

/**
 * Makes a drawn diagram open its full-size view: called after every drawing, as a drawing replaces the
 * diagram's content (its button too).
 */
export function makeDiagramOpenable(diagram: HTMLElement): void {
  if (!diagram.dataset.diagramView) {
    diagram.dataset.diagramView = 'openable';
    // The button's click bubbles here too.
    diagram.addEventListener('click', () => openDiagramView(diagram));
  }
  const open = document.createElement('button');
  open.type = 'button';
  open.className = OPEN_CLASS;
  open.textContent = 'Full size';
  diagram.append(open);
}

function openDiagramView(diagram: HTMLElement): void {
  const svg = diagram.querySelector('svg');
  const box = svg?.viewBox.baseVal;
  if (!svg || !box?.width || !box.height) return;
  const dialog = document.createElement('dialog');
  dialog.className = DIALOG_CLASS;
  dialog.setAttribute('aria-label', 'Diagram at full size');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = `${DIALOG_CLASS}__close`;
  close.textContent = 'Close';
  close.addEventListener('click', () => dialog.close());
  const scroller = document.createElement('div');
  scroller.className = `${DIALOG_CLASS}__scroller`;
  const full = fullSizeCopy(svg, box.width, box.height);
  scroller.append(full);
  dialog.append(close, scroller);
  // A click on the backdrop or the space around the diagram closes; one on the diagram itself does not.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog || event.target === scroller) dialog.close();
  });
  dialog.addEventListener('close', () => {
    diagram.querySelector<HTMLElement>(`.${OPEN_CLASS}`)?.focus();
    dialog.remove();
  });
  document.body.append(dialog);
  dialog.showModal();
}

/**
 * A copy of the drawn SVG at its laid-out size. Mermaid names the SVG, its markers and its style rules after
 * the render id, so the copy gets ids of its own: the page never holds the same id twice.
 */
function fullSizeCopy(svg: SVGSVGElement, width: number, height: number): SVGSVGElement {
  const id = svg.id;
  const markup = id ? svg.outerHTML.replaceAll(id, `${id}-full`) : svg.outerHTML;
  const template = document.createElement('template');
  template.innerHTML = markup;
  const copy = template.content.querySelector('svg')!;
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.style.maxWidth = 'none';
  return document.importNode(copy, true);
}
