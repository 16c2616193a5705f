/**
 * What a fenced block's meta and magic comments ask for, as Docusaurus reads them: `title="…"`,
 * `showLineNumbers` (or `showLineNumbers=5`), highlighted lines `{1,3-5}`; without such a range, the comments
 * `highlight-next-line` and `highlight-start` … `highlight-end` mark lines and are removed from the code.
 */
export interface CodeLines {
  code: string;
  title?: string;
  /** Number of the first line when lines are numbered. */
  lineNumbersStart?: number;
  /** 1-based numbers of the highlighted lines of `code`. */
  highlighted: number[];
}

const TITLE = /title=(["'])(.*?)\1/;
const RANGE = /\{([\d,\s-]+)\}/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;

/** Comment syntaxes a magic comment may be written in, as [opening, closing] patterns. */
const COMMENTS = {
  slashes: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  percent: ['%', ''],
} as const;
type Comment = keyof typeof COMMENTS;

const POPULAR: Comment[] = ['slashes', 'block', 'jsx', 'hash', 'html'];
const BY_LANGUAGE: Record<string, Comment[]> = {
  js: ['slashes', 'block'],
  javascript: ['slashes', 'block'],
  ts: ['slashes', 'block'],
  typescript: ['slashes', 'block'],
  jsx: ['slashes', 'block', 'jsx'],
  tsx: ['slashes', 'block', 'jsx'],
  html: ['slashes', 'block', 'html'],
  python: ['hash'],
  py: ['hash'],
  bash: ['hash'],
  markdown: ['html', 'jsx', 'hash'],
  md: ['html', 'jsx', 'hash'],
  sql: ['dashes', 'block'],
  lua: ['dashes'],
  haskell: ['dashes'],
  tex: ['percent'],
  latex: ['percent'],
  matlab: ['percent'],
};

const patterns = new Map<string, RegExp>();

function magicComment(lang: string): RegExp {
  const comments = BY_LANGUAGE[lang] ?? POPULAR;
  const key = comments.join();
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = comments.map((name) => {
      const [open, close] = COMMENTS[name];
      return `${open}\\s*(highlight-next-line|highlight-start|highlight-end)\\s*${close}`;
    });
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

export function codeLines(source: string, lang: string | undefined, meta: string | undefined): CodeLines {
  const title = meta && TITLE.exec(meta)?.[2];
  const numbers = meta && LINE_NUMBERS.exec(meta);
  const range = meta && RANGE.exec(meta)?.[1];
  const lines = range
    ? { code: source, highlighted: parseRange(range) }
    : lang
      ? linesFromComments(source, magicComment(lang.toLowerCase()))
      : { code: source, highlighted: [] };
  return {
    ...lines,
    ...(title ? { title } : {}),
    ...(numbers ? { lineNumbersStart: numbers[1] ? Number(numbers[1]) : 1 } : {}),
  };
}

/** `1,3-5` → [1, 3, 4, 5]. */
function parseRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (!from || !to || to < from) return [];
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

function linesFromComments(source: string, pattern: RegExp): { code: string; highlighted: number[] } {
  const kept: string[] = [];
  const highlighted: number[] = [];
  let nextLine = false;
  let blockDepth = 0;
  for (const line of source.split('\n')) {
    const directive = pattern.exec(line)?.slice(1).find(Boolean);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') blockDepth++;
    else if (directive === 'highlight-end') blockDepth = Math.max(0, blockDepth - 1);
    else {
      kept.push(line);
      if (nextLine || blockDepth > 0) highlighted.push(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted };
}
