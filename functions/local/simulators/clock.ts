// The local clock's page and JSON API (docs/decisions/049): shows the local time, and moves it forward, so that what
// waits for time (a one-time order's 900 s, a lease's 30 days, a retry's delay, a job's rate) can be seen at once.
// `GET /_sim/clock/api` answers `{ now, offset_ms }`; `POST` it `{ "advance_ms": n }` (JSON, or the page's form) to
// move the time forward: the answer comes once whatever fell due has run and the queues are quiet again.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { escapeHtml } from '../../domain/escape-html.js';
import type { LocalClock } from '../clock/local-clock.js';
import { SIMULATOR_PATHS } from './paths.js';
import { redirect, sendJson, sendPage } from './page.js';

export interface ClockControl {
  readonly clock: Pick<LocalClock, 'now' | 'advance' | 'offset'>;
  /** Resolves once no queued message is visible or being handled. */
  quiet(): Promise<void>;
}

/** The longest single move: a year, well past every wait the product has. */
const MAX_ADVANCE_MS = 366 * 86_400_000;
const Advance = z.object({ advance_ms: z.coerce.number().int().positive().max(MAX_ADVANCE_MS) });

const STEPS: [string, number][] = [
  ['+1 minute', 60_000],
  ['+15 minutes', 900_000],
  ['+1 hour', 3_600_000],
  ['+1 day', 86_400_000],
  ['+30 days', 30 * 86_400_000],
];

const state = ({ clock }: ClockControl) => ({ now: new Date(clock.now()).toISOString(), offset_ms: clock.offset[0]! });

function page(response: ServerResponse, control: ClockControl): void {
  const { now, offset_ms } = state(control);
  const buttons = STEPS.map(
    ([label, ms]) => `<button name="advance_ms" value="${ms}">${escapeHtml(label)}</button>`,
  ).join('');
  sendPage(
    response,
    'Local clock',
    `<h1>Local clock <span class="badge">local runtime</span></h1>
<dl><dt>Local time</dt><dd data-testid="now">${escapeHtml(now)}</dd><dt>Ahead of this machine by</dt><dd>${Math.round(offset_ms / 1000)} s</dd></dl>
<form method="post" action="${SIMULATOR_PATHS.clockApi}"><div class="actions">${buttons}</div></form>
<p class="note">Every handler, job and queue of this runtime reads this time. It only moves forward, and goes back to the
machine's time when the runtime restarts.</p>`,
  );
}

export async function handleClock(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  body: Buffer,
  control: ClockControl,
): Promise<void> {
  if (pathname === SIMULATOR_PATHS.clock && request.method === 'GET') return page(response, control);
  if (pathname !== SIMULATOR_PATHS.clockApi) return sendPage(response, 'Not found', '<h1>No such page</h1>', 404);
  if (request.method === 'GET') return sendJson(response, 200, state(control));
  if (request.method !== 'POST') return sendJson(response, 405, { message: 'GET or POST' });
  // A page of another site may post a form here; only this origin's page (or a client that sends no Origin) may.
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${request.headers.host}`) {
    return sendJson(response, 403, { message: 'Moved only from this origin' });
  }
  const fromForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
  let fields: unknown;
  try {
    fields = fromForm
      ? Object.fromEntries(new URLSearchParams(body.toString('utf8')))
      : JSON.parse(body.toString('utf8'));
  } catch {
    fields = null;
  }
  const parsed = Advance.safeParse(fields);
  if (!parsed.success) {
    return sendJson(response, 400, {
      message: `advance_ms must be a whole number of milliseconds, 1 to ${MAX_ADVANCE_MS}`,
    });
  }
  await control.clock.advance(parsed.data.advance_ms);
  await control.quiet();
  return fromForm ? redirect(response, SIMULATOR_PATHS.clock) : sendJson(response, 200, state(control));
}
