import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { CreatorDetail } from '../../../contract';
import { Dialog } from '../../components/dialog/dialog';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useAppServices } from '../../lib/app-services';
import { creatorProblems } from './creator-errors';
import { storeSavedCreator } from './creator-queries';

/** Invites a creator to their portal; without a mail server, the link to pass on is shown once. */
export function InviteCreatorDialog({ creator, onClose, onDone }: { creator: CreatorDetail; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const [email, setEmail] = useState(creator.email ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [link, setLink] = useState<string | undefined>();
  const invite = useMutation({
    mutationFn: async () => {
      const response = await api.creators.invite.mutate({ params: { id: creator.creator_id }, body: { email } });
      if (response.status !== 201) throw response;
      return response.body;
    },
    onSuccess: async (body) => {
      await storeSavedCreator(queryClient, body.creator);
      if (body.accept_url) setLink(body.accept_url);
      else {
        onDone(t('creators.record.invited'));
        onClose();
      }
    },
    onError: (error) => {
      const problems = creatorProblems(t, error, t('creators.record.failed'));
      setProblem(problems.fields[0]?.message ?? problems.general);
    },
  });
  return (
    <Dialog title={t('creators.record.inviteTitle', { name: creator.stage_name })} description={t('creators.record.inviteBody')} closeLabel={t('creators.record.close')} onClose={onClose}>
      {link ? (
        <div className="dialog__form">
          <p>{t('creators.record.inviteLink')}</p>
          <TextField id="invite-link" label={t('creators.record.inviteLink')} readOnly value={link} onFocus={(event) => event.target.select()} />
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('creators.record.close')}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="dialog__form"
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            invite.mutate();
          }}
        >
          <TextField id="invite-email" label={t('creators.record.inviteEmail')} type="email" value={email} error={problem} data-autofocus onChange={(event) => setEmail(event.target.value)} />
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('creators.accounts.cancel')}
            </button>
            <SubmitButton busy={invite.isPending} busyLabel={t('creators.record.saving')}>
              {t('creators.record.inviteSend')}
            </SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
