/**
 * A failure the API answers as `{ error: { message } }` with its status (issue 7); a refused review
 * adds `fields`, each field's first message, so a form can show them all at once.
 */
export class ReviewError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 413 | 415 | 429 | 500,
    message: string,
    readonly headers?: Record<string, string>,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
