import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where to hold a page back: a byte offset in its body, or -1 to send it whole. */
export type Cut = (path: string, body: Buffer) => number;

/**
 * A loopback proxy in front of the shop that sends a page's body up to `cut`, waits `holdMs` (or,
 * without it, until the test calls `release`), then sends the rest: a slow link or a slow stream,
 * as the browser sees it.
 */
export async function startHeldProxy(baseURL: string, cut: Cut, holdMs?: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const proxy = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), { headers: { 'accept-encoding': 'identity' } });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const at = cut(request.url ?? '/', body);
      if (at === -1) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, at));
      await (holdMs === undefined ? released : new Promise((resolve) => setTimeout(resolve, holdMs)));
      response.end(body.subarray(at));
    })();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    release,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
