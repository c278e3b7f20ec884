// @vitest-environment happy-dom
// A key's webhook on the API Keys screen: the URL saved, the signing secret shown once with Copy, the server's refusal
// shown at the field, and the recent deliveries with their status and last answer.

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiKeyView } from '@shared/schemas/api-keys';
import { answer, answerKeeping, failure } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { WebhookSection } from './webhook-section';

useTestServer();

const KEY: ApiKeyView = {
  id: 'k1',
  name: 'Server',
  key: 'uks_live_0123456789a',
  status: 'active',
  created_at: '2026-11-23T12:00:00.000Z',
  last_used: 'Never',
  requests: 0,
  plan: 'Developer',
  subscription_status: 'active',
  next_billing: '2026-12-23T12:00:00.000Z',
  webhook_url: null,
  webhook_format: 'standard',
};
let sent: unknown[];

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  server.use(
    answerKeeping('users.updateApiKey', sent, () =>
      HttpResponse.json({ success: true, webhook_secret: 'whsec_0123456789abcdef' }),
    ),
    answer('users.listWebhookDeliveries', () =>
      HttpResponse.json({
        success: true,
        deliveries: [
          {
            id: 'evt_SM1',
            event: 'sms.received',
            status: 'pending',
            attempts: 2,
            last_status_code: 500,
            last_attempt_at: '2026-11-23T12:01:00.000Z',
            next_attempt_at: '2026-11-23T12:06:00.000Z',
            created_at: '2026-11-23T12:00:00.000Z',
          },
        ],
      }),
    ),
  );
});

afterEach(cleanup);

async function saveUrl(value: string) {
  await act(async () => {
    fireEvent.input(screen.getByLabelText('Webhook URL'), { target: { value } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('the webhook of an API key', () => {
  it('saves the URL and shows the new signing secret once, with Copy', async () => {
    renderWithApp(<WebhookSection apiKey={KEY} />);
    await saveUrl('https://example.com/hooks');
    expect(sent).toEqual([{ webhook_url: 'https://example.com/hooks', webhook_format: 'standard' }]);
    expect(screen.getByLabelText('Webhook secret').textContent).toBe('whsec_0123456789abcdef');
    expect(screen.getByRole('alert').textContent).toContain('you will not see it again');
    expect(screen.getByRole('button', { name: /Copy/ })).toBeTruthy();
  });

  it('sends the sms-activate format when the member chooses it', async () => {
    renderWithApp(<WebhookSection apiKey={KEY} />);
    const format = screen.getByLabelText('Webhook format') as HTMLSelectElement;
    expect(format.value).toBe('standard');
    expect([...format.options].map((option) => option.text)).toEqual([
      'Standard (sms.received event)',
      'sms-activate protocol',
    ]);
    await act(async () => {
      fireEvent.change(format, { target: { value: 'sms-activate' } });
    });
    await saveUrl('https://example.com/activations');
    expect(sent).toEqual([{ webhook_url: 'https://example.com/activations', webhook_format: 'sms-activate' }]);
  });

  it('shows the format a key has, and keeps it when only the URL changes', async () => {
    renderWithApp(<WebhookSection apiKey={{ ...KEY, webhook_format: 'sms-activate' }} />);
    expect((screen.getByLabelText('Webhook format') as HTMLSelectElement).value).toBe('sms-activate');
    await saveUrl('https://example.com/moved');
    expect(sent).toEqual([{ webhook_url: 'https://example.com/moved', webhook_format: 'sms-activate' }]);
  });

  it("shows the server's reason at the field when the URL is refused", async () => {
    server.use(answer('users.updateApiKey', () => failure(400, 'The webhook URL must start with https://.')));
    renderWithApp(<WebhookSection apiKey={KEY} />);
    await saveUrl('http://example.com/hooks');
    expect(await screen.findByText('The webhook URL must start with https://.')).toBeTruthy();
    expect(screen.queryByLabelText('Webhook secret')).toBeNull();
  });

  it('lists the recent deliveries with their status, tries and last answer', async () => {
    renderWithApp(<WebhookSection apiKey={{ ...KEY, webhook_url: 'https://example.com/hooks' }} />);
    const list = await screen.findByRole('list', { name: 'Recent deliveries' });
    expect(list.textContent).toContain('evt_SM1');
    expect(list.textContent).toContain('pending');
    expect(list.textContent).toContain('2 tries');
    expect(list.textContent).toContain('last answer 500');
  });
});
