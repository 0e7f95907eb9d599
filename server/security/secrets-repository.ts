import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { appSecrets } from './tables';

export const secretsRepository = {
  /** Returns the stored secret, storing the generated one first if there is none (first writer wins). */
  async getOrCreate(db: Executor, name: string, generate: () => string): Promise<string> {
    await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
    if (!row) throw new Error(`Secret ${name} could not be stored`);
    return row.value;
  },
};
