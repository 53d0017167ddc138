import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form, useRevalidator, useSearchParams } from 'react-router';
import { useFormatNumber } from '~/i18n/numbers';
import type { ReviewSection } from '~/server/reviews/section.server';
import { RatingBars } from './RatingBars';
import { ReviewDialog } from './ReviewDialog';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';

const STEP = 3;

interface Props {
  section: ReviewSection;
  handle: string;
  signedIn: boolean;
}

/**
 * The product page's reviews (SPEC §2): summary, distribution, 3 reviews then 3 more per 'Load More'.
 * 'Load More' and 'Add review' are links, so both work before JavaScript loads; with it, a signed-in
 * customer gets the dialog in place.
 */
export function ReviewsSection({ section, handle, signedIn }: Props) {
  const { t } = useLingui();
  const number = useFormatNumber();
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(params.get('review') === 'new' && signedIn);

  const close = () => {
    setOpen(false);
    if (params.has('review')) {
      const next = new URLSearchParams(params);
      next.delete('review');
      setParams(next, { replace: true, preventScrollReset: true });
    }
  };
  const submitted = () => {
    close();
    void revalidator.revalidate();
  };

  const reviewCount = section.ok ? section.summary.count : 0;
  const more = new URLSearchParams(params);
  more.delete('review');
  if (section.ok) more.set('reviews', String(section.reviews.length + STEP));

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="reviews-title" className="text-xl font-bold">
          <Trans>Reviews</Trans>
        </h2>
        <Form method="get" action={`/product/${handle}/review`}>
          <button
            type="submit"
            className="btn-outline"
            onClick={(event) => {
              if (!signedIn) return;
              event.preventDefault();
              setOpen(true);
            }}
          >
            <Trans>Add Review</Trans>
          </button>
        </Form>
      </div>
      {!section.ok ? (
        <p role="alert" className="mt-4 rounded-lg bg-sale/10 px-3 py-2 text-sm text-sale" data-testid="reviews-error">
          <Trans>Failed to fetch reviews</Trans>
        </p>
      ) : section.total === 0 ? (
        <p className="mt-4 text-muted">
          <Trans>Reviews not available</Trans>
        </p>
      ) : (
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <div data-testid="reviews-summary">
            <p className="flex items-center gap-3">
              <span className="text-4xl font-bold">
                {number(section.summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
              <Stars rating={section.summary.average} className="text-xl" />
            </p>
            <p className="mt-1 text-sm text-muted">
              <Plural value={reviewCount} one="Based on # review" other="Based on # reviews" />
            </p>
            <RatingBars summary={section.summary} />
          </div>
          <div>
            <ul aria-label={t`Customer reviews`}>
              {section.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
            {section.reviews.length < section.total && (
              // A GET form keeps the variant in the URL and works before JavaScript loads.
              <Form method="get" replace preventScrollReset className="mt-4">
                {[...more].map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <button type="submit" className="btn-outline">
                  <Trans>Load More</Trans>
                </button>
              </Form>
            )}
          </div>
        </div>
      )}
      {open && <ReviewDialog handle={handle} onClose={close} onSubmitted={submitted} />}
    </section>
  );
}
