import type { FaceShape } from '~/lib/tryon/face-shape';

/** Each face shape's outline, with the brow and eye line for scale: the guide's pictures. */
const OUTLINE: Record<FaceShape, string> = {
  oval: 'M30 6C44 6 51 19 51 35C51 55 41 73 30 73C19 73 9 55 9 35C9 19 16 6 30 6Z',
  round: 'M30 10C45 10 53 23 53 39C53 57 43 69 30 69C17 69 7 57 7 39C7 23 15 10 30 10Z',
  square: 'M11 15Q11 7 19 7H41Q49 7 49 15V53Q49 66 38 70H22Q11 66 11 53Z',
  heart: 'M7 19Q7 7 19 7H41Q53 7 53 19Q53 41 41 60Q35 71 30 73Q25 71 19 60Q7 41 7 19Z',
  oblong: 'M14 14Q14 4 30 4Q46 4 46 14V60Q46 76 30 76Q14 76 14 60Z',
};

export function FaceShapeIcon({ shape, className }: { shape: FaceShape; className?: string }) {
  return (
    <svg viewBox="0 0 60 80" width={60} height={80} aria-hidden="true" focusable="false" className={className}>
      <path
        d={OUTLINE[shape]}
        fill="currentColor"
        fillOpacity=".08"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M19 34h6M35 34h6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
