import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** SPEC §2 'Pick your Shape': the 8 frame shapes, by the ids their /shape links carry. */
export const FRAME_SHAPES = [
  { id: 'round', label: msg`Round` },
  { id: 'rectangle', label: msg`Rectangle` },
  { id: 'cat-eye', label: msg`Cat-Eye` },
  { id: 'aviator', label: msg`Aviator` },
  { id: 'geometric', label: msg`Geometric` },
  { id: 'square', label: msg`Square` },
  { id: 'oval', label: msg`Oval` },
  { id: 'semi-cateye', label: msg`Semi Cat-Eye` },
] as const;

export type ShapeId = (typeof FRAME_SHAPES)[number]['id'];

/** The longest shape /shape reads from its URL. */
export const SHAPE_MAX = 60;

/** A shape as /shape compares it: 'Cat Eye', 'cat_eye' and 'cat-eye' are one. */
export const shapeSlug = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** A shape in the page's language; an id the picker does not know keeps its own name. */
export function shapeName(i18n: I18n, id: string): string {
  const found = FRAME_SHAPES.find((s) => s.id === shapeSlug(id));
  return found ? i18n._(found.label) : id;
}
