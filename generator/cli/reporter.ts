import { byLocation, locationOf, type Diagnostic } from '../../core/errors/diagnostic.ts';

/** Terminal output of the build: timed steps, progress, diagnostics grouped by file, one summary line. */
export interface Reporter {
  step<T>(name: string, run: () => Promise<T>): Promise<T>;
  progress(stage: string, done: number, total: number): void;
  diagnostics(list: readonly Diagnostic[]): void;
  info(line: string): void;
}

/** Where the reporter writes, and (for tests) the clock its progress line is timed by. */
export interface ReporterOutput {
  stream?: Pick<NodeJS.WriteStream, 'write' | 'isTTY'>;
  now?: () => number;
  /** Whether the stream is a terminal a person watches (default: a TTY outside CI). */
  interactive?: boolean;
}

/** A terminal's progress line is redrawn at most this often: more is flicker, and costs the build time. */
const REDRAW_EVERY_MS = 100;

export function createReporter(output: ReporterOutput = {}): Reporter {
  const { stream = process.stderr, now = () => performance.now() } = output;
  const interactive = output.interactive ?? (stream.isTTY === true && !process.env.CI);
  let lastPlainPercent = -1;
  let stageStarted = now();
  let lastDrawn = -Infinity;
  /** Whether the terminal's last line is a progress line, which a line printed meanwhile must replace. */
  let progressShown = false;
  return {
    async step(name, run) {
      const started = now();
      stageStarted = started;
      lastDrawn = -Infinity;
      const result = await run();
      if (interactive) stream.write('\r\x1b[K');
      progressShown = false;
      stream.write(`  ${name.padEnd(10)} ${formatMs(now() - started)}\n`);
      lastPlainPercent = -1;
      return result;
    },
    progress(stage, done, total) {
      if (interactive) {
        const at = now();
        if (at - lastDrawn < REDRAW_EVERY_MS && done < total) return;
        lastDrawn = at;
        progressShown = true;
        stream.write(`\r\x1b[K${progressLine(stage, done, total, at - stageStarted)}`);
        return;
      }
      const percent = Math.floor((done / Math.max(1, total)) * 100);
      if (total >= 200 && percent >= lastPlainPercent + 25) {
        // Plain lines for CI logs, at quarters, and only for stages long enough to need them.
        lastPlainPercent = percent;
        stream.write(`  ${stage.padEnd(10)} ${done}/${total}\n`);
      }
    },
    diagnostics(list) {
      stream.write(formatDiagnostics(list));
    },
    info(line) {
      if (progressShown) {
        // The line takes the progress line's place; the next progress call draws it again, below.
        stream.write('\r\x1b[K');
        progressShown = false;
        lastDrawn = -Infinity;
      }
      stream.write(`${line}\n`);
    },
  };
}

/** `  transform  [#####.......] 1200/5000  310 pages/s  ETA 12 s` */
export function progressLine(stage: string, done: number, total: number, elapsedMs: number): string {
  const width = 24;
  const filled = Math.round((done / Math.max(1, total)) * width);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
  const perSecond = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  if (done === 0 || perSecond === 0) return `  ${stage.padEnd(10)} ${bar}`;
  const etaSeconds = Math.ceil((total - done) / perSecond);
  return `  ${stage.padEnd(10)} ${bar}  ${Math.round(perSecond)} pages/s  ETA ${etaSeconds} s`;
}

/** Diagnostics grouped by file, in the order of their lines, each with its location, hint and code frame. */
export function formatDiagnostics(list: readonly Diagnostic[]): string {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of byLocation(list)) {
    const key = d.file ?? '(site)';
    byFile.set(key, [...(byFile.get(key) ?? []), d]);
  }
  const out: string[] = [];
  for (const [file, items] of byFile) {
    out.push(`\n${file}`);
    for (const d of items) {
      const where = locationOf(d);
      out.push(`  ${d.severity} [${d.code}] ${where ? `${where} ` : ''}${d.message}`);
      if (d.hint) out.push(`    hint: ${d.hint}`);
      if (d.frame) out.push(d.frame.replace(/^/gm, '    '));
    }
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
