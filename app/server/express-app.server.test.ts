/**
 * What the shop believes about a request's client IP and scheme, on the real middleware stack
 * (createExpressApp, as server.ts builds it) with the configuration as TRUST_PROXY reads it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.server';
import { createExpressApp } from './express-app.server';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A shop whose one page tells what Express made of the request. */
async function shop(env: NodeJS.ProcessEnv) {
  const app = createExpressApp(readConfig(env), { crossSiteMessage: () => 'refused' });
  app.get('/whoami', (req, res) => {
    res.json({ ip: req.ip, secure: req.secure });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/whoami`, { headers });
    const seen = (await response.json()) as { ip: string; secure: boolean };
    return { ...seen, hsts: response.headers.get('strict-transport-security') };
  };
}

const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$/;
const FORGED = { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' };

describe('without TRUST_PROXY (the default)', () => {
  it('a forged X-Forwarded-For does not change the client IP, and X-Forwarded-Proto does not earn HSTS', async () => {
    const ask = await shop({});
    const forged = await ask(FORGED);
    expect(forged.ip).toMatch(LOOPBACK);
    expect(forged.secure).toBe(false);
    expect(forged.hsts).toBeNull();
    // Every request from one client is that client, whatever it claims.
    expect((await ask({ 'X-Forwarded-For': '198.51.100.1' })).ip).toBe(forged.ip);
  });
});

describe('TRUST_PROXY', () => {
  it('loopback: a proxy on this host tells the client IP and HTTPS, which gets HSTS', async () => {
    const ask = await shop({ TRUST_PROXY: 'loopback' });
    expect(await ask(FORGED)).toEqual({ ip: '203.0.113.7', secure: true, hsts: 'max-age=31536000; includeSubDomains' });
    const plain = await ask({ 'X-Forwarded-For': '203.0.113.7' });
    expect(plain.secure).toBe(false);
    expect(plain.hsts).toBeNull();
  });

  it('a hop count believes only that many proxies: an address the client put first is not its IP', async () => {
    const ask = await shop({ TRUST_PROXY: '1' });
    // The client sent "198.51.100.9"; the one proxy appended the address it saw.
    expect((await ask({ 'X-Forwarded-For': '198.51.100.9, 203.0.113.7' })).ip).toBe('203.0.113.7');
  });

  it('a proxy that is not listed is not believed', async () => {
    const ask = await shop({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' });
    const forged = await ask(FORGED);
    expect(forged.ip).toMatch(LOOPBACK);
    expect(forged.hsts).toBeNull();
  });
});
