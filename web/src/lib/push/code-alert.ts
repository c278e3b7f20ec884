// The opt-in alert when a code lands while the tab is in the background (docs/decisions/041 "Alerts"): a browser
// notification, the tab's title and a short tone. Off until the visitor turns it on; the choice is kept in local
// storage for the next visit.

import { useEffect, useRef, useState } from 'react';
import * as z from 'zod';
import { storedValue } from '../stored-value';

const choice = storedValue('codeAlerts', z.boolean());

export function codeAlertsOn(): boolean {
  return choice.read() ?? false;
}

/** The visitor's switch: turning it on asks for permission to notify (the title and the tone need none). */
export function useCodeAlertsChoice(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(codeAlertsOn);
  const change = (next: boolean) => {
    choice.save(next);
    setOn(next);
    if (next && 'Notification' in window && Notification.permission === 'default')
      void Notification.requestPermission();
  };
  return [on, change];
}

/** A 0.3 s tone at 880 Hz, fading out: short enough not to startle. */
function playTone(): void {
  const audio = new AudioContext();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.2, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.3);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + 0.3);
  oscillator.onended = () => void audio.close();
}

/** Shows the code in the tab's title until the tab is looked at again. */
function flagTitle(code: string): void {
  const title = document.title;
  document.title = `Code ${code} · ${title}`;
  const restore = () => {
    if (document.hidden) return;
    document.title = title;
    document.removeEventListener('visibilitychange', restore);
  };
  document.addEventListener('visibilitychange', restore);
}

function alertCode(code: string, caption: string): void {
  flagTitle(code);
  if ('Notification' in window && Notification.permission === 'granted') {
    new Notification(`Your code: ${code}`, { body: caption, tag: 'code-arrived' });
  }
  try {
    playTone();
  } catch {
    // No audio output (or it is not allowed yet): the title and the notification still tell.
  }
}

/** Alerts once when `code` goes from none to a value while the tab is hidden and the visitor opted in. */
export function useCodeAlert(code: string | null, caption: string): void {
  const previous = useRef(code);
  useEffect(() => {
    const arrived = previous.current === null && code !== null;
    previous.current = code;
    if (arrived && document.hidden && codeAlertsOn()) alertCode(code, caption);
  }, [code, caption]);
}
