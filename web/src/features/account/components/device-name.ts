// A session's browser as people name it ("Chrome 156 on Linux", "Safari 17.5 on iOS, iPhone"), read from the user
// agent it signed in with by Bowser; the raw string when Bowser does not know the browser.

import Bowser from 'bowser';

export function deviceName(userAgent: string): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent;
  const major = browser.version
    ?.split('.')
    .slice(0, browser.name === 'Safari' ? 2 : 1)
    .join('.');
  const system = [os.name, os.versionName].filter(Boolean).join(' ');
  const model = platform.model ? `, ${platform.model}` : '';
  return `${browser.name}${major ? ` ${major}` : ''}${system ? ` on ${system}${model}` : ''}`;
}
