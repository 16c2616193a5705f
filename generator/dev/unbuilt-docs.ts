import { loadSiteConfig } from '../../node/config/load-site-config.ts';
import { CURRENT_VERSION, planVersions, readVersionNames } from '../load/versions.ts';

/** Whether the site builds `content/docs/` as a version (its configuration read afresh, as the dev build reads it). */
export async function buildsCurrentDocs(root: string): Promise<boolean> {
  const config = await loadSiteConfig(root, true);
  if (!config.ok) return false;
  const plan = await planVersions(root, config.config.docs);
  return plan.versions.some((version) => version.name === CURRENT_VERSION);
}

/**
 * What `docgen dev` says, once, when the writer first edits `content/docs/`: the site builds only its released
 * versions, so the edit shows nowhere, and a Docusaurus writer expects it on the page. Which folder is served,
 * and how to publish the unreleased one.
 */
export async function unbuiltDocsNote(root: string): Promise<string> {
  const read = await readVersionNames(root);
  const [latest] = read.ok ? read.names : [];
  const served = latest
    ? `content/versioned_docs/version-${latest}/ (version ${latest})`
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
