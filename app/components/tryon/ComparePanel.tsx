import { useEffect, useMemo, useRef, type Ref } from 'react';
import { faceCrop } from '~/lib/tryon/face-crop';
import { placeFrame } from '~/lib/tryon/placement';
import { Spinner } from '~/components/ui/Spinner';
import { drawTryOn } from './draw';
import { CloseIcon } from './icons';
import type { Photo } from './session';
import { useTryOnText } from './text';
import type { TryOnFrame } from './try-on-frames';
import { useFrameImage } from './use-frame-image';

/** Width over height of a tile: a portrait close-up. */
const TILE_ASPECT = 4 / 5;

function CompareTile({
  photo,
  frame,
  onRemove,
  removeRef,
}: {
  photo: Photo;
  frame: TryOnFrame;
  onRemove: () => void;
  removeRef: Ref<HTMLButtonElement>;
}) {
  const TRY_ON = useTryOnText();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const { shown, failed } = useFrameImage(frame.imageUrl);
  const face = photo.faces?.[0] ?? null;
  const placement = useMemo(() => (face ? placeFrame(face.landmarks, frame) : null), [face, frame]);
  // Close-ups at one scale: every tile shows the same face the same size.
  const view = useMemo(() => (face ? faceCrop(face.box, photo.canvas, TILE_ASPECT) : undefined), [face, photo.canvas]);
  const name = TRY_ON.frameName(frame.productTitle, frame.colour);
  useEffect(() => {
    if (canvas.current) drawTryOn(canvas.current, photo.canvas, photo.canvas, shown?.image ?? null, placement, { view });
  }, [photo.canvas, shown, placement, view]);
  return (
    <li>
      <figure
        className="overflow-hidden rounded-2xl border border-line bg-white"
        data-testid="compare-tile"
        data-frame={placement && shown ? shown.url : ''}
        data-placement={
          placement
            ? JSON.stringify({ x: Math.round(placement.x), y: Math.round(placement.y), width: Math.round(placement.width) })
            : ''
        }
      >
        <div className="relative flex aspect-[4/5] items-center justify-center bg-ink">
          <canvas ref={canvas} role="img" aria-label={TRY_ON.stageLabel(name)} className="size-full object-contain" />
          {photo.faces === null && <Spinner className="absolute size-8 text-white" />}
          {failed && (
            <p className="absolute inset-x-2 bottom-2 rounded-lg bg-white px-2 py-1.5 text-center text-xs text-ink">
              {TRY_ON.frameUnavailable}
            </p>
          )}
        </div>
        <figcaption className="flex items-center gap-2 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1">
            <span className="block truncate text-xs text-muted">{frame.productTitle}</span>
            {frame.colour && <span className="block truncate font-semibold">{frame.colour}</span>}
          </span>
          <button
            type="button"
            ref={removeRef}
            onClick={onRemove}
            aria-label={TRY_ON.compareRemove(name)}
            className="rounded-full p-1.5 text-muted hover:bg-mist hover:text-ink"
          >
            <CloseIcon className="size-4" />
          </button>
        </figcaption>
      </figure>
    </li>
  );
}

/**
 * Up to four frames side by side, each on the same photo. A removed tile hands the keyboard's focus
 * to the tile that takes its place (or the one before it); the last one to `onEmptied`'s target.
 */
export function ComparePanel({
  photo,
  frames,
  onRemove,
  onEmptied,
}: {
  photo: Photo;
  frames: readonly TryOnFrame[];
  onRemove: (frame: TryOnFrame) => void;
  onEmptied: () => void;
}) {
  const TRY_ON = useTryOnText();
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const remove = (index: number) => {
    onRemove(frames[index]!);
    const next = index < frames.length - 1 ? index : index - 1;
    requestAnimationFrame(() => (next >= 0 ? removeButtons.current[next]?.focus() : onEmptied()));
  };
  return (
    <>
      {photo.faces?.length === 0 && (
        <p role="status" className="rounded-xl bg-mist px-4 py-3 text-sm font-medium" data-testid="compare-no-face">
          {TRY_ON.noFace}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" data-testid="compare-grid">
        {frames.map((frame, index) => (
          <CompareTile
            key={frame.imageUrl}
            photo={photo}
            frame={frame}
            onRemove={() => remove(index)}
            removeRef={(button) => {
              removeButtons.current[index] = button;
            }}
          />
        ))}
      </ul>
    </>
  );
}
