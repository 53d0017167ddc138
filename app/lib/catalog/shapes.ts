/** SPEC §2 'Pick your Shape': the 8 frame shapes, by the ids their /shape links carry. */
export const FRAME_SHAPES = [
  { id: 'round', label: 'Round' },
  { id: 'rectangle', label: 'Rectangle' },
  { id: 'cat-eye', label: 'Cat-Eye' },
  { id: 'aviator', label: 'Aviator' },
  { id: 'geometric', label: 'Geometric' },
  { id: 'square', label: 'Square' },
  { id: 'oval', label: 'Oval' },
  { id: 'semi-cateye', label: 'Semi Cat-Eye' },
] as const;

export type ShapeId = (typeof FRAME_SHAPES)[number]['id'];

export function shapeLabel(id: string): string {
  return FRAME_SHAPES.find((s) => s.id === id.toLowerCase())?.label ?? id;
}
