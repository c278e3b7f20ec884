// The KMS key that seals members' two-factor secrets (docs/decisions/042): rotated yearly, kept with the table (a
// deleted key would make every sealed secret unreadable), used only through the grants AppFunctions gives.

import { Duration } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { StageSettings } from '../stages.js';

export class TwoFactorKey extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string, props: { stage: StageSettings }) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      description: 'Seals two-factor sign-in secrets (docs/decisions/042)',
      enableKeyRotation: true,
      removalPolicy: props.stage.removalPolicy,
      pendingWindow: Duration.days(30),
    });
  }
}
