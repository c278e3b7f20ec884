// A ticket's messages in order, the member's on one side and support's (as Support Team) on the other.

import { LABELS } from '@shared/messages';
import type { TicketMessageView } from '@shared/schemas/tickets';
import { formatDateTime } from '../ui/status-badge';

export function TicketConversation({ messages }: { messages: TicketMessageView[] }) {
  return (
    <ol aria-label="Conversation" className="flex max-h-[40dvh] flex-col gap-3 overflow-y-auto">
      {messages.map((message) => {
        const support = message.is_admin === 1;
        return (
          <li
            key={message.id}
            className={`max-w-[90%] rounded-xl px-4 py-3 text-sm ${support ? 'self-start bg-brand-50 ring-1 ring-brand-100' : 'self-end bg-slate-100'}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className={`font-semibold ${support ? 'text-brand-800' : 'text-slate-900'}`}>
                {support ? LABELS.supportTeam : message.user_name}
              </span>
              <time dateTime={message.created_at} className="text-xs text-slate-500">
                {formatDateTime(message.created_at)}
              </time>
            </div>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
