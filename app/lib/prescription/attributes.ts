import { EYES, type Eye, type EyePrescription, type Prescription, type PupillaryDistance } from './prescription';
import { formatPd, formatPower, readNumber } from './values';

/**
 * The prescription on a cart line, as Shopify line attributes: readable English keys and values
 * are the record the optician reads (in the checkout, the order and the admin), whatever the
 * shopper's language; pages in other languages read them back into numbers and word them there.
 * Keys starting with `_` are the shop's own (Shopify hides them from the buyer).
 */
export interface LineAttribute {
  key: string;
  value: string;
}

export const ATTRIBUTE = {
  /** Shared by a frame line and its lens line: one pair of glasses. */
  pair: '_pair',
  prescriptionId: '_prescription_id',
  uploadId: '_upload_id',
  right: 'Right eye (OD)',
  left: 'Left eye (OS)',
  pd: 'PD',
  date: 'Prescription date',
  source: 'Prescription',
  /** A contact-lens line for one eye (Right / Left). */
  eye: 'Eye',
} as const;

const EYE_KEY: Record<Eye, string> = { right: ATTRIBUTE.right, left: ATTRIBUTE.left };

/** Where the prescription of a lens line comes from. */
export type PrescriptionSource =
  | { kind: 'entered'; prescription: Prescription }
  | { kind: 'saved'; prescription: Prescription; id: string; name: string }
  | { kind: 'upload'; id: string; fileName: string }
  | { kind: 'later' };

const SOURCE_TEXT = {
  entered: 'Entered by the customer',
  saved: 'Saved prescription: ',
  upload: 'Uploaded file: ',
  later: 'The customer will send it later',
};

/** 'SPH −2.25 CYL −0.50 AXIS 90 ADD +2.00'; a sphere alone when there is no cylinder. */
export function eyeText(eye: EyePrescription): string {
  const parts = [`SPH ${formatPower(eye.sph)}`];
  if (eye.cyl !== 0) parts.push(`CYL ${formatPower(eye.cyl)}`, `AXIS ${eye.axis}`);
  if (eye.add !== null) parts.push(`ADD ${formatPower(eye.add)}`);
  return parts.join(' ');
}

/** '63', or 'R 31.5 / L 32' for one PD per eye. */
export function pdText(pd: PupillaryDistance): string {
  return pd.kind === 'single' ? formatPd(pd.value) : `R ${formatPd(pd.right)} / L ${formatPd(pd.left)}`;
}

function prescriptionAttributes(rx: Prescription): LineAttribute[] {
  return [
    ...EYES.map((eye) => ({ key: EYE_KEY[eye], value: eyeText(rx[eye]) })),
    { key: ATTRIBUTE.pd, value: pdText(rx.pd) },
    { key: ATTRIBUTE.date, value: rx.date },
  ];
}

/** The lens line's attributes: the pair, where the prescription comes from, and its values. */
export function lensLineAttributes(pairId: string, source: PrescriptionSource | null): LineAttribute[] {
  const attributes: LineAttribute[] = [{ key: ATTRIBUTE.pair, value: pairId }];
  if (!source) return attributes;
  switch (source.kind) {
    case 'entered':
      return [
        ...attributes,
        { key: ATTRIBUTE.source, value: SOURCE_TEXT.entered },
        ...prescriptionAttributes(source.prescription),
      ];
    case 'saved':
      return [
        ...attributes,
        { key: ATTRIBUTE.source, value: SOURCE_TEXT.saved + source.name },
        ...prescriptionAttributes(source.prescription),
        { key: ATTRIBUTE.prescriptionId, value: source.id },
      ];
    case 'upload':
      return [
        ...attributes,
        { key: ATTRIBUTE.source, value: SOURCE_TEXT.upload + source.fileName },
        { key: ATTRIBUTE.uploadId, value: source.id },
      ];
    case 'later':
      return [...attributes, { key: ATTRIBUTE.source, value: SOURCE_TEXT.later }];
  }
}

function readEye(text: string | undefined): EyePrescription | null {
  const match = /^SPH (\S+)(?: CYL (\S+) AXIS (\d+))?(?: ADD (\S+))?$/.exec(text ?? '');
  if (!match) return null;
  const sph = readNumber(match[1]);
  const cyl = match[2] ? readNumber(match[2]) : 0;
  const axis = match[3] ? Number(match[3]) : null;
  const add = match[4] ? readNumber(match[4]) : null;
  if (sph === null || cyl === null || (match[4] && add === null)) return null;
  return { sph, cyl, axis, add };
}

function readPd(text: string | undefined): PupillaryDistance | null {
  const dual = /^R (\S+) \/ L (\S+)$/.exec(text ?? '');
  if (dual) {
    const right = readNumber(dual[1]);
    const left = readNumber(dual[2]);
    return right !== null && left !== null ? { kind: 'dual', right, left } : null;
  }
  const value = readNumber(text);
  return value === null ? null : { kind: 'single', value };
}

/** What a lens line says about its prescription, read back from its attributes (null when it says nothing we wrote). */
export function readLensAttributes(attributes: readonly LineAttribute[]): PrescriptionSource | null {
  const get = (key: string) => attributes.find((a) => a.key === key)?.value;
  const source = get(ATTRIBUTE.source);
  if (!source) return null;
  if (source === SOURCE_TEXT.later) return { kind: 'later' };
  if (source.startsWith(SOURCE_TEXT.upload)) {
    return { kind: 'upload', id: get(ATTRIBUTE.uploadId) ?? '', fileName: source.slice(SOURCE_TEXT.upload.length) };
  }
  const right = readEye(get(ATTRIBUTE.right));
  const left = readEye(get(ATTRIBUTE.left));
  const pd = readPd(get(ATTRIBUTE.pd));
  const date = get(ATTRIBUTE.date) ?? '';
  if (!right || !left || !pd) return null;
  const prescription = { right, left, pd, date };
  if (source.startsWith(SOURCE_TEXT.saved)) {
    return { kind: 'saved', prescription, id: get(ATTRIBUTE.prescriptionId) ?? '', name: source.slice(SOURCE_TEXT.saved.length) };
  }
  return { kind: 'entered', prescription };
}

/** The pair a line (or a line asked for) belongs to, if any; attributes as the API sends them. */
export function pairOf(attributes: readonly { key: string; value: string | null }[] | undefined): string | null {
  return attributes?.find((a) => a.key === ATTRIBUTE.pair)?.value || null;
}

/** Attributes meant for people: Shopify hides keys that start with '_'. */
export function visibleAttributes(attributes: readonly LineAttribute[]): LineAttribute[] {
  return attributes.filter((a) => !a.key.startsWith('_'));
}
