// The SES v2 emulator (npm aws-ses-v2-local): captures every email; its mailbox page lists them.

import type { Server } from 'node:http';
import sesEmulator from 'aws-ses-v2-local';

export interface RunningSes {
  url: string;
  stop(): Promise<void>;
}

export async function startSesLocal(port: number): Promise<RunningSes> {
  const server: Server = await sesEmulator.default({ host: '127.0.0.1', port });
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
