import type { DiagnosticCode } from './diagnostic.ts';

/** What a diagnostic code means to a writer: when it is reported, and what to do about it. */
export interface DiagnosticCodeDoc {
  /** `error` fails the build, `warning` is printed and the build goes on; and the settings that change it. */
  severity: string;
  when: string;
  fix: string;
}

/**
 * Every diagnostic code, documented once: the documentation site's diagnostics page is generated from this table,
 * and the compiler holds it to the codes the build can report (a new code without an entry fails the typecheck).
 */
export const DIAGNOSTIC_CODES = {
  'config-invalid': {
    severity: 'error',
    when: '`site.config.ts` has a value of the wrong type or shape; the message names the key.',
    fix: 'Fix the value of the key named (see the configuration reference).',
  },
  'translation-invalid': {
    severity: 'error',
    when: 'A translation JSON file under `content/i18n/<locale>/` is not `{ "key": { "message": "…" } }`.',
    fix: 'Write the file again with `docgen write-translations --locale <locale>` and translate its messages.',
  },
  'config-unknown-key': {
    severity: 'error',
    when: '`site.config.ts` has a key docgen does not know, most often a typo; the hint names the key it likely meant.',
    fix: 'Use the key in the hint, or remove it.',
  },
  'config-load-failed': {
    severity: 'error',
    when: '`site.config.ts` does not load: a syntax error (with its line and column), a failing import, or no default export.',
    fix: 'Fix the file so that it exports `defineConfig({...})` by default.',
  },
  'front-matter-invalid': {
    severity: 'error',
    when: 'The YAML between the `---` lines does not parse, or is not a mapping.',
    fix: 'Fix the YAML at the line shown.',
  },
  'front-matter-value-invalid': {
    severity: 'error',
    when: 'A front matter value of the wrong type (`sidebar_position: two`: "sidebar_position" must be a number).',
    fix: 'Fix the value at the line shown.',
  },
  'front-matter-unknown-key': {
    severity: 'warning',
    when: 'A front matter key neither docgen nor Docusaurus knows, most often a typo (`sidebar_postion`).',
    fix: 'Use the key in the hint, or remove it.',
  },
  'front-matter-unsupported': {
    severity: 'warning',
    when: 'A Docusaurus front matter key docgen reads but does nothing with (`sidebar_custom_props`, `sidebar_key`).',
    fix: 'Remove it, or keep it for Docusaurus.',
  },
  'file-not-utf8': {
    severity: 'error',
    when: 'A markdown file that is not UTF-8.',
    fix: 'Save it as UTF-8.',
  },
  'file-empty': {
    severity: 'warning',
    when: 'An empty markdown file; it is built as an empty page, as Docusaurus does.',
    fix: 'Write the page, or delete the file.',
  },
  'versions-invalid': {
    severity: 'error',
    when: '`versions.json` is not a list of version names, or there is no version to build.',
    fix: 'Write it as a JSON array of names, newest first (`["1.0.2", "1.0.1"]`).',
  },
  'version-folder-missing': {
    severity: 'error',
    when: '`versions.json`, `docs.lastVersion` or `docs.onlyIncludeVersions` names a version without its `content/versioned_docs/version-<name>` folder.',
    fix: 'Add the folder (with `docgen version`), or fix the list or the option.',
  },
  'version-name-invalid': {
    severity: 'error',
    when: '`docgen version` was given a name that cannot be a folder or route segment.',
    fix: 'Use letters, digits, dots and dashes (`1.0.3`).',
  },
  'version-exists': {
    severity: 'error',
    when: '`docgen version` was given the name of a version the site already has.',
    fix: 'Choose a new name.',
  },
  'docs-instance-unknown': {
    severity: 'error',
    when: '`docgen version --instance <id>` names no docs instance of the site (the message lists their ids).',
    fix: 'Name an id of `docs.instances` (or `docs.pluginId`), or leave out `--instance` to version the main docs.',
  },
  'sidebar-invalid': {
    severity: 'error',
    when: 'A sidebars file with an unknown item type or key, or a value of the wrong type; the message gives its JSON path.',
    fix: 'Fix the item at the JSON path shown.',
  },
  'sidebar-doc-missing': {
    severity: 'error',
    when: 'A sidebar names a doc id the version does not have.',
    fix: 'Fix the id, or add the doc.',
  },
  'category-invalid': {
    severity: 'error',
    when: 'A `_category_.json` or `_category_.yml` file that does not parse or has a wrong key.',
    fix: 'Fix the file at the key shown.',
  },
  'doc-id-invalid': {
    severity: 'error',
    when: 'A front matter `id` with a `/` in it.',
    fix: 'Give the doc an id without `/` (its folder is part of its id already).',
  },
  'doc-id-duplicate': {
    severity: 'error',
    when: 'Two files of one version have the same doc id.',
    fix: 'Give one of them another `id`, or rename it.',
  },
  'pagination-doc-missing': {
    severity: 'error',
    when: '`pagination_prev`, `pagination_next` or `displayed_sidebar` names nothing of the version.',
    fix: 'Fix the id, or use `null` to hide the link.',
  },
  'duplicate-route': {
    severity: 'error',
    when: 'Two files claim one route; reported at the file whose `slug` (or `id`) asked for it, naming both.',
    fix: 'Give it another `slug`.',
  },
  'navbar-item-broken': {
    severity: 'error',
    when: 'A navbar link (`to`) to a route the site does not have.',
    fix: 'Fix its `to`.',
  },
  'markdown-link-broken': {
    severity: 'error (a warning with `docs.onBrokenMarkdownLinks: "warn"`)',
    when: 'A markdown link to a `.md` file that is no page of the site.',
    fix: 'Fix the path (relative to the file), or create the page.',
  },
  'image-missing': {
    severity: 'error',
    when: 'An image whose file does not exist (the `favicon` and the navbar logo too, reported once in `site.config.ts`); the message names the file looked for.',
    fix: 'Add the image there, or fix the path.',
  },
  'translations-invalid': {
    severity: 'error',
    when: 'A `content/i18n/<locale>/code.json` that is not JSON of `"<id>": { "message": "<text>" }` entries.',
    fix: 'Fix the entry the message names, or make the file anew with `docgen write-translations`.',
  },
  'mail-texts-invalid': {
    severity: 'error',
    when: 'A `content/i18n/<locale>/docgen-mail.json` that is not JSON of `"<key>": "<text>"`, names a key the sign-in messages do not have, drops a `{code}`, `{link}` or `{publicUrl}` its text needs, or uses a token the message does not fill in; or a file of a locale whose language docgen writes no messages in.',
    fix: 'Fix the key or text the message names (the built-in texts are listed in the sign-in guide).',
  },
  'directive-unclosed': {
    severity: 'warning',
    when: 'A `:::tip` (or any `:::` directive) never closed: it takes in the rest of the page (or of the directive around it), its sections too, as Docusaurus shows it.',
    fix: 'Add the closing `:::` (as many colons as the opening).',
  },
  'directive-unknown': {
    severity: 'warning',
    when: 'A `:::name` that is no admonition; the hint names the one it likely meant.',
    fix: 'Fix the name.',
  },
  'directive-stray-fence': {
    severity: 'warning',
    when: 'A `:::` line that closes nothing.',
    fix: 'Remove the line.',
  },
  'mdx-unsupported': {
    severity:
      'warning (an error with `docgen build --strict`); an error for an `@theme/…` or `@docusaurus/…` module docgen does not provide',
    when: 'MDX left out: an import, export or component of a page whose MDX does not parse (the page is made as markdown, the content of its components kept), or an `@theme/…` / `@docusaurus/…` module docgen does not provide (the build fails naming it).',
    fix: 'Fix the MDX where it does not parse, or use a module docgen provides (see "Components and MDX").',
  },
  'mdx-invalid': {
    severity:
      'warning (an error with `docgen build --strict`); an error for an import that does not resolve or an undefined component',
    when: 'MDX written wrongly: MDX that does not parse (an unclosed `{`, tag or expression), an import that does not resolve, a component the page neither imports nor gets from `src/theme/MDXComponents`, a `<TabItem>` without `value` or outside `<Tabs>`, a missing partial.',
    fix: 'Fix the MDX at the line shown.',
  },
  'mdx-component-failed': {
    severity: 'error',
    when: "A site's component threw while its page was rendered; the message names the page, the component and its error.",
    fix: 'Fix the component, or the props the page gives it.',
  },
  'link-broken': {
    severity: 'error',
    when: 'A link in the written site leads nowhere (page → target, and the markdown that wrote it).',
    fix: 'Fix the target, or create the page or file.',
  },
  'anchor-broken': {
    severity: 'warning (an error with `docs.onBrokenAnchors: "throw"`)',
    when: 'A `#fragment` that is no heading or id of its page; the hint names the heading it likely meant.',
    fix: 'Fix the fragment.',
  },
  'blog-author-missing': {
    severity: 'error',
    when: 'A post names an author key `authors.yml` does not define.',
    fix: 'Define the author in `blog/authors.yml`, or fix the key.',
  },
  'blog-authors-mixed': {
    severity: 'error',
    when: 'A post uses `authors` together with the older `author`, `author_title`, … keys.',
    fix: 'Keep one of the two forms.',
  },
  'blog-tag-undefined': {
    severity: 'warning',
    when: 'A post uses a tag that the site’s `blog/tags.yml` does not define.',
    fix: 'Define it in `tags.yml`, or fix the name.',
  },
  'data-file-invalid': {
    severity: 'error',
    when: '`blog/authors.yml` or `blog/tags.yml` does not parse, or has a wrong key.',
    fix: 'Fix the file at the line shown.',
  },
  'render-failed': {
    severity: 'error',
    when: 'A page threw while rendering; the message names the page.',
    fix: 'Read the error: most often front matter or content the theme cannot show.',
  },
  'too-many-audiences': {
    severity: 'error',
    when: 'A page lists pages of more different private-path rules than are rendered as variants of it.',
    fix: 'Give the groups their own sidebars (front matter `displayed_sidebar`), or let fewer rules cover one sidebar.',
  },
  'page-timeout': {
    severity: 'error',
    when: 'A page stayed in a build stage longer than `build.pageTimeoutSeconds`; the message names the page and the stage.',
    fix: 'Split the page, or raise `build.pageTimeoutSeconds`.',
  },
  'custom-css-invalid': {
    severity: 'error',
    when: 'A stylesheet of `theme.customCss` does not exist, does not parse, or `@import`s or `url()`s a file that does not exist.',
    fix: "Fix the stylesheet at the line shown, or the path in `theme.customCss` (from the site's folder).",
  },
  'dev-build-failed': {
    severity: 'error',
    when: '(`docgen dev`) the build itself failed, e.g. the theme threw.',
    fix: 'Fix the cause and save.',
  },
} satisfies Record<DiagnosticCode, DiagnosticCodeDoc>;
