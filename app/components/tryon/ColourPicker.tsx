import { useId } from 'react';
import { useTryOnText } from './text';
import type { TryOnFrame } from './try-on-frames';

/** The product's colours as radio buttons: arrow keys move between them and the picture follows. */
export function ColourPicker({
  frames,
  selected,
  onSelect,
}: {
  frames: TryOnFrame[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const TRY_ON = useTryOnText();
  const name = useId();
  if (frames.length < 2) return null;
  return (
    <fieldset data-testid="try-on-colours">
      <legend className="mb-2 text-sm font-semibold">
        {TRY_ON.colour}: <span className="font-normal text-muted">{frames[selected]?.colour}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {frames.map((frame, index) => (
          <label key={frame.imageUrl} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={frame.colour}
              checked={index === selected}
              onChange={() => onSelect(index)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-3.5 text-sm font-medium hover:border-brand peer-checked:border-brand peer-checked:bg-brand-soft peer-checked:text-brand peer-focus-visible:outline-3 peer-focus-visible:outline-gold">
              {frame.swatch && (
                <span
                  className="size-4 rounded-full border border-ink/20"
                  style={{ backgroundColor: frame.swatch }}
                  aria-hidden="true"
                />
              )}
              {frame.colour}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
