/** The admonitions Docusaurus knows (`:::note` … `:::caution`, `<Admonition type="…">`) and their default titles. */
export const ADMONITION_TITLES: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** The class an admonition is shown with: Docusaurus renders `caution` as a warning (with its own title). */
export function admonitionStyle(kind: string): string {
  return kind === 'caution' ? 'warning' : kind;
}
