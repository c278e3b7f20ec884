// A back-office list as its screen reads it: the pages loaded so far ('Load more' adds the next), the term typed
// (filtering what is loaded) and the term looked up on the server (Enter), which replaces the list until cleared.

import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminListQuery } from './api/queries';

export function useAdminList<P extends { next_cursor: string | null }, T>(
  query: AdminListQuery<P>,
  itemsOf: (page: P) => T[],
) {
  const [term, setTerm] = useState('');
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const list = useInfiniteQuery(query(lookedUp));
  const items = list.data?.pages.flatMap(itemsOf) ?? null;
  return {
    items,
    failed: list.isError && !list.data,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    term,
    setTerm: (next: string) => {
      setTerm(next);
      if (next.trim() === '') setLookedUp(null);
    },
    lookUp: () => setLookedUp(term.trim() === '' ? null : term.trim()),
    /** True while showing the server's answer for a looked-up term. */
    lookingUp: lookedUp !== null,
  };
}
