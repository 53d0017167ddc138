import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { formatOrderDate, fulfillmentLabel, isDiscounted } from './order-display';

describe('order display', () => {
  it('names the fulfilment statuses as the SPEC does', () => {
    const en = i18nFor('en');
    expect(en._(fulfillmentLabel('FULFILLED'))).toBe('delivered');
    expect(en._(fulfillmentLabel('PROCESSING'))).toBe('processing');
    expect(en._(fulfillmentLabel('UNFULFILLED'))).toBe('pending');
    expect(en._(fulfillmentLabel(undefined))).toBe('pending');
  });

  it('names them in Arabic on Arabic pages', () => {
    const ar = i18nFor('ar');
    expect((['FULFILLED', 'PROCESSING', 'UNFULFILLED'] as const).map((status) => ar._(fulfillmentLabel(status)))).toEqual([
      'تم التوصيل',
      'قيد التجهيز',
      'قيد الانتظار',
    ]);
  });

  it('formats dates as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatOrderDate('2026-01-14T10:42:05Z')).toBe('2026-01-14 10:42:05');
    expect(formatOrderDate('2026-01-14T22:42:05Z', 'Asia/Dubai')).toBe('2026-01-15 02:42:05');
    expect(formatOrderDate('2026-01-14T00:05:00Z', 'UTC')).toBe('2026-01-14 00:05:00');
  });

  it('shows a compare-at price only when it is higher, in the same currency', () => {
    const price = { amount: '100.00', currencyCode: 'AED' };
    expect(isDiscounted(price, { amount: '150.00', currencyCode: 'AED' })).toBe(true);
    expect(isDiscounted(price, { amount: '100.00', currencyCode: 'AED' })).toBe(false);
    expect(isDiscounted(price, { amount: '150.00', currencyCode: 'USD' })).toBe(false);
    expect(isDiscounted(price, null)).toBe(false);
  });
});
