/**
 * The face shape from the 68 landmarks: four ratios (length to width, jaw to cheeks, brow line to
 * cheeks, the chin's angle), scored against a typical face of each shape. The hairline is not a
 * landmark, so the face's length is taken by the rule of thirds: brow to hairline ≈ brow to nose base.
 */
import type { ShapeId } from '~/lib/catalog/shapes';
import { at, BROWS, distance, JAW, midpoint, NOSE_BASE, type Landmarks, type Point } from './landmarks';

export const FACE_SHAPES = ['oval', 'round', 'square', 'heart', 'oblong'] as const;
export type FaceShape = (typeof FACE_SHAPES)[number];

export interface FaceRatios {
  /** Face length (chin to estimated hairline) over the width at the cheekbones. */
  lengthToWidth: number;
  /** Width of the lower jaw over the width at the cheekbones. */
  jawToCheeks: number;
  /** Width across the outer ends of the brows (the forehead) over the width at the cheekbones. */
  browsToCheeks: number;
  /** Angle at the chin between the jaw line's two sides, in degrees: small is pointed, large is flat. */
  chinAngle: number;
}

/** Jaw-line points: 1 and 15 sit at the cheekbones, 5 and 11 at the lower jaw, 6 and 10 beside the chin. */
const CHEEKS = [1, 15] as const;
const LOWER_JAW = [5, 11] as const;
const CHIN_SIDES = [6, 10] as const;

function angleAt(vertex: Point, a: Point, b: Point): number {
  const u = { x: a.x - vertex.x, y: a.y - vertex.y };
  const v = { x: b.x - vertex.x, y: b.y - vertex.y };
  const cos = (u.x * v.x + u.y * v.y) / (Math.hypot(u.x, u.y) * Math.hypot(v.x, v.y));
  return (Math.acos(Math.min(1, Math.max(-1, cos))) * 180) / Math.PI;
}

export function faceRatios(landmarks: Landmarks): FaceRatios {
  const p = (i: number) => at(landmarks, i);
  const cheeks = distance(p(CHEEKS[0]), p(CHEEKS[1]));
  const brow = midpoint(p(BROWS.middleLeft), p(BROWS.middleRight));
  const chin = p(JAW.chin);
  const length = distance(chin, brow) + distance(brow, p(NOSE_BASE));
  return {
    lengthToWidth: length / cheeks,
    jawToCheeks: distance(p(LOWER_JAW[0]), p(LOWER_JAW[1])) / cheeks,
    browsToCheeks: distance(p(BROWS.outerLeft), p(BROWS.outerRight)) / cheeks,
    chinAngle: angleAt(chin, p(CHIN_SIDES[0]), p(CHIN_SIDES[1])),
  };
}

/**
 * A typical face of each shape in the four ratios, and how far a face may stray in each before it
 * looks like another shape. Oblong is long; round and square are short, square with the wider jaw
 * and flatter chin; heart has a broad brow over a narrow jaw and a pointed chin; oval sits between.
 */
const TYPICAL: Record<FaceShape, FaceRatios> = {
  oval: { lengthToWidth: 1.45, jawToCheeks: 0.7, browsToCheeks: 0.82, chinAngle: 128 },
  round: { lengthToWidth: 1.28, jawToCheeks: 0.73, browsToCheeks: 0.82, chinAngle: 138 },
  square: { lengthToWidth: 1.32, jawToCheeks: 0.8, browsToCheeks: 0.84, chinAngle: 140 },
  heart: { lengthToWidth: 1.4, jawToCheeks: 0.63, browsToCheeks: 0.88, chinAngle: 118 },
  oblong: { lengthToWidth: 1.6, jawToCheeks: 0.74, browsToCheeks: 0.82, chinAngle: 130 },
};

const SPREAD: FaceRatios = { lengthToWidth: 0.07, jawToCheeks: 0.04, browsToCheeks: 0.04, chinAngle: 7 };

const KEYS = Object.keys(SPREAD) as (keyof FaceRatios)[];

export interface FaceShapeEstimate {
  shape: FaceShape;
  /** Probability of the chosen shape among the five, 0-1. */
  confidence: number;
  /** The next most likely shape, for "or perhaps …". */
  runnerUp: FaceShape;
  probabilities: Record<FaceShape, number>;
}

export function estimateFaceShape(ratios: FaceRatios): FaceShapeEstimate {
  // A Gaussian likelihood around each typical face, normalised over the five (a softmax of scores).
  const scores = FACE_SHAPES.map((shape) => {
    const typical = TYPICAL[shape];
    return -0.5 * KEYS.reduce((sum, key) => sum + ((ratios[key] - typical[key]) / SPREAD[key]) ** 2, 0);
  });
  const best = Math.max(...scores);
  const weights = scores.map((score) => Math.exp(score - best));
  const total = weights.reduce((a, b) => a + b, 0);
  const probabilities = Object.fromEntries(FACE_SHAPES.map((shape, i) => [shape, weights[i]! / total])) as Record<
    FaceShape,
    number
  >;
  const ranked = [...FACE_SHAPES].sort((a, b) => probabilities[b] - probabilities[a]);
  return { shape: ranked[0]!, confidence: probabilities[ranked[0]!], runnerUp: ranked[1]!, probabilities };
}

export type Certainty = 'sure' | 'fairly-sure' | 'unsure';

/** How sure the estimate is, in three steps the page can put into words. */
export function certainty(confidence: number): Certainty {
  if (confidence >= 0.75) return 'sure';
  if (confidence >= 0.5) return 'fairly-sure';
  return 'unsure';
}

/**
 * Frame shapes (the ids of 'Pick your Shape') that opticians suggest for each face shape: frames
 * that contrast the face's lines and balance its proportions, best first.
 */
export const FRAMES_FOR_FACE: Record<FaceShape, readonly ShapeId[]> = {
  oval: ['square', 'rectangle', 'geometric', 'aviator'],
  round: ['rectangle', 'square', 'geometric', 'cat-eye'],
  square: ['round', 'oval', 'cat-eye', 'aviator'],
  heart: ['aviator', 'round', 'oval', 'semi-cateye'],
  oblong: ['square', 'round', 'aviator', 'geometric'],
};

/** The average of several readings: a live face's shape from a steadier measure than one frame. */
export function meanRatios(readings: readonly FaceRatios[]): FaceRatios {
  const mean = (key: keyof FaceRatios) => readings.reduce((sum, r) => sum + r[key], 0) / readings.length;
  return {
    lengthToWidth: mean('lengthToWidth'),
    jawToCheeks: mean('jawToCheeks'),
    browsToCheeks: mean('browsToCheeks'),
    chinAngle: mean('chinAngle'),
  };
}
