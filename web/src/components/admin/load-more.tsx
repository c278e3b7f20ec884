// 'Load more': the next page of a back-office list, shown while the server has more.

import { Button } from '@/components/ui/button';

export function LoadMore({ shown, loading, onClick }: { shown: boolean; loading: boolean; onClick: () => void }) {
  if (!shown) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" onClick={onClick} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
