import { onDemand } from '~/components/ui/on-demand';

// Error pages are drawn rarely: their code comes with the pages that show one.
export const RootError = onDemand(() => import('./RootError').then((module) => module.RootError));
export const NotFound = onDemand(() => import('./NotFound').then((module) => module.NotFound));
