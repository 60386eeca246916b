// "View on Facebook" for an event imported from a Facebook page, when it has a link.
import { useI18n } from '@/lib/i18n/use-i18n';

export function FacebookEventLink({ url }: { url: string | null | undefined }) {
  const i18n = useI18n();
  if (!url) return null;
  return (
    <a className="button button-secondary" href={url} target="_blank" rel="noopener noreferrer">
      {i18n._('event.viewOnFacebook')}
    </a>
  );
}
