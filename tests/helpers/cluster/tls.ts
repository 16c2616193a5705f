import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestCertificates {
  /** PEM of the certificate authority that signed `cert`: what a client trusts. */
  caPem: string;
  certFile: string;
  keyFile: string;
}

const EC_KEY = '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes';

/**
 * A certificate authority and a server certificate for 127.0.0.1 it signed, made with the openssl CLI in
 * `dir` (node:crypto makes keys but not certificates). The server key never leaves `dir`.
 */
export function makeTestCertificates(dir: string): TestCertificates {
  const file = (name: string) => join(dir, name);
  // Arguments are split on spaces: every path here is a temp folder's, without spaces.
  const openssl = (command: string) => execFileSync('openssl', command.split(' '), { stdio: 'pipe' });
  openssl(
    `req -x509 ${EC_KEY} -keyout ${file('ca.key')} -out ${file('ca.crt')} -days 2 -subj /CN=docgen-test-CA ` +
      '-addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign',
  );
  openssl(`req -new ${EC_KEY} -keyout ${file('server.key')} -out ${file('server.csr')} -subj /CN=127.0.0.1`);
  writeFileSync(file('server.ext'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  openssl(
    `x509 -req -in ${file('server.csr')} -CA ${file('ca.crt')} -CAkey ${file('ca.key')} -CAcreateserial ` +
      `-out ${file('server.crt')} -days 2 -extfile ${file('server.ext')}`,
  );
  return {
    caPem: readFileSync(file('ca.crt'), 'utf8'),
    certFile: file('server.crt'),
    keyFile: file('server.key'),
  };
}
