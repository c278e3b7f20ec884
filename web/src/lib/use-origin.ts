// The origin the page was served from, for examples a reader copies (curl lines, the sms-activate address): the site
// may run at an address the build did not know. Prerendered HTML carries the build's origin (SITE_URL); the browser
// then shows its own, without a hydration mismatch (the server snapshot is the build's origin on both sides).

import { useSyncExternalStore } from 'react';
import { SITE_URL } from '@/config/site';

const noSubscription = () => () => undefined;
const servedFrom = () => window.location.origin;
const builtFor = () => SITE_URL;

export function useOrigin(): string {
  return useSyncExternalStore(noSubscription, servedFrom, builtFor);
}
