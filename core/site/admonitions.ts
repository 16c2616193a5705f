/**
 * The admonitions Docusaurus knows (`:::note` … `:::caution`, `<Admonition type="…">`) and their default titles.
 * `secondary`, `important` and `success` are its older names, titled with the name itself as Docusaurus does.
 */
export const ADMONITION_TITLES: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  secondary: 'secondary',
  important: 'important',
  success: 'success',
};

/** The box each older name is shown as; Docusaurus renders `caution` as a warning (with its own title). */
const STYLE_OF: Readonly<Record<string, string>> = {
  caution: 'warning',
  secondary: 'note',
  important: 'info',
  success: 'tip',
};

/** The class an admonition is shown with. */
export function admonitionStyle(kind: string): string {
  return STYLE_OF[kind] ?? kind;
}
