// Routes the local origin's /_sim/ paths to the outside parties' simulators.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleClock, type ClockControl } from './clock.js';
import { handleCoinPayments } from './coinpayments.js';
import { handleNowPayments } from './nowpayments.js';
import { SIMULATOR_PATHS } from './paths.js';
import { sendPage } from './page.js';
import { handleSes } from './ses.js';
import { handleSmsSupplier } from './sms.js';
import { handleTwilio } from './twilio.js';

const SIMULATORS: [string, typeof handleCoinPayments][] = [
  [SIMULATOR_PATHS.coinpayments, handleCoinPayments],
  [SIMULATOR_PATHS.nowpayments, handleNowPayments],
  [SIMULATOR_PATHS.smsSupplier, handleSmsSupplier],
  [SIMULATOR_PATHS.ses, handleSes],
  [SIMULATOR_PATHS.twilio, handleTwilio],
];

export async function handleSimulator(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  body: Buffer,
  clock: ClockControl,
) {
  if (pathname.startsWith(SIMULATOR_PATHS.clock)) return handleClock(request, response, pathname, body, clock);
  const simulator = SIMULATORS.find(([prefix]) => pathname.startsWith(prefix));
  if (!simulator) return sendPage(response, 'Not found', '<h1>No such simulator</h1>', 404);
  return simulator[1](request, response, pathname, body);
}
