import type { ReactElement } from 'react';
import type { DocPageData } from '../../core/site/page-data.ts';
import { Markdown, PAGE_CONTENT_KEY } from '../common/Markdown.tsx';
import { Pager } from '../common/Pager.tsx';
import { useSiteContext } from '../site-context.ts';
import { Toc } from '../toc/Toc.tsx';
import { TocMobile } from '../toc/TocMobile.tsx';
import { currentVersion } from '../versions.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { VersionBadge } from './VersionBadge.tsx';
import { VersionBanner } from './VersionBanner.tsx';

/** A doc: sidebar | version notice, breadcrumbs, title, content, pager | table of contents. */
export function DocPage({ page }: { page: DocPageData }): ReactElement {
  const { site } = useSiteContext();
  const version = currentVersion(site, page);
  return (
    <div className="doc-page">
      <DocSidebar items={page.sidebar} route={page.route} />
      <div className="doc-main">
        <div className="doc-content">
          {version && <VersionBanner site={site} version={version} links={page.versionLinks} />}
          <Breadcrumbs items={page.breadcrumbs} />
          {version && <VersionBadge label={version.label} />}
          <TocMobile toc={page.toc} />
          <article className="doc-article">
            <header>
              <h1 className="page-title">{page.title}</h1>
            </header>
            <Markdown html={page.html} contentKey={PAGE_CONTENT_KEY} />
          </article>
          <Pager
            label="Docs pages"
            previous={page.previous}
            next={page.next}
            previousLabel="Previous"
            nextLabel="Next"
          />
        </div>
        <Toc toc={page.toc} />
      </div>
    </div>
  );
}
