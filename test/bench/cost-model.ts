// The monthly AWS bill of a stage, itemised: what its synthesized templates bill whatever the traffic
// (billed-resources.ts), the traffic a workload brings, the bench's own measurements (DynamoDB units per flow, handler
// durations) and the list prices in prices.ts (docs/decisions/036, 058). What was not measured is a stated assumption
// below, each with its reason, so the table can be checked line by line.

import { METRICS } from '../../functions/adapters/metric-names.js';
import type { BilledFunction, BilledResources } from './billed-resources.js';
import type { FlowUnits } from './capacity.js';
import { CARRIER_GB_MOBILE_MONTH_USD, PRICES, PRICES_READ_ON, PRICES_REGION, type PriceTable } from './prices.js';

/** What the bench measured in this run. */
export interface Measured {
  /** Billed DynamoDB units per flow (capacity.ts). */
  units: { oneTime: FlowUnits; lease: FlowUnits; smsToOrder: FlowUnits; smsToLease: FlowUnits; poll: FlowUnits };
  /** p50 handler times, ms (local, same machine: a proxy for Lambda's billed duration). */
  ms: {
    memberCall: number;
    signIn: number;
    purchase: number;
    poll: number;
    ipnAnswer: number;
    ipnApply: number;
    sms: number;
  };
}

const SECONDS_PER_MONTH = 30 * 24 * 3600;

/** The workload's shape, per sale and per API call (docs/decisions/036 "Workload", 058). */
export const WORKLOAD = {
  /** Of the sales, one-time numbers; the rest are 30-day leases. */
  oneTimeShare: 0.8,
  /** SMS a lease receives in its month. */
  smsPerLease: 5,
  /** Member calls from the SPA per sale (lists, profile, the order page's reads), and the areas that answer them. */
  memberCallsPerSale: 30,
  memberCallAreas: { users: 0.7, services: 0.2, auth: 0.1 } as Record<string, number>,
  /** Sign-ins per sale (scrypt in the auth function, timed by the bench's login). */
  signInsPerSale: 1,
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
  /** Emails per sale (receipt) and per SMS to a lease (the forward); sending one takes about this long (one SES call). */
  emailsPerSale: 1,
  emailSendMs: 50,
  /**
   * The code push (docs/decisions/041): one socket per one-time order's waiting page, open about 3 minutes, one
   * message (the code); `$connect` and `$disconnect` each run the push function for about a member call's time.
   */
  socketMinutes: 3,
  socketMessages: 1,
  /** Page views per sale through CloudFront (visitors who do not buy included), and what one transfers. */
  pageViewsPerSale: 50,
  pageViewMb: 0.05,
  /** Share of CloudFront's requests for the site that miss its cache and go to S3. */
  s3MissShare: 0.05,
  /** The built site in S3 (GB) and the table's size per sale kept (GB; orders, ledger, SMS, timers). */
  siteGb: 0.01,
  tableGbPerSale: 4e-6,
  /**
   * Log bytes: Lambda's START, END and REPORT lines (with the X-Ray trace id) per invocation; a Powertools INFO line
   * with the Lambda context (one per event published, one per event handled: functions/adapters/events,
   * functions/events/core); an EMF record per sale, SMS and IPN; an access log line per HTTP API request and per
   * WebSocket connect and disconnect. Kept compressed to about this share of the raw size (CloudWatch bills storage so).
   */
  platformLogBytes: 550,
  infoLineBytes: 450,
  emfRecordBytes: 400,
  accessLogBytes: 350,
  logCompression: 0.15,
  /** The purchase `type` dimensions (one-time, lease, esim) on top of each figure's own metric. */
  purchaseTypes: 3,
  /**
   * Lambda's SQS event source keeps about 5 long polls (20 s each) open on each queue whatever its traffic: 5 × 3 a
   * minute, the receives an idle queue costs. Each event also costs a send, a receive and a delete.
   */
  pollersPerQueue: 5,
  longPollSeconds: 20,
  sqsRequestsPerEvent: 3,
  /** Lambda's fixed X-Ray sampling with active tracing, per function: the first request each second, then 5 %. */
  tracingReservoirPerSecond: 1,
  tracingRate: 0.05,
  /** A warm function keeps each secret 5 minutes (functions/adapters/secrets.ts SECRET_MAX_AGE_SECONDS). */
  secretMaxAgeSeconds: 300,
} as const;

/**
 * Payouts of money owed to anonymous buyers (docs/decisions/064): of the sales, the share that ends owing money and is
 * taken to the buyer's address rather than as wallet credit; the network fee of one withdrawal (a BTC, ERC20 and TRC20
 * mix; CoinPayments adds none of its own), deducted from what the buyer receives (add_tx_fee=0), so never the shop's.
 */
