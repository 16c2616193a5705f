/** The docs: the main docs' route and versions, further docs instances, sidebars and link checks. */
import { z } from 'zod';
import type { DocEditUrlFunction } from '../../site/edit-url.ts';
import { editLocalizedFiles, editUrlOf, lastUpdate } from './page-footer-options.ts';

const routeBase = z
  .string()
  .regex(/^\/?(?:[\w.~-]+(?:\/[\w.~-]+)*\/?)?$/, 'a route path such as "docs", "guides/api" or "/"');

/** Which versions of a docs instance are built, as the options of a Docusaurus docs plugin say. */
const versionChoice = {
  /**
   * Build the instance's unreleased docs folder as a version of its own, as Docusaurus' `includeCurrentVersion`:
   * the "Next" version at `<routeBasePath>/next` while its versions file lists released versions, else its one
   * version. Default: only when it has no released version; a docgen site with versions publishes what
   * `docgen version` cut. `docgen init` writes Docusaurus' value.
   */
  includeCurrentVersion: z.boolean().optional(),
  /**
   * The version served at the instance's root, as Docusaurus' `lastVersion` (`'current'` names the unreleased
   * docs folder). Default: the first of its versions file, else `'current'`.
   */
  lastVersion: z.string().min(1).optional(),
  /** Build only these versions (names from the versions file, or `'current'`), as Docusaurus' `onlyIncludeVersions`. Default: every version. */
  onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
  /**
   * Settings of each version (by its name in the versions file, or `'current'`), as Docusaurus' `versions`.
   * Default: none, each version as described on its keys.
   */
  versions: z
    .record(
      z.string().min(1),
      z.strictObject({
        /** The version's name in the version dropdown, badge and banner. Default: its name; `'Next'` for `current`. */
        label: z.string().min(1).optional(),
        /** Whether its docs show the "Version: <label>" badge. Default: when the instance builds more than one version. */
        badge: z.boolean().optional(),
        /**
         * The banner above its docs. Default: `'unreleased'` for the versions newer than `lastVersion`,
         * `'unmaintained'` for the older ones, `'none'` for `lastVersion`.
         */
        banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
      }),
    )
    .optional(),
};

/** A docs instance besides the main docs, as a second Docusaurus docs plugin (see `docs.instances`). */
const docsInstance = z.strictObject({
  /** Names the instance in its files and in navbar items (`docsPluginId`): letters, digits, `_` and `-`. */
  id: z.string().regex(/^[\w-]+$/, 'letters, digits, "_" and "-"'),
  /** Its unreleased docs folder, under `content/`. Default: the id. */
  path: z
    .string()
    .regex(/^[\w.~-]+(?:\/[\w.~-]+)*$/, 'a folder under content/ such as "community"')
    .optional(),
  /** Where it is served, as Docusaurus' `routeBasePath`. Default: the id. */
  routeBasePath: routeBase.optional(),
  ...versionChoice,
});

export const docs = z.strictObject({
  /**
   * Where the docs are served, as Docusaurus' `routeBasePath`: `'docs'` serves them under `/docs`, `'/'` (or `''`)
   * at the site root (`/configuration/record`), `'guides/v'` under `/guides/v`.
   * @default 'docs'
   */
  routeBasePath: routeBase.default('docs'),
  ...versionChoice,
  /**
   * More docs instances, each with its own folder, route, sidebars and versions (Docusaurus' further
   * `@docusaurus/plugin-content-docs` plugins, which `docgen init` carries over). Their files are named after
   * the id as Docusaurus names them: `content/<path>/`, `content/<id>_sidebars.(json|js|ts)`, `<id>_versions.json`,
   * `content/<id>_versioned_docs/` and `content/<id>_versioned_sidebars/`. The keys above are the main docs'
   * (`content/docs/`); sidebar, breadcrumb and link-check settings apply to every instance. `docgen version X
   * --instance <id>` cuts a version of one.
   * @default []
   */
  instances: z.array(docsInstance).default([]),
  /**
   * Names the reader's preferred docs version in their browser's storage.
   * @default 'default'
   */
  pluginId: z.string().default('default'),
  /**
   * `false` keeps every sidebar category expanded, without a toggle.
   * @default true
   */
  sidebarCollapsible: z.boolean().default(true),
  /**
   * `false` shows no breadcrumbs above the docs, as Docusaurus' `breadcrumbs: false`.
   * @default true
   */
  breadcrumbs: z.boolean().default(true),
  /**
   * A markdown link to a `.md` file that is not a page of the site, reported with its file, line and column: a
   * failed build, or (`'warn'`) a warning (the link is then shipped as written).
   * @default 'throw'
   */
  onBrokenMarkdownLinks: z.enum(['warn', 'throw']).default('throw'),
  /**
   * A `#fragment` link to a heading or id the target page does not have: a warning, or a failed build.
   * @default 'warn'
   */
  onBrokenAnchors: z.enum(['warn', 'throw']).default('warn'),
  /**
   * Shows "Edit this page" under each doc, of every docs instance, as Docusaurus does: a base URL such as
   * `'https://github.com/acme/site/tree/main/'`, followed by the doc's file relative to the site root
   * (`content/docs/intro.md`); or a function of `{ version, versionDocsDirPath, docPath, permalink, locale }`
   * returning the URL (or `undefined` for none). Front matter `custom_edit_url` overrides it per doc (`null`: no link).
   */
  editUrl: editUrlOf<DocEditUrlFunction>('doc').optional(),
  /**
   * A versioned doc's "Edit this page" link leads to the same file in the unreleased docs (`content/docs/`).
   * @default false
   */
  editCurrentVersion: z.boolean().default(false),
  ...editLocalizedFiles,
  ...lastUpdate,
});
