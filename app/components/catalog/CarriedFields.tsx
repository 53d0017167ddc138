import { useLocation } from 'react-router';
import { carriedParams, type KeptParams, type ListingChange } from '~/lib/catalog/shop-query';

/** A listing form's hidden fields: the rest of the address, so that the form works without JavaScript too. */
export function CarriedFields({ kept, change }: { kept: KeptParams; change: ListingChange }) {
  const location = useLocation();
  return carriedParams(location.search, kept, change).map(([key, value], i) => (
    <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
  ));
}
