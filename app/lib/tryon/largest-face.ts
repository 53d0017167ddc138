/**
 * With more than one face in the picture the try-on dresses the largest (issue 13): the shopper is
 * usually nearest the camera, and a face on a poster or in the background is smaller. The model
 * returns faces in its own order (by score, or where they sit); this puts the largest first, and
 * everything downstream (placement, face shape, compare) takes the first.
 */
export interface FaceBox {
  box: { width: number; height: number };
}

/** A new array, largest box area first; faces of equal area keep the model's order. */
export function largestFirst<T extends FaceBox>(faces: readonly T[]): T[] {
  const area = (face: FaceBox) => face.box.width * face.box.height;
  return [...faces].sort((a, b) => area(b) - area(a));
}
