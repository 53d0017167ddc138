import { onSight } from '~/components/ui/on-sight';

/** The footer is below every page's first screen: its code comes as it nears it. */
export const Footer = onSight(() => import('./Footer').then((module) => module.Footer));
