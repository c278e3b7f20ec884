// Requests written byte for byte on a socket, so a test can send paths that fetch would normalise or refuse.

import net from 'node:net';

export interface RawReply {
  status: number;
  text: string;
}

/** Sends `METHOD target HTTP/1.1` to the server of `siteUrl` and reads the whole answer (the socket closes after). */
export function rawRequest(siteUrl: string, method: string, target: string): Promise<RawReply> {
  const { hostname, port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`No answer to ${method} ${target.slice(0, 80)}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (status) resolve({ status: Number(status[1]), text });
      else
        reject(new Error(`No HTTP answer to ${method} ${target.slice(0, 80)}: ${JSON.stringify(text.slice(0, 200))}`));
    });
    const head = `${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;
    socket.write(Buffer.from(head, 'utf8'));
  });
}

/** Path endings an attacker tries: malformed percent-encoding, traversal, NUL, overlong, unicode, double slashes. */
const NASTY_TAILS = [
  '%zz',
  '%',
  '%e0%a4%a',
  '%zz.php',
  '%00.php',
  'a%00b',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fpackage.json',
  '..\\..\\package.json',
  `${'a'.repeat(4000)}.php`,
  `${'%zz'.repeat(1500)}`,
  'ünïcødé/😀.php',
  '%F0%9F%98%80.php',
  '%ED%A0%80.php',
  '/',
  '//',
  '.',
  '..',
  ';jsessionid=1',
];

/** Every prefix joined to every nasty ending, plus a few whole request targets that are not paths at all. */
export function nastyTargets(prefixes: readonly string[]): string[] {
  const targets = prefixes.flatMap((prefix) => NASTY_TAILS.map((tail) => `${prefix}${tail}`));
  return [...targets, '*', 'http://localhost:99999/', 'http://[::1/', '//', '///etc/passwd', '/?%zz=%zz&a=%'];
}

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
