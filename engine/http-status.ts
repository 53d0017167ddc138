/**
 * A fetch `Response` made with `new Response()` has an empty status text, and the Node servers
 * that send it (node-fetch-server) write that as the reason phrase: `HTTP/1.1 413 `. Every answer
 * of the engine gets the standard phrase instead (`413 Payload Too Large`).
 */
import { STATUS_CODES } from 'node:http';

export function withReasonPhrase(response: Response): Response {
  if (response.statusText) return response;
  const statusText = STATUS_CODES[response.status];
  if (!statusText) return response;
  return new Response(response.body, { status: response.status, statusText, headers: response.headers });
}
