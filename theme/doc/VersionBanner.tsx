import type { ReactElement } from 'react';
import type { SiteData, VersionData, VersionLinks } from '../../core/site/page-data.ts';
import { Interpolate } from '../i18n/Interpolate.tsx';
import { useTranslate } from '../i18n/use-translate.ts';
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
  const t = useTranslate();
  const latest = latestVersion(site, version.instance);
  if (!latest || version.name === latest.name || !version.banner) return null;
  const label =
    version.banner === 'unreleased'
      ? 'theme.docs.versions.unreleasedVersionLabel'
      : 'theme.docs.versions.unmaintainedVersionLabel';
  return (
    <div className="admonition admonition-warning version-banner" role="note">
      <div className="admonition-content">
        <p>
          <Interpolate
            text={t(label)}
            values={{ siteTitle: site.productName, versionLabel: <b>{version.label}</b> }}
          />
        </p>
        <p>
          <Interpolate
            text={t('theme.docs.versions.latestVersionSuggestionLabel')}
            values={{
              latestVersionLink: (
                <a href={versionTarget(links, latest)}>
                  <b>{t('theme.docs.versions.latestVersionLinkLabel')}</b>
                </a>
              ),
              versionLabel: latest.label,
            }}
          />
        </p>
      </div>
    </div>
  );
}
