import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  lead: string;
  children: ReactNode;
  /** The line under the form, e.g. the link to the other form. */
  footer: ReactNode;
}

const promises = [
  msg`Free delivery across the UAE`,
  msg`Track every order in My Orders`,
  msg`Addresses saved for a faster checkout`,
];

/** Login and registration: the form on a card, beside a quiet brand panel on wide screens. */
export function AuthLayout({ title, lead, children, footer }: AuthLayoutProps) {
  const { i18n } = useLingui();
  return (
    <div className="bg-mist">
      <div className="container-shop grid items-stretch gap-0 py-10 md:py-16 lg:grid-cols-2">
        <aside className="relative hidden overflow-hidden rounded-s-3xl bg-brand p-12 text-white lg:flex lg:flex-col lg:justify-between">
          <div aria-hidden="true" className="absolute -end-24 -top-24 size-72 rounded-full border-[28px] border-white/5" />
          <div
            aria-hidden="true"
            className="absolute -bottom-16 end-24 size-48 rounded-full border-[20px] border-gold-light/20"
          />
          <p className="text-sm font-semibold tracking-[0.25em] text-gold-light uppercase">
            <Trans>Nazzara account</Trans>
          </p>
          <div className="relative">
            <p className="text-3xl leading-tight font-semibold">
              <Trans>See the world through frames made for you.</Trans>
            </p>
            <ul className="mt-8 space-y-3 text-white/90">
              {promises.map((promise) => (
                <li key={promise.id} className="flex items-center gap-3">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-light" />
                  {i18n._(promise)}
                </li>
              ))}
            </ul>
          </div>
          <p className="relative text-sm text-white/80">
            <Trans>
              Customer care: Monday to Friday <bdi>9:00-17:00</bdi>
            </Trans>
          </p>
        </aside>
        <section className="mx-auto w-full max-w-lg rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-10 lg:max-w-none lg:rounded-s-none">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-2 text-muted">{lead}</p>
          <div className="mt-8">{children}</div>
          <p className="mt-8 border-t border-line pt-6 text-center text-sm text-muted">{footer}</p>
        </section>
      </div>
    </div>
  );
}
