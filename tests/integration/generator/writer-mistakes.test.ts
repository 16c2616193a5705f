import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../core/errors/diagnostic.ts';
import { startDevServer, type DevServer } from '../../../generator/dev/dev-server.ts';
import { devServices } from '../../../server/dev/dev-services.ts';
import type { DevEvent } from '../../../generator/dev/messages.ts';
import { openEventStream, type EventStreamClient } from '../../helpers/event-stream.ts';
import {
  buildSiteAt,
  copyFixture,
  readSiteFile,
  removeSite,
  writeSiteFile,
  type CliResult,
} from '../../helpers/sites.ts';
import { textLogger } from '../../helpers/text-logger.ts';

/** A writer's common mistakes, each made in a copy of a fixture site: where `docgen build` and `docgen dev` say so. */

const GUIDES = 'content/versioned_docs/version-2.0.0/guides';
const INSTALL = `${GUIDES}/install.md`;
const HIDDEN = `${GUIDES}/hidden.md`;
const CLASH = `${GUIDES}/clash.md`;
const OVERVIEW = 'content/versioned_docs/version-2.0.0/overview/overview.md';
const IMAGE = `${GUIDES}/assets/no-such-diagram.png`;

/** A doc's front matter (lines 1–4 in the fixture's docs) with `lines` added after its line 3. */
const withFrontMatter = (text: string, lines: string) => text.replace(/^(---\n.*\n.*\n)/, `$1${lines}\n`);
/** Appended after line 16 of `install.md`: a link to a missing page (line 18), a missing image (20), an unclosed tip (22). */
const BODY_MISTAKES =
  '\nSee [the guide](./no-such-page.md).\n\n![A diagram](./assets/no-such-diagram.png)\n\n' +
  ':::tip\nNever closed.\n\n## Later\n\nThe rest of the page.\n';
/** Line 6 of `install.md`. */
const withAnchorTypo = (text: string) =>
  text.replace('Back to the [overview](../overview/overview.md).', 'See the [requirements](#requirments).');
/** Asks for the overview's route in its line 3. */
const CLASH_PAGE = '---\ntitle: Clash\nslug: /overview\n---\n\nText.\n';

/** Each mistake of the writer's common seven, at once: three files of a copy of `three-versions`. */
async function makeEveryMistake(root: string): Promise<void> {
  const install = await readSiteFile(root, INSTALL);
  const hidden = await readSiteFile(root, HIDDEN);
  await writeSiteFile(root, HIDDEN, withFrontMatter(hidden, 'sidebar_position: two\nsidebar_postion: 2'));
  await writeSiteFile(root, INSTALL, withAnchorTypo(install) + BODY_MISTAKES);
  await writeSiteFile(root, CLASH, CLASH_PAGE);
}

describe('docgen build names every writer mistake where it was made, all at once', () => {
  let root: string;
  let result: CliResult;

  beforeAll(async () => {
    root = await copyFixture('three-versions');
    await makeEveryMistake(root);
    result = await buildSiteAt(root);
  });
  afterAll(async () => removeSite(root));

  it('exits non-zero, counting every error and warning of every stage', () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Build failed: 4 error(s), 3 warning(s).');
    expect(result.stderr).not.toContain('Broken link');
  });

  it('front matter: a value of the wrong type fails, an unknown key warns with the key it meant', () => {
    expect(result.stderr).toContain(
      `error [front-matter-value-invalid] ${HIDDEN}:4:1 "sidebar_position" must be a number.`,
    );
    expect(result.stderr).toContain(
      `warning [front-matter-unknown-key] ${HIDDEN}:5:1 Unknown front matter key "sidebar_postion"`,
    );
    expect(result.stderr).toContain('hint: Did you mean "sidebar_position"?');
  });

  it('a duplicate route is filed at the slug that asked for it, naming both files', () => {
    expect(result.stderr).toContain(
      `error [duplicate-route] ${CLASH}:3:1 Route /docs/overview is claimed by both ${CLASH} and ${OVERVIEW}`,
    );
  });

  it('an unclosed admonition, a link to a missing page and a missing image', () => {
    expect(result.stderr).toContain(`error [markdown-link-broken] ${INSTALL}:18:5`);
    expect(result.stderr).toContain(
      `error [image-missing] ${INSTALL}:20:1 Image "./assets/no-such-diagram.png" not found: there is no file ${IMAGE}.`,
    );
    expect(result.stderr).toContain(
      `warning [directive-unclosed] ${INSTALL}:22:1 The directive \`:::tip\` opened here is never closed`,
    );
  });

  it('a broken anchor warns with the heading it most likely meant', () => {
    expect(result.stderr).toMatch(
      new RegExp(`warning \\[anchor-broken\\] ${INSTALL}:6:\\d+ Broken anchor on /docs/guides/install`),
    );
    expect(result.stderr).toContain('hint: Did you mean "#requirements"?');
  });

  it('lists them in the order of file, line and column', () => {
    const located = [...result.stderr.matchAll(/^ {2}(?:error|warning) \[[a-z-]+\] (\S+?):(\d+):(\d+) /gm)];
    expect(located.map(([, file, line]) => `${file}:${line}`)).toEqual([
      `${CLASH}:3`,
      `${HIDDEN}:4`,
      `${HIDDEN}:5`,
      `${INSTALL}:6`,
      `${INSTALL}:18`,
      `${INSTALL}:20`,
      `${INSTALL}:22`,
    ]);
  });
});

