import { useEffect } from 'react';
import { useT } from '../i18n/i18n.js';
import { useBannerToast } from '../ui/banner-toast.js';

/**
 * Tells the person plainly when the connection drops and when it is back, with the banner toast
 * (top centre, closes itself after 10 s, close button).
 */
export function ConnectionBanner() {
  const t = useT();
  const banner = useBannerToast();
  useEffect(() => {
    const offline = () =>
      banner.show(
        'error',
        t('You are offline. Check your internet connection; Voxpert will carry on when it is back.'),
      );
    const online = () => banner.show('success', t('You are back online.'));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [banner, t]);
  return null;
}
