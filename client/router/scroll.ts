/**
 * Scroll positions per history entry, so back/forward land where the reader left each page. Entries get a key
 * in `history.state` (other state there is kept); positions live in memory by key and are also written into the
 * entry (when it is left, and shortly after scrolling stops), so a reload or a return from another document
 * restores them too.
 * Restoration is manual: the router scrolls after it has rendered the entry's page.
 */
const KEY = '__docgenKey';
const POSITION = '__docgenScroll';

export interface ScrollPosition {
  x: number;
  y: number;
}

type EntryState = Record<string, unknown> & { [KEY]?: string; [POSITION]?: ScrollPosition };

const positions = new Map<string, ScrollPosition>();
let currentKey = '';

function entryState(): EntryState {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as EntryState) : {};
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * Makes the current entry the one positions are saved for and returns the position it had saved, if any. An
 * entry without a key gets one in memory only: its state is left untouched until the reader scrolls or leaves it
 * (`persistEntry`), so merely loading a page never rewrites its history.
 */
export function adoptEntry(): ScrollPosition | undefined {
  const state = entryState();
  currentKey = state[KEY] ?? newKey();
  return positions.get(currentKey) ?? state[POSITION];
}

/** Remembers where the reader is on the current entry (call before leaving it). */
export function saveCurrentPosition(): void {
  if (currentKey) positions.set(currentKey, { x: window.scrollX, y: window.scrollY });
}

/** Also stores the key and position in the entry itself (for a reload or a return from another document). */
export function persistEntry(): void {
  saveCurrentPosition();
  const position = { x: window.scrollX, y: window.scrollY };
  history.replaceState({ ...entryState(), [KEY]: currentKey, [POSITION]: position }, '');
}

/** The state for a new entry: a fresh key and nothing else. */
export function newEntryState(): EntryState {
  return { [KEY]: newKey() };
}

/** Scrolls to the element the hash names, else to the top (or leaves the position when `keepIfNoHash`). */
export function scrollToHashOrTop(hash: string, keepIfNoHash = false): void {
  const target = hash.length > 1 ? document.getElementById(decodeHash(hash)) : null;
  if (target) target.scrollIntoView();
  else if (!keepIfNoHash) window.scrollTo(0, 0);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scrolls to a saved position as soon as the page is tall enough for it (after a reload, parts of the page may
 * still be hidden, e.g. while the sign-in gate checks the reader). Gives up after a few seconds or as soon as the
 * reader scrolls themselves.
 */
export function scrollWhenPossible(position: ScrollPosition): void {
  const reached = () => {
    window.scrollTo(position.x, position.y);
    return Math.abs(window.scrollY - position.y) < 2;
  };
  if (reached() || typeof ResizeObserver === 'undefined') return;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => reached() && stop());
  observer.observe(document.body);
  const timer = setTimeout(stop, 5000);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
