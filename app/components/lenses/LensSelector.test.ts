/**
 * The lens form as the server renders it (the page before, or without, JavaScript): what it posts
 * and how its messages are tied to their controls, read from the rendered markup.
 */
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import type { LensProduct } from '~/lib/prescription/lens-offer';
import type { LensOffer } from '~/server/lenses/lens-offer.server';
import { LensSelector, type LensSelectorProps } from './LensSelector';

const lensProduct = (handle: string): LensProduct => ({
  handle,
  title: handle,
  variants: ['1.50', '1.60', '1.67', '1.74'].map((index, i) => ({
    id: `gid://shopify/ProductVariant/${handle}-${index}`,
    index,
    coating: 'Anti-reflective',
    price: String(150 + i * 100),
    currencyCode: 'AED',
    availableForSale: true,
  })),
});

const OFFER: LensOffer = {
  frame: {
    handle: 'cat-eye-luxe',
    title: 'Cat eye luxe',
    productType: 'Eyeglasses',
    imageUrl: null,
    variants: [
      { id: 'gid://shopify/ProductVariant/1', title: 'Black', price: '500', currencyCode: 'AED', availableForSale: true },
    ],
  },
  usages: ['single-vision', 'reading', 'progressive', 'non-prescription', 'frame-only'],
  lensProducts: [lensProduct('lenses-single-vision'), lensProduct('lenses-reading'), lensProduct('lenses-progressive')],
};

const ANSWERS = {
  variant: 'gid://shopify/ProductVariant/1',
  usage: 'single-vision',
  index: '1.50',
  coating: 'Anti-reflective',
  rx: 'enter',
  odSph: '-9.00',
  odCyl: '0.00',
  osSph: '-8.50',
  osCyl: '0.00',
  pdMode: 'single',
  pd: '62',
  date: '2025-06-01',
};

/** The lens page's form as the server sends it. */
function renderPage(props: Partial<LensSelectorProps>): string {
  const Stub = createRoutesStub([
    {
      path: '/product/:handle/lenses',
      Component: () =>
        createElement(LensSelector, {
          offer: OFFER,
          onFile: { signedIn: false, uploads: [], saved: [] },
          variantId: OFFER.frame.variants[0]!.id,
          values: ANSWERS,
          mode: 'page',
          action: '/product/cat-eye-luxe/lenses',
          ...props,
        }),
    },
  ]);
  return renderToString(
    createElement(
      I18nProvider,
      { i18n: i18nFor('en') },
      createElement(Stub, { initialEntries: ['/product/cat-eye-luxe/lenses'] }),
    ),
  );
}

