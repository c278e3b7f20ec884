// The monthly AWS bill of a workload, itemised, from the bench's own measurements (DynamoDB units per flow, handler
// durations) and the list prices in prices.ts (docs/decisions/036). What was not measured is a stated assumption
// below, each with its reason, so the table can be checked line by line.

import { DEFAULT_MEMORY_MB } from '../../infra/constructs/team-function.js';
import type { FlowUnits } from './capacity.js';
import { PRICES, PRICES_AS_OF, PRICES_REGION } from './prices.js';

/** What the bench measured in this run. */
export interface Measured {
  /** Billed DynamoDB units per flow (capacity.ts). */
  units: { oneTime: FlowUnits; lease: FlowUnits; smsToOrder: FlowUnits; smsToLease: FlowUnits; poll: FlowUnits };
  /** p50 handler times, ms (local, same machine: a proxy for Lambda's billed duration). */
  ms: { memberCall: number; purchase: number; poll: number; ipnAnswer: number; ipnApply: number; sms: number };
}

/** The workload's shape, per sale and per API call (docs/decisions/036 "Workload"). */
const WORKLOAD = {
  /** Of the sales, one-time numbers; the rest are 30-day leases. */
  oneTimeShare: 0.8,
  /** SMS a lease receives in its month. */
  smsPerLease: 5,
  /** Member calls from the SPA per sale (sign-in, lists, the order page polling every 5 s until the code). */
  memberCallsPerSale: 30,
  /** Read units of a member call: its session check (session and user GetItems, strong, small) and what it reads. */
  memberCallReadUnits: 3,
  /** Payment notifications per sale (crypto top-ups and anonymous checkouts, each a few IPNs, members reuse funds). */
  ipnsPerSale: 1,
  /**
   * Units per IPN, estimated from its items (not metered): the raw body stored (1 write), applied with the payment,
   * balance, ledger entry and reference and the notification in one transaction (5 items, 2 each, and the user's
   * index entry), read back by the consumer (3 strong reads).
   */
  ipnWriteUnits: 12,
  ipnReadUnits: 3,
  /** Emails per sale (receipt) and per SMS to a lease (the forward). */
  emailsPerSale: 1,
  /** Page views per sale through CloudFront (visitors who do not buy included), and what one transfers. */
  pageViewsPerSale: 50,
  pageViewMb: 0.05,
  /** Share of CloudFront's requests for the site that miss its cache and go to S3. */
  s3MissShare: 0.05,
  /** The built site in S3 (GB) and the table's size per sale kept (GB; orders, ledger, SMS, timers). */
  siteGb: 0.01,
  tableGbPerSale: 4e-6,
  /** Log bytes per invocation (START, END, REPORT and the warnings at LOG_LEVEL WARN), retained a month. */
  logBytesPerInvocation: 1_000,
  /** Custom metrics (EMF), alarms and dashboards: fixed a month. */
  customMetrics: 30,
  alarms: 20,
  dashboards: 1,
  /** Secrets (JWT, origin, two per payment provider, the SMS supplier's). */
  secrets: 7,
  /** WAF rules in the web ACL (the rate rule and AWS's common rule set). */
  wafRules: 2,
  /** X-Ray: the sampled share of invocations (1 a second, then 5 %). */
  tracedShare: 0.05,
  /** Scheduled job runs a month (expiries, renewals, code removal, each a minute or so). */
  schedulerRuns: 6 * 60 * 24 * 30,
  /** Events per sale, SMS and IPN through EventBridge, and SQS requests per event (send, receive, delete). */
  sqsRequestsPerEvent: 3,
} as const;

interface Line {
  item: string;
  usd: number;
  detail: string;
}

const gbSeconds = (ms: number, memoryMb: number) => (Math.max(1, Math.ceil(ms)) / 1000) * (memoryMb / 1024);

