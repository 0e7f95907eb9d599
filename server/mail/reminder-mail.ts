import type { Language, ReminderDateKind } from '../../contract';
import type { MailMessage } from './mailer';

/** When the date is, as the sentence says it: in some days, tomorrow, today, or already past. */
type When = { kind: 'in'; days: number } | { kind: 'tomorrow' | 'today' } | { kind: 'past' };

interface Texts {
  /** The language's locale, for its dates (it-IT and en-GB write days alike). */
  locale: string;
  when(when: When, date: string): string;
  sentence(dateKind: ReminderDateKind, label: string, when: When, date: string): string;
  open: string;
  why: string;
}

const TEXTS: Record<Language, Texts> = {
  it: {
    locale: 'it-IT',
    when: (when, date) =>
      when.kind === 'in' ? `tra ${when.days} giorni (${date})` : when.kind === 'tomorrow' ? `domani (${date})` : when.kind === 'today' ? `oggi (${date})` : date,
    sentence(dateKind, label, when, date) {
      const at = this.when(when, date);
      const past = when.kind === 'past';
      switch (dateKind) {
        case 'draft_due':
          return past ? `Bozza di «${label}» in ritardo: era da consegnare il ${at}` : `Bozza di «${label}» da consegnare ${at}`;
        case 'publish_due':
          return past ? `Pubblicazione di «${label}» in ritardo: era prevista il ${at}` : `Pubblicazione di «${label}» prevista ${at}`;
        case 'campaign_end':
          return past ? `La campagna «${label}» è terminata il ${at}` : `La campagna «${label}» termina ${at}`;
        case 'representation_end':
          return past ? `La rappresentanza di «${label}» è scaduta il ${at}` : `La rappresentanza di «${label}» scade ${at}`;
        case 'task_due':
          return past ? `Attività «${label}» in ritardo: scadeva il ${at}` : `Attività «${label}» in scadenza ${at}`;
      }
    },
    open: 'Apri nel back-office',
    why: 'Ricevi questo promemoria secondo le regole dei promemoria dell’agenzia.',
  },
  en: {
    locale: 'en-GB',
    when: (when, date) =>
      when.kind === 'in' ? `in ${when.days} days (${date})` : when.kind === 'tomorrow' ? `tomorrow (${date})` : when.kind === 'today' ? `today (${date})` : date,
    sentence(dateKind, label, when, date) {
      const at = this.when(when, date);
      const past = when.kind === 'past';
      switch (dateKind) {
        case 'draft_due':
          return past ? `Draft of “${label}” overdue: it was due on ${at}` : `Draft of “${label}” due ${at}`;
        case 'publish_due':
          return past ? `Publication of “${label}” overdue: it was due on ${at}` : `Publication of “${label}” due ${at}`;
        case 'campaign_end':
          return past ? `Campaign “${label}” ended on ${at}` : `Campaign “${label}” ends ${at}`;
        case 'representation_end':
          return past ? `Representation of “${label}” ended on ${at}` : `Representation of “${label}” ends ${at}`;
        case 'task_due':
          return past ? `Task “${label}” overdue: it was due on ${at}` : `Task “${label}” due ${at}`;
      }
    },
    open: 'Open in the back-office',
    why: 'You receive this reminder by the agency’s reminder rules.',
  },
};

function whenOf(offsetDays: number): When {
  if (offsetDays > 0) return { kind: 'past' };
  if (offsetDays === 0) return { kind: 'today' };
  return offsetDays === -1 ? { kind: 'tomorrow' } : { kind: 'in', days: -offsetDays };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The due day as the product writes days in both languages (it-IT and en-GB alike): "12/03/2026". */
const DUE_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' };

/** The reminder's sentence in `language`, e.g. "Bozza di «Campagna – Creator» da consegnare tra 3 giorni (12/03/2026)". */
export function reminderSentence(input: { language: Language; dateKind: ReminderDateKind; offsetDays: number; dueOn: string; label: string }): string {
  const texts = TEXTS[input.language];
  const date = new Intl.DateTimeFormat(texts.locale, DUE_DAY).format(new Date(`${input.dueOn}T00:00:00Z`));
  return texts.sentence(input.dateKind, input.label, whenOf(input.offsetDays), date);
}

/** A reminder e-mail in the recipient's language; the link to the record when the public address is known. */
export function reminderMail(input: { to: string; language: Language; dateKind: ReminderDateKind; offsetDays: number; dueOn: string; label: string; url: string | null }): MailMessage {
  const texts = TEXTS[input.language];
  const sentence = reminderSentence(input);
  const link = input.url ? { text: `\n\n${texts.open}: ${input.url}`, html: `<p><a href="${escapeHtml(input.url)}">${escapeHtml(texts.open)}</a></p>` } : { text: '', html: '' };
  return {
    to: input.to,
    subject: sentence,
    text: `${sentence}${link.text}\n\n${texts.why}\n`,
    html: `<p>${escapeHtml(sentence)}</p>${link.html}<p><small>${escapeHtml(texts.why)}</small></p>`,
  };
}