export const PAYOUTS = { perSale: 0.02, networkFeeUsd: 0.5 } as const;

/** One line of the bill. */
export interface Line {
  item: string;
  usd: number;
  detail: string;
}

/** Invocations a month of a function and how long each runs, by its service name. */
type Invocations = Map<string, { count: number; ms: number }>;

const gbSeconds = (ms: number, memoryMb: number) => (Math.max(1, Math.ceil(ms)) / 1000) * (memoryMb / 1024);

/**
 * Traces a function records in a month at `count` invocations spread evenly: each second the reservoir's first
 * request, then the rate of the rest (Poisson arrivals; real traffic bunches, so this is an upper bound).
 */
export function tracesRecorded(count: number): number {
  const perSecond = count / SECONDS_PER_MONTH;
  const reservoir = 1 - Math.exp(-perSecond / WORKLOAD.tracingReservoirPerSecond);
  const first = WORKLOAD.tracingReservoirPerSecond * reservoir;
  return (first + WORKLOAD.tracingRate * Math.max(0, perSecond - first)) * SECONDS_PER_MONTH;
}

/** Secrets Manager reads of one function in a month: each secret once per 5-minute window in which it ran. */
export function secretReads(fn: BilledFunction, count: number): number {
  const windows = SECONDS_PER_MONTH / WORKLOAD.secretMaxAgeSeconds;
  const perWindow = count / windows;
  return fn.secretsRead * windows * (1 - Math.exp(-perWindow));
}

