// The lease expiry reminder in the stack's time (docs/decisions/049): the remindLeaseExpiry job, at its own rate,
// mails a member 3 days before their lease ends, once, and only if they take it; two runs at one instant (as
// EventBridge Scheduler may make) still mail once; an anonymous lease's confirmed forwarding address hears with its
// order's page, where a renewal by crypto keeps the number (docs/decisions/062).

import { describe, expect, inject, it } from 'vitest';
import { createStockRepositories } from '../../../functions/adapters/dynamo/stock-repositories.js';
import { createUserRepository } from '../../../functions/adapters/dynamo/user-repository.js';
import { createApiKeyRepository } from '../../../functions/adapters/dynamo/api-key-repository.js';
import { createAnonymousOrderRepository } from '../../../functions/adapters/dynamo/anonymous-order-repository.js';
import { createUndeliverableAddressRepository } from '../../../functions/adapters/dynamo/undeliverable-address-repository.js';
import { createServiceRepository } from '../../../functions/adapters/dynamo/service-repository.js';
import { createCatalogue } from '../../../functions/domain/services/catalogue.js';
import { recordingMetrics } from '../../support/metrics.js';
import { leaseReminderAt, remindLeaseExpiry } from '../../../functions/domain/leases/lease-reminder.js';
import { SCHEDULES } from '../../../shared/schedules.js';
import { moveClock, stackNow } from '../../support/clock.js';
import { stackEvents } from '../../support/outbox.js';
import { deliveriesDone } from '../../support/running-stack.js';
import { mailTo } from '../../support/sms.js';
import { fundedMember } from '../../support/stock.js';
import { localTable } from '../../support/table.js';
import { anonymousCheckout } from '../../support/anonymous-checkout.js';
import { confirmTokenFor } from '../../support/confirm-email.js';
import { Client, uniqueEmail } from '../../support/http.js';
import { eventually, payAtSimulator } from '../../support/payments.js';

const table = localTable();
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 1499 };
const JOB_RATE_MS = SCHEDULES.remindLeaseExpiry.everyMinutes * 60_000;

describe('the lease expiry reminder', () => {
  it('mails it 3 days before the end, once, and only to members who take it', async () => {
    const keen = await fundedMember(table, 2_000, 'reminded');
    const quiet = await fundedMember(table, 2_000, 'not-reminded');
    await quiet.client.put('/users/notification-settings.php', { lease_expiry: false });
    const lease = (await keen.client.post('/users/leases.php', WHATSAPP)).body;
    await quiet.client.post('/users/leases.php', WHATSAPP);
    const remindAt = Date.parse(leaseReminderAt({ endDate: lease.lease.end_date }));
    expect(Date.parse(lease.lease.end_date) - remindAt).toBe(3 * 86_400_000);
    const reminders = async (email: string) => {
      await deliveriesDone(inject('dataDir'));
      return (await mailTo(email)).filter((mail) => mail.subject.includes('ends in 3 days'));
    };

    // A minute early, the job (which runs when the clock passes its time) mails nothing.
    await moveClock(remindAt - 60_000 - (await stackNow()));
    expect(await reminders(keen.email)).toEqual([]);

    // Two runs at the same instant (EventBridge Scheduler delivers at least once): one email.
    const jobAt = (time: number) => {
      const clock = { now: () => new Date(time) };
      return {
        ...createStockRepositories(table),
        users: createUserRepository(table),
        apiKeys: createApiKeyRepository(table),
        catalogue: createCatalogue(createServiceRepository(table), clock),
        metrics: recordingMetrics().metrics,
        events: stackEvents(),
        anonymousOrders: createAnonymousOrderRepository(table),
        undeliverableAddresses: createUndeliverableAddressRepository(table),
        publicUrl: inject('siteUrl'),
        clock,
      };
    };
    await Promise.all([remindLeaseExpiry(jobAt(remindAt + 60_000)), remindLeaseExpiry(jobAt(remindAt + 60_000))]);
    // The job's own runs an hour on, at its rate: still one.
    for (let run = 0; run < 4; run += 1) await moveClock(JOB_RATE_MS);
    const sent = await reminders(keen.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(lease.phone_number);
    expect(await reminders(quiet.email)).toEqual([]);
  });

  it('mails a lease the job reaches on its own, within its rate of the time', async () => {
    const keen = await fundedMember(table, 2_000, 'reminded-on-time');
    const lease = (await keen.client.post('/users/leases.php', WHATSAPP)).body;
    const remindAt = Date.parse(leaseReminderAt({ endDate: lease.lease.end_date }));
    await moveClock(remindAt - 60_000 - (await stackNow()));
    await moveClock(JOB_RATE_MS);
    const sent = (await mailTo(keen.email)).filter((mail) => mail.subject.includes('ends in 3 days'));
    expect(sent).toHaveLength(1);
  });

  it("mails an anonymous lease's confirmed address its order page, where a renewal by crypto keeps it", async () => {
    const email = uniqueEmail('anon-reminded');
    const { order, checkoutUrl, status } = await anonymousCheckout(inject('siteUrl'), table, 'lease', email);
    await payAtSimulator(checkoutUrl, 'pay');
    const { lease } = await eventually(status, (body) => body.lease !== null && body.lease !== undefined);
    const token = await confirmTokenFor(email, undefined, (subject) => subject.startsWith('Confirm where'));
    expect((await new Client().post('/auth/confirm-email.php', { token })).status).toBe(200);

    await moveClock(Date.parse(leaseReminderAt({ endDate: lease.end_date })) - 60_000 - (await stackNow()));
    await moveClock(JOB_RATE_MS);
    await deliveriesDone(inject('dataDir'));
    const sent = (await mailTo(email)).filter((mail) => mail.subject.includes('ends in 3 days'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.text).toContain('choose "Keep this number" on your order\'s page and pay $14.99 with crypto');
    expect(sent[0]!.body.text).toContain(`Your order's page: ${inject('siteUrl')}/?order_id=${order.id}`);
  });
});
