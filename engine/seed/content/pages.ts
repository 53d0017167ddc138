/**
 * The shop's policy pages as online store pages (`page`, `pages`, `shop.privacyPolicy` ...): the
 * same facts as the shop's own policy routes (SPEC §9), as the HTML a merchant would paste in.
 * `policy` names the Shop field each one answers, with Shopify's handle for that policy.
 */
export interface SeedPage {
  handle: string;
  title: string;
  bodyHtml: string;
  policy?: { field: 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService'; handle: string };
}

export const SEED_PAGES: SeedPage[] = [
  {
    handle: 'return-policy',
    title: 'Return policy',
    policy: { field: 'refundPolicy', handle: 'refund-policy' },
    bodyHtml: `<p>If something is not right with your order, we make it right: exchanges, refunds and cancellations, with the times that apply to each.</p>
<h2>Returns</h2>
<p>You can request a return within 7 days of delivery. Items must be unworn, in their original case and packaging, with all tags and the protective film on the lenses. Contact lenses can be returned only in sealed, unopened packs.</p>
<h2>Exchanges</h2>
<ul><li>Request an exchange within 48 hours of delivery.</li><li>Exchanges are completed within 10-15 working days of receiving the item back.</li></ul>
<h2>Refunds</h2>
<ul><li>Request a refund within 48 hours of delivery.</li><li>We respond to every refund request within 24 hours.</li><li>Approved refunds are processed within 7-21 working days.</li><li>Depending on your bank or payment provider, the money is credited to your account in 10-45 days.</li></ul>
<h2>Cancellations</h2>
<p>You can cancel an order within 24 hours of placing it, free of charge, as long as it has not been handed to the courier. Prescription lenses that have already been cut cannot be cancelled.</p>
<h2>Damaged or wrong items</h2>
<p>Report damaged goods within 24 hours of delivery, with photos of the item and its packaging. We replace the item or refund it in full, including shipping.</p>
<h2>Items we cannot take back</h2>
<ul><li>Opened contact lens packs and lens solutions.</li><li>Prescription lenses made to your prescription, unless they are faulty.</li><li>Items damaged after delivery through wear or misuse.</li></ul>`,
  },
  {
    handle: 'terms-and-conditions',
    title: 'Terms & conditions',
    policy: { field: 'termsOfService', handle: 'terms-of-service' },
    bodyHtml: `<p>These terms apply to every visit to Nazzara and every order placed with us. By using the shop you accept them.</p>
<h2>Who we are</h2>
<p>Nazzara is an online eyewear shop based in Dubai, United Arab Emirates, selling to customers in the UAE, the Gulf and worldwide.</p>
<h2>Your account</h2>
<ul><li>You must be 18 or older to register: minors under 18 may not register for an account.</li><li>Keep your password to yourself; you are responsible for orders placed with your account.</li><li>Give us correct contact and delivery details, so that we can deliver your order.</li></ul>
<h2>Prices and payment</h2>
<p>Prices are shown in AED, KWD, SAR or USD, include VAT where it applies, and are confirmed on the checkout page before you pay. Shipping costs follow our shipping and delivery page. Instalment plans are offered by their providers on their own terms.</p>
<h2>Orders</h2>
<p>An order is accepted when we send its confirmation. We may cancel an order when an item turns out to be out of stock or a price was shown in error; you are then refunded in full. You may cancel an order within 24 hours of placing it.</p>
<h2>Returns, exchanges and refunds</h2>
<p>Return requests are accepted within 7 days; exchange and refund requests within 48 hours. Damaged goods must be reported within 24 hours. The return policy page gives the full details and times.</p>
<h2>Prescriptions</h2>
<p>Prescription items are made to the prescription you give us; please make sure it is current. Prescription items need up to 45 extra working days.</p>
<h2>Governing law</h2>
<p>These terms are governed by the laws of the United Arab Emirates and the courts of Dubai.</p>`,
  },
  {
    handle: 'privacy-policy',
    title: 'Privacy policy',
    policy: { field: 'privacyPolicy', handle: 'privacy-policy' },
    bodyHtml: `<p>What we collect when you shop with us, why, and what you can ask us to do with it.</p>
<h2>What we collect</h2>
<ul><li>Your name, email, phone number and delivery addresses, when you register, save an address or order.</li><li>Your orders and the reviews you write.</li><li>Your cart and your chosen country and currency.</li></ul>
<h2>Why we collect it</h2>
<p>To deliver your orders, keep your cart between visits and devices, show your order history, answer your questions, and protect your account. We do not sell your data.</p>
<h2>Cookies</h2>
<p>We use one essential session cookie to keep you signed in and to remember your cart. It is signed, cannot be read by scripts on the page, and expires after 30 days. We use no advertising cookies.</p>
<h2>Payments</h2>
<p>Card and instalment payments are handled by our payment providers on the secure checkout page; we never see or store card numbers.</p>
<h2>How long we keep it</h2>
<p>Order records are kept as long as the law requires; account data until you ask us to delete your account.</p>
<h2>Your rights</h2>
<p>You may ask to see, correct or delete your personal data at any time. We answer every request within 24 hours on working days (Monday to Friday 9:00-17:00).</p>`,
  },
  {
    handle: 'shipping-delivery',
    title: 'Shipping & delivery',
    policy: { field: 'shippingPolicy', handle: 'shipping-policy' },
    bodyHtml: `<p>We ship from Dubai to the whole UAE, the Gulf and worldwide. Here is what delivery costs and how long it takes.</p>
<h2>Shipping rates and times</h2>
<table><thead><tr><th>Destination</th><th>Cost</th><th>Delivery time</th></tr></thead><tbody>
<tr><td>United Arab Emirates</td><td>Free</td><td>24-48 hours</td></tr>
<tr><td>Dubai same-day (orders placed before 10:00)</td><td>Free within 25 km, then an extra 2 AED per km beyond 25 km</td><td>4-6 hours</td></tr>
<tr><td>KSA, Kuwait, Qatar, Bahrain, Oman</td><td>Flat AED 60</td><td>4-7 days</td></tr>
<tr><td>US, Europe, Australia</td><td>From AED 80</td><td>7-10 days</td></tr>
</tbody></table>
<h2>Processing times</h2>
<ul><li>Regular items are prepared and handed to the courier within 1-3 working days.</li><li>Special orders (made-to-order frames and rare pieces) take 4-8 weeks.</li><li>Prescription items need up to 45 extra working days, because the lenses are cut and fitted to your prescription.</li></ul>
<h2>Same-day delivery in Dubai</h2>
<p>Order before 10:00 and we deliver in Dubai on the same day, within 4-6 hours. Delivery is free within 25 km of our warehouse; beyond 25 km an extra 2 AED per km applies and is shown before you pay.</p>
<h2>Delivery attempts</h2>
<p>Our courier makes a maximum of two delivery attempts and calls the phone number on your order before each one. If both attempts fail, the parcel returns to us and we contact you to arrange a new delivery.</p>
<h2>Customs and duties</h2>
<p>Orders to the Gulf are shipped with duties paid. For the US, Europe and Australia, local import duties and taxes may be charged by the courier on delivery.</p>`,
  },
];
