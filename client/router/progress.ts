/**
 * The route progress bar: `<div class="route-progress">`, rendered by the theme. It shows only
 * when a route change takes longer than 200 ms: `is-loading` is added after the delay, swapped for `is-done`
 * when the page is there (the CSS fills and fades it), and both are removed once that transition is over.
 */
export const PROGRESS_DELAY_MS = 200;
const DONE_MS = 450;

const SELECTOR = '.route-progress';

let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function bar(): Element | null {
  return document.querySelector(SELECTOR);
}

/** Starts timing a route change; call `finishProgress` when it ends, whether it succeeded or not. */
export function startProgress(): void {
  clearTimeout(showTimer);
  showTimer = setTimeout(() => {
    clearTimeout(hideTimer);
    bar()?.classList.remove('is-done');
    bar()?.classList.add('is-loading');
  }, PROGRESS_DELAY_MS);
}

export function finishProgress(): void {
  clearTimeout(showTimer);
  showTimer = undefined;
  const element = bar();
  if (!element?.classList.contains('is-loading')) return;
  element.classList.replace('is-loading', 'is-done');
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => bar()?.classList.remove('is-done'), DONE_MS);
}
