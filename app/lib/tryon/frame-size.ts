import { latinDigits } from '../latin-digits';

/**
 * A frame's real size from the `custom.frame_size` metafield: lens width (one or several, for a
 * frame made in sizes), bridge and temple length in millimetres, as printed inside the temple:
 * '52-18-140', '50/52-18-140', '52□18 140'.
 */
export interface FrameSize {
  lensWidths: number[];
  bridge: number;
  temple: number;
}

/**
 * Each end piece (where the temple hinges) adds this much beyond the lens, per side. Opticians
 * quote a frame's total width as about 2 × lens + bridge + 10 to 14 mm.
 */
export const END_PIECE_MM = 6;

const SIZE = /^\s*(\d{2}(?:\s*\/\s*\d{2})*)\s*(?:-|□|\s)\s*(\d{1,2})\s*(?:-|\s)\s*(\d{3})\s*(?:mm)?\s*$/i;

/** Plausible adult and child frames; anything else is a typo, and the try-on stays off. */
const RANGES = { lens: [30, 75], bridge: [10, 30], temple: [110, 165] } as const;

const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;

export function parseFrameSize(value: string | null | undefined): FrameSize | null {
  const match = value ? SIZE.exec(value) : null;
  if (!match) return null;
  const lensWidths = match[1]!.split('/').map((part) => Number(part.trim()));
  const bridge = Number(match[2]);
  const temple = Number(match[3]);
  if (!lensWidths.every((lens) => within(lens, RANGES.lens))) return null;
  if (!within(bridge, RANGES.bridge) || !within(temple, RANGES.temple)) return null;
  return { lensWidths, bridge, temple };
}

/**
 * The lens width of the chosen size: the selected option whose value is one of the frame's lens
 * widths ('52 mm', '٥٢ مم') picks among its sizes. Read by value, as the option's name is the
 * page's language ('Size', 'المقاس'). With none chosen (or one the metafield does not list), the
 * first size.
 */
export function lensWidthFor(size: FrameSize, selectedOptions: readonly { name: string; value: string }[]): number {
  for (const option of selectedOptions) {
    const width = /^\s*(\d{2})(?!\d)/.exec(latinDigits(option.value))?.[1];
    if (width && size.lensWidths.includes(Number(width))) return Number(width);
  }
  return size.lensWidths[0]!;
}

/** The frame's total width, end piece to end piece, in millimetres. */
export function frameWidthMm(size: FrameSize, lensWidth = size.lensWidths[0]!): number {
  return 2 * lensWidth + size.bridge + 2 * END_PIECE_MM;
}
