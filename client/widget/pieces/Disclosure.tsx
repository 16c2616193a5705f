/** Accordion (single, optionally collapsible, or multiple) and switch. */
import { useId, useState, type ReactElement, type ReactNode } from 'react';

interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  type?: 'single' | 'multiple';
  /** In single mode, whether the open item can be closed again. */
  collapsible?: boolean;
  defaultOpen?: string[];
}

export function Accordion({
  items,
  type = 'single',
  collapsible = false,
  defaultOpen = [],
}: AccordionProps): ReactElement {
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const id = useId();
  const toggle = (value: string) =>
    setOpen((current) => {
      const isOpen = current.includes(value);
      if (type === 'multiple') return isOpen ? current.filter((v) => v !== value) : [...current, value];
      if (isOpen) return collapsible ? [] : current;
      return [value];
    });
  return (
    <div className="sid-accordion">
      {items.map((item) => {
        const expanded = open.includes(item.value);
        const panelId = `${id}-${item.value}`;
        return (
          <div key={item.value} className="sid-accordion__item">
            <button
              type="button"
              className="sid-accordion__trigger"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => toggle(item.value)}
            >
              {item.title}
            </button>
            <div id={panelId} role="region" hidden={!expanded} className="sid-accordion__content">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export function Switch(props: {
  checked: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  disabled?: boolean;
}): ReactElement {
  const id = useId();
  return (
    <div className="sid-switch">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={props.checked}
        disabled={props.disabled}
        className="sid-switch__track"
        onClick={() => props.onChange(!props.checked)}
      >
        <span className="sid-switch__thumb" />
      </button>
      <label htmlFor={id} className="sid-switch__label">
        {props.label}
      </label>
    </div>
  );
}
