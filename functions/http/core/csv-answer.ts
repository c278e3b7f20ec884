// A CSV export as an answer (docs/decisions/040): text/csv, saved under its file name, and where a cut-short export
// continues.

import { settings } from '../../config.js';
import { EXPORT_NEXT_CURSOR_HEADER } from '../../../shared/schemas/receipts.js';
import type { CsvExport } from '../../domain/exports/paged-csv.js';
import type { ExportLimits } from '../../domain/exports/member-exports.js';
import type { ApiResult } from './response.js';

/** Below the 6 MB a Lambda answer may carry through API Gateway, with room for the last page read. */
const MAX_EXPORT_BYTES = 4_000_000;

export const exportLimits = (): ExportLimits => ({ pageSize: settings().EXPORT_PAGE_SIZE, maxBytes: MAX_EXPORT_BYTES });

/** `name` is ours (a list's name and the range's days), never the caller's text, so it needs no escaping. */
export function csvAnswer(name: string, csv: CsvExport): ApiResult {
  return {
    body: {},
    headers: {
      'content-disposition': `attachment; filename="${name}.csv"`,
      ...(csv.nextCursor ? { [EXPORT_NEXT_CURSOR_HEADER]: csv.nextCursor } : {}),
    },
    text: { contentType: 'text/csv; charset=utf-8', body: csv.body },
  };
}
