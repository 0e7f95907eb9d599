import { hkdfSync } from 'node:crypto';

export interface SecretKeys {
  accessToken: Uint8Array;
  csrf: Buffer;
  sealing: Buffer;
  device: Buffer;
  /** Seals bank data at rest (IBANs). */
  bankData: Buffer;
}

/** Separate keys for each use, all derived from the one session secret. */
export function deriveKeys(sessionSecret: string): SecretKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', Buffer.from(sessionSecret, 'utf8'), Buffer.alloc(0), `agency-backoffice:${purpose}`, 32));
  return {
    accessToken: new Uint8Array(derive('access-token')),
    csrf: derive('csrf'),
    sealing: derive('sealing'),
    device: derive('device'),
    bankData: derive('bank-data'),
  };
}
