// A TCP proxy for `npm run bench:load`'s multi-process setup (`--processes N`, default 2): one port
// in front of N server processes, each new connection to the next one in turn, as a load balancer
// would. Its own process, so its piping does not share autocannon's thread. Usage:
// round-robin-proxy.ts <port> <backend port>...
import net from 'node:net';

const [port, ...backends] = process.argv.slice(2).map(Number);
let next = 0;
net
  .createServer((client) => {
    const backend = net.connect(backends[next++ % backends.length]!, '127.0.0.1');
    client.pipe(backend).pipe(client);
    const close = () => {
      client.destroy();
      backend.destroy();
    };
    client.on('error', close);
    backend.on('error', close);
  })
  .listen(port, '127.0.0.1', () => process.send?.('listening'));
