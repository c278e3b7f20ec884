// Which messages may complete a one-time order (docs/decisions/012): a service's sender IDs and brand words.
// A message matches when its sender is one of the IDs OR its text names one of the words; without patterns, any does.

/** A catalogue service's patterns; a service without them (Other) takes any message. */
export interface SmsMatch {
  /** Sender IDs as the brand sends them ('WhatsApp', 'JustEat'), compared ignoring case, spaces and punctuation. */
  senders: string[];
  /** Words the brand's messages name ('WhatsApp', 'Booking.com'), found in the text as whole words, ignoring case. */
  words: string[];
}

/** Letters and digits only, lower case: 'Just Eat', 'JUSTEAT' and 'just-eat' are one sender. */
const senderKey = (sender: string) => sender.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** A word stands alone when no letter or digit touches it: 'LINE' is in 'LINE code 1234', not in 'online'. */
const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');

export function matchesService(match: SmsMatch | null, sms: { from: string; body: string | null }): boolean {
  if (!match || (match.senders.length === 0 && match.words.length === 0)) return true;
  const sender = senderKey(sms.from);
  if (sender !== '' && match.senders.some((id) => senderKey(id) === sender)) return true;
  const text = sms.body ?? '';
  return match.words.some((word) => wordPattern(word).test(text));
}
