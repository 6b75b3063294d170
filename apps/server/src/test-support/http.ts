import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser-like client for `app.inject`: keeps cookies between requests and sends the same-origin
 * Origin header a browser sends on state-changing requests.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  /** Each client comes from its own address, so per-IP limits of one test do not spill into another. */
  readonly remoteAddress: string;

  constructor(
    private readonly app: FastifyInstance,
    readonly origin = app.config.publicUrl,
    remoteAddress?: string,
  ) {
    this.remoteAddress = remoteAddress ?? `10.${rand()}.${rand()}.${rand()}`;
  }

  get hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith('session_token'));
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (!['GET', 'HEAD'].includes(options.method.toUpperCase()) && !('origin' in headers)) headers.origin = this.origin;
    const response = await this.app.inject({ remoteAddress: this.remoteAddress, ...options, headers } as InjectOptions);
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value.join('=') === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }
  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...(headers ? { headers } : {}) });
  }
  patch(url: string, payload?: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

const rand = () => Math.floor(Math.random() * 254) + 1;
