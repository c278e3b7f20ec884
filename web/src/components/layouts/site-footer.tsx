// The site footer: product, help and legal links (spec 000 §2) and the copyright line.

import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SITE_NAME, SITE_TAGLINE } from '../../config/site';
import { BrandMark } from '../brand-mark';

const LINK_GROUPS = [
  {
    title: 'Product',
    links: [
      { label: 'Pricing', to: paths.public.home.getHref('pricing') },
      { label: 'Supported services', to: paths.public.home.getHref('services') },
      { label: 'API integration', to: paths.public.apiIntegration.getHref() },
      { label: 'Reseller API', to: paths.public.resellerApi.getHref() },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Contact us', to: paths.public.contact.getHref() },
      { label: 'Service status', to: paths.public.status.getHref() },
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
  return (
    <footer className="bg-slate-950 text-slate-400">
      <div className="page-container grid gap-10 py-14 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-xs">
          <BrandMark inverted />
          <p className="mt-4 text-sm leading-6">{SITE_TAGLINE}</p>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-white">{group.title}</h2>
            <ul className="mt-4 space-y-3">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="rounded-sm text-sm transition-colors hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="page-container py-6 text-xs">
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
