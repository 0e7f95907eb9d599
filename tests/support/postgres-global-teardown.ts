import pg from 'pg';
import { postgresTemplate } from './snapshot-path';

interface ProjectConfig {
  globals: { TEST_DATABASE: { url: string } };
}

/** Drops the PostgreSQL template that the global setup made for the run. */
export default async function globalTeardown(_globalConfig: unknown, projectConfig: ProjectConfig): Promise<void> {
  const template = postgresTemplate();
  if (template) {
    const admin = new pg.Client({ connectionString: projectConfig.globals.TEST_DATABASE.url });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${template}`);
    } finally {
      await admin.end();
    }
  }
}
