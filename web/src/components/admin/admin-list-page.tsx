// A back-office list read page by page from the server (Users, Orders, Leases): its heading with Export CSV, its
// cards, the search and filters, the table of the rows the filters keep (the spec's columns), and 'Load more'.

import type { ReactNode } from 'react';
import type { AdminListFilter } from '@shared/admin-list-filters';
import type { AdminExportList } from '@shared/schemas/receipts';
import { AdminExportButton } from '@/components/receipts/admin-export-button';
import { AdminPage, type Figure } from './admin-page';
import { AdminTable } from './admin-table';
import { ListControls, type FilterControl, type SearchTerm } from './list-controls';
import { LoadMore, type MorePages } from './load-more';

/** What the page reads of `useAdminList` (`lib/admin/use-admin-list.ts`). */
interface PagedList extends SearchTerm {
  items: readonly unknown[] | null;
  failed: boolean;
  lookedUp: string | null;
  pages: MorePages;
}

export function AdminListPage({
  list,
  title,
  intro,
  failedMessage,
  exportList,
  filter,
  cards,
  searchLabel,
  lookUpWhat,
  filters,
  caption,
  columns,
  shownCount,
  children,
}: {
  list: PagedList;
  title: string;
  intro: string;
  /** The spec's message for a failed read. */
  failedMessage: string;
  exportList: AdminExportList;
  /** What the screen's filters select, which Export CSV selects too. */
  filter: AdminListFilter;
  cards: readonly Figure[];
  searchLabel: string;
  lookUpWhat: string;
  filters: FilterControl[];
  caption: string;
  columns: readonly string[];
  /** How many rows the filters keep. */
  shownCount: number;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <AdminPage
      title={title}
      intro={intro}
      error={list.failed ? failedMessage : null}
      actions={<AdminExportButton list={exportList} search={list.lookedUp} filter={filter} />}
      cards={cards}
    >
      <ListControls searchLabel={searchLabel} lookUpWhat={lookUpWhat} search={list} filters={filters} />
      <AdminTable
        caption={caption}
        columns={columns}
        loading={list.items === null && !list.failed}
        empty={list.items !== null && shownCount === 0}
      >
        {children}
      </AdminTable>
      <LoadMore pages={list.pages} />
    </AdminPage>
  );
}
