import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DEAL_ADD_MAX, type Creator } from '../../../contract';
import { Dialog } from '../../components/dialog/dialog';
import { SearchFilter } from '../../components/filter-fields/filter-fields';
import { Spinner } from '../../components/spinner/spinner';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { useAppServices } from '../../lib/app-services';
import { useDebouncedValue } from '../../lib/dom/use-debounced-value';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { formatMoney } from '../../lib/money/money';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { campaignProblems } from './campaign-errors';
import { FormProblem } from '../../components/form-problem/form-problem';

const RESULTS_MAX = 20;

interface AddCreatorsDialogProps {
  campaignId: number;
  /** The creators already in the campaign. */
  present: ReadonlySet<number>;
  onAdded: (added: number) => void;
  onClose: () => void;
}

/** The roster searched by name or handle; the ticked creators are shortlisted for the campaign, each with their rate card at hand. */
export function AddCreatorsDialog({ campaignId, present, onAdded, onClose }: AddCreatorsDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<number[]>([]);
  const [ratesOf, setRatesOf] = useState<Creator | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery({
    queryKey: ['campaigns', 'roster', q],
    queryFn: async ({ signal }) => {
      const response = await api.creators.list.query({ query: { ...(q ? { q } : {}), page_size: RESULTS_MAX, sort: 'followers', dir: 'desc' }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.creators;
    },
    placeholderData: keepPreviousData,
  });

  const add = useMutation({
    mutationFn: async () => {
      const response = await api.campaigns.addDeals.mutate({ params: { id: campaignId }, body: { creator_ids: chosen } });
      if (response.status !== 201) throw response;
      return response.body;
    },
    onSuccess: (result) => onAdded(result.added),
    onError: (error) => {
      const problems = campaignProblems(t, error, t('campaigns.addCreators.failed'));
      setProblem(problems.general ?? problems.fields[0]?.message ?? t('campaigns.addCreators.failed'));
    },
  });

  const toggle = (id: number) => setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : current.length < DEAL_ADD_MAX ? [...current, id] : current));

  return (
    <Dialog title={t('campaigns.addCreators.title')} description={t('campaigns.addCreators.description')} closeLabel={t('campaigns.addCreators.cancel')} onClose={onClose}>
      <form className="dialog__form add-creators" method="post" noValidate onSubmit={(event) => {
        event.preventDefault();
        add.mutate();
      }}>
        <SearchFilter id="add-creators-search" label={t('campaigns.addCreators.search')} placeholder={t('campaigns.addCreators.searchPlaceholder')} value={text} onChange={setText} maxLength={100} />
        <fieldset className="add-creators__results" aria-busy={results.isFetching}>
          <legend className="visually-hidden">{t('campaigns.addCreators.results')}</legend>
          {!results.data ? (
            <p className="list-note" role="status">
              <Spinner />
              {t('common:app.loading')}
            </p>
          ) : results.data.length === 0 ? (
            <p className="list-note">{t('campaigns.addCreators.noResults')}</p>
          ) : (
            <ul className="add-creators__list">
              {results.data.map((creator) => {
                const already = present.has(creator.creator_id);
                const inputId = `add-creator-${creator.creator_id}`;
                return (
                  <li key={creator.creator_id} className="add-creators__item">
                    <input id={inputId} type="checkbox" checked={already || chosen.includes(creator.creator_id)} disabled={already} onChange={() => toggle(creator.creator_id)} />
                    <label htmlFor={inputId} className="add-creators__name">
                      <span>{creator.stage_name}</span>
                      <span className="add-creators__meta">
                        {creator.primary_account ? `@${creator.primary_account.handle} · ` : ''}
                        {already ? t('campaigns.addCreators.already') : t('campaigns.addCreators.followers', { count: creator.followers })}
                      </span>
                    </label>
                    <button type="button" className="button button--secondary button--small" aria-expanded={ratesOf?.creator_id === creator.creator_id} onClick={() => setRatesOf(ratesOf?.creator_id === creator.creator_id ? null : creator)}>
                      {t('campaigns.addCreators.showRates')}
                    </button>
                    {ratesOf?.creator_id === creator.creator_id && <RateCard creator={creator} />}
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <FormProblem message={problem} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('campaigns.addCreators.cancel')}
          </button>
          <SubmitButton busy={add.isPending} busyLabel={t('campaigns.addCreators.saving')} disabled={chosen.length === 0}>
            {t('campaigns.addCreators.submit', { count: chosen.length })}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/** A creator's rate card, read when asked for; prices only for who may read money. */
function RateCard({ creator }: { creator: Creator }) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const language = usePageLanguage();
  const detail = useQuery({
    queryKey: ['campaigns', 'rate-card', creator.creator_id],
    queryFn: async ({ signal }) => {
      const response = await api.creators.get.query({ params: { id: creator.creator_id }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.rate_cards;
    },
  });
  return (
    <div className="add-creators__rates" aria-live="polite">
      <p className="add-creators__rates-title">{t('campaigns.addCreators.rateCard', { name: creator.stage_name })}</p>
      {!detail.data ? (
        <Spinner />
      ) : detail.data.length === 0 ? (
        <p className="list-note">{t('campaigns.addCreators.noRateCard')}</p>
      ) : (
        <ul>
          {detail.data.map((card) => (
            <li key={card.rate_card_id}>
              {t(`creators.platforms.${card.platform}`)} · {t(`creators.deliverables.${card.deliverable_type}`)}
              {card.price_minor !== undefined && ` · ${formatMoney(card.price_minor, card.currency, language)}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
