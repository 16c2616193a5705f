import type { HTMLAttributes } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** `@theme/Heading`: a heading of the level `as` names, with its anchor link when it has an id. */
export default function Heading({
  as: Tag,
  id,
  children,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { as: Level }) {
  return (
    <Tag id={id} {...rest}>
      {children}
      {id && Tag !== 'h1' ? (
        <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${id}`} />
      ) : null}
    </Tag>
  );
}
