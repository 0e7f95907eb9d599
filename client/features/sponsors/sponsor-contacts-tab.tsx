import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { SponsorContact, SponsorContactBody, SponsorDetail } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { MailIcon, PlusIcon } from '../../components/icons/icons';
import { useAppServices } from '../../lib/app-services';
import { ContactForm, contactFormValues, type ContactFormValues } from './contact-form';
import { conflictingSponsor } from './edit-conflict';
import { serverProblems } from './sponsor-errors';
import { storeSavedSponsor } from './sponsor-queries';
import { useAddSponsorContact, useRemoveSponsorContact, useUpdateSponsorContact } from './sponsor-contacts';

type Editing = { kind: 'new' } | { kind: 'edit'; contact: SponsorContact; typed?: ContactFormValues };

/** The sponsor's contacts: one primary at most, added, edited and removed in place. */
export function SponsorContactsTab({ sponsor, readOnly }: { sponsor: SponsorDetail; readOnly: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const { queryClient } = useAppServices();
  const banner = useTimedBanner();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<SponsorContact | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ContactFormValues, string>>>({});
  const params = { id: sponsor.sponsor_id };

  const done = (message: string) => async ({ body }: { body: SponsorDetail }) => {
    await storeSavedSponsor(queryClient, body);
    setEditing(null);
    setFieldErrors({});
    banner.show('success', message);
  };
  const failed = (typed?: ContactFormValues) => (error: unknown) => {
    const current = conflictingSponsor(error);
    if (current) {
      // Someone changed the contact meanwhile: show it as it is now, keep what was typed, save again with its new version.
      void storeSavedSponsor(queryClient, current);
      const contact = editing?.kind === 'edit' ? current.contacts.find((candidate) => candidate.contact_id === editing.contact.contact_id) : undefined;
      setEditing(contact ? { kind: 'edit', contact, typed } : null);
      banner.show('error', t('sponsors.contacts.conflict'));
      return;
    }
    const problems = serverProblems(t, error, t('sponsors.record.failed'));
    setFieldErrors(Object.fromEntries(problems.fields.map(({ field, message }) => [field, message])));
    if (problems.general) banner.show('error', problems.general);
  };

  const add = useAddSponsorContact({ onSuccess: done(t('sponsors.contacts.added')), onError: failed() });
  const update = useUpdateSponsorContact({ onSuccess: done(t('sponsors.contacts.updated')), onError: (error, variables) => failed(typedOf(variables.body))(error) });
  const remove = useRemoveSponsorContact({ onSuccess: done(t('sponsors.contacts.removed')), onError: failed() });

  const save = (body: SponsorContactBody) => {
    if (editing?.kind === 'edit') update.mutate({ params: { ...params, contactId: editing.contact.contact_id }, body: { ...body, version: editing.contact.version } });
    else add.mutate({ params, body });
  };

  return (
    <div className="sponsor-contacts">
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {!readOnly && editing === null && (
        <button type="button" className="button button--primary sponsor-contacts__add" onClick={() => setEditing({ kind: 'new' })}>
          <PlusIcon />
          {t('sponsors.contacts.add')}
        </button>
      )}
      {editing?.kind === 'new' && (
        <ContactForm idPrefix="new-contact" initial={contactFormValues()} busy={add.isPending} fieldErrors={fieldErrors} onSave={save} onCancel={() => setEditing(null)} />
      )}
      {sponsor.contacts.length === 0 ? (
        <p className="list-note">{t('sponsors.contacts.empty')}</p>
      ) : (
        <ul className="contact-list">
          {sponsor.contacts.map((contact) =>
            editing?.kind === 'edit' && editing.contact.contact_id === contact.contact_id ? (
              <li key={`${contact.contact_id}-${contact.version}`} className="contact-card contact-card--editing">
                <ContactForm
                  idPrefix={`contact-${contact.contact_id}`}
                  initial={editing.typed ?? contactFormValues(contact)}
                  busy={update.isPending}
                  fieldErrors={fieldErrors}
                  onSave={save}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={contact.contact_id} className="contact-card">
                <div className="contact-card__text">
                  <p className="contact-card__name">
                    {contact.name}
                    {contact.is_primary && <span className="tag tag--primary">{t('sponsors.contacts.primaryBadge')}</span>}
                    {contact.is_billing && <span className="tag">{t('sponsors.contacts.billingBadge')}</span>}
                    {contact.receives_reports && <span className="tag">{t('sponsors.contacts.reportsBadge')}</span>}
                  </p>
                  {contact.job_title && <p className="contact-card__muted">{contact.job_title}</p>}
                  {contact.email && (
                    <p className="contact-card__line">
                      <MailIcon className="contact-card__icon" />
                      <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </p>
                  )}
                  {contact.phone && (
                    <p className="contact-card__line">
                      <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                    </p>
                  )}
                </div>
                {!readOnly && editing === null && (
                  <div className="contact-card__actions">
                    <button type="button" className="button button--secondary button--small" aria-label={t('sponsors.contacts.editLabel', { name: contact.name })} onClick={() => setEditing({ kind: 'edit', contact })}>
                      {t('sponsors.contacts.edit')}
                    </button>
                    <button type="button" className="button button--secondary button--danger-text button--small" aria-label={t('sponsors.contacts.removeLabel', { name: contact.name })} onClick={() => setRemoving(contact)}>
                      {t('sponsors.contacts.remove')}
                    </button>
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={t('sponsors.contacts.removeTitle', { name: removing.name })}
          message={t('sponsors.contacts.removeBody')}
          confirmLabel={t('sponsors.contacts.remove')}
          cancelLabel={t('sponsors.contacts.cancel')}
          onConfirm={() => {
            remove.mutate({ params: { ...params, contactId: removing.contact_id } });
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

/** What was typed in a contact's form, from the body sent (to show it again after a conflict). */
function typedOf(body: Partial<SponsorContactBody>): ContactFormValues {
  return {
    name: body.name ?? '',
    job_title: body.job_title ?? '',
    email: body.email ?? '',
    phone: body.phone ?? '',
    is_primary: body.is_primary ?? false,
    is_billing: body.is_billing ?? false,
    receives_reports: body.receives_reports ?? false,
  };
}
