import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { tabUrl, type ProfileTab } from './profile-tabs';

interface NavItem {
  label: MessageDescriptor;
  tab: ProfileTab;
  /** Also current on these tabs (My Orders while reading an order). */
  alsoFor?: ProfileTab[];
}

const items: NavItem[] = [
  { label: msg`Dashboard`, tab: 'dashboard' },
  { label: msg`Address`, tab: 'address' },
  { label: msg`Add Address`, tab: 'add-address' },
  { label: msg`Edit Settings`, tab: 'edit-address' },
  { label: msg`My Orders`, tab: 'order', alsoFor: ['ordersummary'] },
  { label: msg`My Prescriptions`, tab: 'prescriptions', alsoFor: ['add-prescription', 'edit-prescription'] },
];

const itemClass =
  'inline-flex w-full items-center rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap text-ink transition-colors hover:bg-mist md:rounded-lg md:py-2.5 aria-[current=page]:bg-brand aria-[current=page]:text-white';

/**
 * SPEC §2: a sidebar on desktop, a menu across the top on mobile: one list that changes shape, so
 * each entry exists once. 'Edit Settings' shows only while an address is being edited.
 */
export function ProfileNav({ tab, currentUrl }: { tab: ProfileTab; currentUrl: string }) {
  const { t, i18n } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => bringCurrentIntoView(list.current), [tab]);
  return (
    <nav aria-label={t`My account`} className="min-w-0 md:sticky md:top-6 md:self-start">
      <ul
        ref={list}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:rounded-2xl md:bg-white md:p-3 md:ring-1 md:ring-line"
      >
        {items.map((item) => {
          if (item.tab === 'edit-address' && tab !== 'edit-address') return null;
          const current = tab === item.tab || Boolean(item.alsoFor?.includes(tab));
          return (
            <li key={item.tab} className="shrink-0">
              <Link
                to={item.tab === 'edit-address' ? currentUrl : tabUrl(item.tab)}
                aria-current={current ? 'page' : undefined}
                className={itemClass}
              >
                {i18n._(item.label)}
              </Link>
            </li>
          );
        })}
        <li className="shrink-0 md:mt-2 md:border-t md:border-line md:pt-2">
          {/* A whole new document, not a client navigation: nothing the tab held for this customer
              (loaded pages, a try-on photo kept in memory) outlives the sign-out on a shared device. */}
          <Form method="post" action="/logout" reloadDocument>
            <button type="submit" className={`${itemClass} text-sale hover:bg-sale/5`}>
              {t`Logout`}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

/**
 * On a phone the menu is a strip that scrolls across: the current entry is scrolled into it (the
 * later tabs, My Orders or My Prescriptions, start out of sight, past the end in Arabic too). Only
 * the strip scrolls, never the page.
 */
function bringCurrentIntoView(strip: HTMLUListElement | null) {
  const current = strip?.querySelector('[aria-current="page"]');
  if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
  const shown = strip.getBoundingClientRect();
  const item = current.getBoundingClientRect();
  const margin = 16;
  if (item.left < shown.left + margin) strip.scrollBy({ left: item.left - shown.left - margin });
  else if (item.right > shown.right - margin) strip.scrollBy({ left: item.right - shown.right + margin });
}
