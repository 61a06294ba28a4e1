import type { ContentExtra } from '@masthead/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n';

type LiveQaExtra = Extract<ContentExtra, { kind: 'liveQa' }>;

/** The questions the writer prepared with the session, and their answers where given. */
export function PreparedQuestions({
  questions,
  labelLang,
}: {
  questions: NonNullable<LiveQaExtra['questions']>;
  labelLang?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  if (questions.length === 0) return null;
  return (
    <section className="qa-prepared" aria-labelledby={`${id}-prepared`}>
      <h3 id={`${id}-prepared`} lang={labelLang}>
        {t('content.liveQa.heading')}
      </h3>
      <dl className="content-qa">
        {questions.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions keep their order.
          <div key={index}>
            <dt>{item.question}</dt>
            {item.answer ? (
              <dd>{item.answer}</dd>
            ) : (
              <dd className="muted" lang={labelLang}>
                {t('content.liveQa.pending')}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
