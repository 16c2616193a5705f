/**
 * A dev server that closes while its builder is redoing a page gives that rebuild up: the builder's refusal is
 * not a problem to show the writer, in the terminal or in a tab.
 */
import { describe, expect, it } from 'vitest';
import { createDevLoop } from '../../../../generator/dev/dev-loop.ts';
import type { EventStream } from '../../../../generator/dev/event-stream.ts';
import type { FullBuildResult } from '../../../../generator/dev/messages.ts';

function deferred() {
  let reject!: (error: Error) => void;
  const promise = new Promise<never>((_, fail) => (reject = fail));
  return { promise, reject };
}

describe('the dev loop when the server closes', () => {
  it('reports nothing of a rebuild its builder gave up on', async () => {
    const lines: string[] = [];
    const sent: unknown[] = [];
    const rebuild = deferred();
    let asked = () => {};
    const askedForRebuild = new Promise<void>((resolve) => (asked = resolve));
    const first: FullBuildResult = {
      kind: 'full',
      ok: true,
      ms: 1,
      pages: 1,
      problems: [],
      anchors: [],
    };
    const events: EventStream = { send: (event) => sent.push(event), setSticky: () => {}, close: () => {} };
    const loop = createDevLoop({
      builder: {
        full: async () => first,
        files: () => (asked(), rebuild.promise),
        close: async () => {},
        restart: async () => {},
      },
      events,
      log: (line) => lines.push(line),
    });
    await loop.start();
    loop.change({ kind: 'markdown', file: 'content/docs/a.md' });
    await askedForRebuild;
    loop.close();
    rebuild.reject(new Error('The builder was restarted.'));
    await loop.idle();
    expect(lines.join('\n')).not.toMatch(/problem|restarted/);
    expect(sent).toEqual([]);
  });
});
