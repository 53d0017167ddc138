import { count, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { reviews } from '../db/reviews';
import { externalId } from './product-id';
import { SAMPLE_NAMES, SAMPLE_REVIEWS } from './seed-data';

/** The product fields seeding needs: its gid (for the numeric id) and handle (for the picks). */
export interface SeedProduct {
  id: string;
  handle: string;
}

const DAY = 86_400_000;
/** A fixed "now" so the same catalog always gives the same dates. */
const SEED_EPOCH = Date.UTC(2026, 9, 1);
const MAX_PER_PRODUCT = 9;

/** FNV-1a: a small, stable hash, so the picks depend on the handle only. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** The seeded reviews for a catalog: about a fifth of the products get none (the empty state). */
export function seedRows(products: SeedProduct[]): (typeof reviews.$inferInsert)[] {
  const rows: (typeof reviews.$inferInsert)[] = [];
  products.forEach((product, index) => {
    const id = externalId(product.id);
    const h = hash(product.handle);
    if (id === null || (index > 0 && h % 5 === 0)) return;
    // The first product always gets the most, so every seeded shop has one that pages ('Load More').
    const howMany = index === 0 ? MAX_PER_PRODUCT : 1 + (h % MAX_PER_PRODUCT);
    for (let n = 0; n < howMany; n++) {
      const sample = SAMPLE_REVIEWS[(h + n * 5) % SAMPLE_REVIEWS.length]!;
      const names = SAMPLE_NAMES[sample.lang];
      rows.push({
        productExternalId: id,
        rating: sample.rating,
        title: sample.title,
        body: sample.body,
        reviewerName: names[(h + n) % names.length]!,
        createdAt: new Date(SEED_EPOCH - (index * 3 + n * 11) * DAY),
      });
    }
  });
  return rows;
}

/**
 * Seeds once, when the table is empty. The table lock makes a second instance starting at the same
 * moment wait, then find the rows and do nothing.
 */
export async function seedReviews(db: Database, products: SeedProduct[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${reviews} IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await tx.select({ n: count() }).from(reviews);
    if ((existing?.n ?? 0) > 0) return 0;
    const rows = seedRows(products);
    if (rows.length > 0) await tx.insert(reviews).values(rows);
    return rows.length;
  });
}

/** One attempt per database per process; a failure is forgotten so the next request tries again. */
const seeding = new WeakMap<Database, Promise<void>>();

export function ensureSeeded(db: Database, loadProducts: () => Promise<SeedProduct[]>): Promise<void> {
  let pending = seeding.get(db);
  if (!pending) {
    pending = loadProducts()
      .then((products) => seedReviews(db, products))
      .then((inserted) => {
        if (inserted > 0) console.log(`Reviews: seeded ${inserted} reviews`);
      })
      .catch((error: unknown) => {
        seeding.delete(db);
        console.error('Reviews: seeding failed', error);
      });
    seeding.set(db, pending);
  }
  return pending;
}
