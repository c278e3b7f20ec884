// Users in the single table: creation and email changes claim the email in the same transaction; password changes
// move the user's session generation (docs/decisions/010); a deleted account gives its email back (docs/decisions/020).

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES } from '../../../shared/messages.js';
import type { Role } from '../../../shared/constants.js';
import { AppError } from '../../domain/errors.js';
import type { UserRepository } from '../../domain/users/ports.js';
import type { User } from '../../domain/users/user.js';
import { isConditionFailure, transactWrite, type TableClient } from './document-client.js';
import { sessionKey } from './session-entity.js';
import { removedPersonalData } from '../../domain/users/delete-account.js';
import { emailClaimItem, emailKey, userFromItem, userKey, userToItem } from './user-entity.js';

export function createUserRepository({ doc, tableName }: TableClient): UserRepository {
  async function findById(id: string, consistency: 'strong' | 'eventual' = 'strong'): Promise<User | null> {
    const { Item } = await doc.send(
      new GetCommand({ TableName: tableName, Key: userKey(id), ConsistentRead: consistency === 'strong' }),
    );
    return Item ? userFromItem(Item) : null;
  }

  return {
    async create(user) {
      try {
        await transactWrite(doc, [
          {
            Put: {
              TableName: tableName,
              Item: emailClaimItem(user.email, user.id),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: tableName, Item: userToItem(user), ConditionExpression: 'attribute_not_exists(pk)' } },
        ]);
      } catch (error) {
        if (isConditionFailure(error)) throw new AppError('emailExists', MESSAGES.emailExists);
        throw error;
      }
    },

    findById,

    async findByEmail(email) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: emailKey(email) }));
      return Item ? findById(Item.userId as string) : null;
    },

    async updateProfile(user, changes) {
      const updated: User = { ...user, ...changes };
      const emailItems =
        changes.email === undefined
          ? []
          : [
              {
                Put: {
                  TableName: tableName,
                  Item: emailClaimItem(changes.email, user.id),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Delete: {
                  TableName: tableName,
                  Key: emailKey(user.email),
                  ConditionExpression: 'userId = :id',
                  ExpressionAttributeValues: { ':id': user.id },
                },
              },
            ];
      try {
        await transactWrite(doc, [
          ...emailItems,
          {
            Update: {
              TableName: tableName,
              Key: userKey(user.id),
              UpdateExpression: 'SET #name = :name, email = :email',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: { ':name': updated.name, ':email': updated.email },
            },
          },
        ]);
      } catch (error) {
        if (isConditionFailure(error)) throw new AppError('emailExists', MESSAGES.emailExists);
        throw error;
      }
      return updated;
    },

    async setRole(id: string, role: Role) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: userKey(id),
          UpdateExpression: 'SET #role = :role',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': role },
        }),
      );
    },

    async setActive(id, active) {
      // Switching off also moves the session generation, so a later switch on does not bring old sessions back.
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: userKey(id),
          UpdateExpression: active ? 'SET isActive = :active' : 'SET isActive = :active ADD sessionGeneration :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: active ? { ':active': true } : { ':active': false, ':one': 1 },
        }),
      );
    },

    async recordLogin(id, at) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: userKey(id),
          UpdateExpression: 'SET lastLoginAt = :at',
          ExpressionAttributeValues: { ':at': at.toISOString() },
        }),
      );
    },

    async upgradePasswordHash(id, previousHash, passwordHash) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: userKey(id),
            UpdateExpression: 'SET passwordHash = :hash',
            ConditionExpression: 'passwordHash = :previous',
            ExpressionAttributeValues: { ':hash': passwordHash, ':previous': previousHash },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async changePassword(user, passwordHash, keepSessionId) {
      const next = user.sessionGeneration + 1;
      const unchanged = generationUnchanged(user);
      try {
        await transactWrite(doc, [
          {
            Update: {
              TableName: tableName,
              Key: userKey(user.id),
              UpdateExpression: 'SET passwordHash = :hash, sessionGeneration = :next',
              // A reset or change that moved the generation meanwhile has ended this session too.
              ConditionExpression: `attribute_exists(pk) AND ${unchanged}`,
              ExpressionAttributeValues: { ':hash': passwordHash, ':next': next, ':current': user.sessionGeneration },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: sessionKey(keepSessionId),
              UpdateExpression: 'SET generation = :next',
              ConditionExpression: 'userId = :userId',
              ExpressionAttributeValues: { ':next': next, ':userId': user.id },
            },
          },
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async updateNotifications(user, changes) {
      const notifications = { ...user.notifications, ...changes };
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: userKey(user.id),
          UpdateExpression: 'SET notifications = :notifications',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':notifications': notifications },
        }),
      );
      return { ...user, notifications };
    },

    async removePersonalData(user) {
      const removed = removedPersonalData(user);
      try {
        await transactWrite(doc, [
          {
            Update: {
              TableName: tableName,
              Key: userKey(user.id),
              UpdateExpression:
                'SET #name = :name, email = :email, passwordHash = :hash, isActive = :inactive, ' +
                'sessionGeneration = :next, notifications = :none, apiKey = :noKey',
              // A credit that arrived meanwhile is forfeited first (domain/users/delete-account.ts).
              ConditionExpression: `attribute_exists(pk) AND walletBalanceCents = :zero AND ${generationUnchanged(user)}`,
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: {
                ':name': removed.name,
                ':email': removed.email,
                ':hash': removed.passwordHash,
                ':inactive': false,
                ':next': removed.sessionGeneration,
                ':current': user.sessionGeneration,
                ':none': {},
                ':noKey': null,
                ':zero': 0,
              },
            },
          },
          {
            Delete: {
              TableName: tableName,
              Key: emailKey(user.email),
              ConditionExpression: 'userId = :id',
              ExpressionAttributeValues: { ':id': user.id },
            },
          },
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

/** The user's generation is still the one read (users stored before generations existed have none: generation 0). */
function generationUnchanged(user: User): string {
  return user.sessionGeneration === 0
    ? '(attribute_not_exists(sessionGeneration) OR sessionGeneration = :current)'
    : 'sessionGeneration = :current';
}
