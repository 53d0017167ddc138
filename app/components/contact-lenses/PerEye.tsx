import { lazy, Suspense } from 'react';
import PerEyeFormOnServer, { type PerEyeFormProps } from './PerEyeForm';

/**
 * The per-eye form is loaded on demand in the browser, so the product page's first-load script
 * stays as it was. The server renders it in place (a page without JavaScript gets the whole
 * form); the client build drops that static import, and hydration waits for the chunk.
 */
const PerEyeForm = import.meta.env.SSR ? PerEyeFormOnServer : lazy(() => import('./PerEyeForm'));

export function PerEye(props: PerEyeFormProps) {
  return (
    <Suspense fallback={<p className="mt-6 h-64 animate-pulse rounded-2xl bg-mist" aria-hidden="true" />}>
      <PerEyeForm {...props} />
    </Suspense>
  );
}
