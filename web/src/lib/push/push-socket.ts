// The code push's sockets (docs/decisions/041): one per watched order or lease, shared by every screen that watches it,
// opened on the page's own origin and reopened with growing waits while anyone watches. Whether a socket is open decides
// whether the spec's polling runs: polling is the fallback, only while no socket is open.

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { PUSH_PATH, pushMessage, type PushMessage, type PushWatchQuery } from '@shared/schemas/push';

type Listener = (message: PushMessage) => void;

interface Channel {
  socket: WebSocket | null;
  open: boolean;
  failures: number;
  retry: ReturnType<typeof setTimeout> | null;
  listeners: Set<Listener>;
  watchers: Set<() => void>;
}

/** The first reconnection waits 1 s, each next one twice as long, at most 30 s. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

const channels = new Map<string, Channel>();

const keyOf = (watch: PushWatchQuery) => new URLSearchParams(watch).toString();

function setOpen(channel: Channel, open: boolean): void {
  if (channel.open === open) return;
  channel.open = open;
  for (const watcher of channel.watchers) watcher();
}

function connect(key: string, channel: Channel): void {
  const origin = window.location.origin.replace(/^http/, 'ws');
  const socket = new WebSocket(`${origin}${PUSH_PATH}?${key}`);
  channel.socket = socket;
  socket.onopen = () => {
    channel.failures = 0;
    setOpen(channel, true);
  };
  socket.onmessage = (event) => {
    const parsed = pushMessage.safeParse(JSON.parse(String(event.data)));
    if (parsed.success) for (const listener of channel.listeners) listener(parsed.data);
  };
  socket.onclose = () => {
    if (channel.socket !== socket) return;
    channel.socket = null;
    setOpen(channel, false);
    if (channel.listeners.size === 0) return;
    const wait = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** channel.failures);
    channel.failures += 1;
    channel.retry = setTimeout(() => {
      channel.retry = null;
      if (channel.listeners.size > 0) connect(key, channel);
    }, wait);
  };
}

/** The channel of one order or lease, kept for the page's life (a few small objects) so its watchers stay with it. */
function channelOf(key: string): Channel {
  let channel = channels.get(key);
  if (!channel) {
    channel = { socket: null, open: false, failures: 0, retry: null, listeners: new Set(), watchers: new Set() };
    channels.set(key, channel);
  }
  return channel;
}

function subscribe(key: string, listener: Listener): () => void {
  const current = channelOf(key);
  current.listeners.add(listener);
  if (!current.socket && !current.retry) connect(key, current);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    if (current.retry) clearTimeout(current.retry);
    current.retry = null;
    const socket = current.socket;
    current.socket = null;
    socket?.close();
    setOpen(current, false);
  };
}

/** true while a socket watching this order or lease is open: its polling then waits. */
export function isPushOpen(watch: PushWatchQuery): boolean {
  return channels.get(keyOf(watch))?.open ?? false;
}

function watchOpen(key: string, onChange: () => void): () => void {
  const channel = channelOf(key);
  channel.watchers.add(onChange);
  return () => channel.watchers.delete(onChange);
}

/**
 * Watches the order or lease (null: nothing) while mounted, handing each pushed message to `onMessage`; calls
 * `onOpenChange` when the socket opens or closes, so the screen reads once what it may have missed and its polling
 * stops or starts again. Returns whether the socket is open.
 */
export function usePush(
  watch: PushWatchQuery | null,
  onMessage: Listener,
  onOpenChange: (open: boolean) => void,
): boolean {
  const key = watch ? keyOf(watch) : null;
  const latest = useRef({ onMessage, onOpenChange });
  useEffect(() => {
    latest.current = { onMessage, onOpenChange };
  });
  useEffect(() => (key ? subscribe(key, (message) => latest.current.onMessage(message)) : undefined), [key]);
  const subscribeOpen = useCallback(
    (onChange: () => void) => (key ? watchOpen(key, onChange) : () => undefined),
    [key],
  );
  const open = useSyncExternalStore(
    subscribeOpen,
    () => (key ? (channels.get(key)?.open ?? false) : false),
    () => false,
  );
  // Told only of the same watch opening or closing: a watch that ends (its order done, the screen left) reads nothing.
  const seen = useRef({ key, open });
  useEffect(() => {
    const before = seen.current;
    seen.current = { key, open };
    if (before.key === key && before.open !== open) latest.current.onOpenChange(open);
  }, [key, open]);
  return open;
}
