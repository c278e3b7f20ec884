// The New Ticket dialog (docs/decisions/015 "Screens", docs/decisions/019): subject, category, priority and message;
// 'Ticket created successfully!' on success, the field's own problem or 'Failed to create ticket' otherwise. The limits
// are on screen before any submit: the subject's as a hint, the message's as a running counter.

import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { TICKET_MESSAGE_MAX_LENGTH, TICKET_SUBJECT_MAX_LENGTH } from '@shared/constants';
import { MESSAGES, LABELS } from '@shared/messages';
import { TICKET_CATEGORIES, createTicketRequest, ticketPriority } from '@shared/schemas/tickets';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { FieldMessage, FormField, INPUT_CLASS, describedField } from '@/components/ui/form-field';
import { showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { createTicket } from '../api/create-ticket';
import { ticketsQuery } from '../api/queries';
import { PRIORITY_LABELS } from '@/components/tickets/ticket-labels';

export function NewTicketDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(createTicketRequest, {
    defaultValues: { subject: '', category: 'general', priority: 'medium', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const categoryId = useId();
  const priorityId = useId();
  const messageId = useId();
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
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField
          label="Subject"
          hint={`Up to ${TICKET_SUBJECT_MAX_LENGTH} characters`}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={categoryId} className="block text-sm font-medium text-slate-800">
              Category
            </label>
            <select
              className={INPUT_CLASS}
              {...form.register('category')}
              {...describedField(categoryId, errors.category?.message)}
            >
              {Object.entries(TICKET_CATEGORIES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <FieldMessage id={categoryId} error={errors.category?.message} />
          </div>
          <div>
            <label htmlFor={priorityId} className="block text-sm font-medium text-slate-800">
              Priority
            </label>
            <select
              className={INPUT_CLASS}
              {...form.register('priority')}
              {...describedField(priorityId, errors.priority?.message)}
            >
              {ticketPriority.options.map((value) => (
                <option key={value} value={value}>
                  {PRIORITY_LABELS[value]}
                </option>
              ))}
            </select>
            <FieldMessage id={priorityId} error={errors.priority?.message} />
          </div>
        </div>
        <div>
          <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
            Message
          </label>
          <textarea
            rows={5}
            className={INPUT_CLASS}
            {...form.register('message')}
            {...describedField(messageId, errors.message?.message, counter)}
          />
          <div className="mt-1.5 flex items-start justify-between gap-3">
            <FieldMessage id={messageId} error={errors.message?.message} />
            <span
              id={`${messageId}-hint`}
              className={`ml-auto text-xs tabular-nums ${messageLength > TICKET_MESSAGE_MAX_LENGTH ? 'text-red-700' : 'text-slate-500'}`}
            >
              {counter}
            </span>
          </div>
        </div>
        <FormActions onCancel={onClose} submitLabel="Create Ticket" busyLabel="Creating..." submitting={isSubmitting} />
      </form>
    </Dialog>
  );
}
