import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { reviews } from '../db/reviews';

type ReviewRow = typeof reviews.$inferSelect;

/** A review as everyone may see it (SPEC §3): no author id or email. */
export interface PublicReview {
  id: number;
  product_external_id: string;
  rating: number;
  title: string;
  body: string;
  created_at: string;
  reviewer: { name: string };
}

export function toPublic(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    product_external_id: row.productExternalId,
    rating: row.rating,
    title: row.title,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    reviewer: { name: row.reviewerName },
  };
}

export interface ReviewPage {
  reviews: PublicReview[];
  page: number;
  pageSize: number;
  total: number;
}

/** Newest first; the id breaks ties so paging never repeats or skips a review. */
export async function listReviews(
  db: Database,
  productExternalId: string | null,
  page: number,
  pageSize: number,
): Promise<ReviewPage> {
  const where = productExternalId === null ? undefined : eq(reviews.productExternalId, productExternalId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { reviews: rows.map(toPublic), page, pageSize, total: total?.total ?? 0 };
}

export async function productRatings(db: Database, productExternalId: string): Promise<number[]> {
  const rows = await db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.productExternalId, productExternalId));
  return rows.map((row) => row.rating);
}

export async function findReview(db: Database, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** Who wrote each of these reviews, for the ones a customer wrote (seeded reviews have no author). */
export async function reviewAuthors(db: Database, ids: number[]): Promise<{ id: number; authorCustomerId: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: reviews.id, authorCustomerId: reviews.authorCustomerId })
    .from(reviews)
    .where(and(inArray(reviews.id, ids), isNotNull(reviews.authorCustomerId)));
  return rows.flatMap((row) => (row.authorCustomerId ? [{ id: row.id, authorCustomerId: row.authorCustomerId }] : []));
}

export async function insertReview(db: Database, values: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}

export async function updateReview(
  db: Database,
  id: number,
  values: Partial<Pick<ReviewRow, 'title' | 'body' | 'rating'>>,
): Promise<ReviewRow> {
  const [row] = await db.update(reviews).set(values).where(eq(reviews.id, id)).returning();
  return row!;
}

export async function deleteReview(db: Database, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}
