import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PrescriptionSource } from './attributes';
import type { FrameType } from './frame-types';
import {
  lensProductFor,
  lensVariantFor,
  packageOptions,
  usageById,
  usagesFor,
  type LensProduct,
  type LensVariant,
  type Usage,
} from './lens-offer';
import { EYE_PREFIX, EYES, prescriptionFormValues, type Prescription } from './prescription';
import { checkPrescription, type PrescriptionErrors } from './schema';

/**
 * The 'Select lenses' form as one set of fields, checked the same way by the stepper in the browser
 * and by the server before anything reaches the cart: what the lenses are for (`usage`), the lens
 * package (`index`, `coating`), how the prescription comes (`rx`) and then its values (`enter`), the
 * uploaded file (`uploadId`), the saved prescription (`savedId`); `saveRx` keeps an entered one.
 */
export const RX_SOURCES = ['enter', 'upload', 'saved', 'later'] as const;
export type RxSource = (typeof RX_SOURCES)[number];

export type LensChoiceField = 'usage' | 'index' | 'coating' | 'rx' | 'upload' | 'saved' | 'confirmSavedOld' | 'saveRx';
export type LensChoiceErrors = Partial<Record<LensChoiceField, string>> & PrescriptionErrors;

/**
 * What the shopper keeps with the shop that a choice may point to. The server fills it for the
 * shopper asking (their own uploads and saved prescriptions, read by the posted id), so an id that
 * is unknown or someone else's finds nothing; the stepper fills it with what it was given.
 */
export interface OnFile {
  signedIn: boolean;
  uploads: readonly { id: string; name: string }[];
  saved: readonly (Prescription & { id: string; name: string })[];
}

export const NOTHING_ON_FILE: OnFile = { signedIn: false, uploads: [], saved: [] };

export interface LensChoice {
  usage: Usage;
  /** The lens package's variant; null for the frame alone. */
  lens: LensVariant | null;
  /** Where the prescription comes from; null when the lenses need none. */
  source: PrescriptionSource | null;
  /** Keep the entered prescription in My Prescriptions (signed in only). */
  save: boolean;
}

export type LensChoiceCheck = { ok: true; choice: LensChoice } | { ok: false; errors: LensChoiceErrors };

const field = (values: Record<string, unknown>, name: string) =>
  typeof values[name] === 'string' ? (values[name] as string).trim() : '';

