import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_BANNER_MS, SUCCESS_BANNER_MS } from '../../lib/ui-constants';

export type BannerTone = 'success' | 'error';

export interface BannerMessage {
  tone: BannerTone;
  text: string;
}

/** How long a banner stays (spec section 9): success 3 s, error 5 s. */
const BANNER_DURATION_MS: Record<BannerTone, number> = { success: SUCCESS_BANNER_MS, error: ERROR_BANNER_MS };

/** One banner at a time that vanishes by itself; a new message replaces the one shown. */
export function useTimedBanner() {
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((tone: BannerTone, text: string) => {
    clearTimeout(timer.current);
    setBanner({ tone, text });
    timer.current = setTimeout(() => setBanner(null), BANNER_DURATION_MS[tone]);
  }, []);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setBanner(null);
  }, []);

  return { banner, show, dismiss };
}
