// Links to the app in both stores.
import { APP_STORE_URL, PLAY_STORE_URL } from '@/lib/app-links';

export function StoreBadges() {
  return (
    <div className="store-badges">
      <a className="store-badge" href={APP_STORE_URL} rel="noopener" target="_blank">
        <img src="/icons/apple.svg" alt="" width="24" height="24" />
        <span>
          <small>Download on the</small> App Store
        </span>
      </a>
      <a className="store-badge" href={PLAY_STORE_URL} rel="noopener" target="_blank">
        <img src="/icons/google-play.svg" alt="" width="24" height="24" />
        <span>
          <small>Get it on</small> Google Play
        </span>
      </a>
    </div>
  );
}
