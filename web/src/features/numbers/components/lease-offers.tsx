// Rent Number's 30-day offers (docs/decisions/015 "Screens"): name, icon and lease price, with Rent Now, disabled
// while renting or when the balance is below the price; the popular services, All Services, and any other picked from
// the list; only the services sold as leases.

import { useState } from 'react';
import { offeredAs, popularServices, serviceDisplayName } from '@shared/catalogue';
import { OTHER_SERVICE_ID } from '@shared/constants';
import { LABELS } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { Service } from '@shared/schemas/services';
import { ServiceIcon } from '@/components/service-icon';
import { ServicePickerDialog } from '@/components/service-picker-dialog';
import { Button } from '@/components/ui/button';

interface LeaseOffersProps {
  services: readonly Service[];
  balanceCents: number;
  /** The service being rented right now, if any. */
  renting: number | null;
  onRent: (service: Service) => void;
}

export function LeaseOffers({ services: listed, balanceCents, renting, onRent }: LeaseOffersProps) {
  const services = listed.filter((service) => offeredAs(service, 'lease'));
  const [picked, setPicked] = useState<Service | null>(null);
  const [picking, setPicking] = useState(false);
  const other = services.find((service) => service.id === OTHER_SERVICE_ID);
  const offers = [...(picked ? [picked] : []), ...popularServices(services), ...(other ? [other] : [])];
  return (
    <section aria-labelledby="lease-offers">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lease-offers" className="text-lg font-semibold text-slate-900">
          30-day offers
        </h2>
        <Button variant="secondary" onClick={() => setPicking(true)} aria-haspopup="dialog">
          {LABELS.allOtherServices}
        </Button>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {offers.map((service) => (
          <li
            key={service.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <ServiceIcon service={service} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{serviceDisplayName(service, 'lease')}</p>
                <p className="text-sm text-slate-600">{formatUsd(service.lease_price_cents)} / 30 days</p>
              </div>
            </div>
            <Button
              disabled={renting !== null || balanceCents < service.lease_price_cents}
              onClick={() => onRent(service)}
              aria-label={`${LABELS.rentNow}: ${serviceDisplayName(service, 'lease')}`}
            >
              {renting === service.id ? LABELS.processing : LABELS.rentNow}
            </Button>
          </li>
        ))}
      </ul>
      {picking && (
        <ServicePickerDialog
          services={services}
          type="lease"
          onClose={() => setPicking(false)}
          onPick={(service) => {
            setPicked(service);
            setPicking(false);
          }}
        />
      )}
    </section>
  );
}
