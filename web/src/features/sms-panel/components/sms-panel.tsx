// The SMS panel (docs/decisions/015 "Screens"): tabs one-time, lease and buy; the popular services and the
// 'All Other Services' picker; the price of the tab; the member buttons (wallet) and the anonymous ones (crypto, no
// account; the coin is chosen in the crypto payment dialog, where the provider and so its coin list are known).

import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { offeredAs, serviceDisplayName, servicePriceCents } from '@shared/catalogue';
import { BUY_PRICE_CENTS, PURCHASE_TYPES, type PurchaseType } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { Service } from '@shared/schemas/services';
import { ServiceGrid } from '@/components/service-grid';
import { ServiceIcon } from '@/components/service-icon';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { dispatchWindowEvent, showToast } from '@/lib/window-events';
import type { PanelSelection } from '../use-panel-selection';

export interface SmsPanelProps {
  services: readonly Service[];
  selection: PanelSelection;
  /** Member path: pay from the wallet. */
  onWalletPurchase: (request: { type: PurchaseType; service: Service | null }) => void;
  /** Anonymous path: pay in crypto. */
  onCryptoPayment: (request: { type: PurchaseType; service: Service | null; email?: string }) => void;
}

// The lease email dialog's form code loads when the dialog first opens, not with the landing page.
const LeaseEmailDialog = lazy(async () => ({ default: (await import('./lease-email-dialog')).LeaseEmailDialog }));

const TABS: Record<PurchaseType, { label: string; member: string; anonymous: string }> = {
  'one-time': { label: LABELS.oneTimeSms, member: LABELS.getSms, anonymous: LABELS.buyNow },
  lease: { label: LABELS.lease, member: LABELS.rentNumber, anonymous: LABELS.rentAnonymous },
  buy: { label: LABELS.buyNumber, member: LABELS.buyNumber, anonymous: LABELS.buyAnonymous },
};

export function SmsPanel({ services, selection, onWalletPurchase, onCryptoPayment }: SmsPanelProps) {
  const session = useSession();
  const ids = useId();
  const [dialog, setDialog] = useState<'leaseEmail' | null>(null);
  const { tab, serviceId } = selection;
  const needsService = tab !== 'buy';
  // A service picked on another tab counts only if it is sold as this one.
  const service = services.find((entry) => entry.id === serviceId && offeredAs(entry, tab)) ?? null;

  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = PURCHASE_TYPES[(PURCHASE_TYPES.indexOf(tab) + step + PURCHASE_TYPES.length) % PURCHASE_TYPES.length]!;
    selection.setTab(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };

  const serviceChosen = () => {
    if (!needsService || service) return true;
    showToast(MESSAGES.selectServiceFirst, 'warning');
    return false;
  };

  const payFromWallet = () => {
    if (session.status !== 'authenticated') {
      dispatchWindowEvent('openLoginModal');
      return;
    }
    if (serviceChosen()) onWalletPurchase({ type: tab, service: needsService ? service : null });
  };

  const payInCrypto = () => {
    if (!serviceChosen()) return;
    if (tab === 'lease') setDialog('leaseEmail');
    else onCryptoPayment({ type: tab, service: needsService ? service : null });
  };

  const price = needsService ? (service ? servicePriceCents(service, tab) : null) : BUY_PRICE_CENTS;

  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-4 shadow-xl shadow-brand-900/5 sm:p-6">
      <div role="tablist" aria-label="What you need" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {PURCHASE_TYPES.map((type) => (
          <button
            key={type}
            id={`${ids}-tab-${type}`}
            type="button"
            role="tab"
            aria-selected={tab === type}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === type ? 0 : -1}
            onKeyDown={onTabKey}
            onClick={() => selection.setTab(type)}
            className={`rounded-lg px-2 py-2.5 text-xs font-semibold transition-colors sm:text-sm ${
              tab === type ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {TABS[type].label}
          </button>
        ))}
      </div>

      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${tab}`} className="mt-5">
        {needsService ? (
          <ServiceGrid
            services={services}
            type={tab}
            selectedId={serviceId}
            onSelect={(picked) => selection.selectService(picked.id)}
          />
        ) : (
          <div className="flex items-start gap-4 rounded-xl border border-slate-200 p-4">
            <ServiceIcon service={{ name: 'eSIM', color: '#2b58d6' }} />
            <div>
              <p className="font-semibold text-slate-900">{LABELS.ukEsim}</p>
              <p className="mt-1 text-sm leading-6 text-slate-600">
                A permanent UK number, delivered as a QR code with its PUK and ICCID. Receives SMS and call verification
                codes; no data, no outgoing calls or SMS.
              </p>
            </div>
          </div>
        )}

        <div className="mt-5 flex flex-wrap items-end justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3">
          <div aria-live="polite">
            <p className="text-xs font-medium text-slate-600">{needsService ? 'Selected service' : 'Product'}</p>
            <p className="font-semibold text-slate-900" data-testid="selected-service">
              {needsService ? (service ? serviceDisplayName(service, tab) : 'None yet') : LABELS.ukEsim}
            </p>
          </div>
          <p className="text-2xl font-bold tracking-tight text-slate-900" data-testid="panel-price">
            {price === null ? '—' : formatUsd(price)}
          </p>
        </div>

        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <Button onClick={payFromWallet} className="py-3">
            {TABS[tab].member}
          </Button>
          <Button variant="dark" onClick={payInCrypto} className="py-3">
            {TABS[tab].anonymous}
          </Button>
        </div>
        <p className="mt-3 text-center text-xs text-slate-600">
          {TABS[tab].member} pays from your wallet; {TABS[tab].anonymous} pays in crypto without an account.
        </p>
      </div>

      {dialog === 'leaseEmail' && (
        <Suspense fallback={null}>
          <LeaseEmailDialog
            onClose={() => setDialog(null)}
            onSubmit={(email) => {
              setDialog(null);
              onCryptoPayment({ type: 'lease', service, email });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
