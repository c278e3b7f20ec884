// The operations desk's start (/admin/operations, docs/decisions/060), reached from the admin top bar: the catalogue,
// and an order's or a lease's story found by its id.

import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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
    <AdminPage title="Operations" intro="Running the shop: the catalogue, and what happened to an order or a lease.">
      <OperationsNav />
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-slate-900">Catalogue</h2>
          <p className="mt-1 text-sm text-slate-600">
            Prices, what each service is sold as, its SMS matching, its sale.
          </p>
          <Link
            to={paths.admin.catalogue.getHref()}
            className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            Open the catalogue
          </Link>
        </section>
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
