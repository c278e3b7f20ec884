// The SES simulator's feedback (docs/decisions/056): SES's bounce and complaint events reach the product locally as on
// AWS, put on the event bus with source `aws.ses` and SES's detail type, for the same markUndeliverable consumer. Its page
// makes one for an address (a permanent or transient bounce, a complaint); `POST /_sim/ses/api` takes SES's own JSON and
// refuses, changing nothing, whatever is not a bounce or a complaint in SES's format.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { MAIL_FEEDBACK_SOURCE, mailFeedback } from '../../../shared/schemas/mail-feedback.js';
import { awsClientOptions } from '../../adapters/aws-client-options.js';
import { escapeHtml } from '../../domain/escape-html.js';
import { SIMULATOR_PATHS } from './paths.js';
import { redirect, sendJson, sendPage } from './page.js';
import { sesBounce, sesComplaint } from './ses-events.js';

const DETAIL_TYPE = { bounce: 'Email Bounced', complaint: 'Email Complaint Received' } as const;

/** Puts the event on the local bus as SES puts it on the account's default bus; answers what it was published as. */
async function publish(event: unknown): Promise<{ kind: string; detailType: string } | { error: string }> {
  const parsed = mailFeedback.safeParse(event);
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  const detailType = DETAIL_TYPE[parsed.data.kind];
  const env = process.env;
  const client = new EventBridgeClient(awsClientOptions(env.AWS_REGION ?? '', env.EVENTBRIDGE_ENDPOINT));
  const result = await client.send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: 'default',
          Source: MAIL_FEEDBACK_SOURCE,
          DetailType: detailType,
          Detail: JSON.stringify(event),
        },
      ],
    }),
  );
  if (result.FailedEntryCount) throw new Error('The local bus refused the event');
  return { kind: parsed.data.kind, detailType };
}

function page(response: ServerResponse, query: URLSearchParams) {
  const done = query.get('published')
    ? `<p data-testid="published">Published <strong>${escapeHtml(query.get('published') ?? '')}</strong> for ` +
      `${escapeHtml(query.get('to') ?? '')}.</p>`
    : '';
  sendPage(
    response,
    'SES feedback (simulator)',
    `<h1>SES feedback <span class="badge">simulator</span></h1>${done}
<form method="post">
<label>Address <input name="to" type="email" required maxlength="320" placeholder="member@example.com"></label>
<label>Event <select name="kind"><option value="Permanent">Bounce, permanent (the address does not exist)</option>
<option value="Transient">Bounce, transient (mailbox full: changes nothing)</option>
<option value="Complaint">Complaint (marked as spam)</option></select></label>
<div class="actions"><button class="primary">Publish</button></div></form>
<p class="note">Published as SES publishes its configuration set's events: to the event bus with source aws.ses.
<code>POST ${SIMULATOR_PATHS.sesApi}</code> takes SES's own event JSON.</p>`,
  );
}

export async function handleSes(request: IncomingMessage, response: ServerResponse, pathname: string, body: Buffer) {
  if (pathname === SIMULATOR_PATHS.sesApi && request.method === 'POST') {
    let event: unknown;
    try {
      event = JSON.parse(body.toString('utf8'));
    } catch {
      return sendJson(response, 400, { error: 'Not JSON' });
    }
    const published = await publish(event);
    return sendJson(response, 'error' in published ? 400 : 202, published);
  }
  if (pathname !== SIMULATOR_PATHS.ses) return sendPage(response, 'Not found', '<h1>No such page</h1>', 404);
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'POST') return page(response, url.searchParams);
  const form = new URLSearchParams(body.toString('utf8'));
  const to = form.get('to') ?? '';
  const kind = form.get('kind');
  const event =
    kind === 'Complaint' ? sesComplaint(to) : sesBounce(to, kind === 'Transient' ? 'Transient' : 'Permanent');
  const published = await publish(event);
  if ('error' in published) return sendPage(response, 'Refused', `<p>${escapeHtml(published.error)}</p>`, 400);
  redirect(response, `${SIMULATOR_PATHS.ses}?${new URLSearchParams({ to, published: published.detailType })}`);
}
