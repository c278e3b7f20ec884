// After money moves (a purchase, a refund, a completed top-up), the balance and the member's data are read again: the
// current-user query behind the top bar and every member query are invalidated. Callable from the landing page's
// code too, which loads the query layer only then. It never fails: a refresh that cannot run is logged.

export async function refreshMemberData(): Promise<void> {
  try {
    const { QUERY_ROOTS, queryClient } = await import('./query/client');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.session }),
      queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.member }),
    ]);
  } catch (error) {
    console.error(error);
  }
}
