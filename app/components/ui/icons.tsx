import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Line icons drawn inline: no icon font or library to download. Decorative unless given a title. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
);

export const UserCheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="8" r="4" />
    <path d="M2 21c0-4 3.6-7 8-7 1.6 0 3 .4 4.3 1" />
    <path d="m15.5 18.5 2 2 4-4" />
  </Icon>
);

export const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
    <circle cx="10" cy="20.5" r="1.2" />
    <circle cx="17" cy="20.5" r="1.2" />
  </Icon>
);

export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h14V9.5" />
  </Icon>
);

export const TagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);

export const GridIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </Icon>
);

export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

export const GlassesIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="6.5" cy="14" r="3.5" />
    <circle cx="17.5" cy="14" r="3.5" />
    <path d="M10 14c.6-.8 1.3-1.2 2-1.2s1.4.4 2 1.2M3 14 4.5 6.5M21 14l-1.5-7.5" />
  </Icon>
);

/** Chevrons point the way of reading: mirrored in a right-to-left layout. */
export const ChevronStartIcon = ({ className = '', ...p }: IconProps) => (
  // Merged, not replaced: a caller's own classes (its size) keep the mirroring.
  <Icon strokeWidth={2} className={`rtl:rotate-180 ${className}`} {...p}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);

export const ChevronEndIcon = ({ className = '', ...p }: IconProps) => (
  <Icon strokeWidth={2} className={`rtl:rotate-180 ${className}`} {...p}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Icon strokeWidth={2} {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