/** The opening tag of the one element that has `attribute` (a whole `name="value"`). */
function tagWith(html: string, attribute: string): string {
  const tags = html.match(/<[a-z]+\b[^>]*>/g)?.filter((tag) => tag.includes(` ${attribute}`)) ?? [];
  expect(tags, attribute).toHaveLength(1);
  return tags[0]!;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
const has = (tag: string, name: string) => new RegExp(`\\s${name}(=|\\s|>|/)`).test(tag);

/** The opening tag of the fieldset whose legend reads `legend`. */
function fieldsetOf(html: string, legend: string): string {
  const at = html.indexOf(`${legend}</legend>`);
  expect(at, legend).toBeGreaterThan(-1);
  const start = html.lastIndexOf('<fieldset', at);
  return html.slice(start, html.indexOf('>', start) + 1);
}

describe('the lens page without JavaScript', () => {
  it('offers the upgrade as a submit button the action understands', () => {
    const html = renderPage({
      errors: { index: 'Your prescription is too strong for 1.50 lenses: it needs index 1.67 or higher.' },
    });
    const button = tagWith(html, 'data-testid="lens-upgrade-button"');
    expect(attr(button, 'type')).toBe('submit');
    expect(attr(button, 'name')).toBe('upgrade');
    expect(attr(button, 'value')).toBe('1.67');
    // Inside the lens form, which posts it with the answers.
    expect(html.indexOf('data-testid="lens-selector"')).toBeLessThan(html.indexOf('data-testid="lens-upgrade-button"'));
    expect(html.indexOf('</form>')).toBeGreaterThan(html.indexOf('data-testid="lens-upgrade-button"'));
  });

  it('posts the entered prescription: its fields are neither hidden nor disabled', () => {
    const html = renderPage({});
    const entered = tagWith(html, 'data-testid="lens-rx-enter"');
    expect(has(entered, 'disabled')).toBe(false);
    expect(has(entered, 'hidden')).toBe(false);
    expect(html).not.toMatch(/<fieldset[^>]*\sdisabled/);
    expect(attr(tagWith(html, 'id="lens-odSph"'), 'name')).toBe('odSph');
  });

  it('ties each radio group to its message, and names each warning’s tick by its warning', () => {
    const html = renderPage({
      values: { ...ANSWERS, odSph: '-0.50', osSph: '-3.75', date: '2020-01-01' },
      errors: {
        index: 'Choose the lens thickness (index).',
        coating: 'Choose a lens coating.',
        rx: 'Choose how you will give your prescription.',
        confirmOld: 'This prescription is more than 2 years old.',
        confirmDifference: 'Your eyes are 3.25 apart (more than 3.00).',
      },
    });
    for (const [legend, id] of [
      ['Lens thickness (index)', 'lens-error-index'],
      ['Coating', 'lens-error-coating'],
      ['How would you like to give your prescription?', 'lens-error-rx'],
    ] as const) {
      expect(attr(fieldsetOf(html, legend), 'aria-describedby'), legend).toBe(id);
      tagWith(html, `id="${id}"`);
    }
    for (const [name, warning] of [
      ['confirmOld', 'This prescription is more than 2 years old.'],
      ['confirmDifference', 'Your eyes are 3.25 apart (more than 3.00).'],
    ] as const) {
      const id = `lens-error-${name}`;
      expect(attr(tagWith(html, `name="${name}"`), 'aria-describedby')).toBe(id);
      expect(has(tagWith(html, `aria-labelledby="${id}"`), 'role="group"')).toBe(true);
      expect(html).toContain(`id="${id}" class="mt-1 text-sm font-medium text-sale" data-testid="${id}">${warning}</p>`);
    }
  });

  it('names a tick kept from an earlier answer by what it confirms, its warning no longer raised', () => {
    const html = renderPage({
      values: { ...ANSWERS, odSph: '-2.00', osSph: '-2.00', confirmOld: 'yes', confirmDifference: 'yes' },
    });
    for (const [name, what] of [
      ['confirmOld', 'The prescription is more than 2 years old.'],
      ['confirmDifference', 'The eyes are more than 3.00 apart.'],
    ] as const) {
      const id = `lens-${name}-warning`;
      expect(attr(tagWith(html, `name="${name}"`), 'aria-describedby')).toBe(id);
      tagWith(html, `aria-labelledby="${id}"`);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*>${what.replace(/[.()]/g, '\\$&')}</p>`));
    }
  });
});

describe('the steps with another prescription source chosen', () => {
  it('keep the entered prescription’s fields, hidden and disabled so that they are not posted', () => {
    const html = renderPage({ mode: 'stepper', values: { ...ANSWERS, rx: 'later' } });
    const entered = tagWith(html, 'data-testid="lens-rx-enter"');
    expect(has(entered, 'disabled')).toBe(true);
    expect(has(entered, 'hidden')).toBe(true);
    // Still there, with what was typed: back on 'Enter it' the shopper finds it as it was.
    const start = html.indexOf('data-testid="lens-rx-enter"');
    const odSph = html.indexOf('id="lens-odSph"');
    expect(odSph).toBeGreaterThan(start);
    expect(html.slice(odSph, html.indexOf('</select>', odSph))).toMatch(/<option value="-9.00" selected="">/);
  });

  it('enable them again with Enter it', () => {
    const entered = tagWith(renderPage({ mode: 'stepper', values: ANSWERS }), 'data-testid="lens-rx-enter"');
    expect(has(entered, 'disabled')).toBe(false);
    expect(has(entered, 'hidden')).toBe(false);
  });
});
