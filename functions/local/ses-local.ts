// The SES v2 emulator (npm aws-ses-v2-local): captures every email; its mailbox page lists them.

import type { Server } from 'node:http';
import sesEmulator from 'aws-ses-v2-local';

export interface RunningSes {
  url: string;
  stop(): Promise<void>;
}

export async function startSesLocal(port: number): Promise<RunningSes> {
  const server: Server = await sesEmulator.default({ host: '127.0.0.1', port });
  // The SDK keeps its connections open between sends; Node's server drops one idle for 5 s, and a send that starts on
  // it as it closes fails with "socket hang up", leaving the email to the outbox's retry 30 s later. Idle connections
  // are kept as long as the runtime runs instead.
  server.keepAliveTimeout = 0;
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
