// What a one-time order and a lease share on the member's screens: the service, as the catalogue draws it, and the number.

import type { Service } from '../../../shared/schemas/services.js';

interface NumberRecord {
  id: string;
  serviceId: number;
  serviceName: string;
  phoneNumber: string;
  priceCents: number;
}

/** The view fields both records share; a service gone from the catalogue shows without icon or colour. */
export function numberRecordView(record: NumberRecord, service: Pick<Service, 'icon' | 'color'> | undefined) {
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
