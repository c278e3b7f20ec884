// 'Load more': the next page of a back-office list, shown while the server has more.

import { Button } from '@/components/ui/button';

/** The part of a paged query 'Load more' follows (TanStack Query's infinite query has it). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMore({ pages }: { pages: MorePages }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
        {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
