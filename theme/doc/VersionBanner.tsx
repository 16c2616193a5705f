import type { ReactElement } from 'react';
import type { SiteData, VersionData, VersionLinks } from '../../core/site/page-data.ts';
import { latestVersion, versionTarget } from '../versions.ts';

interface VersionBannerProps {
  site: SiteData;
  version: VersionData;
  /** This doc in the other versions. */
  links: VersionLinks;
}

/**
 * On docs of an older version, or of the unreleased one: says so and links to the same doc in the latest version
 * (or its main doc), in Docusaurus' words.
 */
export function VersionBanner({ site, version, links }: VersionBannerProps): ReactElement | null {
  const latest = latestVersion(site);
  if (!latest || version.name === latest.name || !version.banner) return null;
  return (
    <div className="admonition admonition-warning version-banner" role="note">
      <div className="admonition-content">
        {version.banner === 'unreleased' ? (
          <p>
            This is unreleased documentation for {site.productName} <b>{version.label}</b> version.
          </p>
        ) : (
          <p>
            This is documentation for {site.productName} <b>{version.label}</b>, which is no longer actively
            maintained.
          </p>
        )}
        <p>
          For up-to-date documentation, see the{' '}
          <a href={versionTarget(links, latest)}>
            <b>latest version</b>
          </a>{' '}
          ({latest.label}).
        </p>
      </div>
    </div>
  );
}
