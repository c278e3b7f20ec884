// @vitest-environment happy-dom
// The API documentation page: the lists, retries and webhook formats it documents, and the sms-activate client
// example, the same file the integration suite runs, shown with this site's address.

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SMS_ACTIVATE_EXAMPLE from '@docs/examples/sms-activate-client.mjs?raw';
import VERIFY_WEBHOOK_EXAMPLE from '@docs/examples/verify-webhook.mjs?raw';
import { ROUTES } from '@shared/routes';
import { SMS_ACTIVATE_WEBHOOK_EXAMPLE, SMS_RECEIVED_ORDER_EXAMPLE } from '@shared/webhook-examples';
import { webhookRetryPromise } from '@shared/webhook-schedule';
import { SITE_URL } from '@/config/site';
import { renderWithApp } from '@/testing/render';
import { useTestServer } from '@/testing/server';
import { ApiIntegrationPage } from './api-integration-page';

useTestServer();
afterEach(cleanup);

describe('the API documentation page', () => {
  it('shows the tested sms-activate client example, pointed at this site', () => {
    renderWithApp(<ApiIntegrationPage webhookSetup={null} />);
    const example = screen.getByText('sms-activate-client.mjs').closest('figure')!.querySelector('code')!.textContent;
    expect(example).toContain("import SMSActivate from 'sms-activate';");
    expect(example).toContain(`process.env.API_URL ?? '${SITE_URL}'`);
    expect(example).toBe(SMS_ACTIVATE_EXAMPLE.replace('http://localhost:3000', SITE_URL));
  });

  it('lists the order and lease lists, Idempotency-Key, max_price and the sms-activate webhook format', () => {
    renderWithApp(<ApiIntegrationPage webhookSetup={null} />);
    const lists = screen.getByRole('region', { name: 'Lists, retries and price limits' });
    for (const route of ['publicApi.listOrders', 'publicApi.listLeases', 'publicApi.getLeaseMessages'] as const) {
      expect(lists.textContent).toContain(`GET ${ROUTES[route].path}`);
    }
    expect(lists.textContent).toContain('Idempotency-Key');
    expect(lists.textContent).toContain('max_price');
    const retry = screen.getByText('A purchase that is safe to retry').closest('figure')!.textContent;
    expect(retry).toContain('\\\n  -H "Idempotency-Key: ');
    expect(screen.getByText('sms-activate format').closest('figure')!.textContent).toContain('"activationId"');
  });

  it('shows the webhook bodies the sender builds, the retry schedule it keeps and how to check the signature', () => {
    renderWithApp(<ApiIntegrationPage webhookSetup={null} />);
    const shown = (label: string) =>
      JSON.parse(screen.getByText(label).closest('figure')!.querySelector('code')!.textContent!);
    expect(shown('Webhook payload: a code for an order')).toEqual(SMS_RECEIVED_ORDER_EXAMPLE);
    expect(shown('sms-activate format')).toEqual(SMS_ACTIVATE_WEBHOOK_EXAMPLE);
    const webhooks = screen.getByRole('region', { name: 'Webhooks' });
    expect(webhooks.textContent).toContain(webhookRetryPromise());
    expect(webhooks.textContent).toContain('within 5 s of its time');
    const verify = screen.getByText('verify-webhook.mjs').closest('figure')!.querySelector('code')!.textContent;
    expect(verify).toBe(VERIFY_WEBHOOK_EXAMPLE);
  });

  it('names the plan as the API Keys screen does', () => {
    renderWithApp(<ApiIntegrationPage webhookSetup={null} />);
    const plan = screen.getByRole('region', { name: 'Plan' }).textContent;
    expect(plan).toContain('Developer');
    expect(plan).not.toContain('Basic');
  });
});
