// Operations › API keys (/admin/operations/api-keys, docs/decisions/059): every key in use, newest first, or those a
// prefix (or a whole key, pasted from a leak) names; revoke or restore one with a reason.

import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { LoadMore } from '@/components/admin/load-more';
import { apiKeysDeskQuery } from '../api/operations-api';
import { KeyRows, KEY_COLUMNS } from './key-rows';
import { FindForm } from './find-form';
import { OperationsNav } from '@/components/admin/operations-nav';

export function ApiKeysDeskPage() {
  const [prefix, setPrefix] = useState<string | null>(null);
  const list = useInfiniteQuery(apiKeysDeskQuery(prefix));
  const keys = list.data?.pages.flatMap((page) => page.api_keys) ?? null;
  return (
    <AdminPage
      title="API keys"
      intro="Every API key in use, newest first: who owns it, its plan, this period's purchases and today's calls. A revoked key is refused whatever its member sets."
      error={list.isError && !list.data ? 'Failed to load API keys' : null}
    >
      <OperationsNav />
      <FindForm
        label="Key prefix or whole key"
        placeholder="uks_live_…"
        mono
        onFind={(term) => setPrefix(term || null)}
      />
      <AdminTable
        caption="API keys"
        columns={KEY_COLUMNS}
        loading={keys === null && !list.isError}
        empty={keys !== null && keys.length === 0}
        emptyText="No API keys"
      >
        {keys && <KeyRows keys={keys} />}
      </AdminTable>
      <LoadMore pages={list} />
    </AdminPage>
  );
}
