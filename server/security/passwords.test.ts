import { loadConfig } from '../config';
import { PRODUCTION_PASSWORD_HASH_COST } from './password-hash-cost';
import { hashPassword, setPasswordHashCost, verifyPassword } from './passwords';

afterEach(() => setPasswordHashCost(PRODUCTION_PASSWORD_HASH_COST));

test("production's cost is the default: argon2id, 19 MiB, two passes", async () => {
  expect(loadConfig({}).passwordHashCost).toEqual({ memoryKib: 19_456, timeCost: 2 });
  setPasswordHashCost(loadConfig({}).passwordHashCost);
  expect(await hashPassword('Passw0rd!')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

test('the cost is configurable within bounds', () => {
  expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' }).passwordHashCost).toEqual({ memoryKib: 1024, timeCost: 1 });
  for (const wrong of [{ PASSWORD_HASH_MEMORY_KIB: '4' }, { PASSWORD_HASH_MEMORY_KIB: '2000000' }, { PASSWORD_HASH_MEMORY_KIB: 'lots' }, { PASSWORD_HASH_TIME_COST: '0' }, { PASSWORD_HASH_TIME_COST: '11' }]) {
    expect(() => loadConfig(wrong)).toThrow(/Invalid configuration: PASSWORD_HASH_/);
  }
});

test('hashes made at one cost still verify at another: each hash carries its parameters', async () => {
  const productionHash = await hashPassword('Passw0rd!');
  setPasswordHashCost({ memoryKib: 1024, timeCost: 1 });
  const cheapHash = await hashPassword('Passw0rd!');
  expect(cheapHash).toMatch(/\$m=1024,t=1,p=1\$/);
  expect(await verifyPassword(productionHash, 'Passw0rd!')).toBe(true);
  expect(await verifyPassword(productionHash, 'Wrong0000!')).toBe(false);
  setPasswordHashCost(PRODUCTION_PASSWORD_HASH_COST);
  expect(await verifyPassword(cheapHash, 'Passw0rd!')).toBe(true);
});
