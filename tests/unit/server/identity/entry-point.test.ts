/**
 * The identity service has one entry point: from the rest of `server/` (and `bin/`) ESLint refuses an import of
 * any module of `server/identity/` but its index, while the identity code itself imports its own modules freely.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The `no-restricted-imports` refusals of an import of `specifier` in a new file at `file`. */
async function refusals(file: string, specifier: string): Promise<number> {
  const code = `import * as probe from '${specifier}';\nexport { probe };\n`;
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').length;
}

describe('the identity service entry point', () => {
  // ESLint loads its config and parsers on the first file: seconds on a busy machine.
  beforeAll(() => refusals('server/probe.ts', './identity/index.ts'), 60_000);

  it('is the one module of server/identity/ the rest of the server may import', async () => {
    expect(await refusals('server/http/probe.ts', '../identity/index.ts')).toBe(0);
    expect(await refusals('server/http/probe.ts', '../identity/tokens/token-service.ts')).toBe(1);
    expect(await refusals('server/probe.ts', './identity/crypto/secrets.ts')).toBe(1);
  });

  it('leaves the shared identity types of core/ importable', async () => {
    expect(await refusals('server/http/probe.ts', '../../core/identity/tokens.ts')).toBe(0);
  });

  it('does not restrict the identity code itself', async () => {
    expect(await refusals('server/identity/api/probe.ts', '../tokens/token-service.ts')).toBe(0);
  });
});
