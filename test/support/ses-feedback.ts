// Posts SES's bounce and complaint events, in SES's own format, to a running stack's SES simulator, which puts them on
// its event bus as SES puts them on AWS's (docs/decisions/056). No vitest import: the browser suite uses it too.

export { sesBounce, sesComplaint } from '../../functions/local/simulators/ses-events.js';
import { SIMULATOR_PATHS } from '../../functions/local/simulators/paths.js';

/** The simulator's answer: 202 when published, 400 with why when the event is not SES's format. */
export async function postSesEvent(siteUrl: string, event: unknown): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${siteUrl}${SIMULATOR_PATHS.sesApi}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  return { status: answer.status, body: await answer.json() };
}
