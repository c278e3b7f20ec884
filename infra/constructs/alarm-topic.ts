// An SNS topic alarms notify, mailing the stage's alarm address: the app stack's, and the edge alarms' in us-east-1
// (an alarm notifies a topic in its own region only; docs/decisions/057).

import { Annotations, Validations } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

/** `<topicName>` mailing `alarmEmail`; without it the topic has no subscriber and synth warns (`warningId`). */
export function alarmTopic(
  scope: Construct,
  props: { topicName: string; displayName: string; alarmEmail?: string; warningId: string },
): Topic {
  const topic = new Topic(scope, 'AlarmTopic', {
    topicName: props.topicName,
    displayName: props.displayName,
    enforceSSL: true,
  });
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason:
      'CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key, and an alarm notification ' +
      'carries an alarm name and a figure, nothing secret: a customer managed key would only add its cost.',
  });
  if (props.alarmEmail) topic.addSubscription(new EmailSubscription(props.alarmEmail));
  else {
    Annotations.of(topic).addWarningV2(
      props.warningId,
      `No one is subscribed to the ${props.topicName} topic: set alarmEmail in the stage's infra/stages/<stage>.json`,
    );
  }
  return topic;
}
