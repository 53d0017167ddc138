/**
 * Every table of the project's one database, for Drizzle and drizzle-kit.
 * The local engine's tables and the storefront's own tables (reviews, saved carts, rate limits)
 * live side by side; each part adds its file here.
 */
export * from '../engine/db/schema.ts';
export * from '../app/server/db/schema.ts';
