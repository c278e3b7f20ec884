// The single DynamoDB table in AWS, built from the same definition the local runtime and the tests use.

import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE } from '../../functions/adapters/dynamo/table-definition.js';
import type { StageSettings } from '../stages.js';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export interface DataTableProps {
  /** Production's table is protected from deletion and kept when the stack goes; a dev stage's goes with it. */
  readonly stage: StageSettings;
}

/** On demand, encrypted with the AWS managed key, point-in-time recovery on every stage. */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(TABLE.partitionKey),
      sortKey: stringKey(TABLE.sortKey),
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.stage.production,
      removalPolicy: props.stage.removalPolicy,
    });
    for (const gsi of TABLE.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: stringKey(gsi.partitionKey),
        sortKey: stringKey(gsi.sortKey),
      });
    }
  }
}
