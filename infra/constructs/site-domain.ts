// The site's own name in Route 53: A and AAAA alias records to the distribution, made when the stage's settings name
// the hosted zone that holds the name (docs/decisions/054).

import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';

export interface SiteDomainRecordsProps {
  /** The site's domain, e.g. `shop.example.com`. */
  readonly name: string;
  /** The public hosted zone holding `name` (the zone itself, or a parent of it). */
  readonly hostedZoneId: string;
  readonly distribution: IDistribution;
}

export class SiteDomainRecords extends Construct {
  constructor(scope: Construct, id: string, props: SiteDomainRecordsProps) {
    super(scope, id);
    const zone = HostedZone.fromHostedZoneId(this, 'Zone', props.hostedZoneId);
    const target = RecordTarget.fromAlias(new CloudFrontTarget(props.distribution));
    // With its trailing dot the name is taken whole: a zone imported by its id does not know its own name.
    const recordName = `${props.name}.`;
    new ARecord(this, 'Ipv4', { zone, recordName, target });
    new AaaaRecord(this, 'Ipv6', { zone, recordName, target });
  }
}
