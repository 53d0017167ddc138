import { Placeholder } from '~/components/layout/Placeholder';
import { pageTitle } from '~/lib/page-title';
import { requireSignedIn } from '~/server/session.server';
import type { Route } from './+types/profile';

export const meta = () => pageTitle('My account');

export async function loader({ request }: Route.LoaderArgs) {
  await requireSignedIn(request);
  return null;
}

export default function Profile() {
  return <Placeholder title="My account" />;
}
