// Links to the app in both stores.
import { APP_STORE_URL, PLAY_STORE_URL } from '@/lib/app-links';
import { useI18n } from '@/lib/i18n/use-i18n';

export function StoreBadges() {
  const i18n = useI18n();
  return (
    <div className="store-badges">
      <a className="store-badge" href={APP_STORE_URL} rel="noopener" target="_blank">
        <img src="/icons/apple.svg" alt="" width="24" height="24" />
        <span>
          <small>{i18n._('badges.appStore')}</small> App Store
        </span>
      </a>
      <a className="store-badge" href={PLAY_STORE_URL} rel="noopener" target="_blank">
        <img src="/icons/google-play.svg" alt="" width="24" height="24" />
        <span>
          <small>{i18n._('badges.googlePlay')}</small> Google Play
        </span>
      </a>
    </div>
  );
}
