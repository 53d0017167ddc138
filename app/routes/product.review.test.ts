/**
 * 'Add Review' from a product page: a visitor's page is saved with its query (the chosen variant)
 * for after the login; a signed-in customer goes back to it with the dialog open.
 */
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { pageQuery } from '~/server/reviews/page-query.server';
import { commitSession, getSession } from '~/server/session.server';
import { loader } from './product.review';

let handle: DatabaseHandle;
let context: AppLoadContext;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  context = { db: handle.db, language: 'en' } as AppLoadContext;
}, 60_000);
afterAll(() => handle?.close());

const SHOP = 'http://shop.test';

async function addReview(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`${SHOP}${path}`, { headers });
  const handleParam = /\/product\/([^/]+)\/review/.exec(path)![1]!;
  return (await loader({ request, params: { handle: handleParam }, context } as never)) as Response;
}

/** The redirectAfterLogin a response's cookie carries. */
async function savedReturn(response: Response): Promise<string | undefined> {
  const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!;
  const session = await getSession(new Request(`${SHOP}/login`, { headers: { Cookie: cookie } }), context);
  return session.get('redirectAfterLogin');
}

describe('Add Review for a visitor', () => {
  it('saves the product page with the variant of the page it was sent from', async () => {
    const response = await addReview('/product/cat-eye/review', { Referer: `${SHOP}/product/cat-eye?variant=42&reviews=6` });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
    expect(await savedReturn(response)).toBe('/product/cat-eye?variant=42&reviews=6');
  });

  it('keeps a query sent to the route itself, and reads the Arabic page without its language base', async () => {
    const sent = await addReview('/product/cat-eye/review?variant=7');
    expect(await savedReturn(sent)).toBe('/product/cat-eye?variant=7');
    const arabic = await addReview('/ar/product/cat-eye/review', { Referer: `${SHOP}/ar/product/cat-eye?variant=9` });
    expect(await savedReturn(arabic)).toBe('/product/cat-eye?variant=9');
  });

  it('saves the bare product when the page had no query, or the Referer is another page or site', async () => {
    expect(await savedReturn(await addReview('/product/cat-eye/review'))).toBe('/product/cat-eye');
    const plain = await addReview('/product/cat-eye/review', { Referer: `${SHOP}/product/cat-eye` });
    expect(await savedReturn(plain)).toBe('/product/cat-eye');
    const otherProduct = await addReview('/product/cat-eye/review', { Referer: `${SHOP}/product/aviator?variant=1` });
    expect(await savedReturn(otherProduct)).toBe('/product/cat-eye');
    const otherSite = await addReview('/product/cat-eye/review', { Referer: 'https://evil.example/product/cat-eye?x=1' });
    expect(await savedReturn(otherSite)).toBe('/product/cat-eye');
  });

  it('drops a dialog of the page, and a query too long for the session cookie', async () => {
    const dialog = await addReview('/product/cat-eye/review', { Referer: `${SHOP}/product/cat-eye?variant=3&review=new` });
    expect(await savedReturn(dialog)).toBe('/product/cat-eye?variant=3');
    const long = await addReview(`/product/cat-eye/review?variant=${'9'.repeat(5_000)}`);
    expect(await savedReturn(long)).toBe('/product/cat-eye');
  });
});

describe('Add Review for a signed-in customer', () => {
  it('opens the dialog on the same page, its variant kept', async () => {
    const session = await getSession(new Request(`${SHOP}/login`), context);
    session.set('accessToken', 'token-1');
    session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
    const cookie = (await commitSession(session)).split(';')[0]!;
    const response = await addReview('/product/cat-eye/review', {
      Cookie: cookie,
      Referer: `${SHOP}/product/cat-eye?variant=42`,
    });
    expect(response.headers.get('Location')).toBe('/product/cat-eye?variant=42&review=new#reviews');
  });
});

describe('pageQuery', () => {
  it('ignores a Referer that is not a URL', () => {
    const request = new Request(`${SHOP}/product/a/review`, { headers: { Referer: 'not a url' } });
    expect(String(pageQuery(request, '/product/a'))).toBe('');
  });
});
