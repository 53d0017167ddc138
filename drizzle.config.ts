import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations from db/schema.ts; the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
