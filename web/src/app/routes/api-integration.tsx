// The API integration page: for a signed-in member its webhook setup is real (their keys' webhooks), for everyone
// else, and in the prerendered page, it is the spec's simulated form (docs/decisions/024).

import { lazy } from 'react';
import { WebhookSetup } from '@/components/webhook-setup';
import { ApiIntegrationPage } from '@/features/api-integration/components/api-integration-page';
import { AfterHydration } from '@/lib/after-hydration';
import { useSession } from '@/lib/session';

const MemberWebhookSetup = lazy(async () => ({
  default: (await import('@/features/api-keys/components/member-webhook-setup')).MemberWebhookSetup,
}));

export function ApiIntegrationRoute() {
  const session = useSession();
  if (session.status !== 'authenticated') return <ApiIntegrationPage />;
  return (
    <ApiIntegrationPage
      webhookSetup={
        <AfterHydration>
          <MemberWebhookSetup simulated={<WebhookSetup />} />
        </AfterHydration>
      }
    />
  );
}
