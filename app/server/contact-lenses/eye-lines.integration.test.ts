/**
 * Contact lenses per eye through the `/cart` action's `add-eyes` intent, against the local engine:
 * the server finds each eye's variant from the posted options, and the engine keeps one line per
 * eye with its `Eye` attribute; a tampered post is refused whole and makes no cart.
 */
import { createSession, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { SeedContext } from '../../../engine/seed/catalog/context';
import { LENS_LINES } from '../../../engine/seed/catalog/lens-lines';
import { buildLensProduct } from '../../../engine/seed/catalog/lenses';
import { Prng } from '../../../engine/seed/catalog/prng';
import { fixtureCatalog } from '../../../engine/test/fixture-catalog';
import { testEngineOptions } from '../../../engine/test/harness';
import { fetchCart } from '../cart/cart-api.server';
import { runCartIntent } from '../cart/cart-action.server';
import type { ShopperCart } from '../cart/cart-session.server';
import type { SessionData, SessionFlash } from '../session.server';
import { engineStorefront } from '../storefront/engine-storefront';

const LINE = LENS_LINES.find((line) => line.line === 'Oasys 1-Day with HydraLuxe')!;

let handle: DatabaseHandle;
let context: AppLoadContext;
let lensHandle: string;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const lens = buildLensProduct(new Prng(11), new SeedContext(), LINE);
  lensHandle = lens.handle;
  const catalog = () => {
    const fixture = fixtureCatalog();
    return { ...fixture, products: [...fixture.products, lens] };
  };
  const engine = await createEngine(testEngineOptions(handle.db, { catalog }));
  const storefront = engineStorefront(engine);
  context = { db: handle.db, storefront, language: 'en' };
});
afterAll(() => handle?.close());

function shopper(): ShopperCart {
  return { session: createSession<SessionData, SessionFlash>(), context, options: { country: 'AE' } };
}

function eyesForm(eyes: [eye: string, power: string, quantity: string][]): FormData {
  const form = new FormData();
  form.set('intent', 'add-eyes');
  form.set('product', lensHandle);
  for (const [eye, power, quantity] of eyes) {
    form.append('eye', eye);
    form.append('option.Power', power);
    form.append('option.Base Curve', '8.5');
    form.append('quantity', quantity);
  }
  return form;
}

describe('add-eyes', () => {
  it('adds one line per eye with its Eye attribute and power', async () => {
    const buyer = shopper();
    const result = await runCartIntent(
      buyer,
      eyesForm([
        ['Right', '-2.25', '2'],
        ['Left', '-3.00', '1'],
      ]),
    );
    expect(result).toMatchObject({ intent: 'add-eyes', ok: true });
    const cart = await fetchCart(context.storefront, buyer.session.get('cartId')!);
    const lines = cart!.lines.map((line) => [
      line.merchandise.title,
      line.quantity,
      line.attributes.map((a) => `${a.key}=${a.value}`),
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['-2.25 / 8.5', 2, ['Eye=Right']],
        ['-3.00 / 8.5', 1, ['Eye=Left']],
      ]),
    );
    expect(lines).toHaveLength(2);
  });

  it('refuses a tampered post whole: no cart is made', async () => {
    for (const form of [
      eyesForm([
        ['Right', '-2.25', '1'],
        ['Middle', '-3.00', '1'],
      ]),
      eyesForm([['Right', '-42.00', '1']]),
      eyesForm([['Left', '-2.25', '25']]),
    ]) {
      const buyer = shopper();
      const result = await runCartIntent(buyer, form);
      expect(result).toMatchObject({ ok: false, refused: true });
      expect(result?.reason).toBeTruthy();
      expect(buyer.session.get('cartId')).toBeUndefined();
    }
  });

  it('is not offered for a product that is not a contact lens', async () => {
    const form = eyesForm([['Right', '-2.25', '1']]);
    form.set('product', 'aviator-classic');
    expect(await runCartIntent(shopper(), form)).toMatchObject({
      ok: false,
      refused: true,
      reason: 'This product is not sold per eye.',
    });
  });
});
