import type { ReactElement } from 'react';
import type { DocPageData } from '../../core/site/page-data.ts';
import { versionsOf } from '../../core/site/doc-instances.ts';
import { Markdown, PAGE_CONTENT_KEY } from '../common/Markdown.tsx';
import { EditMetaRow } from '../common/EditMetaRow.tsx';
import { Pager } from '../common/Pager.tsx';
import { useSiteContext } from '../site-context.ts';
import { Toc } from '../toc/Toc.tsx';
import { TocMobile } from '../toc/TocMobile.tsx';
import { currentVersion } from '../versions.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CopyPageMarkdown } from './CopyPageMarkdown.tsx';
import { DocCardList } from './DocCardList.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { VersionBadge } from './VersionBadge.tsx';
import { UntranslatedNotice } from './UntranslatedNotice.tsx';
import { VersionBanner } from './VersionBanner.tsx';
import { useTranslate } from '../i18n/use-translate.ts';

/**
 * A doc, or a category's generated page (its items as cards): sidebar | version notice, breadcrumbs, title,
 * content, last update, pager | table of contents.
 */
export function DocPage({ page }: { page: DocPageData }): ReactElement {
  const { site } = useSiteContext();
  const t = useTranslate();
  const version = currentVersion(site, page);
  // A category's generated page has no markdown copy: its cards are navigation (see page-markdown.ts).
  const copyable = site.pageMarkdown === true && page.docId !== undefined;
  return (
    <div className="doc-page">
      {page.sidebar.length > 0 && <DocSidebar items={page.sidebar} route={page.route} />}
      <div className="doc-main">
        <div className="doc-content">
          {version && <VersionBanner site={site} version={version} links={page.versionLinks} />}
          {page.untranslated && <UntranslatedNotice />}
          {site.docs.breadcrumbs && <Breadcrumbs items={page.breadcrumbs} />}
          {/* As in Docusaurus, a site that builds one version does not name it on every doc, unless told to. */}
          {version && (version.badge ?? versionsOf(site.versions, version.instance).length > 1) && (
            <VersionBadge label={version.label} />
          )}
          <TocMobile toc={page.toc} />
          <article className="doc-article">
            {!page.hideTitle && (
              <header>
                <div className="doc-article__title">
                  <h1 className="page-title">{page.title}</h1>
                  {copyable && <CopyPageMarkdown route={page.route} />}
                </div>
                {page.cards && page.description && <p className="doc-article__lead">{page.description}</p>}
              </header>
            )}
            {page.hideTitle && copyable && (
              <div className="doc-article__title">
                <CopyPageMarkdown route={page.route} />
              </div>
            )}
            {page.cards ? (
              <DocCardList cards={page.cards} />
            ) : (
              <Markdown html={page.html} contentKey={PAGE_CONTENT_KEY} />
            )}
            {(page.editUrl || page.lastUpdate) && (
              <footer className="doc-article__footer">
                <EditMetaRow editUrl={page.editUrl} lastUpdate={page.lastUpdate} />
              </footer>
            )}
          </article>
          <Pager
            label={t('theme.docs.paginator.navAriaLabel')}
            previous={page.previous}
            next={page.next}
            previousLabel={t('theme.docs.paginator.previous')}
            nextLabel={t('theme.docs.paginator.next')}
          />
        </div>
        <Toc toc={page.toc} />
      </div>
    </div>
  );
}
