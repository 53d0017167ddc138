import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/lib/money';
import { fromMinor, toMinor } from './money';
import { cartSummary, type SummaryLine } from './summary';

const money = (amount: string, currencyCode: string) => ({ amount, currencyCode });

function line(quantity: number, price: string, compareAt: string | null, currency: string): SummaryLine {
  return { quantity, price: money(price, currency), compareAtPrice: compareAt === null ? null : money(compareAt, currency) };
}

describe('cartSummary (SPEC §9)', () => {
  it.each([
    // currency, lines, subtotal (compare-at totals), total, discount, formatted total
    ['AED', [line(2, '220.0', '260.0', 'AED'), line(1, '785.0', '960.0', 'AED')], '1480.00', '1225.00', '255.00', 'AED 1,225.00'],
    ['SAR', [line(3, '19.99', '24.99', 'SAR'), line(1, '100.10', null, 'SAR')], '175.07', '160.07', '15.00', 'SAR 160.07'],
    ['USD', [line(3, '0.1', '0.3', 'USD'), line(1, '0.2', '0.2', 'USD')], '1.10', '0.50', '0.60', 'USD 0.50'],
    ['KWD', [line(2, '17.975', '21.150', 'KWD'), line(3, '0.333', '0.500', 'KWD')], '43.800', '36.949', '6.851', 'KWD 36.949'],
  ])('sums %s in its minor units', (currency, lines, subtotal, total, discount, formatted) => {
    const summary = cartSummary(lines);
    expect(summary.currencyCode).toBe(currency);
    expect(fromMinor(summary.subtotal, currency)).toBe(subtotal);
    expect(fromMinor(summary.total, currency)).toBe(total);
    expect(fromMinor(summary.discount, currency)).toBe(discount);
    expect(summary.discount).toBe(summary.subtotal - summary.total);
    expect(formatMoney(fromMinor(summary.total, currency), currency)).toBe(formatted);
  });

  it('counts items by quantity, not by line', () => {
    expect(cartSummary([line(2, '1', null, 'AED'), line(5, '1', null, 'AED')]).itemCount).toBe(7);
  });

  it('takes the currency of the first line, and USD for an empty cart', () => {
    expect(cartSummary([line(1, '5', null, 'KWD'), line(1, '5', null, 'AED')]).currencyCode).toBe('KWD');
    expect(cartSummary([])).toEqual({ currencyCode: 'USD', subtotal: 0, total: 0, discount: 0, itemCount: 0 });
  });

  it('counts a line without compare-at at its price, so it adds no discount', () => {
    const summary = cartSummary([line(2, '50', null, 'AED')]);
    expect(summary.subtotal).toBe(summary.total);
    expect(summary.discount).toBe(0);
  });

  it('never shows a negative discount for a compare-at below the price', () => {
    expect(cartSummary([line(1, '50', '40', 'AED')]).discount).toBe(0);
  });

  it('treats a missing price as zero rather than failing', () => {
    expect(cartSummary([{ quantity: 2, price: null }]).total).toBe(0);
  });
});

describe('minor units', () => {
  it('keeps 3 decimals for KWD and 2 for AED, SAR and USD', () => {
    expect(toMinor('12.345', 'KWD')).toBe(12345);
    expect(toMinor('1.005', 'AED')).toBe(101);
    expect(toMinor('19.99', 'SAR')).toBe(1999);
    expect(toMinor('abc', 'USD')).toBe(0);
    expect(fromMinor(12345, 'KWD')).toBe('12.345');
  });
});
