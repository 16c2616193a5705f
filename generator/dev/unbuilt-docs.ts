import { loadVersionNames } from '../load/versions.ts';

/**
 * What `docgen dev` says, once, when the writer first edits `content/docs/`: the site builds only its released
 * versions, so the edit shows nowhere, and a Docusaurus writer expects it on the page. Which folder is served,
 * and how to publish the unreleased one.
 */
export async function unbuiltDocsNote(root: string): Promise<string> {
  const [latest] = (await loadVersionNames(root)).names;
  const served = latest
    ? `content/versioned_docs/version-${latest}/ (version ${latest}, at /docs)`
    : 'content/versioned_docs/ (the versions listed in versions.json)';
  const next = latest?.replace(
    /^(\d+\.\d+\.)(\d+)$/,
    (_, head: string, patch: string) => `${head}${Number(patch) + 1}`,
  );
  const publish = next && next !== latest ? `docgen version ${next}` : 'docgen version <name>';
  return (
    'content/docs/ holds the unreleased version, which this site does not build: your edit there shows on no page. ' +
    `docgen dev serves ${served}; edit that folder to change the docs readers see now, ` +
    `or publish content/docs/ as a new version with \`${publish}\`.`
  );
}
