// eSIM QR images: the uploaded one read (docs/decisions/022: a PNG by its signature bytes, at most 256 KB and 2000 px a
// side, whose QR code holds an activation code), and the one the buyer sees drawn from the activation code.

import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { MAX_QR_IMAGE_BYTES } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { isActivationCode } from './sim-card.js';

type ReadQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
/** jsqr is CommonJS exporting `default`: Node's ESM loader hands over the exports object, a bundler the function. */
const jsQR: ReadQr = (jsQRModule as unknown as { default?: ReadQr }).default ?? (jsQRModule as unknown as ReadQr);

/** The eight bytes every PNG file starts with (PNG specification, 5.2). */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Decoding allocates width × height × 4 bytes: a small file may not claim a huge image. */
const MAX_SIDE_PX = 2000;

export function isPng(bytes: Buffer): boolean {
  return bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
}

const refuse = (message: string) => new AppError('validation', message, { qr_code: message });

/** The side lengths the PNG's header (IHDR, right after the signature) declares. */
function declaredSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The activation code the image's QR code holds; a 400 naming the rule when the file is not such an image. */
export function readActivationCode(bytes: Buffer | undefined): string {
  if (!bytes || bytes.length === 0) throw refuse(MESSAGES.simQrRequired);
  if (bytes.length > MAX_QR_IMAGE_BYTES) throw refuse(MESSAGES.simQrTooLarge);
  if (!isPng(bytes)) throw refuse(MESSAGES.simQrNotPng);
  const size = declaredSize(bytes);
  if (!size || size.width > MAX_SIDE_PX || size.height > MAX_SIDE_PX) throw refuse(MESSAGES.simQrUnreadable);
  let image: PNG;
  try {
    image = PNG.sync.read(bytes);
  } catch {
    throw refuse(MESSAGES.simQrUnreadable);
  }
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found || !isActivationCode(found.data)) throw refuse(MESSAGES.simQrUnreadable);
  return found.data;
}

/** The QR image the buyer is shown, a PNG data: URL drawn from the activation code (the same for every SIM). */
export function drawQrCode(activationCode: string): Promise<string> {
  return QRCode.toDataURL(activationCode, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}
