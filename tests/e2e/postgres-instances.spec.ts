import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import postgres from 'postgres';
import { DEMO } from './account-helpers';
import { findVariants } from './cart-helpers';
import { startBuiltServer, stopBuiltServer, type BuiltServer } from '../support/built-server';
import { startPostgres, type PostgresServer } from '../support/postgres-server';

/**
 * Several instances on PostgreSQL (README, "Deployment"): two built servers started at the same
 * moment on one new database, with one SESSION_SECRET, as behind a load balancer. Whatever a
 * shopper does through one, the other sees: nothing an instance keeps for itself may matter.
 * One cookie jar serves both, as a browser's would behind one host name (cookies ignore the port).
 */

const SESSION_SECRET = 'shared-by-every-instance-0123456789abcdef';
const LOGIN_LIMIT_PER_IP = 4;

let database: PostgresServer;
let one: BuiltServer;
let other: BuiltServer;
let shopper: APIRequestContext;
/** DATA_DIR, which PostgreSQL instances leave empty. */
let dataDir: string;

function startInstance(databaseUrl: string): Promise<BuiltServer> {
  return startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    LOGIN_LIMIT_PER_IP: String(LOGIN_LIMIT_PER_IP),
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-instances-'));
  database = await startPostgres();
  // At the same moment on an empty database: both migrate and seed it, each step once.
  [one, other] = await Promise.all([startInstance(database.url), startInstance(database.url)]);
  shopper = await playwrightRequest.newContext();
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await shopper?.dispose();
  // SIGTERM, as an orchestrator stops an instance: it must drain, close PostgreSQL and exit 0.
  const codes = await Promise.all([stopBuiltServer(one), stopBuiltServer(other)]);
  await database?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  expect(codes, 'both instances shut down cleanly').toEqual([0, 0]);
});

test('instances starting together apply each migration once and seed the catalog once', async () => {
  const journal = JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    const [migrations] = await sql<{ total: number; distinct: number }[]>`
      select count(*)::int as total, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`;
    expect(migrations).toEqual({ total: journal.entries.length, distinct: journal.entries.length });
    const [products] = await sql<{ total: number; handles: number }[]>`
      select count(*)::int as total, count(distinct handle)::int as handles from engine.products`;
    expect(products!.total).toBeGreaterThan(0);
    expect(products!.total).toBe(products!.handles);
  } finally {
    await sql.end();
  }
});

test('a cart made through one instance is read through the other', async () => {
  const api = await playwrightRequest.newContext({ baseURL: one.url });
  const [variant] = await findVariants(api);
  await api.dispose();
  const added = await shopper.post(`${one.url}/cart`, {
    form: { intent: 'add', merchandiseId: variant!.id, quantity: '2', redirectTo: '/cart' },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(302);
  const cart = await shopper.get(`${other.url}/cart`);
  expect(cart.status()).toBe(200);
  const lines = /aria-label="Cart items">(.*?)<\/ul>/s.exec(await cart.text())?.[1] ?? '';
  expect(lines).toContain(`href="/product/${variant!.handle}"`);
});

test('a session made on one instance is signed in on the other', async () => {
  const login = await shopper.post(`${one.url}/login`, { form: { email: DEMO.email, password: DEMO.password }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const profile = await shopper.get(`${other.url}/profile`, { maxRedirects: 0 });
  expect(profile.status()).toBe(200);
  expect(await profile.text()).toContain(DEMO.email);
});

test('a review posted on one instance shows on the other', async () => {
  const { products } = (await (await shopper.get(`${other.url}/api/products`)).json()) as { products: { handle: string }[] };
  const handle = products[0]!.handle;
  const title = `Seen from both ${Date.now()}`;
  const posted = await shopper.post(`${one.url}/api/reviews`, {
    data: { title, review_body: 'Posted through one instance.', rating: 5, product_handle: handle },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  const listed = await shopper.get(`${other.url}/api/reviews?product=${handle}&page=1&pageSize=1`);
  expect(((await listed.json()) as { reviews: { id: number; title: string }[] }).reviews[0]).toMatchObject({ id, title });
});

test('failed logins count across instances: the limit holds whichever instance is asked', async () => {
  test.setTimeout(180_000);
  // A visitor who is not signed in (a signed-in one is sent away from /login), from the same IP.
  const guest = await playwrightRequest.newContext();
  // Each instance alone allows LOGIN_LIMIT_PER_IP failures; alternating, they share one count.
  for (let attempt = 0; attempt < LOGIN_LIMIT_PER_IP; attempt++) {
    const instance = attempt % 2 === 0 ? one : other;
    const failed = await guest.post(`${instance.url}/login`, {
      form: { email: DEMO.email, password: 'not-the-password' },
      maxRedirects: 0,
    });
    // 401, or 502 when the shop's 8 s wait for the engine ran out on a busy machine: the engine
    // counts the attempt before it hashes the password either way (as account-rate-limit.spec.ts).
    expect([401, 502], `attempt ${attempt + 1} on ${instance.url}`).toContain(failed.status());
  }
  for (const instance of [one, other]) {
    const limited = await guest.post(`${instance.url}/login`, {
      form: { email: DEMO.email, password: DEMO.password },
      maxRedirects: 0,
    });
    expect(limited.status(), instance.url).toBe(429);
  }
  await guest.dispose();
});

test('one guest keeps at most 30 prescription files, even when uploads reach both instances at once', async () => {
  test.setTimeout(180_000);
  const guest = await playwrightRequest.newContext();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (instance: BuiltServer, name: string) =>
    guest.post(`${instance.url}/api/prescription-files`, {
      multipart: { file: { name, mimeType: 'image/png', buffer: png } },
      headers: { Accept: 'application/json' },
    });
  // The first upload gives the guest their session; the rest go at once, alternating instances.
  expect((await upload(one, 'first.png')).status()).toBe(201);
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => upload(i % 2 ? one : other, `rx-${i}.png`)));
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 201)).toHaveLength(29);
  expect(statuses.filter((status) => status === 429)).toHaveLength(11);
  const { files } = (await (await guest.get(`${other.url}/api/prescription-files`)).json()) as { files: unknown[] };
  expect(files).toHaveLength(30);
  await guest.dispose();
});
