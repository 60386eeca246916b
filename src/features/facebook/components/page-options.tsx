// The pages to choose from in a Select Facebook Page modal: name, category (or Facebook Page) and
// id, each a button.
import type { FacebookPageSummary } from '@/contract/facebook';

interface Props {
  pages: FacebookPageSummary[];
  busyId?: string | null;
  onChoose: (page: FacebookPageSummary) => void;
}

export function PageOptions({ pages, busyId = null, onChoose }: Props) {
  return (
    <>
      <p>Click a page to connect.</p>
      <ul className="facebook-pages">
        {pages.map((page) => (
          <li key={page.id}>
            <button
              type="button"
              className="facebook-page-option"
              aria-busy={busyId === page.id}
              onClick={() => onChoose(page)}
            >
              <strong>{page.name}</strong>
              <span>{page.category ?? 'Facebook Page'}</span>
              <span className="muted">ID: {page.id}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
