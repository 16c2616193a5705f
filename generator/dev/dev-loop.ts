import { errorsOf } from '../../core/errors/diagnostic.ts';
import type { SiteChange } from './classify-change.ts';
import { diagnosticsOf } from './diagnostics-of.ts';
import { SiteProblems } from './site-problems.ts';
import type { EventStream } from './event-stream.ts';
import type { Builder, FullBuildResult, RebuildResult } from './messages.ts';

/** Changes that arrive within this window are built together (a checkout touches many files at once). */
const SETTLE_MS = 5;

export interface DevLoopParams {
  builder: Builder & { restart(): Promise<void> };
  events: EventStream;
  log: (text: string) => void;
}

export interface DevLoop {
  /** The first full build. */
  start(): Promise<FullBuildResult>;
  change(change: SiteChange): void;
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>;
  /** The server is closing: a rebuild its builder gives up on meanwhile is not a problem to report. */
  close(): void;
}

/**
 * Turns watched changes into rebuilds, one at a time (changes arriving meanwhile are gathered for the next), and
 * reports each: a line in the terminal, an event to the open tabs. Problems (what build would report) are kept
 * per file until the file is saved again, shown in the terminal and in every tab whenever they change.
 */
export function createDevLoop({ builder, events, log: write }: DevLoopParams): DevLoop {
  const log = (text: string) => void (text.trim() !== '' && write(text));
  const pending = { files: new Set<string>(), full: false, restart: false };
  const problems = new SiteProblems();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let closed = false;

  const schedule = () => {
    if (timer || busy) return;
    timer = setTimeout(() => {
      timer = undefined;
      busy = true;
      running = runPending().finally(() => {
        busy = false;
        if (pending.files.size > 0 || pending.full || pending.restart) schedule();
      });
    }, SETTLE_MS);
  };

  const runPending = async () => {
    const job = { files: [...pending.files], full: pending.full, restart: pending.restart };
    pending.files.clear();
    pending.full = pending.restart = false;
    if (job.restart) await builder.restart();
    const result = await attempt(() => (job.full || job.restart ? builder.full() : builder.files(job.files)));
    report(result);
  };

  const report = (result: RebuildResult, initial = false) => {
    if (closed) return;
    if (result.kind === 'full') {
      problems.replaceAll(result.ok ? result.problems : result.diagnostics, result.ok ? result.anchors : []);
      if (result.ok) {
        const what = initial ? 'built' : 'rebuilt the site:';
        log(
          `${what} ${result.pages} pages in ${formatMs(result.ms)}${initial ? '' : ', reloading open tabs'}`,
        );
        if (!initial) events.send({ type: 'reload' });
      }
    } else {
      for (const page of result.pages) {
        problems.setFile(page.file, page.problems);
        const listing = page.routes.length > 1 ? ` (and ${page.routes.length - 1} pages that list it)` : '';
        log(`rebuilt ${page.route} in ${Math.round(page.ms)} ms${listing}`);
        events.send({ type: 'page', route: page.route, routes: page.routes });
      }
      for (const failure of result.failures) problems.setFile(failure.file, failure.diagnostics);
      problems.setAnchors(result.anchors);
    }
    const changed = problems.takeChange();
    if (!changed) return;
    if (changed.diagnostics.length === 0) log('no problems left');
    else {
      const errors = errorsOf(changed.diagnostics).length;
      const kept = errors > 0 ? '; pages that could not be read stay as they were' : '';
      log(
        `${changed.text}\n${errors} error(s), ${changed.diagnostics.length - errors} warning(s)${kept}: fix and save.`,
      );
    }
    const event = { type: 'problems' as const, ...changed };
    events.setSticky(changed.diagnostics.length > 0 ? event : undefined);
    events.send(event);
  };

  return {
    async start() {
      busy = true;
      try {
        const result: FullBuildResult = await attempt(() => builder.full());
        report(result, true);
        return result;
      } finally {
        busy = false;
        schedule();
      }
    },
    change(change) {
      if (change.kind === 'ignore') return;
      if (change.kind === 'markdown') pending.files.add(change.file);
      else if (change.kind === 'code') pending.restart = true;
      else pending.full = true;
      schedule();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
    },
    async idle() {
      while (busy || timer) {
        await running;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      }
    },
  };
}

/** A builder that throws (its worker failed to start) reports a failed full build instead. */
async function attempt<T extends RebuildResult>(run: () => Promise<T>): Promise<T | FullBuildResult> {
  const started = performance.now();
  try {
    return await run();
  } catch (error) {
    return { kind: 'full', ok: false, ms: performance.now() - started, diagnostics: diagnosticsOf(error) };
  }
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
