import { randomUUID } from 'node:crypto';
import {
  CREATOR_ACCOUNTS_MAX,
  SNAPSHOT_HISTORY_MAX,
  creatorValidationMessages as messages,
  type AccountBody,
  type CreatorDetail,
  type Platform,
  type Snapshot,
  type SnapshotBody,
} from '../../../contract';
import type { Actor, RequestContext } from '../../context';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, EditConflictError, notFound, notSignedIn, validationError } from '../../http/api-error';
import { checkedImage } from '../../http/image-upload';
import { changesBetween, type ActivityLogService } from '../activity-log';
import { usersRepository } from '../users';
import type { CreatorAccess } from './creator-access';
import { toSnapshot } from './creator-mappers';
import { creatorsRepository, type EvidenceRow } from './creators-repository';

const handleInUse = () =>
  conflict('handle_in_use', 'Another account has this handle on this platform', [
    { field: 'handle', message: 'Another account has this handle on this platform.', code: 'handle_in_use' },
  ]);
const accountNotFound = () => notFound('Account not found');

/** A creator's platform accounts and their numbers over time. A creator manages their own; their numbers have the source creator. */
export function createCreatorAccountsService(deps: { db: Database; activityLog: ActivityLogService; access: CreatorAccess }) {
  const { db, activityLog, access } = deps;

  function actorOf(context: RequestContext): Actor {
    if (!context.actor) throw notSignedIn();
    return context.actor;
  }

  /** Runs a change of accounts; a handle taken meanwhile is the unique index's 409. */
  async function withHandleCheck<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw handleInUse();
      throw error;
    }
  }

  async function account(executor: Executor, creatorId: number, accountId: number) {
    const row = await creatorsRepository.findAccount(executor, creatorId, accountId);
    if (!row) throw accountNotFound();
    return row;
  }

  return {
    async addAccount(context: RequestContext, creatorId: number, body: AccountBody & { handle: string; platform: Platform }): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_account_added', 201, async (actor, note) =>
        withHandleCheck(() =>
          access.changeBelongings(actor, creatorId, note, 'update:creator', async (tx) => {
            const existing = await creatorsRepository.countAccounts(tx, creatorId);
            if (existing >= CREATOR_ACCOUNTS_MAX) throw conflict('too_many_accounts', `A creator has at most ${CREATOR_ACCOUNTS_MAX} accounts`);
            const isPrimary = existing === 0 || body.is_primary === true;
            if (isPrimary) await creatorsRepository.clearPrimaryAccount(tx, creatorId);
            const added = await creatorsRepository.insertAccount(tx, { creatorId, platform: body.platform, handle: body.handle, url: body.url ?? null, isPrimary });
            note.changes = { account: { from: null, to: `${added.platform}:${added.handle}` } };
          }),
        ),
      );
    },

    async updateAccount(
      context: RequestContext,
      creatorId: number,
      accountId: number,
      body: Partial<AccountBody> & { version: number },
    ): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_account_updated', 200, async (actor, note) =>
        withHandleCheck(() =>
          access.changeBelongings(actor, creatorId, note, 'update:creator', async (tx, creator) => {
            const before = await account(tx, creatorId, accountId);
            if (before.version !== body.version) throw new EditConflictError(await access.detailOf(tx, creator, actor));
            if (body.is_primary === false && before.isPrimary) throw validationError([{ field: 'is_primary', message: 'Make another account primary instead.' }]);
            if (body.is_primary === true && !before.isPrimary) await creatorsRepository.clearPrimaryAccount(tx, creatorId, accountId);
            const values = {
              ...(body.platform !== undefined ? { platform: body.platform } : {}),
              ...(body.handle !== undefined ? { handle: body.handle } : {}),
              ...(body.url !== undefined ? { url: body.url } : {}),
              ...(body.is_primary === true ? { isPrimary: true } : {}),
            };
            const after = await creatorsRepository.updateAccountIfVersion(tx, accountId, body.version, values);
            if (!after) throw accountNotFound();
            note.changes = changesBetween(before, after, ['platform', 'handle', 'url', 'isPrimary'], `account.${accountId}.`);
          }),
        ),
      );
    },

    async removeAccount(context: RequestContext, creatorId: number, accountId: number): Promise<CreatorDetail> {
      return activityLog.audited(context, 'creator_account_removed', 200, async (actor, note) =>
        access.changeBelongings(actor, creatorId, note, 'update:creator', async (tx) => {
          const removed = await account(tx, creatorId, accountId);
          await creatorsRepository.deleteAccount(tx, accountId);
          if (removed.isPrimary) await creatorsRepository.promoteFirstAccount(tx, creatorId);
          await creatorsRepository.refreshFollowers(tx, creatorId);
          note.changes = { account: { from: `${removed.platform}:${removed.handle}`, to: null } };
        }),
      );
    },

    async snapshots(context: RequestContext, creatorId: number, accountId: number): Promise<{ snapshots: Snapshot[] }> {
      const actor = actorOf(context);
      await access.readable(actor, creatorId);
      await account(db, creatorId, accountId);
      const rows = await creatorsRepository.snapshotsOf(db, accountId, SNAPSHOT_HISTORY_MAX);
      const people = await usersRepository.peopleByIds(db, rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])));
      return { snapshots: rows.map((row) => toSnapshot(row, row.createdBy === null ? null : (people.get(row.createdBy) ?? null))) };
    },

    /** Records the account's numbers; never in the future; a creator's own are `creator`, the staff's `manual` unless imported. */
    async addSnapshot(context: RequestContext, creatorId: number, accountId: number, body: SnapshotBody & { followers: number; captured_at: string }): Promise<Snapshot> {
      return activityLog.audited(context, 'creator_snapshot_added', 201, async (actor, note) => {
        const capturedAt = new Date(body.captured_at);
        if (capturedAt.getTime() > Date.now() + 60_000) throw validationError([{ field: 'captured_at', message: messages.capturedAtInvalid }]);
        let snapshot: Snapshot | undefined;
        await access.changeBelongings(actor, creatorId, note, 'update:creator', async (tx) => {
          await account(tx, creatorId, accountId);
          const row = await creatorsRepository.insertSnapshot(tx, {
            accountId,
            capturedAt,
            followers: body.followers,
            following: body.following ?? null,
            posts: body.posts ?? null,
            avgLikes: body.avg_likes ?? null,
            medianLikes: body.median_likes ?? null,
            avgComments: body.avg_comments ?? null,
            avgShares: body.avg_shares ?? null,
            avgSaves: body.avg_saves ?? null,
            avgViews: body.avg_views ?? null,
            postsSampled: body.posts_sampled ?? null,
            audienceCredibilityBps: body.audience_credibility_bps ?? null,
            audienceItalyBps: body.audience_italy_bps ?? null,
            estimated: body.estimated ?? false,
            source: actor.role === 'creator' ? 'creator' : (body.source ?? 'manual'),
            createdBy: actor.userId,
          });
          await creatorsRepository.refreshFollowers(tx, creatorId);
          snapshot = toSnapshot(row, { id: actor.userId, username: actor.username });
          note.changes = { [`account.${accountId}.followers`]: { from: null, to: body.followers } };
        });
        return snapshot!;
      });
    },

    /** The screenshot the numbers were read from, checked as a picture; a snapshot gets one, once. */
    async uploadEvidence(context: RequestContext, creatorId: number, accountId: number, snapshotId: number, bytes: Buffer | undefined): Promise<Snapshot> {
      return activityLog.audited(context, 'creator_snapshot_added', 200, async (actor, note) => {
        note.entity = { type: 'creator', id: creatorId };
        const image = await checkedImage(bytes);
        let snapshot: Snapshot | undefined;
        await access.changeBelongings(actor, creatorId, note, 'update:creator', async (tx) => {
          await account(tx, creatorId, accountId);
          const existing = await creatorsRepository.findSnapshot(tx, accountId, snapshotId);
          if (!existing) throw notFound('Snapshot not found');
          const evidenceId = randomUUID();
          await creatorsRepository.insertEvidence(tx, { id: evidenceId, creatorId, ...image });
          const row = await creatorsRepository.attachEvidence(tx, snapshotId, evidenceId);
          if (!row) throw conflict('evidence_attached', 'This snapshot already has its screenshot');
          const author = row.createdBy === null ? null : ((await usersRepository.peopleByIds(tx, [row.createdBy])).get(row.createdBy) ?? null);
          snapshot = toSnapshot(row, author);
          note.changes = { [`snapshot.${snapshotId}.evidence`]: { from: null, to: 'screenshot' } };
        });
        return snapshot!;
      });
    },

    async evidence(context: RequestContext, evidenceId: string): Promise<EvidenceRow> {
      const actor = actorOf(context);
      const evidence = await creatorsRepository.findEvidence(db, evidenceId);
      if (!evidence) throw notFound('Screenshot not found');
      try {
        await access.readable(actor, evidence.creatorId);
      } catch {
        throw notFound('Screenshot not found');
      }
      return evidence;
    },
  };
}

export type CreatorAccountsService = ReturnType<typeof createCreatorAccountsService>;
