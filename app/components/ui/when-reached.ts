/** How near the screen a part comes before its code is fetched: half a screen's height ahead. */
const AHEAD = '50% 0px';
/** What a shopper does on a part before using it. */
const REACHES = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Calls `reached` once, when the element comes near the screen or the shopper reaches into it;
 * returns what stops the watching.
 */
export function whenReached(element: Element, reached: () => void): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
    rootMargin: AHEAD,
  });
  const stop = () => {
    observer.disconnect();
    for (const type of REACHES) element.removeEventListener(type, done, true);
  };
  function done() {
    stop();
    reached();
  }
  observer.observe(element);
  for (const type of REACHES) element.addEventListener(type, done, { capture: true, passive: true });
  return stop;
}
