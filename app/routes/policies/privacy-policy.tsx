import { Trans, useLingui } from '@lingui/react/macro';
import { PolicyPage } from '~/components/layout/PolicyPage';

export default function PrivacyPolicy() {
  const { t } = useLingui();
  return (
    <PolicyPage
      title={t`Privacy policy`}
      lead={t`What we collect when you shop with us, why, and what you can ask us to do with it.`}
    >
      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Your name, email, phone number and delivery addresses, when you register, save an address or order.</Trans>
        </li>
        <li>
          <Trans>Your orders and the reviews you write.</Trans>
        </li>
        <li>
          <Trans>Your cart and your chosen country and currency.</Trans>
        </li>
        <li>
          <Trans>
            Your prescriptions: those you save in your account and the files you upload with a lens order. They are health data:
            on the shop only you can open them, and our opticians read them to make your lenses.
          </Trans>
        </li>
        <li>
          <Trans>What you search for, without anything that tells us who you are, to improve our search.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Virtual try-on runs on your device: the camera picture and the photos you try frames on are never uploaded or stored.
        </Trans>
      </p>
      <h2>
        <Trans>Why we collect it</Trans>
      </h2>
      <p>
        <Trans>
          To deliver your orders, keep your cart between visits and devices, show your order history, answer your questions, and
          protect your account. We do not sell your data.
        </Trans>
      </p>
      <h2>
        <Trans>Cookies</Trans>
      </h2>
      <p>
        <Trans>
          We use two essential cookies: a signed session cookie that keeps you signed in and remembers your cart, which expires
          after 30 days, and one that remembers your country and currency for a year. Scripts on the page cannot read either. We
          use no advertising cookies.
        </Trans>
      </p>
      <h2>
        <Trans>Payments</Trans>
      </h2>
      <p>
        <Trans>
          Card and instalment payments are handled by our payment providers on the secure checkout page; we never see or store
          card numbers.
        </Trans>
      </p>
      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>Order records are kept as long as the law requires; account data until you ask us to delete your account.</Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You may ask to see, correct or delete your personal data at any time. We answer every request within 24 hours on working
          days (Monday to Friday <bdi>9:00-17:00</bdi>).
        </Trans>
      </p>
    </PolicyPage>
  );
}
