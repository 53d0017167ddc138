import { describe, expect, it } from 'vitest';
import { END_PIECE_MM, frameWidthMm, lensWidthFor, parseFrameSize } from './frame-size';

describe('parseFrameSize', () => {
  it('reads lens-bridge-temple as printed inside a temple', () => {
    expect(parseFrameSize('52-18-140')).toEqual({ lensWidths: [52], bridge: 18, temple: 140 });
    expect(parseFrameSize('52□18 140')).toEqual({ lensWidths: [52], bridge: 18, temple: 140 });
    expect(parseFrameSize(' 54 - 17 - 145 mm ')).toEqual({ lensWidths: [54], bridge: 17, temple: 145 });
  });

  it('reads a frame made in several sizes', () => {
    expect(parseFrameSize('50/52/54-18-140')).toEqual({ lensWidths: [50, 52, 54], bridge: 18, temple: 140 });
  });

  it('refuses what is not a frame size, so the try-on stays off', () => {
    for (const value of [
      null,
      undefined,
      '',
      'One size',
      '52-18',
      '520-18-140',
      '52-18-14',
      '90-18-140',
      '52-45-140',
      '52-18-200',
    ])
      expect(parseFrameSize(value), String(value)).toBeNull();
  });
});

describe('lensWidthFor', () => {
  const size = { lensWidths: [50, 52, 54], bridge: 18, temple: 140 };

  it("takes the chosen 'Size' option", () => {
    expect(
      lensWidthFor(size, [
        { name: 'Color', value: 'Black' },
        { name: 'Size', value: '54 mm' },
      ]),
    ).toBe(54);
  });

  it('reads the size on Arabic pages, whatever the option is called and in either digits', () => {
    expect(
      lensWidthFor(size, [
        { name: 'اللون', value: 'أسود' },
        { name: 'المقاس', value: '52 مم' },
      ]),
    ).toBe(52);
    expect(lensWidthFor(size, [{ name: 'المقاس', value: '٥٤ مم' }])).toBe(54);
  });

  it('falls back to the first size when none is chosen or the choice is not listed', () => {
    expect(lensWidthFor(size, [{ name: 'Color', value: 'Black' }])).toBe(50);
    expect(lensWidthFor(size, [{ name: 'Size', value: '58 mm' }])).toBe(50);
  });
});

describe('frameWidthMm', () => {
  it('adds both lenses, the bridge and two end pieces', () => {
    const size = { lensWidths: [52, 54], bridge: 18, temple: 140 };
    expect(frameWidthMm(size)).toBe(2 * 52 + 18 + 2 * END_PIECE_MM);
    expect(frameWidthMm(size, 54)).toBe(2 * 54 + 18 + 2 * END_PIECE_MM);
    // A 52-18 frame is about 134 mm across, as opticians measure it.
    expect(frameWidthMm(size)).toBeGreaterThanOrEqual(130);
    expect(frameWidthMm(size)).toBeLessThanOrEqual(140);
  });
});
