import type { NextFunction, Request, Response } from 'express';
import { MAX_UPLOAD_BYTES } from '~/lib/prescription/uploads';

/**
 * The most of an unread body worth reading away after the answer: twice the largest body the shop
 * takes (a prescription upload), so a client sending anything the shop could take reads the answer.
 */
export const DRAIN_LIMIT = 2 * MAX_UPLOAD_BYTES;
const DRAIN_TIMEOUT_MS = 5_000;

/**
 * Reads away the rest of a request body left unread by an answer sent first (a 405 for a method a
 * route has no action for, a redirect to /login, a 413), so the keep-alive connection carries the
 * client's next request (found by issue 16's fuzzing).
 *
 * React Router's request adapter holds such a body paused, and Node reads away only bodies nobody
 * listens to: left alone, the connection stalls. Closing it instead races the client, still
 * writing: the unread bytes make the kernel reset the connection, which can destroy the answer
 * before the client reads it. So the body is read to its end, up to DRAIN_LIMIT bytes and
 * DRAIN_TIMEOUT_MS; a body declared larger gets `Connection: close`, one that turns out larger or
 * slower loses its connection.
 */
export function drainUnreadBodies(req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!req.complete && declaredLength(req) > DRAIN_LIMIT) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.once('finish', () => {
    if (!req.complete && declaredLength(req) <= DRAIN_LIMIT) drain(req);
  });
  next();
}

/** The body's declared size; 0 for a chunked body, whose size the drain counts as it reads. */
function declaredLength(req: Request): number {
  return Number(req.headers['content-length'] ?? 0) || 0;
}

function drain(req: Request) {
  // The answer is sent: whoever held the body (React Router's adapter) has no more use for it.
  req.removeAllListeners('data');
  let read = 0;
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_TIMEOUT_MS);
  const done = () => clearTimeout(timer);
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_LIMIT) req.socket.destroy();
  });
  req.once('end', done);
  req.once('close', done);
  req.resume();
}
