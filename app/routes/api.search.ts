import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import type { Suggestion, SuggestionsAnswer } from '~/lib/catalog/suggestion';
import { catalogFor } from '~/server/catalog/for-request.server';
import { searchText } from '~/lib/catalog/search-text';
import { getOnly } from '~/server/api/json-errors.server';
import { suggestionItems } from '~/server/catalog/search-results';
import { startSuggestions } from '~/server/catalog/suggestion-limit.server';
import { shopperSearchLog } from '~/server/search-log/search-log.server';
import type { Route } from './+types/api.search';

const SUGGESTION_LIMIT = 8;

/**
 * The header's suggestions as you type: `GET /api/search?q=avi` → `{ text, suggestions, total,
 * didYouMean, searchId }`. The suggestions are the results page's first products for `text` (the
 * query, less a last word of one letter still being typed), `total` is that page's count, and
 * `didYouMean` what they are for when a word was respelt. `searchId` goes on a suggestion's link
 * (`/product/{handle}?sid=`, with `variant=` as a card's link has it), and the search is counted
 * only when one is opened. A client IP asking faster than anyone types gets 429 with Retry-After
 * (issue 16).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchText(new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  if (!q) return data<SuggestionsAnswer>({ text: '', suggestions: [], total: 0, didYouMean: null, searchId: null });
  try {
    const limited = await startSuggestions(context.db, context.clientIp, i18nFor(context.language));
    if (limited) {
      return data(
        { error: { message: limited.message } },
        { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
      );
    }
    const { catalog } = await catalogFor(request, context);
    const { text, items, total, didYouMean } = suggestionItems(catalog, q, SUGGESTION_LIMIT);
    const suggestions = items.map((item): Suggestion => ({
      handle: item.handle,
      title: item.title,
      vendor: item.vendor,
      price: item.price,
      currencyCode: item.currencyCode,
      image: item.image?.url ?? null,
      ...(item.pageVariant ? { pageVariant: item.pageVariant } : {}),
    }));
    const log = items.length > 0 ? shopperSearchLog(request, context) : null;
    const searchId = log?.offer({ text: q, resultsCount: total }) ?? null;
    return data<SuggestionsAnswer>(
      { text, suggestions, total, didYouMean, searchId },
      { headers: { 'Cache-Control': 'private, max-age=60', Vary: 'Cookie' } },
    );
  } catch (error) {
    console.error('GET /api/search failed', error);
    const message = i18nFor(context.language)._(msg`Search is unavailable right now.`);
    return data({ error: { message } }, { status: 502 });
  }
}

/** Any other method than GET: 405 with `Allow: GET`. */
export const action = getOnly;
