// The 'All Other Services' picker (docs/decisions/015 "Screens"): every service beyond the popular tiles, searchable.

import { useId, useState } from 'react';
import { otherServices, serviceDisplayName, servicePriceCents } from '@shared/catalogue';
import type { PurchaseType } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { Service } from '@shared/schemas/services';
import { ServiceIcon } from './service-icon';
import { Dialog } from './ui/dialog';
import { INPUT_CLASS } from './ui/input-class';

interface ServicePickerDialogProps {
  services: readonly Service[];
  type: PurchaseType;
  onPick: (service: Service) => void;
  onClose: () => void;
}

/** A service to pick: named by the service alone (its letter badge is hidden), its price as its description. */
function ServiceOption({
  service,
  type,
  onPick,
}: {
  service: Service;
  type: PurchaseType;
  onPick: (service: Service) => void;
}) {
  const id = useId();
  return (
    <button
      type="button"
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-price`}
      onClick={() => onPick(service)}
      className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-100"
    >
      <ServiceIcon service={service} size="sm" />
      <span id={`${id}-name`} className="flex-1 font-medium text-slate-900">
        {serviceDisplayName(service, type)}
      </span>
      <span id={`${id}-price`} className="text-sm font-semibold text-slate-700">
        {formatUsd(servicePriceCents(service, type))}
      </span>
    </button>
  );
}

export function ServicePickerDialog({ services, type, onPick, onClose }: ServicePickerDialogProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const found = otherServices(services).filter((service) =>
    serviceDisplayName(service, type).toLowerCase().includes(needle),
  );

  return (
    <Dialog open onClose={onClose} title={LABELS.allOtherServices}>
      <label htmlFor={searchId} className="sr-only">
        Search services
      </label>
      <input
        id={searchId}
        type="search"
        data-autofocus
        placeholder="Search services"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={`${INPUT_CLASS} mt-0`}
      />
      <div className="mt-4 max-h-[55dvh] overflow-y-auto">
        {found.length === 0 ? (
          <p role="status" className="py-8 text-center text-sm text-slate-600">
            {MESSAGES.noServicesFound}
          </p>
        ) : (
          <ul className="grid gap-1">
            {found.map((service) => (
              <li key={service.id}>
                <ServiceOption service={service} type={type} onPick={onPick} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
