// A real Secrets Manager client for unit tests, whose calls answer as the test says (the network is not ours to mock
// further), wrapped in the Powertools provider the functions read secrets through.

import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { vi } from 'vitest';

/** Each answer in turn: a secret's value, or the error the call fails with. `send` counts the calls. */
export function secretsManager(...answers: (string | Error)[]) {
  const client = new SecretsManagerClient({ region: 'eu-west-2' });
  const send = vi.spyOn(client, 'send');
  for (const answer of answers) {
    if (answer instanceof Error) send.mockRejectedValueOnce(answer as never);
    else send.mockResolvedValueOnce({ SecretString: answer } as never);
  }
  return { provider: new SecretsProvider({ awsSdkV3Client: client }), send };
}