describe('docgen dev checks what build checks on each save, and clears it once fixed', () => {
  let root: string;
  let server: DevServer;
  let events: EventStreamClient<DevEvent>;
  let good: string;
  const terminal: string[] = [];

  beforeAll(async () => {
    root = await copyFixture('three-versions');
    good = await readSiteFile(root, INSTALL);
    server = await startDevServer({
      services: devServices(),
      root,
      port: 0,
      host: '127.0.0.1',
      logger: textLogger((text) => terminal.push(text)),
      watchCode: false,
    });
    events = await openEventStream<DevEvent>(`http://127.0.0.1:${server.port}/__docgen/events`);
  });

  afterAll(async () => {
    events?.close();
    await server?.close();
    await removeSite(root);
  });

  type Problems = Extract<DevEvent, { type: 'problems' }>;
  const problemsWhere = (matches: (d: Diagnostic[]) => boolean) => (e: DevEvent) =>
    e.type === 'problems' && matches(e.diagnostics);
  const has = (code: string) => (list: Diagnostic[]) => list.some((d) => d.code === code);

  /** Saves a mistake: the overlay's data names it; the terminal prints `location message`. Then saves the fix. */
  async function makeAndFix(
    make: () => Promise<void>,
    expected: Partial<Diagnostic> & { code: Diagnostic['code'] },
    terminalLine: string,
    fix: () => Promise<void> = () => writeSiteFile(root, INSTALL, good),
  ): Promise<void> {
    const shown = events.next(problemsWhere(has(expected.code)), 30_000);
    await make();
    const event = (await shown) as Problems;
    expect(event.diagnostics).toContainEqual(expect.objectContaining(expected));
    expect(event.text).toContain(terminalLine);
    expect(terminal.join('\n')).toContain(terminalLine);
    // Every problem gone: a save read half-written (an empty file, for a moment) is not the fix.
    const cleared = events.next(
      problemsWhere((list) => list.length === 0),
      30_000,
    );
    await fix();
    await cleared;
    expect(terminal.at(-1)).toBe('no problems left');
  }

  it('every mistake at once, in the order of file and line; then none, once all are fixed', async () => {
    const hidden = await readSiteFile(root, HIDDEN);
    const codes: Diagnostic['code'][] = [
      'duplicate-route',
      'front-matter-value-invalid',
      'front-matter-unknown-key',
      'anchor-broken',
      'markdown-link-broken',
      'image-missing',
      'directive-unclosed',
    ];
    const all = events.next(
      problemsWhere((list) => codes.every((code) => has(code)(list))),
      60_000,
    );
    await makeEveryMistake(root);
    const event = (await all) as Problems;
    expect(event.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
      `duplicate-route ${CLASH}:3`,
      `front-matter-value-invalid ${HIDDEN}:4`,
      `front-matter-unknown-key ${HIDDEN}:5`,
      `anchor-broken ${INSTALL}:6`,
      `markdown-link-broken ${INSTALL}:18`,
      `image-missing ${INSTALL}:20`,
      `directive-unclosed ${INSTALL}:22`,
    ]);
    expect(event.text).toContain(`${HIDDEN}:4:1 "sidebar_position" must be a number.`);
    expect(terminal.join('\n')).toContain(
      `${INSTALL}:22:1 The directive \`:::tip\` opened here is never closed`,
    );

    const cleared = events.next(
      problemsWhere((list) => list.length === 0),
      60_000,
    );
    await rm(join(root, CLASH));
    await writeSiteFile(root, HIDDEN, hidden);
    await writeSiteFile(root, INSTALL, good);
    await cleared;
  });

  it('a front matter value of the wrong type', async () => {
    await makeAndFix(
      () => writeSiteFile(root, INSTALL, withFrontMatter(good, 'sidebar_position: two')),
      { code: 'front-matter-value-invalid', severity: 'error', file: INSTALL, line: 4 },
      `${INSTALL}:4:1 "sidebar_position" must be a number.`,
    );
  });

  it('an unknown front matter key', async () => {
    await makeAndFix(
      () => writeSiteFile(root, INSTALL, withFrontMatter(good, 'sidebar_postion: 2')),
      { code: 'front-matter-unknown-key', severity: 'warning', file: INSTALL, line: 4 },
      `${INSTALL}:4:1 Unknown front matter key "sidebar_postion"`,
    );
  });

  it('an unclosed admonition, a link to a missing page and a missing image', async () => {
    const line = (code: Diagnostic['code'], at: number, severity = 'error') =>
      expect.objectContaining({ code, severity, file: INSTALL, line: at });
    const shown = events.next(problemsWhere(has('directive-unclosed')), 30_000);
    await writeSiteFile(root, INSTALL, good + BODY_MISTAKES);
    const event = (await shown) as Problems;
    expect(event.diagnostics).toHaveLength(3);
    expect(event.diagnostics).toEqual(
      expect.arrayContaining([
        line('markdown-link-broken', 18),
        line('image-missing', 20),
        line('directive-unclosed', 22, 'warning'),
      ]),
    );
    expect(terminal.join('\n')).toContain(`${INSTALL}:20:1 Image "./assets/no-such-diagram.png" not found`);
    // The page still shows the edit: the writer sees what the mistake does.
    const page = await fetch(`http://127.0.0.1:${server.port}/docs/guides/install`);
    expect(await page.text()).toContain('Never closed.');

    // Adding the image clears its problem; the others stay until their fix is saved.
    const imageFound = events.next(
      problemsWhere((list) => !has('image-missing')(list)),
      60_000,
    );
    await writeSiteFile(root, IMAGE, await readSiteFile(root, 'content/static/img/logo.svg'));
    expect(((await imageFound) as Problems).diagnostics.map((d) => d.code).sort()).toEqual([
      'directive-unclosed',
      'markdown-link-broken',
    ]);
    const cleared = events.next(
      problemsWhere((list) => list.length === 0),
      30_000,
    );
    await writeSiteFile(root, INSTALL, good);
    await cleared;
  });

  it('a link to a page the site does not have', async () => {
    await makeAndFix(
      () => writeSiteFile(root, INSTALL, `${good}\nSee [nowhere](/docs/nowhere).\n`),
      { code: 'link-broken', severity: 'error', file: INSTALL, line: 18, column: 5 },
      `${INSTALL}:18:5 Broken link on /docs/guides/install: /docs/nowhere (404)`,
    );
  });

  it('a broken anchor, with the heading it most likely meant', async () => {
    await makeAndFix(
      () => writeSiteFile(root, INSTALL, withAnchorTypo(good)),
      { code: 'anchor-broken', file: INSTALL, line: 6, hint: 'Did you mean "#requirements"?' },
      `${INSTALL}:6:`,
    );
  });

  it('a duplicate route', async () => {
    await makeAndFix(
      () => writeSiteFile(root, CLASH, CLASH_PAGE),
      { code: 'duplicate-route', file: CLASH },
      `Route /docs/overview is claimed by both ${CLASH} and`,
      () => rm(join(root, CLASH)),
    );
  });

  it('says once, in plain words, that content/docs/ is not built, which folder is, and how to publish it', async () => {
    const unreleased = 'content/docs/guides/install.md';
    await writeSiteFile(root, unreleased, `${await readSiteFile(root, unreleased)}\nAn edit.\n`);
    await expect.poll(() => terminal.join('\n'), { timeout: 10_000 }).toContain('content/docs/');
    await writeSiteFile(root, unreleased, `${await readSiteFile(root, unreleased)}\nAnother edit.\n`);
    await server.idle();
    const notes = terminal.filter((line) => line.includes('holds the unreleased version'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('docgen dev serves content/versioned_docs/version-2.0.0/');
    expect(notes[0]).toContain('`docgen version 2.0.1`');
  });
});
