import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { holdSubmits } from './hold-submits';
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
 * its links work as they do without JavaScript, and its script-only buttons wait disabled
 * (ScriptButton), so the first load carries only what the first screen uses. A form sent meanwhile
 * waits for the code and is then sent through it (holdSubmits).
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

  function Loaded({ ready, shown, ...props }: Props & { ready: Promise<unknown>; shown: () => void }) {
    if (!code.loaded) use(ready);
    useEffect(shown, [shown]);
    const Component = code.loaded!;
    return <Component {...(props as Props)} />;
  }

  function OnSight({ now = false, ...props }: Props & { now?: boolean }) {
    const place = useRef<HTMLDivElement>(null);
    const [sight] = useState(() => (!hydrated && !now && !import.meta.env.SSR && !code.loaded ? deferred() : undefined));
    const [ready] = useState(() => (sight ? sight.promise.then(code.start) : code.start()));
    // Code that did not come (a dropped connection, a file gone with a new release) leaves a part
    // still waiting as the server drew it (one React drew itself, after a client navigation, stays
    // empty), its links and forms working as without JavaScript, rather than take the page down
    // with it. The part on the next page asks for the code again (loadOnce). A promise of its own
    // that never settles: one shared by all would keep every such part's fibers once it is left.
    const [drawn] = useState(() => ready.then(undefined, () => new Promise<never>(() => {})));
    const [shown] = useState(deferred);
    useEffect(() => {
      const held = holdSubmits(place.current!);
      // Sent after the part's effects (a part hydrated with the page has run them already), and so
      // after what they change (its no-JavaScript fields gone); by the browser if the code never came.
      void shown.promise.then(() => held.send(true));
      void ready.catch(() => held.send(false));
      return held.stop;
    }, [shown, ready]);
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
          <Loaded ready={drawn} shown={shown.resolve} {...(props as Props)} />
        </Suspense>
      </div>
    );
  }
  // Drawn again with the same props (its page's other state changed), it stays as it is.
  return memo(OnSight);
}
