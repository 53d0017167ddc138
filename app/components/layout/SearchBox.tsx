import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useMatches, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '~/components/ui/icons';
import { onDemand } from '~/components/ui/on-demand';
import { useShownValues } from '~/components/ui/use-shown-values';
import { pathInLanguage } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { searchPath } from '~/lib/catalog/search-path';
import { searchText } from '~/lib/catalog/search-text';
import { cardHref } from '~/lib/catalog/card';
import type { SuggestionsAnswer } from '~/lib/catalog/suggestion';
import { suggestionsStatus } from './suggestions-status';

const DEBOUNCE_MS = 200;
/** The choice of 'See all N results', the option after the suggestions. */
const SEE_ALL = '';

// The list's code comes with the first answer to what the shopper types.
const Suggestions = onDemand(() => import('./Suggestions').then((module) => module.Suggestions));

/**
 * The header search (SPEC §2): a GET form to /query that works before JavaScript loads, and an
 * ARIA combobox that suggests products as you type (debounced, from /api/search). Above the list,
 * the corrected query the suggestions are for; at its end, 'See all N results' (the results page
 * for the same text, which counts the same N). Arrow keys move through the options, Enter opens
 * one, Escape closes the list.
 */
export function SearchBox({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  // Suggestions come in the page's language, so their titles read as the page does.
  const suggestionsPath = pathInLanguage(language, '/api/search');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listId = useId();
  // The search page's text; other pages use `query` for other things (the gender on /shop/gender).
  const onSearchPage = useMatches().some((match) => match.id === 'routes/query');
  const pageText = onSearchPage ? searchText(params.get('query') ?? '') : null;
  const [text, setText] = useState(pageText ?? '');
  const [answer, setAnswer] = useState<SuggestionsAnswer | null>(null);
  const [open, setOpen] = useState(false);
  // The option the arrow keys reached, by what it opens (a product's handle, or See all) rather
  // than by place: an answer to a later letter keeps it chosen where it still appears, so Enter
  // opens what the shopper saw chosen; where it is gone, nothing is chosen.
  const [chosen, setChosen] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${listId}-hint`;
  const suggestions = answer?.suggestions ?? [];
  // The options: each suggestion, then 'See all N results'.
  const count = suggestions.length > 0 ? suggestions.length + 1 : 0;
  const active = chosen === SEE_ALL ? (count > 0 ? suggestions.length : -1) : suggestions.findIndex((s) => s.handle === chosen);
  const choose = (index: number) => setChosen(index < 0 ? null : (suggestions[index]?.handle ?? SEE_ALL));

  // Text typed before the page hydrated: suggestions and the submitted query match what the box shows.
  const form = useRef<HTMLFormElement>(null);
  useShownValues(form, {
    query: (typed) => {
      if (!typed || typed === text) return;
      setText(typed);
      setOpen(document.activeElement === input.current);
    },
  });

  // The box stays in the header from page to page: when the address brings another search ('Did you
  // mean', Back, a link to the results), it shows the one the page is for, unless the shopper is
  // typing in it. A filter or sort keeps the search, and whatever the shopper typed meanwhile.
  const seenPageText = useRef(pageText);
  useEffect(() => {
    if (pageText === seenPageText.current) return;
    seenPageText.current = pageText;
    if (pageText === null || document.activeElement === input.current) return;
    setText(pageText);
    setOpen(false);
    setChosen(null);
  }, [pageText]);

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
    if (suggestion) navigate(cardHref(suggestion, answer.searchId));
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
      choose((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      choose(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Escape' && expanded) {
      // First Escape closes the list; only a second one lets the search field clear itself.
      event.preventDefault();
      setOpen(false);
      choose(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(active);
    }
  };

  return (
    <Form ref={form} action="/query" method="get" role="search" className="relative w-full" onSubmit={() => setOpen(false)}>
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
        aria-controls={answer ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={expanded && answer?.didYouMean ? hintId : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (!event.target.value.trim()) {
            setAnswer(null);
            setChosen(null);
          }
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder={t`Search sunglasses, brands, shapes…`}
        autoComplete="off"
        className="field rounded-full ps-10"
      />
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
      {/* Always in the page, so that what it says when suggestions arrive is announced. A live region
          without the status role: the page's own status messages (a form's 'sent') stay the one status. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="search-status">
        {open && text.trim() !== '' && answer ? suggestionsStatus(i18n, answer) : ''}
      </p>
      {answer && (
        <Suggestions
          answer={answer}
          expanded={expanded}
          active={active}
          listId={listId}
          hintId={hintId}
          optionId={optionId}
          go={go}
        />
      )}
    </Form>
  );
}
