// The catalogue as an operator reads and changes it (docs/decisions/060): every service with its sale, offers and SMS
// patterns; a service added, or its prices, sale, offers or patterns changed, each with its audit entry in the same
// write. A new price applies to purchases from the write on; what was bought before keeps the price it was bought at.

import { activationCode } from '../../../shared/activation-codes.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { AddServiceRequest, AdminService, UpdateServiceRequest } from '../../../shared/schemas/admin-catalogue.js';
import { auditEntry, type Operator } from '../audit/audit-entry.js';
import { AppError } from '../errors.js';
import type { Clock } from '../ports.js';
import type { SmsMatch } from '../sms/sms-match.js';
import type { Catalogue } from './catalogue.js';
import type { CatalogueEntry, ServiceRepository } from './ports.js';

export interface CatalogueChangeDeps {
  clock: Clock;
  catalogue: Catalogue;
  services: Pick<ServiceRepository, 'add' | 'change'>;
}

export function toAdminService({ service, smsMatch, onSale, offers }: CatalogueEntry): AdminService {
  return {
    ...service,
    code: activationCode(service),
    on_sale: onSale,
    one_time: offers.oneTime,
    lease: offers.lease,
    esim: offers.esim,
    sms_senders: smsMatch?.senders ?? [],
    sms_words: smsMatch?.words ?? [],
  };
}

/** What the trail keeps of a service: the fields an operator may change, as the back office names them. */
function changeable(entry: CatalogueEntry) {
  const { id: _id, name: _name, icon: _icon, color: _color, code: _code, ...fields } = toAdminService(entry);
  return fields;
}

/** Only the fields that differ, before and after. */
function difference(before: CatalogueEntry, after: CatalogueEntry) {
  const was: Record<string, unknown> = changeable(before);
  const now: Record<string, unknown> = changeable(after);
  const names = Object.keys(now).filter((name) => JSON.stringify(was[name]) !== JSON.stringify(now[name]));
  return {
    before: Object.fromEntries(names.map((name) => [name, was[name]])),
    after: Object.fromEntries(names.map((name) => [name, now[name]])),
  };
}

const smsMatchOf = (senders: string[], words: string[]): SmsMatch | null =>
  senders.length === 0 && words.length === 0 ? null : { senders, words };

/** A new service, on sale, with the next free id; a name already in the catalogue (any case) is a 400. */
export async function addService(
  deps: CatalogueChangeDeps,
  operator: Operator,
  input: AddServiceRequest,
): Promise<AdminService> {
  const entries = await deps.catalogue.entries();
  if (entries.some((entry) => entry.service.name.toLowerCase() === input.name.toLowerCase())) {
    throw new AppError('validation', MESSAGES.serviceNameTaken, { name: MESSAGES.serviceNameTaken });
  }
  const id = Math.max(0, ...entries.map((entry) => entry.service.id)) + 1;
  const entry: CatalogueEntry = {
    service: {
      id,
      name: input.name,
      // No brand icon of its own: the grid shows its initial on its colour.
      icon: `service-${id}`,
      color: input.color,
      price_cents: input.price_cents,
      lease_price_cents: input.lease_price_cents,
    },
    smsMatch: smsMatchOf(input.sms_senders, input.sms_words),
    onSale: true,
    offers: { oneTime: input.one_time, lease: input.lease, esim: input.esim },
  };
  const audit = auditEntry(deps.clock.now(), operator, {
    action: 'service_create',
    subject: { kind: 'service', id: String(id) },
    details: `Added service ${input.name} (${id})`,
    before: null,
    after: changeable(entry),
    reason: input.reason,
  });
  if (!(await deps.services.add(entry, audit))) throw new AppError('invalidState', MESSAGES.catalogueChangedMeanwhile);
  return toAdminService(entry);
}

/** Changes what the request names on the service as it is now; nothing to change is a 400, a lost race a 400. */
export async function changeService(
  deps: CatalogueChangeDeps,
  operator: Operator,
  id: number,
  changes: UpdateServiceRequest,
): Promise<AdminService> {
  const before = await deps.catalogue.entry(id);
  if (!before) throw new AppError('notFound', MESSAGES.serviceNotFound);
  const after: CatalogueEntry = {
    service: {
      ...before.service,
      price_cents: changes.price_cents ?? before.service.price_cents,
      lease_price_cents: changes.lease_price_cents ?? before.service.lease_price_cents,
    },
    smsMatch:
      changes.sms_senders === undefined && changes.sms_words === undefined
        ? before.smsMatch
        : smsMatchOf(
            changes.sms_senders ?? before.smsMatch?.senders ?? [],
            changes.sms_words ?? before.smsMatch?.words ?? [],
          ),
    onSale: changes.on_sale ?? before.onSale,
    offers: {
      oneTime: changes.one_time ?? before.offers.oneTime,
      lease: changes.lease ?? before.offers.lease,
      esim: changes.esim ?? before.offers.esim,
    },
  };
  const { before: was, after: now } = difference(before, after);
  if (Object.keys(now).length === 0) throw new AppError('validation', MESSAGES.serviceUnchanged);
  const audit = auditEntry(deps.clock.now(), operator, {
    action: 'service_update',
    subject: { kind: 'service', id: String(id) },
    details: `Changed ${Object.keys(now).join(', ')} of service ${before.service.name} (${id})`,
    before: was,
    after: now,
    reason: changes.reason,
  });
  if (!(await deps.services.change(before, after, audit))) {
    throw new AppError('invalidState', MESSAGES.catalogueChangedMeanwhile);
  }
  return toAdminService(after);
}
