// The opt-in alert when a code or a lease's message lands while the tab is in the background (docs/decisions/041
// "Alerts"): a browser notification, the tab's title and a short tone. Off until the visitor turns it on; the one
// choice, for codes and messages alike, is kept in local storage for the next visit.

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

/** What an alert says: the start of the tab's title ('Code 314159'), the notification's title and its body. */
export interface Arrival {
  tabTitle: string;
  notification: string;
  body: string;
}

/** Starts the tab's title with `prefix` until the tab is looked at again. */
function flagTitle(prefix: string): void {
  const title = document.title;
  document.title = `${prefix} · ${title}`;
  const restore = () => {
    if (document.hidden) return;
    document.title = title;
    document.removeEventListener('visibilitychange', restore);
  };
  document.addEventListener('visibilitychange', restore);
}

function alertArrival(arrival: Arrival): void {
  flagTitle(arrival.tabTitle);
  if ('Notification' in window && Notification.permission === 'granted') {
    new Notification(arrival.notification, { body: arrival.body, tag: 'code-arrived' });
  }
  try {
    playTone();
  } catch {
    // No audio output (or it is not allowed yet): the title and the notification still tell.
  }
}

/** The alert of a code, wherever it came (a one-time order, a lease's message). */
export const codeArrival = (code: string, body: string): Arrival => ({
  tabTitle: `Code ${code}`,
  notification: `Your code: ${code}`,
  body,
});

/**
 * Alerts once each time `latest` (what names the newest arrival: a code, a message's id) moves to a new value while
 * the tab is hidden and the visitor opted in. `undefined` while the screen has not read it yet, so what was there
 * when the screen opened never alerts.
 */
export function useArrivalAlert(latest: string | null | undefined, arrival: Arrival | null): void {
  const previous = useRef(latest);
  useEffect(() => {
    const before = previous.current;
    previous.current = latest;
    if (before === undefined || !latest || latest === before || !arrival) return;
    if (document.hidden && codeAlertsOn()) alertArrival(arrival);
  }, [latest, arrival]);
}

/** Alerts once when `code` goes from none to a value while the tab is hidden and the visitor opted in. */
export function useCodeAlert(code: string | null, caption: string): void {
  useArrivalAlert(code, code === null ? null : codeArrival(code, caption));
}
