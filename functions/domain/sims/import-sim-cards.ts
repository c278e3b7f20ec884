// `sims:import`: a CSV of iccid,puk,phone_number,activation_code; each SIM's QR image is drawn from its activation code.

import { ukNumber } from '../../../shared/schemas/stock.js';
import { sortableId } from '../ids.js';
import type { ImportResult } from '../stock/ports.js';
import type { SimCardRepository } from './ports.js';
import { isValidIccid } from '../../../shared/iccid.js';
import { drawQrCode } from './qr-image.js';
import { isActivationCode, newSimCard, type SimCard } from './sim-card.js';

export const SIM_CSV_HEADER = 'iccid,puk,phone_number,activation_code';

interface SimRow {
  iccid: string;
  puk: string;
  phoneNumber: string;
  activationCode: string;
}

/** The rows of a file, or an error naming every bad line; the header line is optional. */
export function parseSimLines(text: string): SimRow[] {
  const rows: SimRow[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line === SIM_CSV_HEADER) return;
    const [iccid = '', puk = '', phoneNumber = '', activationCode = '', ...extra] = line
      .split(',')
      .map((f) => f.trim());
    const wrong = [
      extra.length > 0 && 'too many fields',
      !isValidIccid(iccid) && 'the ICCID is not 19 or 20 digits starting 89 with a valid check digit',
      !/^\d{8}$/.test(puk) && 'the PUK is not 8 digits',
      !ukNumber.safeParse(phoneNumber).success && 'the phone number is not +44 and ten digits',
      !isActivationCode(activationCode) && 'the activation code is not LPA:1$<address>$<matching id>',
    ].filter(Boolean);
    if (wrong.length > 0) problems.push(`line ${index + 1}: ${wrong.join('; ')}`);
    else rows.push({ iccid, puk, phoneNumber, activationCode });
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return rows;
}

/** New SIMs in STOCK, created a millisecond apart so the file's order is the order they are sold in. */
export async function simCardsFrom(rows: SimRow[], now: Date): Promise<SimCard[]> {
  return Promise.all(
    rows.map(async (row, index) => {
      const createdAt = new Date(now.getTime() + index);
      const qrCode = await drawQrCode(row.activationCode);
      return newSimCard({ ...row, id: sortableId(createdAt), qrCode, now: createdAt });
    }),
  );
}

export async function importSimCards(simCards: SimCardRepository, text: string, now: Date): Promise<ImportResult> {
  return simCards.import(await simCardsFrom(parseSimLines(text), now));
}
