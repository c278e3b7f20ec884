// The operations desk's calls (docs/decisions/059): a member's account and its actions, every API key and its
// revocation, and the audit trail; each answer checked against the shared schema.

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminUser } from '@shared/schemas/admin';
import type { AuditAction } from '@shared/schemas/audit';
import { auditListResponse } from '@shared/schemas/audit';
import { adminApiKeysResponse, memberAccountResponse, updateAdminApiKeyResponse } from '@shared/schemas/operations';
import * as z from 'zod';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query/client';

const OPERATIONS = [...QUERY_ROOTS.admin, 'operations'] as const;
const userAnswer = z.object({ success: z.literal(true), user: adminUser });

export const memberAccountQuery = (id: string) =>
  queryOptions({
    queryKey: [...OPERATIONS, 'account', id],
    queryFn: async ({ signal }) =>
      memberAccountResponse.parse(await apiRequest('admin.getUser', { params: { id }, signal })).account,
  });

export async function switchAccount(id: string, active: boolean, reason: string) {
  return userAnswer.parse(await apiRequest('admin.updateUser', { params: { id }, body: { is_active: active, reason } }))
    .user;
}

export async function adjustWallet(id: string, amountCents: number, reason: string) {
  return userAnswer.parse(
    await apiRequest('admin.adjustWallet', { params: { id }, body: { amount_cents: amountCents, reason } }),
  ).user;
}

export async function endSessions(id: string, reason: string) {
  return userAnswer.parse(await apiRequest('admin.endSessions', { params: { id }, body: { reason } })).user;
}

export const apiKeysDeskQuery = (prefix: string | null) =>
  infiniteQueryOptions({
    queryKey: [...OPERATIONS, 'api-keys', { prefix }],
    queryFn: async ({ pageParam, signal }) =>
      adminApiKeysResponse.parse(
        await apiRequest('admin.listApiKeys', {
          query: { cursor: pageParam ?? undefined, prefix: prefix ?? undefined },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export async function setKeyRevocation(id: string, status: 'active' | 'revoked', reason: string) {
  return updateAdminApiKeyResponse.parse(
    await apiRequest('admin.updateApiKey', { params: { id }, body: { status, reason } }),
  ).api_key;
}

export interface AuditFilters {
  action: AuditAction | null;
  operator: string | null;
  subject: string | null;
}

export const auditTrailQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...OPERATIONS, 'audit', filters],
    queryFn: async ({ pageParam, signal }) =>
      auditListResponse.parse(
        await apiRequest('admin.listAudit', {
          query: {
            cursor: pageParam ?? undefined,
            action: filters.action ?? undefined,
            operator: filters.operator ?? undefined,
            subject: filters.subject ?? undefined,
          },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const operationsRoot = () => OPERATIONS;
