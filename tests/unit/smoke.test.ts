import { PGlite } from '@electric-sql/pglite';
import { SignJWT } from 'jose';
import { fileTypeFromBuffer } from 'file-type';
test('esm works', async () => {
  const db = new PGlite();
  const r = await db.query('select 1 as x');
  expect(r.rows).toEqual([{ x: 1 }]);
  await db.close();
  const t = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(32)));
  expect(typeof t).toBe('string');
  expect(await fileTypeFromBuffer(Buffer.from([0x89,0x50,0x4e,0x47,0x0d,0x0a,0x1a,0x0a,0,0,0,0xd,0x49,0x48,0x44,0x52]))).toBeTruthy();
});
