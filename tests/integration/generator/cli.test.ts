import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/sites.ts';

describe('docgen CLI', () => {
  it.each(['build', 'dev', 'version', 'serve', 'users'])('shows help for %s and exits 0', async (command) => {
    const result = await runCli([command, '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Usage: docgen ${command}`);
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
