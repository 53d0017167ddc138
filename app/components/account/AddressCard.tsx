import { useId } from 'react';
import { Link } from 'react-router';
import { DeleteAddressButton } from './DeleteAddressButton';
import { tabUrl } from './profile-tabs';

export interface AddressView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  zip: string | null;
  phone: string | null;
}

export function addressLines(address: AddressView): string[] {
  return [
    address.company,
    address.address1,
    address.address2,
    [address.city, address.province, address.zip].filter(Boolean).join(', '),
    address.country,
  ].filter((line): line is string => Boolean(line));
}

export function AddressCard({ address, isDefault }: { address: AddressView; isDefault: boolean }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  // The buttons are named 'Edit' and 'Delete' (SPEC §2); which address they act on is their description.
  const describedBy = useId();
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:flex-row sm:items-start sm:justify-between">
      <address id={describedBy} className="text-sm leading-6 not-italic">
        <p className="flex items-center gap-2 text-base font-semibold text-ink">
          {name}
          {isDefault && <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand">Default</span>}
        </p>
        {addressLines(address).map((line) => (
          <span key={line} className="block text-muted">
            {line}
          </span>
        ))}
        {address.phone && <span className="mt-1 block text-ink">{address.phone}</span>}
      </address>
      <div className="flex shrink-0 gap-2">
        <Link
          to={tabUrl('edit-address', { id: address.id })}
          aria-describedby={describedBy}
          className="inline-flex items-center rounded-full border border-line px-4 py-1.5 text-sm font-medium text-brand transition-colors hover:border-brand hover:bg-brand-soft"
        >
          Edit
        </Link>
        <DeleteAddressButton addressId={address.id} describedBy={describedBy} />
      </div>
    </li>
  );
}
