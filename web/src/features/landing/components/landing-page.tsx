// The landing page (spec 000 §2), first cut: the pitch, the offers with their prices and the supported services.

import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';
import { PricingSection } from './pricing-section';

const PROMISES = [
  'Every number is used once, then destroyed',
  'Codes usually arrive in 2 to 5 minutes',
  'Pay in crypto, no account needed',
];

function SmsPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-tr from-brand-200 via-brand-100 to-white blur-2xl" />
      <div className="relative rounded-[2rem] border border-slate-200 bg-white p-5 shadow-xl">
        <div className="flex items-center justify-between border-b border-slate-100 pb-4">
          <div>
            <p className="text-xs font-medium text-slate-500">Your number</p>
            <p className="mt-1 font-mono text-lg font-semibold tracking-wide text-slate-900">+44 7700 900123</p>
          </div>
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
            Active
          </span>
        </div>
        <div className="mt-4 space-y-3">
          <div className="max-w-[85%] rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-3 text-sm text-slate-700">
            Your verification code is <span className="font-mono font-semibold text-slate-900">482 913</span>. Do not
            share it with anyone.
          </div>
          <div className="flex items-center justify-between rounded-xl bg-brand-600 px-4 py-3 text-white">
            <span className="text-sm font-medium">Code received</span>
            <span className="font-mono text-lg font-bold tracking-widest">482913</span>
          </div>
        </div>
      </div>
    </div>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div className="page-container grid items-center gap-16 py-20 sm:py-28 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
            Real UK +44 numbers
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Receive SMS verification codes on a UK number
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">
            Get a +44 number for a single code, lease one for 30 days, or buy a permanent UK eSIM. Pay in crypto without
            an account, or from your wallet as a member.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <LinkButton to={paths.public.home.getHref('pricing')} className="px-5 py-3">
              See pricing
            </LinkButton>
            <LinkButton to={paths.public.home.getHref('services')} variant="secondary" className="px-5 py-3">
              Browse services
            </LinkButton>
          </div>
          <ul className="mt-10 grid gap-3 text-sm text-slate-600 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-start gap-2">
                <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <SmsPreview />
      </div>
    </section>
  );
}

/** `services` is the live service list, handed in by the app so this feature does not reach into another. */
export function LandingPage({ services }: { services: ReactNode }) {
  return (
    <>
      <PageTitle title="Receive SMS verification codes on UK +44 numbers" />
      <Hero />
      <PricingSection />
      <section id="services" aria-labelledby="services-heading" className="scroll-mt-16 py-20 sm:py-24">
        <div className="page-container">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="services-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Supported services
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              One-time price per code and 30-day lease price for each service.
            </p>
          </div>
          <div className="mt-12">{services}</div>
        </div>
      </section>
    </>
  );
}
