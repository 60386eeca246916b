// The purchase page's error screen (spec §2): what went wrong and Go Back.
import { useNavigate } from 'react-router-dom';

export function PurchaseError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <main className="page page-narrow">
      <h1>Failed to load event</h1>
      <p className="alert alert-error" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/tickets'))}
      >
        Go Back
      </button>
    </main>
  );
}
