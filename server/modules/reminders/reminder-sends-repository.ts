import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language, type NotificationSubjectKind, type ReminderAudience, type ReminderChannel, type ReminderDateKind, type Role } from '../../../contract';
import type { Executor } from '../../db/database';
import { preferences } from '../account/tables';
import { notifications } from '../notifications/tables';
import { users } from '../users/tables';
import { audienceColumns, SUBJECT_SOURCES, type SubjectFilter } from './reminder-subjects-repository';
import { reminderRules, reminderSends } from './tables';

export interface DueRule {
  id: number;
  dateKind: ReminderDateKind;
  offsetDays: number;
  audience: ReminderAudience[];
  channels: ReminderChannel[];
}

/** A reminder to mail: the ledger row, its rule, its recipient, and whether its date is still to be met. */
export interface ReminderToMail {
  emailedAt: Date | null;
  rule: { dateKind: ReminderDateKind; offsetDays: number; current: boolean };
  dueOn: string;
  recipient: { email: string; role: Role; language: Language; active: boolean };
  /** The record while its date is still to be met, else null. */
  subject: { kind: NotificationSubjectKind; id: number; label: string; link: Record<string, number> } | null;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const reminderSendsRepository = {
  async dueRules(db: Executor): Promise<DueRule[]> {
    const found = await db
      .select({ id: reminderRules.id, dateKind: reminderRules.dateKind, offsetDays: reminderRules.offsetDays, audience: reminderRules.audience, channels: reminderRules.channels })
      .from(reminderRules)
      .where(and(isNull(reminderRules.archivedAt), eq(reminderRules.enabled, true)))
      .orderBy(reminderRules.id);
    return found as DueRule[];
  },

  /**
   * Records in the ledger, at most `limit`, the reminders of a rule due for dates in `days` that
   * no process has recorded yet, one per record, date and active recipient, and the in-app
   * notification of each when the rule has that channel. One statement: a reminder another
   * process recorded first conflicts and is left out. Answers the ledger ids recorded now.
   */
  async recordDue(tx: Executor, rule: DueRule, days: { from: string; to: string }, limit: number): Promise<number[]> {
    const source = SUBJECT_SOURCES[rule.dateKind];
    const columns = audienceColumns(source, rule.audience);
    if (columns.length === 0) return [];
    const filter: SubjectFilter = days;
    const people = sql.join(columns.map((column) => sql`(subject.${sql.identifier(column)})`), sql`, `);
    const noted = rule.channels.includes('in_app')
      ? sql`, noted as (
          insert into ${notifications} (user_id, kind, subject_kind, subject_id, due_on, params, reminder_send_id)
          select sent.recipient_id, 'reminder', ${source.kind}::text, sent.subject_id, sent.due_on,
            jsonb_build_object('date_kind', ${rule.dateKind}::text, 'offset_days', ${rule.offsetDays}::int, 'due_on', sent.due_on::text, 'label', candidates.label) || candidates.link,
            sent.id
          from sent
          join candidates on candidates.subject_id = sent.subject_id and candidates.due_on = sent.due_on and candidates.recipient_id = sent.recipient_id
        )`
      : sql``;
    const result = await tx.execute(sql`
      with candidates as (
        select distinct subject.subject_id, subject.due_on, subject.label, subject.link, ${users.id} as recipient_id
        from (${source.select(filter)}) as subject
        cross join lateral (values ${people}) as person(user_id)
        join ${users} on ${users.id} = person.user_id and ${users.isActive}
        where not exists (
          select 1 from ${reminderSends} as known
          where known.rule_id = ${rule.id}::int and known.subject_kind = ${source.kind}::text and known.subject_id = subject.subject_id
            and known.due_on = subject.due_on and known.recipient_id = ${users.id}
        )
        order by subject.due_on, subject.subject_id, recipient_id
        limit ${limit}
      ),
      sent as (
        insert into ${reminderSends} (rule_id, subject_kind, subject_id, due_on, recipient_id)
        select ${rule.id}::int, ${source.kind}::text, subject_id, due_on, recipient_id from candidates
        on conflict do nothing
        returning id, subject_id, due_on, recipient_id
      )${noted}
      select id from sent order by id`);
    return rows<{ id: string | number }>(result).map((row) => Number(row.id));
  },

  async toMail(db: Executor, sendId: number): Promise<ReminderToMail | undefined> {
    const [found] = await db
      .select({
        emailedAt: reminderSends.emailedAt,
        subjectKind: reminderSends.subjectKind,
        subjectId: reminderSends.subjectId,
        dueOn: reminderSends.dueOn,
        dateKind: reminderRules.dateKind,
        offsetDays: reminderRules.offsetDays,
        current: sql<boolean>`${reminderRules.archivedAt} is null and ${reminderRules.enabled}`,
        email: users.email,
        role: users.role,
        active: users.isActive,
        language: sql<string>`coalesce(${preferences.language}, ${DEFAULT_LANGUAGE})`,
      })
      .from(reminderSends)
      .innerJoin(reminderRules, eq(reminderRules.id, reminderSends.ruleId))
      .innerJoin(users, eq(users.id, reminderSends.recipientId))
      .leftJoin(preferences, eq(preferences.userId, users.id))
      .where(eq(reminderSends.id, sendId));
    if (!found) return undefined;
    const dateKind = found.dateKind as ReminderDateKind;
    const source = SUBJECT_SOURCES[dateKind];
    const [subject] = rows<{ label: string; link: Record<string, number> }>(
      await db.execute(sql`select subject.label, subject.link from (${source.select({ id: found.subjectId, dueOn: found.dueOn })}) as subject`),
    );
    return {
      emailedAt: found.emailedAt,
      rule: { dateKind, offsetDays: found.offsetDays, current: Boolean(found.current) },
      dueOn: found.dueOn,
      recipient: { email: found.email, role: found.role as Role, language: found.language as Language, active: found.active },
      subject: subject ? { kind: source.kind, id: found.subjectId, label: subject.label, link: subject.link } : null,
    };
  },

  async markEmailed(db: Executor, sendId: number): Promise<void> {
    await db.update(reminderSends).set({ emailedAt: sql`now()` }).where(and(eq(reminderSends.id, sendId), isNull(reminderSends.emailedAt)));
  },
};
