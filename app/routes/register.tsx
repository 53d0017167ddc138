import { data, Form, Link, redirect, useActionData } from 'react-router';
import { AuthLayout } from '~/components/account/AuthLayout';
import type { FormFeedback } from '~/components/account/feedback';
import { FormMessage } from '~/components/account/FormMessage';
import { SubmitButton } from '~/components/account/SubmitButton';
import { TextField } from '~/components/account/TextField';
import { useFormValidation } from '~/components/account/use-form-validation';
import { pageTitle } from '~/lib/page-title';
import { formValues, parseForm } from '~/lib/validation/form-errors';
import { registerSchema, type RegisterField } from '~/lib/validation/register';
import { createCustomer } from '~/server/account/register.server';
import { afterSignIn, storeSignIn } from '~/server/account/sign-in.server';
import { getSession, isSignedIn } from '~/server/session.server';
import { flashToast } from '~/server/toast.server';
import type { Route } from './+types/register';

export const meta = () => pageTitle('Create an account');

export async function loader({ request }: Route.LoaderArgs) {
  if (isSignedIn(await getSession(request))) throw redirect('/profile');
  return null;
}

type RegisterFeedback = FormFeedback<RegisterField>;

export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request);
  if (isSignedIn(session)) throw redirect('/profile');
  const values = formValues(await request.formData());
  const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email };
  const parsed = parseForm(registerSchema, values);
  if (!parsed.success) return data<RegisterFeedback>({ errors: parsed.errors, values: kept }, { status: 400 });

  const result = await createCustomer(context.storefront, parsed.data, { signal: request.signal, buyerIp: context.clientIp });
  if (!result.ok) {
    // The original only logged this; the shopper deserves to know (e.g. 'Email has already been taken').
    return data<RegisterFeedback>({ formError: { id: crypto.randomUUID(), message: result.message }, values: kept }, { status: result.status });
  }
  storeSignIn(session, result.signIn);
  flashToast(session, { kind: 'success', message: `Welcome to Nazzara, ${result.signIn.user.firstName}! Your account is ready.`, durationMs: 2000 });
  return afterSignIn(session, context);
}

export default function Register() {
  const feedback = useActionData<typeof action>();
  const { clientErrors, onSubmit } = useFormValidation(registerSchema);
  const errors = clientErrors ?? feedback?.errors;
  const values = feedback?.values;
  return (
    <AuthLayout
      title="Create a new account"
      lead="Save your addresses, follow your orders and check out faster."
      footer={
        <>
          Already a customer? Please{' '}
          <Link to="/login" className="font-semibold text-brand underline-offset-4 hover:underline">
            login to your account
          </Link>
        </>
      }
    >
      <Form method="post" action="/register" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2 empty:hidden">
          <FormMessage error={feedback?.formError} />
        </div>
        <TextField idPrefix="register" name="firstName" label="First name" autoComplete="given-name" defaultValue={values?.firstName} error={errors?.firstName} />
        <TextField idPrefix="register" name="lastName" label="Last name" autoComplete="family-name" defaultValue={values?.lastName} error={errors?.lastName} />
        <TextField
          idPrefix="register"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={values?.email}
          error={errors?.email}
          className="sm:col-span-2"
        />
        <TextField idPrefix="register" name="password" label="Password" type="password" autoComplete="new-password" error={errors?.password} />
        <TextField
          idPrefix="register"
          name="password_confirmation"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors?.password_confirmation}
        />
        <p className="text-xs text-muted sm:col-span-2">
          You must be 18 or older to register. By creating an account you accept our{' '}
          <Link to="/terms-and-conditions" className="text-brand underline underline-offset-2">
            Terms &amp; conditions
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="text-brand underline underline-offset-2">
            Privacy policy
          </Link>
          .
        </p>
        <div className="sm:col-span-2">
          <SubmitButton label="Create Account" action="/register" />
        </div>
      </Form>
    </AuthLayout>
  );
}
