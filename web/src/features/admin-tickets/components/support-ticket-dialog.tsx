// The back office's ticket dialog (docs/decisions/019): the ticket's details, the conversation and the reply box with
// Send Reply and Cancel; 'Reply sent successfully!', then the messages are read again and the box is cleared.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import { TICKET_CATEGORIES, ticketReplyRequest, type AdminTicketView } from '@shared/schemas/tickets';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { QUERY_ROOTS } from '@/lib/query/client';
import { showToast } from '@/lib/window-events';
import { formatDateTime } from '@/components/ui/status-badge';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/tickets/ticket-badges';
import { TicketConversation } from '@/components/tickets/ticket-conversation';
import { ticketReference } from '@/components/tickets/ticket-labels';
import { answerTicket } from '../api/answer-ticket';
import { conversationQuery } from '../api/queries';

export function SupportTicketDialog({ ticket, onClose }: { ticket: AdminTicketView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQuery(ticket.id));
  const form = useSchemaForm(ticketReplyRequest, { defaultValues: { message: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ message }) => {
    try {
      await answerTicket(ticket.id, message);
      showToast(MESSAGES.replySent, 'success');
      form.reset({ message: '' });
      await queryClient.invalidateQueries({ queryKey: [...QUERY_ROOTS.admin, 'tickets'] });
    } catch (error) {
      if (!showServerDetails(form, error)) showToast(failureText(error, MESSAGES.replyFailed), 'error');
    }
  });

  return (
    <Dialog open onClose={onClose} title={ticket.subject}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl bg-slate-50 p-4 text-sm">
        <dt className="text-slate-600">Ticket</dt>
        <dd className="font-mono text-slate-900">{ticketReference(ticket.id)}</dd>
        <dt className="text-slate-600">User</dt>
        <dd className="min-w-0 break-words text-slate-900">
          {ticket.user_name} <span className="text-slate-600">({ticket.user_email})</span>
        </dd>
        <dt className="text-slate-600">Category</dt>
        <dd className="text-slate-900">{TICKET_CATEGORIES[ticket.category]}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd className="flex flex-wrap gap-2">
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
        </dd>
        <dt className="text-slate-600">Created</dt>
        <dd className="text-slate-900">{formatDateTime(ticket.created_at)}</dd>
      </dl>
      <div className="mt-4">
        {conversation.isPending && <Spinner label="Loading messages" />}
        {conversation.isError && !conversation.data && (
          <p className="text-sm text-red-700">{MESSAGES.ticketMessagesLoadFailed}</p>
        )}
        {conversation.data && <TicketConversation messages={conversation.data} />}
      </div>
      <DialogForm
        onSubmit={submit}
        className="mt-4 border-t border-slate-200 pt-4"
        onCancel={onClose}
        submitLabel="Send Reply"
        busyLabel="Sending..."
        submitting={isSubmitting}
      >
        <TextAreaField label="Reply" {...schemaField(form, 'message')} />
      </DialogForm>
    </Dialog>
  );
}
