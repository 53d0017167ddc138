import { redirect } from 'react-router';
import { requireSignedIn } from '~/server/session.server';
import type { Route } from './+types/order';

/** The orders list lives in the profile's My Orders tab. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSignedIn(request, context);
  throw redirect('/profile?activetab=order');
}
