/**
 * Every benchmark in turn, each run to its end even when an earlier one misses its goal, then which
 * ones failed; exits 1 if any did. The page and bundle benchmarks measure the production build,
 * made first.
 * Run: npm run bench
 */
import { spawnSync } from 'node:child_process';

const STEPS = ['bench:api', 'bench:lists', 'bench:embedded-load', 'bench:export', 'bench:import', 'build', 'bench:pages', 'bench:bundle'];

const failed: string[] = [];
for (const step of STEPS) {
  console.log(`\n== npm run ${step}`);
  const { status } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  if (status !== 0) failed.push(`${step} (exit ${status ?? 'signal'})`);
}
console.log(failed.length ? `\nbenchmarks that failed: ${failed.join(', ')}` : '\nevery benchmark passed');
process.exitCode = failed.length ? 1 : 0;
