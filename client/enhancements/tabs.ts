import { readStorage, STORAGE_KEYS, writeStorage } from '../../theme/storage.ts';

/**
 * Tabs the generator rendered (`generator/transform/mdx/tabs.ts`): a tab is chosen by click or with the arrow,
 * Home and End keys (focus and choice move together); sets with the same `data-group-id` follow each other on
 * the page and the choice is remembered (`docusaurus.tab.<groupId>`, Docusaurus' key); `data-query-string`
 * names a URL parameter that holds the choice. On a new page a query parameter wins over the remembered choice
 * (and is then remembered for the whole group), which wins over the tab the page was built with.
 */
const CONTAINER = '.tabs-container';
const TAB = '[role="tab"]';
const RESTORED = 'data-tabs-restored';

export function watchTabs(): void {
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(`${CONTAINER} ${TAB}`);
    if (tab) choose(tab, { remember: true });
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(`${CONTAINER} ${TAB}`);
    const next = tab && neighbour(tab, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
    choose(next, { remember: true });
  });
}

/** Applies the query string and the remembered choices to tab sets not seen before. */
export function restoreTabs(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>(`${CONTAINER}:not([${RESTORED}])`)) {
    container.setAttribute(RESTORED, '');
    const queryKey = container.dataset.queryString;
    const groupId = container.dataset.groupId;
    const linked = queryKey ? new URLSearchParams(location.search).get(queryKey) : null;
    const linkedTab = linked === null ? undefined : tabOf(container, linked);
    // A linked choice counts as the reader's: the group follows it and remembers it.
    if (linkedTab) {
      choose(linkedTab, { remember: true });
      continue;
    }
    const remembered = groupId ? readStorage(STORAGE_KEYS.tabGroup(groupId)) : null;
    const tab = remembered === null ? undefined : tabOf(container, remembered);
    if (tab) select(container, tab);
  }
}

function tabsOf(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(`:scope > [role="tablist"] > ${TAB}`)];
}

function tabOf(container: Element, value: string): HTMLElement | undefined {
  return tabsOf(container).find((tab) => tab.dataset.value === value);
}

function neighbour(tab: HTMLElement, key: string): HTMLElement | undefined {
  const container = tab.closest(CONTAINER);
  if (!container) return undefined;
  const tabs = tabsOf(container);
  const index = tabs.indexOf(tab);
  const target: Record<string, number> = {
    ArrowRight: (index + 1) % tabs.length,
    ArrowLeft: (index - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  const next = target[key];
  return next === undefined ? undefined : tabs[next];
}

function choose(tab: HTMLElement, options: { remember: boolean }): void {
  const container = tab.closest<HTMLElement>(CONTAINER);
  const value = tab.dataset.value;
  if (!container || value === undefined) return;
  select(container, tab);
  const { groupId, queryString } = container.dataset;
  if (groupId) {
    for (const other of document.querySelectorAll<HTMLElement>(
      `${CONTAINER}[data-group-id="${CSS.escape(groupId)}"]`,
    )) {
      const same = tabOf(other, value);
      if (other !== container && same) select(other, same);
    }
    if (options.remember) writeStorage(STORAGE_KEYS.tabGroup(groupId), value);
  }
  if (queryString) {
    const url = new URL(location.href);
    url.searchParams.set(queryString, value);
    history.replaceState(history.state, '', url.href);
  }
}

function select(container: HTMLElement, chosen: HTMLElement): void {
  for (const tab of tabsOf(container)) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
}
