// Right-to-left styles (spec §2 settings drawer, LTR/RTL) go through stylis' RTL plugin (with cssjanus, about 2 KiB on
// the wire), which loads only when RTL is used: before the first render when the device's stored choice is RTL
// (main.tsx), else when the candidate switches to it.
import createCache, { type EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';

let cache: EmotionCache | null = null;
let loading: Promise<EmotionCache> | null = null;

export function rtlCacheLoaded(): boolean {
  return cache !== null;
}

export function loadRtlCache(): Promise<EmotionCache> {
  loading ??= import('@mui/stylis-plugin-rtl').then(
    ({ default: rtlPlugin }) => (cache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] })),
    (error: unknown) => {
      loading = null; // tried again on the next switch
      throw error;
    },
  );
  return loading;
}

/** The RTL cache once it has loaded (null until then), loading it when `wanted`. */
export function useRtlCache(wanted: boolean): EmotionCache | null {
  const [loaded, setLoaded] = useState(cache);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadRtlCache().then(
      (next) => current && setLoaded(next),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  return loaded ?? cache;
}
