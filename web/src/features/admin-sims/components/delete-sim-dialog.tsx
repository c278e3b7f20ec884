// The delete confirmation: 'Are you sure you want to delete this SIM card?' with Delete and Cancel.

import { MESSAGES } from '@shared/messages';
import type { AdminSimCard } from '@shared/schemas/admin-sim-cards';
import { BUTTON_BASE, Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export function DeleteSimDialog({
  sim,
  onConfirm,
  onClose,
}: {
  sim: AdminSimCard;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="Delete SIM card" description={MESSAGES.confirmDeleteSim}>
      <p className="font-mono text-sm text-slate-700">ICCID {sim.iccid}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <button
          type="button"
          className={`${BUTTON_BASE} bg-red-600 text-white shadow-sm hover:bg-red-700`}
          onClick={onConfirm}
        >
          Delete
        </button>
      </div>
    </Dialog>
  );
}
