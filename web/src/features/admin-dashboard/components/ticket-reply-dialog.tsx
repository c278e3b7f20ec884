// The dashboard's ticket reply dialog: the spec keeps it inert, so Send Reply only logs and closes; nothing is sent
// (replies are sent from Ticket Management).

import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/form-field';
import type { DashboardTicket } from '@/lib/admin/get-admin-data';

export function TicketReplyDialog({ ticket, onClose }: { ticket: DashboardTicket | null; onClose: () => void }) {
  const [reply, setReply] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    console.info(`Dashboard reply to ticket ${ticket?.id} (not sent)`, reply);
    setReply('');
    onClose();
  };
  return (
    <Dialog
      open={ticket !== null}
      onClose={onClose}
      title={`Reply to TKT-${ticket?.id ?? ''}`}
      description={ticket?.subject}
    >
      <form onSubmit={send} className="space-y-4">
        <TextAreaField label="Reply" value={reply} onChange={(event) => setReply(event.target.value)} rows={4} />
        <FormActions onCancel={onClose} submitLabel="Send Reply" />
      </form>
    </Dialog>
  );
}
