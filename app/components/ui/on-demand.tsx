import { Suspense, use, type ComponentType, type ReactNode } from 'react';

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
  let component: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        // A chunk that did not come (a dropped connection) is asked for again the next time.
        loading = undefined;
        throw error;
      },
    ));
  if (import.meta.env.SSR) void start();

  function Loaded(props: Props) {
    const Component = component ?? use(start());
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
