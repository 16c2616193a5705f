import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, removeSite, REPO_ROOT, runCli } from '../../helpers/sites.ts';

describe('docgen CLI', () => {
  it.each(['build', 'dev', 'version', 'init', 'serve', 'users'])(
    'shows help for %s and exits 0',
    async (command) => {
      const result = await runCli([command, '--help']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Usage: docgen ${command}`);
    },
  );

  it('prints the version of package.json with --version', async () => {
    const { version } = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    const result = await runCli(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${version}\n`);
  });

  it('names the PORT variable and the output formats in the help of serve', async () => {
    const result = await runCli(['serve', '--help']);
    expect(result.stdout).toMatch(/--port <port> +port to listen on \(default: "3000", env: PORT\)/);
    expect(result.stdout).toContain('LOG_FORMAT=pretty or json');
  });

  it('answers a file-system refusal (an output folder under a file) with one line and exit code 3', async () => {
    const site = await copyFixture('three-versions');
    try {
      const result = await runCli([
        'build',
        '--root',
        site,
        '--out-dir',
        join(site, 'site.config.ts', 'out'),
      ]);
      expect(result.code).toBe(3);
      expect(result.stderr).toMatch(
        /^docgen: cannot \w+ .*site\.config\.ts\/out\S*: not a directory \(ENOTDIR\)$/m,
      );
      expect(result.stderr).not.toContain('Node.js v');
      expect(result.stderr).not.toMatch(/^ {4}at /m);
    } finally {
      await removeSite(site);
    }
  });

  it('exits 2 on an unknown command', async () => {
    const result = await runCli(['publish']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'publish'");
  });

  it('exits 2 when a required argument is missing', async () => {
    const result = await runCli(['version']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("missing required argument 'name'");
  });
});
