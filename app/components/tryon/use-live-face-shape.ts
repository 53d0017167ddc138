import { useCallback, useRef, useState } from 'react';
import {
  certainty,
  estimateFaceShape,
  faceRatios,
  meanRatios,
  type FaceRatios,
  type FaceShapeEstimate,
} from '~/lib/tryon/face-shape';
import type { DetectedFace } from './face-model';

/** Readings averaged for the live estimate: about a second or two of video. */
const WINDOW = 15;

/**
 * The face shape from the camera: the ratios averaged over the last readings, so it settles
 * instead of flickering, and a new estimate only when the shape or its certainty changes.
 */
export function useLiveFaceShape() {
  const [estimate, setEstimate] = useState<FaceShapeEstimate | null>(null);
  const readings = useRef<FaceRatios[]>([]);
  const shown = useRef<string>('');

  const add = useCallback((face: DetectedFace) => {
    readings.current = [...readings.current.slice(1 - WINDOW), faceRatios(face.landmarks)];
    const next = estimateFaceShape(meanRatios(readings.current));
    const key = `${next.shape}/${certainty(next.confidence)}/${next.runnerUp}`;
    if (key === shown.current) return;
    shown.current = key;
    setEstimate(next);
  }, []);

  const reset = useCallback(() => {
    readings.current = [];
    shown.current = '';
    setEstimate(null);
  }, []);

  return { estimate, add, reset };
}
