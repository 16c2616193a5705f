/**
 * What `docgen dev` prints, as a process: human lines for a person (`LOG_FORMAT=pretty`, as on a terminal), one
 * JSON object per line for anything else (`LOG_FORMAT=json`, as without one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../helpers/serve.ts';
import { copyFixture, removeSite, runCli } from '../../helpers/sites.ts';

let root: string;

beforeAll(async () => {
  root = await copyFixture('three-versions');
});

afterAll(async () => {
  await removeSite(root);
});

async function printedIn(format: 'json' | 'pretty'): Promise<{ lines: string[]; origin: string }> {
  const dev = await startServer('dev', ['--root', root, '--port', '0'], { SMTP_URL: '', LOG_FORMAT: format });
  await dev.stop();
  const lines = `${dev.stderr()}\n${dev.stdout()}`.split('\n').filter((line) => line.trim() !== '');
  return { lines, origin: dev.origin };
}

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

describe('what docgen dev prints', () => {
  it('for a person: human lines only, ending with the address', async () => {
    const { lines, origin } = await printedIn('pretty');
    expect(lines.filter(isJson)).toEqual([]);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^built \d+ pages in/),
        `Sign-in e-mails and text messages go to the dev mailbox at ${origin}/_dev/mailbox.`,
      ]),
    );
    expect(lines.at(-1)).toBe(`docgen dev: ${origin}`);
    expect(lines.join('\n')).not.toMatch(/DeprecationWarning|FastifyDeprecation/);
  });

  it('refuses a bad environment before anything starts, naming the variable', async () => {
    const result = await runCli(['dev', '--root', root, '--port', '0'], { env: { LOG_FORMAT: 'yaml' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docgen dev cannot start');
    expect(result.stderr).toContain('LOG_FORMAT must be json or pretty');
    expect(result.stdout).toBe('');
  });

  it('for log shippers: every line one JSON object', async () => {
    const { lines, origin } = await printedIn('json');
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringMatching(/^built \d+ pages in/), `docgen dev: ${origin}`]),
    );
  });
});
