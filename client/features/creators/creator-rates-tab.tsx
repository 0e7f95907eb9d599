import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DELIVERABLE_TYPES, PLATFORMS, rateCardBodySchema, type CreatorDetail, type RateCard, type RateCardBody } from '../../../contract';
import { FormDateField } from '../../components/date-field/date-field';
import { PlusIcon } from '../../components/icons/icons';
import { SelectField } from '../../components/select-field/select-field';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { browserToday } from '../../lib/dates/browser-today';
import { formatCalendarDate } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { creatorProblems, useCreatorMessages } from './creator-errors';
import { storeSavedCreator } from './creator-queries';
import { priceMinor } from '../../lib/money/money';

type RateFormValues = { platform: string; deliverable_type: string; price: string; currency: string; valid_from: string; valid_to: string };

/** The creator's prices per platform and deliverable; the amounts only for who may read money. */
export function CreatorRatesTab({ creator, mayChange, onDone }: { creator: CreatorDetail; mayChange: boolean; onDone: (message: string) => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const language = usePageLanguage();
  const messages = useCreatorMessages();
  const [adding, setAdding] = useState(false);
  const money = (card: RateCard) =>
    card.price_minor === undefined ? '—' : new Intl.NumberFormat(language, { style: 'currency', currency: card.currency }).format(card.price_minor / 100);
  const saved = async (body: CreatorDetail, message: string) => {
    await storeSavedCreator(queryClient, body);
    onDone(message);
  };
  const remove = useMutation({
    mutationFn: async (card: RateCard) => {
      const response = await api.creators.removeRateCard.mutate({ params: { id: creator.creator_id, rateCardId: card.rate_card_id } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: (body) => saved(body, t('creators.rates.removed')),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RateFormValues>({
    defaultValues: { platform: 'instagram', deliverable_type: 'post', price: '', currency: 'EUR', valid_from: browserToday(), valid_to: '' },
    resolver: (values) => {
      const parsed = rateCardBodySchema(messages).safeParse(bodyOf(values));
      if (parsed.success) return { values, errors: {} };
      return { values: {}, errors: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0] === 'price_minor' ? 'price' : String(issue.path[0]), { type: issue.code, message: issue.message }])) };
    },
  });
  const add = useMutation({
    mutationFn: async (values: RateFormValues) => {
      const response = await api.creators.addRateCard.mutate({ params: { id: creator.creator_id }, body: bodyOf(values) as RateCardBody });
      if (response.status !== 201) throw response;
      return response.body;
    },
    onSuccess: async (body) => {
      setAdding(false);
      reset();
      await saved(body, t('creators.rates.added'));
    },
    onError: (error) => setError('price', { message: creatorProblems(t, error, t('creators.record.failed')).general ?? t('creators.record.failed') }),
  });

  return (
    <div className="creator-rates">
      {mayChange && !adding && (
        <button type="button" className="button button--primary creator-accounts__add" onClick={() => setAdding(true)}>
          <PlusIcon />
          {t('creators.rates.add')}
        </button>
      )}
      {adding && (
        <form className="contact-form" method="post" noValidate onSubmit={formSubmit(handleSubmit((values) => add.mutate(values)))}>
          <div className="contact-form__grid">
            <SelectField id="rate-platform" label={t('creators.rates.platform')} options={PLATFORMS.map((value) => [value, t(`creators.platforms.${value}`)])} {...register('platform')} />
            <SelectField id="rate-deliverable" label={t('creators.rates.deliverable_type')} options={DELIVERABLE_TYPES.map((value) => [value, t(`creators.deliverables.${value}`)])} {...register('deliverable_type')} />
            <TextField id="rate-price" label={t('creators.rates.price')} inputMode="decimal" autoComplete="off" error={errors.price?.message} {...register('price')} />
            <TextField id="rate-currency" label={t('creators.rates.currency')} maxLength={3} error={errors.currency?.message} {...register('currency')} />
            <FormDateField id="rate-valid-from" label={t('creators.rates.valid_from')} control={control} name="valid_from" />
            <FormDateField id="rate-valid-to" label={t('creators.rates.valid_to')} control={control} name="valid_to" />
          </div>
          <div className="contact-form__actions">
            <button type="button" className="button button--secondary" onClick={() => setAdding(false)}>
              {t('creators.accounts.cancel')}
            </button>
            <SubmitButton busy={add.isPending} busyLabel={t('creators.rates.saving')}>
              {t('creators.rates.save')}
            </SubmitButton>
          </div>
        </form>
      )}
      {creator.rate_cards.length === 0 ? (
        <p className="list-note">{t('creators.rates.empty')}</p>
      ) : (
        <div className="record-table-frame">
          <table className="history-table">
            <thead>
              <tr>
                <th scope="col">{t('creators.rates.platform')}</th>
                <th scope="col">{t('creators.rates.deliverable_type')}</th>
                <th scope="col">{t('creators.rates.price')}</th>
                <th scope="col">{t('creators.rates.valid_from')}</th>
                <th scope="col">{t('creators.rates.valid_to')}</th>
                {mayChange && (
                  <th scope="col">
                    <span className="visually-hidden">{t('creators.rates.remove')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {creator.rate_cards.map((card) => (
                <tr key={card.rate_card_id}>
                  <td>{t(`creators.platforms.${card.platform}`)}</td>
                  <td>{t(`creators.deliverables.${card.deliverable_type}`)}</td>
                  <td>{money(card)}</td>
                  <td>{formatCalendarDate(card.valid_from, language)}</td>
                  <td>{card.valid_to ? formatCalendarDate(card.valid_to, language) : t('creators.rates.open')}</td>
                  {mayChange && (
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--small button--danger-text"
                        aria-label={t('creators.rates.removeLabel', { name: `${t(`creators.platforms.${card.platform}`)} ${t(`creators.deliverables.${card.deliverable_type}`)}` })}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(card)}
                      >
                        {t('creators.rates.remove')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function bodyOf(values: RateFormValues): Record<string, unknown> {
  return { platform: values.platform, deliverable_type: values.deliverable_type, price_minor: priceMinor(values.price), currency: values.currency, valid_from: values.valid_from, valid_to: values.valid_to || null };
}
