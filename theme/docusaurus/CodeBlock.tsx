import type { ReactNode } from 'react';

/**
 * `@theme/CodeBlock` for code a component makes: a titled, unhighlighted block (code written in the markdown
 * itself is highlighted by the transform).
 */
export default function CodeBlock(props: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
}) {
  const language = props.language ?? props.className?.replace(/^language-/, '');
  return (
    <div className="code-block">
      {props.title ? <div className="code-block-title">{props.title}</div> : null}
      <pre tabIndex={0}>
        <code className={language ? `language-${language}` : undefined}>{props.children}</code>
      </pre>
    </div>
  );
}
