// Support tickets and the contact form, as a member and a visitor use them; support answers through its own call.

import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { PASSWORD, promoteToAdmin, registerThroughDialog, uniqueEmail } from './support';

/** A support agent's API session: registered, promoted with the ops command, logged in. */
async function supportAgent(baseURL: string) {
  const agent = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail('agent');
  const body = { username: 'Agent', email, password: PASSWORD, confirmPassword: PASSWORD };
  expect((await agent.post('/php-backend/api/auth/register.php', { data: body })).status()).toBe(201);
  await promoteToAdmin(agent, email);
  return agent;
}

async function openTicket(page: Page, subject: string, message: string) {
  await page.getByRole('button', { name: 'New Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Ticket' });
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Category').selectOption({ label: 'Billing' });
  await dialog.getByLabel('Priority').selectOption({ label: 'High' });
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByText('Ticket created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a member opens a ticket, replies, and reads support’s answer as Support Team', async ({ page, baseURL }) => {
  await registerThroughDialog(page, uniqueEmail('ticket'), 'Tina Member');
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
  await expect(page.getByText('No tickets found')).toBeVisible();

  await openTicket(page, 'Refund for order 42', 'The code never arrived.');
  const tickets = page.getByRole('list', { name: 'Tickets' });
  await expect(tickets.getByText('Refund for order 42')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Closed (0)' })).toBeVisible();

  await tickets.getByRole('button', { name: 'View Refund for order 42' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund for order 42' });
  const conversation = dialog.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('The code never arrived.')).toBeVisible();
  await expect(dialog.getByText('0/500')).toBeVisible();
  await dialog.getByLabel('Your reply').fill('It was a WhatsApp code.');
  await expect(dialog.getByText('23/500')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(conversation.getByText('It was a WhatsApp code.')).toBeVisible();
  await expect(dialog.getByLabel('Your reply')).toHaveValue('');

  const ticketId = (await dialog.getByText(/^TKT-/).textContent())!.replace('TKT-', '');
  const agent = await supportAgent(baseURL!);
  const answer = await agent.post('/php-backend/api/admin/tickets.php', {
    data: { ticket_id: ticketId, message: 'We refunded $0.99 to your wallet.' },
  });
  expect(answer.status()).toBe(201);

  // The conversation is read again when the dialog opens.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await tickets.getByRole('button', { name: 'View Refund for order 42' }).click();
  const answered = page
    .getByRole('dialog', { name: 'Refund for order 42' })
    .getByRole('list', { name: 'Conversation' });
  const supportMessage = answered.getByRole('listitem').filter({ hasText: 'We refunded $0.99 to your wallet.' });
  await expect(supportMessage).toContainText('Support Team');
  await expect(answered.getByRole('listitem')).toHaveCount(3);

  // Once support closes the ticket, the reply box is gone.
  const closed = await agent.put(`/php-backend/api/admin/tickets/${ticketId}.php`, { data: { status: 'closed' } });
  expect(closed.status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Closed (1)' }).click();
  await tickets.getByRole('button', { name: 'View Refund for order 42' }).click();
  const closedDialog = page.getByRole('dialog', { name: 'Refund for order 42' });
  await expect(closedDialog.getByText('This ticket is closed.')).toBeVisible();
  await expect(closedDialog.getByLabel('Your reply')).toHaveCount(0);
  await agent.dispose();
});

test('the contact form sends the message: sending for 2 s, then Message Sent and send another', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill in all fields').first()).toBeVisible();

  await page.getByLabel('Username').fill('Ann');
  await page.getByLabel('Email').fill(uniqueEmail('ann'));
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('A question about bulk numbers');
  const sent = page.waitForResponse((response) => response.url().endsWith('/php-backend/api/contact.php'));
  const started = Date.now();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Username')).toHaveValue('');
});

test('support finds a ticket on Ticket Management and answers it from the dialog', async ({ page, baseURL }) => {
  const member = await playwrightRequest.newContext({ baseURL });
  const memberEmail = uniqueEmail('asker');
  const body = { username: 'Asker', email: memberEmail, password: PASSWORD, confirmPassword: PASSWORD };
  expect((await member.post('/php-backend/api/auth/register.php', { data: body })).status()).toBe(201);
  const subject = `Lease inbox empty ${Date.now()}`;
  const created = await member.post('/php-backend/api/users/tickets.php', {
    data: { subject, category: 'TECHNICAL', priority: 'high', message: 'My lease shows no messages.' },
  });
  expect(created.status()).toBe(201);
  const { ticket } = (await created.json()) as { ticket: { id: string } };

  const agentEmail = uniqueEmail('agent');
  await registerThroughDialog(page, agentEmail, 'Agent Smith');
  await promoteToAdmin(page.request, agentEmail);
  await page.goto('/admin/tickets');
  await expect(page.getByRole('heading', { name: 'Ticket Management', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill(memberEmail);
  const rows = page.getByRole('row').filter({ hasText: subject });
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: `Reply to TKT-${ticket.id}` }).click();

  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('My lease shows no messages.')).toBeVisible();
  await dialog.getByLabel('Reply').fill('Your lease is active again.');
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent successfully!')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Your lease is active again.' })).toContainText(
    'Support Team',
  );
  await expect(dialog.getByLabel('Reply')).toHaveValue('');
  await expect(rows.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  const conversation = await member.get(`/php-backend/api/users/tickets/messages.php?ticket_id=${ticket.id}`);
  expect(((await conversation.json()) as { messages: unknown[] }).messages).toHaveLength(2);
  await member.dispose();
});
