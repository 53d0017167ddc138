import { Trans } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Form } from 'react-router';
import { tabUrl } from '../profile-tabs';

/** 'Delete' for a saved prescription or an uploaded file: asks first, posts to the profile's action. */
export function DeleteForm({
  intent,
  id,
  describedBy,
  question,
}: {
  intent: string;
  id: string;
  describedBy: string;
  question: string;
}) {
  function confirmDelete(event: FormEvent<HTMLFormElement>) {
    if (!window.confirm(question)) event.preventDefault();
  }
  return (
    <Form method="post" action={tabUrl('prescriptions')} onSubmit={confirmDelete}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-describedby={describedBy}
        className="inline-flex items-center rounded-full border border-line px-4 py-1.5 text-sm font-medium text-sale transition-colors hover:border-sale hover:bg-sale/5"
      >
        <Trans>Delete</Trans>
      </button>
    </Form>
  );
}
