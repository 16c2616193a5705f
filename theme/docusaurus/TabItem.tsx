import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** `@theme/TabItem`: a panel's content; `Tabs` lays its items out (see `Tabs.tsx`). */
export default function TabItem(props: TabItemProps) {
  return <>{props.children}</>;
}
