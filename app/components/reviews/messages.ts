import { msg } from '@lingui/core/macro';
import type { ReviewIntent } from './review-form';

/**
 * What the author is told once their review is changed: the same words after a fetch and after a form
 * post. A new review needs no words: it shows first in the list, as it always has.
 */
export const REVIEW_DONE = {
  update: msg`Your review is updated.`,
  delete: msg`Your review is deleted.`,
} satisfies Partial<Record<ReviewIntent, unknown>>;
