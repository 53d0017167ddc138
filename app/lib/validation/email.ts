/**
 * A basic address pattern (SPEC §5): something@something.tld, no spaces. The Storefront API has the
 * final word; this only catches typing slips before a round trip. The domain's labels exclude the
 * dot, so a long run of dots is read once, not tried at every split (which took seconds for 40 KB).
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
