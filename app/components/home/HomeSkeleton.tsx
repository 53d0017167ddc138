import { useLingui } from '@lingui/react/macro';

/**
 * Placeholder cards while the product lists load on a client-side visit (SPEC §2): 2 on a phone,
 * 3 on a tablet, 4 on a desktop, the same size as real cards so nothing moves when they arrive.
 */
export function StripSkeleton({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <section className="container-shop py-8" aria-busy="true" aria-label={t`${title} loading`} data-testid="strip-skeleton">
      <div className="mb-4 h-8 w-56 animate-pulse rounded bg-mist" />
      <div className="flex gap-4 overflow-hidden">
        {[0, 1, 2, 3].map((i) => (
          <div
            key={i}
            className={`h-[25rem] w-60 shrink-0 animate-pulse rounded-2xl bg-mist sm:w-64 ${i >= 2 ? 'hidden sm:block' : ''} ${i >= 3 ? 'sm:hidden lg:block' : ''}`}
          />
        ))}
      </div>
    </section>
  );
}
