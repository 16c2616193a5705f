/** How a stream's log lines are written: one JSON object per line, or one sentence per line for a person. */
export type LogFormat = 'json' | 'pretty';

/** The environment's say in it (`LOG_FORMAT`, checked by the server's environment schema). */
export interface LogEnv {
  LOG_FORMAT?: LogFormat | undefined;
}

/**
 * `LOG_FORMAT` decides when set; otherwise a terminal gets human lines and anything else (a pipe, a file, a log
 * shipper) gets JSON. Decided per stream: `docgen serve | tee requests.log` keeps the terminal readable.
 */
export function logFormatFor(env: LogEnv, stream: { isTTY?: boolean }): LogFormat {
  return env.LOG_FORMAT ?? (stream.isTTY ? 'pretty' : 'json');
}
