import { describe, expect, it } from 'vitest';
import { LENS_PRODUCT_TYPE } from '~/lib/prescription/lens-offer';
import type { CartView } from './cart-api.server';
import { framelessLensesToast } from './checkout.server';

const line = (id: string, productType: string, quantity: number, pair?: string) => ({
  id,
  quantity,
  attributes: pair ? [{ key: '_pair', value: pair }] : [],
  merchandise: { product: { productType } },
});
const cart = (...lines: ReturnType<typeof line>[]) => ({ lines }) as unknown as CartView;

describe('the checkout’s check of the cart’s pairs of glasses', () => {
  it('lets a cart of whole, even pairs through', () => {
    expect(framelessLensesToast(cart(line('f', 'Eyeglasses', 2, 'p'), line('l', LENS_PRODUCT_TYPE, 2, 'p')), 'en')).toBeNull();
  });

  it('stops lenses without a frame, saying so in the page’s language', () => {
    const frameless = cart(line('f', 'Eyeglasses', 1, 'p'), line('l', LENS_PRODUCT_TYPE, 1));
    expect(framelessLensesToast(frameless, 'en')).toMatchObject({
      kind: 'error',
      message: 'Lenses in your cart have no frame. Remove them, or add them again with a frame, before you check out.',
    });
    expect(framelessLensesToast(frameless, 'ar')?.message).not.toContain('frame');
  });
});
