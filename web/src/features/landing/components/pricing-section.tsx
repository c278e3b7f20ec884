// The three offers of spec 000 §1 (one-time SMS, 30-day lease with its Pro variant, number purchase) and their prices.

import { BUY_PRICE_CENTS } from '../../../../../shared/constants';
import { formatUsd } from '../../../../../shared/money';

// Spec 000 §1 and §9 list prices; the per-service prices come from the catalogue.
const ONE_TIME_FROM_CENTS = 99;
const LEASE_PRICE_CENTS = 1499;
const PRO_LEASE_PRICE_CENTS = 1999;

interface Offer {
  name: string;
  price: string;
  unit: string;
  summary: string;
  points: string[];
  highlight?: string;
}

const OFFERS: Offer[] = [
  {
    name: 'One-Time SMS',
    price: `from ${formatUsd(ONE_TIME_FROM_CENTS)}`,
    unit: 'per code',
    summary: 'One number, one service, one code.',
    points: [
      'Your number is held for 15 minutes',
      'Codes usually arrive in 2 to 5 minutes',
      'Used once, then destroyed',
    ],
  },
  {
    name: '30-Day Lease',
    price: formatUsd(LEASE_PRICE_CENTS),
    unit: 'per month',
    summary: 'One number for 30 days, for one service.',
    points: ['Receive as many codes as you need', 'Every code forwarded to your email', 'Keep the same number all month'],
    highlight: `Pro Lease: ${formatUsd(PRO_LEASE_PRICE_CENTS)} covers all services`,
  },
  {
    name: 'Number Purchase',
    price: formatUsd(BUY_PRICE_CENTS),
    unit: 'one-off',
    summary: 'A permanent UK eSIM, delivered as a QR code with its PUK and ICCID.',
    points: ['Receives SMS and call verification codes', 'No data, no outgoing calls or SMS', 'Yours to keep'],
  },
];

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-5 shrink-0 fill-brand-600">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.29 7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="page-container">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Simple pricing
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Pay per code, rent a number for a month, or buy your own UK eSIM.
          </p>
        </div>
        <ul className="mx-auto mt-14 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3">
          {OFFERS.map((offer) => (
            <li key={offer.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{offer.name}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{offer.summary}</p>
              <p className="mt-6 flex items-baseline gap-x-2">
                <span className="text-4xl font-bold tracking-tight text-slate-900">{offer.price}</span>
                <span className="text-sm font-medium text-slate-500">{offer.unit}</span>
              </p>
              <ul className="mt-8 space-y-3 text-sm leading-6 text-slate-700">
                {offer.points.map((point) => (
                  <li key={point} className="flex gap-x-3">
                    <CheckIcon />
                    {point}
                  </li>
                ))}
              </ul>
              {offer.highlight && (
                <p className="mt-auto pt-8">
                  <span className="block rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                    {offer.highlight}
                  </span>
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
