// A service's badge: its initial on its brand colour, in black or white, whichever reads better on that colour.

import type { Service } from '@shared/schemas/services';

/** Relative luminance of a #rrggbb colour (WCAG), or null when it is not one. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return null;
  const channels = [0, 2, 4].map((offset) => {
    const value = parseInt(match[1]!.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

export function ServiceIcon({ service, size = 'md' }: { service: Pick<Service, 'name' | 'color'>; size?: 'sm' | 'md' }) {
  const light = (luminance(service.color) ?? 0) > 0.4;
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-lg bg-slate-700 font-bold ${light ? 'text-slate-950' : 'text-white'} ${
        size === 'sm' ? 'size-8 text-sm' : 'size-10 text-base'
      }`}
      style={{ backgroundColor: service.color }}
    >
      {service.name.charAt(0).toUpperCase()}
    </span>
  );
}
