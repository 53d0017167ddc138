import { Trans, useLingui } from '@lingui/react/macro';
import { PolicyPage } from '~/components/layout/PolicyPage';
import { ShippingTable } from '~/components/policies/ShippingTable';

export default function ShippingDelivery() {
  const { t } = useLingui();
  return (
    <PolicyPage
      title={t`Shipping & delivery`}
      lead={t`We ship from Dubai to the whole UAE, the Gulf and worldwide. Here is what delivery costs and how long it takes.`}
    >
      <h2>
        <Trans>Shipping rates and times</Trans>
      </h2>
      <ShippingTable />
      <h2>
        <Trans>Processing times</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Regular items are prepared and handed to the courier within <bdi>1-3</bdi> working days.
          </Trans>
        </li>
        <li>
          <Trans>
            Special orders (made-to-order frames and rare pieces) take <bdi>4-8</bdi> weeks.
          </Trans>
        </li>
        <li>
          <Trans>
            Prescription items need up to 45 extra working days, because the lenses are cut and fitted to your prescription.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Same-day delivery in Dubai</Trans>
      </h2>
      <p>
        <Trans>
          Order before 10:00 and we deliver in Dubai on the same day, within <bdi>4-6</bdi> hours. Delivery is free within 25 km
          of our warehouse; beyond 25 km an extra 2 AED per km applies and is shown before you pay.
        </Trans>
      </p>
      <h2>
        <Trans>Delivery attempts</Trans>
      </h2>
      <p>
        <Trans>
          Our courier makes a maximum of two delivery attempts and calls the phone number on your order before each one. If both
          attempts fail, the parcel returns to us and we contact you to arrange a new delivery.
        </Trans>
      </p>
      <h2>
        <Trans>Customs and duties</Trans>
      </h2>
      <p>
        <Trans>
          Orders to the Gulf are shipped with duties paid. For the US, Europe and Australia, local import duties and taxes may be
          charged by the courier on delivery.
        </Trans>
      </p>
    </PolicyPage>
  );
}
