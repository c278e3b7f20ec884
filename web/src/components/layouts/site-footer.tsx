// The site footer (docs/decisions/015 "Screens"): services list, help list and legal links, and the copyright line.

import { Link } from 'react-router-dom';
import { LABELS } from '@shared/messages';
import { paths } from '@/config/paths';
import { SITE_NAME, SITE_TAGLINE } from '@/config/site';
import { useToday } from '@/lib/use-today';
import { BrandMark } from '../brand-mark';

const LINK_GROUPS = [
  {
    title: LABELS.services,
    links: [
      { label: LABELS.oneTimeSms, to: paths.public.home.getHref('sms-panel') },
      { label: LABELS.lease, to: paths.public.home.getHref('pricing') },
      { label: LABELS.numberPurchase, to: paths.public.home.getHref('pricing') },
      { label: 'API Integration', to: paths.public.apiIntegration.getHref() },
      { label: 'Reseller API', to: paths.public.resellerApi.getHref() },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: LABELS.faq, to: paths.public.home.getHref('faq') },
      { label: 'Contact Us', to: paths.public.contact.getHref() },
      { label: 'Service Status', to: paths.public.status.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.public.termsOfService.getHref() },
      { label: 'Privacy Policy', to: paths.public.privacyPolicy.getHref() },
      { label: 'Cookie Policy', to: paths.public.cookiePolicy.getHref() },
      { label: 'Refund Policy', to: paths.public.refundPolicy.getHref() },
    ],
  },
] as const;

export function SiteFooter() {
  const year = useToday().slice(-4);
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="page-container grid gap-10 py-14 sm:grid-cols-3 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-xs sm:col-span-3 md:col-span-1">
          <BrandMark inverted />
          <p className="mt-4 text-sm leading-6">{SITE_TAGLINE}</p>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-white">{group.title}</h2>
            <ul className="mt-4 space-y-1">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="inline-block rounded-sm py-1.5 text-sm transition-colors hover:text-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="page-container py-6 text-xs text-slate-400">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
