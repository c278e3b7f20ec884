// The service grid (docs/decisions/015 "Screens"): the first 11 popular services as tiles, and an 'All Other Services'
// tile that opens the picker, of the services sold as the tab's type; shared by the landing page's SMS panel and the
// member screens.

import { useId, useState } from 'react';
import { offeredAs, popularServices, serviceDisplayName, servicePriceCents } from '@shared/catalogue';
import type { PurchaseType } from '@shared/constants';
import { LABELS } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { Service } from '@shared/schemas/services';
import { ServiceIcon } from './service-icon';
import { ServicePickerDialog } from './service-picker-dialog';

interface ServiceGridProps {
  services: readonly Service[];
  /** Names and prices follow the tab: lease prices, and 'Other' named All Services, in lease mode. */
  type: Exclude<PurchaseType, 'buy'>;
  selectedId: number | null;
  onSelect: (service: Service) => void;
  legend?: string;
}

/**
 * A service's tile. Its accessible name is the service's name alone (the letter badge is hidden from assistive
 * technology) and its price is its description, so 'WhatsApp' is found and announced as WhatsApp (issue 33).
 */
function ServiceTile({
  service,
  type,
  selected,
  onSelect,
}: {
  service: Service;
  type: ServiceGridProps['type'];
  selected: boolean;
  onSelect: (service: Service) => void;
}) {
  const id = useId();
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-price`}
      onClick={() => onSelect(service)}
      className={`flex h-full w-full flex-col items-center gap-1.5 rounded-xl border px-1 py-2.5 text-center transition-colors ${
        selected
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50'
      }`}
    >
      <ServiceIcon service={service} size="sm" />
      <span id={`${id}-name`} className="w-full truncate text-xs font-semibold text-slate-900">
        {serviceDisplayName(service, type)}
      </span>
      <span id={`${id}-price`} className="text-xs text-slate-600">
        {formatUsd(servicePriceCents(service, type))}
      </span>
    </button>
  );
}

export function ServiceGrid({
  services: listed,
  type,
  selectedId,
  onSelect,
  legend = 'Choose a service',
}: ServiceGridProps) {
  const [picking, setPicking] = useState(false);
  const services = listed.filter((service) => offeredAs(service, type));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {popularServices(services).map((entry) => (
          <li key={entry.id}>
            <ServiceTile service={entry} type={type} selected={entry.id === selectedId} onSelect={onSelect} />
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => setPicking(true)}
            aria-haspopup="dialog"
            className="flex h-full w-full flex-col items-center justify-center gap-1.5 rounded-xl border border-dashed border-slate-300 px-1 py-2.5 text-center text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {LABELS.allOtherServices}
          </button>
        </li>
      </ul>
      {picking && (
        <ServicePickerDialog
          services={services}
          type={type}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            onSelect(picked);
          }}
        />
      )}
    </fieldset>
  );
}
