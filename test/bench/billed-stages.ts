// The prod and dev stages as the cost model sees them: each synthesized once, as the infra tests synthesize it
// (test/infra/synth-app.ts), and its templates counted (billed-resources.ts).

import { synthApp } from '../infra/synth-app.js';
import { billedResources, type BilledResources } from './billed-resources.js';

export function synthesizedStages(): { prod: BilledResources; dev: BilledResources } {
  const count = (stage: string) => {
    const { template, edgeTemplate } = synthApp({ stage, alarmEmail: 'ops@example.com' });
    return billedResources(template.toJSON(), edgeTemplate.toJSON());
  };
  // Synthesis reports the test stacks' placeholder secrets on stderr (console.error), which says nothing about cost and
  // would split the bench's table: held back while the two stages synthesize.
  const report = console.error;
  console.error = () => {};
  try {
    return { prod: count('prod'), dev: count('dev') };
  } finally {
    console.error = report;
  }
}
