import { useId, type Ref } from 'react';
import type { FaceShapeEstimate } from '~/lib/tryon/face-shape';
import { ColourPicker } from './ColourPicker';
import { FaceShapeCard } from './FaceShapeCard';
import { CameraIcon, CheckIcon, CompareIcon, DownloadIcon, PhotoIcon, PlusIcon, TrashIcon } from './icons';
import type { Source } from './notice';
import { useTryOnText } from './text';
import type { TryOnFrame } from './try-on-frames';

const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full border border-line bg-white px-4 py-2.5 text-sm font-semibold text-ink transition-colors hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const LINK_BUTTON = 'inline-flex items-center gap-1.5 hover:underline';

interface Props {
  frames: TryOnFrame[];
  selected: number;
  onSelect: (index: number) => void;
  source: Source;
  /** A frame is on a face: there is something to save. */
  placed: boolean;
  compare: { count: number; hasFrame: boolean; full: boolean; canOpen: boolean };
  estimate: FaceShapeEstimate | null;
  onSave: () => void;
  onAddToCompare: () => void;
  onOpenCompare: () => void;
  onCamera: () => void;
  onStopCamera: () => void;
  onPhoto: () => void;
  /** Forgets the photo now, rather than when the tab closes (it never leaves the browser either way). */
  onForgetPhoto: () => void;
  /** The camera's on/off button: where the keyboard's focus goes when the stage's own buttons go. */
  sourceToggleRef: Ref<HTMLButtonElement>;
  addButtonRef: Ref<HTMLButtonElement>;
  compareButtonRef: Ref<HTMLButtonElement>;
}

/** Beside the picture: the frame, its colours, save and compare, the source, the face shape. */
export function TryOnPanel({
  frames,
  selected,
  onSelect,
  source,
  placed,
  compare,
  estimate,
  sourceToggleRef,
  addButtonRef,
  compareButtonRef,
  ...act
}: Props) {
  const TRY_ON = useTryOnText();
  const frame = frames[selected] ?? frames[0]!;
  const fromCameraId = useId();
  const canAdd = !compare.hasFrame && !compare.full;
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <h3 className="text-lg leading-snug font-bold">{frame.productTitle}</h3>
      <ColourPicker frames={frames} selected={selected} onSelect={onSelect} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary px-5 py-2.5" disabled={!placed} onClick={act.onSave}>
          <DownloadIcon className="size-5" />
          {TRY_ON.snapshot}
        </button>
        {/* aria-disabled, not disabled: once added, the button keeps the keyboard's focus. */}
        <button
          ref={addButtonRef}
          type="button"
          className={SECONDARY_BUTTON}
          aria-disabled={!canAdd}
          onClick={canAdd ? act.onAddToCompare : undefined}
        >
          {compare.hasFrame ? <CheckIcon className="size-4" /> : <PlusIcon className="size-4" />}
          {compare.hasFrame ? TRY_ON.compareAdded : compare.full ? TRY_ON.compareFull : TRY_ON.compareAdd}
        </button>
        <button
          ref={compareButtonRef}
          type="button"
          className={SECONDARY_BUTTON}
          disabled={!compare.canOpen}
          onClick={act.onOpenCompare}
          aria-describedby={source === 'camera' ? fromCameraId : undefined}
        >
          <CompareIcon className="size-4" />
          {TRY_ON.compareOpen(compare.count)}
        </button>
      </div>
      {source === 'camera' && compare.count > 0 && (
        <p id={fromCameraId} className="-mt-3 text-xs text-muted">
          {TRY_ON.compareFromCamera}
        </p>
      )}
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-brand">
        <button
          ref={sourceToggleRef}
          type="button"
          className={LINK_BUTTON}
          onClick={source === 'camera' ? act.onStopCamera : act.onCamera}
        >
          <CameraIcon className="size-4" />
          {source === 'camera' ? TRY_ON.stopCamera : TRY_ON.useCamera}
        </button>
        <button type="button" className={LINK_BUTTON} onClick={act.onPhoto}>
          <PhotoIcon className="size-4" />
          {source === 'photo' ? TRY_ON.changePhoto : TRY_ON.choosePhoto}
        </button>
        {source === 'photo' && (
          <button type="button" className={LINK_BUTTON} onClick={act.onForgetPhoto}>
            <TrashIcon className="size-4" />
            {TRY_ON.forgetPhoto}
          </button>
        )}
      </div>
      <FaceShapeCard estimate={estimate} />
    </div>
  );
}
