import type { ReactNode } from 'react';

/**
 * `@theme/Layout` of a React page: docgen's own layout already frames the page (navbar, footer, `<head>` from the
 * page's title), so this shows its children.
 */
export default function Layout(props: { children?: ReactNode; title?: string; description?: string }) {
  return <>{props.children}</>;
}
