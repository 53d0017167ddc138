import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A switch on the wire between the shop and a server (issue 16): it passes TCP connections on to
 * `upstreamPort` until `cut()`, which drops every open connection and closes its port (new ones
 * are refused), as a database server that went away; `restore()` opens the same port again.
 */
export interface TcpSwitch {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpSwitch(upstreamPort: number, upstreamHost = '127.0.0.1'): Promise<TcpSwitch> {
  let open = true;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = net.connect(upstreamPort, upstreamHost);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    cut() {
      open = false;
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
      server.listen(port, '127.0.0.1');
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}
