import { describe, expect, it } from 'vitest';
import { FRAME_SHAPES } from '~/lib/catalog/shapes';
import astronaut from './fixtures/astronaut-landmarks.json';
import {
  certainty,
  estimateFaceShape,
  FACE_SHAPES,
  faceRatios,
  FRAMES_FOR_FACE,
  meanRatios,
  type FaceRatios,
} from './face-shape';
import type { Point } from './landmarks';

/**
 * 68 landmarks drawn for given ratios: cheekbones 100 px apart at y = 0, the brows at y = -32,
 * the chin below so the face is `lengthToWidth` long (brow to hairline = brow to nose base).
 */
function faceWith(r: FaceRatios): Point[] {
  const points: Point[] = Array.from({ length: 68 }, () => ({ x: 0, y: 0 }));
  const set = (i: number, x: number, y: number) => (points[i] = { x, y });
  const length = r.lengthToWidth * 100;
  const browY = -32;
  const chinY = browY + (2 * length) / 3;
  set(1, -50, 0);
  set(15, 50, 0);
  set(5, (-r.jawToCheeks * 100) / 2, chinY - 25);
  set(11, (r.jawToCheeks * 100) / 2, chinY - 25);
  const half = (r.chinAngle * Math.PI) / 360;
  set(6, -20 * Math.sin(half), chinY - 20 * Math.cos(half));
  set(10, 20 * Math.sin(half), chinY - 20 * Math.cos(half));
  set(8, 0, chinY);
  set(17, (-r.browsToCheeks * 100) / 2, browY + 2);
  set(26, (r.browsToCheeks * 100) / 2, browY + 2);
  set(19, -18, browY);
  set(24, 18, browY);
  set(33, 0, browY + length / 3);
  return points;
}

const typical: Record<string, FaceRatios> = {
  oval: { lengthToWidth: 1.45, jawToCheeks: 0.7, browsToCheeks: 0.82, chinAngle: 128 },
  round: { lengthToWidth: 1.25, jawToCheeks: 0.74, browsToCheeks: 0.82, chinAngle: 140 },
  square: { lengthToWidth: 1.3, jawToCheeks: 0.84, browsToCheeks: 0.85, chinAngle: 142 },
  heart: { lengthToWidth: 1.4, jawToCheeks: 0.6, browsToCheeks: 0.9, chinAngle: 112 },
  oblong: { lengthToWidth: 1.66, jawToCheeks: 0.75, browsToCheeks: 0.82, chinAngle: 130 },
};

describe('faceRatios', () => {
  it('measures length, jaw, brow line and chin from the landmarks', () => {
    const ratios = faceRatios(faceWith(typical.heart!));
    expect(ratios.lengthToWidth).toBeCloseTo(1.4, 10);
    expect(ratios.jawToCheeks).toBeCloseTo(0.6, 10);
    expect(ratios.browsToCheeks).toBeCloseTo(0.9, 10);
    expect(ratios.chinAngle).toBeCloseTo(112, 10);
  });

  it('does not change when the face is nearer, further or tilted', () => {
    const face = faceWith(typical.oval!);
    const turned = face.map((p) => ({
      x: 300 + 3 * (p.x * Math.cos(0.3) - p.y * Math.sin(0.3)),
      y: 90 + 3 * (p.x * Math.sin(0.3) + p.y * Math.cos(0.3)),
    }));
    const a = faceRatios(face);
    const b = faceRatios(turned);
    for (const key of Object.keys(a) as (keyof FaceRatios)[]) expect(b[key]).toBeCloseTo(a[key], 8);
  });
});

describe('estimateFaceShape', () => {
  it.each(Object.entries(typical))('recognises a typical %s face, and is sure of it', (shape, ratios) => {
    const estimate = estimateFaceShape(faceRatios(faceWith(ratios)));
    expect(estimate.shape).toBe(shape);
    expect(certainty(estimate.confidence)).toBe('sure');
    expect(estimate.runnerUp).not.toBe(shape);
  });

  it('is unsure between two shapes for a face half way between them', () => {
    const between = { lengthToWidth: 1.525, jawToCheeks: 0.72, browsToCheeks: 0.82, chinAngle: 129 };
    const estimate = estimateFaceShape(between);
    expect(new Set([estimate.shape, estimate.runnerUp])).toEqual(new Set(['oval', 'oblong']));
    expect(certainty(estimate.confidence)).toBe('unsure');
  });

  it('gives probabilities over the five shapes that add up to one', () => {
    const { probabilities } = estimateFaceShape(typical.round!);
    expect(Object.keys(probabilities).sort()).toEqual([...FACE_SHAPES].sort());
    expect(Object.values(probabilities).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it("finds the astronaut's face oval (landmarks from face-api on the test portrait)", () => {
    const ratios = faceRatios(astronaut.landmarks);
    expect(ratios.lengthToWidth).toBeCloseTo(1.47, 2);
    expect(estimateFaceShape(ratios).shape).toBe('oval');
  });
});

describe('meanRatios', () => {
  it('averages each ratio over the readings', () => {
    const a = { lengthToWidth: 1.4, jawToCheeks: 0.7, browsToCheeks: 0.8, chinAngle: 120 };
    const b = { lengthToWidth: 1.6, jawToCheeks: 0.8, browsToCheeks: 0.9, chinAngle: 130 };
    const mean = meanRatios([a, b]);
    expect(mean.lengthToWidth).toBeCloseTo(1.5, 10);
    expect(mean.jawToCheeks).toBeCloseTo(0.75, 10);
    expect(mean.browsToCheeks).toBeCloseTo(0.85, 10);
    expect(mean.chinAngle).toBeCloseTo(125, 10);
    expect(meanRatios([a])).toEqual(a);
  });
});

describe('certainty', () => {
  it('puts the confidence into three steps', () => {
    expect(certainty(0.9)).toBe('sure');
    expect(certainty(0.75)).toBe('sure');
    expect(certainty(0.6)).toBe('fairly-sure');
    expect(certainty(0.49)).toBe('unsure');
  });
});

describe('FRAMES_FOR_FACE', () => {
  it('recommends frame shapes the shop sells, a few per face shape', () => {
    const shop = new Set<string>(FRAME_SHAPES.map((s) => s.id));
    for (const face of FACE_SHAPES) {
      expect(FRAMES_FOR_FACE[face].length).toBeGreaterThanOrEqual(3);
      for (const frame of FRAMES_FOR_FACE[face]) expect(shop.has(frame), `${face} → ${frame}`).toBe(true);
    }
  });

  it('suggests angular frames for soft faces and soft frames for angular faces', () => {
    expect(FRAMES_FOR_FACE.round).not.toContain('round');
    expect(FRAMES_FOR_FACE.square).not.toContain('square');
    expect(FRAMES_FOR_FACE.round).toContain('rectangle');
    expect(FRAMES_FOR_FACE.square).toContain('round');
  });
});
