import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A test double of the Storefront API at the HTTP level (issue 16): it passes each request on to a
 * real Storefront API (the local engine of the e2e server), or fails the way a remote API fails.
 * - 'pass': forwards the request and its answer;
 * - 'slow': answers only after `slowMs` (longer than the shop's STOREFRONT_TIMEOUT_MS);
 * - 'error': 500 with an HTML body, as a failing load balancer does;
 * - 'hang-up': closes the connection without an answer.
 */
export type DoubleMode = 'pass' | 'slow' | 'error' | 'hang-up';

export interface StorefrontDouble {
  /** The origin to give the shop as SHOPIFY_STOREFRONT_URL. */
  url: string;
  mode: DoubleMode;
  close(): Promise<void>;
}

export async function startStorefrontDouble(upstream: string, slowMs = 5000): Promise<StorefrontDouble> {
  const double: StorefrontDouble = { url: '', mode: 'pass', close: async () => {} };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const mode = double.mode;
    if (mode === 'hang-up') return void req.socket.destroy();
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
      return;
    }
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
    if (res.destroyed) return;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-shopify-storefront-access-token', 'shopify-storefront-private-token']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const answer = await fetch(new URL(req.url ?? '/', upstream), { method: req.method, headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      req.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return double;
}
