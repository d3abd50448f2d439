import AOS from 'aos';
import 'aos/dist/aos.css';
import { useEffect } from 'react';
import { ANIMATION, BREAKPOINTS } from '@buyerlab/contract';

/**
 * Scroll animations (docs/product.md#constants): offset 120, 400 ms, ease, and only on screens 940 px or wider.
 * Narrower screens never start AOS; `scrollAnimationStyles` keeps their content visible, because
 * AOS's own `disable` option misses elements that lazy-loaded pages render later.
 */
export function useScrollAnimations() {
  useEffect(() => {
    if (window.innerWidth < BREAKPOINTS.animations) return;
    AOS.init({ offset: ANIMATION.offset, duration: ANIMATION.durationMs, easing: ANIMATION.easing, once: true });
  }, []);
}

export const scrollAnimationStyles = {
  [`@media (max-width: ${BREAKPOINTS.animations - 0.02}px)`]: {
    '[data-aos]': { opacity: '1 !important', transform: 'none !important', transition: 'none !important' },
  },
};
