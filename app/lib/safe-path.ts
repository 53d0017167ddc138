/** C0 and C1 control characters: browsers drop tabs and newlines inside URLs, so '/\t/evil.example' becomes '//evil.example'. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Any origin would do: a path is safe when resolving it against one keeps that origin. */
const PROBE = 'http://shop.invalid';

/**
 * A path of this shop to send the shopper back to, or `/`. Refuses anything that could leave the
 * shop: absolute and protocol-relative URLs, backslash tricks and control characters.
 */
export function safeLocalPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || CONTROL.test(value)) return '/';
  try {
    const url = new URL(value, PROBE);
    // Dot segments resolve away: '/.//evil.example' has the pathname '//evil.example', which a
    // browser reads as another host.
    if (url.origin !== PROBE || url.pathname.startsWith('//')) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
