/**
 * Which bundled schema answers an API version in the path. A version the engine has a schema for
 * answers as itself. Any other dated version (`YYYY-MM`) falls forward, as Shopify serves a version
 * it no longer has with the next one it does: to the oldest bundled version at or after it, or,
 * newer than all of them, to the newest. Shopify's versions mostly add fields, so a newer schema
 * answers what a client of the requested version asks (`cartGiftCardCodesRemove`, new in 2025-01,
 * from a 2025-07 client), where an older one would refuse it; `unstable` answers as the newest.
 * Anything else is not an API version (404).
 */
import { API_VERSIONS, isApiVersion, type ApiVersion } from './schema.ts';

export const NEWEST_VERSION: ApiVersion = API_VERSIONS[API_VERSIONS.length - 1]!;

const DATED = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface ResolvedVersion {
  /** The schema that answers. */
  version: ApiVersion;
  /** True when the request named another version (the response says which one answered). */
  fellForward: boolean;
}

export function resolveApiVersion(requested: string): ResolvedVersion | null {
  if (isApiVersion(requested)) return { version: requested, fellForward: false };
  if (requested === 'unstable') return { version: NEWEST_VERSION, fellForward: true };
  // Dated handles compare as strings: `2025-07` < `2026-04`.
  if (DATED.test(requested)) return { version: API_VERSIONS.find((v) => v > requested) ?? NEWEST_VERSION, fellForward: true };
  return null;
}

/** `publicApiVersions`: the versions the engine answers, like Shopify's list. */
export function publicApiVersions() {
  return [
    ...API_VERSIONS.map((handle) => ({ handle, displayName: handle, supported: true })),
    { handle: 'unstable', displayName: 'unstable', supported: false },
  ];
}
