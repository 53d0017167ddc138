import { PolicyPage } from '~/components/layout/PolicyPage';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Terms & conditions');

export default function TermsAndConditions() {
  return (
    <PolicyPage
      title="Terms & conditions"
      lead="These terms apply to every visit to Nazzara and every order placed with us. By using the shop you accept them."
    >
      <h2>Who we are</h2>
      <p>Nazzara is an online eyewear shop based in Dubai, United Arab Emirates, selling to customers in the UAE, the Gulf and worldwide.</p>
      <h2>Your account</h2>
      <ul>
        <li>You must be 18 or older to register: minors under 18 may not register for an account.</li>
        <li>Keep your password to yourself; you are responsible for orders placed with your account.</li>
        <li>Give us correct contact and delivery details, so that we can deliver your order.</li>
      </ul>
      <h2>Prices and payment</h2>
      <p>
        Prices are shown in AED, KWD, SAR or USD, include VAT where it applies, and are confirmed on the checkout page before
        you pay. Shipping costs follow our shipping and delivery page. Instalment plans are offered by their providers on
        their own terms.
      </p>
      <h2>Orders</h2>
      <p>
        An order is accepted when we send its confirmation. We may cancel an order when an item turns out to be out of
        stock or a price was shown in error; you are then refunded in full. You may cancel an order within 24 hours of
        placing it.
      </p>
      <h2>Returns, exchanges and refunds</h2>
      <p>
        Return requests are accepted within 7 days; exchange and refund requests within 48 hours. Damaged goods must be
        reported within 24 hours. The return policy page gives the full details and times.
      </p>
      <h2>Prescriptions</h2>
      <p>
        Prescription items are made to the prescription you give us; please make sure it is current. Prescription items need
        up to 45 extra working days.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the United Arab Emirates and the courts of Dubai.</p>
    </PolicyPage>
  );
}
