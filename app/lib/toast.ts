/**
 * Toasts (SPEC §8/§9): short messages top-center, at most 20 at once. A tiny store, so that both a
 * server flash (after a redirect) and browser code can raise one.
 */
export type ToastKind = 'success' | 'error' | 'blank';

export interface ToastInput {
  kind: ToastKind;
  message: string;
  title?: string;
  /** SPEC §9: login success 2000 ms, errors 4000 ms, cart and address toasts 3000 ms. */
  durationMs?: number;
  /** Same id, same toast: a flash re-read on revalidation is not shown twice. */
  id?: string;
}

export interface Toast extends Required<Omit<ToastInput, 'title'>> {
  title?: string;
}

export const MAX_TOASTS = 20;
const DEFAULT_DURATION: Record<ToastKind, number> = { success: 3000, error: 4000, blank: 4000 };

let toasts: Toast[] = [];
const seen = new Set<string>();
const listeners = new Set<() => void>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(input: ToastInput): string {
  const id = input.id ?? `toast-${++counter}`;
  if (seen.has(id)) return id;
  seen.add(id);
  const toast: Toast = { ...input, id, durationMs: input.durationMs ?? DEFAULT_DURATION[input.kind] };
  toasts = [...toasts, toast].slice(-MAX_TOASTS);
  emit();
  return id;
}

/** Whether a toast with this id was ever raised in this browser. */
export function wasShown(id: string): boolean {
  return seen.has(id);
}

export function dismissToast(id: string) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

const none: Toast[] = [];
export function getServerToasts(): Toast[] {
  return none;
}
