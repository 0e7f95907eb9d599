#!/usr/bin/env node
/**
 * Completes and checks package-lock.json (decision 0014).
 *
 * The package registry reachable from our machines does not serve a few per-platform builds of
 * native packages (today @swc/core's and @unrs/resolver-binding's macOS, Windows and other
 * non-Linux-x64 builds), so `npm install` here writes a lock without them and `npm ci` then
 * refuses the lock as out of sync. This adds each missing optional package as an entry
 * restricted to its platform (os and cpu), which npm ci skips where it does not apply and, where
 * it applies, fetches from the registry by name and version and checks against the registry's
 * own checksum. Those entries carry no `integrity`, because its only source is that registry.
 *
 * Then it checks what the lock guarantees, and fails (exit 1) when it does not hold:
 *   - every entry has an exact version and a sha512 `integrity`, except the platform entries
 *     above: optional, restricted by os and cpu, named in a package's optionalDependencies, and
 *     never for Linux x64 (the platform of our machines, CI and the Docker image);
 *   - no entry comes from anywhere but the npm registry (no git, file or tarball URLs); `resolved`
 *     is left out (omit-lockfile-registry-resolved in .npmrc), so npm uses the configured registry.
 *
 *   node scripts/complete-lockfile.mjs           complete, write, check (after every npm install)
 *   node scripts/complete-lockfile.mjs --check   check only (CI)
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK_PATH = new URL('../package-lock.json', import.meta.url);
const REGISTRY = 'https://registry.npmjs.org/';
const PLATFORMS = ['darwin', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'linux'];
const CPUS = [
  ['arm64', /arm64|aarch64/],
  ['arm', /-arm-|armv7|-arm$|gnueabihf|musleabihf|androideabi|-eabi/],
  ['ppc64', /ppc64/],
  ['s390x', /s390x/],
  ['riscv64', /riscv64/],
  ['loong64', /loong64/],
  ['ia32', /ia32|i686/],
  ['x64', /x64|x86_64/],
];
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

function platformOf(name) {
  if (/windows/.test(name)) return 'win32';
  return PLATFORMS.find((platform) => name.includes(platform)) ?? null;
}

function cpuOf(name) {
  return CPUS.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Adds the optional platform packages that the lock names but lacks; returns their names. */
function completeLock(lock) {
  const { packages } = lock;
  const added = [];
  for (const [key, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = key === '' ? `node_modules/${name}` : `${key}/node_modules/${name}`;
      if (packages[nested] || packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      const cpu = cpuOf(name);
      packages[`node_modules/${name}`] = { version, optional: true, ...(platform ? { os: [platform] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

/** What the lock guarantees (see above); returns the problems found, none when it holds. */
function checkLock(lock) {
  const problems = [];
  if (lock.lockfileVersion !== 3) problems.push(`lockfileVersion is ${lock.lockfileVersion}, expected 3`);
  const packages = lock.packages ?? {};
  const optionalNames = new Set(Object.values(packages).flatMap((entry) => Object.keys(entry.optionalDependencies ?? {})));
  let withoutIntegrity = 0;
  for (const [key, entry] of Object.entries(packages)) {
    if (key === '' || entry.link) continue;
    const name = nameOf(key);
    if (!EXACT_VERSION.test(entry.version ?? '')) problems.push(`${key}: no exact version (${entry.version})`);
    if (entry.resolved !== undefined && !entry.resolved.startsWith(REGISTRY)) problems.push(`${key}: resolved outside the npm registry (${entry.resolved})`);
    if (entry.integrity !== undefined) {
      if (!/^sha512-[A-Za-z0-9+/]{86}==$/.test(entry.integrity)) problems.push(`${key}: integrity is not a sha512 checksum`);
      continue;
    }
    withoutIntegrity += 1;
    const os = entry.os ?? [];
    const cpu = entry.cpu ?? [];
    const platformEntry = entry.optional === true && os.length > 0 && cpu.length > 0 && optionalNames.has(name);
    if (!platformEntry) problems.push(`${key}: no integrity, and not an optional platform package`);
    else if (os.includes('linux') && cpu.includes('x64')) problems.push(`${key}: no integrity for Linux x64, which our machines install`);
  }
  return { problems, withoutIntegrity, total: Object.keys(packages).length - 1 };
}

const checkOnly = process.argv.includes('--check');
const lock = JSON.parse(readFileSync(LOCK_PATH, 'utf8'));
if (!checkOnly) {
  const added = completeLock(lock);
  writeFileSync(LOCK_PATH, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length} optional platform packages: ${added.join(', ')}` : 'Lock already complete.');
}
const { problems, withoutIntegrity, total } = checkLock(lock);
if (problems.length) {
  console.error(`package-lock.json does not hold what decision 0014 says:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`package-lock.json: ${total} packages, all from the npm registry; ${total - withoutIntegrity} with a sha512 integrity, ${withoutIntegrity} optional non-Linux-x64 platform builds without (decision 0014).`);
