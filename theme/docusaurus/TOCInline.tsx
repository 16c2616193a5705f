import { tocTree, type TocNode } from '../toc/toc-tree.ts';

/** A page's table of contents as Docusaurus gives it to MDX (`toc`). */
export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

/** `@theme/TOCInline`: the page's h2–h3 (or `minHeadingLevel`–`maxHeadingLevel`) in place, as nested links. */
export default function TOCInline(props: {
  toc?: readonly DocusaurusTocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const min = props.minHeadingLevel ?? 2;
  const max = props.maxHeadingLevel ?? 3;
  const entries = (props.toc ?? [])
    .filter((item) => item.level >= min && item.level <= max)
    .map((item) => ({ depth: item.level as 2, id: item.id, text: item.value }));
  return <div className="toc-inline">{entries.length > 0 ? <TocList nodes={tocTree(entries)} /> : null}</div>;
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`}>{node.text}</a>
          {node.children.length > 0 ? <TocList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
