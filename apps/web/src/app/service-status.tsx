import { useEffect, useRef, type RefObject } from 'react';

/** Room left between the sticky banner and a field scrolled up to meet it. */
const SCROLL_GAP_PX = 8;

/**
 * While the banner sticks to the top (wide screens), the page keeps its height free when it
 * scrolls a focused field into view (scroll-padding-top), so the banner never hides the focused
 * field (WCAG 2.4.11). Its height changes with the width and the text size, so a ResizeObserver
 * keeps the padding in step; on small screens the banner is not sticky and there is no padding.
 */
function useScrollPaddingBelow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const update = () => {
      const isSticky = getComputedStyle(banner).position === 'sticky';
      root.style.scrollPaddingTop = isSticky ? `${banner.offsetHeight + SCROLL_GAP_PX}px` : '';
    };
    update();
    // The width can cross the breakpoint without the banner's height changing.
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(banner);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [ref]);
}

/** Spec section 8: the fixed amber banner above the content while the service is Degraded. */
export function ServiceDegradedBanner({ brandName }: { brandName: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useScrollPaddingBelow(ref);
  return (
    <p ref={ref} className="status-banner" role="status">
      Our service is running slower than usual, so {brandName} might not be able to assist right
      now. Please bear with us, or try again in a few minutes.
    </p>
  );
}

/** Spec section 2: while the service is Down the page's content is replaced by this. */
export function ServiceDown() {
  return (
    <div className="service-down">
      <h1>Service Temporarily Unavailable</h1>
      <p>
        We&apos;re sorry, but our service is currently unavailable, and we can&apos;t retrieve
        quotes right now. Don&apos;t worry, we&apos;ll email you as soon as everything&apos;s back
        up and running.
      </p>
    </div>
  );
}
