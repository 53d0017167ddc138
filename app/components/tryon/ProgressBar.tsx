import { useTryOnText } from './text';

/** How much of the face model has arrived, in bytes: the try-on's one wait. */
export function ProgressBar({ progress }: { progress: number }) {
  const TRY_ON = useTryOnText();
  const percent = Math.round(progress * 100);
  return (
    <div className="w-full max-w-xs">
      <p className="mb-2 text-sm font-medium">{TRY_ON.preparing(percent)}</p>
      <div
        role="progressbar"
        aria-label={TRY_ON.preparingLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-white/25"
      >
        <div className="h-full rounded-full bg-gold-light transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
