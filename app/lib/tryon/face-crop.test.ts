import { describe, expect, it } from 'vitest';
import astronaut from './fixtures/astronaut-landmarks.json';
import { faceCrop } from './face-crop';

describe('faceCrop', () => {
  const image = { width: 1000, height: 800 };

  it('frames the face at the same share of the height, in the asked proportions', () => {
    const crop = faceCrop({ x: 450, y: 300, width: 100, height: 120 }, image, 0.8);
    expect(crop.height).toBeCloseTo(300, 10);
    expect(crop.width).toBeCloseTo(240, 10);
    expect(crop.x + crop.width / 2).toBeCloseTo(500, 10);
    // A little above the face's middle: more hair, less chest.
    expect(crop.y + crop.height / 2).toBeLessThan(360);
  });

  it('zooms out for a smaller share of face', () => {
    const close = faceCrop({ x: 450, y: 300, width: 100, height: 120 }, image, 0.8, 0.4);
    const wide = faceCrop({ x: 450, y: 300, width: 100, height: 120 }, image, 0.8, 0.3);
    expect(wide.height).toBeCloseTo(400, 10);
    expect(wide.height).toBeGreaterThan(close.height);
  });

  it('stays inside the photo near an edge', () => {
    const crop = faceCrop({ x: 5, y: 5, width: 100, height: 120 }, image, 0.8);
    expect(crop.x).toBe(0);
    expect(crop.y).toBe(0);
  });

  it('shrinks to the photo when the face fills it', () => {
    const crop = faceCrop({ x: 100, y: 100, width: 600, height: 700 }, image, 0.8);
    expect(crop.height).toBeLessThanOrEqual(800);
    expect(crop.width).toBeLessThanOrEqual(1000);
    expect(crop.width / crop.height).toBeCloseTo(0.8, 10);
    expect(crop.y).toBeGreaterThanOrEqual(0);
  });

  it('keeps the astronaut portrait’s face and its eyes in view', () => {
    const crop = faceCrop(astronaut.box, { width: 512, height: 512 }, 0.8);
    for (const eye of [astronaut.landmarks[36]!, astronaut.landmarks[45]!]) {
      expect(eye.x).toBeGreaterThan(crop.x);
      expect(eye.x).toBeLessThan(crop.x + crop.width);
      expect(eye.y).toBeGreaterThan(crop.y);
      expect(eye.y).toBeLessThan(crop.y + crop.height);
    }
  });
});
