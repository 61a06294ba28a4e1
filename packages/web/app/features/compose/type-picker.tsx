import { COMPOSABLE_CTYPES, type ComposableCtype, CTYPE, composePath, type MessageKey } from '@masthead/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { typeLabelKey } from '../content/labels';
import './type-picker.css';

const DESCRIPTIONS: Record<ComposableCtype, MessageKey> = {
  [CTYPE.post]: 'compose.type.post.description',
  [CTYPE.list]: 'compose.type.list.description',
  [CTYPE.quiz]: 'compose.type.quiz.description',
  [CTYPE.poll]: 'compose.type.poll.description',
  [CTYPE.votableList]: 'compose.type.votableList.description',
  [CTYPE.event]: 'compose.type.event.description',
  [CTYPE.meme]: 'compose.type.meme.description',
  [CTYPE.chat]: 'compose.type.chat.description',
  [CTYPE.liveQa]: 'compose.type.liveQa.description',
  [CTYPE.donate]: 'compose.type.donate.description',
};

/** One picture per type, 24 × 24 strokes in currentColor. */
const ICONS: Record<ComposableCtype, string> = {
  [CTYPE.post]: 'M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h6',
  [CTYPE.list]: 'M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1',
  [CTYPE.quiz]:
    'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5M12 17h.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  [CTYPE.poll]: 'M5 20V10M12 20V4M19 20v-7',
  [CTYPE.votableList]: 'M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4',
  [CTYPE.event]: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3',
  [CTYPE.meme]: 'M4 4h16v16H4zM4 15l5-5 4 4 3-3 4 4M8 8h.01',
  [CTYPE.chat]: 'M4 5h16v11H9l-5 4z',
  [CTYPE.liveQa]: 'M12 14a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v5a3 3 0 0 0 3 3zM6 11a6 6 0 0 0 12 0M12 17v4',
  [CTYPE.donate]: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
};

type TypePickerProps = {
  /**
   * Called before the link to /write.html?type= is followed; call `event.preventDefault()` to handle
   * the choice in place (the compose popup writes a post itself).
   */
  onPick?: (ctype: ComposableCtype, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The id of the heading that names the list. */
  labelledBy?: string;
  /** A magazine the new content is written for (the switcher's `?publisherId=`); none: the writer's own. */
  publisherId?: number | null;
};

/**
 * SPEC §2 content-type picker: every type a writer can create, with a picture, its name and one line
 * on what it is. Each is a link to the full editor, so the keyboard, a new tab and no-script all work.
 */
export function TypePicker({ onPick, labelledBy, publisherId = null }: TypePickerProps) {
  const t = useT();
  return (
    <ul className="type-picker" aria-labelledby={labelledBy}>
      {COMPOSABLE_CTYPES.map((ctype) => (
        <li key={ctype}>
          <Link
            to={composePath({ ctype, publisherId })}
            className="type-picker-item"
            data-ctype={ctype}
            onClick={(event) => onPick?.(ctype, event)}
          >
            <svg
              className="type-picker-icon"
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d={ICONS[ctype]} />
            </svg>
            <span className="type-picker-text">
              <span className="type-picker-name">{t(typeLabelKey(ctype))}</span>
              <span className="type-picker-description">{t(DESCRIPTIONS[ctype])}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
