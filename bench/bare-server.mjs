// The throughput baseline: a bare node:http server answering every request with a small JSON body, the
// ceiling the app's own routes are compared with in the same run (`node bench/bare-server.mjs PORT`).
import http from 'node:http';

const port = Number(process.argv[2] ?? 0);
const body = Buffer.from(JSON.stringify({ status: 'ok', database: 'sqlite' }));

const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
