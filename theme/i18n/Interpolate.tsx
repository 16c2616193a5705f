import { Fragment, type ReactElement, type ReactNode } from 'react';

/** A translated text whose `{name}` placeholders are elements (a link, bold text), as Docusaurus' `<Translate values>`. */
export function Interpolate({
  text,
  values,
}: {
  text: string;
  values: Record<string, ReactNode>;
}): ReactElement {
  const parts = text.split(/(\{\w+\})/u);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/u.exec(part)?.[1];
        return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
