import type { SoakStats } from './stats.ts';

const HISTORY = 12;

export interface Answer {
  status: number;
  location: string | null;
  text: string;
}

interface Send {
  /** The route's name in the report, e.g. `GET /product/:handle`. */
  route: string;
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * One shopper's browser, as far as the server can tell: its cookies, its own client IP (the soak's
 * server trusts a proxy on loopback, so X-Forwarded-For gives each shopper the per-IP limits of one
 * person) and redirects followed by hand, so each hop is timed as its own request.
 */
export class ShopperClient {
  private readonly cookies = new Map<string, string>();
  /** The request under way, for the report of a shopper that does not finish. */
  inFlight: string | null = null;
  /** The last requests and their answers (`POST /cart 302`), for the report of a lost cart. */
  readonly history: string[] = [];

  constructor(
    readonly origin: string,
    readonly ip: string,
    private readonly stats: SoakStats,
    /** How long one request may take before it counts as an error (a shopper would have left). */
    private readonly timeoutMs: number,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Sends one request; a 5xx, a network failure or a timeout is recorded as an error and answers null. */
  async send(path: string, { route, method = 'GET', form, headers = {} }: Send): Promise<Answer | null> {
    const url = new URL(path, this.origin);
    const started = performance.now();
    this.inFlight = `${method} ${url.pathname}`;
    try {
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        headers: {
          'x-forwarded-for': this.ip,
          cookie: this.cookieHeader(),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      this.stats.record(route, performance.now() - started);
      this.remember(`${method} ${url.pathname} ${response.status}`);
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        const value = pair.slice(at + 1);
        // An expired cookie (logout, a flash read) is removed, as a browser does.
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(pair.slice(0, at));
        else this.cookies.set(pair.slice(0, at), value);
      }
      if (response.status >= 500) this.stats.error(`${route}: ${response.status} for ${method} ${url.pathname}`);
      return { status: response.status, location: response.headers.get('location'), text };
    } catch (error) {
      this.stats.record(route, performance.now() - started);
      this.remember(`${method} ${url.pathname} failed`);
      this.stats.error(`${route}: ${error instanceof Error ? error.message : String(error)} for ${method} ${url.pathname}`);
      return null;
    } finally {
      this.inFlight = null;
    }
  }

  private remember(entry: string): void {
    this.history.push(entry);
    if (this.history.length > HISTORY) this.history.shift();
  }

  /** Sends and checks the status; any other answer is an error (null). */
  async expect(status: number, path: string, send: Send): Promise<Answer | null> {
    const answer = await this.send(path, send);
    if (answer && answer.status !== status) {
      // A 5xx is already counted.
      if (answer.status < 500) this.stats.error(`${send.route}: ${answer.status} instead of ${status} for ${path}`);
      return null;
    }
    return answer;
  }
}
