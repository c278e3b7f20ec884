// The page for any path outside the route table: the private-area title and noindex, as the spec gives any other path;
// the build writes it as 404.html, which the local server and CloudFront answer such a path with, status 404
// (docs/decisions/015 "Screens").

import { Seo } from '@/components/seo';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-heading" className="page-container py-24 text-center sm:py-32">
      <Seo />
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 id="not-found-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
        Page not found
      </h1>
      <p className="mx-auto mt-5 max-w-md text-base leading-7 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <LinkButton to={paths.public.home.getHref()}>Go to the home page</LinkButton>
        <LinkButton to={paths.public.contact.getHref()} variant="secondary">
          Contact support
        </LinkButton>
      </div>
    </section>
  );
}
