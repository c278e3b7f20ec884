// A page's head tags (docs/decisions/015 "Screens"): title, description, keywords, canonical, robots and the social
// (Open Graph, Twitter) tags. React hoists them into <head>; the build's prerender writes the same tags into each
// public page's HTML.

import { PAGE_META, PRIVATE_AREA_META, type PageKey } from '@/config/seo';
import { SITE_NAME, SITE_URL, SOCIAL_IMAGE } from '@/config/site';

/** `page` names the spec's metadata key; without one the page gets the private-area title and noindex. */
export function Seo({ page }: { page?: PageKey }) {
  const meta = page ? PAGE_META[page] : PRIVATE_AREA_META;
  const url = meta.path === null ? null : `${SITE_URL}${meta.path}`;
  const image = `${SITE_URL}${SOCIAL_IMAGE.path}`;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {'keywords' in meta && <meta name="keywords" content={meta.keywords} />}
      {'noindex' in meta && meta.noindex && <meta name="robots" content="noindex, nofollow" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
