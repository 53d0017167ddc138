import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { onSight } from '~/components/ui/on-sight';
import { REVIEW_PARAM } from './review-params';
import type { ReviewsSection as Section } from './ReviewsSection';

const DeferredReviews = onSight(() => import('./ReviewsSection').then((module) => module.ReviewsSection));

/**
 * The reviews sit below the product's first screen: their code comes as they near it, or with the
 * page when its URL opens a review dialog, or for a signed-in shopper, who may add, edit or delete
 * one (a click before the section's code has come waits for it: on-sight holds the form).
 */
export function ReviewsSection(props: ComponentProps<typeof Section>) {
  const [params] = useSearchParams();
  return <DeferredReviews {...props} now={props.signedIn || params.has(REVIEW_PARAM)} />;
}
