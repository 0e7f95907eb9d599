import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import PgBoss from 'pg-boss';
import { migrationsFolder } from '../../server/db/database';
import { JOBS_SCHEMA } from '../../server/jobs';
import { databaseUrl, postgresTemplateForRun, withClient } from './postgres-databases';

interface ProjectConfig {
  globals: { TEST_DATABASE: { url: string } };
}

/**
 * Migrates one PostgreSQL database (the job tables included) for the run: each test app's database
 * is a copy of it (`create database … template`), much faster than migrating its own.
 */
export default async function globalSetup(_globalConfig: unknown, projectConfig: ProjectConfig): Promise<void> {
  const serverUrl = projectConfig.globals.TEST_DATABASE.url;
  const template = postgresTemplateForRun();
  await withClient(serverUrl, (client) => client.query(`create database ${template}`));
  await withClient(databaseUrl(serverUrl, template), async (client) => {
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    await client.query(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  });
}
