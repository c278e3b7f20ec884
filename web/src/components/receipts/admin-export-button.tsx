// A back-office list's 'Export CSV' (docs/decisions/040): the whole list as the server's filter selects it (the term
// looked up with Enter) and as the screen's filters select it (its typed term and dropdowns, docs/decisions/044), read
// and written by the server a page at a time.

import type { AdminListFilter } from '@shared/admin-list-filters';
import type { AdminExportList } from '@shared/schemas/receipts';
import { Button } from '@/components/ui/button';
import { download, exportHref } from '@/lib/download';

interface AdminExportButtonProps {
  list: AdminExportList;
  search?: string | null;
  filter?: AdminListFilter;
}

export function AdminExportButton({ list, search, filter }: AdminExportButtonProps) {
  return (
    <Button
      variant="secondary"
      onClick={() => download(exportHref('admin.exportList', { list }, { search: search ?? undefined, ...filter }))}
    >
      Export CSV
    </Button>
  );
}
