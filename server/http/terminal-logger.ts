import type { Logger } from '../identity/logger.ts';

/** One line per event on stderr: operators of a single process read the terminal, not JSON. */
export function terminalLogger(
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Logger {
  const line = (level: string) => (obj: object, msg?: string) => {
    const details = Object.keys(obj).length > 0 ? ` ${JSON.stringify(obj)}` : '';
    write(`[${level}] ${msg ?? ''}${details}`);
  };
  return { debug() {}, info: line('info'), warn: line('warn'), error: line('error') };
}
