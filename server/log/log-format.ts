/** How a stream's log lines are written: one JSON object per line, or one sentence per line for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * `LOG_FORMAT` decides when set; otherwise a terminal gets human lines and anything else (a pipe, a file, a log
 * shipper) gets JSON. Decided per stream: `docgen serve | tee requests.log` keeps the terminal readable.
 */
export function logFormatFor(env: NodeJS.ProcessEnv, stream: { isTTY?: boolean }): LogFormat {
  const chosen = env.LOG_FORMAT ?? '';
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  if (chosen !== '') throw new Error(`LOG_FORMAT must be json or pretty, not "${chosen}"`);
  return stream.isTTY ? 'pretty' : 'json';
}
