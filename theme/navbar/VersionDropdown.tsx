import type { ReactElement } from 'react';
import { savePreferredVersion, usePreferredVersion } from '../preferred-version.ts';
import { useSiteContext } from '../site-context.ts';
import { currentVersion, versionTarget } from '../versions.ts';
import { Dropdown, type DropdownEntry } from './Dropdown.tsx';

/**
 * Lists the docs versions. From a doc page each entry leads to the same doc in that version when it
 * exists there, else to that version's main doc; choosing one saves it as the preferred version.
 */
export function VersionDropdown({ mobile }: { mobile?: boolean }): ReactElement | null {
  const { site, page } = useSiteContext();
  const preferred = usePreferredVersion(site);
  // Off the docs, the dropdown names the reader's preferred version (else the latest).
  const current =
    page.kind === 'doc' ? currentVersion(site, page) : (preferred ?? currentVersion(site, page));
  if (!current) return null;
  const links = page.kind === 'doc' ? page.versionLinks : undefined;
  const entries: DropdownEntry[] = site.versions.map((version) => ({
    label: version.label,
    href: versionTarget(links, version),
    active: version.name === current.name,
    onSelect: () => savePreferredVersion(site.docs.pluginId, version.name),
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
