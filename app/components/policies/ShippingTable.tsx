import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { shippingRates, type ShippingCost, type ShippingTime } from '~/lib/shipping-rates';

function Cost({ cost }: { cost: ShippingCost }) {
  switch (cost.kind) {
    case 'free':
      return <Trans>Free</Trans>;
    case 'free-within': {
      const { km, aedPerKm } = cost;
      return (
        <Trans>
          Free within <bdi>{km}</bdi> km, then an extra <bdi>{aedPerKm}</bdi> AED per km beyond <bdi>{km}</bdi> km
        </Trans>
      );
    }
    case 'flat': {
      const { aed } = cost;
      return (
        <Trans>
          Flat AED <bdi>{aed}</bdi>
        </Trans>
      );
    }
    case 'from': {
      const { aed } = cost;
      return (
        <Trans>
          From AED <bdi>{aed}</bdi>
        </Trans>
      );
    }
  }
}

/** '24-48 hours': the unit agrees with the last number, as Arabic counts it. */
function Duration({ time }: { time: ShippingTime }) {
  const range = `${time.min}-${time.max}`;
  const { max } = time;
  return time.unit === 'hours' ? (
    <Plural value={max} one={`${range} hour`} other={`${range} hours`} />
  ) : (
    <Plural value={max} one={`${range} day`} other={`${range} days`} />
  );
}

/** SPEC §9 shipping: cost and delivery time by destination. */
export function ShippingTable() {
  const { t, i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t`Shipping rates and delivery times by destination`}</caption>
        <thead className="bg-mist">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              <Trans>Destination</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              <Trans>Cost</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              <Trans>Delivery time</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shippingRates.map((rate) => (
            <tr key={rate.id} className="border-t border-line align-top">
              <th scope="row" className="px-4 py-3 text-start font-medium">
                {i18n._(rate.destination)}
                {rate.note && <span className="block text-xs font-normal text-muted">{i18n._(rate.note)}</span>}
              </th>
              <td className="px-4 py-3">
                <Cost cost={rate.cost} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Duration time={rate.time} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
