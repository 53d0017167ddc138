import type { ShapeId } from '~/lib/catalog/shapes';

/** One lens outline per frame shape, drawn twice with a bridge: the shape picker's tiles. */
const LENS: Record<ShapeId, (cx: number) => string> = {
  round: (cx) => `M${cx - 22} 30a22 22 0 1 0 44 0a22 22 0 1 0-44 0z`,
  rectangle: (cx) => `M${cx - 26} 17h52v26h-52z`,
  'cat-eye': (cx) => `M${cx - 26} 18q26-8 52-6q2 14-8 26q-12 8-30 4q-14-6-14-24z`,
  aviator: (cx) => `M${cx - 24} 16h48q4 0 2 8q-6 24-26 26q-22-2-26-26q-2-8 2-8z`,
  geometric: (cx) => `M${cx - 12} 10h24l14 14v14l-14 14h-24l-14-14v-14z`,
  square: (cx) => `M${cx - 22} 10h44v40h-44z`,
  oval: (cx) => `M${cx - 26} 30a26 18 0 1 0 52 0a26 18 0 1 0-52 0z`,
  'semi-cateye': (cx) => `M${cx - 24} 18q24-6 48-2q0 18-10 26q-12 6-26 2q-12-6-12-26z`,
};

export function ShapeIcon({ shape }: { shape: ShapeId }) {
  const lens = LENS[shape];
  return (
    <svg viewBox="0 0 140 60" width={140} height={60} aria-hidden="true" focusable="false" className="h-auto w-full">
      <path d={lens(38)} fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path d={lens(102)} fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path d="M62 28q8-6 16 0" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
