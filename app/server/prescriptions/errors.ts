/** A request the prescription API refuses: its status and a message in the shopper's language. */
export class PrescriptionError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 405 | 413 | 415 | 429,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PrescriptionError';
  }
}
