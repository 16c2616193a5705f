/**
 * The theme's texts in English: the reference every other locale translates, key for key. Keys are Docusaurus'
 * translation ids where Docusaurus has the text (so a site's `i18n/<locale>/code.json` made for Docusaurus
 * overrides them as it did there), `docgen.*` for docgen's own. `{name}` is filled in where the text is shown;
 * `a|b` are plural forms (see `theme-strings.ts`).
 */
export const EN = {
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.NavBar.navAriaLabel': 'Main',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Toggle navigation bar',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation bar',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'docgen.docs.sidebar.asideAriaLabel': 'Docs navigation',
  'theme.DocSidebarItem.expandCategoryAriaLabel': "Expand sidebar category '{label}'",
  'theme.DocSidebarItem.collapseCategoryAriaLabel': "Collapse sidebar category '{label}'",
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'docgen.toc.asideAriaLabel': 'Table of contents',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.docs.versions.unreleasedVersionLabel':
    'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'theme.docs.versions.unmaintainedVersionLabel':
    'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel':
    'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'docgen.untranslated.notice':
    'This page has not been translated into {language} yet: you are reading the {original} original.',
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
  'theme.SearchBar.label': 'Search',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  'docgen.announcementBar.ariaLabel': 'Announcement',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  /** The twelve months' names, January first; a date as Docusaurus writes it in the language. */
  'docgen.date.months':
    'January|February|March|April|May|June|July|August|September|October|November|December',
  'docgen.date.full': '{month} {day}, {year}',
  'docgen.date.monthDay': '{month} {day}',
  'theme.blog.archive.title': 'Archive',
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.blog.post.readingTime.plurals': 'One min read|{readingTime} min read',
  'theme.blog.sidebar.navAriaLabel': 'Blog recent posts navigation',
  'docgen.blog.sidebar.title': 'All posts',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.tags.tagsPageLink': 'View All Tags',
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1': 'We could not find what you were looking for.',
  'theme.NotFound.p2':
    'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  'docgen.notFound.home': 'Go to the home page',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'docgen.locked': '(locked)',
  'docgen.part.loading': 'Loading {label}…',
  'docgen.part.failed': 'The {label} could not be loaded.',
  'docgen.part.retry': 'Retry',
  'docgen.diagram.fullSize': 'Full size',
  'docgen.diagram.dialogLabel': 'Diagram at full size',
  'docgen.search.dialogLabel': 'Search the documentation',
  'theme.SearchModal.searchBox.placeholderText': 'Search the docs',
  'theme.SearchModal.searchBox.cancelButtonText': 'Close',
  'docgen.search.allVersions': 'All versions',
  'docgen.search.results': 'Results',
  'theme.SearchModal.startScreen.noRecentSearchesText': 'Type to search.',
  'theme.SearchModal.startScreen.recentSearchesTitle': 'Recent searches',
  'docgen.search.searching': 'Searching…',
  'docgen.search.signInRequired': 'Sign in to search.',
  'docgen.search.tooMany': 'Too many searches at once: wait a few seconds.',
  'docgen.search.tooManyWait': 'Too many searches at once: try again in {wait}.',
  'docgen.search.notServed':
    'This copy of the site has no search: it works where the site is served by docgen serve.',
  'docgen.search.failed': 'Search is not available right now.',
  'theme.SearchModal.noResultsScreen.noResultsText': 'No results for “{query}”.',
  'docgen.wait.seconds': '{count} second|{count} seconds',
  'docgen.wait.minutes': '{count} minute|{count} minutes',
  'docgen.signIn.pageTitle': 'Sign in to continue',
  'docgen.signIn.pageText':
    'This documentation is available to signed-in customers. Sign in with your e-mail address to read it.',
} as const;

export type ThemeStringKey = keyof typeof EN;
/** Every text of the theme in one locale: a translation has each key (the compiler checks it). */
export type ThemeStrings = Record<ThemeStringKey, string>;
