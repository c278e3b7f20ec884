// The operations desk's start (/admin/operations, docs/decisions/060), reached from the admin top bar: an order's or a
// lease's story found by its id; the desk's tabs lead to the rest.

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/admin/admin-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { OperationsNav } from '@/components/admin/operations-nav';

export function OperationsPage() {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const open = (kind: 'order' | 'lease') => (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = id.trim();
    if (!trimmed) {
      setProblem('Enter an order or lease id');
      return;
    }
    navigate(kind === 'order' ? paths.admin.orderStory.getHref(trimmed) : paths.admin.leaseStory.getHref(trimmed));
  };

  return (
    <AdminPage
      title="Operations"
      intro="Running the shop: what happened to an order or a lease; the tabs lead to the catalogue, accounts, API keys and the trail."
    >
      <OperationsNav />
      <div className="max-w-xl">
        <section className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-slate-900">An order's or a lease's story</h2>
          <form noValidate onSubmit={open('order')} className="mt-2 space-y-3">
            <FormField
              label="Order or lease id"
              value={id}
              error={problem}
              hint="An anonymous order's id from its link works too"
              onChange={(event) => {
                setId(event.target.value);
                setProblem(undefined);
              }}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit">Open order</Button>
              <Button variant="secondary" onClick={() => open('lease')()}>
                Open lease
              </Button>
            </div>
          </form>
        </section>
      </div>
    </AdminPage>
  );
}
