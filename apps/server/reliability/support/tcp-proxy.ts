// A TCP proxy between the server and PostgreSQL, so a test can "stop the database" (and start it again) for
// one server without touching the shared PostgreSQL that other tests use.
import net from 'node:net';

export type ProxyState = 'up' | 'down' | 'blackhole';

export class TcpProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  state: ProxyState = 'down';
  port = 0;

  private constructor(readonly target: { host: string; port: number }) {}

  /** Listens on a free loopback port and forwards every connection to `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.up();
    return proxy;
  }

  /** Rewrites a PostgreSQL URL to go through this proxy. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** Accepts and forwards again, on the same port. */
  async up(): Promise<void> {
    if (this.state === 'blackhole') {
      for (const { client, upstream } of this.pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
      this.state = 'up';
      return;
    }
    if (this.server) return;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : this.port;
    this.server = server;
    this.state = 'up';
  }

  /** Like a database that stopped: every open connection is cut and new ones are refused. */
  async down(): Promise<void> {
    this.state = 'down';
    const server = this.server;
    this.server = undefined;
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Like a network partition: connections stay open (and new ones are accepted) but nothing gets through. */
  blackhole(): void {
    this.state = 'blackhole';
    for (const { client, upstream } of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  get connections(): number {
    return this.pairs.size;
  }

  async close(): Promise<void> {
    await this.down();
  }

  private accept(client: net.Socket): void {
    const upstream = net.connect(this.target);
    const pair = { client, upstream };
    this.pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    if (this.state === 'blackhole') return;
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
