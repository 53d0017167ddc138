import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { BidiText } from '~/components/ui/Bidi';
import { SearchIcon } from '~/components/ui/icons';
import { Money } from '~/components/ui/Money';
import { pathInLanguage } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { searchPath } from '~/lib/catalog/search-path';
import type { SuggestionsAnswer } from '~/lib/catalog/suggestion';

const DEBOUNCE_MS = 200;

/**
 * The header search (SPEC §2): a GET form to /query that works before JavaScript loads, and an
 * ARIA combobox that suggests products as you type (debounced, from /api/search). Above the list,
 * the corrected query the suggestions are for; at its end, 'See all N results' (the results page
 * for the same text, which counts the same N). Arrow keys move through the options, Enter opens
 * one, Escape closes the list.
 */
export function SearchBox({ id }: { id: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  // Suggestions come in the page's language, so their titles read as the page does.
  const suggestionsPath = pathInLanguage(language, '/api/search');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(params.get('query') ?? '');
  const [answer, setAnswer] = useState<SuggestionsAnswer | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${listId}-hint`;
  const suggestions = answer?.suggestions ?? [];
  // The options: each suggestion, then 'See all N results'.
  const count = suggestions.length > 0 ? suggestions.length + 1 : 0;

  // Text typed before the page hydrated never reached React: pick it up once, so suggestions
  // and the submitted query match what the shopper sees in the box.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== text) {
      setText(typed);
      setOpen(document.activeElement === input.current);
    }
    // Only on mount: afterwards React owns the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const q = text.trim();
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${suggestionsPath}?q=${encodeURIComponent(q)}`, { signal: controller.signal });
        // An error answer (502) has no suggestions: the list stays closed.
        const body = (await response.json()) as Partial<SuggestionsAnswer>;
        setAnswer(body.suggestions ? (body as SuggestionsAnswer) : null);
        setActive(-1);
      } catch {
        // Aborted by the next keystroke, or offline: the form still submits to the results page.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, suggestionsPath]);

  const expanded = open && text.trim() !== '' && count > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const go = (index: number) => {
    if (!answer) return;
    const suggestion = suggestions[index];
    setOpen(false);
    if (suggestion) navigate(`/product/${suggestion.handle}${answer.searchId ? `?sid=${answer.searchId}` : ''}`);
    else navigate(searchPath(answer.text));
  };

  // The option the arrow keys reach stays in sight of the scrolled list.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Escape' && expanded) {
      // First Escape closes the list; only a second one lets the search field clear itself.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(active);
    }
  };

  return (
    <Form action="/query" method="get" role="search" className="relative w-full" onSubmit={() => setOpen(false)}>
      <label htmlFor={id} className="sr-only">
        {t`Search products`}
      </label>
      <input
        ref={input}
        id={id}
        name="query"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={expanded && answer?.didYouMean ? hintId : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (!event.target.value.trim()) setAnswer(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder={t`Search sunglasses, brands, shapes…`}
        autoComplete="off"
        className="field rounded-full ps-10"
      />
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
      <div
        hidden={!expanded}
        // SPEC §2: the dropdown is 200px high at most, the hint included (the list scrolls, never the hint).
        className="absolute inset-x-0 top-full z-50 mt-1 flex max-h-[200px] flex-col overflow-hidden rounded-xl border border-line bg-white shadow-xl"
      >
        {answer?.didYouMean && (
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
          {answer && count > 0 && (
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
    </Form>
  );
}
