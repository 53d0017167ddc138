import type { AppLoadContext } from 'react-router';
import { sessionAuthor } from './request.server';
import type { ReviewSection } from './section.server';
import { reviewAuthors } from './store.server';

/**
 * Marks the shown reviews the viewer wrote, by the customer id the Storefront API gives for the
 * session's token: the same test the API makes before an update or delete, so the page never offers
 * Edit or Delete that the API would refuse. The Storefront API is asked only when a shown review has
 * an author at all (seeded ones have none). A failure here only hides the buttons.
 */
export async function markOwnReviews(request: Request, context: AppLoadContext, section: ReviewSection): Promise<ReviewSection> {
  if (!section.ok || section.reviews.length === 0) return section;
  try {
    const authored = await reviewAuthors(
      context.db,
      section.reviews.map((review) => review.id),
    );
    if (authored.length === 0) return section;
    const viewer = await sessionAuthor(request, context, { bearer: false });
    if (!viewer) return section;
    const own = authored.filter((review) => review.authorCustomerId === viewer.customerId).map((review) => review.id);
    return { ...section, own };
  } catch (error) {
    console.error('Finding the viewer’s own reviews failed', error);
    return section;
  }
}
