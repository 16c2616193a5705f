import type { Zoom } from 'medium-zoom';
import { currentColorMode, type ColorMode } from './color-mode.ts';

/**
 * Image zoom with medium-zoom: images of the content area only, margin 24, a near-white translucent
 * overlay in light mode and its dark equivalent in dark mode. Set up about 1000 ms after the page loaded and
 * after every change of the content's images (a route change; a hash-only change leaves them alone), detaching
 * the previous instance. Images inside links keep following their link.
 */
const ZOOM_SELECTOR = 'main .markdown img';
const ZOOM_DELAY_MS = 1000;
const ZOOM_MARGIN = 24;

const BACKGROUND: Record<ColorMode, string> = {
  light: 'rgba(255, 255, 255, 0.9)',
  dark: 'rgba(21, 23, 28, 0.9)',
};

let zoom: Zoom | undefined;
let zoomed: Element[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let generation = 0;

function zoomBackground(mode: ColorMode = currentColorMode()): string {
  return BACKGROUND[mode];
}

function contentImages(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR)].filter((img) => !img.closest('a'));
}

/** Sets zoom up after the delay if the content's images are not the ones zoom is attached to. */
export function scheduleZoom(force = false): void {
  const images = contentImages();
  const same = images.length === zoomed.length && images.every((img, i) => img === zoomed[i]);
  if (same && !force) return;
  zoomed = images;
  clearTimeout(timer);
  const id = ++generation;
  timer = setTimeout(() => void setUpZoom(id), ZOOM_DELAY_MS);
}

async function setUpZoom(id: number): Promise<void> {
  zoom?.detach();
  zoom = undefined;
  const images = contentImages();
  if (images.length === 0) return;
  const { default: mediumZoom } = await import('medium-zoom');
  if (id !== generation) return;
  zoom = mediumZoom(images, { margin: ZOOM_MARGIN, background: zoomBackground() });
}

/** Follows the colour mode (an open zoom too). */
export function updateZoomBackground(mode: ColorMode): void {
  zoom?.update({ background: zoomBackground(mode) });
}
