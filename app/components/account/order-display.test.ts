import { describe, expect, it } from 'vitest';
import { formatMoney, formatOrderDate, fulfillmentLabel, isDiscounted } from './order-display';

describe('order display', () => {
  it('names the fulfilment statuses as the SPEC does', () => {
    expect(fulfillmentLabel('FULFILLED')).toBe('delivered');
    expect(fulfillmentLabel('PROCESSING')).toBe('processing');
    expect(fulfillmentLabel('UNFULFILLED')).toBe('pending');
    expect(fulfillmentLabel(undefined)).toBe('pending');
  });

  it('formats dates as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatOrderDate('2026-01-14T10:42:05Z')).toBe('2026-01-14 10:42:05');
    expect(formatOrderDate('2026-01-14T22:42:05Z', 'Asia/Dubai')).toBe('2026-01-15 02:42:05');
    expect(formatOrderDate('2026-01-14T00:05:00Z', 'UTC')).toBe('2026-01-14 00:05:00');
  });

  it('formats money with the currency code and its minor units', () => {
    expect(formatMoney({ amount: '1250.5', currencyCode: 'AED' })).toBe('AED 1,250.50');
    expect(formatMoney({ amount: '12.5', currencyCode: 'KWD' })).toBe('KWD 12.500');
  });

  it('shows a compare-at price only when it is higher, in the same currency', () => {
    const price = { amount: '100.00', currencyCode: 'AED' };
    expect(isDiscounted(price, { amount: '150.00', currencyCode: 'AED' })).toBe(true);
    expect(isDiscounted(price, { amount: '100.00', currencyCode: 'AED' })).toBe(false);
    expect(isDiscounted(price, { amount: '150.00', currencyCode: 'USD' })).toBe(false);
    expect(isDiscounted(price, null)).toBe(false);
  });
});
