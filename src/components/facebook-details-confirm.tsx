// Asks before the Facebook Page's details overwrite the organisation information (spec §4), then
// copies them. Used by the Facebook screen and by Dashboard › Settings.
import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { failureMessage } from '@/lib/api/result';
import { useConfirmOrganisationDetails } from '@/lib/facebook/facebook-api';

interface Props {
  organisationId: string | null;
  pageName: string;
  onClose: (saved: boolean) => void;
}

export function FacebookDetailsConfirm({ organisationId, pageName, onClose }: Props) {
  const confirm = useConfirmOrganisationDetails(organisationId);
  const [error, setError] = useState<string | null>(null);

  const replace = async () => {
    setError(null);
    const result = await confirm.mutateAsync();
    if (result.ok) onClose(true);
    else setError(failureMessage(result, 'Failed to save settings'));
  };

  return (
    <Modal
      open
      title="Replace your organisation details?"
      onClose={() => onClose(false)}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={() => onClose(false)}>
            Keep my details
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={confirm.isPending}
            onClick={() => void replace()}
          >
            {confirm.isPending ? 'Saving...' : 'Replace with Facebook details'}
          </button>
        </>
      }
    >
      <p>
        The business details in your organisation settings (name, category, contact e-mail, phone,
        website, address and description) will be overwritten with the details of {pageName}.
      </p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
