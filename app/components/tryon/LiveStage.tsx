import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { eyeCentres, faceWidth, type Point } from '~/lib/tryon/landmarks';
import { placeOnEyes, smoothingWeight, smoothPlacement, type Placement } from '~/lib/tryon/placement';
import { drawTryOn } from './draw';
import type { DetectedFace, FaceModel } from './face-model';
import { placementData, Stage, type Notice } from './Stage';
import { useTryOnText } from './text';
import type { TryOnFrame } from './try-on-frames';
import type { FrameImage } from './use-frame-image';

export type LiveFinding = 'searching' | 'one' | 'many' | 'none';

/** A face missing from this many readings in a row counts as gone: one blurred picture is not enough. */
const MISSES_BEFORE_GONE = 3;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): HTMLCanvasElement {
  if (canvas.width !== video.videoWidth) canvas.width = video.videoWidth;
  if (canvas.height !== video.videoHeight) canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return canvas;
}

/**
 * The front camera, mirrored, with the frame following the face. Two loops: drawing at the
 * display's rate with the latest placement, and finding the face as fast as the model allows.
 * Per-frame values stay in refs and data attributes, so React renders only when the finding changes.
 */
export function LiveStage({
  stream,
  model,
  frame,
  shown,
  canvasRef,
  videoRef,
  notice,
  onFinding,
  onFace,
}: {
  stream: MediaStream;
  model: FaceModel | null;
  frame: TryOnFrame;
  shown: FrameImage['shown'];
  canvasRef: RefObject<HTMLCanvasElement | null>;
  videoRef: RefObject<HTMLVideoElement | null>;
  notice: Notice | null;
  onFinding: (finding: LiveFinding) => void;
  onFace: (face: DetectedFace) => void;
}) {
  const TRY_ON = useTryOnText();
  const stage = useRef<HTMLDivElement | null>(null);
  const live = useRef({
    frame,
    shown,
    eyes: null as { left: Point; right: Point } | null,
    placement: null as Placement | null,
    seenAt: 0,
  });
  const reportFinding = useEffectEvent(onFinding);
  const reportFace = useEffectEvent(onFace);

  // A new colour or frame: place it at once on the last eyes seen.
  useEffect(() => {
    const state = live.current;
    state.frame = frame;
    state.shown = shown;
    state.placement = state.eyes ? placeOnEyes(state.eyes, frame) : null;
  }, [frame, shown]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    video.play().catch(() => {
      // Autoplay of a muted inline video is allowed; a refusal leaves the last picture, nothing to do.
    });
    return () => {
      video.srcObject = null;
    };
  }, [stream, videoRef]);

  useEffect(() => {
    let active = true;
    const draw = () => {
      if (!active) return;
      const video = videoRef.current;
      const { shown: image, placement } = live.current;
      if (video && canvasRef.current && video.videoWidth > 0) {
        drawTryOn(
          canvasRef.current,
          video,
          { width: video.videoWidth, height: video.videoHeight },
          image?.image ?? null,
          placement,
          { mirrored: true },
        );
      }
      requestAnimationFrame(draw);
    };
    draw();
    return () => {
      active = false;
    };
  }, [canvasRef, videoRef]);

  useEffect(() => {
    if (!model) return;
    let active = true;
    let misses = 0;
    let last: LiveFinding = 'searching';
    const report = (finding: LiveFinding) => {
      if (finding === last) return;
      last = finding;
      reportFinding(finding);
    };
    const grab = document.createElement('canvas');
    const track = async () => {
      while (active) {
        const video = videoRef.current;
        if (video && video.readyState >= 2 && video.videoWidth > 0) {
          // One still per reading: the model looks at the picture twice (face, then landmarks), and a
          // video moves on in between, which would put the landmarks of one moment in another's box.
          const still = grabFrame(video, grab);
          const faces = await model.detect(still, true).catch(() => []);
          if (!active) break;
          const state = live.current;
          const face = faces[0];
          if (face) {
            misses = 0;
            state.eyes = eyeCentres(face.landmarks);
            const now = performance.now();
            state.placement = smoothPlacement(
              state.placement,
              placeOnEyes(state.eyes, state.frame),
              smoothingWeight(now - state.seenAt),
            );
            state.seenAt = now;
            reportFace(face);
            report(faces.length > 1 ? 'many' : 'one');
          } else if (++misses >= MISSES_BEFORE_GONE) {
            state.eyes = null;
            state.placement = null;
            report('none');
          }
          const data = placementData(
            state.placement,
            face ? { eyes: state.eyes!, width: faceWidth(face.landmarks), count: faces.length } : null,
            { imageUrl: state.placement ? (state.shown?.url ?? null) : null, widthMm: state.frame.widthMm },
          );
          for (const [name, value] of Object.entries(data)) stage.current?.setAttribute(name, value);
          stage.current?.setAttribute('data-state', state.placement ? 'placed' : last === 'searching' ? 'searching' : 'no-face');
        }
        await nextFrame();
      }
    };
    void track();
    return () => {
      active = false;
    };
  }, [model, videoRef]);

  return (
    <Stage source="camera" state="searching" notice={notice} stageRef={stage}>
      {/* The video only feeds the canvas; it stays in the layout (but unseen) so the browser keeps decoding it. */}
      <video ref={videoRef} muted playsInline aria-hidden="true" className="pointer-events-none absolute size-px opacity-0" />
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={TRY_ON.stageLabel(TRY_ON.frameName(frame.productTitle, frame.colour))}
        className="size-full object-contain"
      />
    </Stage>
  );
}
