/**
 * The lines of a busy log (`docgen serve`'s request log), written in batches: gathered as text and handed to an
 * asynchronous pino destination (sonic-boom) about 16 KiB at a time. A line then costs a push onto an array; the
 * conversion to bytes, the hand-off to libuv's threads and the system call are paid once per hundred-odd lines.
 * Handing sonic-boom whole batches also spares it measuring its growing text again for every line, and the
 * server a Buffer per line.
 * - A quiet server's lines are handed over at least every 200 ms, so a person sees them at once.
 * - A reader that stops reading (a stuck log shipper) costs at most 16 MiB: lines beyond that are dropped,
 *   never the server.
 * - No line is lost on a clean stop (`close`), nor when the process ends without one: what is gathered is
 *   handed over before the event loop ends, and written synchronously on `process.exit()`.
 */
import pino from 'pino';

const BATCH_CHARS = 16 * 1024;
const HAND_OVER_EVERY_MS = 200;
/** Batches handed over while a write is under way go out together, up to this much. */
const MAX_WRITE = 64 * 1024;
const MAX_BUFFERED = 16 * 1024 * 1024;

export interface BatchedLines {
  /** A whole line, its newline included. */
  write(line: string): void;
  /** Writes every line gathered; resolves once they are written. */
  close(): Promise<void>;
}

export function openBatchedLines(fd: 1 | 2): BatchedLines {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    maxWrite: MAX_WRITE,
    maxLength: MAX_BUFFERED,
  });
  let gathered: string[] = [];
  let gatheredChars = 0;
  const handOver = () => {
    if (gathered.length === 0) return;
    destination.write(gathered.join(''));
    gathered = [];
    gatheredChars = 0;
  };
  const timer = setInterval(handOver, HAND_OVER_EVERY_MS).unref();
  // Ahead of pino's own exit handling of its destination, which writes what it was handed.
  const beforeExit = () => handOver();
  const onExit = () => {
    if (gathered.length === 0) return;
    handOver();
    destination.flushSync();
  };
  process.prependListener('beforeExit', beforeExit);
  process.prependListener('exit', onExit);

  return {
    write(line) {
      gathered.push(line);
      gatheredChars += line.length;
      if (gatheredChars >= BATCH_CHARS) handOver();
    },
    close() {
      clearInterval(timer);
      process.off('beforeExit', beforeExit);
      process.off('exit', onExit);
      handOver();
      return new Promise((done) => {
        destination.once('close', () => done());
        destination.end();
      });
    },
  };
}