/** The bill for `sales` sales and `apiCalls` public API calls in a month. */
export function monthlyBill(measured: Measured, sales: number, apiCalls: number): Line[] {
  const w = WORKLOAD;
  const oneTime = sales * w.oneTimeShare;
  const leases = sales - oneTime;
  const smsToOrders = oneTime;
  const smsToLeases = leases * w.smsPerLease;
  const sms = smsToOrders + smsToLeases;
  const memberCalls = sales * w.memberCallsPerSale;
  const ipns = sales * w.ipnsPerSale;
  const httpRequests = memberCalls + sales + apiCalls + ipns + sms;
  // Each SMS and IPN: the webhook and its consumer; each sale and call: its area function.
  const invocations = httpRequests + sms + ipns + w.schedulerRuns;
  const mb = DEFAULT_MEMORY_MB;
  const gbS =
    memberCalls * gbSeconds(measured.ms.memberCall, mb) +
    sales * gbSeconds(measured.ms.purchase, mb) +
    apiCalls * gbSeconds(measured.ms.poll, mb) +
    ipns * (gbSeconds(measured.ms.ipnAnswer, mb) + gbSeconds(measured.ms.ipnApply, mb)) +
    sms * gbSeconds(measured.ms.sms, mb) +
    w.schedulerRuns * gbSeconds(measured.ms.purchase, mb);
  const u = measured.units;
  const flows = (kind: keyof FlowUnits) =>
    oneTime * u.oneTime[kind] +
    leases * u.lease[kind] +
    smsToOrders * u.smsToOrder[kind] +
    smsToLeases * u.smsToLease[kind] +
    apiCalls * u.poll[kind];
  const readUnits = flows('reads') + memberCalls * w.memberCallReadUnits + ipns * w.ipnReadUnits;
  const writeUnits = flows('writes') + ipns * w.ipnWriteUnits;
  const tableGb = sales * w.tableGbPerSale * 12;
  const events = sales + sms + ipns;
  const emails = sales * w.emailsPerSale + smsToLeases;
  const pageViews = sales * w.pageViewsPerSale;
  const edgeRequests = pageViews + httpRequests;
  const logGb = (invocations * w.logBytesPerInvocation) / 1e9;
  const p = PRICES;
  return [
    {
      item: 'Lambda',
      usd: invocations * p.lambda.request + gbS * p.lambda.gbSecondArm,
      detail: `${fmt(invocations)} invocations, ${fmt(gbS)} GB-s at ${mb} MB Arm`,
    },
    {
      item: 'API Gateway (HTTP API)',
      usd: httpRequests * p.apiGateway.httpRequest,
      detail: `${fmt(httpRequests)} requests`,
    },
    {
      item: 'DynamoDB (on-demand)',
      usd:
        writeUnits * p.dynamodb.writeUnit +
        readUnits * p.dynamodb.readUnit +
        tableGb * (p.dynamodb.storageGbMonth + p.dynamodb.pitrGbMonth),
      detail: `${fmt(writeUnits)} write units, ${fmt(readUnits)} read units, ${tableGb.toFixed(2)} GB with PITR`,
    },
    {
      item: 'SQS',
      usd: events * w.sqsRequestsPerEvent * p.sqs.request,
      detail: `${fmt(events * w.sqsRequestsPerEvent)} requests`,
    },
    {
      item: 'EventBridge',
      usd: events * p.eventBridge.event + w.schedulerRuns * p.eventBridge.schedulerInvocation,
      detail: `${fmt(events)} events, ${fmt(w.schedulerRuns)} schedule runs`,
    },
    { item: 'SES', usd: emails * p.ses.email, detail: `${fmt(emails)} emails` },
    {
      item: 'CloudFront',
      usd: edgeRequests * p.cloudFront.httpsRequest + ((pageViews * w.pageViewMb) / 1024) * p.cloudFront.transferOutGb,
      detail: `${fmt(edgeRequests)} requests, ${fmt((pageViews * w.pageViewMb) / 1024)} GB out`,
    },
    {
      item: 'S3',
      usd: pageViews * w.s3MissShare * p.s3.getRequest + w.siteGb * p.s3.storageGbMonth,
      detail: `${fmt(pageViews * w.s3MissShare)} GETs`,
    },
    {
      item: 'CloudWatch logs',
      usd: logGb * (p.cloudWatch.logsIngestGb + p.cloudWatch.logsStorageGbMonth),
      detail: `${logGb.toFixed(1)} GB ingested and kept a month`,
    },
    {
      item: 'CloudWatch metrics, alarms, dashboard',
      usd:
        w.customMetrics * p.cloudWatch.metricMonth +
        w.alarms * p.cloudWatch.alarmMonth +
        w.dashboards * p.cloudWatch.dashboardMonth,
      detail: `${w.customMetrics} metrics, ${w.alarms} alarms, ${w.dashboards} dashboard`,
    },
    {
      item: 'WAF',
      usd: p.waf.webAclMonth + w.wafRules * p.waf.ruleMonth + edgeRequests * p.waf.request,
      detail: `1 web ACL, ${w.wafRules} rules, ${fmt(edgeRequests)} requests`,
    },
    {
      item: 'Secrets Manager',
      usd: w.secrets * p.secretsManager.secretMonth,
      detail: `${w.secrets} secrets (cached 5 min per instance)`,
    },
    {
      item: 'X-Ray',
      usd: invocations * w.tracedShare * p.xray.trace,
      detail: `${fmt(invocations * w.tracedShare)} traces`,
    },
  ];
}

function fmt(value: number): string {
  if (value >= 1e9) return `${(value / 1e9).toFixed(2)} G`;
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)} M`;
  if (value >= 1e4) return `${(value / 1e3).toFixed(0)} k`;
  return value.toFixed(value >= 100 ? 0 : 1);
}

/** The table for the two workloads, each itemised, its dominant item named. */
export function costTable(measured: Measured): string[] {
  const total = (flow: FlowUnits) => (flow.reads + flow.writes).toFixed(2);
  const u = measured.units;
  const lines = [
    `Monthly AWS bill (${PRICES_REGION} on-demand list prices as of ${PRICES_AS_OF}, docs/decisions/036; no free tier)`,
    `  measured: units per one-time ${total(u.oneTime)}, lease ${total(u.lease)}, SMS to an order ${total(u.smsToOrder)}, SMS to a lease ${total(u.smsToLease)}, poll ${total(u.poll)};` +
      ` p50 ms: member call ${measured.ms.memberCall.toFixed(1)}, purchase ${measured.ms.purchase.toFixed(1)}, poll ${measured.ms.poll.toFixed(1)}, IPN ${measured.ms.ipnAnswer.toFixed(1)} + ${measured.ms.ipnApply.toFixed(1)} applied, SMS ${measured.ms.sms.toFixed(1)}`,
  ];
  for (const scale of [1, 100]) {
    const sales = 10_000 * scale;
    const calls = 1_000_000 * scale;
    const bill = monthlyBill(measured, sales, calls);
    const total = bill.reduce((sum, line) => sum + line.usd, 0);
    const top = bill.reduce((best, line) => (line.usd > best.usd ? line : best));
    lines.push(`  ${fmt(sales)} sales and ${fmt(calls)} API calls a month:`);
    for (const line of bill) {
      lines.push(`    ${line.item.padEnd(38)} $${line.usd.toFixed(2).padStart(10)}   ${line.detail}`);
    }
    lines.push(
      `    ${'total'.padEnd(38)} $${total.toFixed(2).padStart(10)}   dominant: ${top.item} (${((100 * top.usd) / total).toFixed(0)} %)`,
    );
  }
  return lines;
}