/** The bill of a stage with these resources for `sales` sales and `apiCalls` public API calls in a month. */
export function monthlyBill(
  measured: Measured,
  resources: BilledResources,
  sales: number,
  apiCalls: number,
  prices: PriceTable = PRICES,
): Line[] {
  const w = WORKLOAD;
  const ms = measured.ms;
  const oneTime = sales * w.oneTimeShare;
  const leases = sales - oneTime;
  const smsToOrders = oneTime;
  const smsToLeases = leases * w.smsPerLease;
  const sms = smsToOrders + smsToLeases;
  const memberCalls = sales * w.memberCallsPerSale;
  const signIns = sales * w.signInsPerSale;
  const ipns = sales * w.ipnsPerSale;
  const emails = sales * w.emailsPerSale + smsToLeases;
  const sockets = resources.webSocketApis > 0 ? oneTime : 0;
  const httpRequests = memberCalls + signIns + sales + apiCalls + ipns + sms;

  const invocations: Invocations = new Map();
  const add = (name: string, count: number, ms: number) => {
    if (count <= 0) return;
    const now = invocations.get(name) ?? { count: 0, ms: 0 };
    // The weighted mean duration of what the function runs.
    invocations.set(name, { count: now.count + count, ms: (now.ms * now.count + ms * count) / (now.count + count) });
  };
  for (const [area, share] of Object.entries(w.memberCallAreas)) add(area, memberCalls * share, ms.memberCall);
  add('auth', signIns, ms.signIn);
  add('users', sales, ms.purchase);
  add('publicApi', apiCalls, ms.poll);
  add('webhooks', ipns, ms.ipnAnswer);
  add('applyPayment', ipns, ms.ipnApply);
  // The bench times an SMS from webhook to code: the webhook and the routeSms consumer, half each.
  add('webhooks', sms, ms.sms / 2);
  add('routeSms', sms, ms.sms / 2);
  add('sendOutboxItem', emails, w.emailSendMs);
  add('push', 2 * sockets, ms.memberCall);
  // A scheduled job's run that finds little due takes about a member call's time (a Query or two).
  for (const [name, fn] of Object.entries(resources.functions)) add(name, fn.scheduledRunsPerMonth, ms.memberCall);

  const functionOf = (name: string): BilledFunction => {
    const fn = resources.functions[name];
    if (!fn) throw new Error(`The workload runs ${name}, which the template does not have`);
    return fn;
  };
  let lambdaRequests = 0;
  let gbS = 0;
  let traces = 0;
  let secretCalls = 0;
  let platformLogs = 0;
  let infoLogs = 0;
  for (const [name, { count, ms: duration }] of invocations) {
    const fn = functionOf(name);
    lambdaRequests += count;
    gbS += count * gbSeconds(duration, fn.memoryMb);
    if (fn.traced) traces += tracesRecorded(count);
    secretCalls += secretReads(fn, count);
    platformLogs += count * w.platformLogBytes;
  }
  const logLevels = new Set(Object.values(resources.functions).map((fn) => fn.logLevel));
  const logsInfo = logLevels.has('INFO') || logLevels.has('DEBUG');
  const events = sales + sms + ipns;
  if (logsInfo) infoLogs = 2 * events * w.infoLineBytes;
  const otherLogs = events * w.emfRecordBytes + (httpRequests + 2 * sockets) * w.accessLogBytes;
  const logGb = (platformLogs + infoLogs + otherLogs) / 1e9;
  const keptGb = logGb * (resources.logRetentionDays / 30) * w.logCompression;

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
  const schedulerRuns = Object.values(resources.functions).reduce((sum, fn) => sum + fn.scheduledRunsPerMonth, 0);
  const pollerReceives = (resources.sqsPollers * w.pollersPerQueue * SECONDS_PER_MONTH) / w.longPollSeconds;
  const sqsRequests = events * w.sqsRequestsPerEvent + pollerReceives;
  const pageViews = sales * w.pageViewsPerSale;
  const edgeRequests = pageViews + httpRequests + sockets;
  // Every business figure once it is emitted (each is billed only in the hours it is); an idle stage has the jobs' one.
  const customMetrics = (sales > 0 ? Object.keys(METRICS).length + w.purchaseTypes : 1) + resources.metricFilters;
  const p = prices;
  return [
    {
      item: 'Lambda',
      usd: lambdaRequests * p.lambda.request + gbS * p.lambda.gbSecondArm,
      detail: `${fmt(lambdaRequests)} invocations (${fmt(schedulerRuns)} scheduled), ${fmt(gbS)} GB-s Arm at each function's memory`,
    },
    {
      item: 'API Gateway HTTP API',
      usd: httpRequests * p.apiGateway.httpRequest,
      detail: `${fmt(httpRequests)} requests`,
    },
    {
      item: 'API Gateway WebSocket (code push)',
      usd:
        sockets * w.socketMinutes * p.apiGateway.webSocketConnectionMinute +
        sockets * w.socketMessages * p.apiGateway.webSocketMessage,
      detail: `${fmt(sockets)} sockets, ${fmt(sockets * w.socketMinutes)} connection-minutes, ${fmt(sockets * w.socketMessages)} messages`,
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
      usd: sqsRequests * p.sqs.request,
      detail: `${fmt(events * w.sqsRequestsPerEvent)} for events, ${fmt(pollerReceives)} pollers' receives (${resources.sqsPollers} queues)`,
    },
    {
      item: 'EventBridge and Scheduler',
      usd: events * p.eventBridge.event + schedulerRuns * p.eventBridge.schedulerInvocation,
      detail: `${fmt(events)} events, ${fmt(schedulerRuns)} schedule runs`,
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
      usd: logGb * p.cloudWatch.logsIngestGb + keptGb * p.cloudWatch.logsStorageGbMonth,
      detail: `${logGb.toFixed(2)} GB ingested at ${logsInfo ? 'INFO' : [...logLevels].join('/')}, ${keptGb.toFixed(2)} GB kept (${resources.logRetentionDays} days)`,
    },
    {
      item: 'CloudWatch alarms, metrics, dashboard',
      usd:
        resources.alarmMetrics * p.cloudWatch.alarmMetricMonth +
        customMetrics * p.cloudWatch.metricMonth +
        resources.dashboards * p.cloudWatch.dashboardMonth,
      detail: `${resources.alarms} alarms reading ${resources.alarmMetrics} metrics, ${customMetrics} custom metrics, ${resources.dashboards} dashboard`,
    },
    {
      item: 'WAF',
      usd: resources.webAcls * p.waf.webAclMonth + resources.wafRules * p.waf.ruleMonth + edgeRequests * p.waf.request,
      detail: `${resources.webAcls} web ACL, ${resources.wafRules} rules, ${fmt(edgeRequests)} requests`,
    },
    {
      item: 'Secrets Manager',
      usd: resources.secrets * p.secretsManager.secretMonth + secretCalls * p.secretsManager.apiCall,
      detail: `${resources.secrets} secrets, ${fmt(secretCalls)} reads (each kept 5 min per warm function)`,
    },
    {
      item: 'KMS',
      usd: resources.kmsKeys * p.kms.keyMonth + secretCalls * p.kms.request,
      detail: `${resources.kmsKeys} key, a decrypt per secret read`,
    },
    {
      item: 'X-Ray',
      usd: traces * p.xray.trace,
      detail: `${fmt(traces)} traces (${((100 * traces) / Math.max(1, lambdaRequests)).toFixed(0)} % of invocations)`,
    },
  ];
}

