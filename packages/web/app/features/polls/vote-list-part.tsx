import { type ContentExtra, isLoginRequired, type ListVotes, listOrder } from '@masthead/core';
import { useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { showSnackbar } from '../../ui/snackbar';
import { compactNumber } from '../feeds/format';
import '../../ui/forms.css';
import './polls.css';

type ListExtra = Extract<ContentExtra, { kind: 'list' }>;

/** An item's link is shown only for a web address (the schema allows nothing else). */
function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type VoteListPartProps = {
  cgroupId: number;
  extra: ListExtra;
  initial: ListVotes;
  labelLang?: string | undefined;
};

function UpIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 2.5 14 10H10v3.5H6V10H2z" />
    </svg>
  );
}

/**
 * ctype 102: a votable list, most voted items first (ties keep the list's order). Each item has a vote
 * button (pressed when the reader voted it up) with its count; a press shows at once and goes back if
 * the server refuses. The order is kept while the reader votes, so nothing moves under the pointer; the
 * next visit shows the new order.
 */
export function VoteListPart({ cgroupId, extra, initial, labelLang }: VoteListPartProps) {
  const { t, lang } = useI18n();
  const viewer = useViewer();
  const [order] = useState(() => listOrder(initial.counts));
  const [votes, setVotes] = useState(initial);
  // The last state the server confirmed, and the latest press per item (older answers are ignored).
  const saved = useRef(initial);
  const latest = useRef(new Map<number, number>());
  const presses = useRef(0);

  async function toggle(item: number) {
    if (!viewer) return;
    const up = !votes.mine.includes(item);
    setVotes((current) => ({
      ...current,
      counts: current.counts.map((count, index) =>
        index === item ? Math.max(0, count + (up ? 1 : -1)) : count,
      ),
      mine: up ? [...current.mine, item] : current.mine.filter((index) => index !== item),
    }));
    const press = ++presses.current;
    latest.current.set(item, press);
    const answer = await call('POST /api2/list/vote', { cgroupId, item, up });
    if (latest.current.get(item) !== press) return;
    if (answer.ok) {
      saved.current = answer.data.votes;
      setVotes(answer.data.votes);
      return;
    }
    // Back to what the server last confirmed for this item.
    setVotes((current) => ({
      ...current,
      counts: current.counts.map((count, index) =>
        index === item ? (saved.current.counts[index] ?? 0) : count,
      ),
      mine: saved.current.mine.includes(item)
        ? [...new Set([...current.mine, item])]
        : current.mine.filter((index) => index !== item),
    }));
    if (!isLoginRequired(answer.error)) showSnackbar(t('lists.failed'));
  }

  if (extra.items.length === 0) return null;
  const guest = viewer ? {} : { 'data-require-login': '' };
  return (
    <section className="content-part vote-list-part" aria-labelledby="vote-list-heading">
      <h2 id="vote-list-heading" lang={labelLang}>
        {t('lists.heading')}
      </h2>
      <p className="muted vote-list-lede" lang={labelLang}>
        {t('lists.lede')}
      </p>
      <ol className="vote-list">
        {order.map((index, rank) => {
          const item = extra.items[index];
          if (!item) return null;
          const pressed = votes.mine.includes(index);
          const count = votes.counts[index] ?? 0;
          return (
            <li key={index} className="vote-list-item">
              <span className="vote-list-rank" aria-hidden="true">
                {rank + 1}
              </span>
              <div>
                <h3>
                  {item.url && isWebAddress(item.url) ? (
                    <a href={item.url} rel="noopener nofollow ugc" target="_blank">
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </h3>
                {item.description && <p>{item.description}</p>}
              </div>
              <button
                type="button"
                className="tally-button vote-list-button"
                aria-pressed={pressed}
                onClick={() => void toggle(index)}
                {...guest}
              >
                <UpIcon />
                <span className="visually-hidden" lang={labelLang}>
                  {t('lists.vote', { title: item.title })},{' '}
                </span>
                <span aria-hidden="true">{compactNumber(lang, count)}</span>
                <span className="visually-hidden" lang={labelLang}>
                  {t('lists.votes', { count })}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {!viewer && (
        <p className="vote-list-guest" lang={labelLang}>
          <button type="button" className="button button-secondary button-small" data-require-login="">
            {t('lists.signIn')}
          </button>
        </p>
      )}
    </section>
  );
}
