// The page's <title> (React hoists it into <head>) and, for account and unknown pages, noindex (spec 001 §2).

import { SITE_NAME } from '../config/site';

export function PageTitle({ title, noindex = false }: { title: string; noindex?: boolean }) {
  return (
    <>
      <title>{`${title} · ${SITE_NAME}`}</title>
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
