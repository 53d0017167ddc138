import type { Rect } from '~/lib/tryon/face-crop';
import type { Placement } from '~/lib/tryon/placement';

/**
 * One picture of the try-on: the photo or video frame, then the frame's picture centred on the
 * placement, turned and scaled. A mirrored source (the front camera) is drawn as a mirror shows it,
 * with the placement mirrored too, since it was found on the camera's own picture. `view` shows
 * only that part of the source (the compare's close-ups); by default all of it.
 */
export function drawTryOn(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  size: { width: number; height: number },
  frame: HTMLImageElement | null,
  placement: Placement | null,
  { mirrored = false, view }: { mirrored?: boolean; view?: Rect } = {},
): void {
  const width = Math.round(view?.width ?? size.width);
  const height = Math.round(view?.height ?? size.height);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.save();
  if (view) context.translate(-view.x, -view.y);
  if (mirrored) {
    context.translate(size.width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(source, 0, 0, size.width, size.height);
  if (frame && placement) {
    context.translate(placement.x, placement.y);
    context.rotate(placement.angle);
    context.drawImage(frame, -placement.width / 2, -placement.height / 2, placement.width, placement.height);
  }
  context.restore();
}
