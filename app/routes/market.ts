import { redirect } from 'react-router';
import { marketFor } from '~/lib/markets';
import { marketCookie } from '~/server/market.server';
import type { Route } from './+types/market';

/** Only paths of this shop: a crafted `redirectTo` must not send the shopper elsewhere. */
function safeReturnPath(value: FormDataEntryValue | null): string {
  const path = typeof value === 'string' ? value : '/';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

/** The header's country/currency selector posts here (works without JavaScript), then goes back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const country = form.get('country');
  const market = marketFor(typeof country === 'string' ? country : null);
  return redirect(safeReturnPath(form.get('redirectTo')), {
    headers: { 'Set-Cookie': await marketCookie.serialize(market.country) },
  });
}

export function loader() {
  return redirect('/');
}
