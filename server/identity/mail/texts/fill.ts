/**
 * Fills a text's `{name}` tokens. The same template makes the plain-text part and the HTML part: for HTML each
 * value goes through `html` (escaping, and markup such as a link around an address).
 */
export type TokenValues = Readonly<Record<string, string>>;

/** Throws on a token without a value: a message must never go out with a `{name}` in it. */
export function fillText(template: string, values: TokenValues): string {
  return template.replace(/\{(\w+)\}/gu, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in "${template}"`);
    return value;
  });
}

/**
 * `fillText` for HTML: the template's own text and every value escaped, `markup` wrapping the named values, and a
 * line break of the template (a site's own text may sign off on lines of its own) kept as `<br>`.
 */
export function fillHtml(
  template: string,
  values: TokenValues,
  markup: Readonly<Record<string, (escaped: string) => string>> = {},
): string {
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const wrap = markup[name];
      return [name, wrap ? wrap(esc(value)) : esc(value)];
    }),
  );
  return fillText(esc(template).replaceAll('\n', '<br>'), escaped);
}

export function esc(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
