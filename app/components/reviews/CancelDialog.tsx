import { Trans } from '@lingui/react/macro';
import { Form } from 'react-router';
import { HiddenParams } from './HiddenParams';

/**
 * Cancel without JavaScript: a GET form back to the product's reviews without the dialog in the
 * query. Forms cannot nest, so it sits beside the dialog's own form and its button inside that form
 * points at it (the `form` attribute).
 */
export function CancelForm({ id, handle, params }: { id: string; handle: string; params: URLSearchParams }) {
  return (
    <Form method="get" id={id} action={`/product/${handle}#reviews`} preventScrollReset>
      <HiddenParams params={params} />
    </Form>
  );
}

/** With JavaScript, Cancel just closes the dialog. */
export function CancelButton({ form, disabled, onCancel }: { form: string; disabled: boolean; onCancel: () => void }) {
  return (
    <button
      type="submit"
      form={form}
      className="btn-outline"
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <Trans>Cancel</Trans>
    </button>
  );
}
