// Reads that need not be the latest are eventually consistent (half the price of a strong read); a miss, or what the
// caller cannot act on, is read again strongly (docs/decisions/035 "SMS", 047 "Polls").

export async function eventuallyThenStrongly<T>(
  read: (consistency: 'strong' | 'eventual') => Promise<T | null>,
  enough: (found: T) => boolean = () => true,
): Promise<T | null> {
  const found = await read('eventual');
  return found && enough(found) ? found : read('strong');
}
