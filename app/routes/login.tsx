import { redirect } from 'react-router';
import { Placeholder } from '~/components/layout/Placeholder';
import { pageTitle } from '~/lib/page-title';
import { getSession, isSignedIn } from '~/server/session.server';
import type { Route } from './+types/login';

export const meta = () => pageTitle('Log in');

export async function loader({ request }: Route.LoaderArgs) {
  if (isSignedIn(await getSession(request))) throw redirect('/profile');
  return null;
}

export default function Login() {
  return <Placeholder title="Log in to your account" />;
}
