import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { BidiText } from '~/components/ui/Bidi';
import { SearchIcon } from '~/components/ui/icons';
import { Money } from '~/components/ui/Money';
import { pathInLanguage } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import type { Suggestion } from '~/lib/catalog/suggestion';

const DEBOUNCE_MS = 200;

/**
 * The header search (SPEC §2): a GET form to /query that works before JavaScript loads, and an
 * ARIA combobox that suggests products as you type (debounced, from /api/search). Arrow keys move
 * through the suggestions, Enter opens one, Escape closes the list.
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
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [searchId, setSearchId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

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
        const body = (await response.json()) as { suggestions?: Suggestion[]; searchId?: string | null };
        setSuggestions(body.suggestions ?? []);
        setSearchId(body.searchId ?? null);
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

  const expanded = open && text.trim() !== '' && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const go = (suggestion: Suggestion) => {
    setOpen(false);
    navigate(`/product/${suggestion.handle}${searchId ? `?sid=${searchId}` : ''}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((active + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(active <= 0 ? suggestions.length - 1 : active - 1);
    } else if (event.key === 'Escape' && expanded) {
      // First Escape closes the list; only a second one lets the search field clear itself.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = suggestions[active];
      if (chosen) {
        event.preventDefault();
        go(chosen);
      }
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
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (!event.target.value.trim()) setSuggestions([]);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder={t`Search sunglasses, brands, shapes…`}
        autoComplete="off"
        className="field rounded-full ps-10"
      />
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Search suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[200px] overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-xl"
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
              go(suggestion);
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
      </ul>
    </Form>
  );
}
