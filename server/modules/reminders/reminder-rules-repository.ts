import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ReminderRuleArchiveScope } from '../../../contract';
import type { Executor } from '../../db/database';
import { reminderRules } from './tables';

export type ReminderRuleRow = typeof reminderRules.$inferSelect;
export type ReminderRuleValues = Partial<Omit<typeof reminderRules.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>>;

export const reminderRulesRepository = {
  async list(db: Executor, scope: ReminderRuleArchiveScope): Promise<ReminderRuleRow[]> {
    const where = scope === 'current' ? isNull(reminderRules.archivedAt) : scope === 'archived' ? isNotNull(reminderRules.archivedAt) : undefined;
    return db.select().from(reminderRules).where(where).orderBy(asc(reminderRules.dateKind), asc(reminderRules.offsetDays), asc(reminderRules.id));
  },

  async findById(db: Executor, id: number): Promise<ReminderRuleRow | undefined> {
    const [row] = await db.select().from(reminderRules).where(eq(reminderRules.id, id));
    return row;
  },

  /** A second current rule for the same date and offset is refused by reminder_rules_current_key (a unique violation). */
  async insert(db: Executor, values: ReminderRuleValues & Pick<typeof reminderRules.$inferInsert, 'dateKind' | 'offsetDays' | 'audience' | 'channels'>): Promise<ReminderRuleRow> {
    const [row] = await db.insert(reminderRules).values(values).returning();
    return row!;
  },

  /** Applies the change only if the rule is still at `version`; undefined when someone saved in between. */
  async updateIfVersion(db: Executor, id: number, version: number, values: ReminderRuleValues): Promise<ReminderRuleRow | undefined> {
    const [row] = await db
      .update(reminderRules)
      .set({ ...values, version: sql`${reminderRules.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(reminderRules.id, id), eq(reminderRules.version, version)))
      .returning();
    return row;
  },
};
