import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

// Hidden inputs match input:not([disabled]) but take no focus: the review form starts with one.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What a modal dialog owes the page while open: the page does not scroll (SPEC §2), Tab stays inside,
 * Escape closes, and focus goes back to where it was on close, or to `fallbackFocus` when that
 * element has gone meanwhile (the Delete button of a review just deleted).
 */
export function useModal(
  open: boolean,
  onClose: () => void,
  fallbackFocus?: () => HTMLElement | null,
): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  // The latest of each, without opening the dialog again when they change.
  const close = useEffectEvent(onClose);
  const focusFallback = useEffectEvent(() => fallbackFocus?.()?.focus());

  useEffect(() => {
    if (!open) return;
    const dialog = ref.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (before?.isConnected) before.focus();
      else focusFallback();
    };
  }, [open]);

  return ref;
}
