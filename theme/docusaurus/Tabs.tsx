import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.tsx';

interface TabsProps {
  groupId?: string;
  queryString?: boolean | string;
  defaultValue?: string;
  values?: { value: string; label?: string }[];
  children?: ReactNode;
}

/**
 * `@theme/Tabs` for a site's components: the same accessible tab set as the `<Tabs>` docgen renders from
 * markdown, so the client's tab script (arrow keys, groups, remembered choice, query string) drives both. The
 * chosen tab is Docusaurus': `defaultValue`, else the item marked `default`, else the first.
 */
export default function Tabs(props: TabsProps) {
  const id = `tabs-${useId().replace(/[^\w-]/g, '')}`;
  const items = Children.toArray(props.children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && child.props !== null,
  );
  const labels = new Map(props.values?.map((entry) => [entry.value, entry.label]));
  const values = items.map((item) => String(item.props.value));
  const selected =
    props.defaultValue !== undefined && values.includes(props.defaultValue)
      ? props.defaultValue
      : String((items.find((item) => item.props.default) ?? items[0])?.props.value ?? '');
  const queryKey = props.queryString === true ? props.groupId : props.queryString || undefined;
  return (
    <div className="tabs-container" data-group-id={props.groupId} data-query-string={queryKey}>
      <div role="tablist" className="tabs" aria-orientation="horizontal">
        {items.map((item, index) => (
          <button
            key={values[index]}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            className="tabs__tab"
            aria-controls={`${id}-panel-${index}`}
            aria-selected={values[index] === selected}
            tabIndex={values[index] === selected ? 0 : -1}
            data-value={values[index]}
          >
            {item.props.label ?? labels.get(values[index] ?? '') ?? values[index]}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={values[index]}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          className="tabs__panel"
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          data-value={values[index]}
          hidden={values[index] !== selected}
        >
          {item}
        </div>
      ))}
    </div>
  );
}
