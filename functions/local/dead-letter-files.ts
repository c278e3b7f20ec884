// The local event bus's dead letters (one JSON line per event, a file per consumer) redriven through the running bus,
// as SQS's redrive moves a dead-letter queue back to its source queue (docs/decisions/026 "dlq:redrive").

import { appendFileSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { DeadLetterQueues } from '../domain/ports.js';
import { callLocalBus, REDRIVE_TARGET } from './eventbridge-local.js';

const SUFFIX = '.jsonl';

export function localDeadLetters(deadLetterDir: string, eventBusEndpoint: string): DeadLetterQueues {
  async function redriveFile(consumer: string): Promise<number> {
    const file = path.join(deadLetterDir, `${consumer}${SUFFIX}`);
    // Moved aside first: what the bus dead-letters meanwhile (a redriven event failing again) starts a new file.
    const taken = `${file}.redriving-${process.pid}-${Date.now()}`;
    renameSync(file, taken);
    let moved = 0;
    for (const line of readFileSync(taken, 'utf8').split('\n').filter(Boolean)) {
      const sent = await callLocalBus(eventBusEndpoint, REDRIVE_TARGET, { consumer, envelope: JSON.parse(line) }).catch(
        () => null,
      );
      if (sent?.ok) moved += 1;
      // Not taken: the letter goes back with the dead ones, never dropped.
      else appendFileSync(file, `${line}\n`);
    }
    rmSync(taken);
    return moved;
  }

  return {
    async redrive(consumer) {
      const consumers = existsSync(deadLetterDir)
        ? readdirSync(deadLetterDir)
            .filter((name) => name.endsWith(SUFFIX))
            .map((name) => name.slice(0, -SUFFIX.length))
        : [];
      const chosen = consumer === null ? consumers : consumers.filter((name) => name === consumer);
      const redriven = [];
      for (const name of chosen) redriven.push({ queue: name, moved: await redriveFile(name) });
      return redriven;
    },
  };
}
