// The SIM list on the back office's table: ID, ICCID, PUK code, status, price, sold-to name and email, created date
// (en-GB with time) and the actions the state rules allow (a STOCK card: mark as expired, delete; an EXPIRED one:
// restore; a SOLD one: none). On a phone each SIM is a card instead of a row.

import { DATE_LOCALE } from '@shared/constants';
import { centsToDecimal } from '@shared/money';
import type { AdminSimCard } from '@shared/schemas/admin-sim-cards';
import { AdminTable, Cell, HolderCell, StatusPill } from '@/components/admin/admin-table';

export interface SimRowActions {
  onExpire(sim: AdminSimCard): void;
  onRestore(sim: AdminSimCard): void;
  onDelete(sim: AdminSimCard): void;
}

const COLUMNS = ['ID', 'ICCID', 'PUK Code', 'Status', 'Price', 'Sold To', 'Created', 'Actions'] as const;

const TONES = {
  expire: 'text-amber-800 ring-amber-300 hover:bg-amber-50',
  remove: 'text-red-700 ring-red-300 hover:bg-red-50',
  restore: 'text-emerald-800 ring-emerald-300 hover:bg-emerald-50',
} as const;

/** A state action's button: its words on screen, the SIM it acts on in its accessible name. */
function Action({
  tone,
  label,
  onClick,
  children,
}: {
  tone: keyof typeof TONES;
  label: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className={`rounded-md px-2.5 py-1.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}

function RowActions({ sim, actions }: { sim: AdminSimCard; actions: SimRowActions }) {
  if (sim.status === 'SOLD') return <span className="text-xs text-slate-500">—</span>;
  return (
    <div className="flex gap-2 whitespace-nowrap">
      {sim.status === 'STOCK' ? (
        <>
          <Action tone="expire" label={`Mark SIM ${sim.iccid} as expired`} onClick={() => actions.onExpire(sim)}>
            Mark as expired
          </Action>
          <Action tone="remove" label={`Delete SIM ${sim.iccid}`} onClick={() => actions.onDelete(sim)}>
            Delete
          </Action>
        </>
      ) : (
        <Action tone="restore" label={`Restore SIM ${sim.iccid}`} onClick={() => actions.onRestore(sim)}>
          Restore
        </Action>
      )}
    </div>
  );
}

const created = (at: string) => <time dateTime={at}>{new Date(at).toLocaleString(DATE_LOCALE)}</time>;

function SimCards({ sims, actions }: { sims: AdminSimCard[]; actions: SimRowActions }) {
  return (
    <ul className="divide-y divide-slate-100">
      {sims.map((sim) => (
        <li key={sim.id} className="space-y-1.5 px-4 py-3.5 text-sm">
          <div className="flex items-center justify-between gap-3">
            <p className="font-mono text-xs break-all text-slate-900">{sim.iccid}</p>
            <StatusPill status={sim.status} />
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
            #{sim.id} · {created(sim.created_at)}
          </p>
          <RowActions sim={sim} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

export function SimTable({ sims, actions }: { sims: AdminSimCard[] | undefined; actions: SimRowActions }) {
  const shown = sims ?? [];
  return (
    <AdminTable
      caption="SIM cards"
      columns={COLUMNS}
      loading={sims === undefined}
      empty={sims !== undefined && sims.length === 0}
      emptyText="No SIM cards found"
      cards={<SimCards sims={shown} actions={actions} />}
    >
      {shown.map((sim) => (
        <tr key={sim.id}>
          <Cell className="max-w-28 truncate font-mono text-xs text-slate-500">
            <span title={sim.id}>{sim.id}</span>
          </Cell>
          <Cell className="font-mono text-xs">{sim.iccid}</Cell>
          <Cell className="font-mono text-xs">{sim.puk_code}</Cell>
          <Cell>
            <StatusPill status={sim.status} />
          </Cell>
          <Cell className="tabular-nums">£{centsToDecimal(sim.price_cents)}</Cell>
          {sim.sold_to_user_email ? (
            <HolderCell name={sim.sold_to_user_name ?? ''} email={sim.sold_to_user_email} />
          ) : (
            <Cell>—</Cell>
          )}
          <Cell>{created(sim.created_at)}</Cell>
          <Cell>
            <RowActions sim={sim} actions={actions} />
          </Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
