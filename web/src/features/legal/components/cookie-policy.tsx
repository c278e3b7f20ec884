// The Cookie Policy (docs/decisions/015 "Screens", "Constants"), with the 'Manage Cookie Preferences' button that has
// no action (as specified).

import { PERSISTENT_COOKIE_LIFETIME } from '@shared/constants';
import { LABELS } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { LegalPage } from './legal-page';

export function CookiePolicy() {
  return (
    <LegalPage
      page="cookies"
      title="Cookie Policy"
      sections={[
        { title: 'What cookies are', body: <p>Cookies are small files a website stores in your browser to remember you between pages and visits.</p> },
        { title: 'Session cookies', body: <p>A session cookie keeps you logged in. It cannot be read by scripts and ends when you log out.</p> },
        { title: 'Persistent cookies', body: <p>Persistent cookies remember your preferences; they last from {PERSISTENT_COOKIE_LIFETIME}.</p> },
        { title: 'Managing cookies', body: <p>You can remove or block cookies in your browser's settings; the site then cannot keep you logged in.</p> },
      ]}
    >
      <Button variant="secondary" className="mt-10">
        {LABELS.manageCookiePreferences}
      </Button>
    </LegalPage>
  );
}
