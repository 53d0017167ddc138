import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { AuthLayout } from '~/components/account/AuthLayout';
import type { FormFeedback } from '~/components/account/feedback';
import { EmailField } from '~/components/account/AccountFields';
import { FormMessage } from '~/components/account/FormMessage';
import { SubmitButton } from '~/components/account/SubmitButton';
import { useFormValidation } from '~/components/account/use-form-validation';
import { Title } from '~/components/layout/Title';
import { i18nFor } from '~/i18n/catalogs.server';
import { formValues, parseForm } from '~/lib/validation/form-errors';
import { recoverSchema, type RecoverField } from '~/lib/validation/password-reset';
import { SOMETHING_WENT_WRONG_MESSAGE } from '~/server/account/login-errors';
import { startRecovery } from '~/server/account/password-reset-limit.server';
import { sendResetLink } from '~/server/account/password-reset.server';
import { readForm } from '~/server/forms/read-form.server';
import { getSession, isSignedIn } from '~/server/session.server';
import type { Route } from './+types/account.recover';

export { retryAfterHeaders as headers } from '~/server/limits/retry-after-headers';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (isSignedIn(await getSession(request, context))) throw redirect('/profile');
  return null;
}

type RecoverFeedback = FormFeedback<RecoverField> & { sentTo?: string };

const failure = (message: string, status: number, email: string, headers?: HeadersInit) =>
  data<RecoverFeedback>({ formError: { id: crypto.randomUUID(), message }, values: { email } }, { status, headers });

export async function action({ request, context }: Route.ActionArgs) {
  const i18n = i18nFor(context.language);
  const values = formValues(await readForm(request, i18n));
  const parsed = parseForm(recoverSchema(i18n), values);
  if (!parsed.success) return data<RecoverFeedback>({ errors: parsed.errors, values: { email: values.email } }, { status: 400 });
  const { email } = parsed.data;
  const limited = await startRecovery(context.db, context.clientIp, i18n);
  if (limited) return failure(limited.message, 429, email, { 'Retry-After': String(limited.retryAfterSeconds) });
  const sent = await sendResetLink(context.storefront, email, { signal: request.signal, buyerIp: context.clientIp });
  if (sent === 'throttled') return failure(i18n._(msg`Too many requests. Please try again later.`), 429, email);
  if (sent === 'failed') return failure(i18n._(SOMETHING_WENT_WRONG_MESSAGE), 502, email);
  return data<RecoverFeedback>({ sentTo: email });
}

export default function Recover() {
  const feedback = useActionData<typeof action>();
  const { t, i18n } = useLingui();
  const { clientErrors, onSubmit } = useFormValidation(() => recoverSchema(i18n));
  const errors = clientErrors ?? feedback?.errors;
  const sentTo = feedback?.sentTo;
  return (
    <AuthLayout
      title={t`Reset your password`}
      lead={t`Enter the email of your account and we will send you a link to choose a new password.`}
      footer={
        <Trans>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-brand underline-offset-4 hover:underline">
            Log in
          </Link>
        </Trans>
      }
    >
      <Title>{t`Reset your password`}</Title>
      {sentTo ? (
        <p role="status" className="rounded-lg border border-line bg-mist px-4 py-3 text-sm">
          <Trans>
            If an account exists for <bdi dir="ltr">{sentTo}</bdi>, we have sent it a link to reset the password. The link works
            for 24 hours.
          </Trans>
        </p>
      ) : (
        <Form method="post" action="/account/recover" noValidate onSubmit={onSubmit} className="space-y-5">
          <FormMessage error={feedback?.formError} />
          <EmailField idPrefix="recover" defaultValue={feedback?.values?.email} error={errors?.email} />
          <SubmitButton label={t`Send the link`} action="/account/recover" />
        </Form>
      )}
    </AuthLayout>
  );
}
