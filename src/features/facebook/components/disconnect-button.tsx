// Disconnect Facebook (spec §2): asks first, reads Disconnecting... while busy, and warns in its
// tooltip that reconnecting means logging in to Facebook again.
import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { failureMessage } from '@/lib/api/result';
import { useDisconnectFacebook } from '../api/disconnect';

export function DisconnectButton() {
  const disconnect = useDisconnectFacebook();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setAsking(false);
    setError(null);
    const result = await disconnect.mutateAsync();
    if (!result.ok) setError(failureMessage(result, 'Failed to disconnect Facebook'));
  };

  return (
    <>
      <button
        type="button"
        className="button button-danger"
        title="You will need to log in to Facebook again to reconnect."
        disabled={disconnect.isPending}
        onClick={() => setAsking(true)}
      >
        {disconnect.isPending ? 'Disconnecting...' : 'Disconnect Facebook'}
      </button>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <Modal
        open={asking}
        title="Disconnect Facebook?"
        onClose={() => setAsking(false)}
        footer={
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setAsking(false)}
            >
              Cancel
            </button>
            <button type="button" className="button button-danger" onClick={() => void confirm()}>
              Disconnect
            </button>
          </>
        }
      >
        <p>
          Floorcraft will stop reading your Facebook Page. To connect again you will need to log in
          to Facebook again.
        </p>
      </Modal>
    </>
  );
}
