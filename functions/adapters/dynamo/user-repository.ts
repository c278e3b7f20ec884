// Users in the single table: creation and email changes claim the email in the same transaction; password changes
// move the user's session generation (docs/decisions/010); a deleted account gives its email back (docs/decisions/020).

import { MESSAGES } from '../../../shared/messages.js';
import type { Role } from '../../../shared/constants.js';
import { AppError } from '../../domain/errors.js';
import type { UserRepository } from '../../domain/users/ports.js';
import type { User } from '../../domain/users/user.js';
import { isConditionFailure, transactWrite, type TableClient } from './document-client.js';
import { getItem, transactIf, updateIf, updateItem, type ItemUpdate } from './item-commands.js';
import { sessionKey } from './session-entity.js';
import { outboxPuts } from './outbox-entity.js';
import type { OutboxItem } from '../../domain/outbox/outbox-item.js';
import { removedPersonalData } from '../../domain/users/delete-account.js';
import { emailClaimItem, emailKey, userFromItem, userKey, userToItem } from './user-entity.js';

export function createUserRepository(table: TableClient): UserRepository {
  const { doc, tableName } = table;
  async function findById(id: string, consistency: 'strong' | 'eventual' = 'strong'): Promise<User | null> {
    const item = await getItem(table, userKey(id), consistency);
    return item ? userFromItem(item) : null;
  }

  /** One update of the user's item that holds only under its condition: false when the condition failed. */
  const conditionalUpdate = (id: string, update: ItemUpdate) => updateIf(table, userKey(id), update);

  /**
   * Moves the user to the next session generation (ending every session) with `change` set too, while the generation
   * is still `user`'s (and `change.condition` holds); the session `keepSessionId` moves along and stays, as signed in
   * with the second factor when `keptWithSecondFactor`. The emails the change causes are written with it
   * (docs/decisions/010, 043, 050).
   */
  async function nextGeneration(
    user: User,
    keepSessionId: string | null,
    change: GenerationChange = {},
    outbox: readonly OutboxItem[] = [],
  ): Promise<boolean> {
    const next = user.sessionGeneration + 1;
    const kept =
      keepSessionId === null
        ? []
        : [
            {
              Update: {
                TableName: tableName,
                Key: sessionKey(keepSessionId),
                UpdateExpression: `SET generation = :next${change.keptWithSecondFactor ? ', secondFactor = :true' : ''}`,
                ConditionExpression: 'userId = :userId',
                ExpressionAttributeValues: {
                  ':next': next,
                  ':userId': user.id,
                  ...(change.keptWithSecondFactor ? { ':true': true } : {}),
                },
              },
            },
          ];
    return transactIf(table, [
      {
        Update: {
          TableName: tableName,
          Key: userKey(user.id),
          UpdateExpression: `SET ${change.set ? `${change.set}, ` : ''}sessionGeneration = :next${change.remove ? ` REMOVE ${change.remove}` : ''}`,
          // A reset or change that moved the generation meanwhile has ended this session too.
          ConditionExpression: `attribute_exists(pk) AND ${generationUnchanged(user)}${change.condition ? ` AND ${change.condition}` : ''}`,
          ExpressionAttributeValues: { ...change.values, ':next': next, ':current': user.sessionGeneration },
        },
      },
      ...kept,
      ...outboxPuts(tableName, outbox),
    ]);
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
      const claim = await getItem(table, emailKey(email), 'eventual');
      return claim ? findById(claim.userId as string) : null;
    },

    async updateProfile(user, changes, outbox) {
      // A new address is unconfirmed until its own link is opened (docs/decisions/053), and not known to bounce (056).
      const updated: User = {
        ...user,
        ...changes,
        ...(changes.email === undefined ? {} : { emailConfirmedAt: null, emailUndeliverable: null }),
      };
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
              UpdateExpression:
                'SET #name = :name, email = :email, emailConfirmedAt = :confirmed, emailUndeliverable = :undeliverable',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: {
                ':name': updated.name,
                ':email': updated.email,
                ':confirmed': updated.emailConfirmedAt,
                ':undeliverable': updated.emailUndeliverable,
              },
            },
          },
          ...outboxPuts(tableName, outbox),
        ]);
      } catch (error) {
        if (isConditionFailure(error)) throw new AppError('emailExists', MESSAGES.emailExists);
        throw error;
      }
      return updated;
    },

    async markUndeliverable(id, email, mark) {
      // Only while the member still has that address: a change since has cleared the mark for good (056).
      return conditionalUpdate(id, {
        UpdateExpression: 'SET emailUndeliverable = :mark',
        ConditionExpression: 'email = :email',
        ExpressionAttributeValues: { ':mark': mark, ':email': email },
      });
    },

    async setRole(id: string, role: Role) {
      await updateItem(table, userKey(id), {
        UpdateExpression: 'SET #role = :role',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': role },
      });
    },

    async setActive(id, active) {
      // Switching off also moves the session generation, so a later switch on does not bring old sessions back.
      await updateItem(table, userKey(id), {
        UpdateExpression: active ? 'SET isActive = :active' : 'SET isActive = :active ADD sessionGeneration :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: active ? { ':active': true } : { ':active': false, ':one': 1 },
      });
    },

    async recordLogin(id, at) {
      await updateItem(table, userKey(id), {
        UpdateExpression: 'SET lastLoginAt = :at',
        ExpressionAttributeValues: { ':at': at.toISOString() },
      });
    },

    async upgradePasswordHash(id, previousHash, passwordHash) {
      return conditionalUpdate(id, {
        UpdateExpression: 'SET passwordHash = :hash',
        ConditionExpression: 'passwordHash = :previous',
        ExpressionAttributeValues: { ':hash': passwordHash, ':previous': previousHash },
      });
    },

    async changePassword(user, passwordHash, keepSessionId, outbox) {
      return nextGeneration(
        user,
        keepSessionId,
        { set: 'passwordHash = :hash', values: { ':hash': passwordHash } },
        outbox,
      );
    },

    async endOtherSessions(user, keepSessionId) {
      return nextGeneration(user, keepSessionId);
    },

    async endAllSessions(user) {
      return nextGeneration(user, null);
    },

    async startTwoFactor(id, sealedSecret) {
      return conditionalUpdate(id, {
        UpdateExpression: 'SET twoFactorSecret = :secret, twoFactorEnabled = :off REMOVE twoFactorRecovery',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(twoFactorEnabled) OR twoFactorEnabled = :off)',
        ExpressionAttributeValues: { ':secret': sealedSecret, ':off': false },
      });
    },

    async enableTwoFactor(user, enrolment, keepSessionId, outbox) {
      return nextGeneration(
        user,
        keepSessionId,
        {
          set: 'twoFactorEnabled = :on, twoFactorLastStep = :step, twoFactorRecovery = :codes',
          condition: 'twoFactorSecret = :secret AND twoFactorEnabled = :off',
          values: {
            ':on': true,
            ':off': false,
            ':step': enrolment.step,
            ':codes': new Set(enrolment.recoveryCodeHashes),
            ':secret': enrolment.sealedSecret,
          },
          keptWithSecondFactor: true,
        },
        outbox,
      );
    },

    async disableTwoFactor(user, keepSessionId, outbox) {
      return nextGeneration(
        user,
        keepSessionId,
        { remove: 'twoFactorSecret, twoFactorEnabled, twoFactorLastStep, twoFactorRecovery' },
        outbox,
      );
    },

    async useTotpStep(id, step) {
      return conditionalUpdate(id, {
        UpdateExpression: 'SET twoFactorLastStep = :step',
        ConditionExpression: 'twoFactorEnabled = :on AND twoFactorLastStep < :step',
        ExpressionAttributeValues: { ':on': true, ':step': step },
      });
    },

    async useRecoveryCode(id, hash) {
      return conditionalUpdate(id, {
        UpdateExpression: 'DELETE twoFactorRecovery :used',
        ConditionExpression: 'twoFactorEnabled = :on AND contains(twoFactorRecovery, :hash)',
        ExpressionAttributeValues: { ':on': true, ':used': new Set([hash]), ':hash': hash },
      });
    },

    async updateNotifications(user, changes) {
      const notifications = { ...user.notifications, ...changes };
      await updateItem(table, userKey(user.id), {
        UpdateExpression: 'SET notifications = :notifications',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':notifications': notifications },
      });
      return { ...user, notifications };
    },

    async removePersonalData(user) {
      const removed = removedPersonalData(user);
      return transactIf(table, [
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
    },
  };
}

/** What a change that moves the session generation sets, removes and requires besides (see `nextGeneration`). */
interface GenerationChange {
  set?: string;
  remove?: string;
  condition?: string;
  values?: Record<string, unknown>;
  keptWithSecondFactor?: boolean;
}

/** The user's generation is still the one read (users stored before generations existed have none: generation 0). */
function generationUnchanged(user: User): string {
  return user.sessionGeneration === 0
    ? '(attribute_not_exists(sessionGeneration) OR sessionGeneration = :current)'
    : 'sessionGeneration = :current';
}
