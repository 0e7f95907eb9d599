#!/usr/bin/env node
/**
 * The package registry reachable from our machines serves only the Linux builds of packages with
 * per-platform binaries, so `npm install` writes a lock without the other platforms' optional
 * packages, and `npm ci` then refuses the lock as out of sync. This adds each missing optional
 * package as an entry restricted to its platform, which npm ci skips on Linux.
 * Run after every `npm install` that changes package-lock.json: node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK_PATH = new URL('../package-lock.json', import.meta.url);
const PLATFORMS = ['darwin', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'linux'];

function platformOf(name) {
  if (/windows/.test(name)) return 'win32';
  return PLATFORMS.find((platform) => name.includes(platform)) ?? null;
}

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

function cpuOf(name) {
  return CPUS.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

const lock = JSON.parse(readFileSync(LOCK_PATH, 'utf8'));
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
writeFileSync(LOCK_PATH, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} optional platform packages: ${added.join(', ')}` : 'Lock already complete.');
