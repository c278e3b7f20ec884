// A back-office list as its screen reads it: the pages loaded so far ('Load more' adds the next), the term typed
// (filtering what is loaded) and the term looked up on the server (Enter), which replaces the list until cleared. Its
// cards count what is loaded, marked '+' while more pages remain, so a card never passes a page off as the total.

import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminListFilter } from '@shared/admin-list-filters';
import { formatUsd } from '@shared/money';
import type { AdminListQuery } from './queries';

export function useAdminList<P extends { next_cursor: string | null }, T>(
  query: AdminListQuery<P>,
  itemsOf: (page: P) => T[],
) {
  const [term, setTerm] = useState('');
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const list = useInfiniteQuery(query(lookedUp));
  const items = list.data?.pages.flatMap(itemsOf) ?? null;
  const more = list.hasNextPage && lookedUp === null ? '+' : '';
  return {
    items,
    /** How many loaded rows `keep` takes, '+' while more pages remain; null while loading. */
    count: (keep: (item: T) => boolean) => (items ? `${items.filter(keep).length}${more}` : null),
    /** The loaded rows' cents in dollars, '+' while more pages remain; null while loading. */
    total: (centsOf: (item: T) => number) =>
      items ? `${formatUsd(items.reduce((sum, item) => sum + centsOf(item), 0))}${more}` : null,
    failed: list.isError && !list.data,
    /** What 'Load more' follows: the next page, none while a looked-up term's answer is shown. */
    pages: {
      hasNextPage: list.hasNextPage && lookedUp === null,
      isFetchingNextPage: list.isFetchingNextPage,
      fetchNextPage: list.fetchNextPage,
    },
    term,
    setTerm: (next: string) => {
      setTerm(next);
      if (next.trim() === '') setLookedUp(null);
    },
    lookUp: () => setLookedUp(term.trim() === '' ? null : term.trim()),
    /** True while showing the server's answer for a looked-up term. */
    lookingUp: lookedUp !== null,
    /** The term the server looked up, or null: what an export of the list selects (docs/decisions/040). */
    lookedUp,
    /**
     * What the screen's own filters select from the loaded rows, its typed term with its dropdowns' choices: nothing
     * while a looked-up term is shown, as the list is then what the server found.
     */
    filterWith: (choices: Omit<AdminListFilter, 'term'>): AdminListFilter =>
      lookedUp === null ? { term, ...choices } : {},
  };
}
