/**
 * `<Slot name>` replaces one part of the form: initial, authenticating, success, error or footer. A child of
 * `<Form>` that is not a slot, or a slot with another name, is warned about and ignored.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

const SLOT_NAMES = ['initial', 'authenticating', 'success', 'error', 'footer'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export function Slot({ name, children }: { name: SlotName; children?: ReactNode }): ReactElement {
  return <div className={`sid-slot-${name}`}>{children}</div>;
}

export function collectSlots(children: ReactNode): Partial<Record<SlotName, ReactElement>> {
  const slots: Partial<Record<SlotName, ReactElement>> = {};
  Children.forEach(children, (child) => {
    if (child === null || child === undefined || typeof child === 'boolean') return;
    if (!isValidElement(child) || child.type !== Slot) {
      console.warn('Only <Slot> elements can be children of the sign-in form; this child is ignored.');
      return;
    }
    const name = (child.props as { name?: string }).name;
    if (!SLOT_NAMES.includes(name as SlotName)) {
      console.warn(`Unsupported slot name "${String(name)}": use one of ${SLOT_NAMES.join(', ')}.`);
      return;
    }
    slots[name as SlotName] = child;
  });
  return slots;
}
