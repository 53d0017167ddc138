/** A failure the API answers as `{ error: { message } }` with its status (issue 7). */
export class ReviewError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 413 | 415 | 429 | 500,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
