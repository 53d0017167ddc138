import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from '~/components/ui/icons';
import { Form, useLocation, useRouteLoaderData, useSubmit } from 'react-router';
import { DEFAULT_MARKET, markets, marketFor } from '~/lib/markets';
import type { loader as rootLoader } from '~/root';

/**
 * The country/currency selector (issue 4): posts to /market, which sets the market cookie and
 * sends the shopper back to this page, now priced in the new currency. Without JavaScript the
 * 'Change' button (in `<noscript>`) submits; with it, choosing is enough. The select is drawn over a short label
 * ('AED') so the header stays compact on a phone, while it remains the real, labelled control.
 */
export function MarketSelector() {
  const { i18n } = useLingui();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const current = marketFor(root?.market ?? DEFAULT_MARKET.country);
  const location = useLocation();
  const submit = useSubmit();
  return (
    <Form
      method="post"
      action="/market"
      preventScrollReset
      className="flex items-center gap-1"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <div className="relative inline-flex h-10 items-center gap-1 rounded-full px-2 text-sm sm:px-3 font-semibold text-ink hover:bg-mist focus-within:outline-3 focus-within:outline-gold">
        <span aria-hidden="true">{current.currency}</span>
        <ChevronDownIcon width={14} height={14} className="hidden sm:block" />
        <label htmlFor="market-country" className="sr-only">
          <Trans>Country and currency</Trans>
        </label>
        <select
          id="market-country"
          name="country"
          defaultValue={current.country}
          key={current.country}
          className="absolute inset-0 cursor-pointer opacity-0"
          data-testid="market-select"
        >
          {markets.map((market) => (
            <option key={market.country} value={market.country}>
              {i18n._(market.name)} / {market.currency}
            </option>
          ))}
        </select>
      </div>
      {/* Only without JavaScript: drawn before hydration and removed after, it widened a phone's
          header past the screen and every fixed bar shifted when it went (layout shift). */}
      <noscript>
        <button type="submit" className="rounded-full border border-line px-2 py-1 text-xs">
          <Trans>Change</Trans>
        </button>
      </noscript>
    </Form>
  );
}
