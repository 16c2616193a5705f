/** The diagrams of a page's content, shared by the entry's check for one and the lazily loaded drawing code. */
export const DIAGRAM_SELECTOR = 'main .markdown pre.mermaid-diagram';
