// The SIM list: ID, ICCID, PUK code, status, price, sold-to name and email, created date (en-GB with time) and the
// actions the state rules allow (a STOCK card: mark as expired, delete; an EXPIRED one: restore; a SOLD one: none).

import { DATE_LOCALE } from '@shared/constants';
import { centsToDecimal } from '@shared/money';
import type { AdminSimCard } from '@shared/schemas/admin-sim-cards';
import { TableHead } from '@/components/ui/table-head';

export interface SimRowActions {
  onExpire(sim: AdminSimCard): void;
  onRestore(sim: AdminSimCard): void;
  onDelete(sim: AdminSimCard): void;
}

const STATUS_CLASS: Record<AdminSimCard['status'], string> = {
  STOCK: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  SOLD: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  EXPIRED: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const COLUMNS = ['ID', 'ICCID', 'PUK Code', 'Status', 'Price', 'Sold To', 'Created', 'Actions'] as const;

const ACTION = 'rounded-md px-2.5 py-1.5 text-xs font-semibold ring-1 ring-inset';

function RowActions({ sim, actions }: { sim: AdminSimCard; actions: SimRowActions }) {
  if (sim.status === 'SOLD') return <span className="text-xs text-slate-500">—</span>;
  return (
    <div className="flex gap-2 whitespace-nowrap">
      {sim.status === 'STOCK' ? (
        <>
          <button type="button" className={`${ACTION} text-amber-800 ring-amber-300 hover:bg-amber-50`} onClick={() => actions.onExpire(sim)} aria-label={`Mark SIM ${sim.iccid} as expired`}>
            Mark as expired
          </button>
          <button type="button" className={`${ACTION} text-red-700 ring-red-300 hover:bg-red-50`} onClick={() => actions.onDelete(sim)} aria-label={`Delete SIM ${sim.iccid}`}>
            Delete
          </button>
        </>
      ) : (
        <button type="button" className={`${ACTION} text-emerald-800 ring-emerald-300 hover:bg-emerald-50`} onClick={() => actions.onRestore(sim)} aria-label={`Restore SIM ${sim.iccid}`}>
          Restore
        </button>
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: AdminSimCard['status'] }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASS[status]}`}>{status}</span>;
}

const created = (at: string) => new Date(at).toLocaleString(DATE_LOCALE);

export function SimTable({ sims, actions }: { sims: AdminSimCard[]; actions: SimRowActions }) {
  if (sims.length === 0) return <p className="px-4 py-12 text-center text-sm text-slate-600">No SIM cards found</p>;
  return (
    <>
      {/* Phones: one card a SIM. */}
      <ul className="divide-y divide-slate-100 lg:hidden">
        {sims.map((sim) => (
          <li key={sim.id} className="space-y-1.5 px-4 py-3.5 text-sm">
            <div className="flex items-center justify-between gap-3">
              <p className="font-mono text-xs break-all text-slate-900">{sim.iccid}</p>
              <StatusBadge status={sim.status} />
            </div>
            <p className="text-slate-700">
              PUK <span className="font-mono">{sim.puk_code}</span> · £{centsToDecimal(sim.price_cents)}
            </p>
            {sim.sold_to_user_email && (
              <p className="text-slate-700">
                {sim.sold_to_user_name} · {sim.sold_to_user_email}
              </p>
            )}
            <p className="text-xs text-slate-500">
              #{sim.id} · <time dateTime={sim.created_at}>{created(sim.created_at)}</time>
            </p>
            <RowActions sim={sim} actions={actions} />
          </li>
        ))}
      </ul>
      {/* Wider screens: the spec's table. */}
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-sm">
          <TableHead columns={COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            {sims.map((sim) => (
              <tr key={sim.id} className="hover:bg-slate-50/60">
                <td className="max-w-28 truncate px-4 py-3 font-mono text-xs text-slate-500" title={sim.id}>
                  {sim.id}
                </td>
                <td className="px-4 py-3 font-mono text-xs text-slate-900">{sim.iccid}</td>
                <td className="px-4 py-3 font-mono text-xs text-slate-900">{sim.puk_code}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={sim.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">£{centsToDecimal(sim.price_cents)}</td>
                <td className="px-4 py-3 text-slate-700">
                  {sim.sold_to_user_email ? (
                    <>
                      <span className="block font-medium text-slate-900">{sim.sold_to_user_name}</span>
                      <span className="block text-xs">{sim.sold_to_user_email}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  <time dateTime={sim.created_at}>{created(sim.created_at)}</time>
                </td>
                <td className="px-4 py-3">
                  <RowActions sim={sim} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
