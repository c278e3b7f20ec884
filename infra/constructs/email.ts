// Outgoing mail: the SES identity of the sending domain, the configuration set every email is sent with, whose event
// destination puts SES's bounce and complaint events on the account's default event bus for the markUndeliverable
// consumer (infra/constructs/event-routing.ts, docs/decisions/056), and the one permission to send.

import { Stack } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** The domain mail is sent from; its DKIM records must be added to its DNS by hand. */
  readonly domain: string;
}

export class Email extends Construct {
  readonly identity: EmailIdentity;
  /** The sender address, `no-reply@<domain>`: the functions' MAIL_FROM. */
  readonly fromAddress: string;
  /** Named by CloudFormation, so two stages in one account never share one: the senders' SES_CONFIGURATION_SET. */
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(props.domain) });
    this.fromAddress = `no-reply@${props.domain}`;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      // The stage's own bounce and complaint rates in CloudWatch, beside the account's.
      reputationMetrics: true,
      // SES sends nothing more to an address that bounced for good; a complaint's address is the product's to judge
      // (it still gets security mail, docs/decisions/056).
      suppressionReasons: SuppressionReasons.BOUNCES_ONLY,
    });
    // SES may publish only to the default bus; only AWS can put events with an `aws.` source there.
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }

  /**
   * Lets a function send (SES v2 SendEmail) through this identity with this configuration set (SES authorises a send
   * against both), and only as `fromAddress`.
   */
  grantSend(grantee: IGrantable): void {
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [this.identity.emailIdentityArn, configurationSetArn],
        conditions: { StringEquals: { 'ses:FromAddress': this.fromAddress } },
      }),
    );
  }
}
