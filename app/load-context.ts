import type { Database } from '../db/connection';

/** What server.ts hands every loader and action. */
declare module 'react-router' {
  interface AppLoadContext {
    db: Database;
  }
}

export {};
