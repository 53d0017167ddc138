import net from 'node:net';

/** What postgres.js passes a `socket` factory: its parsed hosts, ports and Unix socket folder. */
export interface SocketTarget {
  host: string[];
  port: number[];
  path?: string | false;
}

/**
 * The sockets to PostgreSQL, opened by the shop instead of by postgres.js. postgres.js 3.4.9
 * retries at once, forever, when a server closes a new connection cleanly before answering it, and
 * the query that asked for the connection never settles (porsager/postgres#1193; a proxy whose
 * database is down does this). Here such a close becomes an error (ECONNRESET), which postgres.js
 * hands to the waiting query and then retries with its back-off: the shop answers 503 instead of
 * hanging. Hosts are taken in turn, as postgres.js does with several; `connectMs` bounds the TCP
 * connect, which postgres.js times only once the factory has answered.
 */
export function serverSocket(connectMs: number): (target: SocketTarget) => Promise<net.Socket> {
  let turn = 0;
  return ({ host, port, path }) =>
    new Promise((resolve, reject) => {
      const index = turn++ % host.length;
      // One port may stand for every host, as in postgres.js.
      const hostPort = port[index] ?? port[0];
      const socket = path ? net.connect(path) : net.connect(hostPort!, host[index]);
      // postgres.js names the server in its connection errors from these.
      Object.assign(socket, { host: path || host[index], port: hostPort });
      const timer = setTimeout(
        () => socket.destroy(Object.assign(new Error('connect timed out'), { code: 'ETIMEDOUT' })),
        connectMs,
      );
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve(socket);
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      socket.once('end', () => {
        if (socket.bytesRead === 0) {
          socket.destroy(
            Object.assign(new Error('the database server closed the connection without answering'), { code: 'ECONNRESET' }),
          );
        }
      });
    });
}
