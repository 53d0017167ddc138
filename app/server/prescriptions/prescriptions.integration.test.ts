/**
 * Issue 11: prescription uploads and saved prescriptions through their API routes, against the
 * local engine and a real (in-memory) database. A file is readable by its owner only; its type is
 * the content's; saved prescriptions are checked by the shared schema and belong to one customer.
 */
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { PUBLIC_URL, testEngineOptions } from '../../../engine/test/harness';
import * as filesRoute from '../../routes/api.prescription-files';
import * as fileRoute from '../../routes/api.prescription-files.$id';
import * as savedRoute from '../../routes/api.prescriptions';
import * as savedOneRoute from '../../routes/api.prescriptions.$id';
import { commitSession, getSession } from '../session.server';
import { engineStorefront } from '../storefront/engine-storefront';
import { CustomerAccessTokenCreateMutation, CustomerCreateMutation } from '../storefront/documents/customer';
import { MAX_UPLOAD_BYTES } from '~/lib/prescription/uploads';
import { afterSignIn } from '../account/sign-in.server';
import { i18nFor } from '~/i18n/catalogs.server';
import { listFiles, MAX_FILES_PER_OWNER, moveFiles, storeFile } from './files.server';
import { createSaved, listSaved, MAX_SAVED, valuesFromJson } from './saved.server';

process.env.SESSION_SECRET ??= 'prescriptions-integration-test-secret-0123456789';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff,
  0xd9,
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let handle: DatabaseHandle;
let context: AppLoadContext;
let rana: string;
let omar: string;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const engine = await createEngine(testEngineOptions(handle.db));
  const storefront = engineStorefront(engine);
  context = { db: handle.db, storefront, language: 'en' };
  rana = await signedInCookie('rana@example.com');
  omar = await signedInCookie('omar@example.com');
});
afterAll(() => handle?.close());

/** A new customer's access token. */
async function tokenFor(email: string): Promise<string> {
  const password = 'glasses-pass-1';
  await context.storefront.query(CustomerCreateMutation, { variables: { input: { email, password, firstName: 'Test' } } });
  const login = await context.storefront.query(CustomerAccessTokenCreateMutation, { variables: { input: { email, password } } });
  return login.customerAccessTokenCreate!.customerAccessToken!.accessToken;
}

/** A customer's session cookie, as the shop sets it after signing in. */
async function signedInCookie(email: string): Promise<string> {
  const session = await getSession(new Request(PUBLIC_URL), context);
  session.set('accessToken', await tokenFor(email));
  session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
  return cookieOf(await commitSession(session));
}

/** The answers' shapes, as far as the tests read them (each answer has one part or the other). */
interface UploadBody {
  file: { id: string; name: string; type: string; size: number };
  error: { message: string };
}
interface SavedBody {
  prescription: { id: string; name: string };
  prescriptions: { id: string }[];
  deleted: string;
  error: { message: string; fields: Record<string, string> };
}

const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

function uploadRequest(
  content: Buffer,
  name: string,
  cookie?: string,
  declaredType = 'image/png',
  path = '/api/prescription-files',
) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(content)], { type: declaredType }), name);
  return new Request(`${PUBLIC_URL}${path}`, {
    method: 'POST',
    body: form,
    headers: cookie ? { Cookie: cookie, Accept: 'application/json' } : { Accept: 'application/json' },
  });
}

/** Runs a route function and reads its answer as a Response (RR's data() or a Response). */
async function answer(result: unknown): Promise<Response> {
  if (result instanceof Response) return result;
  const { data, init } = result as { data: unknown; init?: ResponseInit };
  return Response.json(data, init ?? {});
}

async function upload(content: Buffer, name: string, cookie?: string, declaredType?: string, language: 'en' | 'ar' = 'en') {
  const response = await answer(
    await filesRoute.action({
      request: uploadRequest(content, name, cookie, declaredType),
      context: { ...context, language },
      params: {},
    } as never),
  );
  return { status: response.status, body: (await response.json()) as UploadBody, setCookie: response.headers.get('set-cookie') };
}

