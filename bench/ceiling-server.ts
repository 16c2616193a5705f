// The machine's ceiling for `serve.ts`: node:http answering every request with one fixed Buffer (the bytes of
// the file named on the command line), no framework, no routing, no disk. autocannon shares the machine's
// cores with the server, so this is the most any server here can show. Prints `LISTENING <port>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2] ?? 'build/index.html');
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) };
const server = createServer((_request, response) => response.writeHead(200, headers).end(body));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
});
