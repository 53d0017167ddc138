import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { AuthLayout } from '~/components/account/AuthLayout';
import type { FormFeedback } from '~/components/account/feedback';
import { EmailField } from '~/components/account/AccountFields';
import { FormMessage } from '~/components/account/FormMessage';
import { SubmitButton } from '~/components/account/SubmitButton';
import { TextField } from '~/components/account/TextField';
import { useFormValidation } from '~/components/account/use-form-validation';
import { Title } from '~/components/layout/Title';
import { i18nFor } from '~/i18n/catalogs.server';
import { readForm } from '~/server/forms/read-form.server';
import { formValues, parseForm } from '~/lib/validation/form-errors';
import { loginSchema, type LoginField } from '~/lib/validation/login';
import { logIn } from '~/server/account/log-in.server';
import { startLogin, throttledLogin, type LoginLimit } from '~/server/account/login-limits.server';
import { afterSignIn, storeSignIn } from '~/server/account/sign-in.server';
import { getSession, isSignedIn } from '~/server/session.server';
import { flashToast } from '~/server/toast.server';
import type { Route } from './+types/login';

export { retryAfterHeaders as headers } from '~/server/limits/retry-after-headers';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (isSignedIn(await getSession(request, context))) throw redirect('/profile');
  return null;
}

type LoginFeedback = FormFeedback<LoginField>;

/** A refused sign-in keeps the email typed (a page without JavaScript is drawn afresh), never the password. */
function failure(message: string, status: number, email: string, headers?: HeadersInit) {
  return data<LoginFeedback>({ formError: { id: crypto.randomUUID(), message }, values: { email } }, { status, headers });
}

function tooMany({ message, retryAfterSeconds }: LoginLimit, email: string) {
  return failure(message, 429, email, retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request, context);
  if (isSignedIn(session)) throw redirect('/profile');
  const i18n = i18nFor(context.language);
  const values = formValues(await readForm(request, i18n));
  const parsed = parseForm(loginSchema(i18n), values);
  if (!parsed.success) return data<LoginFeedback>({ errors: parsed.errors, values: { email: values.email } }, { status: 400 });

  // Counted before the password is checked (here against Shopify, by the local engine otherwise).
  const attempt = { ip: context.clientIp, email: parsed.data.email };
  const started = await startLogin(context.db, attempt, i18n);
  if (started.refused) return tooMany(started.refused, parsed.data.email);

  const result = await logIn(context.storefront, parsed.data, { signal: request.signal, buyerIp: context.clientIp });
  if (!result.ok) {
    // Only a wrong email or password stays counted.
    if (result.failure !== 'credentials') await started.ticket.unchecked();
    if (result.failure === 'throttled') return tooMany(await throttledLogin(context.db, attempt, i18n), parsed.data.email);
    return failure(i18n._(result.message), result.failure === 'credentials' ? 401 : 502, parsed.data.email);
  }
  await started.ticket.succeeded();
  storeSignIn(session, result.signIn);
  flashToast(session, { kind: 'success', message: i18n._(msg`Logged in successfully!`), durationMs: 2000 });
  return afterSignIn(session, context, request);
}

export default function Login() {
  const feedback = useActionData<typeof action>();
  const { t, i18n } = useLingui();
  const { clientErrors, onSubmit } = useFormValidation(() => loginSchema(i18n));
  const errors = clientErrors ?? feedback?.errors;
  return (
    <AuthLayout
      title={t`Log in to your account`}
      lead={t`Welcome back. Sign in to see your orders and saved addresses.`}
      footer={
        <Trans>
          New to Nazzara?{' '}
          <Link to="/register" className="font-semibold text-brand underline-offset-4 hover:underline">
            Sign up
          </Link>
        </Trans>
      }
    >
      <Title>{t`Log in`}</Title>
      <Form method="post" action="/login" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormMessage error={feedback?.formError} />
        <EmailField idPrefix="login" defaultValue={feedback?.values?.email} error={errors?.email} />
        <TextField
          idPrefix="login"
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={errors?.password}
        />
        <p className="-mt-2 text-end text-sm">
          <Link to="/account/recover" className="font-semibold text-brand underline-offset-4 hover:underline">
            <Trans>Forgot your password?</Trans>
          </Link>
        </p>
        <SubmitButton label={t`Login`} action="/login" />
      </Form>
    </AuthLayout>
  );
}
