import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BidiText } from '~/components/ui/Bidi';
import { Money } from '~/components/ui/Money';
import type { SuggestionsAnswer } from '~/lib/catalog/suggestion';

interface Props {
  answer: SuggestionsAnswer;
  expanded: boolean;
  /** The option the arrow keys reached (-1: none); the last one is 'See all N results'. */
  active: number;
  listId: string;
  hintId: string;
  optionId: (index: number) => string;
  go: (index: number) => void;
}

/** The header search's list (SearchBox): the corrected query, the suggestions, 'See all N results'. */
export function Suggestions({ answer, expanded, active, listId, hintId, optionId, go }: Props) {
  const { t } = useLingui();
  const suggestions = answer.suggestions;
  return (
    <div
      hidden={!expanded}
      // SPEC §2: the dropdown is 200px high at most, the hint included (the list scrolls, never the hint).
      className="absolute inset-x-0 top-full z-50 mt-1 flex max-h-[200px] flex-col overflow-hidden rounded-xl border border-line bg-white shadow-xl"
    >
      {answer.didYouMean && (
        <p id={hintId} className="shrink-0 border-b border-line px-3 py-2 text-xs text-muted" data-testid="suggestions-corrected">
          <Trans>
            Showing results for “
            <strong className="font-semibold text-ink">
              <bdi translate="no">{answer.didYouMean}</bdi>
            </strong>
            ”
          </Trans>
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Search suggestions`}
        // The sticky 'See all' row covers the list's end: options scrolled into view stop above it.
        className="max-h-[200px] min-h-0 scroll-pb-10 overflow-y-auto py-1"
        data-testid="search-suggestions"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.handle}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it runs before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(index);
            }}
            className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm aria-selected:bg-brand-soft hover:bg-mist"
          >
            {suggestion.image && (
              <img
                src={suggestion.image}
                alt=""
                width={40}
                height={30}
                className="h-[30px] w-10 shrink-0 object-contain"
                loading="lazy"
              />
            )}
            <span className="line-clamp-1 flex-1">
              <BidiText text={suggestion.title} />
            </span>
            <span className="shrink-0 text-xs font-semibold text-muted">
              <Money amount={suggestion.price} currency={suggestion.currencyCode} />
            </span>
          </li>
        ))}
        {suggestions.length > 0 && (
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={active === suggestions.length}
            onMouseDown={(event) => {
              event.preventDefault();
              go(suggestions.length);
            }}
            className="sticky bottom-0 -mb-1 cursor-pointer border-t border-line bg-white px-3 py-2 text-sm font-semibold text-brand aria-selected:bg-brand-soft hover:bg-mist"
            data-testid="see-all-results"
          >
            {t`${plural(answer.total, { one: 'See the only result', other: 'See all # results' })}`}
          </li>
        )}
      </ul>
    </div>
  );
}
