import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { loadOnce } from './load-once';
import { whenReached } from './when-reached';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Whether the page has hydrated: set by the first of these parts to run its effects. (Not
 * `useHydrated`, whose change after hydration would reach the parts still waiting, and make React
 * draw them again from scratch.)
 */
let hydrated = false;

/**
 * Rendered only when React has to draw a waiting part from scratch: its code is needed now. Until
 * it comes, the server's HTML of the part stays in view (read before React removes it), so the page
 * below does not collapse and come back.
 */
function LoadNow({ go, place }: { go: () => void; place: RefObject<HTMLDivElement | null> }) {
  // Read while rendering: React removes the server's HTML only when it commits this.
  const [kept] = useState(() => place.current?.innerHTML ?? '');
  useEffect(go, [go]);
  return <div className="contents" dangerouslySetInnerHTML={{ __html: kept }} />;
}

/**
 * A part of the page below the first screen (the footer, the reviews, a product strip): the server
 * draws it, and the browser fetches its code and hydrates it only when it comes near the screen or
 * the shopper reaches into it (a pointer, the keyboard's focus). Until then it is the server's HTML:
 * its links and GET forms work as they do without JavaScript, and its script-only buttons wait
 * disabled (ScriptButton), so the first load carries only what the first screen uses.
 *
 * Drawn after the page has hydrated (a client navigation), its code is fetched at once. So it is when
 * React draws a waiting part again (LoadNow): on new props, and on any change of a context above it,
 * which React cannot tell the part's code does not read. React Router's state is one, and changes
 * with every form sent and every navigation. And so it is with `now`, for a part the shopper has
 * already asked for (a dialog opened by its URL).
 */
export function onSight<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const code = loadOnce(load);
  if (import.meta.env.SSR) void code.start();

  function Loaded({ ready, ...props }: Props & { ready: Promise<unknown> }) {
    if (!code.loaded) use(ready);
    const Component = code.loaded!;
    return <Component {...(props as Props)} />;
  }

  function OnSight({ now = false, ...props }: Props & { now?: boolean }) {
    const place = useRef<HTMLDivElement>(null);
    const [sight] = useState(() => (!hydrated && !now && !import.meta.env.SSR && !code.loaded ? deferred() : undefined));
    const [ready] = useState(() => (sight ? sight.promise.then(code.start) : code.start()));
    useEffect(() => {
      hydrated = true;
      if (!sight) return;
      // Asked for since hydration began (say by the URL): no reason to wait any longer.
      if (now) return sight.resolve();
      return whenReached(place.current!, sight.resolve);
    }, [sight, now]);
    return (
      <div ref={place}>
        <Suspense fallback={sight && <LoadNow go={sight.resolve} place={place} />}>
          <Loaded ready={ready} {...(props as Props)} />
        </Suspense>
      </div>
    );
  }
  // Drawn again with the same props (its page's other state changed), it stays as it is.
  return memo(OnSight);
}
