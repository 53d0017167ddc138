/** Issue 11: a prescription upload is a photo or a scan, JPEG, PNG or PDF, up to 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/** The file picker's hint (the server still reads the type from the content). */
export const UPLOAD_ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf', ...UPLOAD_TYPES].join(',');

/** What the API and the profile show of an uploaded file: never its content, never its owner. */
export interface PrescriptionFileView {
  id: string;
  name: string;
  type: string;
  size: number;
  createdAt: string;
}
