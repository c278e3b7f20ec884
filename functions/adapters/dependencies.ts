// The composition root of the API functions: adapters built once per container and handed to the domain.

import { settings } from '../config.js';
import { createTableClient } from './dynamo/document-client.js';
import { createLoginAttemptRepository } from './dynamo/login-attempt-repository.js';
import { createPasswordResetRepository } from './dynamo/password-reset-repository.js';
import { createServiceRepository } from './dynamo/service-repository.js';
import { createSessionRepository } from './dynamo/session-repository.js';
import { createStockRepositories } from './dynamo/stock-repositories.js';
import { createUserRepository } from './dynamo/user-repository.js';
import { createSesMailer } from './mail/ses-mailer.js';
import { secrets } from './secrets.js';
import type { AuthDeps } from '../domain/auth/auth-deps.js';
import { createCatalogue } from '../domain/services/catalogue.js';
import type { StockDeps } from '../domain/stock/stock-deps.js';

export interface Dependencies extends AuthDeps, StockDeps {
  cookieSecure: boolean;
}

let built: Promise<Dependencies> | undefined;

export function dependencies(): Promise<Dependencies> {
  built ??= (async () => {
    const config = settings();
    const table = createTableClient({
      tableName: config.TABLE_NAME,
      region: config.AWS_REGION,
      endpoint: config.DYNAMODB_ENDPOINT,
    });
    const clock = { now: () => new Date() };
    return {
      clock,
      users: createUserRepository(table),
      sessions: createSessionRepository(table),
      loginAttempts: createLoginAttemptRepository(table),
      passwordResets: createPasswordResetRepository(table),
      catalogue: createCatalogue(createServiceRepository(table), clock),
      ...createStockRepositories(table),
      mailer: createSesMailer({ region: config.AWS_REGION, from: config.MAIL_FROM, endpoint: config.SES_ENDPOINT }),
      jwtSecret: (await secrets(config)).JWT_SECRET,
      publicUrl: config.PUBLIC_URL,
      cookieSecure: config.COOKIE_SECURE,
    };
  })();
  built.catch(() => {
    built = undefined;
  });
  return built;
}
