import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { AuthLayout } from '~/components/account/AuthLayout';
import type { FormFeedback } from '~/components/account/feedback';
import { EmailField, NewPasswordFields } from '~/components/account/AccountFields';
import { FormMessage } from '~/components/account/FormMessage';
import { SubmitButton } from '~/components/account/SubmitButton';
import { TextField } from '~/components/account/TextField';
import { useFormValidation } from '~/components/account/use-form-validation';
import { Title } from '~/components/layout/Title';
import { i18nFor } from '~/i18n/catalogs.server';
import { readForm } from '~/server/forms/read-form.server';
import { formValues, parseForm } from '~/lib/validation/form-errors';
import { registerSchema, type RegisterField } from '~/lib/validation/register';
import { isCommonPassword } from '~/server/account/common-passwords.server';
import { createCustomer } from '~/server/account/register.server';
import { startRegistration } from '~/server/account/registration-limit.server';
import { afterSignIn, storeSignIn } from '~/server/account/sign-in.server';
import { commitSession, getSession, isSignedIn } from '~/server/session.server';
import { flashToast } from '~/server/toast.server';
import type { Route } from './+types/register';

export { retryAfterHeaders as headers } from '~/server/limits/retry-after-headers';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (isSignedIn(await getSession(request, context))) throw redirect('/profile');
  return null;
}

type RegisterFeedback = FormFeedback<RegisterField>;

export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request, context);
  if (isSignedIn(session)) throw redirect('/profile');
  const i18n = i18nFor(context.language);
  const values = formValues(await readForm(request, i18n));
  const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email };
  const parsed = parseForm(registerSchema(i18n), values);
  if (!parsed.success) return data<RegisterFeedback>({ errors: parsed.errors, values: kept }, { status: 400 });
  if (isCommonPassword(parsed.data.password)) {
    const password = i18n._(msg`This password is too common. Please choose another.`);
    return data<RegisterFeedback>({ errors: { password }, values: kept }, { status: 400 });
  }
  const limited = await startRegistration(context.db, context.clientIp, i18n);
  if (limited) {
    const formError = { id: crypto.randomUUID(), message: limited.message };
    return data<RegisterFeedback>(
      { formError, values: kept },
      { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
    );
  }

  const result = await createCustomer(context.storefront, parsed.data, i18n, {
    signal: request.signal,
    buyerIp: context.clientIp,
  });
  if (!result.ok && 'created' in result) {
    // Registering again would only hear 'Email has already been taken': the account is there, so the shopper logs in.
    flashToast(session, {
      kind: 'success',
      message: i18n._(msg`Your account is ready, but we could not sign you in just now. Please log in.`),
      durationMs: 6000,
    });
    return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
  }
  if (!result.ok) {
    // The original only logged this; the shopper deserves to know (e.g. 'Email has already been taken').
    return data<RegisterFeedback>(
      { formError: { id: crypto.randomUUID(), message: result.message }, values: kept },
      { status: result.status },
    );
  }
  storeSignIn(session, result.signIn);
  const firstName = result.signIn.user.firstName;
  flashToast(session, {
    kind: 'success',
    message: i18n._(msg`Welcome to Nazzara, ${firstName}! Your account is ready.`),
    durationMs: 2000,
  });
  return afterSignIn(session, context, request);
}

export default function Register() {
  const feedback = useActionData<typeof action>();
  const { t, i18n } = useLingui();
  const { clientErrors, onSubmit } = useFormValidation(() => registerSchema(i18n));
  const errors = clientErrors ?? feedback?.errors;
  const values = feedback?.values;
  const linkClass = 'text-brand underline underline-offset-2';
  return (
    <AuthLayout
      title={t`Create a new account`}
      lead={t`Save your addresses, follow your orders and check out faster.`}
      footer={
        <Trans>
          Already a customer? Please{' '}
          <Link to="/login" className="font-semibold text-brand underline-offset-4 hover:underline">
            login to your account
          </Link>
        </Trans>
      }
    >
      <Title>{t`Create an account`}</Title>
      <Form method="post" action="/register" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <div className="empty:hidden sm:col-span-2">
          <FormMessage error={feedback?.formError} />
        </div>
        <TextField
          idPrefix="register"
          name="firstName"
          label={t`First name`}
          autoComplete="given-name"
          defaultValue={values?.firstName}
          error={errors?.firstName}
        />
        <TextField
          idPrefix="register"
          name="lastName"
          label={t`Last name`}
          autoComplete="family-name"
          defaultValue={values?.lastName}
          error={errors?.lastName}
        />
        <EmailField idPrefix="register" defaultValue={values?.email} error={errors?.email} className="sm:col-span-2" />
        <NewPasswordFields idPrefix="register" label={t`Password`} errors={errors} />
        <p className="text-xs text-muted sm:col-span-2">
          <Trans>
            You must be 18 or older to register. By creating an account you accept our{' '}
            <Link to="/terms-and-conditions" className={linkClass}>
              Terms &amp; conditions
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" className={linkClass}>
              Privacy policy
            </Link>
            .
          </Trans>
        </p>
        <div className="sm:col-span-2">
          <SubmitButton label={t`Create Account`} action="/register" />
        </div>
      </Form>
    </AuthLayout>
  );
}
