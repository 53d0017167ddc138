import { describe, expect, it } from 'vitest';
import { keepPersonalPrivate } from './private-responses.server';
import { SESSION_COOKIE } from './session-cookie';

const page = (cookie?: string) => new Request('http://shop.test/profile', cookie ? { headers: { Cookie: cookie } } : {});

describe('keepPersonalPrivate', () => {
  it('a response to a visitor with a session is private and never stored', () => {
    const headers = new Headers({ 'Cache-Control': 'public, max-age=60' });
    keepPersonalPrivate(page(`theme=dark; ${SESSION_COOKIE}=e30%3D.signature`), headers);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('however the cookie is spaced, and for a visitor who sends an access token instead', () => {
    const personal: Record<string, string>[] = [
      { Cookie: `theme=dark; ${SESSION_COOKIE} =e30%3D.signature` },
      { Authorization: 'Bearer token' },
    ];
    for (const init of personal) {
      const headers = new Headers({ 'Cache-Control': 'public, max-age=60' });
      keepPersonalPrivate(new Request('http://shop.test/product/aviator', { headers: init }), headers);
      expect(headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('so is a response that starts a session', () => {
    const headers = new Headers({ 'Set-Cookie': `${SESSION_COOKIE}=e30%3D.signature; Path=/; HttpOnly` });
    keepPersonalPrivate(page(), headers);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('a page for no one in particular keeps its caching', () => {
    const headers = new Headers({ 'Cache-Control': 'public, max-age=60' });
    keepPersonalPrivate(page(`not${SESSION_COOKIE}=1; theme=dark`), headers);
    expect(headers.get('Cache-Control')).toBe('public, max-age=60');
  });
});
