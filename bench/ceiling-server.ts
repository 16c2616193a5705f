// The machine's ceiling for `serve.ts`: node:http answering every request with one fixed Buffer (the bytes of
// the file named on the command line, brotli-compressed first with `--brotli`, as `docgen serve` sends pages to
// browsers), no framework, no routing, no disk. The load generator shares the machine's cores with the
// server, so this is the most any server here can show. Prints `LISTENING <port>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';

const file = readFileSync(process.argv[2] ?? 'build/index.html');
const brotli = process.argv.includes('--brotli');
const body = brotli ? brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : file;
const headers: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-length': String(body.length),
  ...(brotli ? { 'content-encoding': 'br' } : {}),
};
const server = createServer((_request, response) => response.writeHead(200, headers).end(body));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
});
