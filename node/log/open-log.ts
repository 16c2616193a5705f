import pino, { type Logger, type LoggerOptions } from 'pino';
import { humanLine } from './human-line.ts';
import { logFormatFor, type LogEnv, type LogFormat } from './log-format.ts';

export type { Logger } from 'pino';

/**
 * A pino logger on stdout (`fd` 1) or stderr (2): one JSON object per line (`{"level":"info","time":…,"msg":…}`)
 * for log shippers, or one human line per entry for a person. The same calls serve both readers.
 */
function openLog(params: { fd: 1 | 2; format: LogFormat; level?: string }): Logger {
  const options: LoggerOptions = {
    level: params.level ?? 'info',
    formatters: { level: (label) => ({ level: label }) },
    timestamp: isoTimeOncePerMillisecond(),
  };
  if (params.format === 'json') return pino(options, pino.destination({ dest: params.fd, sync: true }));
  const stream = params.fd === 1 ? process.stdout : process.stderr;
  return pino(options, { write: (line: string) => void stream.write(humanLine(line)) });
}

/**
 * pino's `isoTime`, formatted once per millisecond: a busy request log writes several lines in the same one, and
 * formatting the date costs about as much as the rest of a line.
 */
export function isoTimeOncePerMillisecond(): () => string {
  let formattedAt = Number.NaN;
  let formatted = '';
  return () => {
    const now = Date.now();
    if (now !== formattedAt) {
      formattedAt = now;
      formatted = `,"time":"${new Date(now).toISOString()}"`;
    }
    return formatted;
  };
}

/**
 * The log of a long-running command (`docgen serve`, `docgen dev`): its events on stderr, formatted by the
 * TTY rule, with Node's own warnings among them.
 */
export function openCommandLog(env: LogEnv): Logger {
  const log = openLog({ fd: 2, format: logFormatFor(env, process.stderr) });
  routeProcessWarnings(log);
  return log;
}

/**
 * Node prints its warnings (deprecations and the like) as text of its own, which would break a JSON log: they
 * go to `log` instead, in place of Node's printer.
 */
export function routeProcessWarnings(log: Pick<Logger, 'warn'>): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) =>
    log.warn({ name: warning.name, code: codeOf(warning) }, warning.message),
  );
}

function codeOf(warning: Error): string | undefined {
  return 'code' in warning && typeof warning.code === 'string' ? warning.code : undefined;
}
