import { PolicyPage } from '~/components/layout/PolicyPage';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Return policy');

export default function ReturnPolicy() {
  return (
    <PolicyPage
      title="Return policy"
      lead="If something is not right with your order, we make it right: exchanges, refunds and cancellations, with the times that apply to each."
    >
      <h2>Returns</h2>
      <p>
        You can request a return within 7 days of delivery. Items must be unworn, in their original case and packaging, with
        all tags and the protective film on the lenses. Contact lenses can be returned only in sealed, unopened packs.
      </p>
      <h2>Exchanges</h2>
      <ul>
        <li>Request an exchange within 48 hours of delivery.</li>
        <li>Exchanges are completed within 10-15 working days of receiving the item back.</li>
      </ul>
      <h2>Refunds</h2>
      <ul>
        <li>Request a refund within 48 hours of delivery.</li>
        <li>We respond to every refund request within 24 hours.</li>
        <li>Approved refunds are processed within 7-21 working days.</li>
        <li>Depending on your bank or payment provider, the money is credited to your account in 10-45 days.</li>
      </ul>
      <h2>Cancellations</h2>
      <p>
        You can cancel an order within 24 hours of placing it, free of charge, as long as it has not been handed to the
        courier. Prescription lenses that have already been cut cannot be cancelled.
      </p>
      <h2>Damaged or wrong items</h2>
      <p>
        Report damaged goods within 24 hours of delivery, with photos of the item and its packaging. We replace the item or
        refund it in full, including shipping.
      </p>
      <h2>Items we cannot take back</h2>
      <ul>
        <li>Opened contact lens packs and lens solutions.</li>
        <li>Prescription lenses made to your prescription, unless they are faulty.</li>
        <li>Items damaged after delivery through wear or misuse.</li>
      </ul>
    </PolicyPage>
  );
}
