/** A spectacle prescription as the shop keeps it: numbers, not text. */
export interface EyePrescription {
  sph: number;
  cyl: number;
  /** Degrees 1-180, exactly when CYL is not 0. */
  axis: number | null;
  /** The near addition (reading and progressive lenses). */
  add: number | null;
}

/** One PD for both eyes, or one per eye (monocular). */
export type PupillaryDistance = { kind: 'single'; value: number } | { kind: 'dual'; right: number; left: number };

export interface Prescription {
  right: EyePrescription;
  left: EyePrescription;
  pd: PupillaryDistance;
  /** The day the eye test was done, YYYY-MM-DD. */
  date: string;
}

export type Eye = 'right' | 'left';
export const EYES: readonly Eye[] = ['right', 'left'];

/** Form field names: od = oculus dexter (right), os = oculus sinister (left). */
export const EYE_PREFIX: Record<Eye, 'od' | 'os'> = { right: 'od', left: 'os' };

export const PRESCRIPTION_FIELDS = [
  'odSph',
  'odCyl',
  'odAxis',
  'odAdd',
  'osSph',
  'osCyl',
  'osAxis',
  'osAdd',
  'pdMode',
  'pd',
  'pdRight',
  'pdLeft',
  'date',
  'confirmOld',
  'confirmDifference',
] as const;
export type PrescriptionField = (typeof PRESCRIPTION_FIELDS)[number];

/** The form's values for a prescription (to fill a form with a saved one). */
export function prescriptionFormValues(rx: Prescription): Record<string, string> {
  const values: Record<string, string> = { date: rx.date };
  for (const eye of EYES) {
    const p = EYE_PREFIX[eye];
    const e = rx[eye];
    values[`${p}Sph`] = signed(e.sph);
    values[`${p}Cyl`] = signed(e.cyl);
    values[`${p}Axis`] = e.axis === null ? '' : String(e.axis);
    values[`${p}Add`] = e.add === null ? '' : signed(e.add);
  }
  if (rx.pd.kind === 'single') Object.assign(values, { pdMode: 'single', pd: String(rx.pd.value) });
  else Object.assign(values, { pdMode: 'dual', pdRight: String(rx.pd.right), pdLeft: String(rx.pd.left) });
  return values;
}

function signed(value: number): string {
  if (value === 0) return '0.00';
  return `${value < 0 ? '-' : '+'}${Math.abs(value).toFixed(2)}`;
}
