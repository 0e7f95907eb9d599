import { TestEnvironment } from 'jest-environment-node';

/** The longest a teardown waits for timers still pending: pg-boss's last look at its stopped workers comes within a second. */
const PENDING_TIMERS_WAIT_MS = 1500;

/** A timer or an immediate is still to run (pg-boss's look starts in an immediate that sets a timer). */
const timerPending = () => process.getActiveResourcesInfo().some((resource) => resource === 'Timeout' || resource === 'Immediate');

/**
 * Node's test environment, torn down only once no timer or immediate is pending (for at most 1.5 s): after it
 * stops, the job queue library may look at a worker still finishing once more within a second,
 * and code that runs after a teardown finds no `require`. Most files leave no timer and are torn
 * down at once.
 */
export default class NodeEnvironmentAfterJobs extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.Error.stackTraceLimit = 10;
  }

  async teardown() {
    const deadline = Date.now() + PENDING_TIMERS_WAIT_MS;
    while (timerPending() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    await super.teardown();
  }
}
