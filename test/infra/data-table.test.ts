// The DynamoDB table in AWS matches the one table definition.

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE } from '../../functions/adapters/dynamo/table-definition.js';
import { synthApp } from './synth-app.js';

const { template } = synthApp();
const prod = synthApp({ stage: 'prod' }).template;

describe('data table', () => {
  it('is one on-demand table keyed by pk and sk', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
    });
  });

  it('has both GSIs of the definition, projecting all attributes', () => {
    const table = Object.values(template.findResources('AWS::DynamoDB::Table'))[0];
    const indexes = (table?.Properties.GlobalSecondaryIndexes ?? []) as unknown[];
    expect(indexes).toEqual(
      TABLE.globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('expires items by their ttl attribute, keeps point-in-time recovery on every stage and is encrypted', () => {
    for (const stage of [template, prod]) {
      stage.hasResourceProperties('AWS::DynamoDB::Table', {
        TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
      });
    }
  });

  it('in prod, is protected from deletion and retained when the stack is deleted', () => {
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
  });

  it('in a dev stage, goes with the stack', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });

  it('declares every key attribute, and only those, as a string', () => {
    const indexKeys = TABLE.globalSecondaryIndexes.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey]);
    const keys = [TABLE.partitionKey, TABLE.sortKey, ...indexKeys];
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      AttributeDefinitions: Match.arrayEquals(keys.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    });
  });
});
