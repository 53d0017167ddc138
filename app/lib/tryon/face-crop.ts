/**
 * The part of a photo to show when faces should be compared at the same size: a box of the given
 * proportions round the face, the face filling a set share of its height, kept inside the photo.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `aspect` is the crop's width over its height; `faceShare` the share of its height the face box
 * (brows to chin) takes, the rest being room for hair and shoulders.
 */
export function faceCrop(face: Rect, image: { width: number; height: number }, aspect: number, faceShare = 0.4): Rect {
  let height = face.height / faceShare;
  let width = height * aspect;
  const fit = Math.min(1, image.width / width, image.height / height);
  width *= fit;
  height *= fit;
  // Centred on the face, a little high so the hair is in and the chest is not.
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height * 0.4;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return { x: clamp(cx - width / 2, image.width - width), y: clamp(cy - height / 2, image.height - height), width, height };
}
