import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LastUpdateData } from '../../core/site/page-data.ts';

const run = promisify(execFile);
/** Starts each commit in the log, so that a commit's header is told from the files it touched. */
const COMMIT_MARK = '\u001e';
/** A content folder's whole history, for a large site's: the log of every file is read at once. */
const MAX_LOG_BYTES = 512 * 1024 * 1024;

/**
 * Each file under `content/` (relative to the site root, as `SourceFile.file` is) → the date and author of the
 * last commit that touched it, as Docusaurus shows them when front matter has no `last_update`. One `git log`
 * reads the whole folder, rather than one process per page. Outside a git repository, or without git, it is
 * empty: an untracked file shows nothing, as in Docusaurus.
 */
export async function gitLastUpdates(root: string): Promise<Record<string, LastUpdateData>> {
  const args = ['-c', 'core.quotepath=off', 'log', `--format=${COMMIT_MARK}%ct,%an`, '--name-only'];
  try {
    const { stdout } = await run('git', [...args, '--relative', '--', 'content'], {
      cwd: root,
      maxBuffer: MAX_LOG_BYTES,
    });
    return lastCommitOfEachFile(stdout);
  } catch {
    return {};
  }
}

/** The log lists the newest commit first: a file's first mention is its last change. */
function lastCommitOfEachFile(log: string): Record<string, LastUpdateData> {
  const byFile: Record<string, LastUpdateData> = {};
  for (const commit of log.split(COMMIT_MARK).slice(1)) {
    const [header = '', ...files] = commit.split('\n');
    const comma = header.indexOf(',');
    const date = new Date(Number(header.slice(0, comma)) * 1000).toISOString();
    const author = header.slice(comma + 1);
    for (const file of files) if (file !== '' && !(file in byFile)) byFile[file] = { date, author };
  }
  return byFile;
}
