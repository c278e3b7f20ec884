// The supported services with their one-time and 30-day lease prices.

import { formatUsd } from '../../../../../shared/money';
import type { Service } from '../../../../../shared/schemas/services';
import { ServiceIcon } from '../../../components/service-icon';

export function ServiceList({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {services.map((service) => (
        <li key={service.id} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
          <ServiceIcon service={service} />
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
      ))}
    </ul>
  );
}
