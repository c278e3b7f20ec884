// The Terms of Service (docs/decisions/015 "Screens", "Constants").

import { CODE_ARRIVAL_MAX_MINUTES, SMS_CODE_RETENTION_HOURS, UPTIME_TARGET_PERCENT } from '@shared/constants';
import { SITE_NAME } from '@/config/site';
import { LegalPage } from './legal-page';

export function TermsOfService() {
  return (
    <LegalPage
      page="terms"
      title="Terms of Service"
      sections={[
        {
          title: 'The service',
          body: <p>{SITE_NAME} sells UK (+44) numbers for receiving SMS verification codes: one-time numbers, 30-day leases and permanent UK eSIMs. A number is never sold to several users and is destroyed after use.</p>,
        },
        {
          title: 'Your account',
          body: <p>Keep your password safe: you are responsible for what is done with your account and your API keys.</p>,
        },
        {
          title: 'Prices and payment',
          body: <p>Prices are in USD and shown before you pay. Payment is by cards and cryptocurrencies, or from your prepaid wallet.</p>,
        },
        {
          title: 'Acceptable use',
          body: <p>Use the numbers lawfully and within the terms of the services you verify. Resale of numbers or codes without our written authorization is prohibited.</p>,
        },
        {
          title: 'Availability',
          body: <p>We aim for {UPTIME_TARGET_PERCENT}% uptime. Codes typically arrive within {CODE_ARRIVAL_MAX_MINUTES} minutes, but delivery depends on the sending service. SMS codes are deleted after {SMS_CODE_RETENTION_HOURS} hours.</p>,
        },
        {
          title: 'Liability',
          body: <p>Our liability for any claim is limited to the amount you paid for the purchase concerned.</p>,
        },
      ]}
    />
  );
}
