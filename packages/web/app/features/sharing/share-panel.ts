import { type Dispatch, type RefObject, type SetStateAction, useEffect, useLayoutEffect } from 'react';
import { panelOffset } from './panel-position';

/**
 * The open share panel: kept inside the viewport and in view, its first item focused, and closed by a
 * press anywhere outside the menu.
 */
export function useSharePanel(
  open: boolean,
  setOpen: Dispatch<SetStateAction<boolean>>,
  { wrapper, menu }: { wrapper: RefObject<HTMLDivElement | null>; menu: RefObject<HTMLDivElement | null> },
) {
  // Placed before paint, so the panel never shows off the edge of a phone's screen.
  useLayoutEffect(() => {
    const panel = menu.current;
    const anchor = wrapper.current;
    if (!open || !panel || !anchor) return;
    const place = () => {
      panel.style.left = '0px';
      const offset = panelOffset(
        anchor.getBoundingClientRect(),
        panel.getBoundingClientRect().width,
        document.documentElement.clientWidth,
      );
      panel.style.left = `${offset}px`;
    };
    place();
    // Low on the page the panel may open below the fold: bring all of it into view, now and when
    // it grows (the short link arrives and may take a second line).
    const observer = new ResizeObserver(() => {
      place();
      panel.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    observer.observe(panel);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [open, menu, wrapper]);

  useEffect(() => {
    if (!open) return;
    const first = menu.current?.querySelector<HTMLElement>('[role="menuitem"]');
    first?.focus({ preventScroll: true });
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, menu, wrapper, setOpen]);
}
