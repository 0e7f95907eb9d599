import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer; null when no SMTP_URL is configured. */
export function createMailer(smtpUrl: string | undefined, from: string, options: { timeoutMs: number }): Mailer | null {
  if (!smtpUrl) return null;
  const timeouts = { connectionTimeout: options.timeoutMs, greetingTimeout: options.timeoutMs, socketTimeout: options.timeoutMs };
  const transport: Transporter = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
