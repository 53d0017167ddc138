/**
 * Which bundled schema answers an API version in the path, as Shopify decides it: a version the
 * engine has a schema for answers as itself; any other dated version (`YYYY-MM`: retired, between
 * two bundled ones, or not released yet) falls forward to the oldest supported version;
 * `unstable` answers as the newest. Anything else is not an API version (404).
 */
import { API_VERSIONS, isApiVersion, type ApiVersion } from './schema.ts';

export const OLDEST_VERSION: ApiVersion = API_VERSIONS[0];
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
  if (DATED.test(requested)) return { version: OLDEST_VERSION, fellForward: true };
  return null;
}

/** `publicApiVersions`: the versions the engine answers, like Shopify's list. */
export function publicApiVersions() {
  return [
    ...API_VERSIONS.map((handle) => ({ handle, displayName: handle, supported: true })),
    { handle: 'unstable', displayName: 'unstable', supported: false },
  ];
}
