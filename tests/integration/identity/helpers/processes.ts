/** Spawns `serve-identity.ts` processes and reads what they print. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./serve-identity.ts', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the first printed line matching `pattern` (already printed or yet to come). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);

  // Generous: a guard against a server that never starts, not a claim about start-up time (CI runs loaded).
  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(match[0]);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out waiting for ${pattern} in:\n${output}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });

  const port = (await waitFor(/LISTENING (\d+)/)).split(' ')[1];
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    waitFor,
    kill: (signal) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
