import { Parser } from 'htmlparser2';

/** Elements that have no end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** The elements of an HTML document or fragment whose end tag its markup leaves out, for the parser to close. */
export function unclosedElements(html: string): string[] {
  const unclosed: string[] = [];
  const parser = new Parser({
    onclosetag: (name, implied) => {
      if (implied && !VOID.has(name)) unclosed.push(name);
    },
  });
  parser.end(html);
  return unclosed;
}
