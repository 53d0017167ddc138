import { useEffect, useMemo, type RefObject } from 'react';
import { eyeCentres, faceWidth } from '~/lib/tryon/landmarks';
import { faceCrop } from '~/lib/tryon/face-crop';
import { placeFrame } from '~/lib/tryon/placement';
import { drawTryOn } from './draw';
import type { Photo } from './session';
import { placementData, Stage, type Notice } from './Stage';
import { useTryOnText } from './text';
import type { TryOnFrame } from './try-on-frames';
import type { FrameImage } from './use-frame-image';

/** The close-up's proportions and how much of it the face takes: head and shoulders, in portrait. */
const VIEW_ASPECT = 4 / 5;
const FACE_SHARE = 0.34;

/** A photo with the frame placed once on its largest face (faces: null while they are being looked for). */
export function PhotoStage({
  photo,
  frame,
  shown,
  canvasRef,
  notice,
}: {
  photo: Photo;
  frame: TryOnFrame;
  shown: FrameImage['shown'];
  canvasRef: RefObject<HTMLCanvasElement | null>;
  notice: Notice | null;
}) {
  const TRY_ON = useTryOnText();
  const face = photo.faces?.[0] ?? null;
  const placement = useMemo(() => (face ? placeFrame(face.landmarks, frame) : null), [face, frame]);
  // The face, not the room: a portrait close-up once the face is found, the whole photo until then.
  const view = useMemo(
    () => (face ? faceCrop(face.box, photo.canvas, VIEW_ASPECT, FACE_SHARE) : undefined),
    [face, photo.canvas],
  );
  const { width, height } = photo.canvas;

  useEffect(() => {
    if (canvasRef.current)
      drawTryOn(canvasRef.current, photo.canvas, { width, height }, shown?.image ?? null, placement, { view });
  }, [canvasRef, photo.canvas, width, height, shown, placement, view]);

  const state = photo.faces === null ? 'searching' : face ? 'placed' : 'no-face';
  const faceData = face
    ? { eyes: eyeCentres(face.landmarks), width: faceWidth(face.landmarks), count: photo.faces?.length ?? 0 }
    : null;
  return (
    <Stage
      source="photo"
      state={state}
      notice={notice}
      data={{
        ...placementData(placement, faceData, { imageUrl: placement ? (shown?.url ?? null) : null, widthMm: frame.widthMm }),
        'data-view': view ? JSON.stringify({ x: Math.round(view.x), y: Math.round(view.y) }) : '',
      }}
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
