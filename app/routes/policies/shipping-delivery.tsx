import { PolicyPage } from '~/components/layout/PolicyPage';
import { pageTitle } from '~/lib/page-title';
import { shippingRates } from '~/lib/shipping-rates';

export const meta = () => pageTitle('Shipping & delivery');

export default function ShippingDelivery() {
  return (
    <PolicyPage
      title="Shipping & delivery"
      lead="We ship from Dubai to the whole UAE, the Gulf and worldwide. Here is what delivery costs and how long it takes."
    >
      <h2>Shipping rates and times</h2>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">Shipping rates and delivery times by destination</caption>
          <thead className="bg-mist">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">Destination</th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">Cost</th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">Delivery time</th>
            </tr>
          </thead>
          <tbody>
            {shippingRates.map((rate) => (
              <tr key={rate.destination} className="border-t border-line align-top">
                <th scope="row" className="px-4 py-3 text-start font-medium">
                  {rate.destination}
                  {rate.note && <span className="block text-xs font-normal text-muted">{rate.note}</span>}
                </th>
                <td className="px-4 py-3">{rate.cost}</td>
                <td className="px-4 py-3">{rate.time}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Processing times</h2>
      <ul>
        <li>Regular items are prepared and handed to the courier within 1-3 working days.</li>
        <li>Special orders (made-to-order frames and rare pieces) take 4-8 weeks.</li>
        <li>Prescription items need up to 45 extra working days, because the lenses are cut and fitted to your prescription.</li>
      </ul>
      <h2>Same-day delivery in Dubai</h2>
      <p>
        Order before 10:00 and we deliver in Dubai on the same day, within 4-6 hours. Delivery is free within 25 km of our
        warehouse; beyond 25 km an extra 2 AED per km applies and is shown before you pay.
      </p>
      <h2>Delivery attempts</h2>
      <p>
        Our courier makes a maximum of two delivery attempts and calls the phone number on your order before each one.
        If both attempts fail, the parcel returns to us and we contact you to arrange a new delivery.
      </p>
      <h2>Customs and duties</h2>
      <p>
        Orders to the Gulf are shipped with duties paid. For the US, Europe and Australia, local import duties and taxes may
        be charged by the courier on delivery.
      </p>
    </PolicyPage>
  );
}