/** The usage and package steps alone: what the stepper checks before it moves on. */
export function checkPackage(
  values: Record<string, unknown>,
  frame: FrameType,
  products: readonly LensProduct[],
  i18n: I18n,
): { ok: true; usage: Usage; lens: LensVariant | null } | { ok: false; errors: LensChoiceErrors } {
  const usage = usageById(field(values, 'usage'));
  if (!usage || !usagesFor(frame).includes(usage))
    return { ok: false, errors: { usage: i18n._(msg`Choose what your lenses are for.`) } };
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

/**
 * 'Upgrade to …' posted without JavaScript (the button's `upgrade`, an index): the same answers
 * with that index, when the usage's lens product sells it with the chosen coating for this frame;
 * else the answers as they were. Nothing is added: the shopper sees the new price, then adds.
 */
export function withUpgrade(
  values: Record<string, string>,
  frame: FrameType,
  products: readonly LensProduct[],
): Record<string, string> {
  const { upgrade = '', ...answers } = values;
  const usage = usageById(answers.usage);
  const product = usage && usagesFor(frame).includes(usage) ? lensProductFor(products, usage) : undefined;
  const sold =
    product &&
    packageOptions(product, frame, { coating: answers.coating }).indices.some(
      (choice) => choice.value === upgrade && choice.available,
    );
  return sold ? { ...answers, index: upgrade } : answers;
}

type SourceCheck = { ok: true; source: PrescriptionSource } | { ok: false; errors: LensChoiceErrors };

function checkUpload(values: Record<string, unknown>, onFile: OnFile, i18n: I18n): SourceCheck {
  const id = field(values, 'uploadId');
  if (!id) return { ok: false, errors: { upload: i18n._(msg`Upload a photo or scan of your prescription (JPEG, PNG or PDF).`) } };
  const file = onFile.uploads.find((upload) => upload.id === id);
  if (!file)
    return { ok: false, errors: { upload: i18n._(msg`We could not find this upload. Please upload your prescription again.`) } };
  return { ok: true, source: { kind: 'upload', id: file.id, fileName: file.name } };
}

/**
 * A saved prescription, checked again for these lenses: reading and progressive lenses need its ADD,
 * distance lenses leave the ADD out, its powers must fit the chosen index, and one that has grown
 * older than 2 years since it was saved is confirmed again (the eyes' difference was when it was saved).
 */
function checkSaved(
  values: Record<string, unknown>,
  usage: Usage,
  lens: LensVariant | null,
  onFile: OnFile,
  i18n: I18n,
  today?: Date,
): SourceCheck {
  if (!onFile.signedIn) return { ok: false, errors: { saved: i18n._(msg`Sign in to use a saved prescription.`) } };
  const id = field(values, 'savedId');
  if (!id) return { ok: false, errors: { saved: i18n._(msg`Choose one of your saved prescriptions.`) } };
  const saved = onFile.saved.find((rx) => rx.id === id);
  if (!saved)
    return { ok: false, errors: { saved: i18n._(msg`We could not find this saved prescription. Please choose another.`) } };
  const savedValues = prescriptionFormValues(saved);
  if (!usage.add) for (const eye of EYES) savedValues[`${EYE_PREFIX[eye]}Add`] = '';
  const checked = checkPrescription(
    { ...savedValues, confirmDifference: 'yes', confirmOld: field(values, 'confirmSavedOld') },
    { add: usage.add ? 'required' : 'none', index: lens?.index ?? null, today },
    i18n,
  );
  if (checked.ok)
    return { ok: true, source: { kind: 'saved', prescription: checked.prescription, id: saved.id, name: saved.name } };
  const { index, confirmOld, ...others } = checked.errors;
  const errors: LensChoiceErrors = {};
  if (index) errors.index = index;
  if (confirmOld) errors.confirmSavedOld = confirmOld;
  if (others.odAdd || others.osAdd) {
    errors.saved = i18n._(
      msg`This prescription has no ADD (near addition), which reading and progressive lenses need. Choose another, or enter your prescription.`,
    );
  } else if (Object.keys(others).length > 0) {
    errors.saved = i18n._(msg`This saved prescription cannot be used for these lenses. Please check it in My Prescriptions.`);
  }
  return { ok: false, errors };
}

/** Every step: the package, then the prescription the usage needs. */
export function checkLensChoice(
  values: Record<string, unknown>,
  frame: FrameType,
  products: readonly LensProduct[],
  i18n: I18n,
  onFile: OnFile = NOTHING_ON_FILE,
  today?: Date,
): LensChoiceCheck {
  const chosen = checkPackage(values, frame, products, i18n);
  if (!chosen.ok) return chosen;
  const { usage, lens } = chosen;
  if (!usage.prescription) return { ok: true, choice: { usage, lens, source: null, save: false } };
  const rx = field(values, 'rx');
  // The tick keeps an entered prescription (the page without JavaScript posts it whatever the source),
  // and only a customer has My Prescriptions: a guest never sees it, so one posted is refused.
  const save = rx === 'enter' && field(values, 'saveRx') === 'yes';
  if (save && !onFile.signedIn) return { ok: false, errors: { saveRx: i18n._(msg`Sign in to save your prescription.`) } };
  let checked: SourceCheck;
  if (rx === 'later') checked = { ok: true, source: { kind: 'later' } };
  else if (rx === 'upload') checked = checkUpload(values, onFile, i18n);
  else if (rx === 'saved') checked = checkSaved(values, usage, lens, onFile, i18n, today);
  else if (rx === 'enter') {
    const entered = checkPrescription(values, { add: usage.add ? 'required' : 'none', index: lens?.index ?? null, today }, i18n);
    checked = entered.ok ? { ok: true, source: { kind: 'entered', prescription: entered.prescription } } : entered;
  } else return { ok: false, errors: { rx: i18n._(msg`Choose how to give your prescription.`) } };
  if (!checked.ok) return checked;
  return { ok: true, choice: { usage, lens, source: checked.source, save } };
}
