import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps every message it receives (tests never mail the network). */
export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** The `nth` mail to this address, once it has arrived (mails are sent by a job, after the answer). */
  mailTo(address: string, nth?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async mailTo(address, nth = 1) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const mail = mails.filter((m) => m.to.includes(address))[nth - 1];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail number ${nth} to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The accept link of an invitation e-mail (quoted-printable soft breaks removed). */
export function acceptLinkIn(raw: string): string | undefined {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/.exec(text)?.[0];
}
