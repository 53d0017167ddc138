import { Trans } from '@lingui/react/macro';

/** The shopper's own words, isolated (Latin on an Arabic page) and never machine-translated. */
export function ShopperWords({ text }: { text: string }) {
  return <bdi translate="no">{text}</bdi>;
}

/**
 * What the search results are for, under the heading: everything, the text as typed, or, when a
 * word was respelt, the corrected query the results are for. A link back to the text as typed
 * would find nothing: a respelt word is one no product has.
 */
export function SearchLead({ text, correctedTo }: { text: string; correctedTo: string | null }) {
  if (!text) {
    return (
      <p className="mt-1 text-sm text-muted">
        <Trans>All products</Trans>
      </p>
    );
  }
  if (correctedTo) {
    return (
      <p className="mt-1 text-sm text-muted" data-testid="search-corrected">
        <Trans>
          Showing results for “
          <strong className="font-semibold text-ink">
            <ShopperWords text={correctedTo} />
          </strong>
          ” instead of “<ShopperWords text={text} />”
        </Trans>
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-muted">
      <Trans>
        For “<ShopperWords text={text} />”
      </Trans>
    </p>
  );
}
