/**
 * An answer sent before its request body was read (a 405, a 413, a redirect) leaves the keep-alive
 * connection able to carry the client's next request, over real sockets.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { createReadableStreamFromReadable } from '@react-router/node';
import express from 'express';
import { afterEach, expect, it } from 'vitest';
import { DRAIN_LIMIT, drainUnreadBodies } from './unread-body.server';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A shop whose route answers 405 without reading, holding the body paused as React Router's adapter does. */
async function shop(): Promise<number> {
  const app = express();
  app.use(drainUnreadBodies);
  app.all('/api/products', (req, res) => {
    if (req.method === 'GET') return void res.json({ products: [] });
    createReadableStreamFromReadable(req);
    res.status(405).json({ error: { message: 'Method not allowed' } });
  });
  server = app.listen(0, '127.0.0.1');
  // Only the drain may end a connection here, not an idle timeout.
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server!.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

/** Writes `head` + `body` and then a GET on the same connection; the answers, split, once the server is done. */
async function thenAnother(port: number, head: string, body: Buffer | string): Promise<string[]> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    // Both answers are in: the connection has done its work.
    if (received.includes('"products"')) socket.end();
  });
  socket.on('error', () => {});
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.write(head);
  socket.write(body);
  socket.write('GET /api/products HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await closed;
  return received.split(/(?=HTTP\/1\.1 )/).filter(Boolean);
}

const formHead = (length: number) =>
  `OPTIONS /api/products HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;

it('reads away a large unread body, so the same connection answers the next request', async () => {
  const port = await shop();
  const body = `a=${'x'.repeat(480_000)}`;
  const answers = await thenAnother(port, formHead(body.length), body);
  expect(answers).toHaveLength(2);
  expect(answers[0]).toMatch(/^HTTP\/1\.1 405 /);
  expect(answers[0]!.toLowerCase()).toContain('\r\nconnection: keep-alive\r\n');
  expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /);
});

it('reads away a chunked body of unknown size the same way', async () => {
  const port = await shop();
  const chunk = 'x'.repeat(64 * 1024);
  const chunked = `${Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')}0\r\n\r\n`;
  const head = 'POST /api/products HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n';
  const answers = await thenAnother(port, head, chunked);
  expect(answers.map((answer) => answer.slice(0, 12))).toEqual(['HTTP/1.1 405', 'HTTP/1.1 200']);
});

it('closes the connection after a body declared too big to read away: the next request is never read as part of it', async () => {
  const port = await shop();
  // Only the head and part of the body: the answer comes before the rest would be sent.
  const answers = await thenAnother(port, formHead(DRAIN_LIMIT + 1), 'a=xyz');
  expect(answers).toHaveLength(1);
  expect(answers[0]).toMatch(/^HTTP\/1\.1 405 /);
  expect(answers[0]!.toLowerCase()).toContain('\r\nconnection: close\r\n');
});

it('drops the connection when a chunked body turns out too big to read away', async () => {
  const port = await shop();
  const chunk = Buffer.alloc(1024 * 1024, 'x');
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (data) => (received += data.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.write('POST /api/products HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n');
  // One mebibyte a chunk, never ending, until the server lets go.
  const send = () => {
    if (socket.destroyed) return;
    socket.write(`${chunk.length.toString(16)}\r\n`);
    if (socket.write(Buffer.concat([chunk, Buffer.from('\r\n')]))) setImmediate(send);
    else socket.once('drain', send);
  };
  send();
  await closed;
  expect(received).toMatch(/^HTTP\/1\.1 405 /);
  expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
});
