import { onDemand } from '~/components/ui/on-demand';
import type { PerEyeFormProps } from './PerEyeForm';

/**
 * The per-eye form is loaded on demand in the browser: only contact lenses have it, and every
 * product page loaded it before. The server renders it in place (a page without JavaScript gets the
 * whole form), and hydration of that part waits for the chunk.
 */
export const PerEye = onDemand<PerEyeFormProps>(
  () => import('./PerEyeForm').then((module) => module.default),
  <p className="mt-6 h-64 animate-pulse rounded-2xl bg-mist" aria-hidden="true" />,
);

// Only contact lenses have them too: their code comes with those pages alone.
export const EyeChoice = onDemand(() => import('./EyeChoice').then((module) => module.EyeChoice));
export const SupplyHint = onDemand(() => import('./SupplyHint').then((module) => module.SupplyHint));
