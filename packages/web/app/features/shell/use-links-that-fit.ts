import { type RefObject, useLayoutEffect, useState } from 'react';

/** Sub-pixel widths round differently in layout: a row must fit with this much to spare. */
const SPARE_PX = 0.5;

/**
 * How many of a row's links fit beside a More button (the 'priority plus' pattern): all of them when
 * they fit on their own, else the longest run from the start that fits with the button after it.
 * Measured again whenever the row's box changes (a window resize, a language, a web font arriving).
 *
 * The list keeps every link rendered: the ones that do not fit are taken out of the flow (CSS, by
 * `data-overflow`) but keep their width, so the next measure needs no second render. Before the page
 * hydrates, CSS wraps the links that do not fit onto a clipped second line, so none is ever cut in half.
 */
export function useLinksThatFit(
  row: RefObject<HTMLElement | null>,
  list: RefObject<HTMLUListElement | null>,
  more: RefObject<HTMLElement | null>,
): number | null {
  const [fitting, setFitting] = useState<number | null>(null);

  useLayoutEffect(() => {
    const rowBox = row.current;
    const listBox = list.current;
    const moreBox = more.current;
    if (!rowBox || !listBox || !moreBox) return;
    const measure = () => {
      const rowStyle = getComputedStyle(rowBox);
      // The box's own fractional width: clientWidth is rounded to whole pixels.
      const room =
        rowBox.getBoundingClientRect().width -
        Number.parseFloat(rowStyle.paddingLeft) -
        Number.parseFloat(rowStyle.paddingRight) -
        Number.parseFloat(rowStyle.borderLeftWidth) -
        Number.parseFloat(rowStyle.borderRightWidth) -
        SPARE_PX;
      const gap = Number.parseFloat(getComputedStyle(listBox).columnGap) || 0;
      const widths = Array.from(listBox.children, (item) => item.getBoundingClientRect().width);
      const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
      if (all <= room) {
        setFitting(widths.length);
        return;
      }
      let used = moreBox.getBoundingClientRect().width;
      let count = 0;
      for (const width of widths) {
        if (used + gap + width > room) break;
        used += gap + width;
        count += 1;
      }
      setFitting(count);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(rowBox);
    // A link's own width changes with the language and when a web font arrives.
    for (const item of listBox.children) observer.observe(item);
    return () => observer.disconnect();
  }, [row, list, more]);

  return fitting;
}
