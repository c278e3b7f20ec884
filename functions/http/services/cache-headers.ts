// How long browsers and CloudFront may keep catalogue answers: a minute, so a new price shows within one
// (docs/decisions/060).

export const CATALOGUE_CACHE_HEADERS = { 'cache-control': 'public, max-age=60, s-maxage=60' };
