import type { ComponentProps } from 'react';
import { useHydrated } from '~/components/account/use-hydrated';

/**
 * A button that only does something with JavaScript (a stepper, a slider's arrows, the try-on), drawn
 * disabled until the page has hydrated. The page paints before its JavaScript arrives, and a click
 * in between would otherwise be lost without a sign; disabled, it is visibly not ready yet (and
 * browser automation waits for it).
 */
export function ScriptButton({ disabled, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const hydrated = useHydrated();
  return <button type="button" disabled={!hydrated || disabled} {...props} />;
}
