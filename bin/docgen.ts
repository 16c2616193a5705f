import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { EXIT } from '../core/errors/exit-codes.ts';
import type { UsersAction } from '../server/users-command.ts';

// Read when run, not imported: the compiled CLI is cached by its sources, and package.json is not one of them.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const OUTPUT_HELP =
  '\nOutput: human lines on a terminal, one JSON object per line otherwise; LOG_FORMAT=pretty or json chooses.';

// Commands load their modules on demand so `--help` and each command start without loading the others.
const program = new Command()
  .name('docgen')
  .description('Build, preview, version and serve private, versioned documentation sites.')
  .version(version, '-v, --version', 'print the version of docgen')
  .showHelpAfterError()
  .exitOverride();

program
  .command('build')
  .description('Render every route of the site to static HTML, bundle the client and check every link.')
  .option('--out-dir <dir>', 'output directory', 'build')
  .option('--root <dir>', 'site root (holds site.config.ts)', '.')
  .option('--strict', 'fail the build on MDX warnings (mdx-unsupported, mdx-invalid)')
  .option(
    '--locale <locale>',
    'build only this locale, at its usual routes (default: every locale of the site)',
  )
  .action(async (options: { outDir: string; root: string; strict?: boolean; locale?: string }) => {
    const { buildCommand } = await import('../generator/cli/build-command.ts');
    process.exitCode = await buildCommand(options);
  });

program
  .command('dev')
  .description('Serve the site, rebuild pages on save and update the open browser tab.')
  .option('--port <port>', 'port to listen on', '3000')
  .option('--host <host>', 'host to listen on', '127.0.0.1')
  .option('--root <dir>', 'site root (holds site.config.ts)', '.')
  .option('--locale <locale>', "the one locale it builds and serves (default: the site's default locale)")
  .addHelpText('after', OUTPUT_HELP)
  .action(async (options: { port: string; host: string; root: string; locale?: string }) => {
    // The generator's dev loop serves sign-in and search through the server's parts: composed here, since
    // neither side imports the other.
    const [{ devCommand }, { devServices }] = await Promise.all([
      import('../generator/cli/dev-command.ts'),
      import('../server/dev/dev-services.ts'),
    ]);
    process.exitCode = await devCommand(options, () => devServices());
  });

program
  .command('version')
  .description('Snapshot content/docs (or a docs instance) as a new version and make it the latest.')
  .argument('<name>', 'version name, e.g. 1.0.3')
  .option('--instance <id>', 'the docs instance to version (an id of docs.instances); default the main docs')
  .option('--root <dir>', 'site root (holds site.config.ts)', '.')
  .action(async (name: string, options: { root: string; instance?: string }) => {
    const { versionCommand } = await import('../generator/cli/version-command.ts');
    process.exitCode = await versionCommand({ name, ...options });
  });

program
  .command('write-translations')
  .description(
    "Write a locale's translation files (sidebar, version, navbar and footer labels) for a translator to fill in.",
  )
  .requiredOption('--locale <locale>', 'the locale, e.g. de')
  .option('--root <dir>', 'site root (holds site.config.ts)', '.')
  .action(async (options: { locale: string; root: string }) => {
    const { writeTranslationsCommand } = await import('../generator/cli/write-translations-command.ts');
    process.exitCode = await writeTranslationsCommand(options);
  });

program
  .command('init')
  .description(
    'Make a new docgen site: a starter (private, with sign-in), or from a Docusaurus 3 site, which is only read.',
  )
  .argument(
    '[dir]',
    'the new site, created if missing: empty (dotfiles aside), or from Docusaurus, without site.config.ts or content/',
    '.',
  )
  .option('--public', 'a starter without the sign-in gate: every page public')
  .option('--from-docusaurus <path>', 'the Docusaurus site (holds docusaurus.config.js or .ts)')
  .option('--root <dir>', 'the new site, as [dir]')
  .action(async (dir: string, options: { public?: boolean; fromDocusaurus?: string; root?: string }) => {
    const { initCommand } = await import('../generator/cli/init-command.ts');
    process.exitCode = await initCommand({ ...options, root: options.root ?? dir, version });
  });

program
  .command('serve')
  .description('Serve a built site, and the identity API at /api for a site with sign-in.')
  .option('--dir <dir>', 'built site directory', 'build')
  .addOption(new Option('--port <port>', 'port to listen on').env('PORT').default('3000'))
  .option('--host <host>', 'host to listen on', '127.0.0.1')
  .option(
    '--watch-build',
    'take up a new build when the build folder is replaced by a rename (SIGHUP always does)',
  )
  .addHelpText('after', OUTPUT_HELP)
  .action(async (options: { dir: string; port: string; host: string; watchBuild?: boolean }) => {
    const { serveCommand } = await import('../server/serve-command.ts');
    process.exitCode = await serveCommand(options);
  });

const users = program
  .command('users')
  .description('Manage who may read the site (in the storage `docgen serve` uses).')
  .option('--root <dir>', 'site root (holds site.config.ts)', '.');

async function runUsers(action: UsersAction): Promise<void> {
  const { usersCommand } = await import('../server/users-command.ts');
  process.exitCode = await usersCommand(action, users.opts<{ root: string }>());
}