async function download(id: string, cookie?: string) {
  const request = new Request(`${PUBLIC_URL}/api/prescription-files/${id}`, { headers: cookie ? { Cookie: cookie } : {} });
  return answer(await fileRoute.loader({ request, context, params: { id } } as never));
}

describe('prescription uploads', () => {
  it('keeps a PNG for its owner and hides it from everyone else', async () => {
    const { status, body } = await upload(PNG, 'rx.png', rana);
    expect(status).toBe(201);
    expect(body.file).toMatchObject({ name: 'rx.png', type: 'image/png', size: PNG.length });
    // 192 random bits, URL-safe: not a counter.
    expect(body.file.id).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const own = await download(body.file.id, rana);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(PNG);

    for (const cookie of [omar, undefined]) {
      const other = await download(body.file.id, cookie);
      expect(other.status).toBe(404);
      expect(((await other.json()) as { error: { message: string } }).error.message).toMatch(/No prescription file/);
    }
    expect((await download('not-an-id', rana)).status).toBe(404);
    // A null byte in the path (`%00`) names no file: a 404, not the database's refusal.
    expect((await download('\u0000', rana)).status).toBe(404);
  });

  it('answers another method than GET on a file with 405, Allow: GET and the error shape', async () => {
    const { body } = await upload(PNG, 'kept.png', rana);
    const request = new Request(`${PUBLIC_URL}/api/prescription-files/${body.file.id}`, {
      method: 'DELETE',
      headers: { Cookie: rana },
    });
    const refused = await answer(await fileRoute.action({ request, context, params: { id: body.file.id } } as never));
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET');
    expect(await refused.json()).toEqual({ error: { message: 'Method not allowed' } });
    expect((await download(body.file.id, rana)).status).toBe(200);
  });

  it('lists only the asker’s own files', async () => {
    await upload(PDF, 'omar.pdf', omar);
    const list = async (cookie: string) => {
      const response = await answer(
        await filesRoute.loader({
          request: new Request(`${PUBLIC_URL}/api/prescription-files`, { headers: { Cookie: cookie } }),
          context,
          params: {},
        } as never),
      );
      return ((await response.json()) as { files: { name: string }[] }).files.map((file) => file.name);
    };
    expect(await list(omar)).toEqual(['omar.pdf']);
    expect(await list(rana)).not.toContain('omar.pdf');
  });

  it('reads the type from the content, not the name or the browser', async () => {
    expect((await upload(JPEG, 'photo.jpeg', rana, 'image/jpeg')).body.file.type).toBe('image/jpeg');
    expect((await upload(PDF, 'scan.PDF', rana, 'application/pdf')).body.file.type).toBe('application/pdf');
    // A PNG named .pdf is still a PNG.
    expect((await upload(PNG, 'looks-like.pdf', rana, 'application/pdf')).body.file.type).toBe('image/png');

    const renamed = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'rx.png', rana, 'image/png');
    expect(renamed.status).toBe(415);
    expect(renamed.body.error.message).toBe(
      'This file is not a JPEG, PNG or PDF. Upload a photo or scan of your prescription in one of these formats.',
    );
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'rx.gif', rana, 'image/gif');
    expect(gif.status).toBe(415);
  });

  it('refuses a file over 10 MB with 413, and says so in Arabic on Arabic pages', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const english = await upload(big, 'big.png', rana);
    expect(english.status).toBe(413);
    expect(english.body.error.message).toBe('The file is larger than 10 MB. Upload a smaller photo or scan.');
    const arabic = await upload(big, 'big.png', rana, 'image/png', 'ar');
    expect(arabic.status).toBe(413);
    expect(arabic.body.error.message).toMatch(/\p{Script=Arabic}/u);
    // Exactly 10 MB is allowed.
    const limit = await upload(Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES - PNG.length)]), 'limit.png', rana);
    expect(limit.status).toBe(201);
  });

  it('answers 400 with a clear message for an empty or missing file and a body that is not multipart', async () => {
    expect((await upload(Buffer.alloc(0), 'empty.png', rana)).body.error.message).toMatch(/The file is empty/);
    const noFile = await answer(
      await filesRoute.action({
        request: new Request(`${PUBLIC_URL}/api/prescription-files`, { method: 'POST', body: new FormData() }),
        context,
        params: {},
      } as never),
    );
    expect(noFile.status).toBe(400);
    const json = await answer(
      await filesRoute.action({
        request: new Request(`${PUBLIC_URL}/api/prescription-files`, {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
        }),
        context,
        params: {},
      } as never),
    );
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: { message: string } }).error.message).toMatch(/multipart/);
  });

  it('answers 400 for a body cut short inside a file, the uploaded one or another, and goes on serving', async () => {
    const cutShort = (field: string) =>
      `--zz\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;
    for (const field of ['file', 'other']) {
      const response = await answer(
        await filesRoute.action({
          request: new Request(`${PUBLIC_URL}/api/prescription-files`, {
            method: 'POST',
            body: cutShort(field),
            headers: { 'Content-Type': 'multipart/form-data; boundary=zz' },
          }),
          context,
          params: {},
        } as never),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as UploadBody).error.message).toBe(
        'The upload could not be read. Please choose the file again.',
      );
    }
    expect((await upload(PNG, 'after.png')).status).toBe(201);
  });

  it('gives a guest a session of their own that owns their upload', async () => {
    const { status, body, setCookie } = await upload(PNG, 'guest.png');
    expect(status).toBe(201);
    expect(setCookie).toBeTruthy();
    const guest = cookieOf(setCookie!);
    expect((await download(body.file.id, guest)).status).toBe(200);
    expect((await download(body.file.id, rana)).status).toBe(404);
    // The same guest keeps the same owner for the next file.
    const second = await upload(JPEG, 'guest.jpg', guest, 'image/jpeg');
    expect(second.setCookie).toBeNull();
    expect((await download(second.body.file.id, guest)).status).toBe(200);
  });

  it('gives a new guest their session even when the upload is refused, so the retry is the same guest', async () => {
    const refused = await upload(Buffer.from('not a picture'), 'rx.heic');
    expect(refused.status).toBe(415);
    expect(refused.setCookie).toBeTruthy();
    const guest = cookieOf(refused.setCookie!);
    const retry = await upload(PNG, 'rx.png', guest);
    expect(retry.status).toBe(201);
    expect(retry.setCookie).toBeNull();
    expect((await download(retry.body.file.id, guest)).status).toBe(200);
  });

  it('keeps at most 30 files per owner and says so past them (PostgreSQL, parallel: postgres-instances.spec.ts)', async () => {
    const first = await upload(PNG, 'first.png');
    const guest = cookieOf(first.setCookie!);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => upload(PNG, `rx-${i}.png`, guest)));
    const statuses = answers.map((one) => one.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_FILES_PER_OWNER - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - (MAX_FILES_PER_OWNER - 1));
    expect(answers.find((one) => one.status === 429)!.body.error.message).toBe(
      'You have uploaded the most files we keep (30). Delete one in My Prescriptions first.',
    );
    const list = await answer(
      await filesRoute.loader({
        request: new Request(`${PUBLIC_URL}/api/prescription-files`, { headers: { Cookie: guest } }),
        context,
        params: {},
      } as never),
    );
    expect(((await list.json()) as { files: unknown[] }).files).toHaveLength(MAX_FILES_PER_OWNER);
  });
});

describe('a guest’s uploads at sign-in', () => {
  it('become the customer’s: listed without the guest session, after logout too', async () => {
    const first = await upload(PNG, 'as-guest.png');
    const guest = cookieOf(first.setCookie!);
    const request = new Request(PUBLIC_URL, { headers: { Cookie: guest } });
    const session = await getSession(request, context);
    const token = await tokenFor('layla@example.com');
    session.set('accessToken', token);
    session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
    const signedIn = await afterSignIn(session, context, request);
    expect(signedIn.status).toBe(302);

    // Another device: the customer's token, no guest id.
    const elsewhere = await getSession(new Request(PUBLIC_URL), context);
    elsewhere.set('accessToken', token);
    elsewhere.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
    const customer = cookieOf(await commitSession(elsewhere));
    expect((await download(first.body.file.id, customer)).status).toBe(200);
  });

  it('move only as many as the customer has room for, newest first; the rest stay the guest’s', async () => {
    const stored = async (owner: string, name: string) =>
      (await storeFile(handle.db, owner, { name, type: 'image/png', content: PNG }))!;
    for (let i = 0; i < MAX_FILES_PER_OWNER - 1; i++) await stored('customer:full', `own-${i}.png`);
    const older = await stored('guest:moving', 'older.png');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await stored('guest:moving', 'newer.png');
    expect(await moveFiles(handle.db, 'guest:moving', 'customer:full')).toBe(1);
    expect((await listFiles(handle.db, 'customer:full')).map((file) => file.id)).toContain(newer.id);
    expect((await listFiles(handle.db, 'guest:moving')).map((file) => file.id)).toEqual([older.id]);
    expect(await moveFiles(handle.db, 'guest:moving', 'customer:full')).toBe(0);
  });
});

const GLASSES = {
  name: 'My glasses',
  date: '2025-06-01',
  right: { sph: -2.25, cyl: -0.5, axis: 90, add: null },
  left: { sph: '-2.00', cyl: 0, axis: null, add: null },
  pd: { kind: 'single', value: 63 },
};

async function saved(method: string, cookie: string | undefined, body?: unknown, id?: string) {
  const request = new Request(`${PUBLIC_URL}/api/prescriptions${id ? `/${id}` : ''}`, {
    method,
    headers: { ...(cookie ? { Cookie: cookie } : {}), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const args = { request, context, params: id ? { id } : {} } as never;
  const route = id ? savedOneRoute : savedRoute;
  const response = await answer(await (method === 'GET' ? route.loader(args) : route.action(args)));
  return { status: response.status, body: (await response.json()) as SavedBody };
}

describe('saved prescriptions', () => {
  it('creates, lists, edits and deletes a customer’s own prescription', async () => {
    const created = await saved('POST', rana, GLASSES);
    expect(created.status).toBe(201);
    const id = created.body.prescription.id;
    expect(created.body.prescription).toMatchObject({
      name: 'My glasses',
      date: '2025-06-01',
      right: { sph: -2.25, cyl: -0.5, axis: 90, add: null },
      left: { sph: -2, cyl: 0, axis: null, add: null },
      pd: { kind: 'single', value: 63 },
    });
    expect((await saved('GET', rana)).body.prescriptions.map((rx) => rx.id)).toEqual([id]);

    const edited = await saved(
      'PUT',
      rana,
      {
        ...GLASSES,
        name: 'Reading',
        right: { ...GLASSES.right, add: '+1.50' },
        left: { ...GLASSES.left, add: 1.5 },
        pd: { kind: 'dual', right: 31.5, left: 32 },
      },
      id,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.prescription).toMatchObject({
      name: 'Reading',
      right: { add: 1.5 },
      left: { add: 1.5 },
      pd: { kind: 'dual', right: 31.5, left: 32 },
    });
    expect((await saved('GET', rana, undefined, id)).body.prescription.name).toBe('Reading');

    expect((await saved('DELETE', rana, undefined, id)).body).toEqual({ deleted: id });
    expect((await saved('GET', rana)).body.prescriptions).toEqual([]);
    expect((await saved('DELETE', rana, undefined, id)).status).toBe(404);
  });

  it('checks a save with the shared schema and names each broken field', async () => {
    const broken = await saved('POST', rana, {
      ...GLASSES,
      name: ' ',
      right: { sph: -2.25, cyl: -0.5, axis: null },
      pd: { kind: 'single', value: 90 },
    });
    expect(broken.status).toBe(400);
    expect(Object.keys(broken.body.error.fields)).toEqual(['name', 'odAxis', 'pd']);
    expect(broken.body.error.fields.odAxis).toBe('Right eye (OD): a cylinder (CYL) needs its AXIS (1 to 180).');
    expect(broken.body.error.message).toContain('PD must be between 50 and 80 mm');

    for (const name of [['a'], { x: 1 }, 2026]) {
      const notText = await saved('POST', rana, { ...GLASSES, name });
      expect(notText.status).toBe(400);
      expect(Object.keys(notText.body.error.fields)).toEqual(['name']);
    }
    const lines = await saved('POST', rana, { ...GLASSES, name: 'Line one\nline\ttwo ' });
    expect(lines.body.prescription.name).toBe('Line one line two');
    await saved('DELETE', rana, undefined, lines.body.prescription.id);

    const old = await saved('POST', rana, { ...GLASSES, date: '2019-01-01' });
    expect(old.status).toBe(400);
    expect(Object.keys(old.body.error.fields)).toEqual(['confirmOld']);
    expect((await saved('POST', rana, { ...GLASSES, date: '2019-01-01', confirmOld: true })).status).toBe(201);

    const notJson = await answer(
      await savedRoute.action({
        request: new Request(`${PUBLIC_URL}/api/prescriptions`, { method: 'POST', headers: { Cookie: rana }, body: 'name=x' }),
        context,
        params: {},
      } as never),
    );
    expect(notJson.status).toBe(400);
  });

  it('refuses ADD on one eye only, a date before 1900 and a name of invisible characters, naming the field', async () => {
    const before = (await saved('GET', rana)).body.prescriptions;
    const oneAdd = await saved('POST', rana, { ...GLASSES, right: { ...GLASSES.right, add: 2 } });
    expect(oneAdd.status).toBe(400);
    expect(oneAdd.body.error.fields).toEqual({
      osAdd: 'Left eye (OS): choose the ADD (near addition) too, as the other eye has one, or clear both.',
    });
    const ancient = await saved('POST', rana, { ...GLASSES, date: '0000-01-01', confirmOld: true });
    expect(ancient.status).toBe(400);
    expect(ancient.body.error.fields).toEqual({ date: "The prescription's date cannot be before 1900." });
    const invisible = await saved('POST', rana, { ...GLASSES, name: '\u200b\u200b\u2060' });
    expect(invisible.status).toBe(400);
    expect(Object.keys(invisible.body.error.fields)).toEqual(['name']);
    expect((await saved('GET', rana)).body.prescriptions).toEqual(before);
  });

  it('keeps at most 20 per customer, even when saves arrive at once', async () => {
    const customerId = 'gid://shopify/Customer/saves-at-once';
    const values = valuesFromJson(GLASSES);
    const results = await Promise.allSettled(
      Array.from({ length: MAX_SAVED + 6 }, (_, i) =>
        createSaved(handle.db, i18nFor('en'), customerId, { ...values, name: `Rx ${i}` }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_SAVED);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(6);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 400,
        message: 'You can keep up to 20 saved prescriptions. Delete one you no longer use first.',
      });
    }
    expect(await listSaved(handle.db, customerId)).toHaveLength(MAX_SAVED);
  });

  it('answers 404 for an id of another shape, a null byte included, and refuses one in a field', async () => {
    for (const id of ['\u0000', 'x\u0000y', 'not-a-uuid']) {
      expect((await saved('GET', rana, undefined, id)).status).toBe(404);
      expect((await saved('PUT', rana, GLASSES, id)).status).toBe(404);
      expect((await saved('DELETE', rana, undefined, id)).status).toBe(404);
    }
    const named = await saved('POST', rana, { ...GLASSES, name: 'a\u0000b' });
    expect(named.status).toBe(400);
    expect(named.body.error.message).toBe(
      'The request contains characters that are not allowed. Please remove them and try again.',
    );
    const huge = await saved('POST', rana, { ...GLASSES, name: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('The request body is too large.');
  });

  it('belongs to its customer only, and asks a visitor to sign in', async () => {
    const created = await saved('POST', rana, { ...GLASSES, name: 'Rana only' });
    const id = created.body.prescription.id;
    expect((await saved('GET', omar)).body.prescriptions).toEqual([]);
    expect((await saved('GET', omar, undefined, id)).status).toBe(404);
    expect((await saved('PUT', omar, GLASSES, id)).status).toBe(404);
    expect((await saved('DELETE', omar, undefined, id)).status).toBe(404);
    expect((await saved('GET', rana, undefined, id)).body.prescription.name).toBe('Rana only');

    const visitor = await saved('GET', undefined);
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe('Sign in to keep your prescriptions in your account.');
  });
});
