import { Trans } from '@lingui/react/macro';
import { Form } from 'react-router';

/**
 * CHECK OUT (SPEC §4). A document form (reloadDocument), not a fetcher: the action answers with a
 * redirect to /login or to the hosted checkout, which is another site as far as this app is
 * concerned, so the browser follows it as a full page load, with or without JavaScript. React
 * Router's Form still resolves the action in the page's language (/ar/cart/checkout).
 */
export function CheckoutButton({ disabled, className = '' }: { disabled: boolean; className?: string }) {
  return (
    <Form reloadDocument method="post" action="/cart/checkout" className={className}>
      <button
        type="submit"
        disabled={disabled}
        className="btn-primary w-full py-3.5 text-base tracking-wide"
        data-testid="checkout-button"
      >
        <Trans>CHECK OUT</Trans>
      </button>
    </Form>
  );
}
