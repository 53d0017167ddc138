/**
 * Where a frame goes on a face: centred between the eyes, turned with the line of the eyes, and
 * sized so the frame's real width matches the face, taking the distance between the pupils as a
 * typical adult's. The try-on picture's contract (docs/tryon.md) makes this all we need: it is as
 * wide as the frame, with the bridge at its centre and the pupils' height on its middle line.
 */
import { distance, eyeCentres, midpoint, type Landmarks, type Point } from './landmarks';

/** Adults' pupillary distance averages 61-64 mm; one value for everyone keeps the scale honest. */
export const TYPICAL_PD_MM = 63;

export interface Placement {
  /** Centre of the frame picture, in image pixels. */
  x: number;
  y: number;
  /** Rotation in radians, positive turns clockwise on screen (y grows downwards). */
  angle: number;
  /** Size of the drawn frame picture, in image pixels. */
  width: number;
  height: number;
}

export interface FramePicture {
  /** The frame's real width, end piece to end piece, in millimetres. */
  widthMm: number;
  /** The picture's height over its width. */
  aspect: number;
}

export function placeOnEyes(eyes: { left: Point; right: Point }, frame: FramePicture, pdMm = TYPICAL_PD_MM): Placement {
  const centre = midpoint(eyes.left, eyes.right);
  const pixelsPerMm = distance(eyes.left, eyes.right) / pdMm;
  const width = frame.widthMm * pixelsPerMm;
  return {
    x: centre.x,
    y: centre.y,
    angle: Math.atan2(eyes.right.y - eyes.left.y, eyes.right.x - eyes.left.x),
    width,
    height: width * frame.aspect,
  };
}

export function placeFrame(landmarks: Landmarks, frame: FramePicture, pdMm = TYPICAL_PD_MM): Placement {
  return placeOnEyes(eyeCentres(landmarks), frame, pdMm);
}

/** How quickly the live frame catches up with the face: about a tenth of a second. */
export const SMOOTHING_MS = 100;

/**
 * The share a new reading gets after `elapsedMs` since the last: readings a frame apart are
 * blended, one after a pause (a slow device, a busy page) is taken almost as it is.
 */
export function smoothingWeight(elapsedMs: number, timeConstantMs = SMOOTHING_MS): number {
  return 1 - Math.exp(-Math.max(0, elapsedMs) / timeConstantMs);
}

/**
 * Live video: each new placement moves part of the way from the last one, so the frame does not
 * jitter with the landmarks' noise. `weight` is the share of the new reading (1 = no smoothing).
 * A jump larger than the frame itself (another face, a fast turn) is taken at once.
 */
export function smoothPlacement(previous: Placement | null, next: Placement, weight = 0.5): Placement {
  if (!previous || distance(previous, next) > previous.width) return next;
  const blend = (a: number, b: number) => a + (b - a) * weight;
  return {
    x: blend(previous.x, next.x),
    y: blend(previous.y, next.y),
    angle: blend(previous.angle, next.angle),
    width: blend(previous.width, next.width),
    height: blend(previous.height, next.height),
  };
}
