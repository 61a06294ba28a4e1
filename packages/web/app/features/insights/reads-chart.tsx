import type { InsightsView, ReadsDay } from '@masthead/core';
import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { formatNumber } from '../content/format';
import { labelledDays, niceScale } from './chart-scale';
import { formatDay } from './insights-format';

/** Each day gets a slot this wide in the drawing's own units; the drawing stretches to the page. */
const SLOT = 10;
const HEIGHT = 100;

/** The busiest day (the first of equals), or null when nothing was read. */
function busiest(days: readonly ReadsDay[]): ReadsDay | null {
  return days.reduce<ReadsDay | null>((best, day) => (day.reads > (best?.reads ?? 0) ? day : best), null);
}

/**
 * Reads by day as bars, with the previous period as a dashed line to compare with. Drawn as inline SVG
 * on the server (no chart library): a title and a description say what it shows, and its numbers are
 * a table that screen readers always read and anyone can show. Labels are HTML beside the drawing, so
 * they keep their size while the bars stretch to a phone's width.
 */
export function ReadsChart({ insights }: { insights: InsightsView }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const { byDay, days } = insights;
  const count = byDay.length;
  const scale = niceScale(Math.max(0, ...byDay.flatMap((day) => [day.reads, day.previous])));
  const y = (value: number) => HEIGHT - (value / scale.max) * HEIGHT;
  const gap = count <= 7 ? 2.5 : count <= 31 ? 1.5 : 1;
  const labelled = labelledDays(count);
  const total = insights.totals.reads;
  const best = busiest(byDay);
  const range = { from: formatDay(lang, insights.from, 'full'), to: formatDay(lang, insights.to, 'full') };
  const summary = best
    ? t('insights.byDay.summary', {
        ...range,
        total: formatNumber(lang, total.current),
        best: formatDay(lang, best.date, 'full'),
        bestReads: formatNumber(lang, best.reads),
        days,
        previous: formatNumber(lang, total.previous),
      })
    : t('insights.byDay.none', { ...range, days, previous: formatNumber(lang, total.previous) });
  const previousLine = byDay.map((day, i) => `${i * SLOT + SLOT / 2},${y(day.previous)}`).join(' ');

  return (
    <figure className="reads-chart" aria-labelledby={`${id}-title`}>
      <figcaption className="reads-chart-head">
        <h2 id={`${id}-title`}>{t('insights.byDay.title')}</h2>
        <p className="reads-chart-legend" aria-hidden="true">
          <span className="legend-bar" />
          {t('insights.byDay.current')}
          <span className="legend-line" />
          {t('insights.byDay.previous', { days })}
        </p>
      </figcaption>
      <div className="reads-chart-frame">
        <div className="reads-chart-y" aria-hidden="true">
          {scale.ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(tick / scale.max) * 100}%` }}>
              {formatNumber(lang, tick)}
            </span>
          ))}
        </div>
        <svg
          className="reads-chart-plot"
          viewBox={`0 0 ${count * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-svg-title ${id}-desc`}
        >
          <title id={`${id}-svg-title`}>{t('insights.byDay.title')}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {scale.ticks.map((tick) => (
            <line
              key={tick}
              className="chart-grid"
              x1={0}
              x2={count * SLOT}
              y1={y(tick)}
              y2={y(tick)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {byDay.map((day, i) => {
            // A day with reads always shows, however small next to the busiest.
            const height = day.reads > 0 ? Math.max(HEIGHT - y(day.reads), 1.5) : 0;
            return (
              <rect
                key={day.date}
                className="chart-bar"
                x={i * SLOT + gap}
                width={SLOT - gap * 2}
                y={HEIGHT - height}
                height={height}
              >
                <title>
                  {t('insights.byDay.bar', {
                    date: formatDay(lang, day.date, 'long'),
                    reads: formatNumber(lang, day.reads),
                  })}
                </title>
              </rect>
            );
          })}
          <polyline className="chart-previous" points={previousLine} vectorEffect="non-scaling-stroke" />
        </svg>
      </div>
      <div className={count <= 7 ? 'reads-chart-x is-week' : 'reads-chart-x'} aria-hidden="true">
        {byDay.map((day, i) => {
          if (!labelled.has(i)) return null;
          // A narrow first or last slot: its label keeps to the chart's edge.
          const edge = count > 7 && (i === 0 ? 'is-first' : i === count - 1 ? 'is-last' : null);
          return (
            <span
              key={day.date}
              className={edge || undefined}
              style={edge ? undefined : { left: `${((i + 0.5) / count) * 100}%` }}
            >
              {count <= 7 ? (
                // A week: the weekday over the day of the month, narrow enough for a phone.
                <>
                  <span className="weekday">{formatDay(lang, day.date, 'weekday')}</span>
                  {formatDay(lang, day.date, 'day')}
                </>
              ) : (
                formatDay(lang, day.date, 'short')
              )}
            </span>
          );
        })}
      </div>
      <button
        type="button"
        className="button button-secondary button-small reads-chart-toggle"
        aria-expanded={tableShown}
        aria-controls={`${id}-table`}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? t('insights.table.hide') : t('insights.table.show')}
      </button>
      <div id={`${id}-table`} className={tableShown ? undefined : 'visually-hidden'}>
        <table className="day-table">
          <caption className="day-table-caption">{t('insights.byDay.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className="day-table-cell is-day is-head">
                {t('insights.table.day')}
              </th>
              <th scope="col" className="day-table-cell is-head">
                {t('insights.table.reads')}
              </th>
              <th scope="col" className="day-table-cell is-head">
                {t('insights.table.previous')}
              </th>
            </tr>
          </thead>
          <tbody>
            {byDay.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="day-table-cell is-day">
                  {formatDay(lang, day.date, 'long')}
                </th>
                <td className="day-table-cell">{formatNumber(lang, day.reads)}</td>
                <td className="day-table-cell">{formatNumber(lang, day.previous)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
