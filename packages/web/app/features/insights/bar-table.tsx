import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { formatNumber } from '../content/format';
import { shareOf } from './chart-scale';

export type BarRow = {
  key: string | number;
  label: ReactNode;
  /** A second line under the label (a story's writer). */
  note?: ReactNode;
  /** An extra number column before the reads (a writer's stories). */
  extra?: number;
  value: number;
};

type Props = {
  caption: string;
  columns: { label: string; extra?: string; value: string; share: string };
  rows: readonly BarRow[];
  /** What the shares are of: every read of the period. */
  total: number;
};

/**
 * A ranking as a table a screen reader reads as one (name, numbers, share of all reads), with a bar
 * under each name scaled to the first row, drawn as inline SVG that assistive technology skips.
 */
export function BarTable({ caption, columns, rows, total }: Props) {
  const { lang } = useI18n();
  const largest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <table className="bar-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.label}</th>
          {columns.extra && (
            <th scope="col" className="is-number">
              {columns.extra}
            </th>
          )}
          <th scope="col" className="is-number">
            {columns.value}
          </th>
          <th scope="col" className="is-number">
            {columns.share}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.value === 0 ? 'is-zero' : undefined}>
            <th scope="row">
              <span className="bar-label">{row.label}</span>
              {row.note && <span className="bar-note">{row.note}</span>}
              <svg
                className="bar"
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                <rect className="bar-track" width={100} height={4} />
                <rect className="bar-fill" width={(row.value / largest) * 100} height={4} />
              </svg>
            </th>
            {columns.extra && <td className="is-number">{formatNumber(lang, row.extra ?? 0)}</td>}
            <td className="is-number">{formatNumber(lang, row.value)}</td>
            <td className="is-number">{formatNumber(lang, shareOf(row.value, total))}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
