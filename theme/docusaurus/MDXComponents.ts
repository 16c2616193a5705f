import Admonition from './Admonition.tsx';
import Details from './Details.tsx';

/**
 * `@theme-original/MDXComponents` (and `@theme/MDXComponents` of a site without its own): the components every
 * MDX page may use without importing them, as in Docusaurus. A site's `src/theme/MDXComponents` spreads these and
 * adds its own.
 */
const MDXComponents: Record<string, unknown> = { Admonition, Details };

export default MDXComponents;
