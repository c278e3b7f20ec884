// Finds a free TCP port on the loopback interface (for DynamoDB Local and for tests).

import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/**
 * Any free port but those already `taken` for another server of this start: a port is free again as soon as it is
 * probed, so two probes in a row can answer the same one.
 */
async function freePortBut(taken: readonly number[]): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (!taken.includes(port)) return port;
  }
}

/** The wanted port if it is free on `host`, else any free port (0 always means any), never one already `taken`. */
export async function portOrFree(wanted: number, host = '127.0.0.1', taken: readonly number[] = []): Promise<number> {
  if (wanted === 0 || taken.includes(wanted)) return freePortBut(taken);
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(wanted, host, () => server.close(() => resolve(true)));
  });
  return free ? wanted : freePortBut(taken);
}
