// Placeholder for a route whose screen is not built yet.
import { Link } from 'react-router-dom';

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <main className="page page-narrow">
      <h1>{title}</h1>
      <p>This part of Floorcraft is coming soon.</p>
      <p>
        <Link to="/" className="button button-secondary">
          Back to Home
        </Link>
      </p>
    </main>
  );
}
