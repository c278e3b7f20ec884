// How long browsers and CloudFront may keep catalogue answers.

export const CATALOGUE_CACHE_HEADERS = { 'cache-control': 'public, max-age=60, s-maxage=300' };
