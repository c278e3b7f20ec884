// Notification Settings (docs/decisions/020): the spec's six toggles, each bound to its server name, saved together
// with Save Changes; `push` is kept as a preference until that channel exists. An account has no phone number, so
// SMS is shown off and disabled with the reason, and saved off (the server refuses it on: issue 33).

import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import {
  notificationSettings,
  type NotificationSettingName,
  type NotificationSettings,
} from '@shared/schemas/notification-settings';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { saveNotificationSettings } from '../api/notification-settings';
import { notificationSettingsQuery } from '../api/queries';

/** The screen's toggles (UI names email, sms, push, orderUpdates, leaseExpiry, paymentReminders) by server name. */
const TOGGLES: { name: NotificationSettingName; label: string; description: string }[] = [
  {
    name: 'email',
    label: 'Email Notifications',
    description: 'Every optional email below; security emails always arrive.',
  },
  { name: 'sms', label: 'SMS Notifications', description: MESSAGES.smsNeedsPhone },
  { name: 'push', label: 'Push Notifications', description: 'Notifications in your browser.' },
  { name: 'order_updates', label: 'Order Updates', description: 'When a top-up is credited or an order is refunded.' },
  { name: 'lease_expiry', label: 'Lease Expiry', description: '3 days before a rented number ends.' },
  {
    name: 'payment_reminders',
    label: 'Payment Reminders',
    description: 'When an API key renews soon and your balance is short.',
  },
];

/** The SMS toggle: off and disabled, for the account has no phone number to send to; the reason is its description. */
function SmsUnavailable({ label, why }: { label: string; why: string }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 px-5 py-4">
      <span>
        <label htmlFor={id} className="block text-sm font-medium text-slate-500">
          {label}
        </label>
        <span id={`${id}-why`} className="block text-sm text-slate-600">
          {why}
        </span>
      </span>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={false}
          disabled
          readOnly
          aria-describedby={`${id}-why`}
        />
        <span aria-hidden="true" className="h-6 w-11 rounded-full bg-slate-200" />
        <span aria-hidden="true" className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow" />
      </span>
    </div>
  );
}

export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const queryClient = useQueryClient();
  // SMS is saved off whatever was kept: there is no phone number to send to.
  const form = useSchemaForm(notificationSettings, { defaultValues: { ...settings, sms: false } });
  const { isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveNotificationSettings(values);
      queryClient.setQueryData(notificationSettingsQuery().queryKey, saved);
      form.reset({ ...saved, sms: false });
      showToast(MESSAGES.notificationSettingsSaved, 'success');
    } catch (error) {
      showToast(failureText(error, MESSAGES.notificationSettingsFailed), 'error');
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <ul className="divide-y divide-slate-200">
        {TOGGLES.map((toggle) => (
          <li key={toggle.name}>
            {toggle.name === 'sms' ? (
              <SmsUnavailable label={toggle.label} why={toggle.description} />
            ) : (
              <label className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4">
                <span>
                  <span className="block text-sm font-medium text-slate-900">{toggle.label}</span>
                  <span className="block text-sm text-slate-600">{toggle.description}</span>
                </span>
                <span className="relative inline-flex shrink-0">
                  <input type="checkbox" role="switch" className="peer sr-only" {...form.register(toggle.name)} />
                  <span
                    aria-hidden="true"
                    className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
                  />
                </span>
              </label>
            )}
          </li>
        ))}
      </ul>
      <div className="flex justify-end border-t border-slate-200 px-5 py-4">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
