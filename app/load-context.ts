import type { Database } from '../db/connection';
import type { Language } from './i18n/languages';
import type { StorefrontClient } from './server/storefront/client.server';

/** What server.ts hands every loader and action. */
declare module 'react-router' {
  interface AppLoadContext {
    db: Database;
    /** The Storefront API: Shopify, or the local engine in this process. */
    storefront: StorefrontClient;
    /**
     * The shopper's IP as Express sees it (`req.ip`, honouring 'trust proxy'): the per-IP login
     * limit counts by it. Left out, only the per-account limit applies.
     */
    clientIp?: string;
    /** The page's language: Arabic under /ar, English elsewhere (server.ts decides by the path). */
    language: Language;
  }
}

export {};
