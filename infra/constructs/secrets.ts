// The functions' secrets, one Secrets Manager secret each, so that a function can be let read only its own: the JWT
// secret generated, the providers' and the SMS supplier's credentials placeholders an operator replaces.

import { Annotations, RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import {
  SECRET_NAMES,
  SECRET_PLACEHOLDER,
  SECRET_PURPOSE,
  secretProblem,
  type SecretName,
} from '../../functions/adapters/secret-rules.js';

/** The secrets Secrets Manager generates; every other one starts as SECRET_PLACEHOLDER. */
const GENERATED: readonly SecretName[] = ['JWT_SECRET', 'ORIGIN_SECRET'];

/** Why Secrets Manager does not rotate each generated secret on a schedule. */
const ROTATED_BY_HAND: Partial<Record<SecretName, string>> = {
  JWT_SECRET: 'Rotating JWT_SECRET on a schedule would sign every member out, so it is rotated by hand when needed.',
  ORIGIN_SECRET:
    'CloudFront sends ORIGIN_SECRET from its distribution config, which only a deploy changes: it is rotated by ' +
    'putting a new value and deploying, while the functions accept the previous value too (docs/decisions/027).',
};

/** `SMS_SUPPLIER_AUTH_TOKEN` → `SmsSupplierAuthToken`: the construct id of a secret, and of its stack output. */
export const secretId = (name: SecretName): string =>
  name
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** Plain-string secrets, kept when the stack is deleted; synth warns for each one that starts unusable. */
export class AppSecrets extends Construct {
  readonly secrets: Record<SecretName, Secret>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const made = {} as Record<SecretName, Secret>;
    for (const name of SECRET_NAMES) {
      const generated = GENERATED.includes(name);
      const secret = new Secret(this, secretId(name), {
        description: `${name}, ${generated ? 'generated' : 'set by hand after the first deploy'}: for ${SECRET_PURPOSE[name]}`,
        ...(generated
          ? { generateSecretString: { passwordLength: 64, excludePunctuation: true } }
          : { secretStringValue: SecretValue.unsafePlainText(SECRET_PLACEHOLDER) }),
        // Credentials typed in by hand must survive a stack deletion.
        removalPolicy: RemovalPolicy.RETAIN,
      });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          ROTATED_BY_HAND[name] ??
          'Issued by an outside party and rotated by hand in its dashboard; Secrets Manager cannot rotate it.',
      });
      const problem = generated ? null : secretProblem(name, SECRET_PLACEHOLDER);
      if (problem) {
        Annotations.of(secret).addWarningV2(
          `uk-sms-numbers:secret-placeholder-${name}`,
          `${name} starts as the placeholder ${SECRET_PLACEHOLDER}: ${SECRET_PURPOSE[name]} is refused until an ` +
            'operator puts the real value in this secret (README, Deploying)',
        );
      }
      made[name] = secret;
    }
    this.secrets = made;
  }
}
