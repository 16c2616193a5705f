import pino, { type Logger, type LoggerOptions } from 'pino';
import { humanLine } from './human-line.ts';
import { logFormatFor, type LogEnv, type LogFormat } from './log-format.ts';

export type { Logger } from 'pino';

/**
 * A pino logger on stdout (`fd` 1) or stderr (2): one JSON object per line (`{"level":"info","time":…,"msg":…}`)
 * for log shippers, or one human line per entry for a person. The same calls serve both readers.
 */
export function openLog(params: {
  fd: 1 | 2;
  format: LogFormat;
  level?: string;
  /** JSON lines gathered and written in batches (busy request logs), else each line at once. */
  batched?: boolean;
}): Logger {
  const options: LoggerOptions = {
    level: params.level ?? 'info',
    formatters: { level: (label) => ({ level: label }) },
    timestamp: isoTimeOncePerMillisecond(),
  };
  if (params.format === 'json') {
    if (!params.batched) return pino(options, pino.destination({ dest: params.fd, sync: true }));
    // Lines are handed over as bytes: sonic-boom gathers text by appending to one string and measuring its
    // byte length again for every line, which costs more than the line itself once a batch is a few KiB long.
    // In buffer mode sonic-boom takes bytes; its types name only text.
    const destination = pino.destination({
      dest: params.fd,
      ...BATCHED,
      contentMode: 'buffer',
    }) as unknown as { write(bytes: Buffer): boolean; flush(done?: (error?: Error) => void): void };
    const bytes = {
      write: (line: string) => void destination.write(Buffer.from(line)),
      flush: (done?: (error?: Error) => void) => destination.flush(done),
    };
    return pino(options, bytes);
  }
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
 * A busy server's lines are gathered and written 16 KiB at a time (a hundred-odd request lines per system call,
 * instead of a write handed to libuv's threads for every few lines), and at least every 200 ms, so a quiet
 * server's lines appear at once to a person. pino writes what is left when the process exits. A reader that
 * stops reading (a stuck log shipper) costs at most 16 MiB: lines beyond that are dropped, never the server.
 */
const BATCHED = {
  sync: false,
  minLength: 16 * 1024,
  maxWrite: 64 * 1024,
  periodicFlush: 200,
  maxLength: 16 * 1024 * 1024,
};

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
