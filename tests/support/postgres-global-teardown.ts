import { dropDatabase, postgresTemplate } from './postgres-databases';

interface ProjectConfig {
  globals: { TEST_DATABASE: { url: string } };
}

/** Drops the PostgreSQL template that the global setup made for the run. */
export default async function globalTeardown(_globalConfig: unknown, projectConfig: ProjectConfig): Promise<void> {
  const template = postgresTemplate();
  if (template) await dropDatabase(projectConfig.globals.TEST_DATABASE.url, template);
}
