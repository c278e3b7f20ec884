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

/** The wanted port if it is free on `host`, else any free port (0 always means any). */
export async function portOrFree(wanted: number, host = '127.0.0.1'): Promise<number> {
  if (wanted === 0) return freePort();
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(wanted, host, () => server.close(() => resolve(true)));
  });
  return free ? wanted : freePort();
}
