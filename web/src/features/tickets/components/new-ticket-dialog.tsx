// The New Ticket dialog (docs/decisions/015 "Screens", docs/decisions/019): subject, category, priority and message;
// 'Ticket created successfully!' on success, the field's own problem or 'Failed to create ticket' otherwise. The limits
// are on screen before any submit: the subject's as a hint, the message's as a running counter.

import { useQueryClient } from '@tanstack/react-query';
import { TICKET_MESSAGE_MAX_LENGTH, TICKET_SUBJECT_MAX_LENGTH } from '@shared/constants';
import { MESSAGES, LABELS } from '@shared/messages';
import { TICKET_CATEGORIES, createTicketRequest, ticketPriority } from '@shared/schemas/tickets';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { FormField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { createTicket } from '../api/create-ticket';
import { ticketsQuery } from '../api/queries';
import { PRIORITY_LABELS } from '@/components/tickets/ticket-labels';

export function NewTicketDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(createTicketRequest, {
    defaultValues: { subject: '', category: 'general', priority: 'medium', message: '' },
  });
  const { isSubmitting } = form.formState;
  const messageLength = form.watch('message').length;
  const counter = `${messageLength.toLocaleString('en-GB')}/${TICKET_MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters`;

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await createTicket(values);
      showToast(MESSAGES.ticketCreated, 'success');
      // The list is an index read that may lag a moment: the new ticket is put in it from the answer.
      queryClient.setQueryData(ticketsQuery().queryKey, (tickets = []) => [
        created,
        ...tickets.filter((ticket) => ticket.id !== created.id),
      ]);
      onClose();
    } catch (error) {
      if (!showServerDetails(form, error)) showToast(MESSAGES.ticketCreateFailed, 'error');
    }
  });

  return (
    <Dialog open onClose={onClose} title={LABELS.newTicket}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel="Create Ticket"
        busyLabel="Creating..."
        submitting={isSubmitting}
      >
        <FormField
          label="Subject"
          hint={`Up to ${TICKET_SUBJECT_MAX_LENGTH} characters`}
          {...schemaField(form, 'subject')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Category" {...schemaField(form, 'category')}>
            {Object.entries(TICKET_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Priority" {...schemaField(form, 'priority')}>
            {ticketPriority.options.map((value) => (
              <option key={value} value={value}>
                {PRIORITY_LABELS[value]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label="Message"
          rows={5}
          counter={{ text: counter, over: messageLength > TICKET_MESSAGE_MAX_LENGTH }}
          {...schemaField(form, 'message')}
        />
      </DialogForm>
    </Dialog>
  );
}
