import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { starterConfigSource } from './starter-config.ts';

/** `docgen init` will not write into a folder that holds anything but dotfiles (`.git`). */
export class StarterRefused extends Error {}

export interface StarterOptions {
  /** The new site's folder, created if missing. */
  target: string;
  /** A site without the sign-in gate; by default every page needs a signed-in reader. */
  public: boolean;
  /** The docgen version the site's package.json depends on: the one that made it. */
  docgenVersion: string;
}

/** The version the starter's docs are published as (`versions.json`). */
const FIRST_VERSION = '1.0.0';

/** A path of the site's folder, by its content. */
type StarterFiles = Record<string, string>;

/** The folder's name as an npm package name (and the organisation's id): lower case, no spaces. */
function packageName(folder: string): string {
  const words = folder
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.length === 0 ? 'my-docs' : words.join('-');
}

function titleOf(name: string): string {
  const words = name.split(/[-_\s]+/).filter(Boolean);
  const title = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ');
  return title === '' ? 'My Docs' : title;
}

const DOCS: StarterFiles = {
  'intro.md': `---
title: Introduction
description: What these docs are and where to start.
---

Welcome! These pages are written in Markdown under \`content/versioned_docs/version-${FIRST_VERSION}/\`; the
sidebar lists them in the order of \`content/versioned_sidebars/version-${FIRST_VERSION}-sidebars.json\`.

## Next steps

- [Write a page](./writing-pages.md)
- [Publish a new version](./versions.md)
`,
  'writing-pages.md': `---
title: Writing pages
description: Markdown, front matter and links.
---

Each page is a Markdown file. The front matter at its top gives the page's \`title\` and \`description\`.

:::tip
Links between pages name the Markdown file, such as [the introduction](./intro.md): a link to a page that
does not exist fails the build.
:::

\`\`\`ts title="site.config.ts"
import { defineConfig } from 'docgen';

export default defineConfig({ title: 'My Docs' });
\`\`\`
`,
  'versions.md': `---
title: Versions
description: Publishing the docs of a new release.
---

\`versions.json\` lists the published versions, newest first. \`npx docgen version 1.1.0\` copies
\`content/docs/\` (the docs of the next release) into a new version and makes it the latest.
`,
};

const SIDEBARS = `${JSON.stringify({ docs: ['intro', 'writing-pages', 'versions'] }, null, 2)}\n`;

function starterFiles(name: string, options: StarterOptions): StarterFiles {
  const docs = Object.entries(DOCS);
  return {
    'site.config.ts': starterConfigSource(name, titleOf(name), options.public),
    'package.json': `${JSON.stringify(
      {
        name,
        private: true,
        type: 'module',
        scripts: { dev: 'docgen dev', build: 'docgen build', serve: 'docgen serve' },
        dependencies: { docgen: `^${options.docgenVersion}` },
      },
      null,
      2,
    )}\n`,
    '.gitignore': 'node_modules/\nbuild/\n.docgen/\n',
    'versions.json': `${JSON.stringify([FIRST_VERSION])}\n`,
    ...Object.fromEntries(docs.map(([file, text]) => [`content/docs/${file}`, text])),
    ...Object.fromEntries(
      docs.map(([file, text]) => [`content/versioned_docs/version-${FIRST_VERSION}/${file}`, text]),
    ),
    'content/sidebars.json': SIDEBARS,
    [`content/versioned_sidebars/version-${FIRST_VERSION}-sidebars.json`]: SIDEBARS,
    'content/pages/index.md': `---
title: ${titleOf(name)}
features:
  - title: Get started
    description: What these docs are and where to start.
    to: /docs/intro
  - title: Write
    description: Pages are Markdown files with front matter.
    to: /docs/writing-pages
---

The home page: edit it in \`content/pages/index.md\`. News goes in the [blog](/blog).
`,
    'content/blog/2026-01-05-welcome.md': `---
title: Welcome to the blog
tags: [news]
---

Posts are Markdown files in \`content/blog/\`, named by their date.

<!-- truncate -->

Everything after the truncate marker shows on the post's own page only.
`,
  };
}

/** The files written, relative to the target, in the order written. */
export async function writeStarter(options: StarterOptions): Promise<string[]> {
  const { target } = options;
  const present = await readdir(target).catch(() => []);
  if (present.some((entry) => !entry.startsWith('.'))) {
    throw new StarterRefused(`${target} is not empty: docgen init makes a new site in an empty folder.`);
  }
  const files = starterFiles(packageName(basename(target)), options);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(target, file)), { recursive: true });
    await writeFile(join(target, file), text, { flag: 'wx' });
  }
  return Object.keys(files);
}
