import type { ReactNode } from 'react';

/**
 * `@docusaurus/Head`: docgen writes a page's `<head>` from its front matter (title, description, keywords,
 * image), so what a component puts there is not rendered.
 */
export default function Head(_props: { children?: ReactNode }) {
  return null;
}
