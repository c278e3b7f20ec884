// The InboundSms item (entity version 1), keyed by the supplier's MessageSid, and the write that marks it routed.

import type { InboundSms } from '../../domain/sms/inbound-sms.js';
import type { Holding } from '../../domain/stock/phone-number.js';
import type { TransactItems } from './document-client.js';
import { ownerFromItem } from './owner-key.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

type TransactItem = TransactItems[number];

export const inboundSmsKey = (messageSid: string) => soleItemKey('SMS', messageSid);
/** What code removal takes off a stored message after 24 hours. */
export const INBOUND_SMS_CODE_FIELDS = ['body', 'code'];

/** Unmatched messages are listed for operators, newest first, through gsi1. */
export const UNMATCHED_GSI_PK = 'SMS#UNMATCHED';
export const unmatchedIndexKeys = (sms: InboundSms) => ({
  gsi1pk: UNMATCHED_GSI_PK,
  gsi1sk: `${sms.receivedAt}#${sms.messageSid}`,
});

export function inboundSmsToItem(sms: InboundSms) {
  const index = sms.status === 'unmatched' ? unmatchedIndexKeys(sms) : {};
  return entityItem('InboundSms', inboundSmsKey(sms.messageSid), { ...sms, ...index });
}

export function inboundSmsFromItem(item: Record<string, unknown>): InboundSms {
  const routedTo = item.routedTo as (Holding & { owner: unknown }) | null | undefined;
  const fields = storedFields<InboundSms>(item);
  return {
    ...fields.as('messageSid', 'from', 'to', 'receivedAt', 'status'),
    ...fields.orNull('body', 'code'),
    routedTo: routedTo ? { kind: routedTo.kind, owner: ownerFromItem(routedTo.owner), id: routedTo.id } : null,
    problems: (item.problems as string[] | undefined) ?? [],
  };
}

/**
 * Received to routed, in the same transaction as what it was routed to: a redelivered message applies once. An
 * operator's assignment routes an unmatched one (docs/decisions/026 "sms:assign"), which leaves the unmatched list.
 */
export function markRouted(
  tableName: string,
  sms: InboundSms,
  holder: Holding,
  code: string | null,
  from: 'received' | 'unmatched' = 'received',
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: inboundSmsKey(sms.messageSid),
      UpdateExpression: `SET #status = :routed, routedTo = :holder, code = :code${from === 'unmatched' ? ' REMOVE gsi1pk, gsi1sk' : ''}`,
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':routed': 'routed', ':from': from, ':holder': holder, ':code': code },
    },
  };
}
