import { describe, expect, it } from 'vitest';
import { EYE_ERRORS, eyeChoicesFromForm, eyeLines, eyeOf, MAX_BOXES_PER_EYE, withoutEye } from './eyes';

const variants = [
  { id: 'v-250', availableForSale: true, quantityAvailable: 10 },
  { id: 'v-300', availableForSale: true, quantityAvailable: 3 },
  { id: 'v-sold', availableForSale: false, quantityAvailable: 0 },
];
const right = (variant: string, quantity: string) => ({ eye: 'Right', variant, quantity });
const left = (variant: string, quantity: string) => ({ eye: 'Left', variant, quantity });

describe('eyeLines', () => {
  it('makes one line per eye with its Eye attribute', () => {
    expect(eyeLines(variants, [right('v-250', '2'), left('v-300', '1')])).toEqual({
      ok: true,
      lines: [
        { merchandiseId: 'v-250', quantity: 2, attributes: [{ key: 'Eye', value: 'Right' }] },
        { merchandiseId: 'v-300', quantity: 1, attributes: [{ key: 'Eye', value: 'Left' }] },
      ],
    });
  });

  it('keeps two lines when both eyes take the same power', () => {
    const result = eyeLines(variants, [right('v-250', '1'), left('v-250', '1')]);
    expect(result.ok && result.lines.map((line) => line.attributes[0]!.value)).toEqual(['Right', 'Left']);
  });

  it('leaves out an eye with no boxes, but needs one box in all', () => {
    const result = eyeLines(variants, [right('v-250', '0'), left('v-300', '2')]);
    expect(result.ok && result.lines).toEqual([
      { merchandiseId: 'v-300', quantity: 2, attributes: [{ key: 'Eye', value: 'Left' }] },
    ]);
    expect(eyeLines(variants, [right('v-250', '0'), left('v-300', '0')])).toEqual({ ok: false, message: EYE_ERRORS.none });
  });

  it('asks nothing of an eye with no boxes: its selects may name a combination the product lacks', () => {
    const result = eyeLines(variants, [right('', '0'), left('v-300', '1')]);
    expect(result.ok && result.lines.map((line) => line.merchandiseId)).toEqual(['v-300']);
  });

  it('refuses an eye that is not Right or Left, or an eye twice', () => {
    expect(eyeLines(variants, [{ eye: 'Middle', variant: 'v-250', quantity: '1' }, left('v-250', '1')])).toEqual({
      ok: false,
      message: EYE_ERRORS.eye,
    });
    expect(eyeLines(variants, [{ eye: 'right', variant: 'v-250', quantity: '1' }])).toEqual({
      ok: false,
      message: EYE_ERRORS.eye,
    });
    expect(eyeLines(variants, [right('v-250', '1'), right('v-300', '1')])).toEqual({ ok: false, message: EYE_ERRORS.eye });
    expect(eyeLines(variants, [])).toEqual({ ok: false, message: EYE_ERRORS.eye });
    expect(eyeLines(variants, [right('v-250', '1'), left('v-250', '1'), left('v-300', '1')])).toEqual({
      ok: false,
      message: EYE_ERRORS.eye,
    });
  });

  it('refuses another product’s variant or a sold-out one', () => {
    expect(eyeLines(variants, [right('v-elsewhere', '1')])).toEqual({ ok: false, message: EYE_ERRORS.variant });
    expect(eyeLines(variants, [right('v-sold', '1')])).toEqual({ ok: false, message: EYE_ERRORS.soldOut });
  });

  it('keeps each eye’s boxes between 0 and the limit, and within stock', () => {
    expect(eyeLines(variants, [right('v-250', String(MAX_BOXES_PER_EYE))]).ok).toBe(false);
    expect(
      eyeLines([{ id: 'v', availableForSale: true, quantityAvailable: 99 }], [right('v', String(MAX_BOXES_PER_EYE))]).ok,
    ).toBe(true);
    expect(
      eyeLines([{ id: 'v', availableForSale: true, quantityAvailable: 99 }], [right('v', String(MAX_BOXES_PER_EYE + 1))]),
    ).toEqual({
      ok: false,
      message: EYE_ERRORS.quantity,
    });
    expect(eyeLines(variants, [right('v-300', '3')]).ok).toBe(true);
    expect(eyeLines(variants, [right('v-300', '4')])).toEqual({ ok: false, message: EYE_ERRORS.stock });
    // Both eyes of one power share its stock: 2 + 2 of 3 boxes is too many, 2 + 1 is not.
    expect(eyeLines(variants, [right('v-300', '2'), left('v-300', '2')])).toEqual({ ok: false, message: EYE_ERRORS.stock });
    expect(eyeLines(variants, [right('v-300', '2'), left('v-300', '1')]).ok).toBe(true);
    for (const bad of ['-1', '1.5', 'two', '', '1e3'])
      expect(eyeLines(variants, [right('v-250', bad)]), bad).toEqual({ ok: false, message: EYE_ERRORS.quantity });
  });
});

describe('eyeOf and withoutEye', () => {
  it('reads the Eye attribute, and only Right or Left', () => {
    expect(eyeOf([{ key: 'Eye', value: 'Left' }])).toBe('Left');
    expect(eyeOf([{ key: 'Eye', value: 'Both' }])).toBeNull();
    expect(eyeOf([])).toBeNull();
    expect(
      withoutEye([
        { key: 'Eye', value: 'Left' },
        { key: 'Note', value: 'x' },
      ]),
    ).toEqual([{ key: 'Note', value: 'x' }]);
  });
});

describe('eyeChoicesFromForm', () => {
  const options = [
    { name: 'Power', values: ['-2.50', '-3.00'] },
    { name: 'Base Curve', values: ['8.5', '9.0'] },
  ];
  const lensVariants = options[0]!.values.flatMap((power) =>
    options[1]!.values.map((curve) => ({
      id: `${power}/${curve}`,
      selectedOptions: [
        { name: 'Power', value: power },
        { name: 'Base Curve', value: curve },
      ],
    })),
  );

  it('finds each eye’s variant from its options, in the order posted', () => {
    const form = new FormData();
    for (const [eye, power, curve, quantity] of [
      ['Right', '-2.50', '9.0', '2'],
      ['Left', '-3.00', '8.5', '1'],
    ]) {
      form.append('eye', eye!);
      form.append('option.Power', power!);
      form.append('option.Base Curve', curve!);
      form.append('quantity', quantity!);
    }
    expect(eyeChoicesFromForm(form, options, lensVariants)).toEqual([
      { eye: 'Right', variant: '-2.50/9.0', quantity: '2' },
      { eye: 'Left', variant: '-3.00/8.5', quantity: '1' },
    ]);
  });

  it('leaves the variant empty for values the product does not have, or missing fields', () => {
    const form = new FormData();
    form.append('eye', 'Right');
    form.append('option.Power', '-9.75');
    form.append('option.Base Curve', '8.5');
    form.append('eye', 'Left');
    expect(eyeChoicesFromForm(form, options, lensVariants)).toEqual([
      { eye: 'Right', variant: '', quantity: '' },
      { eye: 'Left', variant: '', quantity: '' },
    ]);
  });
});
