import type { NextFunction, Request, Response } from 'express';

/**
 * Closes the connection after an answer sent before the request body was read to its end. A route
 * that answers first (a 405 for a method it has no action for, a redirect to /login, a 413) leaves
 * the rest of a large body unread on the socket, paused: kept alive, the connection would stall and
 * be reset under the client's next request (found by issue 16's fuzzing). `Connection: close`
 * tells the client not to reuse it, as the engine's own 413 does.
 */
export function closeAfterUnreadBodies(req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
}
