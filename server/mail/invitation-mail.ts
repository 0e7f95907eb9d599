import type { Language, Role } from '../../contract';
import type { MailMessage } from './mailer';

const ROLE_NAMES: Record<Language, Record<Role, string>> = {
  en: { super_admin: 'super admin', admin: 'admin', editor: 'editor', contributor: 'contributor', creator: 'creator' },
  it: { super_admin: 'super admin', admin: 'amministratore', editor: 'editor', contributor: 'collaboratore', creator: 'creator' },
};

const TEXTS: Record<Language, { subject: string; body: (inviter: string, role: string, days: number) => string; action: string }> = {
  en: {
    subject: 'You are invited to the agency back-office',
    body: (inviter, role, days) => `${inviter} invited you to join the back-office as ${role}. The link works for ${days} days.`,
    action: 'Choose your username and password',
  },
  it: {
    subject: 'Sei stato invitato nel back-office dell’agenzia',
    body: (inviter, role, days) => `${inviter} ti ha invitato nel back-office come ${role}. Il link è valido per ${days} giorni.`,
    action: 'Scegli nome utente e password',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The invitation e-mail, in the inviter's language. */
export function invitationMail(input: { to: string; inviter: string; role: Role; acceptUrl: string; days: number; language: Language }): MailMessage {
  const texts = TEXTS[input.language];
  const body = texts.body(input.inviter, ROLE_NAMES[input.language][input.role], input.days);
  return {
    to: input.to,
    subject: texts.subject,
    text: `${body}\n\n${texts.action}: ${input.acceptUrl}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(input.acceptUrl)}">${escapeHtml(texts.action)}</a></p>`,
  };
}
