import { useTranslation } from '../../lib/i18n/use-translation';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Snapshot } from '../../../contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';

/** An account's followers (left axis) and engagement rate (right axis) over time. */
export function CreatorMetricsChart({ snapshots, label }: { snapshots: readonly Snapshot[]; label: string }) {
  const { t } = useTranslation('admin');
  const language = usePageLanguage();
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: '2-digit', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat(language, { notation: 'compact' });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const points = snapshots.map((snapshot) => ({
    at: Date.parse(snapshot.captured_at),
    followers: snapshot.followers,
    engagement: snapshot.engagement_rate,
  }));
  return (
    <figure className="metrics-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="at" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(value: number) => day.format(value)} stroke="var(--color-text-muted)" fontSize={12} />
          <YAxis yAxisId="followers" tickFormatter={(value: number) => compact.format(value)} stroke="var(--color-text-muted)" fontSize={12} width={48} />
          <YAxis yAxisId="engagement" orientation="right" tickFormatter={(value: number) => percent.format(value)} stroke="var(--color-text-muted)" fontSize={12} width={56} />
          <Tooltip
            labelFormatter={(value) => day.format(Number(value))}
            formatter={(value, name) => (name === 'engagement' ? percent.format(Number(value)) : compact.format(Number(value)))}
            contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)', color: 'var(--color-text)' }}
          />
          <Legend formatter={(name) => (name === 'engagement' ? t('creators.accounts.chartEngagement') : t('creators.accounts.chartFollowers'))} />
          <Line yAxisId="followers" type="monotone" dataKey="followers" stroke="var(--color-primary)" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          <Line yAxisId="engagement" type="monotone" dataKey="engagement" stroke="var(--color-success)" strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
