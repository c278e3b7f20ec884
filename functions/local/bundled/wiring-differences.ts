// Where a template's wiring and the shared tables (routes, events, schedules) disagree, one line per fact.

import { CONSUMER_NAMES, CONSUMERS, detailTypesOf } from '../../../shared/events.js';
import { AREA_NAMES, areaRoutePath } from '../../../shared/routes.js';
import { SCHEDULE_NAMES, SCHEDULES } from '../../../shared/schedules.js';
import { PUSH_FUNCTION, PUSH_ROUTE_KEYS } from '../../../shared/schemas/push.js';
import type { TemplateWiring } from './template-wiring.js';

/** Each fact the local runtime relies on, as `what → value`, from the shared tables. */
function sourceFacts(): Map<string, string> {
  const facts = new Map<string, string>();
  for (const area of AREA_NAMES) facts.set(`route ANY ${areaRoutePath(area)}`, `function ${area}`);
  // The WebSocket API's routes (docs/decisions/041): on that API, not the HTTP one.
  for (const routeKey of PUSH_ROUTE_KEYS) facts.set(`WebSocket route ${routeKey}`, `function ${PUSH_FUNCTION}`);
  for (const name of CONSUMER_NAMES) {
    const consumer = CONSUMERS[name];
    for (const detailType of detailTypesOf(name)) {
      const rule = `rule for ${detailType} events`;
      facts.set(rule, facts.has(rule) ? `${facts.get(rule)}, ${name}` : `consumer ${name}`);
    }
    facts.set(`consumer ${name} batch size`, String(consumer.batchSize));
    facts.set(`consumer ${name} maximum concurrency`, String(consumer.maxConcurrency));
    facts.set(`consumer ${name} deliveries before dead-lettering`, String(consumer.maxReceiveCount));
  }
  for (const name of SCHEDULE_NAMES) facts.set(`schedule of job ${name}`, `every ${SCHEDULES[name].everyMinutes} min`);
  return facts;
}

/** `rate(5 minutes)` as `every 5 min`; any other expression as it is. */
function scheduleFact(expression: string): string {
  const rate = /^rate\((\d+) minutes?\)$/.exec(expression);
  return rate ? `every ${rate[1]} min` : expression;
}

/** The same facts, from the template. */
function templateFacts(wiring: TemplateWiring): Map<string, string> {
  const facts = new Map<string, string>();
  for (const [routeKey, fn] of wiring.routes) facts.set(`route ${routeKey}`, `function ${fn}`);
  for (const [routeKey, fn] of wiring.socketRoutes) facts.set(`WebSocket route ${routeKey}`, `function ${fn}`);
  const byEvent = new Map<string, string[]>();
  for (const consumer of wiring.consumers) {
    byEvent.set(consumer.detailType, [...(byEvent.get(consumer.detailType) ?? []), consumer.function]);
    const name = consumer.function;
    facts.set(`consumer ${name} batch size`, String(consumer.batchSize ?? 'none'));
    facts.set(`consumer ${name} maximum concurrency`, String(consumer.maxConcurrency ?? 'none'));
    facts.set(`consumer ${name} deliveries before dead-lettering`, String(consumer.maxReceiveCount ?? 'none'));
  }
  for (const [event, consumers] of byEvent)
    facts.set(`rule for ${event} events`, `consumer ${consumers.sort().join(', ')}`);
  for (const [fn, expression] of wiring.schedules) facts.set(`schedule of job ${fn}`, scheduleFact(expression));
  return facts;
}

/** Empty when they agree; otherwise each difference, e.g. `schedule of job expireLeases: every 1 min in the sources, every 5 min in the template`. */
export function wiringDifferences(wiring: TemplateWiring): string[] {
  const sources = sourceFacts();
  const template = templateFacts(wiring);
  const differences: string[] = [];
  for (const [fact, value] of sources) {
    const synthesized = template.get(fact);
    if (synthesized === undefined) differences.push(`${fact}: ${value} in the sources, missing from the template`);
    else if (synthesized !== value)
      differences.push(`${fact}: ${value} in the sources, ${synthesized} in the template`);
  }
  for (const [fact, value] of template) {
    if (!sources.has(fact)) differences.push(`${fact}: ${value} in the template, missing from the sources`);
  }
  return differences;
}
