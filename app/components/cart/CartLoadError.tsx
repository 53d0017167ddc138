import { Trans, useLingui } from '@lingui/react/macro';
import { useAsyncError } from 'react-router';

/** SPEC §2: a load error shows 'Error' followed by the message. */
export function CartLoadError({ message }: { message?: string }) {
  const { t } = useLingui();
  const thrown = useAsyncError();
  const text = message ?? (thrown instanceof Error ? thrown.message : t`Failed to fetch cart`);
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-2xl border border-sale/30 bg-sale/5 p-6 text-center"
      data-testid="cart-error"
    >
      <h1 data-focus-after-removal tabIndex={-1} className="text-xl font-bold text-sale">
        <Trans>Error</Trans>
      </h1>
      <p className="mt-2 text-ink">{text}</p>
    </div>
  );
}
