// SIM Management (/admin/sim-cards) in the back office's frame: the five cards, search by ICCID or PUK (on the server)
// and the status filter, the table with the state actions, 20 a page, and the Add SIM Card dialog. Failed reads are
// only logged (the query client logs them).

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { SIM_STATUSES, type AdminSimCard, type AdminSimStatus } from '@shared/schemas/admin-sim-cards';
import { AdminPage } from '@/components/admin/admin-page';
import { ListControls } from '@/components/admin/list-controls';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/api-client';
import { showToast } from '@/lib/window-events';
import { deleteSimCard, setSimCardStatus } from '../api/change-sim-card';
import { SIM_CARDS_KEY, simCardsQuery } from '../api/queries';
import { AddSimDialog } from './add-sim-dialog';
import { DeleteSimDialog } from './delete-sim-dialog';
import { SimPagination } from './sim-pagination';
import { SimStatCards } from './sim-stat-cards';
import { SimTable } from './sim-table';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  ...SIM_STATUSES.map((status) => ({ value: status, label: status })),
];

export function SimCardsPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState({ page: 1, status: '', search: '' });
  const [searchText, setSearchText] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminSimCard | null>(null);
  const { data } = useQuery(simCardsQuery(filter));

  const reload = () => queryClient.invalidateQueries({ queryKey: SIM_CARDS_KEY });

  const move = async (sim: AdminSimCard, status: AdminSimStatus) => {
    try {
      await setSimCardStatus(sim.id, status);
      showToast(MESSAGES.simStatusUpdated, 'success');
    } catch (error) {
      showToast(failureText(error, MESSAGES.simStatusFailed), 'error');
    }
    await reload();
  };

  const confirmDelete = async () => {
    const sim = deleting;
    setDeleting(null);
    if (!sim) return;
    try {
      await deleteSimCard(sim.id);
      showToast(MESSAGES.simDeleted, 'success');
    } catch (error) {
      showToast(failureText(error, MESSAGES.simDeleteFailed), 'error');
    }
    await reload();
  };

  const search = () => setFilter({ ...filter, page: 1, search: searchText.trim() });

  return (
    <AdminPage
      title={LABELS.adminNav.simCards}
      intro="The eSIM stock: cards in stock, sold and expired, 20 a page."
      actions={<Button onClick={() => setAdding(true)}>Add SIM Card</Button>}
    >
      <SimStatCards stats={data?.stats} />
      <ListControls
        searchLabel="Search by ICCID or PUK"
        lookUpWhat="an ICCID or PUK"
        search={{ term: searchText, setTerm: setSearchText, lookUp: search }}
        searchButton="Search"
        filters={[
          {
            label: 'Status',
            value: filter.status,
            options: STATUS_OPTIONS,
            onChange: (status) => setFilter({ ...filter, page: 1, status }),
          },
        ]}
      />
      <SimTable
        sims={data?.sim_cards}
        actions={{
          onExpire: (sim) => void move(sim, 'EXPIRED'),
          onRestore: (sim) => void move(sim, 'STOCK'),
          onDelete: setDeleting,
        }}
      />

      {data && (
        <SimPagination
          page={filter.page}
          totalPages={data.pagination.total_pages}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      )}

      {adding && (
        <AddSimDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            showToast(MESSAGES.simAdded, 'success');
            void reload();
          }}
        />
      )}
      {deleting && (
        <DeleteSimDialog sim={deleting} onClose={() => setDeleting(null)} onConfirm={() => void confirmDelete()} />
      )}
    </AdminPage>
  );
}
