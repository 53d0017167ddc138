import type { SavedPrescriptionErrors } from '~/lib/prescription/saved';
import type { FormFeedback } from '../feedback';

/** What a refused prescription form gets back: a message per field, and the values to show again. */
export type PrescriptionFeedback = FormFeedback<keyof SavedPrescriptionErrors & string>;
