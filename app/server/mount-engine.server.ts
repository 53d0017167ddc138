import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import type { NextFunction, Request, Response } from 'express';
import { isEngineWritePath, type Engine } from '../../engine/index.ts';

/** Lets the local engine answer its own URLs (GraphQL, hosted checkout, images); the rest goes on to the shop. */
export function engineMiddleware(engine: Engine) {
  return async (req: Request, res: Response, next: NextFunction) => {
    // Building a fetch Request reads the body off the socket: a form posted to the shop (login,
    // cart) would reach React Router empty. Only the engine's own write paths may take the body.
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isEngineWritePath(req.path)) return next();
    try {
      // req.ip honours 'trust proxy': the engine's sign-in limits count by the same IP as /login.
      const response = await engine.handle(createRequest(req, res), { clientIp: req.ip });
      if (!response) return next();
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
