import type { ComponentProps } from 'react';

/** `@theme/CodeInline`: inline code, as markdown's code spans render. */
export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
