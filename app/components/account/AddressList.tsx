import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CountryNames } from '~/lib/countries';
import { AddressCard, type AddressView } from './AddressCard';
import { tabUrl } from './profile-tabs';

/** SPEC §9: the list shows one address until the shopper asks for all. */
export const ADDRESSES_SHOWN = 1;

interface AddressListProps {
  addresses: AddressView[];
  defaultAddressId: string | null;
  countryNames: CountryNames;
  showAll: boolean;
  /** Why a delete failed without JavaScript (with it, an alert says so). */
  deleteError: string | undefined;
}

/**
 * The toggle is a link (`&show=all`), so it works before JavaScript loads and the choice survives a
 * reload; the page does not refetch for it (see the route's shouldRevalidate).
 */
export function AddressList({ addresses, defaultAddressId, countryNames, showAll, deleteError }: AddressListProps) {
  const shown = showAll ? addresses : addresses.slice(0, ADDRESSES_SHOWN);
  return (
    <section aria-labelledby="addresses-heading" className="space-y-5">
      <h2 id="addresses-heading" data-focus-after-removal tabIndex={-1} className="text-xl font-semibold">
        <Trans>Saved addresses</Trans>
      </h2>
      {deleteError && (
        <div role="alert" className="rounded-lg border border-sale/30 bg-sale/5 px-4 py-3 text-sm text-sale">
          <p className="font-semibold">
            <Trans>Failed to delete address</Trans>
          </p>
          <p>{deleteError}</p>
        </div>
      )}
      {addresses.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-8 text-center text-muted">
          <Trans>No addresses available</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {shown.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              isDefault={address.id === defaultAddressId}
              countryNames={countryNames}
            />
          ))}
        </ul>
      )}
      {addresses.length > ADDRESSES_SHOWN && (
        <Link
          to={showAll ? tabUrl('address') : tabUrl('address', { show: 'all' })}
          preventScrollReset
          className="inline-flex text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {showAll ? <Trans>Show Less</Trans> : <Trans>Show All</Trans>}
        </Link>
      )}
    </section>
  );
}
