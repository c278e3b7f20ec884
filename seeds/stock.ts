// The local runtime's starting stock: 300 numbers and 36 eSIMs, in the formats `numbers:import` and `sims:import` read.
// Numbers come from Ofcom's 07700 900xxx range, kept for drama and tests, so no real phone is ever texted.

import { luhnCheckDigit } from '../shared/iccid.js';
import { SIM_CSV_HEADER } from '../functions/domain/sims/import-sim-cards.js';

const NUMBERS = 300;
const SIMS = 36;
/** 89 telecom, 44 United Kingdom, 77 a made-up issuer. */
const ICCID_PREFIX = '894477';

const ofcomDramaNumber = (index: number) => `+447700900${String(index).padStart(3, '0')}`;

export function seedNumberLines(): string {
  return Array.from({ length: NUMBERS }, (_, i) => ofcomDramaNumber(i)).join('\n');
}

/** Fixed values, so a second seed finds every ICCID and adds nothing. */
export function seedSimLines(): string {
  const rows = Array.from({ length: SIMS }, (_, i) => {
    const payload = `${ICCID_PREFIX}${String(100_000_000_000 + i * 7_919).padStart(12, '0')}`;
    const iccid = payload + luhnCheckDigit(payload);
    const puk = String(10_000_000 + (((i + 1) * 48_271 * 7_919) % 89_999_999));
    const matchingId = `UKSMS-${String(i + 1).padStart(4, '0')}-${iccid.slice(-8)}`;
    return [iccid, puk, ofcomDramaNumber(NUMBERS + 500 + i), `LPA:1$smdp.uk-sms.local$${matchingId}`].join(',');
  });
  return [SIM_CSV_HEADER, ...rows].join('\n');
}
