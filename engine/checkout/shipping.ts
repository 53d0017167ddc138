/**
 * Shipping methods and costs from SPEC §9, in AED fils (converted to the cart's currency on
 * display): UAE free in 24-48 hours, plus Dubai same-day (4-6 hours) for orders placed before
 * 10:00 Dubai time; Saudi Arabia, Kuwait, Qatar, Bahrain and Oman a flat AED 60 in 4-7 days;
 * the US, Europe and Australia (and India, worldwide) from AED 80 in 7-10 days.
 */
import type { MessageDescriptor } from '@lingui/core';
import { shipping } from './messages.ts';

export type ShippingMethodId = 'uae-standard' | 'dubai-same-day' | 'gcc-flat' | 'international';

export interface ShippingMethod {
  id: ShippingMethodId;
  label: MessageDescriptor;
  /** How long delivery takes. */
  delivery: MessageDescriptor;
  costFils: number;
  /** Extra condition the shopper must meet, shown beside the option. */
  note?: MessageDescriptor;
}

const GCC = new Set(['SA', 'KW', 'QA', 'BH', 'OM']);
const INTERNATIONAL = new Set(['US', 'IN', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'IE', 'SE', 'CH', 'AU']);

/** Dubai is UTC+4 all year (no daylight saving). */
export function dubaiHour(now: Date): number {
  return (now.getUTCHours() + 4) % 24;
}

export const SAME_DAY_CUTOFF_HOUR = 10;

export function shippingMethodsFor(countryCode: string, now: Date): ShippingMethod[] {
  if (countryCode === 'AE') {
    const methods: ShippingMethod[] = [
      { id: 'uae-standard', label: shipping.uaeStandard, delivery: shipping.hours24to48, costFils: 0 },
    ];
    if (dubaiHour(now) < SAME_DAY_CUTOFF_HOUR) {
      methods.push({
        id: 'dubai-same-day',
        label: shipping.dubaiSameDay,
        delivery: shipping.hours4to6,
        costFils: 0,
        note: shipping.dubaiSameDayNote,
      });
    }
    return methods;
  }
  if (GCC.has(countryCode)) return [{ id: 'gcc-flat', label: shipping.gccFlat, delivery: shipping.days4to7, costFils: 6000 }];
  if (INTERNATIONAL.has(countryCode))
    return [{ id: 'international', label: shipping.international, delivery: shipping.days7to10, costFils: 8000 }];
  return [];
}

/** The cheapest method for a country (what seeded orders use), or null if it is not shipped to. */
export function defaultShippingMethod(countryCode: string, now: Date): ShippingMethod | null {
  return shippingMethodsFor(countryCode, now)[0] ?? null;
}
