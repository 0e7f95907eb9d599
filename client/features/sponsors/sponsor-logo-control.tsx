import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AVATAR_CONTENT_TYPES, type SponsorDetail } from '../../../contract';
import { useAppServices } from '../../lib/app-services';
import { pictureFileProblem, pictureUploadProblem, type PictureProblem } from '../../lib/forms/picture-file';
import { removeSponsorLogo, uploadSponsorLogo } from './sponsor-logo-upload';
import { storeSavedSponsor } from './sponsor-queries';

interface SponsorLogoControlProps {
  sponsor: SponsorDetail;
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

/** Upload, replace or remove the sponsor's logo. The file is checked here first, and by its bytes on the server. */
export function SponsorLogoControl({ sponsor, onDone, onProblem }: SponsorLogoControlProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const inputId = useId();
  const problemText = (problem: PictureProblem) => t(`common:pictureProblems.${problem}`);
  const saved = async (body: SponsorDetail, message: string) => {
    await storeSavedSponsor(queryClient, body);
    onDone(message);
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadSponsorLogo(api, sponsor.sponsor_id, file),
    onSuccess: (body) => saved(body, t('sponsors.logo.uploaded')),
    onError: (error) => {
      const problem = pictureUploadProblem(error);
      onProblem(problem ? problemText(problem) : t('sponsors.record.failed'));
    },
  });
  const remove = useMutation({
    mutationFn: () => removeSponsorLogo(api, sponsor.sponsor_id),
    onSuccess: (body) => saved(body, t('sponsors.logo.removed')),
    onError: () => onProblem(t('sponsors.record.failed')),
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="logo-control">
      <label className={`button button--secondary button--small${busy ? ' is-busy' : ''}`} htmlFor={inputId}>
        {sponsor.logo_url ? t('sponsors.logo.change') : t('sponsors.logo.upload')}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={AVATAR_CONTENT_TYPES.join(',')}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = pictureFileProblem(file);
          if (problem) onProblem(problemText(problem));
          else upload.mutate(file);
        }}
      />
      {sponsor.logo_url && (
        <button type="button" className="button button--secondary button--small button--danger-text" disabled={busy} onClick={() => remove.mutate()}>
          {t('sponsors.logo.remove')}
        </button>
      )}
    </div>
  );
}
