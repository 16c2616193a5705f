import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { indexSql } from '../../node/search/section-index.ts';

const WRITER = fileURLToPath(new URL('./audience-index-process.mjs', import.meta.url));

/**
 * Writes `file`: the index of the sections of `siteFile` whose ids are `allowed`, made by a process of its own
 * (seconds on a large site, during which the server keeps answering).
 */
export function writeAudienceIndex(params: { file: string; siteFile: string; allowed: number[] }) {
  return new Promise<void>((resolve, reject) => {
    // Plain JavaScript: no TypeScript loader (or any other option of the server's) is needed.
    const child = fork(WRITER, { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The audience index writer exited with ${code}.`)),
    );
    child.send({ ...params, sql: indexSql('site.section_terms', true) });
  });
}
