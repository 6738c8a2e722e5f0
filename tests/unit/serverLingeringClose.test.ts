import { once } from 'node:events';
import net, { type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lingerBeforeClose } from '../../server/lingeringClose.ts';

/** A server that answers each connection at once and closes it the way Node's HTTP server does (`destroySoon`). */
async function answeringServer(lingerMs: number) {
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    socket.resume(); // Node's HTTP parser reads and drops a refused body the same way.
    lingerBeforeClose(socket, lingerMs);
    socket.write('HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    socket.destroySoon();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** A client that writes until the server closes: `stopsOnAnswer` like curl, or never, like a hostile one. */
function sendingClient(port: number, stopsOnAnswer: boolean) {
  const socket: Socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: !stopsOnAnswer });
  const piece = Buffer.alloc(64 * 1024, 'x');
  let answer = '';
  let reset = false;
  const pump = () => {
    while (!socket.destroyed && !(stopsOnAnswer && answer))
      if (!socket.write(piece)) return void socket.once('drain', pump);
  };
  socket.on('connect', pump);
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => (reset = true));
  // Not events.once: it would reject on the error a reset raises, before the close it waits for.
  return new Promise<{ answer: string; reset: boolean }>((resolve) =>
    socket.on('close', () => resolve({ answer, reset })),
  );
}

let server: net.Server | undefined;
afterEach(() => server?.close());

describe('the lingering close of a connection answered before its body arrived', () => {
  it('lets a client that stops sending on the answer read it and see an orderly close', async () => {
    server = await answeringServer(60_000);
    const port = (server.address() as net.AddressInfo).port;
    for (let attempt = 0; attempt < 5; attempt++) {
      const { answer, reset } = await sendingClient(port, true);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(reset).toBe(false);
    }
  });

  it('closes a client that keeps sending after the answer once the bound has passed', async () => {
    server = await answeringServer(50);
    const port = (server.address() as net.AddressInfo).port;
    // Without the bound this never settles, and the test runs into its timeout.
    const { answer } = await sendingClient(port, false);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });
});
