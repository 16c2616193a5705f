import type { ReactElement } from 'react';
import { versionsOf } from '../../core/site/doc-instances.ts';
import { savePreferredVersion, usePreferredVersion } from '../preferred-version.ts';
import { useSiteContext } from '../site-context.ts';
import { currentVersion, latestVersion, versionTarget } from '../versions.ts';
import { Dropdown, type DropdownEntry } from './Dropdown.tsx';

/**
 * Lists the versions of a docs instance (the main docs unless `instance` names another). From a doc page of it
 * each entry leads to the same doc in that version when it exists there, else to that version's main doc;
 * choosing one saves it as the instance's preferred version.
 */
export function VersionDropdown({
  mobile,
  instance: named,
}: {
  mobile?: boolean;
  instance?: string;
}): ReactElement | null {
  const { site, page } = useSiteContext();
  const instance = named ?? site.docs.pluginId;
  const preferred = usePreferredVersion(site, instance);
  const pageVersion = page.kind === 'doc' ? currentVersion(site, page) : undefined;
  const onItsDocs = pageVersion?.instance === instance;
  // Off the instance's docs, the dropdown names the reader's preferred version (else the latest).
  const current = onItsDocs ? pageVersion : (preferred ?? latestVersion(site, instance));
  if (!current) return null;
  const links = page.kind === 'doc' && onItsDocs ? page.versionLinks : undefined;
  const entries: DropdownEntry[] = versionsOf(site.versions, instance).map((version) => ({
    label: version.label,
    href: versionTarget(links, version),
    active: version.name === current.name,
    onSelect: () => savePreferredVersion(instance, version.name),
  }));
  return (
    <Dropdown
      label={mobile ? 'Versions' : current.label}
      entries={entries}
      mobile={mobile}
      className="version-dropdown"
    />
  );
}
