/** Exit codes of every docgen command. */
export const EXIT = {
  ok: 0,
  /** The site's content or configuration has errors (diagnostics were printed). */
  content: 1,
  /** The command line was wrong. */
  usage: 2,
} as const;
