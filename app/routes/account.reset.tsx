import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { data, Form, Link, redirect, useActionData, useParams } from 'react-router';
import { AuthLayout } from '~/components/account/AuthLayout';
import type { FormFeedback } from '~/components/account/feedback';
import { NewPasswordFields } from '~/components/account/AccountFields';
import { FormMessage } from '~/components/account/FormMessage';
import { SubmitButton } from '~/components/account/SubmitButton';
import { useFormValidation } from '~/components/account/use-form-validation';
import { Title } from '~/components/layout/Title';
import { i18nFor } from '~/i18n/catalogs.server';
import { formValues, parseForm } from '~/lib/validation/form-errors';
import { resetPasswordSchema, type ResetPasswordField } from '~/lib/validation/password-reset';
import { isCommonPassword } from '~/server/account/common-passwords.server';
import { resetPassword, resetPath } from '~/server/account/password-reset.server';
import { afterSignIn, storeSignIn } from '~/server/account/sign-in.server';
import { getConfig } from '~/server/config.server';
import { readForm } from '~/server/forms/read-form.server';
import { getSession } from '~/server/session.server';
import { flashToast } from '~/server/toast.server';
import type { Route } from './+types/account.reset';

/**
 * The link's page is a secret of its own: no search engine keeps it (other sites learn only the
 * shop's origin from a Referer, by the strict-origin policy every page has).
 */
export function headers() {
  return { 'X-Robots-Tag': 'noindex' };
}

type ResetFeedback = FormFeedback<ResetPasswordField> & { linkInvalid?: boolean };

export async function action({ request, context, params }: Route.ActionArgs) {
  const i18n = i18nFor(context.language);
  const values = formValues(await readForm(request, i18n));
  const parsed = parseForm(resetPasswordSchema(i18n), values);
  if (!parsed.success) return data<ResetFeedback>({ errors: parsed.errors }, { status: 400 });
  if (isCommonPassword(parsed.data.password)) {
    return data<ResetFeedback>(
      { errors: { password: i18n._(msg`This password is too common. Please choose another.`) } },
      { status: 400 },
    );
  }
  // The link as the email carried it: the API reads the customer and the token from its path.
  const resetUrl = getConfig().publicUrl + resetPath(params.id, params.token);
  const result = await resetPassword(context.storefront, resetUrl, parsed.data.password, i18n, {
    signal: request.signal,
    buyerIp: context.clientIp,
  });
  if (!result.ok) {
    const formError = { id: crypto.randomUUID(), message: result.message };
    return data<ResetFeedback>({ formError, linkInvalid: result.linkInvalid }, { status: result.linkInvalid ? 410 : 400 });
  }
  const session = await getSession(request, context);
  storeSignIn(session, result.signIn);
  // Not back to a page asked for before: the shopper came from an email, to their account.
  session.set('redirectAfterLogin', '/profile');
  flashToast(session, {
    kind: 'success',
    message: i18n._(msg`Your password has been changed. You are signed in.`),
    durationMs: 4000,
  });
  return afterSignIn(session, context, request);
}

export function loader({ params }: Route.LoaderArgs) {
  // A link whose token is not even the shape an email carries is not worth a form.
  if (!/^\d{1,20}$/.test(params.id) || !/^[\w-]{16,200}$/.test(params.token)) throw redirect('/account/recover');
  return null;
}

export default function ResetPassword() {
  const feedback = useActionData<typeof action>();
  const { id, token } = useParams();
  const { t, i18n } = useLingui();
  const { clientErrors, onSubmit } = useFormValidation(() => resetPasswordSchema(i18n));
  const errors = clientErrors ?? feedback?.errors;
  const formAction = `/account/reset/${id}/${token}`;
  return (
    <AuthLayout
      title={t`Choose a new password`}
      lead={t`At least 8 characters. Every device signed in to your account will be signed out.`}
      footer={
        <Trans>
          Need another link?{' '}
          <Link to="/account/recover" className="font-semibold text-brand underline-offset-4 hover:underline">
            Ask for a new one
          </Link>
        </Trans>
      }
    >
      <Title>{t`Choose a new password`}</Title>
      <Form method="post" action={formAction} noValidate onSubmit={onSubmit} className="space-y-5">
        <FormMessage error={feedback?.formError} />
        <NewPasswordFields idPrefix="reset" label={t`New password`} errors={errors} />
        <SubmitButton label={t`Save the new password`} action={formAction} />
      </Form>
    </AuthLayout>
  );
}
