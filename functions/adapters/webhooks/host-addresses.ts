// The addresses a webhook's host resolves to, so the domain can refuse private ones (docs/decisions/024).

import { lookup } from 'node:dns/promises';

export async function hostAddresses(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((found) => found.address);
}
