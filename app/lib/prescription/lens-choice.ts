import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PrescriptionSource } from './attributes';
import { lensProductFor, lensVariantFor, usageById, usagesFor, type FrameType, type LensProduct, type LensVariant, type Usage } from './lens-offer';
import { checkPrescription, type PrescriptionErrors } from './schema';

/**
 * The 'Select lenses' form as one set of fields, checked the same way by the stepper in the browser
 * and by the server before anything reaches the cart: what the lenses are for (`usage`), the lens
 * package (`index`, `coating`), how the prescription comes (`rx`) and, when entered, its values.
 */
export const RX_SOURCES = ['enter', 'later'] as const;
export type RxSource = (typeof RX_SOURCES)[number];

export type LensChoiceField = 'usage' | 'index' | 'coating' | 'rx';
export type LensChoiceErrors = Partial<Record<LensChoiceField, string>> & PrescriptionErrors;

export interface LensChoice {
  usage: Usage;
  /** The lens package's variant; null for the frame alone. */
  lens: LensVariant | null;
  /** Where the prescription comes from; null when the lenses need none. */
  source: PrescriptionSource | null;
}

export type LensChoiceCheck = { ok: true; choice: LensChoice } | { ok: false; errors: LensChoiceErrors };

const field = (values: Record<string, unknown>, name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');

/** The usage and package steps alone: what the stepper checks before it moves on. */
export function checkPackage(
  values: Record<string, unknown>,
  frame: FrameType,
  products: readonly LensProduct[],
  i18n: I18n,
): { ok: true; usage: Usage; lens: LensVariant | null } | { ok: false; errors: LensChoiceErrors } {
  const usage = usageById(field(values, 'usage'));
  if (!usage || !usagesFor(frame).includes(usage)) return { ok: false, errors: { usage: i18n._(msg`Choose what your lenses are for.`) } };
  if (!usage.product) return { ok: true, usage, lens: null };
  const product = lensProductFor(products, usage);
  const index = field(values, 'index');
  const coating = field(values, 'coating');
  const errors: LensChoiceErrors = {};
  if (!index) errors.index = i18n._(msg`Choose the lens thickness (index).`);
  if (!coating) errors.coating = i18n._(msg`Choose a lens coating.`);
  if (errors.index || errors.coating) return { ok: false, errors };
  const lens = product && lensVariantFor(product, frame, index, coating);
  if (!lens) return { ok: false, errors: { coating: i18n._(msg`This lens package is not available. Please choose another.`) } };
  return { ok: true, usage, lens };
}

/** Every step: the package, then the prescription the usage needs. */
export function checkLensChoice(
  values: Record<string, unknown>,
  frame: FrameType,
  products: readonly LensProduct[],
  i18n: I18n,
  today?: Date,
): LensChoiceCheck {
  const chosen = checkPackage(values, frame, products, i18n);
  if (!chosen.ok) return chosen;
  const { usage, lens } = chosen;
  if (!usage.prescription) return { ok: true, choice: { usage, lens, source: null } };
  const rx = field(values, 'rx');
  if (rx === 'later') return { ok: true, choice: { usage, lens, source: { kind: 'later' } } };
  if (rx !== 'enter') return { ok: false, errors: { rx: i18n._(msg`Choose how to give your prescription.`) } };
  const checked = checkPrescription(values, { add: usage.add ? 'required' : 'none', index: lens?.index ?? null, today }, i18n);
  if (!checked.ok) return checked;
  return { ok: true, choice: { usage, lens, source: { kind: 'entered', prescription: checked.prescription } } };
}
