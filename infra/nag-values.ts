// How cdk-nag writes a stack's account, region and partition in the findings it reports, so that an acknowledgement
// names a resource exactly as its finding does, whether or not synth knows the account (docs/decisions/054).

import { Token } from 'aws-cdk-lib';

/**
 * The value itself once known (`cdk deploy` sets CDK_DEFAULT_ACCOUNT, and the region is always named), else the
 * pseudo parameter as cdk-nag writes it, e.g. `<AWS::AccountId>`.
 */
export const nagValue = (value: string, pseudo: 'AccountId' | 'Region' | 'Partition'): string =>
  Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value;
