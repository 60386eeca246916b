// The Get the App banner with both store badges: the app is the main channel (spec §1).
import { StoreBadges } from '@/components/store-badges';

export function GetTheAppBanner() {
  return (
    <section className="app-banner" aria-labelledby="get-app-heading">
      <div>
        <h2 id="get-app-heading">Get the App</h2>
        <p>
          Find events near you, keep your tickets in the app's wallet and scan in at the door. This
          website is a backup for ticket purchases and the place where dance schools sign in.
        </p>
      </div>
      <StoreBadges />
    </section>
  );
}
