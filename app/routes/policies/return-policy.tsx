import { Trans, useLingui } from '@lingui/react/macro';
import { PolicyPage } from '~/components/layout/PolicyPage';

export default function ReturnPolicy() {
  const { t } = useLingui();
  return (
    <PolicyPage
      title={t`Return policy`}
      lead={t`If something is not right with your order, we make it right: exchanges, refunds and cancellations, with the times that apply to each.`}
    >
      <h2>
        <Trans>Returns</Trans>
      </h2>
      <p>
        <Trans>
          You can request a return within 7 days of delivery. Items must be unworn, in their original case and packaging, with all
          tags and the protective film on the lenses. Contact lenses can be returned only in sealed, unopened packs.
        </Trans>
      </p>
      <h2>
        <Trans>Exchanges</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Request an exchange within 48 hours of delivery.</Trans>
        </li>
        <li>
          <Trans>
            Exchanges are completed within <bdi>10-15</bdi> working days of receiving the item back.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Refunds</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Request a refund within 48 hours of delivery.</Trans>
        </li>
        <li>
          <Trans>We respond to every refund request within 24 hours.</Trans>
        </li>
        <li>
          <Trans>
            Approved refunds are processed within <bdi>7-21</bdi> working days.
          </Trans>
        </li>
        <li>
          <Trans>
            Depending on your bank or payment provider, the money is credited to your account in <bdi>10-45</bdi> days.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Cancellations</Trans>
      </h2>
      <p>
        <Trans>
          You can cancel an order within 24 hours of placing it, free of charge, as long as it has not been handed to the courier.
          Prescription lenses that have already been cut cannot be cancelled.
        </Trans>
      </p>
      <h2>
        <Trans>Damaged or wrong items</Trans>
      </h2>
      <p>
        <Trans>
          Report damaged goods within 24 hours of delivery, with photos of the item and its packaging. We replace the item or
          refund it in full, including shipping.
        </Trans>
      </p>
      <h2>
        <Trans>Items we cannot take back</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Opened contact lens packs and lens solutions.</Trans>
        </li>
        <li>
          <Trans>Prescription lenses made to your prescription, unless they are faulty.</Trans>
        </li>
        <li>
          <Trans>Items damaged after delivery through wear or misuse.</Trans>
        </li>
      </ul>
    </PolicyPage>
  );
}
