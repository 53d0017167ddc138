import { Trans, useLingui } from '@lingui/react/macro';
import { PolicyPage } from '~/components/layout/PolicyPage';

export default function TermsAndConditions() {
  const { t } = useLingui();
  return (
    <PolicyPage
      title={t`Terms & conditions`}
      lead={t`These terms apply to every visit to Nazzara and every order placed with us. By using the shop you accept them.`}
    >
      <h2>
        <Trans>Who we are</Trans>
      </h2>
      <p>
        <Trans>
          Nazzara is an online eyewear shop based in Dubai, United Arab Emirates, selling to customers in the UAE, the Gulf and
          worldwide.
        </Trans>
      </p>
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <ul>
        <li>
          <Trans>You must be 18 or older to register: minors under 18 may not register for an account.</Trans>
        </li>
        <li>
          <Trans>Keep your password to yourself; you are responsible for orders placed with your account.</Trans>
        </li>
        <li>
          <Trans>Give us correct contact and delivery details, so that we can deliver your order.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Prices and payment</Trans>
      </h2>
      <p>
        <Trans>
          Prices are shown in AED, KWD, SAR or USD, include VAT where it applies, and are confirmed on the checkout page before
          you pay. Shipping costs follow our shipping and delivery page. Instalment plans are offered by their providers on their
          own terms.
        </Trans>
      </p>
      <h2>
        <Trans>Orders</Trans>
      </h2>
      <p>
        <Trans>
          An order is accepted when we send its confirmation. We may cancel an order when an item turns out to be out of stock or
          a price was shown in error; you are then refunded in full. You may cancel an order within 24 hours of placing it.
        </Trans>
      </p>
      <h2>
        <Trans>Returns, exchanges and refunds</Trans>
      </h2>
      <p>
        <Trans>
          Return requests are accepted within 7 days; exchange and refund requests within 48 hours. Damaged goods must be reported
          within 24 hours. The return policy page gives the full details and times.
        </Trans>
      </p>
      <h2>
        <Trans>Prescriptions</Trans>
      </h2>
      <p>
        <Trans>
          Prescription items are made to the prescription you give us; please make sure it is current. Prescription items need up
          to 45 extra working days.
        </Trans>
      </p>
      <h2>
        <Trans>Governing law</Trans>
      </h2>
      <p>
        <Trans>These terms are governed by the laws of the United Arab Emirates and the courts of Dubai.</Trans>
      </p>
    </PolicyPage>
  );
}
