import { useId } from 'react';

/** A pair of glasses drawn in SVG: hero slides, promo cards and banners use it instead of photos. */
interface GlassesArtProps {
  frame: string;
  lens: string;
  shape?: 'round' | 'aviator' | 'square';
  className?: string;
}

function lensPath(shape: GlassesArtProps['shape'], cx: number): string {
  if (shape === 'round') return `M${cx - 58} 100a58 58 0 1 0 116 0a58 58 0 1 0-116 0z`;
  if (shape === 'aviator') return `M${cx - 62} 70q0-18 22-20h80q22 2 22 20q-4 70-62 78q-58-8-62-78z`;
  return `M${cx - 64} 56q0-8 8-8h112q8 0 8 8v70q0 22-22 22h-84q-22 0-22-22z`;
}

/**
 * React's `useId` is `_R_1_` in 19.2, but was `:r1:` (18) and `«r1»` (19.0-19.1): characters that would need
 * escaping inside `url(#…)`. Anything but letters, digits, `_` and `-` is dropped, so the reference
 * always resolves, whatever React makes.
 */
export function svgSafeId(reactId: string): string {
  return reactId.replace(/[^A-Za-z0-9_-]/g, '');
}

export function GlassesArt({ frame, lens, shape = 'round', className }: GlassesArtProps) {
  // Each drawing has its own gradient: with a shared id, `url(#…)` would take the first one on the page.
  const gradientId = `lens-${shape}-${svgSafeId(useId())}`;
  return (
    <svg viewBox="0 0 420 200" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={lens} stopOpacity="0.95" />
          <stop offset="1" stopColor={lens} stopOpacity="0.55" />
        </linearGradient>
      </defs>
      <ellipse cx="210" cy="186" rx="170" ry="8" fill="#000" opacity="0.12" />
      <path d={lensPath(shape, 120)} fill={`url(#${gradientId})`} stroke={frame} strokeWidth="10" />
      <path d={lensPath(shape, 300)} fill={`url(#${gradientId})`} stroke={frame} strokeWidth="10" />
      <path d="M178 84q32-22 64 0" fill="none" stroke={frame} strokeWidth="9" strokeLinecap="round" />
      <path d="M56 72L14 60M364 72l42-12" stroke={frame} strokeWidth="9" strokeLinecap="round" />
      <path
        d="M90 70q20-10 40-4M270 70q20-10 40-4"
        stroke="#fff"
        strokeOpacity="0.5"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
