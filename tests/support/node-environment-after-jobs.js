import { TestEnvironment } from 'jest-environment-node';

/**
 * Node's test environment, torn down only after the job queue library's own monitors have had their
 * last look: after it stops, pg-boss checks its stopped workers once more within a second, and code
 * that runs after a teardown finds no `require`.
 */
export default class NodeEnvironmentAfterJobs extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.Error.stackTraceLimit = 10;
  }

  async teardown() {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await super.teardown();
  }
}
