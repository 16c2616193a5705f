import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './sites.ts';

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  /** What the server wrote to stderr so far: its events (JSON lines unless `LOG_FORMAT=pretty`). */
  stderr(): string;
  /** What the server wrote to stdout so far: its request log. */
  stdout(): string;
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
 * Starts a long-running command (`docgen serve`, `docgen dev`) and waits for its last start-up line, which
 * names its address (`docgen serve: <dir> at <url>`, `docgen dev: <url>`), in either log format.
 */
export function startServer(
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
