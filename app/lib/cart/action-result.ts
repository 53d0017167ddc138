import type { ToastInput } from '~/lib/toast';

/** What a form may ask the `/cart` action to do (the hidden `intent` field). */
export type CartIntent = 'add' | 'add-eyes' | 'update' | 'remove';

/**
 * The `/cart` action's answer to a fetcher (JavaScript on). The server picks the SPEC §8 words,
 * so every form shows the same toasts; without JavaScript they arrive as a flash.
 */
export interface CartActionResult {
  intent: CartIntent | null;
  ok: boolean;
  /**
   * The SPEC §8 toast first, then any notice (e.g. "only 3 items available; the quantity was
   * adjusted"); an add of a sold-out variant says only that it sold out.
   */
  toasts: ToastInput[];
  /** Why it failed (userErrors joined with commas, or a SPEC §8 cart error), for an inline message. */
  reason?: string;
  /** A post the page could not have made (a tampered per-eye add): answered 400, nothing changed. */
  refused?: true;
  /** An add the API took none of, every item having sold out since the page was made. */
  soldOut?: true;
  /** The line the request was about, so its card can clear its spinner. */
  lineId?: string;
}
