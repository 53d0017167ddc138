/**
 * Average and distribution of a product's ratings. SPEC §5: ratings outside 1-5 are ignored in the
 * average, with a warning, because old or imported reviews may carry a 0 that would drag it down.
 */
export interface ReviewSummary {
  average: number;
  /** Every review, counted ones or not: the list shows them all. */
  count: number;
  /** Reviews per star, 5 down to 1; a half star counts under its whole star (4.5 → 4). */
  distribution: { stars: 1 | 2 | 3 | 4 | 5; count: number }[];
}

const STARS = [5, 4, 3, 2, 1] as const;

export function summarise(ratings: number[], warn: (message: string) => void = console.warn): ReviewSummary {
  const counted = ratings.filter((rating) => rating >= 1 && rating <= 5);
  const ignored = ratings.length - counted.length;
  if (ignored > 0) warn(`Reviews: ignored ${ignored} rating(s) outside 1-5 in the average`);
  const average = counted.length === 0 ? 0 : counted.reduce((sum, rating) => sum + rating, 0) / counted.length;
  return {
    average: Math.round(average * 10) / 10,
    count: ratings.length,
    distribution: STARS.map((stars) => ({ stars, count: counted.filter((rating) => Math.floor(rating) === stars).length })),
  };
}
