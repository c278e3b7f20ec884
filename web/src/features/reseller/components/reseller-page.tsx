// The reseller programme (docs/decisions/015 "Roles"): the two tiers and their prices.

import { RESELLER_TIERS } from '@shared/constants';
import { formatUsd } from '@shared/money';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/page-header';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';

const whole = (cents: number) => formatUsd(cents).replace(/\.00$/, '');

function tierPoints(tier: (typeof RESELLER_TIERS)[number]): string[] {
  return [
    `${whole(tier.minimumCreditCents)} minimum credit purchase`,
    ...(tier.discountPercent ? [`${tier.discountPercent}% discount on every number`] : []),
    tier.apiAccessFeeCents > 0 ? `API access fee ${whole(tier.apiAccessFeeCents)} per month` : 'Free API access',
    ...(tier.dedicatedManager ? ['A dedicated account manager'] : []),
  ];
}

export function ResellerPage() {
  return (
    <>
      <Seo page="resellerApi" />
      <PageHeader eyebrow="Reseller API" title="Resell UK verification numbers">
        Buy credit in bulk and sell one-time SMS, 30-day leases and UK eSIMs to your own customers through our API.
      </PageHeader>
      <div className="page-container pb-20">
        <ul className="grid gap-6 md:grid-cols-2">
          {RESELLER_TIERS.map((tier) => (
            <li key={tier.name} className="flex flex-col rounded-2xl border border-slate-200 p-8 shadow-sm">
              <h2 className="text-xl font-semibold text-slate-900">{tier.name}</h2>
              <p className="mt-4 text-4xl font-bold tracking-tight text-slate-900">{whole(tier.minimumCreditCents)}</p>
              <p className="text-sm text-slate-600">minimum credit purchase</p>
              <ul className="mt-6 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700">
                {tierPoints(tier).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <LinkButton to={paths.public.contact.getHref()}>Apply to resell</LinkButton>
          <LinkButton to={paths.public.apiIntegration.getHref()} variant="secondary">
            Read the API documentation
          </LinkButton>
        </div>
      </div>
    </>
  );
}
