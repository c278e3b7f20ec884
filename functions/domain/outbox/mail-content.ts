// What an email says, kept as plain paragraphs (and an optional preformatted block, e.g. a forwarded SMS): small enough
// to store in an outbox item; the HTML is made from it when sent (docs/decisions/034 "Item size").

import type { Email } from '../ports.js';
import { escapeHtml } from '../escape-html.js';

export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** Shown as written (white space kept): a forwarded SMS. */
  preformatted?: string;
}

/** A web address on its own, or at the end of a paragraph after ': ', becomes a link in the HTML. */
const TRAILING_URL = /^(.*?)(https?:\/\/\S+)$/s;

function paragraphHtml(paragraph: string): string {
  const match = TRAILING_URL.exec(paragraph);
  if (!match) return `<p>${escapeHtml(paragraph)}</p>`;
  const url = escapeHtml(match[2]!);
  return `<p>${escapeHtml(match[1]!)}<a href="${url}">${url}</a></p>`;
}

export function renderEmail(to: string, content: MailContent): Email {
  const pre = content.preformatted;
  return {
    to,
    subject: content.subject,
    text: [...content.paragraphs, ...(pre === undefined ? [] : ['', pre])].join('\n'),
    html:
      content.paragraphs.map(paragraphHtml).join('') +
      (pre === undefined ? '' : `<pre style="white-space:pre-wrap">${escapeHtml(pre)}</pre>`),
  };
}
