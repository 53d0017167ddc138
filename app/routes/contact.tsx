import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { data, Form, useActionData } from 'react-router';
import { TextField } from '~/components/account/TextField';
import { Title } from '~/components/layout/Title';
import { PageTitle } from '~/components/ui/PageTitle';
import { i18nFor } from '~/i18n/catalogs.server';
import { formValues } from '~/lib/validation/form-errors';
import { startContactMessage } from '~/server/contact/contact-limit.server';
import { readForm } from '~/server/forms/read-form.server';
import type { Route } from './+types/contact';

export { retryAfterHeaders as headers } from '~/server/limits/retry-after-headers';

const FIELD_NAMES = ['fullName', 'email', 'phone', 'message'] as const;
type ContactValues = Partial<Record<(typeof FIELD_NAMES)[number], string>>;

type ContactAnswer = { sent: true } | { sent: false; error: string; values: ContactValues };

/**
 * SPEC §5: the contact form sends nothing. Without JavaScript the browser posts here and the
 * message is dropped just the same; nothing is stored or forwarded. Posts are still limited per
 * client IP (issue 16); a refused one comes back with what the shopper typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const i18n = i18nFor(context.language);
  const form = formValues(await readForm(request, i18n, { multiLine: ['message'] }));
  const limited = await startContactMessage(context.db, context.clientIp, i18n);
  if (!limited) return data<ContactAnswer>({ sent: true });
  const values: ContactValues = Object.fromEntries(FIELD_NAMES.map((name) => [name, form[name] ?? '']));
  return data<ContactAnswer>(
    { sent: false, error: limited.message, values },
    { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
  );
}

const fields = [
  { name: 'fullName', label: msg`Full name`, type: 'text', autoComplete: 'name', className: 'sm:col-span-2' },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: msg`Phone`, type: 'tel', autoComplete: 'tel' },
] as const;

export default function Contact() {
  const posted = useActionData<typeof action>();
  const kept = posted?.sent === false ? posted.values : {};
  const [sent, setSent] = useState(false);
  const { t, i18n } = useLingui();
  const sentMessage = t`Message sent successfully!`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.alert(sentMessage);
    event.currentTarget.reset();
    setSent(true);
  }

  return (
    <div className="container-shop grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
      <Title>{t`Contact us`}</Title>
      <section>
        <PageTitle
          lead={t`Questions about a frame, your prescription or an order? Write to us and our opticians will get back to you.`}
        >
          <Trans>Contact us</Trans>
        </PageTitle>
        {/* SPEC §5: no validation, the browser's own included (the email field's type is for the keyboard). */}
        <Form method="post" onSubmit={handleSubmit} noValidate className="grid max-w-2xl gap-5 sm:grid-cols-2">
          {fields.map(({ label, ...field }) => (
            <TextField key={field.name} idPrefix="contact" label={i18n._(label)} defaultValue={kept[field.name]} {...field} />
          ))}
          <div className="sm:col-span-2">
            <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium text-ink">
              <Trans>Message</Trans>
            </label>
            <textarea id="contact-message" name="message" rows={6} className="field" defaultValue={kept.message} />
          </div>
          <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
            <button type="submit" className="btn-primary">
              <Trans>Send message</Trans>
            </button>
            <p role="status" className="text-sm font-medium text-ok">
              {sent || posted?.sent ? sentMessage : ''}
            </p>
            {posted?.sent === false ? (
              <p role="alert" className="text-sm font-medium text-sale">
                {posted.error}
              </p>
            ) : null}
          </div>
        </Form>
      </section>
      <aside className="h-fit rounded-2xl bg-mist p-6">
        <h2 className="text-lg font-semibold">
          <Trans>Customer care</Trans>
        </h2>
        <dl className="mt-4 space-y-4 text-sm">
          <div>
            <dt className="font-medium">
              <Trans>Support hours</Trans>
            </dt>
            <dd className="text-muted">
              <Trans>
                Monday to Friday <bdi>9:00-17:00</bdi> (UAE time)
              </Trans>
            </dd>
          </div>
          <div>
            <dt className="font-medium">
              <Trans>Email</Trans>
            </dt>
            <dd className="text-muted">
              <bdi dir="ltr" translate="no">
                care@nazzara.example
              </bdi>
            </dd>
          </div>
          <div>
            <dt className="font-medium">
              <Trans>Showroom</Trans>
            </dt>
            <dd className="text-muted">
              <Trans>Dubai, United Arab Emirates</Trans>
            </dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
