// Checks our webhook's X-Webhook-Signature in Node 18+ with nothing but node:crypto: `t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "<t>.<raw body>">` keyed with the webhook's secret, and refuses a t older than 5 minutes
// (docs/decisions/024). Pass the raw body as received, before any JSON parsing.

import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

/** True when the header signs this exact body with this secret and was made at most 5 minutes before `now` (seconds). */
export function verifyWebhook(secret, rawBody, header, now = Math.floor(Date.now() / 1000)) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (now - t > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

// A receiver with node:http, answering 2xx only for a valid signature:
//   http.createServer((req, res) => {
//     let body = '';
//     req.on('data', (chunk) => (body += chunk)).on('end', () => {
//       const ok = verifyWebhook(process.env.WEBHOOK_SECRET, body, req.headers['x-webhook-signature']);
//       res.writeHead(ok ? 200 : 400).end();
//       if (ok) console.log(JSON.parse(body)); // drop repeats by the body's id (also in X-Webhook-Id)
//     });
//   }).listen(8080);
