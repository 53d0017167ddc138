import { CameraIcon, PhotoIcon } from './icons';
import { TryOnIcon } from './TryOnIcon';
import { useTryOnText } from './text';

/** The stage before a source is chosen: what the try-on does, and the two ways in. */
export function StartScreen({ onCamera, onPhoto }: { onCamera: () => void; onPhoto: () => void }) {
  const TRY_ON = useTryOnText();
  return (
    <div className="flex flex-col items-center gap-5 px-6 pb-24 text-center">
      <TryOnIcon className="size-14 text-gold-light" />
      <p className="max-w-sm text-base leading-relaxed">{TRY_ON.intro}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary bg-white px-5 py-2.5 text-brand hover:bg-brand-soft" onClick={onCamera}>
          <CameraIcon className="size-5" />
          {TRY_ON.useCamera}
        </button>
        <button type="button" className="btn-outline border-white px-5 py-2.5 text-white hover:bg-white/10" onClick={onPhoto}>
          <PhotoIcon className="size-5" />
          {TRY_ON.choosePhoto}
        </button>
      </div>
    </div>
  );
}
