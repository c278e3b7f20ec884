// Sends a push down a socket, or closes one, through API Gateway's management API (`POST` and `DELETE`
// `@connections/{id}`): the WebSocket API's own in AWS, the local server's emulation of it under npm start
// (docs/decisions/041); a socket that has gone answers 410.

import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { PushSender } from '../../domain/push/ports.js';
import { tracer } from '../tracer.js';

export function createApiGatewayPushSender(options: { endpoint: string; region: string; local: boolean }): PushSender {
  const client = tracer.captureAWSv3Client(
    new ApiGatewayManagementApiClient({
      region: options.region,
      endpoint: options.endpoint,
      ...(options.local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
  );
  return {
    async send(connectionId, message) {
      try {
        await client.send(
          new PostToConnectionCommand({
            ConnectionId: connectionId,
            Data: new TextEncoder().encode(JSON.stringify(message)),
          }),
        );
        return 'sent';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
    async close(connectionId) {
      try {
        await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      } catch (error) {
        if (!(error instanceof GoneException)) throw error;
      }
    },
  };
}
