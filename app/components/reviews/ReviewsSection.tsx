import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Form, useActionData, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { catalogueLoaded } from '~/i18n/page-catalogue';
import { useLanguage } from '~/i18n/use-language';
import { useFormatNumber } from '~/i18n/numbers';
import { onDemand } from '~/components/ui/on-demand';
import { showToast } from '~/lib/toast';
import type { ReviewSection } from '~/server/reviews/section.server';
import { hasMoreReviews } from '~/server/reviews/limits';
import type { PublicReview } from '~/server/reviews/store.server';
import { HiddenParams } from './HiddenParams';
import { REVIEW_DONE } from './messages';
import { OwnReviewActions } from './OwnReviewActions';
import { RatingBars } from './RatingBars';
import { deleteReview } from './review-api';
import type { ReviewFormFeedback, ReviewIntent } from './review-form';
import { readDialogParam, REVIEW_PARAM, withoutDialog } from './review-params';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';

const STEP = 3;

// The dialogs' code comes when one is opened (or with the page that opens one by its URL).
const ReviewDialog = onDemand(() => import('./ReviewDialog').then((module) => module.ReviewDialog));
const DeleteReviewDialog = onDemand(() => import('./DeleteReviewDialog').then((module) => module.DeleteReviewDialog));

interface Props {
  section: ReviewSection;
  handle: string;
  signedIn: boolean;
}

type OpenDialog = { kind: 'new' } | { kind: 'edit' | 'delete'; review: PublicReview } | null;

const INTENT_OF = { new: 'create', edit: 'update', delete: 'delete' } as const satisfies Record<string, ReviewIntent>;

/**
 * The product page's reviews (SPEC §2): summary, distribution, 3 reviews then 3 more per 'Load More'.
 * 'Load More', 'Add Review' and the author's Edit and Delete are GET forms, so they work without
 * JavaScript (the dialog then comes with the page); with it, the dialogs open in place (one sent
 * before this part's code came waits for it: on-sight), and an edit or delete shows in the list at
 * once (a delete is undone if the server refuses it).
 */
export function ReviewsSection({ section, handle, signedIn }: Props) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const number = useFormatNumber();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const feedback = useActionData<ReviewFormFeedback>();
  const heading = useRef<HTMLHeadingElement>(null);
  const [edited, setEdited] = useState<Record<number, PublicReview>>({});
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());

  const own = new Set(section.ok ? section.own : []);
  const reviews = section.ok
    ? section.reviews.filter((review) => !removed.has(review.id)).map((review) => edited[review.id] ?? review)
    : [];
  const [dialog, setDialog] = useState<OpenDialog>(() => {
    const asked = readDialogParam(params.get(REVIEW_PARAM));
    if (asked?.kind === 'new') return signedIn ? asked : null;
    const review = asked && own.has(asked.id) ? reviews.find((candidate) => candidate.id === asked.id) : undefined;
    return asked && review ? { kind: asked.kind, review } : null;
  });
  const dialogFeedback = dialog && feedback?.intent === INTENT_OF[dialog.kind] ? feedback : undefined;
  // A refusal no dialog can show (a review that is not the viewer's, or gone): said above the list.
  const refusal = dialogFeedback ? undefined : feedback?.formError;
  const closeParams = withoutDialog(params);

  /** Closes the dialog, and the URL that opened it: done when the page is at the URL without it. */
  const close = async () => {
    setDialog(null);
    if (params.has(REVIEW_PARAM)) await navigate(`?${closeParams}`, { replace: true, preventScrollReset: true });
  };
  const saved = async (review: PublicReview) => {
    // A new review shows first once the page is read again (SPEC §4 refetch); an edit shows at once.
    if (dialog?.kind === 'edit') {
      setEdited((current) => ({ ...current, [review.id]: review }));
      showToast({ kind: 'success', message: i18n._(REVIEW_DONE.update) });
    }
    // Read again once the URL is left: a change of the query alone does not reload the product's data.
    await close();
    void revalidator.revalidate();
  };
  const remove = async (review: PublicReview) => {
    setRemoved((current) => new Set(current).add(review.id));
    const closed = close();
    try {
      await deleteReview(review.id, language, t`Something went wrong. Please try again.`);
      // As after a save: read again once the URL has left the dialog.
      await closed;
      await catalogueLoaded();
      showToast({ kind: 'success', message: i18n._(REVIEW_DONE.delete) });
      void revalidator.revalidate();
    } catch (failure) {
      setRemoved((current) => new Set([...current].filter((id) => id !== review.id)));
      await catalogueLoaded();
      showToast({
        kind: 'error',
        title: t`Failed to delete review`,
        message: failure instanceof Error ? failure.message : String(failure),
      });
    }
  };

  const reviewCount = section.ok ? section.summary.count : 0;
  const more = new URLSearchParams(closeParams);
  if (section.ok) more.set('reviews', String(section.reviews.length + STEP));

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {/* Focusable so focus has somewhere to go when the review it was on is deleted. */}
        <h2 id="reviews-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
          <Trans>Reviews</Trans>
        </h2>
        <Form method="get" action={`/product/${handle}/review`}>
          <button
            type="submit"
            className="btn-outline"
            onClick={(event) => {
              if (!signedIn) return;
              event.preventDefault();
              setDialog({ kind: 'new' });
            }}
          >
            <Trans>Add Review</Trans>
          </button>
        </Form>
      </div>
      {refusal && (
        <p role="alert" className="mt-4 rounded-lg bg-sale/10 px-3 py-2 text-sm text-sale" data-testid="review-error">
          {refusal}
        </p>
      )}
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
              {reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  actions={
                    own.has(review.id)
                      ? (titleId) => (
                          <OwnReviewActions
                            reviewId={review.id}
                            describedBy={titleId}
                            params={closeParams}
                            onEdit={() => setDialog({ kind: 'edit', review })}
                            onDelete={() => setDialog({ kind: 'delete', review })}
                          />
                        )
                      : undefined
                  }
                />
              ))}
            </ul>
            {/* At the bound 'Load More' would load the same reviews again: the newest are shown. */}
            {hasMoreReviews(section.reviews.length, section.total) && (
              // A GET form keeps the variant in the URL and works before JavaScript loads.
              <Form method="get" replace preventScrollReset className="mt-4">
                <HiddenParams params={more} />
                <button type="submit" className="btn-outline">
                  <Trans>Load More</Trans>
                </button>
              </Form>
            )}
          </div>
        </div>
      )}
      {dialog?.kind === 'delete' ? (
        <DeleteReviewDialog
          handle={handle}
          review={dialog.review}
          formError={dialogFeedback?.formError}
          closeParams={closeParams}
          onClose={() => void close()}
          onConfirm={() => void remove(dialog.review)}
          fallbackFocus={() => heading.current}
        />
      ) : (
        dialog && (
          <ReviewDialog
            key={dialog.kind === 'edit' ? dialog.review.id : 'new'}
            handle={handle}
            review={dialog.kind === 'edit' ? dialog.review : undefined}
            feedback={dialogFeedback}
            closeParams={closeParams}
            onClose={() => void close()}
            onSaved={saved}
          />
        )
      )}
    </section>
  );
}
