import type { Logger } from '../../server/identity/logger.ts';

/** A logger that hands each message to `write`: a test's (or benchmark's) view of the terminal. */
export function textLogger(write: (text: string) => void): Logger {
  const say = (_fields: object, msg?: string) => write(msg ?? '');
  return { debug: say, info: say, warn: say, error: say };
}
