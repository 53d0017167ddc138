/** The shipping table of SPEC §9, as the shipping page shows it. */
export interface ShippingRate {
  destination: string;
  cost: string;
  time: string;
  note?: string;
}

export const shippingRates: ShippingRate[] = [
  { destination: 'United Arab Emirates', cost: 'Free', time: '24-48 hours' },
  {
    destination: 'Dubai same-day',
    cost: 'Free within 25 km, then an extra 2 AED per km beyond 25 km',
    time: '4-6 hours',
    note: 'For orders placed before 10:00',
  },
  { destination: 'KSA, Kuwait, Qatar, Bahrain, Oman', cost: 'Flat AED 60', time: '4-7 days' },
  { destination: 'US, Europe, Australia', cost: 'From AED 80', time: '7-10 days' },
];
