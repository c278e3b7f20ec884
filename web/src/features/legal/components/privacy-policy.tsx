// The Privacy Policy (docs/decisions/015 "Screens", "Constants").

import { PERSISTENT_COOKIE_LIFETIME, SMS_CODE_RETENTION_HOURS } from '@shared/constants';
import { SITE_NAME } from '@/config/site';
import { LegalPage } from './legal-page';

export function PrivacyPolicy() {
  return (
    <LegalPage
      page="privacy"
      title="Privacy Policy"
      sections={[
        {
          title: 'Who we are',
          body: <p>{SITE_NAME} provides UK (+44) phone numbers for receiving SMS verification codes. This policy explains what we collect and why.</p>,
        },
        {
          title: 'What we collect',
          body: (
            <ul className="list-disc space-y-2 pl-5">
              <li>Account details you give us: username, email address and a hashed password.</li>
              <li>Orders, leases, eSIM purchases, wallet transactions and support tickets.</li>
              <li>The SMS messages your numbers receive, so we can show you their codes.</li>
              <li>An email address for an anonymous lease, used only to forward its codes.</li>
            </ul>
          ),
        },
        {
          title: 'How long we keep it',
          body: <p>SMS codes are deleted after {SMS_CODE_RETENTION_HOURS} hours. Account and payment records are kept while your account is open and as long as the law requires afterwards.</p>,
        },
        {
          title: 'Payments',
          body: <p>Payments by cards and cryptocurrencies are handled by our payment providers; we never see or store your card number or wallet keys.</p>,
        },
        {
          title: 'Cookies',
          body: <p>We use a session cookie to keep you logged in and a few persistent cookies, lasting from {PERSISTENT_COOKIE_LIFETIME}. See our Cookie Policy.</p>,
        },
        {
          title: 'Your rights',
          body: <p>You may ask for a copy of your data, its correction or its deletion at any time. Deleting your account from your profile removes it at once.</p>,
        },
      ]}
    />
  );
}
