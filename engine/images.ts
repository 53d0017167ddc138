/** Serves the generated product images: GET /cdn/shop/files/{key}.svg, cached for a year. */
import { IMAGE_PATH_PREFIX } from './resolvers/images.ts';

export type RenderImage = (key: string) => string | null;

const IMAGE_PATH = new RegExp(`^${IMAGE_PATH_PREFIX}([A-Za-z0-9._-]+)\\.svg$`);

export function matchImagePath(pathname: string): string | null {
  return IMAGE_PATH.exec(pathname)?.[1] ?? null;
}

export function imageResponse(request: Request, key: string, render: RenderImage): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  const svg = render(key);
  if (svg === null) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(request.method === 'HEAD' ? null : svg, {
    headers: {
      'content-type': 'image/svg+xml',
      // Keys are content-addressed by the generator's product and angle: the bytes never change.
      'cache-control': 'public, max-age=31536000, immutable',
      // As Shopify's CDN: pages on other origins may draw the picture on a canvas (the try-on) and still export it.
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      // An SVG opened directly must not be able to run script.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
