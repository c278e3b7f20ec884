// The offers and their prices (docs/decisions/015 "Offers", "Screens"); each button scrolls to the SMS panel and
// selects its tab (the Pro lease also selects the 'other' service, All Services).

import {
  BUY_PRICE_CENTS,
  LEASE_PRICE_CENTS,
  ONE_TIME_FROM_CENTS,
  OTHER_SERVICE_ID,
  PRO_LEASE_PRICE_CENTS,
  type PurchaseType,
} from '@shared/constants';
import { LABELS } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { Button } from '@/components/ui/button';
import { LandingSection } from './landing-sections';

export type ChoosePlan = (tab: PurchaseType, serviceId?: number) => void;

interface Offer {
  name: string;
  price: string;
  unit: string;
  summary: string;
  points: string[];
  tab: PurchaseType;
  serviceId?: number;
  cta: string;
}

const OFFERS: Offer[] = [
  {
    name: LABELS.oneTimeSms,
    price: `from ${formatUsd(ONE_TIME_FROM_CENTS)}`,
    unit: 'per code',
    summary: 'One number, one service, one code.',
    points: ['Your number is held for 15 minutes', 'Codes usually arrive in 2-5 minutes', 'Used once, then destroyed'],
    tab: 'one-time',
    cta: LABELS.getSms,
  },
  {
    name: LABELS.lease,
    price: formatUsd(LEASE_PRICE_CENTS),
    unit: 'per month',
    summary: 'One number for 30 days, for one service.',
    points: ['Receive as many codes as you need', 'Every code forwarded to your email', 'Keep the same number all month'],
    tab: 'lease',
    cta: LABELS.rentNumber,
  },
  {
    name: LABELS.proLease,
    price: formatUsd(PRO_LEASE_PRICE_CENTS),
    unit: 'per month',
    summary: 'One number for 30 days, for all services.',
    points: ['Every service on one number', 'Every code forwarded to your email', 'Keep the same number all month'],
    tab: 'lease',
    serviceId: OTHER_SERVICE_ID,
    cta: LABELS.rentNumber,
  },
  {
    name: LABELS.numberPurchase,
    price: formatUsd(BUY_PRICE_CENTS),
    unit: 'one-off',
    summary: 'A permanent UK eSIM, delivered as a QR code with its PUK and ICCID.',
    points: ['Receives SMS and call verification codes', 'No data, no outgoing calls or SMS', 'Yours to keep'],
    tab: 'buy',
    cta: LABELS.buyNumber,
  },
];

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-5 shrink-0 fill-brand-600">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.29 7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

export function PricingSection({ onChoosePlan }: { onChoosePlan: ChoosePlan }) {
  return (
    <LandingSection id="pricing" title="Simple pricing" intro="Pay per code, rent a number for a month, or buy your own UK eSIM.">
        <ul className="mx-auto mt-14 grid max-w-md gap-6 md:max-w-none md:grid-cols-2 xl:grid-cols-4">
          {OFFERS.map((offer) => (
            <li key={offer.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{offer.name}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{offer.summary}</p>
              <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                <span className="text-3xl font-bold tracking-tight text-slate-900">{offer.price}</span>
                <span className="text-sm font-medium text-slate-600">{offer.unit}</span>
              </p>
              <ul className="mt-6 mb-8 space-y-3 text-sm leading-6 text-slate-700">
                {offer.points.map((point) => (
                  <li key={point} className="flex gap-x-3">
                    <CheckIcon />
                    {point}
                  </li>
                ))}
              </ul>
              <Button className="mt-auto w-full" onClick={() => onChoosePlan(offer.tab, offer.serviceId)} aria-label={`${offer.cta}: ${offer.name}`}>
                {offer.cta}
              </Button>
            </li>
          ))}
        </ul>
    </LandingSection>
  );
}
