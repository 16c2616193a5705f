/** Exit codes of every docgen command. */
export const EXIT = {
  ok: 0,
  /** The site's content or configuration has errors (diagnostics were printed). */
  content: 1,
  /** The command line was wrong. */
  usage: 2,
  /** The file system refused (an output folder under a file, no permission, a full disk); one line says what. */
  io: 3,
  /** A bug in docgen: its stack trace was printed (with `.ts` paths). */
  internal: 70,
} as const;
