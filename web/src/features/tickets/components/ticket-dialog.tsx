// The ticket's detail dialog (docs/decisions/015 "Screens"): its details, the conversation, and the reply box with its
// /500 counter (a hint: the server keeps up to 5,000 characters), hidden once the ticket is closed.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKET_REPLY_COUNTER } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { TICKET_CATEGORIES, ticketReplyRequest, type TicketView } from '@shared/schemas/tickets';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { formatDateTime } from '@/components/ui/status-badge';
import { TICKETS_KEY, ticketMessagesQuery } from '../api/queries';
import { replyToTicket } from '../api/reply-to-ticket';
import { ticketReference } from '@/components/tickets/ticket-labels';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/tickets/ticket-badges';
import { TicketConversation } from '@/components/tickets/ticket-conversation';

function ReplyBox({ ticketId }: { ticketId: string }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(ticketReplyRequest, { defaultValues: { message: '' } });
  const { isSubmitting } = form.formState;
  const length = form.watch('message').length;

  const submit = form.handleSubmit(async ({ message }) => {
    try {
      await replyToTicket(ticketId, message);
      showToast(MESSAGES.ticketMessageSent, 'success');
      form.reset({ message: '' });
      await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    } catch (error) {
      if (!showServerDetails(form, error)) showToast(MESSAGES.ticketMessageFailed, 'error');
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 border-t border-slate-200 pt-4">
      <TextAreaField
        label="Your reply"
        counter={{ text: `${length}/${TICKET_REPLY_COUNTER}`, over: length > TICKET_REPLY_COUNTER }}
        {...schemaField(form, 'message')}
      />
      <Button type="submit" disabled={isSubmitting} className="mt-3 w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : 'Send Reply'}
      </Button>
    </form>
  );
}

export function TicketDialog({ ticket, onClose }: { ticket: TicketView; onClose: () => void }) {
  const messages = useQuery(ticketMessagesQuery(ticket.id));
  return (
    <Dialog
      open
      onClose={onClose}
      title={ticket.subject}
      description={
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs text-slate-500">{ticketReference(ticket.id)}</span>
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
          <span>{TICKET_CATEGORIES[ticket.category]}</span>
          <span className="w-full">Opened {formatDateTime(ticket.created_at)}</span>
        </div>
      }
    >
      {messages.isPending && <Spinner label="Loading messages" />}
      {messages.isError && !messages.data && (
        <p className="text-sm text-red-700">{MESSAGES.ticketMessagesLoadFailed}</p>
      )}
      {messages.data && <TicketConversation messages={messages.data} />}
      {ticket.status === 'closed' ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
          This ticket is closed. Open a new ticket if you need more help.
        </p>
      ) : (
        <ReplyBox ticketId={ticket.id} />
      )}
    </Dialog>
  );
}
