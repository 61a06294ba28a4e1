import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';

/** What a message floating over the page must not hide: the controls, and above all the focused one. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]';
/** Room kept between the sticky header and a message moved to the top. */
const TOP_GAP_PX = 12;
/** Room kept between a message moved to a corner and the window's side. */
const SIDE_GAP_PX = 16;

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** How much of the page's controls a box at this place would hide; the focused control counts most. */
function hiddenControls(box: Box, own: Element): number {
  const focused = document.activeElement;
  let score = 0;
  // Behind a modal dialog the page cannot be used: only the dialog's controls count.
  const scope = document.querySelector('dialog:modal') ?? document;
  for (const control of scope.querySelectorAll(CONTROLS)) {
    if (own.contains(control)) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || !overlaps(box, rect)) continue;
    score += control === focused || control.contains(focused) ? 100 : 1;
  }
  return score;
}

/**
 * Issue 13: a toast or snackbar shows where CSS puts it (at the bottom of the window) unless there it
 * would hide the control the person is using or other controls of the page. Then it moves to the first
 * place that hides none, trying the bottom corners and then the top (under the sticky header), or else to
 * the place that hides fewest. Checked when it appears and again as the page scrolls or resizes under it.
 */
export function useClearPlacement(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  /** Where CSS puts it: its distance from the window's bottom edge, centred or at the right. */
  home: { bottomGap: number; align: 'center' | 'right' },
): CSSProperties | undefined {
  const { bottomGap, align } = home;
  /** Where to move it (its top-left corner in the window), or null to leave it where CSS puts it. */
  const [moved, setMoved] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const { width, height } = element.getBoundingClientRect();
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      const right = innerWidth - SIDE_GAP_PX - width;
      const lefts = [align === 'center' ? (innerWidth - width) / 2 : right, SIDE_GAP_PX, right];
      const tops = [innerHeight - bottomGap - height, Math.max(header, 0) + TOP_GAP_PX];
      let best: { left: number; top: number; score: number } | null = null;
      for (const top of tops) {
        for (const x of lefts) {
          const score = hiddenControls({ left: x, right: x + width, top, bottom: top + height }, element);
          if (!best || score < best.score) best = { left: x, top, score };
          if (score === 0) break;
        }
        if (best?.score === 0) break;
      }
      const first = { left: lefts[0], top: tops[0] };
      setMoved(!best || (best.left === first.left && best.top === first.top) ? null : best);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
    };
  }, [ref, active, bottomGap, align]);

  return active && moved
    ? { left: moved.left, top: moved.top, right: 'auto', bottom: 'auto', transform: 'none' }
    : undefined;
}
