import { type Compared, type InsightsView, type MessageKey, percentChange } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { formatNumber } from '../content/format';

const TOTALS = [
  ['reads', 'insights.total.reads'],
  ['readers', 'insights.total.readers'],
  ['published', 'insights.total.published'],
] as const satisfies readonly [keyof InsightsView['totals'], MessageKey][];

/** The period's totals, each with its change against the previous period in words (and an arrow). */
export function InsightsTotals({ insights }: { insights: InsightsView }) {
  const { t, lang } = useI18n();
  const change = (compared: Compared) => {
    const percent = percentChange(compared);
    const days = insights.days;
    if (percent === null) return { mark: '', tone: 'is-new', text: t('insights.change.new', { days }) };
    if (percent === 0) return { mark: '', tone: 'is-same', text: t('insights.change.same', { days }) };
    const vars = { percent: formatNumber(lang, Math.abs(percent)), days };
    return percent > 0
      ? { mark: '▲', tone: 'is-up', text: t('insights.change.up', vars) }
      : { mark: '▼', tone: 'is-down', text: t('insights.change.down', vars) };
  };
  return (
    <ul className="insights-totals">
      {TOTALS.map(([key, label]) => {
        const compared = insights.totals[key];
        const { mark, tone, text } = change(compared);
        return (
          <li key={key} className="insights-total">
            <h2>{t(label)}</h2>
            <p className="insights-total-value">{formatNumber(lang, compared.current)}</p>
            <p className={`insights-change ${tone}`}>
              {mark && <span aria-hidden="true">{mark} </span>}
              {text}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
