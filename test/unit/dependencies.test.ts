// The composition root builds the SES, EventBridge and Secrets Manager clients only in a function that uses them.

import { beforeAll, describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ mailer: 0, publisher: 0, secretReader: 0 }));

vi.mock('../../functions/adapters/mail/ses-mailer.js', () => ({
  createSesMailer: () => {
    made.mailer += 1;
    return { send: async () => undefined };
  },
}));
vi.mock('../../functions/adapters/events/eventbridge-publisher.js', () => ({
  createEventPublisher: () => {
    made.publisher += 1;
    return { publish: async () => undefined };
  },
}));
vi.mock('../../functions/adapters/secrets.js', () => ({
  createSecretReader: () => {
    made.secretReader += 1;
    return async () => 'a-secret-value-long-enough';
  },
}));

beforeAll(() => {
  for (const [name, value] of Object.entries({
    TABLE_NAME: 'uk-sms-test',
    PUBLIC_URL: 'http://localhost:3000',
    MAIL_FROM: 'no-reply@uk-sms.local',
    COOKIE_SECURE: 'false',
    EVENT_BUS_NAME: 'uk-sms-test',
    COINPAYMENTS_API_URL: 'http://localhost:3000/api.php',
    COINPAYMENTS_MERCHANT_ID: 'merchant',
    COINPAYMENTS_PUBLIC_KEY: 'public-key',
    NOWPAYMENTS_API_URL: 'http://localhost:3000/v1',
  }))
    vi.stubEnv(name, value);
});

describe('the composition root', () => {
  it('builds no mailer, event publisher or secret reader until a function first uses one, then each once', async () => {
    const { dependencies } = await import('../../functions/adapters/dependencies.js');
    const deps = await dependencies();
    expect(made).toEqual({ mailer: 0, publisher: 0, secretReader: 0 });

    await deps.mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' });
    await deps.mailer.send({ to: 'b@example.com', subject: 's', text: 't', html: 'h' });
    expect(made).toEqual({ mailer: 1, publisher: 0, secretReader: 0 });

    await deps.events.publish('WalletCredited', { userId: 'user-1' });
    expect(await deps.jwtSecret()).toBe('a-secret-value-long-enough');
    expect(made).toEqual({ mailer: 1, publisher: 1, secretReader: 1 });
  });
});
