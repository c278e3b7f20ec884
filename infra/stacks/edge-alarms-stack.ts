// The alarms on the edge's figures, which CloudWatch keeps in us-east-1 only (CloudFront's and the WAF's): an alarm
// must be in its metric's region and notify a topic in its own, so they are a small stack there, after the app stack
// whose distribution they watch, with a topic of their own mailing the same address (docs/decisions/057).

import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
  type AlarmProps,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { alarmTopic } from '../constructs/alarm-topic.js';
import type { StageSettings } from '../stages.js';
import { webAclMetricName } from './edge-stack.js';

/** Requests the WAF blocked in 5 minutes, twice in a row: an attack under way, or a rule blocking real customers. */
export const WAF_BLOCKED_REQUESTS_ALARM = 200;
/** The share of CloudFront's answers that were 5xx (percent) over 5 minutes, twice in a row, from MIN_REQUESTS. */
export const CLOUDFRONT_5XX_RATE_ALARM = 2;
const MIN_REQUESTS = 20;

export interface EdgeAlarmsStackProps extends StackProps {
  readonly stage: StageSettings;
  /** The app stack's distribution (a cross-region reference). */
  readonly distributionId: string;
  /** Where the alarms are mailed, as the app stack's topic is. */
  readonly alarmEmail?: string;
}

export class EdgeAlarmsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const prefix = `uk-sms-numbers-${stage.name}`;
    this.topic = alarmTopic(this, {
      topicName: `${prefix}-edge-alarms`,
      displayName: `UK SMS numbers ${stage.name} edge alarms`,
      alarmEmail: props.alarmEmail,
      warningId: 'uk-sms-numbers:no-edge-alarm-email',
    });
    const action = new SnsAction(this.topic);
    const alarm = (what: string, alarmProps: Omit<AlarmProps, 'alarmName'>) => {
      const made = new Alarm(this, `Alarm-${what}`, { ...alarmProps, alarmName: `${prefix}-${what}` });
      made.addAlarmAction(action);
      made.addOkAction(action);
      this.alarms.push(made);
    };
    const period = Duration.minutes(5);

    // A CloudFront web ACL's metrics have no Region dimension; `ALL` sums its rules.
    alarm('waf-blocked-requests', {
      alarmDescription:
        `The WAF blocked over ${WAF_BLOCKED_REQUESTS_ALARM} requests in 5 minutes, twice in a row: an attack, or a ` +
        'rule blocking customers (its WAF log says which rule)',
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: webAclMetricName(stage), Rule: 'ALL' },
        statistic: Stats.SUM,
        period,
      }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: WAF_BLOCKED_REQUESTS_ALARM,
      evaluationPeriods: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const cloudFront = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        statistic,
        period,
      });
    alarm('cloudfront-5xx-rate', {
      alarmDescription:
        `Over ${CLOUDFRONT_5XX_RATE_ALARM}% of CloudFront's answers were 5xx for 10 minutes: the API failing, or ` +
        'CloudFront unable to reach it or the site bucket',
      metric: new MathExpression({
        expression: `IF(requests >= ${MIN_REQUESTS}, rate, 0)`,
        usingMetrics: { requests: cloudFront('Requests', Stats.SUM), rate: cloudFront('5xxErrorRate', Stats.AVERAGE) },
        period,
        label: 'CloudFront 5xx %',
      }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: CLOUDFRONT_5XX_RATE_ALARM,
      evaluationPeriods: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
