import createCache, { type EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';

// The shell's styles go through a cache of their own, one per direction: switching back and forth swaps
// caches instead of rewriting rules, and the two never share class names.
const leftToRight = createCache({ key: 'cd' });
let rightToLeft: EmotionCache | undefined;

/** MUI mirrors its own components under `direction: 'rtl'`; stylis-plugin-rtl mirrors every other rule. */
async function loadRightToLeft(): Promise<EmotionCache> {
  if (!rightToLeft) {
    // Only right-to-left users pay for the plugin (cssjanus inside): left-to-right first screens skip it.
    const { default: rtlPlugin } = await import('stylis-plugin-rtl');
    rightToLeft = createCache({ key: 'cd-rtl', stylisPlugins: [rtlPlugin] });
  }
  return rightToLeft;
}

/** The emotion cache for the direction; right-to-left shows once its plugin has arrived. */
export function useDirectionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  const [loaded, setLoaded] = useState(rightToLeft);
  useEffect(() => {
    if (direction !== 'rtl' || loaded) return;
    let current = true;
    void loadRightToLeft().then((cache) => {
      if (current) setLoaded(cache);
    });
    return () => {
      current = false;
    };
  }, [direction, loaded]);
  return direction === 'rtl' && loaded ? loaded : leftToRight;
}
