import { locationOf, type Diagnostic } from '../../core/errors/diagnostic.ts';

/** Terminal output of the build: timed steps, progress, diagnostics grouped by file, one summary line. */
export interface Reporter {
  step<T>(name: string, run: () => Promise<T>): Promise<T>;
  progress(stage: string, done: number, total: number): void;
  diagnostics(list: readonly Diagnostic[]): void;
  info(line: string): void;
}

export function createReporter(stream: NodeJS.WriteStream = process.stderr): Reporter {
  const interactive = stream.isTTY === true && !process.env.CI;
  let lastPlainPercent = -1;
  return {
    async step(name, run) {
      const started = performance.now();
      const result = await run();
      if (interactive) stream.write('\r\x1b[K');
      stream.write(`  ${name.padEnd(10)} ${formatMs(performance.now() - started)}\n`);
      lastPlainPercent = -1;
      return result;
    },
    progress(stage, done, total) {
      const percent = Math.floor((done / Math.max(1, total)) * 100);
      if (interactive) {
        const width = 24;
        const filled = Math.round((percent / 100) * width);
        stream.write(
          `\r\x1b[K  ${stage.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
        );
      } else if (total >= 200 && percent >= lastPlainPercent + 25) {
        // Plain lines for CI logs, at quarters, and only for stages long enough to need them.
        lastPlainPercent = percent;
        stream.write(`  ${stage.padEnd(10)} ${done}/${total}\n`);
      }
    },
    diagnostics(list) {
      stream.write(formatDiagnostics(list));
    },
    info(line) {
      stream.write(`${line}\n`);
    },
  };
}

/** Diagnostics grouped by file, errors first, each with its location, hint and code frame. */
export function formatDiagnostics(list: readonly Diagnostic[]): string {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of [...list].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  )) {
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
