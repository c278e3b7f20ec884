// The product's name and one-line pitch, shown in the header, footer and page titles.

export const SITE_NAME = 'UK SMS Numbers';
export const SITE_TAGLINE = 'Real UK +44 numbers for SMS verification codes.';
