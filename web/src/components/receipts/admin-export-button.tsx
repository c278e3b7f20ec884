// A back-office list's 'Export CSV' (docs/decisions/040): the whole list as the server's filter selects it (the term
// looked up with Enter), read and written by the server a page at a time.

import type { AdminExportList } from '@shared/schemas/receipts';
import { Button } from '@/components/ui/button';
import { download, exportHref } from '@/lib/download';

export function AdminExportButton({ list, search }: { list: AdminExportList; search?: string | null }) {
  return (
    <Button
      variant="secondary"
      onClick={() => download(exportHref('admin.exportList', { list }, { search: search ?? undefined }))}
    >
      Export CSV
    </Button>
  );
}
