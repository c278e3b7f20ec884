// Outgoing mail: the SES identity of the sending domain and the one permission to send from it.

import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** The domain mail is sent from; its DKIM records must be added to its DNS by hand. */
  readonly domain: string;
}

export class Email extends Construct {
  readonly identity: EmailIdentity;
  /** The sender address, `no-reply@<domain>`: the functions' MAIL_FROM. */
  readonly fromAddress: string;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(props.domain) });
    this.fromAddress = `no-reply@${props.domain}`;
  }

  /** Lets a function send (SES v2 SendEmail) through this identity, and only as `fromAddress`. */
  grantSend(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [this.identity.emailIdentityArn],
        conditions: { StringEquals: { 'ses:FromAddress': this.fromAddress } },
      }),
    );
  }
}
