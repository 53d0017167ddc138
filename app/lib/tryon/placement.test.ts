import { describe, expect, it } from 'vitest';
import astronaut from './fixtures/astronaut-landmarks.json';
import { distance, eyeCentres, faceWidth, mean, type Point } from './landmarks';
import {
  placeFrame,
  placeOnEyes,
  smoothingWeight,
  smoothPlacement,
  SMOOTHING_MS,
  TYPICAL_PD_MM,
  type Placement,
} from './placement';

const frame = { widthMm: 134, aspect: 0.4 };

describe('placeOnEyes', () => {
  it('centres the frame between level eyes and scales it by the typical pupil distance', () => {
    // 63 px between the pupils: one pixel per millimetre.
    const placement = placeOnEyes({ left: { x: 100, y: 200 }, right: { x: 163, y: 200 } }, frame);
    expect(placement).toEqual({ x: 131.5, y: 200, angle: 0, width: 134, height: 134 * 0.4 });
  });

  it('turns with the line of the eyes', () => {
    const placement = placeOnEyes({ left: { x: 0, y: 0 }, right: { x: 30, y: 30 } }, frame);
    expect(placement.angle).toBeCloseTo(Math.PI / 4, 10);
    expect(placement.x).toBe(15);
    expect(placement.y).toBe(15);
    expect(placement.width).toBeCloseTo((134 * Math.hypot(30, 30)) / TYPICAL_PD_MM, 10);
  });

  it('tilts the other way when the right eye is higher', () => {
    expect(placeOnEyes({ left: { x: 0, y: 10 }, right: { x: 60, y: 0 } }, frame).angle).toBeLessThan(0);
  });

  it('grows with the face: twice as far from the camera, half as wide', () => {
    const near = placeOnEyes({ left: { x: 0, y: 0 }, right: { x: 120, y: 0 } }, frame);
    const far = placeOnEyes({ left: { x: 0, y: 0 }, right: { x: 60, y: 0 } }, frame);
    expect(far.width).toBeCloseTo(near.width / 2, 10);
    expect(far.height).toBeCloseTo(near.height / 2, 10);
  });

  it('takes another pupil distance when given one', () => {
    const eyes = { left: { x: 0, y: 0 }, right: { x: 60, y: 0 } };
    expect(placeOnEyes(eyes, frame, 60).width).toBeCloseTo(134, 10);
  });
});

describe('placeFrame on real landmarks (face-api on the astronaut portrait)', () => {
  const { landmarks } = astronaut;
  const placement = placeFrame(landmarks, frame);
  const eyes = eyeCentres(landmarks);

  it('uses the centres of the six points round each eye', () => {
    expect(eyes.left).toEqual(mean(landmarks.slice(36, 42)));
    expect(eyes.right).toEqual(mean(landmarks.slice(42, 48)));
    // In the portrait, the eyes are about 43 px apart at (203, 100) and (246, 104).
    expect(eyes.left.x).toBeCloseTo(203, 0);
    expect(eyes.right.y).toBeCloseTo(103.7, 0);
  });

  it('puts a 134 mm frame about as wide as the face, centred on the eyes and tilted a little', () => {
    expect(placement.x).toBeCloseTo((eyes.left.x + eyes.right.x) / 2, 10);
    expect(placement.y).toBeCloseTo((eyes.left.y + eyes.right.y) / 2, 10);
    expect(placement.width).toBeCloseTo((134 * distance(eyes.left, eyes.right)) / 63, 10);
    // An adult frame spans the face from temple to temple: within 15 % of the jaw line's width.
    expect(placement.width / faceWidth(landmarks)).toBeGreaterThan(0.85);
    expect(placement.width / faceWidth(landmarks)).toBeLessThan(1.15);
    expect((placement.angle * 180) / Math.PI).toBeCloseTo(4.3, 0);
  });

  it('moves, turns and scales with the picture', () => {
    const turn = Math.PI / 6;
    const moved = landmarks.map((p: Point) => ({
      x: 40 + 2 * (p.x * Math.cos(turn) - p.y * Math.sin(turn)),
      y: -10 + 2 * (p.x * Math.sin(turn) + p.y * Math.cos(turn)),
    }));
    const again = placeFrame(moved, frame);
    expect(again.angle).toBeCloseTo(placement.angle + turn, 10);
    expect(again.width).toBeCloseTo(placement.width * 2, 10);
    expect(again.x).toBeCloseTo(40 + 2 * (placement.x * Math.cos(turn) - placement.y * Math.sin(turn)), 10);
  });

  it('needs all 68 points', () => {
    expect(() => placeFrame(landmarks.slice(0, 40), frame)).toThrow(/Landmark 40 missing/);
  });
});

describe('smoothPlacement', () => {
  const at = (x: number, width = 100): Placement => ({ x, y: 50, angle: 0.1, width, height: width / 2 });

  it('takes the first reading as it is', () => {
    expect(smoothPlacement(null, at(10))).toEqual(at(10));
  });

  it('moves part of the way towards a new reading', () => {
    expect(smoothPlacement(at(0, 100), at(20, 120), 0.5)).toEqual({ x: 10, y: 50, angle: 0.1, width: 110, height: 55 });
    expect(smoothPlacement(at(0), at(20), 1)).toEqual(at(20));
  });

  it('jumps at once when the face moved further than the frame is wide', () => {
    expect(smoothPlacement(at(0, 100), at(150, 100), 0.5)).toEqual(at(150, 100));
  });
});

describe('smoothingWeight', () => {
  it('blends readings a video frame apart and takes one after a pause almost whole', () => {
    expect(smoothingWeight(1000 / 30)).toBeGreaterThan(0.2);
    expect(smoothingWeight(1000 / 30)).toBeLessThan(0.35);
    expect(smoothingWeight(SMOOTHING_MS)).toBeCloseTo(1 - Math.exp(-1), 10);
    expect(smoothingWeight(2000)).toBeGreaterThan(0.999);
  });

  it('never goes outside 0-1, whatever the clock says', () => {
    expect(smoothingWeight(0)).toBe(0);
    expect(smoothingWeight(-50)).toBe(0);
    expect(smoothingWeight(Number.POSITIVE_INFINITY)).toBe(1);
  });
});
