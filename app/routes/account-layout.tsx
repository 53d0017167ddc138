import { Outlet } from 'react-router';

/**
 * /order and /ordersummary share this layout (SPEC §2). Each child checks the sign-in itself:
 * loaders run in parallel, so a check here could lose the race to the child's own redirect.
 */
export default function AccountLayout() {
  return <Outlet />;
}
