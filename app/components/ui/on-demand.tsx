import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from './load-once';

/**
 * A component whose code the browser fetches when it is first drawn, not with the page.
 *
 * The server starts loading it when this module is evaluated (at start), so by the first request it
 * renders in place: a page that comes with it drawn (a dialog opened by its URL, a form for shoppers
 * without JavaScript) has it in its HTML, and the browser hydrates that part once the code has come.
 * (React's `lazy` beside a static import for the server does not split anything: Rollup keeps a
 * module that a static import reaches in the importing page's chunk, used or not.)
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode = null) {
  const code = loadOnce(load);
  if (import.meta.env.SSR) void code.start();

  function Loaded(props: Props) {
    const Component = code.loaded ?? use(code.start());
    return <Component {...props} />;
  }
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
