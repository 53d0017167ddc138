import { useLayoutEffect, type RefObject } from 'react';

/** The attribute of the heading that takes the focus when a part of the page holding it goes away. */
const FOCUS_AFTER_REMOVAL = 'data-focus-after-removal';

/**
 * When the part of the page in `ref` goes away while it holds the keyboard's focus (a cart line
 * removed, an address deleted), the focus would fall back to the page's start, and a keyboard or
 * screen reader user would have to find their place again. It goes to the page's heading marked
 * `data-focus-after-removal` instead (one at a time: the list's, its empty state's or its error's; give it
 * tabIndex -1), which says where they now are.
 */
export function useFocusAfterRemoval(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const part = ref.current;
    // A layout effect's cleanup runs while the part is still in the document, so it can tell whether it held the focus.
    return () => {
      if (!part?.contains(document.activeElement)) return;
      requestAnimationFrame(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        document.querySelector<HTMLElement>(`[${FOCUS_AFTER_REMOVAL}]`)?.focus();
      });
    };
  }, [ref]);
}
