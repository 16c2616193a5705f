/**
 * The build's terminal output: a person at a terminal sees a live progress line (pages, rate, ETA) redrawn at
 * most ten times a second; a log (no TTY, CI) gets the stage lines and nothing more.
 */
import { describe, expect, it } from 'vitest';
import { createReporter, progressLine } from '../../../../generator/cli/reporter.ts';

function recorder(interactive: boolean) {
  let clock = 0;
  const writes: string[] = [];
  const reporter = createReporter({
    stream: { isTTY: interactive, write: (chunk: string | Uint8Array) => writes.push(String(chunk)) > 0 },
    now: () => clock,
    interactive,
  });
  return { reporter, writes, advance: (ms: number) => (clock += ms) };
}

/** A 5,000-page transform stage taking 10 s, reporting after every page. */
async function transformStage(r: ReturnType<typeof recorder>) {
  await r.reporter.step('transform', async () => {
    for (let done = 1; done <= 5000; done++) {
      r.advance(2);
      r.reporter.progress('transform', done, 5000);
    }
  });
}

describe('build progress', () => {
  it('prints only the stage lines and quarter marks without a terminal', async () => {
    const r = recorder(false);
    await transformStage(r);
    expect(r.writes.join('')).toBe(
      [
        '  transform  1200/5000',
        '  transform  2450/5000',
        '  transform  3700/5000',
        '  transform  4950/5000',
        '  transform  10.00 s',
        '',
      ].join('\n'),
    );
  });

  it('redraws a live line with pages per second and ETA at most ten times a second on a terminal', async () => {
    const r = recorder(true);
    await transformStage(r);
    const redraws = r.writes.filter((w) => w.startsWith('\r\x1b[K  transform  ['));
    expect(redraws.length).toBeGreaterThan(90);
    expect(redraws.length).toBeLessThanOrEqual(101);
    expect(redraws[50]).toMatch(/\] 2\d{3}\/5000 {2}500 pages\/s {2}ETA \d s$/);
    expect(redraws.at(-1)).toContain('5000/5000');
    expect(r.writes.at(-1)).toBe('  transform  10.00 s\n');
  });

  it('formats the rate and the time left from the pages done so far', () => {
    expect(progressLine('render', 1200, 5000, 4000)).toBe(
      '  render     [######..................] 1200/5000  300 pages/s  ETA 13 s',
    );
    expect(progressLine('render', 0, 5000, 0)).toBe('  render     [........................] 0/5000');
  });

  it('prints a line that comes during a stage in place of the live line, which is drawn again below it', async () => {
    const r = recorder(true);
    await r.reporter.step('transform', async () => {
      r.advance(200);
      r.reporter.progress('transform', 1, 40);
      r.reporter.info('  slow page  transform of docs/huge.md: 5 s (a page is stopped at 60 s)');
      r.advance(10);
      r.reporter.progress('transform', 2, 40);
    });
    expect(r.writes.slice(1, 3)).toEqual([
      '\r\x1b[K',
      '  slow page  transform of docs/huge.md: 5 s (a page is stopped at 60 s)\n',
    ]);
    expect(r.writes[3]).toBe(`\r\x1b[K${progressLine('transform', 2, 40, 210)}`);
  });

  it('prints a line without a live line on it as it is', () => {
    const r = recorder(true);
    r.reporter.info('docgen build /site');
    expect(r.writes).toEqual(['docgen build /site\n']);
  });
});
