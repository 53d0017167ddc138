/**
 * The session cookie's name: a request that carries it belongs to a visitor with a cart or an
 * account. Its own module, so that Express-level code (the page cache) reads it without the session's.
 */
export const SESSION_COOKIE = '__nazzara';

/** How long the session cookie lives after it was last written. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
