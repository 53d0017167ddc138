import { redirect } from 'react-router';
import { Placeholder } from '~/components/layout/Placeholder';
import { pageTitle } from '~/lib/page-title';
import { getSession, isSignedIn } from '~/server/session.server';
import type { Route } from './+types/register';

export const meta = () => pageTitle('Create an account');

export async function loader({ request }: Route.LoaderArgs) {
  if (isSignedIn(await getSession(request))) throw redirect('/profile');
  return null;
}

export default function Register() {
  return <Placeholder title="Create a new account" />;
}
