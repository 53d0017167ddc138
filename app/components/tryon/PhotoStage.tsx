import { useEffect, useMemo, type RefObject } from 'react';
import { eyeCentres, faceWidth } from '~/lib/tryon/landmarks';
import { placeFrame } from '~/lib/tryon/placement';
import { drawTryOn } from './draw';
import type { Photo } from './session';
import { placementData, Stage, type Notice } from './Stage';
import { TRY_ON } from './text';
import type { TryOnFrame } from './try-on-frames';
import { useFrameImage } from './use-frame-image';

/** A photo with the frame placed once on its largest face (faces: null while they are being looked for). */
export function PhotoStage({
  photo,
  frame,
  canvasRef,
  notice,
}: {
  photo: Photo;
  frame: TryOnFrame;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  notice: Notice | null;
}) {
  const shown = useFrameImage(frame.imageUrl);
  const face = photo.faces?.[0] ?? null;
  const placement = useMemo(() => (face ? placeFrame(face.landmarks, frame) : null), [face, frame]);
  const { width, height } = photo.canvas;

  useEffect(() => {
    if (canvasRef.current) drawTryOn(canvasRef.current, photo.canvas, { width, height }, shown?.image ?? null, placement);
  }, [canvasRef, photo.canvas, width, height, shown, placement]);

  const state = photo.faces === null ? 'searching' : face ? 'placed' : 'no-face';
  const faceData = face
    ? { eyes: eyeCentres(face.landmarks), width: faceWidth(face.landmarks), count: photo.faces?.length ?? 0 }
    : null;
  return (
    <Stage
      source="photo"
      state={state}
      notice={notice}
      data={placementData(placement, faceData, { imageUrl: placement ? (shown?.url ?? null) : null, widthMm: frame.widthMm })}
    >
      <canvas
        ref={canvasRef}
        width={width}
        height={height}
        role="img"
        aria-label={TRY_ON.stageLabel(TRY_ON.frameName(frame.productTitle, frame.colour))}
        className="size-full object-contain"
      />
    </Stage>
  );
}
