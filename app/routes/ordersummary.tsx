import { redirect } from 'react-router';
import { requireSignedIn } from '~/server/session.server';
import type { Route } from './+types/ordersummary';

/** An order's summary lives in the profile's ordersummary tab. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSignedIn(request, context);
  const id = new URL(request.url).searchParams.get('id');
  const params = new URLSearchParams({ activetab: 'ordersummary' });
  if (id) params.set('id', id);
  throw redirect(`/profile?${params}`);
}
