// Takes one item of stock for a buyer, however many buyers race for it: try one, and if another took it, try another.

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { NumberRepository } from './ports.js';
import type { SimCardRepository } from '../sims/ports.js';

/** One attempt's outcome: what was bought (the caller's own value), or why this candidate could not be had. */
type Attempt<R> = (candidate: string) => Promise<R | 'taken' | 'insufficientBalance'>;

/** How many candidates one read offers; racing buyers pick among them at random (numbers) or in order (SIMs). */
export const CANDIDATES = 100;

/**
 * Repeats: read the stock, attempt one candidate not tried yet. Each lost attempt means that candidate was sold,
 * so the loop ends: with a sale, with 402, or with `noStockMessage` once nothing untried is left. The stock is read
 * eventually consistently (docs/decisions/035 "Purchases"): a stale read offers a number just sold, which costs one
 * lost attempt; stock is only declared gone after a strongly consistent read finds nothing untried either.
 */
async function allocate<R>(options: {
  candidates(consistency: 'strong' | 'eventual'): Promise<string[]>;
  choose(candidates: string[]): string;
  attempt: Attempt<R>;
  noStockMessage: string;
}): Promise<R> {
  const tried = new Set<string>();
  const untried = async (consistency: 'strong' | 'eventual') =>
    (await options.candidates(consistency)).filter((candidate) => !tried.has(candidate));
  for (;;) {
    let candidates = await untried('eventual');
    if (candidates.length === 0) candidates = await untried('strong');
    if (candidates.length === 0) throw new AppError('outOfStock', options.noStockMessage);
    const candidate = options.choose(candidates);
    const result = await options.attempt(candidate);
    if (result === 'insufficientBalance') throw new AppError('insufficientBalance', MESSAGES.insufficientBalance);
    if (result !== 'taken') return result;
    tried.add(candidate);
  }
}

/**
 * Any number serves any service (docs/decisions/013 "Numbers"), so racing buyers spread over the candidates at random.
 */
export function allocateNumber<R>(
  numbers: NumberRepository,
  attempt: Attempt<R>,
  /** The buyer's own exclusions (the protocol's `phoneException`): only among the candidates one read offers. */
  accept: (number: string) => boolean = () => true,
): Promise<R> {
  return allocate({
    candidates: async (consistency) => (await numbers.available(CANDIDATES, consistency)).filter(accept),
    choose: (candidates) => candidates[Math.floor(Math.random() * candidates.length)]!,
    attempt,
    noStockMessage: MESSAGES.noNumbers,
  });
}

/** docs/decisions/013 "eSIM": the oldest SIM in STOCK is sold. */
export function allocateSimCard<R>(simCards: SimCardRepository, attempt: Attempt<R>): Promise<R> {
  return allocate({
    candidates: (consistency) => simCards.inStock(CANDIDATES, consistency),
    choose: (candidates) => candidates[0]!,
    attempt,
    noStockMessage: MESSAGES.noSimCards,
  });
}
