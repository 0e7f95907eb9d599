import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AVATAR_CONTENT_TYPES } from '../../../contract';
import { TrashIcon, UploadIcon } from '../../components/icons/icons';
import { pictureFileProblem, type PictureProblem } from '../../lib/forms/picture-file';

const ACCEPTED_FILES = ['.jpg', '.jpeg', '.png', '.webp', ...AVATAR_CONTENT_TYPES].join(',');

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(file);
  });
}

interface PictureFieldProps {
  /** Whether the avatar has a picture now (saved, or chosen and not saved yet). */
  hasPicture: boolean;
  /** A picture that passed the check before upload, with a preview of it (a data: URL, allowed by the page's CSP). */
  onChoose: (file: File, previewUrl: string) => void;
  onRemove: () => void;
}

/** Choosing a profile picture (checked before upload: JPG, PNG or WebP, at most 2 MB) or removing it. */
export function PictureField({ hasPicture, onChoose, onRemove }: PictureFieldProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [problem, setProblem] = useState<PictureProblem | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    input.value = '';
    if (!file) return;
    const found = pictureFileProblem(file);
    setProblem(found);
    if (found) return;
    try {
      onChoose(file, await readAsDataUrl(file));
    } catch {
      setProblem('wrongType');
    }
  };

  return (
    <div className="picture-field">
      <div className="picture-field__buttons">
        <input
          id="avatar-file"
          type="file"
          className="visually-hidden picture-field__input"
          accept={ACCEPTED_FILES}
          aria-describedby={problem ? 'avatar-file-hint avatar-file-error' : 'avatar-file-hint'}
          onChange={(event) => void choose(event)}
        />
        <label htmlFor="avatar-file" className="button button--secondary picture-field__choose">
          <UploadIcon className="picture-field__icon" />
          {hasPicture ? t('customization.avatar.replacePicture') : t('customization.avatar.choosePicture')}
        </label>
        {hasPicture && (
          <button
            type="button"
            className="button button--secondary picture-field__remove"
            onClick={() => {
              setProblem(null);
              onRemove();
            }}
          >
            <TrashIcon className="picture-field__icon" />
            {t('customization.avatar.removePicture')}
          </button>
        )}
      </div>
      <p id="avatar-file-hint" className="field__hint">
        {t('customization.avatar.pictureHint')}
      </p>
      {problem && (
        <p id="avatar-file-error" className="field__error" role="alert">
          {t(`common:pictureProblems.${problem}`)}
        </p>
      )}
    </div>
  );
}
