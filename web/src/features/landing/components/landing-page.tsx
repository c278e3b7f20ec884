// The landing page (docs/decisions/015 "Screens"), its sections in the spec's order: SMS panel, features, supported
// services, pricing, how it works, FAQ. The panel and the service list come from their features, handed in by the app.

import { Suspense, type ReactNode } from 'react';
import { Seo } from '@/components/seo';
import { FaqSection, FeaturesSection, HowItWorksSection, LandingSection } from './landing-sections';
import { PricingSection, type ChoosePlan } from './pricing-section';
import { StatsCounters } from './stats-counters';

interface LandingPageProps {
  smsPanel: ReactNode;
  services: ReactNode;
  onChoosePlan: ChoosePlan;
}

export function LandingPage({ smsPanel, services, onChoosePlan }: LandingPageProps) {
  return (
    <>
      <Seo page="home" />
      <section id="sms-panel" aria-labelledby="hero-heading" className="scroll-mt-16 bg-gradient-to-b from-brand-50 to-white">
        <div className="page-container grid items-start gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:gap-14 lg:py-20">
          <div className="lg:pt-6">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
              Real UK +44 numbers
            </p>
            <h1 id="hero-heading" className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Receive SMS verification codes on a UK number
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-slate-600">
              Get a +44 number for a single code, lease one for 30 days, or buy a permanent UK eSIM. Pay in crypto without an
              account, or from your wallet as a member.
            </p>
            <div className="mt-8 max-w-md">
              <StatsCounters />
            </div>
          </div>
          <Suspense>{smsPanel}</Suspense>
        </div>
      </section>
      {/* Each boundary hydrates as its own, interruptible piece of work, so the page answers input sooner. */}
      <Suspense>
        <FeaturesSection />
      </Suspense>
      <Suspense>
        <LandingSection id="services" title="Supported services" intro="One-time price per code and 30-day lease price for each service." tinted>
          <div className="mt-12">{services}</div>
        </LandingSection>
      </Suspense>
      <Suspense>
        <PricingSection onChoosePlan={onChoosePlan} />
      </Suspense>
      <Suspense>
        <HowItWorksSection />
        <FaqSection />
      </Suspense>
    </>
  );
}
