// The supported services with their one-time and 30-day lease prices.

import { formatUsd } from '@shared/money';
import type { Service } from '@shared/schemas/services';
import { ServiceIcon } from '@/components/service-icon';

export function ServiceList({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-4">
      {services.map((service) => (
        <li key={service.id} className="flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white p-3 shadow-xs sm:gap-3 sm:p-4">
          <ServiceIcon service={service} size="sm" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900 sm:text-base">{service.name}</p>
            <dl className="mt-0.5 flex flex-col text-xs text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-3 sm:text-sm">
              <div className="flex gap-1 whitespace-nowrap">
                <dt>One-time</dt>
                <dd className="font-medium text-slate-900">{formatUsd(service.price_cents)}</dd>
              </div>
              <div className="flex gap-1 whitespace-nowrap">
                <dt>
                  <span className="sm:hidden">Lease</span>
                  <span className="hidden sm:inline">30-day lease</span>
                </dt>
                <dd className="font-medium text-slate-900">{formatUsd(service.lease_price_cents)}</dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
