// The functions learn the client's address from CloudFront, as docs/decisions/010 says: per-address limits depend on it.

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthApp } from './synth-app.js';

const { template } = synthApp();

/**
 * CloudFront's managed AllViewerExceptHostHeader policy: every viewer header but Host (API Gateway needs its own),
 * plus CloudFront's own headers, CloudFront-Viewer-Address among them. A custom policy cannot say the same.
 */
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe("the client's address", () => {
  it('reaches every API function in CloudFront-Viewer-Address, forwarded on every API path', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const behaviors = distribution?.Properties.DistributionConfig.CacheBehaviors as Record<string, unknown>[];
    expect(behaviors.length).toBeGreaterThan(0);
    for (const behavior of behaviors) expect(behavior.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);

    const areaFunctions = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('API area \\(release ') },
    });
    expect(Object.keys(areaFunctions).length).toBeGreaterThan(0);
    for (const fn of Object.values(areaFunctions)) {
      expect(fn.Properties.Environment.Variables.CLIENT_ADDRESS_SOURCE).toBe('cloudfront');
    }
  });
});
