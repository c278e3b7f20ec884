// A browser as a security alert names it ("Chrome 120 on Windows"), read from the User-Agent a sign-in sent. The words
// come only from Bowser's own lists of browsers and systems, and the version only from digits: the header is typed by
// whoever signs in, and an alert must not carry their words to the account's owner (docs/decisions/050).

import Bowser from 'bowser';

const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP));
const KNOWN_SYSTEMS = new Set(Object.values(Bowser.OS_MAP));
export const UNKNOWN_BROWSER = 'a browser we could not name';

export function alertBrowserName(userAgent: string): string {
  if (!userAgent.trim()) return UNKNOWN_BROWSER;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name || !KNOWN_BROWSERS.has(browser.name)) return UNKNOWN_BROWSER;
  const major = /^\d{1,4}/.exec(browser.version ?? '')?.[0];
  const system = os.name && KNOWN_SYSTEMS.has(os.name) ? ` on ${os.name}` : '';
  return `${browser.name}${major ? ` ${major}` : ''}${system}`;
}
