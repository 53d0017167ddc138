/**
 * The 68 facial landmarks of the iBUG 300-W scheme (what face-api's landmark nets return), in
 * image pixels: 0-16 the jaw line from ear to ear, 17-26 the brows, 27-35 the nose, 36-47 the eyes,
 * 48-67 the mouth. "Left" and "right" here are as seen in the picture.
 */
export interface Point {
  x: number;
  y: number;
}

export type Landmarks = readonly Point[];

export const LANDMARK_COUNT = 68;

export const JAW = { start: 0, end: 16, chin: 8 } as const;
export const BROWS = { outerLeft: 17, middleLeft: 19, middleRight: 24, outerRight: 26 } as const;
export const NOSE_BASE = 33;
const LEFT_EYE = [36, 37, 38, 39, 40, 41];
const RIGHT_EYE = [42, 43, 44, 45, 46, 47];

export function at(landmarks: Landmarks, index: number): Point {
  const point = landmarks[index];
  if (!point) throw new RangeError(`Landmark ${index} missing: expected ${LANDMARK_COUNT} points, got ${landmarks.length}`);
  return point;
}

export function mean(points: readonly Point[]): Point {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The eyes' centres (the six points round each eye), a good stand-in for the pupils. */
export function eyeCentres(landmarks: Landmarks): { left: Point; right: Point } {
  return {
    left: mean(LEFT_EYE.map((i) => at(landmarks, i))),
    right: mean(RIGHT_EYE.map((i) => at(landmarks, i))),
  };
}

/** Width of the face across the jaw line's ends (at the ears), in pixels. */
export function faceWidth(landmarks: Landmarks): number {
  return distance(at(landmarks, JAW.start), at(landmarks, JAW.end));
}
