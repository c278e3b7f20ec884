// The supported services with their one-time and 30-day lease prices, loaded from the catalogue.

import { MESSAGES } from '../../../../../shared/messages';
import { formatUsd } from '../../../../../shared/money';
import type { Service } from '../../../../../shared/schemas/services';
import { useServices } from '../api/get-services';

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function ServiceTile({ service }: { service: Service }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs transition-shadow hover:shadow-md">
      {/* The catalogue's colour brands the tile; an unusable value leaves the neutral background. */}
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-700 text-base font-bold text-white"
        style={{ backgroundColor: service.color }}
      >
        {service.name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{service.name}</p>
        <dl className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <div className="flex gap-1 whitespace-nowrap">
            <dt>One-time</dt>
            <dd className="font-medium text-slate-900">{formatUsd(service.price_cents)}</dd>
          </div>
          <div className="flex gap-1 whitespace-nowrap">
            <dt>30-day lease</dt>
            <dd className="font-medium text-slate-900">{formatUsd(service.lease_price_cents)}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

export function ServiceList() {
  const services = useServices();

  if (services.status === 'pending') {
    return (
      <div role="status">
        <span className="sr-only">Loading services</span>
        <ul aria-hidden="true" className={GRID}>
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <span className="size-10 animate-pulse rounded-lg bg-slate-200" />
              <span className="flex-1 space-y-2">
                <span className="block h-4 w-24 animate-pulse rounded bg-slate-200" />
                <span className="block h-3 w-40 animate-pulse rounded bg-slate-100" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (services.status === 'error') {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {MESSAGES.servicesLoadFailed}
      </p>
    );
  }

  return (
    <ul className={GRID}>
      {services.data.map((service) => (
        <ServiceTile key={service.id} service={service} />
      ))}
    </ul>
  );
}
