/**
 * The storefront's own tables (beside the engine's, which live in their own `engine` schema).
 * Each area adds its file here; db/schema.ts re-exports this for Drizzle and drizzle-kit.
 */
export * from './rate-limits.ts';
export * from './saved-carts.ts';
export * from './reviews.ts';
export * from './search-log.ts';
export * from './prescriptions.ts';
export * from './ended-sign-ins.ts';
export * from './guest-cart-claims.ts';
