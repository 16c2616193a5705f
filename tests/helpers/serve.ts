import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './sites.ts';

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  /** What the server wrote to stderr so far: its events (JSON lines unless `LOG_FORMAT=pretty`). */
  stderr(): string;
  /** What the server wrote to stdout so far: its request log. */
  stdout(): string;
  /** The PostgreSQL schema made for this server alone, if one was (see `ownSchema`). */
  schema?: string;
  stop(): Promise<void>;
}

/** Starts `docgen serve` (on a free port unless `--port` or `PORT` names one) and waits until it is listening. */
export function startServe(args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = args.includes('--port') || env.PORT !== undefined ? [] : ['--port', '0'];
  return startServer('serve', [...port, ...args], env);
}

/** Which docgen runs, from where: docgen's own CLI from its folder unless a test names another copy. */
export interface DocgenInstall {
  cli?: string;
  cwd?: string;
}

/**
 * With PostgreSQL in the environment (`DATABASE_URL`) and no schema named, each server gets a schema of its
 * own, dropped when it stops: servers of different tests would otherwise share their readers, flows and
 * per-client limits. Tests that mean to share data name the schema themselves.
 */
async function ownSchema(
  env: NodeJS.ProcessEnv,
): Promise<{ name: string; drop(): Promise<void> } | undefined> {
  const url = env.DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url || (env.DATABASE_SCHEMA ?? process.env.DATABASE_SCHEMA)) return undefined;
  const name = `docgen_server_${randomBytes(6).toString('hex')}`;
  return {
    name,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Starts a long-running command (`docgen serve`, `docgen dev`) on its own data; see `spawnServer`. */
export async function startServer(
  command: 'serve' | 'dev',
  args: string[],
  env: NodeJS.ProcessEnv = {},
  install: DocgenInstall = {},
): Promise<RunningServer> {
  const schema = await ownSchema(env);
  if (!schema) return spawnServer(command, args, env, install);
  try {
    const server = await spawnServer(command, args, { ...env, DATABASE_SCHEMA: schema.name }, install);
    return {
      ...server,
      schema: schema.name,
      stop: async () => {
        await server.stop();
        await schema.drop();
      },
    };
  } catch (error) {
    await schema.drop();
    throw error;
  }
}

/**
 * Starts a long-running command (`docgen serve`, `docgen dev`) and waits for its last start-up line, which
 * names its address (`docgen serve: <dir> at <url>`, `docgen dev: <url>`), in either log format.
 */
function spawnServer(
  command: 'serve' | 'dev',
  args: string[],
  env: NodeJS.ProcessEnv = {},
  install: DocgenInstall = {},
): Promise<RunningServer> {
  const { cli = join(REPO_ROOT, 'bin', 'docgen.mjs'), cwd = REPO_ROOT } = install;
  const ready = new RegExp(`docgen ${command}: [^\\n]*?(http://127\\.0\\.0\\.1:\\d+)`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, command, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    // Read the request log too (tests may listen), so a full pipe never blocks the server.
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const onData = () => {
      const origin = ready.exec(errors)?.[1];
      if (!origin) return;
      child.stderr?.off('data', onData);
      resolve({
        origin,
        process: child,
        stderr: () => errors,
        stdout: () => output,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`docgen ${command} exited with ${code}: ${errors}`)));
  });
}
