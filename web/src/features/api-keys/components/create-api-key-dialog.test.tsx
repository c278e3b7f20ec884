// @vitest-environment happy-dom
// The create-key dialog: the spec's banner and Add Funds in place of Create while the balance is below $29, the name's
// and the password's messages before any call, the server's refusal of a wrong password on its field, the key created
// with the Developer plan, and a 402 that brings the banner.

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LABELS, MESSAGES } from '@shared/messages';
import { answer, answerKeeping, failure } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { CreateApiKeyDialog } from './create-api-key-dialog';

useTestServer();

const CREATED = {
  id: 'k1',
  name: 'Server',
  key: 'uks_live_0123456789abcdefghijABCDEFGHIJKL',
  created_at: '2026-11-23T12:00:00.000Z',
};
let sent: unknown[];

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  server.use(
    answerKeeping('users.createApiKey', sent, () =>
      HttpResponse.json({ success: true, api_key: CREATED, message: MESSAGES.apiKeyCreated }, { status: 201 }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Submits and lets the form's checks and the call settle. */
async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  });
}

function open(balanceCents: number) {
  const handlers = { onClose: vi.fn(), onCreated: vi.fn(), onAddFunds: vi.fn() };
  renderWithApp(<CreateApiKeyDialog balanceCents={balanceCents} {...handlers} />);
  return handlers;
}

describe('the create API key dialog', () => {
  it('warns and offers Add Funds instead of Create while the balance is below $29', () => {
    const { onAddFunds } = open(2_500);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.insufficientBalanceForApiKey('$25.00'));
    expect(screen.queryByRole('button', { name: 'Create API Key' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: LABELS.addFunds }));
    expect(onAddFunds).toHaveBeenCalledOnce();
  });

  it('asks for a name and the password before any call, then creates the key on the Developer plan', async () => {
    const { onCreated } = open(5_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: /Developer/ })).toHaveProperty('checked', true);
    await press('Create API Key');
    expect(await screen.findByText(MESSAGES.enterApiKeyName)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.enterCurrentPassword)).toBeTruthy();
    expect(sent).toEqual([]);

    await type('Key Name', '  Server  ');
    await type('Your password', 'my password 1');
    await type('Authentication or recovery code', '123 456');
    await press('Create API Key');
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(sent).toEqual([{ name: 'Server', plan: 'developer', password: 'my password 1', code: '123 456' }]);
    expect(await screen.findByText(MESSAGES.apiKeyCreated)).toBeTruthy();
  });

  it("puts the server's refusal of the password on its field, and creates nothing", async () => {
    server.use(
      answer('users.createApiKey', () =>
        failure(401, MESSAGES.reauthRequired, { password: MESSAGES.currentPasswordIncorrect }),
      ),
    );
    const { onCreated } = open(5_000);
    await type('Key Name', 'Server');
    await type('Your password', 'not it');
    await press('Create API Key');
    expect(await screen.findByText(MESSAGES.currentPasswordIncorrect)).toBeTruthy();
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('shows the banner and Add Funds when the server finds the wallet short', async () => {
    server.use(answer('users.createApiKey', () => failure(402, MESSAGES.insufficientBalance)));
    const { onCreated } = open(3_000);
    await type('Key Name', 'Server');
    await type('Your password', 'my password 1');
    await press('Create API Key');
    expect(await screen.findByText(MESSAGES.insufficientBalance)).toBeTruthy();
    expect(screen.getByRole('button', { name: LABELS.addFunds })).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
