import { PolicyPage } from '~/components/layout/PolicyPage';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Privacy policy');

export default function PrivacyPolicy() {
  return (
    <PolicyPage
      title="Privacy policy"
      lead="What we collect when you shop with us, why, and what you can ask us to do with it."
    >
      <h2>What we collect</h2>
      <ul>
        <li>Your name, email, phone number and delivery addresses, when you register, save an address or order.</li>
        <li>Your orders and the reviews you write.</li>
        <li>Your cart and your chosen country and currency.</li>
      </ul>
      <h2>Why we collect it</h2>
      <p>
        To deliver your orders, keep your cart between visits and devices, show your order history, answer your questions,
        and protect your account. We do not sell your data.
      </p>
      <h2>Cookies</h2>
      <p>
        We use one essential session cookie to keep you signed in and to remember your cart. It is signed, cannot be read by
        scripts on the page, and expires after 30 days. We use no advertising cookies.
      </p>
      <h2>Payments</h2>
      <p>Card and instalment payments are handled by our payment providers on the secure checkout page; we never see or store card numbers.</p>
      <h2>How long we keep it</h2>
      <p>Order records are kept as long as the law requires; account data until you ask us to delete your account.</p>
      <h2>Your rights</h2>
      <p>
        You may ask to see, correct or delete your personal data at any time. We answer every request within 24 hours on
        working days (Monday to Friday 9:00-17:00).
      </p>
    </PolicyPage>
  );
}