/**
 * The carrier's bill, apart from AWS's (docs/decisions/061): every sale uses a number up, so a number is bought per
 * sale (its first month paid then); a lease holds its number 30 days, then the renewal grace (3 days) and the release
 * grace (7), so it pays a second month. Numbers in stock are the ones bought: their first month covers their wait.
 */
export function carrierBill(sales: number): Line {
  const leases = sales * (1 - WORKLOAD.oneTimeShare);
  const months = sales + leases;
  return {
    item: 'Carrier (Twilio numbers, not AWS)',
    usd: months * CARRIER_GB_MOBILE_MONTH_USD,
    detail: `${fmt(sales)} numbers bought, ${fmt(leases)} kept a second month by leases, $${CARRIER_GB_MOBILE_MONTH_USD} a month each`,
  };
}

function fmt(value: number): string {
  if (value >= 1e9) return `${(value / 1e9).toFixed(2)} G`;
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)} M`;
  if (value >= 1e4) return `${(value / 1e3).toFixed(0)} k`;
  return value.toFixed(value >= 100 ? 0 : 1);
}

/** The payouts' network fees, apart from AWS's: borne by the buyers, listed so that nobody counts them twice. */
export function payoutFees(sales: number): Line {
  const payouts = sales * PAYOUTS.perSale;
  return {
    item: 'Payout network fees (buyers, not AWS)',
    usd: payouts * PAYOUTS.networkFeeUsd,
    detail: `${fmt(payouts)} payouts to buyers' addresses, about $${PAYOUTS.networkFeeUsd.toFixed(2)} each, taken from what they receive`,
  };
}

const sum = (bill: Line[]) => bill.reduce((total, line) => total + line.usd, 0);
const dominant = (bill: Line[]) => bill.reduce((best, line) => (line.usd > best.usd ? line : best));

/** The prod stage's bill for the two workloads, each itemised with its dominant item, and a dev stage beside it. */
export function costTable(measured: Measured, stages: { prod: BilledResources; dev: BilledResources }): string[] {
  const total = (flow: FlowUnits) => (flow.reads + flow.writes).toFixed(2);
  const u = measured.units;
  const m = measured.ms;
  const lines = [
    `Monthly AWS bill (${PRICES_REGION} on-demand list prices read on ${PRICES_READ_ON} from the author's knowledge, ` +
      'test/bench/prices.ts; no free tier; docs/decisions/058)',
    `  measured: units per one-time ${total(u.oneTime)}, lease ${total(u.lease)}, SMS to an order ${total(u.smsToOrder)}, SMS to a lease ${total(u.smsToLease)}, poll ${total(u.poll)};` +
      ` p50 ms: member call ${m.memberCall.toFixed(1)}, sign-in ${m.signIn.toFixed(0)}, purchase ${m.purchase.toFixed(1)}, poll ${m.poll.toFixed(1)}, IPN ${m.ipnAnswer.toFixed(1)} + ${m.ipnApply.toFixed(1)} applied, SMS ${m.sms.toFixed(1)}`,
  ];
  const dev = monthlyBill(measured, stages.dev, 0, 0);
  for (const scale of [1, 100]) {
    const sales = 10_000 * scale;
    const calls = 1_000_000 * scale;
    const bill = monthlyBill(measured, stages.prod, sales, calls);
    const prod = sum(bill);
    const top = dominant(bill);
    lines.push(`  prod, ${fmt(sales)} sales and ${fmt(calls)} API calls a month:`);
    for (const line of bill) {
      lines.push(`    ${line.item.padEnd(38)} $${line.usd.toFixed(2).padStart(10)}   ${line.detail}`);
    }
    const carrier = carrierBill(sales);
    const fees = payoutFees(sales);
    lines.push(
      `    ${'prod total'.padEnd(38)} $${prod.toFixed(2).padStart(10)}   dominant: ${top.item} (${((100 * top.usd) / prod).toFixed(0)} %)`,
      `    ${'with one idle dev stage beside it'.padEnd(38)} $${(prod + sum(dev)).toFixed(2).padStart(10)}`,
      `    ${carrier.item.padEnd(38)} $${carrier.usd.toFixed(2).padStart(10)}   ${carrier.detail}`,
      `    ${fees.item.padEnd(38)} $${fees.usd.toFixed(2).padStart(10)}   ${fees.detail}`,
    );
  }
  const devTop = [...dev].sort((a, b) => b.usd - a.usd).slice(0, 4);
  lines.push(
    `  an idle dev stage (no sales, its jobs, pollers, alarms, WAF and secrets): $${sum(dev).toFixed(2)} a month; ` +
      devTop.map((line) => `${line.item} $${line.usd.toFixed(2)}`).join(', '),
  );
  return lines;
}
