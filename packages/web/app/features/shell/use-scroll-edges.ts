import { type RefObject, useEffect } from 'react';

/**
 * Marks a sideways-scrolling strip with `data-more-before` / `data-more-after` while links hide
 * beyond its start or end, so CSS can fade that edge as a hint that it scrolls. Written straight to
 * the element: scrolling re-renders nothing.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const hidden = strip.scrollWidth - strip.clientWidth;
      // 1 px of slack: zoomed pages report fractional scroll positions.
      strip.toggleAttribute('data-more-before', hidden > 1 && strip.scrollLeft > 1);
      strip.toggleAttribute('data-more-after', hidden > 1 && strip.scrollLeft < hidden - 1);
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    if (strip.firstElementChild) observer.observe(strip.firstElementChild);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
}
