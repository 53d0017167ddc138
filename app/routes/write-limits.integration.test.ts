/**
 * A customer's writes through the JSON API are rate limited (per customer, the review post's kind of
 * limit): review edits and deletes (`/api/reviews/{id}`) and saved prescriptions
 * (`/api/prescriptions`, `/api/prescriptions/{id}`). Past the limit: 429, `{ error: { message } }`
 * and Retry-After. Against the local engine and an in-memory database.
 */
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { PUBLIC_URL } from '../../engine/test/harness';
import { fetchCustomer } from '~/server/account/customer.server';
import { rateLimitWindows } from '~/server/db/rate-limits';
import { PRESCRIPTION_WRITE_LIMIT } from '~/server/prescriptions/saved.server';
import { REVIEW_WRITE_LIMIT } from '~/server/reviews/service.server';
import { insertReview } from '~/server/reviews/store.server';
import { commitSession, getSession } from '~/server/session.server';
import { engineShop } from '~/server/storefront/engine-storefront';
import { CustomerAccessTokenCreateMutation, CustomerCreateMutation } from '~/server/storefront/documents/customer';
import * as prescriptionsRoute from './api.prescriptions';
import * as prescriptionRoute from './api.prescriptions.$id';
import * as reviewRoute from './api.reviews.$id';
import * as profileRoute from './profile';

process.env.SESSION_SECRET ??= 'write-limits-integration-test-secret-0123456789';

let handle: DatabaseHandle;
let context: AppLoadContext;

beforeAll(async () => {
  ({ handle, context } = await engineShop());
}, 60_000);
afterAll(() => handle?.close());

/** A new customer, signed in: their session cookie and customer id. */
async function customer(email: string): Promise<{ cookie: string; id: string }> {
  const password = 'glasses-pass-1';
  await context.storefront.query(CustomerCreateMutation, { variables: { input: { email, password, firstName: 'Test' } } });
  const login = await context.storefront.query(CustomerAccessTokenCreateMutation, { variables: { input: { email, password } } });
  const token = login.customerAccessTokenCreate!.customerAccessToken!;
  const session = await getSession(new Request(PUBLIC_URL), context);
  session.set('accessToken', token.accessToken);
  session.set('accessTokenExpiresAt', token.expiresAt);
  const id = (await fetchCustomer(context.storefront, token.accessToken))!.id;
  return { cookie: (await commitSession(session)).split(';')[0]!, id };
}

/** A route's answer as a Response (React Router's data() or a Response). */
async function answer(result: unknown): Promise<Response> {
  if (result instanceof Response) return result;
  const { data, init } = result as { data: unknown; init?: ResponseInit };
  return Response.json(data, init ?? {});
}

function call(route: { action: (args: never) => unknown }, method: string, path: string, cookie: string, body?: unknown) {
  const request = new Request(`${PUBLIC_URL}${path}`, {
    method,
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const id = /\/([^/]+)$/.exec(path)![1]!;
  return Promise.resolve(route.action({ request, context, params: { id } } as never)).then(answer);
}

const GLASSES = {
  name: 'My glasses',
  date: '2025-06-01',
  right: { sph: -2.25, cyl: -0.5, axis: 90, add: null },
  left: { sph: -2, cyl: 0, axis: null, add: null },
  pd: { kind: 'single', value: 63 },
};

describe('review edits and deletes', () => {
  it('answer 429 with Retry-After after the limit of writes, per customer', async () => {
    await handle.db.delete(rateLimitWindows);
    const layla = await customer('layla-writes@example.com');
    const omar = await customer('omar-writes@example.com');
    const review = await insertReview(handle.db, {
      productExternalId: '1',
      rating: 4,
      title: 'Mine',
      body: 'Fits.',
      reviewerName: 'Layla T.',
      authorCustomerId: layla.id,
      authorEmail: 'layla-writes@example.com',
    });
    const path = `/api/reviews/${review.id}`;
    for (let n = 0; n < REVIEW_WRITE_LIMIT.limit; n++) {
      const put = await call(reviewRoute, 'PUT', path, layla.cookie, { updatedData: { rating: n % 2 === 0 ? 3 : 4 } });
      expect(put.status).toBe(200);
    }
    for (const method of ['PUT', 'DELETE']) {
      const refused = await call(reviewRoute, method, path, layla.cookie, method === 'PUT' ? { rating: 1 } : undefined);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(500);
      expect(await refused.json()).toEqual({
        error: { message: expect.stringMatching(/^Too many changes\. Please try again in \d+ minutes\.$/) },
      });
    }
    // Another customer is counted apart: their DELETE reaches the author check.
    expect((await call(reviewRoute, 'DELETE', path, omar.cookie)).status).toBe(403);
  });
});

describe('saved prescription writes', () => {
  it('answer 429 with Retry-After after the limit of writes, POST, PUT and DELETE together', async () => {
    await handle.db.delete(rateLimitWindows);
    const rana = await customer('rana-writes@example.com');
    const created = await call(prescriptionsRoute, 'POST', '/api/prescriptions', rana.cookie, GLASSES);
    expect(created.status).toBe(201);
    const { prescription } = (await created.json()) as { prescription: { id: string } };
    const path = `/api/prescriptions/${prescription.id}`;
    for (let n = 1; n < PRESCRIPTION_WRITE_LIMIT.limit; n++) {
      const put = await call(prescriptionRoute, 'PUT', path, rana.cookie, { ...GLASSES, name: `Glasses ${n}` });
      expect(put.status).toBe(200);
    }
    const refusals = [
      await call(prescriptionRoute, 'PUT', path, rana.cookie, GLASSES),
      await call(prescriptionRoute, 'DELETE', path, rana.cookie),
      await call(prescriptionsRoute, 'POST', '/api/prescriptions', rana.cookie, GLASSES),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(500);
      expect(refused.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await refused.json()).toEqual({
        error: { message: expect.stringMatching(/^Too many changes\. Please try again in \d+ minutes\.$/) },
      });
    }
    // Reading is not limited, and nothing past the limit was written.
    const read = await answer(
      await prescriptionRoute.loader({
        request: new Request(`${PUBLIC_URL}${path}`, { headers: { Cookie: rana.cookie } }),
        context,
        params: { id: prescription.id },
      } as never),
    );
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ prescription: { name: `Glasses ${PRESCRIPTION_WRITE_LIMIT.limit - 1}` } });
    // The profile's forms count with the API's writes: no way around the limit.
    const form = new URLSearchParams({ intent: 'delete-prescription', id: prescription.id });
    const fromProfile = await answer(
      await profileRoute.action({
        request: new Request(`${PUBLIC_URL}/profile?activetab=prescriptions`, {
          method: 'POST',
          headers: { Cookie: rana.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
        }),
        context,
        params: {},
      } as never),
    );
    expect(fromProfile.status).toBe(429);
    expect(await fromProfile.json()).toMatchObject({ formError: { message: expect.stringMatching(/^Too many changes\./) } });
    // And the prescription is still there.
    expect(
      (
        await answer(
          await prescriptionRoute.loader({
            request: new Request(`${PUBLIC_URL}${path}`, { headers: { Cookie: rana.cookie } }),
            context,
            params: { id: prescription.id },
          } as never),
        )
      ).status,
    ).toBe(200);
    // Another customer is counted apart.
    const huda = await customer('huda-writes@example.com');
    expect((await call(prescriptionsRoute, 'POST', '/api/prescriptions', huda.cookie, GLASSES)).status).toBe(201);
  });
});
