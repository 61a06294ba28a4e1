import { READ_EVENT, REFERRER, type ReadEventDetail, referrerCode } from '@masthead/core';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { announceBadges } from '../achievements/badge-news';

/** Contents this page has already reported, so a remount (or React's double effects) posts once. */
const reported = new Set<number>();

/**
 * Whether this page was reached by a link inside the app rather than loaded from the address: then it
 * came from an internal page, whatever `document.referrer` still says about the first load.
 */
function arrivedInApp(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return entry !== undefined && entry.name !== window.location.href;
}

/** Tells every list on the page that a content is now read (SPEC §4: a change event). */
export function announceRead(cgroupId: number) {
  window.dispatchEvent(new CustomEvent<ReadEventDetail>(READ_EVENT, { detail: { cgroupId } }));
}

/**
 * SPEC §4 read marking on open: posts /api2/ua/read once for a signed-in reader (with the SPEC §3
 * referrer code of how they arrived) and flips the read flag locally, announcing it with the
 * `masthead:read` window event. A badge the read earned is said with a toast (issue 13).
 */
export function useMarkRead(
  content: { cgroupId: number; userRead: boolean; topicIds: number[] },
  options: { topicId?: number } = {},
): boolean {
  const viewer = useViewer();
  const t = useT();
  const [read, setRead] = useState(content.userRead);
  const { cgroupId, userRead } = content;
  const topicId = options.topicId ?? content.topicIds[0] ?? 0;
  const userId = viewer?.userId ?? 0;
  useEffect(() => setRead(userRead), [userRead]);

  useEffect(() => {
    if (!userId || userRead || reported.has(cgroupId)) return;
    reported.add(cgroupId);
    const subsection = arrivedInApp()
      ? REFERRER.internal
      : referrerCode(document.referrer, window.location.host);
    void call('POST /api2/ua/read', { userId, cgroupId, subsection, topicId }, { promptLogin: false }).then(
      (result) => {
        if (!result.ok) {
          reported.delete(cgroupId);
          return;
        }
        if (!result.data.read) return;
        setRead(true);
        announceRead(cgroupId);
        announceBadges(t, result.data.earned);
      },
    );
  }, [userId, cgroupId, userRead, topicId, t]);

  return read;
}

/** A card's read flag that flips when the content is read elsewhere on the page. */
export function useReadFlag(cgroupId: number, initial: boolean): boolean {
  const [read, setRead] = useState(initial);
  useEffect(() => setRead(initial), [initial]);
  useEffect(() => {
    const onRead = (event: Event) => {
      if ((event as CustomEvent<ReadEventDetail>).detail?.cgroupId === cgroupId) setRead(true);
    };
    window.addEventListener(READ_EVENT, onRead);
    return () => window.removeEventListener(READ_EVENT, onRead);
  }, [cgroupId]);
  return read;
}
