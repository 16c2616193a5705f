/** Dispatched on `window` to open the search dialog (the mobile menu's Search and the search page do). */
export const OPEN_SEARCH_EVENT = 'docgen:open-search';

/** Opens the search dialog, searching for `query` (what a reader began typing elsewhere) if one is given. */
export function openSearch(query = ''): void {
  window.dispatchEvent(new CustomEvent<string>(OPEN_SEARCH_EVENT, { detail: query }));
}

/** The query an `OPEN_SEARCH_EVENT` carries. */
export function queryOf(event: Event): string {
  return event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : '';
}

/** Where typing `/` means the character, not "search". */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+K or Cmd+K anywhere, or `/` outside a text field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}
