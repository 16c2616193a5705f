/**
 * A grant's reader's library in the build being served: the gate's audience for the grant's groups and
 * organisation decides every page, hit and listing, exactly as it decides that reader's pages.
 */
import type { AccessUser } from '../../core/access/private-paths.ts';
import { readerPages } from '../ai/reader-pages.ts';
import type { SiteBuild } from '../http/site-build.ts';
import type { AssistantGrantRecord } from '../identity/index.ts';
import type { Audience, SectionSearch } from '../search/section-search.ts';
import type { LibraryPage, LibraryVersion, ReaderLibrary } from './reader-library.ts';

/** The pages a reader may open, with their markdown (`server/ai/reader-pages.ts`). */
interface OpenPages {
  catalog: { versions: LibraryVersion[]; pages: LibraryPage[] };
  readPageMarkdown(route: string): Promise<string | undefined>;
}

/**
 * What a grant may read as: its groups and organisation, and one factor. The token carries nothing more, so
 * pages asking for more factors stay closed to assistants.
 */
function grantReader(grant: AssistantGrantRecord): AccessUser {
  return { groups: [...grant.groups], organization: grant.orgId, factors: 1 };
}

/** The grant's library in `build`. */
export function buildLibrary(build: SiteBuild, grant: AssistantGrantRecord): ReaderLibrary {
  const audience = build.audienceOf(grantReader(grant));
  return readerLibrary({
    index: () => build.searchable.search(),
    audience,
    pages: readerPages(build.pages, audience),
  });
}

function readerLibrary(params: {
  /** The build's search index (`Searchable.search`). */
  index: () => Promise<SectionSearch>;
  audience: Audience | undefined;
  pages: OpenPages;
}): ReaderLibrary {
  const { audience, pages } = params;
  return {
    async search(query, version) {
      const search = await params.index();
      if (version !== undefined && !search.knowsVersion(version)) return undefined;
      return audience ? search.search(query, audience, version) : [];
    },
    versions: () => pages.catalog.versions,
    pages: (version) =>
      pages.catalog.pages.filter((page) => version === undefined || page.version === version),
    markdown: (route) => pages.readPageMarkdown(route),
  };
}
