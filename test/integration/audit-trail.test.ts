import { describe, expect, it } from 'vitest';
import { auditEntryWrite } from '../../functions/adapters/dynamo/audit-entry-entity.js';
import { createAuditTrail } from '../../functions/adapters/dynamo/audit-repository.js';
import { isConditionFailure, transactWrite } from '../../functions/adapters/dynamo/document-client.js';
import { userKey } from '../../functions/adapters/dynamo/user-entity.js';
import { auditEntry, commandLineOperator, type Operator } from '../../functions/domain/audit/audit-entry.js';
import { AppError } from '../../functions/domain/errors.js';
import { registeredAdmin } from '../support/admin.js';
import { registeredMember } from '../support/http.js';
import { localTable } from '../support/table.js';

const table = localTable();
const trail = createAuditTrail(table);
const noFilter = { action: null, operator: null, subject: null };

/** A change to the member's item (a name set while the member exists) and the entry recording it, in one transaction. */
function renameWithEntry(userId: string, name: string, operator: Operator, at: Date, exists = true) {
  const entry = auditEntry(at, operator, {
    action: 'user_role',
    subject: { kind: 'user', id: userId },
    details: `Renamed to ${name}`,
    before: { name: 'before' },
    after: { name },
    reason: 'test',
  });
  const change = {
    Update: {
      TableName: table.tableName,
      Key: userKey(userId),
      UpdateExpression: 'SET #name = :name',
      ConditionExpression: exists ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': name },
    },
  };
  return { entry, write: transactWrite(table.doc, [change, auditEntryWrite(table.tableName, entry)]) };
}

describe('the audit trail (docs/decisions/059)', () => {
  it('writes an entry with the change it records, or neither', async () => {
    const { user } = await registeredMember('audit-tx');
    const operator = commandLineOperator(`ops-${user.id}`);
    const { entry, write } = renameWithEntry(user.id, 'kept', operator, new Date());
    await write;
    const failed = renameWithEntry(user.id, 'refused', operator, new Date(), false);
    const error = await failed.write.catch((caught: unknown) => caught);
    expect(isConditionFailure(error)).toBe(true);

    const { items } = await trail.list({ ...noFilter, subject: `user:${user.id}` }, { limit: 10, cursor: null });
    expect(items).toEqual([entry]);
  });

  it('lists newest first, filtered by action, operator and subject, a page at a time', async () => {
    const [{ user: first }, { user: second }] = await Promise.all([
      registeredMember('audit-a'),
      registeredMember('audit-b'),
    ]);
    const alice = commandLineOperator(`alice-${first.id}`);
    const bob: Operator = {
      name: `bob-${first.id}`,
      email: `bob-${first.id}@example.com`,
      ip: '203.0.113.9',
      userAgent: 'UA',
    };
    const base = Date.now();
    const written = [];
    for (const [i, [userId, operator]] of (
      [
        [first.id, alice],
        [second.id, bob],
        [first.id, bob],
        [first.id, alice],
      ] as const
    ).entries()) {
      const { entry, write } = renameWithEntry(userId, `n${i}`, operator, new Date(base + i * 1000));
      await write;
      written.push(entry);
    }

    const aboutFirst = await trail.list({ ...noFilter, subject: `user:${first.id}` }, { limit: 10, cursor: null });
    expect(aboutFirst.items.map((e) => e.details)).toEqual(['Renamed to n3', 'Renamed to n2', 'Renamed to n0']);

    const byBob = await trail.list({ ...noFilter, operator: bob.email }, { limit: 10, cursor: null });
    expect(byBob.items).toEqual([written[2], written[1]]);
    const byBobsName = await trail.list(
      { ...noFilter, operator: bob.name, action: 'user_role' },
      { limit: 10, cursor: null },
    );
    expect(byBobsName.items.map((e) => e.id)).toEqual([written[2]!.id, written[1]!.id]);
    expect(
      (await trail.list({ ...noFilter, operator: bob.name, action: 'wallet_adjust' }, { limit: 10, cursor: null }))
        .items,
    ).toEqual([]);

    const firstPage = await trail.list({ ...noFilter, operator: alice.name }, { limit: 1, cursor: null });
    expect(firstPage.items).toEqual([written[3]]);
    const secondPage = await trail.list(
      { ...noFilter, operator: alice.name },
      { limit: 1, cursor: firstPage.nextCursor },
    );
    expect(secondPage.items).toEqual([written[0]]);

    const everything = await trail.list(noFilter, { limit: 4, cursor: null });
    expect(everything.items.map((e) => e.at)).toEqual([...everything.items.map((e) => e.at)].sort().reverse());
  });

  it('refuses a cursor from another list', async () => {
    const subjectCursor = Buffer.from(
      JSON.stringify({ pk: 'AUDIT#x', sk: 'AUDIT', gsi2pk: 'AUDITSUBJECT#user:other', gsi2sk: 'x' }),
    ).toString('base64url');
    await expect(
      trail.list({ ...noFilter, subject: 'user:mine' }, { limit: 1, cursor: subjectCursor }),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('answers GET /admin/audit.php with entries in the spec fields, and refuses an unknown action', async () => {
    const admin = await registeredAdmin(table);
    const { user } = await registeredMember('audit-route');
    const { entry, write } = renameWithEntry(user.id, 'via-route', commandLineOperator('cli'), new Date());
    await write;
    const reply = await admin.client.get(`/admin/audit.php?subject=user:${user.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      next_cursor: null,
      entries: [
        {
          id: entry.id,
          timestamp: entry.at,
          user: 'cli',
          email: null,
          action: 'user_role',
          details: 'Renamed to via-route',
          ip: null,
          userAgent: null,
          subject: `user:${user.id}`,
          before: { name: 'before' },
          after: { name: 'via-route' },
          reason: 'test',
        },
      ],
    });
    expect((await admin.client.get('/admin/audit.php?action=nonsense')).status).toBe(400);
  });
});
