import type { RootContent } from 'mdast';
import type { JsxAttributeValue } from './jsx-tokens.ts';
import { htmlElement, type JsxElement } from './mdx-nodes.ts';
import { warnAt, type MdxPage, type MdxScope } from './mdx-scope.ts';

interface Tab {
  value: string;
  label: string;
  item: JsxElement;
}

/**
 * `<Tabs>` with its `<TabItem>`s → an accessible tab set (tablist, tabs, panels), the chosen tab shown as Docusaurus
 * chooses it: `defaultValue`, else the item marked `default`, else the first. `groupId` and `queryString` are
 * left on the container for the client, which restores and syncs the reader's choice.
 */
export function renderTabs(tabs: JsxElement, scope: MdxScope, page: MdxPage): RootContent[] {
  const items = tabItems(tabs, scope, page);
  if (items.length === 0) {
    warnAt(page, scope, tabs.at, 'mdx-invalid', '<Tabs> has no <TabItem>; nothing is shown.');
    return [];
  }
  const selected = selectedValue(tabs, items, scope, page);
  const id = `tabs-${page.nextTabsId()}`;
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  const buttons = items.map((tab, index) =>
    htmlElement(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: tabId(index),
        className: ['tabs__tab'],
        ariaControls: [panelId(index)],
        ariaSelected: String(tab.value === selected),
        tabIndex: tab.value === selected ? 0 : -1,
        dataValue: tab.value,
      },
      [{ type: 'text', value: tab.label }],
    ),
  );
  const panels = items.map((tab, index) =>
    htmlElement(
      'div',
      {
        role: 'tabpanel',
        id: panelId(index),
        className: ['tabs__panel'],
        ariaLabelledBy: [tabId(index)],
        tabIndex: 0,
        dataValue: tab.value,
        hidden: tab.value !== selected,
      },
      tab.item.children,
    ),
  );
  const tablist = htmlElement(
    'div',
    { role: 'tablist', className: ['tabs'], ariaOrientation: 'horizontal' },
    buttons,
  );
  return [
    htmlElement('div', { className: ['tabs-container'], ...syncProperties(tabs, scope, page) }, [
      tablist,
      ...panels,
    ]),
  ];
}

function tabItems(tabs: JsxElement, scope: MdxScope, page: MdxPage): Tab[] {
  const seen = new Set<string>();
  const items: Tab[] = [];
  for (const child of tabs.children) {
    if (child.type !== 'jsxElement' || scope.names.get(child.name)?.kind !== 'tabItem') {
      if (child.type === 'jsxElement')
        warnAt(
          page,
          scope,
          child.at,
          'mdx-invalid',
          `<${child.name}> inside <Tabs> is left out: only <TabItem> belongs there.`,
        );
      continue;
    }
    const value = text(child.attributes.value);
    if (value === undefined || seen.has(value)) {
      const problem = value === undefined ? 'has no value' : `repeats the value "${value}"`;
      warnAt(
        page,
        scope,
        child.at,
        'mdx-invalid',
        `<TabItem> ${problem}; it is left out.`,
        'Give every <TabItem> of a <Tabs> its own value="…".',
      );
      continue;
    }
    seen.add(value);
    items.push({ value, label: text(child.attributes.label) ?? value, item: child });
  }
  return items;
}

function selectedValue(tabs: JsxElement, items: Tab[], scope: MdxScope, page: MdxPage): string {
  const requested = text(tabs.attributes.defaultValue);
  if (requested !== undefined && items.some((tab) => tab.value === requested)) return requested;
  if (requested !== undefined)
    warnAt(
      page,
      scope,
      tabs.at,
      'mdx-invalid',
      `<Tabs> defaultValue "${requested}" is none of its tabs' values.`,
    );
  return (items.find((tab) => tab.item.attributes.default !== undefined) ?? items[0])?.value ?? '';
}

/** `groupId` syncs and remembers the choice; `queryString` (true: the group id; or a name) puts it in the URL. */
function syncProperties(tabs: JsxElement, scope: MdxScope, page: MdxPage): Record<string, string> {
  const groupId = text(tabs.attributes.groupId);
  const query = tabs.attributes.queryString;
  const queryKey = query === true || isTrueExpression(query) ? groupId : text(query);
  if ((query === true || isTrueExpression(query)) && !groupId)
    warnAt(
      page,
      scope,
      tabs.at,
      'mdx-invalid',
      '<Tabs queryString> needs a groupId to name the query parameter.',
      'Add groupId="…", or write queryString="name".',
    );
  return {
    ...(groupId ? { dataGroupId: groupId } : {}),
    ...(queryKey ? { dataQueryString: queryKey } : {}),
  };
}

function text(value: JsxAttributeValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  // `value={"a"}` and `value={'a'}`: a string literal written as an expression.
  const literal = typeof value === 'object' ? /^(["'`])(.*)\1$/.exec(value.expression) : null;
  return literal?.[2];
}

function isTrueExpression(value: JsxAttributeValue | undefined): boolean {
  return typeof value === 'object' && value.expression === 'true';
}
