// The local runtime stays on the laptop: loopback only, and no simulators or published secrets behind a public address.

import net from 'node:net';
import os from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { LAPTOP_ONLY } from '../../functions/local/local-defaults.js';
import { SCHEDULE_NAMES } from '../../shared/schedules.js';
import { startLocalStack } from '../support/local-stack.js';

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(3_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** This machine's addresses that others on its networks could reach (no loopback, no link-local). */
function networkAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address!.address);
}

describe('the local runtime', () => {
  it('refuses to start with a PUBLIC_URL that is not a loopback address, saying why in one sentence', async () => {
    for (const publicUrl of ['http://192.168.1.20:3000', 'https://uk-sms.example', 'http://0.0.0.0:3000']) {
      await expect(startLocalStack({ PUBLIC_URL: publicUrl })).rejects.toThrow(LAPTOP_ONLY);
    }
  });

  it('listens on 127.0.0.1 only: none of this machine’s network addresses reaches the site', async () => {
    const port = Number(new URL(inject('siteUrl')).port);
    expect(await connects('127.0.0.1', port)).toBe(true);
    for (const address of networkAddresses()) {
      expect(await connects(address, port), address).toBe(false);
    }
  });

  it('says which handlers it runs: the sources, or with HANDLERS=bundled the bundles of cdk.out', () => {
    const bundled = process.env.HANDLERS === 'bundled';
    expect(inject('startOutput')).toContain(bundled ? 'Handlers: the bundles of cdk.out' : 'Handlers: the sources');
  });

  it('runs every scheduled job once on start, and none fails', () => {
    for (const name of SCHEDULE_NAMES) expect(inject('startOutput')).toMatch(new RegExp(`${name}: \\d+ changed`));
  });
});
