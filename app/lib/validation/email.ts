/**
 * A basic address pattern (SPEC §5): something@something.tld, no spaces. The Storefront API has the
 * final word; this only catches typing slips before a round trip.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
