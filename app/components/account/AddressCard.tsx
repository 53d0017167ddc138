import { Trans } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { CountryNames } from '~/lib/countries';
import { useFocusAfterRemoval } from '~/components/ui/focus-after-removal';
import { DeleteAddressButton } from './DeleteAddressButton';
import { IsolatedText } from './IsolatedText';
import { PostalAddressLines, type PostalAddressFields } from './PostalAddress';
import { tabUrl } from './profile-tabs';

export interface AddressView extends PostalAddressFields {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
}

export function AddressCard({
  address,
  isDefault,
  countryNames,
}: {
  address: AddressView;
  isDefault: boolean;
  countryNames: CountryNames;
}) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  // The buttons are named 'Edit' and 'Delete' (SPEC §2); which address they act on is their description.
  const describedBy = useId();
  const card = useRef<HTMLLIElement>(null);
  useFocusAfterRemoval(card);
  return (
    <li
      ref={card}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:flex-row sm:items-start sm:justify-between"
    >
      <address id={describedBy} className="text-sm leading-6 text-muted not-italic">
        <p className="flex items-center gap-2 text-base font-semibold text-ink">
          <IsolatedText text={name} />
          {isDefault && (
            <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand">
              <Trans>Default</Trans>
            </span>
          )}
        </p>
        <PostalAddressLines address={address} countryNames={countryNames} />
      </address>
      <div className="flex shrink-0 gap-2">
        <Link
          to={tabUrl('edit-address', { id: address.id })}
          aria-describedby={describedBy}
          className="inline-flex items-center rounded-full border border-line px-4 py-1.5 text-sm font-medium text-brand transition-colors hover:border-brand hover:bg-brand-soft"
        >
          <Trans>Edit</Trans>
        </Link>
        <DeleteAddressButton addressId={address.id} describedBy={describedBy} />
      </div>
    </li>
  );
}
