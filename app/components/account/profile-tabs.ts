/** SPEC §2: the profile's tabs, chosen by `?activetab=`. */
export const PROFILE_TABS = [
  'dashboard',
  'address',
  'edit-address',
  'add-address',
  'order',
  'ordersummary',
  'prescriptions',
  'add-prescription',
  'edit-prescription',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function parseTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'dashboard';
}

export function tabUrl(tab: ProfileTab, params: Record<string, string> = {}): string {
  return `/profile?${new URLSearchParams({ activetab: tab, ...params })}`;
}

/** The tabs of My Prescriptions: the list, and its add and edit forms. */
export const PRESCRIPTION_TABS: readonly ProfileTab[] = ['prescriptions', 'add-prescription', 'edit-prescription'];
