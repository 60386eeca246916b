// The purchase page's error screen (spec §2): what went wrong and Go Back.
import { useI18n } from '@/lib/i18n/use-i18n';
import { useNavigate } from 'react-router-dom';

export function PurchaseError({ message }: { message: string }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  return (
    <main className="page page-narrow">
      <h1>{i18n._('purchase.loadFailed.title')}</h1>
      <p className="alert alert-error" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/tickets'))}
      >
        {i18n._('purchase.goBack')}
      </button>
    </main>
  );
}
