/** Bounds that keep one review readable and the table small (the SPEC only asks for "bounded"). */
export const TITLE_MAX = 120;
export const BODY_MAX = 5000;
export const NAME_MAX = 80;

/** The most reviews one product page shows (`?reviews=`), newest first: its HTML stays bounded. */
export const REVIEWS_SHOWN_MAX = 300;

/** 'Load More' while more can be shown: fewer shown than there are, and below the bound. */
export function hasMoreReviews(shown: number, total: number): boolean {
  return shown < Math.min(total, REVIEWS_SHOWN_MAX);
}
