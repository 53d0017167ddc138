import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The shipping table of SPEC §9, as the shipping page shows it. The figures are data; the page
 * words them in its language (`ShippingTable`).
 */
export type ShippingCost =
  | { kind: 'free' }
  /** Free up to `km`, then `aedPerKm` for every km beyond it. */
  | { kind: 'free-within'; km: number; aedPerKm: number }
  | { kind: 'flat'; aed: number }
  | { kind: 'from'; aed: number };

export interface ShippingTime {
  min: number;
  max: number;
  unit: 'hours' | 'days';
}

export interface ShippingRate {
  id: string;
  destination: MessageDescriptor;
  cost: ShippingCost;
  time: ShippingTime;
  note?: MessageDescriptor;
}

export const shippingRates: ShippingRate[] = [
  { id: 'uae', destination: msg`United Arab Emirates`, cost: { kind: 'free' }, time: { min: 24, max: 48, unit: 'hours' } },
  {
    id: 'dubai-same-day',
    destination: msg`Dubai same-day`,
    cost: { kind: 'free-within', km: 25, aedPerKm: 2 },
    time: { min: 4, max: 6, unit: 'hours' },
    note: msg`For orders placed before 10:00`,
  },
  {
    id: 'gulf',
    destination: msg`KSA, Kuwait, Qatar, Bahrain, Oman`,
    cost: { kind: 'flat', aed: 60 },
    time: { min: 4, max: 7, unit: 'days' },
  },
  {
    id: 'worldwide',
    destination: msg`US, Europe, Australia`,
    cost: { kind: 'from', aed: 80 },
    time: { min: 7, max: 10, unit: 'days' },
  },
];
