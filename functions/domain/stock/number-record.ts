// What a one-time order and a lease share on the member's screens: the service, as the catalogue draws it, and the number.

import type { Cents } from '../../../shared/money.js';
import type { Service } from '../../../shared/schemas/services.js';
import type { Owner } from './owner.js';

/** A one-time order or a lease: whose it is, the service, the price paid and the number. */
export interface NumberRecord {
  id: string;
  owner: Owner;
  serviceId: number;
  serviceName: string;
  priceCents: Cents;
  phoneNumber: string;
}

/** The view fields both records share; a service gone from the catalogue shows without icon or colour. */
export function numberRecordView(
  record: Omit<NumberRecord, 'owner'>,
  service: Pick<Service, 'icon' | 'color'> | undefined,
) {
  return {
    id: record.id,
    service_id: record.serviceId,
    service_name: record.serviceName,
    icon: service?.icon ?? '',
    color: service?.color ?? '',
    phone_number: record.phoneNumber,
    price: record.priceCents,
  };
}
