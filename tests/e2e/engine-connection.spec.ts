import net from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * Issue 15 item 12: the local engine mounted in the shop answers an oversized Storefront API body
 * with 413, and the same keep-alive connection then answers the next request (raw HTTP/1.1, as a
 * client that reuses its connection sends it).
 */
const TOKEN = 'nazzara-local-storefront-token';

test('after a 413 the same connection answers the next request', async ({ baseURL }) => {
  const body = JSON.stringify({ query: `{ shop { name } }${' '.repeat(200_000)}` });
  const follow = JSON.stringify({ query: '{ shop { name } }' });
  const request = (length: number) =>
    `POST /api/2024-10/graphql.json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
    `X-Shopify-Storefront-Access-Token: ${TOKEN}\r\nContent-Length: ${length}\r\n\r\n`;
  const socket = net.connect(Number(new URL(baseURL!).port), '127.0.0.1');
  let received = '';
  let failure: Error | null = null;
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    if (received.includes('"shop":{"name"')) socket.end();
  });
  socket.on('error', (error) => (failure = error));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.write(request(Buffer.byteLength(body)) + body + request(Buffer.byteLength(follow)) + follow);
  await closed;
  expect(failure).toBeNull();
  const answers = received.split(/(?=HTTP\/1\.1 \d{3})/);
  expect(answers.map((answer) => answer.slice(0, 12))).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
});
