// The webhook URL setup of the public pages (docs/decisions/015 "Screens", "Validation"): checked here and saved
// nowhere, as the spec states.

import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@shared/messages';
import { showToast } from '@/lib/window-events';
import { Button } from './ui/button';
import { FormField } from './ui/form-field';

export function WebhookSetup() {
  const [url, setUrl] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (!value) showToast(MESSAGES.enterWebhookUrl, 'warning');
    else if (!/^https?:\/\//.test(value)) showToast(MESSAGES.enterValidUrl, 'warning');
    else showToast(MESSAGES.webhookSetUp, 'success');
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField
        label="Webhook URL"
        type="url"
        name="webhookUrl"
        placeholder="https://example.com/webhooks/sms"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        className="flex-1"
      />
      <Button type="submit" className="sm:mb-px">
        Set Up Webhook
      </Button>
    </form>
  );
}
