import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Installs a Debian package the tests drive (Chromium, nginx, openssl) when the program it provides is missing,
 * so `npm test` runs on a fresh machine: the tests use the distribution's builds, never downloaded ones.
 */
export function ensureDebianPackage(program: string, debianPackage: string): void {
  if (existsSync(program)) return;
  execFileSync(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`],
    { stdio: 'inherit' },
  );
}
