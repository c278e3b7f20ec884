// The landing page's explanatory sections (docs/decisions/015 "Screens"): features, how it works and the FAQ.

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NAMED_SERVICE_COUNT } from '@shared/catalogue';
import {
  CODE_ARRIVAL_MAX_MINUTES,
  CODE_ARRIVAL_TYPICAL_MINUTES,
  LEASE_DAYS,
  REFUND_CLAIM_WINDOW_HOURS,
  SMS_CODE_RETENTION_HOURS,
} from '@shared/constants';
import { paths } from '@/config/paths';

interface LandingSectionProps {
  /** The anchor links jump to (/#faq). */
  id: string;
  title: string;
  intro: string;
  tinted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}

/** A landing page section: its anchor, its centred heading and introduction, then its content. */
export function LandingSection({ id, title, intro, tinted = false, narrow = false, children }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-16 py-20 sm:py-24 ${tinted ? 'bg-slate-50' : ''}`}>
      <div className={`page-container ${narrow ? 'max-w-3xl' : ''}`}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

const FEATURES = [
  { title: 'Real UK +44 numbers', text: 'Genuine UK mobile numbers that apps and websites accept for verification.' },
  { title: 'Never shared, then destroyed', text: 'A number is never sold to several users, and is destroyed after use.' },
  { title: `${NAMED_SERVICE_COUNT} services`, text: 'WhatsApp, Telegram, banks, marketplaces and many more, or any service with the Pro lease.' },
  { title: 'Fast codes', text: `Codes typically arrive within ${CODE_ARRIVAL_MAX_MINUTES} minutes, mostly in ${CODE_ARRIVAL_TYPICAL_MINUTES} minutes.` },
  { title: 'Pay your way', text: 'Pay in crypto without an account, or from a prepaid wallet as a member.' },
  { title: 'Developer API', text: 'Order numbers and read codes from your own code, with webhooks on arrival.' },
];

export function FeaturesSection() {
  return (
    <LandingSection id="features" title="Why verify with us" intro="Private, disposable UK numbers, built for verification codes.">
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
    </LandingSection>
  );
}

const STEPS = [
  { title: 'Choose a service', text: 'Pick the app or website, and whether you need one code, a 30-day lease or your own eSIM.' },
  { title: 'Pay', text: 'In crypto without an account, or from your wallet.' },
  { title: 'Get your number', text: 'Enter the UK number where the service asks for your phone.' },
  { title: 'Receive the code', text: 'The code appears on screen as it arrives; lease codes are also emailed to you.' },
];

export function HowItWorksSection() {
  return (
    <LandingSection id="how-it-works" title="How it works" intro="From choosing a service to reading your code in four steps.">
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-slate-50 p-6">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
    </LandingSection>
  );
}

const QUESTIONS = [
  {
    q: 'How quickly does the code arrive?',
    a: `Codes typically arrive within ${CODE_ARRIVAL_MAX_MINUTES} minutes, most in ${CODE_ARRIVAL_TYPICAL_MINUTES} minutes. A one-time number waits ${CODE_ARRIVAL_MAX_MINUTES} minutes for its code.`,
  },
  { q: 'Do I need an account?', a: 'No. Pay in crypto and receive your code without signing up. Members can also pay from a prepaid wallet.' },
  {
    q: 'What is the difference between a one-time SMS and a lease?',
    a: `A one-time SMS gives you one code for one service. A lease keeps the number for ${LEASE_DAYS} days, receives as many codes as you need and forwards each one to your email; the Pro lease covers all services.`,
  },
  { q: 'What is the UK eSIM?', a: 'A permanent UK number of your own, delivered as a QR code with its PUK and ICCID. It receives SMS and call verification codes only: no data, no outgoing calls or SMS.' },
  { q: 'Is a number ever reused?', a: `No. A number is never sold to several users and is destroyed after use. SMS codes are deleted after ${SMS_CODE_RETENTION_HOURS} hours.` },
  { q: 'What if my code never arrives?', a: `Contact support within ${REFUND_CLAIM_WINDOW_HOURS} hours: an undelivered service is refunded under our refund policy.` },
];

export function FaqSection() {
  return (
    <LandingSection id="faq" title="Frequently asked questions" intro="Quick answers about numbers, codes and payment." tinted narrow>
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {QUESTIONS.map((item) => (
            <details key={item.q} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                {item.q}
                <span aria-hidden="true" className="text-xl text-slate-500 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 text-sm leading-6 text-slate-600">{item.a}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center text-sm text-slate-600">
          Still stuck?{' '}
          <Link to={paths.public.contact.getHref()} className="font-semibold text-brand-700 underline">
            Contact us
          </Link>
          .
        </p>
    </LandingSection>
  );
}
