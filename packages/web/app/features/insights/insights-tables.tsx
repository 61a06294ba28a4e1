import { type InsightsView, profilePath, REFERRER_KINDS } from '@masthead/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { type BarRow, BarTable } from './bar-table';

type Props = { insights: InsightsView };

function Section({
  title,
  empty,
  rows,
  children,
}: {
  title: string;
  empty: string;
  rows: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="insights-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows === 0 ? <p className="muted">{empty}</p> : children}
    </section>
  );
}

/** The period's most read stories, with their writers. */
export function TopStories({ insights }: Props) {
  const t = useT();
  const rows: BarRow[] = insights.topStories.map((story) => ({
    key: story.cgroupId,
    label: story.url ? <Link to={story.url}>{story.title}</Link> : story.title,
    note: t('insights.topStories.by', { name: story.author.displayName || story.author.username }),
    value: story.reads,
  }));
  return (
    <Section title={t('insights.topStories.title')} empty={t('insights.topStories.empty')} rows={rows.length}>
      <BarTable
        caption={t('insights.topStories.title')}
        columns={{
          label: t('insights.table.story'),
          value: t('insights.table.reads'),
          share: t('insights.table.share'),
        }}
        rows={rows}
        total={insights.totals.reads.current}
      />
    </Section>
  );
}

/** Reads by writer (the whole magazine's insights only). */
export function ReadsByWriter({ insights }: Props) {
  const t = useT();
  if (!insights.byWriter) return null;
  const rows: BarRow[] = insights.byWriter.map(({ writer, reads, stories }) => ({
    key: writer.userId,
    label: writer.username ? (
      <Link to={profilePath(writer)}>{writer.displayName || writer.username}</Link>
    ) : (
      writer.displayName
    ),
    extra: stories,
    value: reads,
  }));
  return (
    <Section title={t('insights.byWriter.title')} empty={t('insights.byWriter.empty')} rows={rows.length}>
      <BarTable
        caption={t('insights.byWriter.title')}
        columns={{
          label: t('insights.table.writer'),
          extra: t('insights.table.stories'),
          value: t('insights.table.reads'),
          share: t('insights.table.share'),
        }}
        rows={rows}
        total={insights.totals.reads.current}
      />
    </Section>
  );
}

/** SPEC §3's twelve referrer kinds, most reads first (analytics, or one's own stories). */
export function ReadsByReferrer({ insights }: Props) {
  const t = useT();
  if (!insights.byReferrer) return null;
  const reads = new Map(insights.byReferrer.map((row) => [row.code, row.reads]));
  const rows: BarRow[] = REFERRER_KINDS.map(({ name, code }) => ({
    key: code,
    label: t(`insights.referrer.${name}`),
    value: reads.get(code) ?? 0,
  })).sort((a, b) => b.value - a.value);
  const total = insights.totals.reads.current;
  return (
    <Section
      title={t('insights.byReferrer.title')}
      empty={t('insights.byReferrer.empty')}
      rows={total === 0 ? 0 : rows.length}
    >
      <BarTable
        caption={t('insights.byReferrer.title')}
        columns={{
          label: t('insights.table.source'),
          value: t('insights.table.reads'),
          share: t('insights.table.share'),
        }}
        rows={rows}
        total={total}
      />
    </Section>
  );
}
