/**
 * Serves the bare page's build (bench/bare/build) as React Router's own server does, on the shop's
 * stack: Express 5, compression per answer (the shop sends its build's brotli copies instead), the
 * hashed assets cached for a year, React Router's request handler. PORT is required.
 */
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';

const BUILD = path.join(import.meta.dirname, 'build');
const build = (await import(path.join(BUILD, 'server', 'index.js'))) as ServerBuild;

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static(path.join(BUILD, 'client', 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(path.join(BUILD, 'client'), { maxAge: '1h' }));
app.use(createRequestHandler({ build, mode: 'production' }));
app.listen(Number(process.env.PORT), '127.0.0.1');
