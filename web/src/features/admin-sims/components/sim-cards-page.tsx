// SIM Management (/admin/sim-cards): the five cards, search by ICCID or PUK, the status filter, the table with the
// state actions, 20 a page, and the Add SIM Card dialog. Failed reads are only logged (the query client logs them).

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { SIM_STATUSES, type AdminSimCard, type AdminSimStatus } from '@shared/schemas/admin-sim-cards';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { showToast } from '@/lib/window-events';
import { deleteSimCard, setSimCardStatus } from '../api/change-sim-card';
import { SIM_CARDS_KEY, simCardsQuery } from '../api/queries';
import { AddSimDialog } from './add-sim-dialog';
import { DeleteSimDialog } from './delete-sim-dialog';
import { SimPagination } from './sim-pagination';
import { SimStatCards } from './sim-stat-cards';
import { SimTable } from './sim-table';

export function SimCardsPage() {
  const queryClient = useQueryClient();
  const searchId = useId();
  const statusId = useId();
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

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...filter, page: 1, search: searchText.trim() });
  };

  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <Seo />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {LABELS.adminNav.simCards}
        </h1>
        <Button onClick={() => setAdding(true)}>Add SIM Card</Button>
      </div>

      <SimStatCards stats={data?.stats} />

      <div className="rounded-2xl border border-slate-200 bg-white">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end">
          <form role="search" onSubmit={search} className="flex flex-1 items-end gap-2">
            <div className="flex-1">
              <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
                Search by ICCID or PUK
              </label>
              <input id={searchId} type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} className={INPUT_CLASS} />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
          <div>
            <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
              Status
            </label>
            <select
              id={statusId}
              value={filter.status}
              onChange={(event) => setFilter({ ...filter, page: 1, status: event.target.value })}
              className={INPUT_CLASS}
            >
              <option value="">All</option>
              {SIM_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
        </div>
        {data ? (
          <SimTable
            sims={data.sim_cards}
            actions={{
              onExpire: (sim) => void move(sim, 'EXPIRED'),
              onRestore: (sim) => void move(sim, 'STOCK'),
              onDelete: setDeleting,
            }}
          />
        ) : (
          <p role="status" className="px-4 py-12 text-center text-sm text-slate-600">
            Loading SIM cards...
          </p>
        )}
      </div>

      {data && (
        <SimPagination page={filter.page} totalPages={data.pagination.total_pages} onPage={(page) => setFilter({ ...filter, page })} />
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
      {deleting && <DeleteSimDialog sim={deleting} onClose={() => setDeleting(null)} onConfirm={() => void confirmDelete()} />}
    </section>
  );
}
