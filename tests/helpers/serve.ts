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
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, 'bin', 'docgen.mjs'), 'serve', '--port', '0', ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const onData = () => {
      const origin = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
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
    child.once('exit', (code) => reject(new Error(`docgen serve exited with ${code}: ${output}`)));
  });
}
