// Select Facebook Page (spec §2, §4): finds the pages when it opens (Loading your Facebook
// pages...), connects the page clicked — a second click while one is connecting is ignored — and
// offers Cancel and Skip for Now. A failure is shown here, with the way forward.
import { useEffect, useRef, useState } from 'react';
import type { FacebookPageSummary, SelectPageAnswer } from '@/contract/facebook';
import { Modal } from '@/components/modal/modal';
import { failureError, type ApiFailure } from '@/lib/api/result';
import { facebookErrorView } from '@/lib/facebook/error-view';
import { useCheckPages } from '../api/check-pages';
import { useSelectPage } from '../api/select-page';
import { useSkipPageSelection } from '../api/skip-page-selection';
import { ErrorPanel } from './error-panel';
import { PageOptions } from './page-options';

interface Props {
  onClose: () => void;
  onConnected: (answer: SelectPageAnswer) => void;
  onSkipped: () => void;
}

const viewOf = (failure: ApiFailure) => {
  const error = failureError(failure);
  const userType = error.details?.userType;
  return facebookErrorView({
    code: error.code ?? (failure.problem === 'CLIENT_ERROR' ? null : 'FACEBOOK_API_ERROR'),
    message: error.message,
    retryable: error.retryable,
    userType: typeof userType === 'string' ? userType : undefined,
  });
};

export function PageSelectorModal({ onClose, onConnected, onSkipped }: Props) {
  const check = useCheckPages();
  const select = useSelectPage();
  const skip = useSkipPageSelection();
  const [pages, setPages] = useState<FacebookPageSummary[] | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const selecting = useRef(false);

  const search = async () => {
    setFailure(null);
    setPages(null);
    const result = await check.mutateAsync();
    if (result.ok) setPages(result.data.availablePages);
    else setFailure(result);
  };

  useEffect(() => {
    void search();
    // Searches once when the selector opens; Try Again / Search Again search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = async (pageId: string) => {
    if (selecting.current) return;
    selecting.current = true;
    setFailure(null);
    try {
      const result = await select.mutateAsync(pageId);
      if (result.ok) onConnected(result.data);
      else setFailure(result);
    } finally {
      selecting.current = false;
    }
  };

  const skipForNow = async () => {
    const result = await skip.mutateAsync();
    if (result.ok) onSkipped();
    else setFailure(result);
  };

  return (
    <Modal
      open
      title="Select Facebook Page"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={skip.isPending}
            onClick={() => void skipForNow()}
          >
            Skip for Now
          </button>
        </>
      }
    >
      {check.isPending && (
        <p role="status" className="facebook-loading">
          <span className="spinner" aria-hidden="true" /> Loading your Facebook pages...
        </p>
      )}
      {failure && <ErrorPanel view={viewOf(failure)} onRetry={() => void search()} />}
      {pages && pages.length > 0 && (
        <>
          <PageOptions
            pages={pages}
            busyId={select.isPending ? (select.variables ?? null) : null}
            onChoose={(page) => void choose(page.id)}
          />
          {select.isPending && <p role="status">Connecting page...</p>}
        </>
      )}
    </Modal>
  );
}
