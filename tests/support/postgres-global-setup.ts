import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { migrationsFolder } from '../../server/db/database';
import { JOBS_SCHEMA } from '../../server/jobs';
import { postgresTemplateForRun } from './snapshot-path';

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
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    await client.query(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  } finally {
    await client.end();
  }
}
