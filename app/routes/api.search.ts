import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import type { Suggestion } from '~/lib/catalog/suggestion';
import { catalogFor } from '~/server/catalog/for-request.server';
import type { Route } from './+types/api.search';

const SUGGESTION_LIMIT = 8;

/** The header's suggestions as you type: `GET /api/search?q=avi` → `{ suggestions: [...] }`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  if (!q.trim()) return data({ suggestions: [] });
  try {
    const { catalog } = await catalogFor(request, context);
    const suggestions = catalog.search(q, SUGGESTION_LIMIT).map((item): Suggestion => ({
      handle: item.handle,
      title: item.title,
      vendor: item.vendor,
      price: item.price,
      currencyCode: item.currencyCode,
      image: item.image?.url ?? null,
    }));
    return data({ suggestions }, { headers: { 'Cache-Control': 'private, max-age=60', Vary: 'Cookie' } });
  } catch (error) {
    console.error('GET /api/search failed', error);
    const message = i18nFor(context.language)._(msg`Search is unavailable right now.`);
    return data({ error: { message } }, { status: 502 });
  }
}