const ORG_OPTION = [
  '--org <id>',
  "a sub-organisation: the reader's membership of it and their groups (or roles) there",
] as const;
/** The `--org` of a user command, when given. */
const inOrg = (options: { org?: string }) => (options.org === undefined ? {} : { org: options.org });

users
  .command('add')
  .description('Add a reader (or set the groups of an existing one).')
  .argument('<email>', 'e-mail address')
  .option('--groups <list>', 'comma-separated groups, e.g. partners,admins')
  .option(...ORG_OPTION)
  .action((email: string, options: { groups?: string; org?: string }) =>
    runUsers({
      kind: 'add',
      email,
      ...(options.groups === undefined ? {} : { groups: options.groups }),
      ...inOrg(options),
    }),
  );
users
  .command('list')
  .description('List every reader with groups and last sign-in.')
  .option(...ORG_OPTION)
  .action((options: { org?: string }) => runUsers({ kind: 'list', ...inOrg(options) }));
users
  .command('remove')
  .description('Remove a reader; their sessions end within a second.')
  .argument('<email>', 'e-mail address')
  .option(...ORG_OPTION)
  .action((email: string, options: { org?: string }) =>
    runUsers({ kind: 'remove', email, ...inOrg(options) }),
  );
users
  .command('groups')
  .description('Replace the groups of a reader ("" for none).')
  .argument('<email>', 'e-mail address')
  .argument('<groups>', 'comma-separated groups')
  .option(...ORG_OPTION)
  .action((email: string, groups: string, options: { org?: string }) =>
    runUsers({ kind: 'groups', email, groups, ...inOrg(options) }),
  );
users
  .command('roles')
  .description(
    'Replace the roles of a reader ("" for none): carried in their tokens for other applications; docgen itself decides nothing on them.',
  )
  .argument('<email>', 'e-mail address')
  .argument('<roles>', 'comma-separated roles, e.g. billing,support')
  .option(...ORG_OPTION)
  .action((email: string, roles: string, options: { org?: string }) =>
    runUsers({ kind: 'roles', email, roles, ...inOrg(options) }),
  );

users
  .command('audit')
  .description(
    'List impersonations and what their tokens did, newest first: who signed in as which reader, when, until when.',
  )
  .option('--limit <n>', 'how many to list', '50')
  .action((options: { limit: string }) => {
    const limit = Number(options.limit);
    if (!Number.isInteger(limit) || limit < 1) {
      process.stderr.write('docgen users audit: --limit must be a positive whole number\n');
      process.exitCode = 2;
      return;
    }
    return runUsers({ kind: 'audit', limit });
  });

const orgs = users.command('orgs').description("Manage sub-organisations of the site's organisation.");
orgs
  .command('add')
  .description('Add a sub-organisation (its readers are added with `docgen users add --org <id>`).')
  .argument('<id>', 'organisation id, e.g. acme')
  .option('--name <name>', 'shown to readers in the organisation switcher (default: the id)')
  .option('--parent <id>', "the organisation it belongs under (default: the site's)")
  .action((id: string, options: { name?: string; parent?: string }) =>
    runUsers({ kind: 'orgs-add', id, ...options }),
  );
orgs
  .command('list')
  .description("List the site's organisation and every sub-organisation, with member counts.")
  .action(() => runUsers({ kind: 'orgs-list' }));
orgs
  .command('remove')
  .description("Remove a sub-organisation; its members' sessions end within a second.")
  .argument('<id>', 'organisation id')
  .action((id: string) => runUsers({ kind: 'orgs-remove', id }));

program
  .command('keys')
  .description('Manage the keys tokens are signed with (in the storage `docgen serve` uses).')
  .command('rotate')
  .description('Sign new tokens with a new key; the old key verifies its tokens until they expire.')
  .action(async () => {
    const { rotateKeysCommand } = await import('../server/keys-command.ts');
    process.exitCode = await rotateKeysCommand();
  });

program
  .command('backup')
  .description(
    'Copy the SQLite identity database, consistently, while `docgen serve` runs (PostgreSQL: pg_dump).',
  )
  .argument('<file>', 'where the copy goes (replaced whole, never half-written)')
  .action(async (file: string) => {
    const { backupCommand } = await import('../server/backup-command.ts');
    process.exitCode = await backupCommand(file);
  });

/** A failed system call (`ENOTDIR`, `EACCES`, `ENOSPC` …): the operator's to fix, not a bug or a content error. */
function isSystemError(error: unknown): error is NodeJS.ErrnoException & { code: string; syscall: string } {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    const helpOrVersion = error.code === 'commander.helpDisplayed' || error.code === 'commander.version';
    process.exitCode = helpOrVersion || error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else if (isSystemError(error)) {
    const where = error.path ? ` ${error.path}` : '';
    const reason = error.message.replace(/^\w+: /, '').replace(/, \w+ .*$/, '');
    process.stderr.write(`docgen: cannot ${error.syscall}${where}: ${reason} (${error.code})\n`);
    process.exitCode = EXIT.io;
  } else {
    process.stderr.write(
      `docgen: internal error, please report it:\n${(error as Error).stack ?? String(error)}\n`,
    );
    process.exitCode = EXIT.internal;
  }
}
