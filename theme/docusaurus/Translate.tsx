import { interpolate, type InterpolateValues } from './Interpolate.tsx';

interface TranslateMessage {
  message: string;
  id?: string;
  description?: string;
}

/**
 * `translate` of `@docusaurus/Translate`: the message with its values (text, as Docusaurus types them) in place.
 * docgen's `code.json` translations are the theme's texts, not a component's own: every locale shows the
 * message as written, as Docusaurus does for a locale with no translation of it.
 */
export function translate({ message }: TranslateMessage, values?: Record<string, string | number>): string {
  return interpolate(message, values) as string;
}

/** `@docusaurus/Translate`: its text (the children) with the values in place, as `translate` gives it. */
export default function Translate({
  children,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}) {
  return <>{interpolate(children, values)}</>;
}
