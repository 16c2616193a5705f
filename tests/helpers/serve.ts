import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './sites.ts';

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  /** What the server wrote to stderr so far (its human lines). */
  stderr(): string;
  stop(): Promise<void>;
}

/** Starts `docgen serve` on a free port and waits until it prints its address. */
export function startServe(args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startDocgen(['serve', '--port', '0', ...args], { env, address: /(http:\/\/127\.0\.0\.1:\d+)/ });
}

export interface StartDocgenOptions {
  /** The CLI's entry (another copy of docgen's); docgen's own by default. */
  cli?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Finds the origin, as its first group, in what the command writes to stderr. */
  address: RegExp;
}

/** Starts a long-running docgen command and waits until it prints the address it serves. */
export function startDocgen(args: string[], options: StartDocgenOptions): Promise<RunningServer> {
  const { cli = join(REPO_ROOT, 'bin', 'docgen.mjs'), cwd = REPO_ROOT, env = {}, address } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const onData = () => {
      const origin = address.exec(output)?.[1];
      if (!origin) return;
      child.stderr?.off('data', onData);
      resolve({
        origin,
        process: child,
        stderr: () => output,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stderr?.on('data', onData);
    // Request logs go to stdout: read them (tests may listen) so a full pipe never blocks the server.
    child.stdout?.resume();
    child.once('exit', (code) => reject(new Error(`docgen ${args[0]} exited with ${code}: ${output}`)));
  });
}
