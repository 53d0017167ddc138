import { useState, type FormEvent } from 'react';
import { Form, useActionData } from 'react-router';
import { PageTitle } from '~/components/ui/PageTitle';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Contact us');

const SENT = 'Message sent successfully!';

/**
 * SPEC §5: the contact form sends nothing. Without JavaScript the browser posts here and the
 * message is dropped just the same; nothing is stored or forwarded.
 */
export function action() {
  return { sent: true };
}

const fields = [
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

export default function Contact() {
  const posted = useActionData<typeof action>();
  const [sent, setSent] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.alert(SENT);
    event.currentTarget.reset();
    setSent(true);
  }

  return (
    <div className="container-shop grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
      <section>
        <PageTitle lead="Questions about a frame, your prescription or an order? Write to us and our opticians will get back to you.">
          Contact us
        </PageTitle>
        <Form method="post" onSubmit={handleSubmit} className="grid max-w-2xl gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.name} className={field.name === 'fullName' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={`contact-${field.name}`} className="mb-1 block text-sm font-medium">
                {field.label}
              </label>
              <input
                id={`contact-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                className="field"
              />
            </div>
          ))}
          <div className="sm:col-span-2">
            <label htmlFor="contact-message" className="mb-1 block text-sm font-medium">
              Message
            </label>
            <textarea id="contact-message" name="message" rows={6} className="field" />
          </div>
          <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
            <button type="submit" className="btn-primary">
              Send message
            </button>
            <p role="status" className="text-sm font-medium text-ok">
              {sent || posted?.sent ? SENT : ''}
            </p>
          </div>
        </Form>
      </section>
      <aside className="h-fit rounded-2xl bg-mist p-6">
        <h2 className="text-lg font-semibold">Customer care</h2>
        <dl className="mt-4 space-y-4 text-sm">
          <div>
            <dt className="font-medium">Support hours</dt>
            <dd className="text-muted">Monday to Friday 9:00-17:00 (UAE time)</dd>
          </div>
          <div>
            <dt className="font-medium">Email</dt>
            <dd className="text-muted">care@nazzara.example</dd>
          </div>
          <div>
            <dt className="font-medium">Showroom</dt>
            <dd className="text-muted">Dubai, United Arab Emirates</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
