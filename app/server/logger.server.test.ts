/** The request log on a real Express app: one JSON line per request, its id in the X-Request-Id header. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.server';
import { createLogger, requestLogger } from './logger.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let lines: Record<string, unknown>[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLogger(createLogger('info', sink)));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/broken', (_req, res) => {
    res.status(500).send('broken');
  });
  app.get('/{*path}', (_req, res) => {
    res.send('page');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  lines = [];
});

/** The line is written when the response finishes, which may be just after the client has it. */
async function logLine(): Promise<Record<string, unknown>> {
  for (let i = 0; i < 50 && lines.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe('request log', () => {
  it('writes the request id, method, route, status and duration, and returns the id', async () => {
    const response = await fetch(`${base}/query?query=ray-ban+aviator`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const line = await logLine();
    expect(line).toMatchObject({ level: 30, requestId: id, method: 'GET', route: '/query', status: 200, msg: 'request' });
    expect(line.durationMs).toEqual(expect.any(Number));
    // The shopper's search words stay out of the log.
    expect(JSON.stringify(line)).not.toContain('ray-ban');
  });

  it('gives every request its own id', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await fetch(`${base}/`)).headers.get('x-request-id')));
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps the id a load balancer gave, unless it is not one', async () => {
    const kept = await fetch(`${base}/`, { headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a:42');
    expect((await logLine()).requestId).toBe('lb-7f3a:42');
    lines = [];
    const replaced = await fetch(`${base}/`, { headers: { 'x-request-id': 'an id with "quotes", spaces and {braces}' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });

  it('logs a 5xx at error level', async () => {
    await fetch(`${base}/broken`);
    expect(await logLine()).toMatchObject({ level: 50, route: '/broken', status: 500, msg: 'request failed' });
  });

  it('keeps health probes out of the info log, but still answers them with an id', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.headers.get('x-request-id')).toMatch(UUID);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([]);
  });
});

describe('LOG_LEVEL', () => {
  it('is info by default, silent in tests unless set, and checked', () => {
    expect(readConfig({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(readConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
