// An order's add-ons in the attendee list (the door by hand): "T-shirt · M × 1 — Hand over", or
// "handed over" once it was; a refusal (refunded meanwhile) is said in place.
import type { Attendees } from '@/contract/attendees';
import { messageOf } from '@/lib/api/result';
import { useHandOverAddOn } from '../api/hand-over-add-on';

interface Props {
  configurationId: string;
  attendee: Attendees['attendees'][number];
  /** The member's role works the door: others read the lines without the button. */
  canHandOver: boolean;
}

export function AttendeeAddOns({ configurationId, attendee, canHandOver }: Props) {
  const handOver = useHandOverAddOn(configurationId);
  if (attendee.addOnLines.length === 0) return null;
  return (
    <ul className="attendee-add-ons" aria-label={`Add-ons of order ${attendee.code}`}>
      {attendee.addOnLines.map((line) => (
        <li key={line.id}>
          {line.name} × {line.quantity} —{' '}
          {line.handedOver ? (
            <span className="muted">handed over</span>
          ) : !canHandOver ? (
            <span className="muted">to collect</span>
          ) : (
            <button
              type="button"
              className="link-button"
              disabled={handOver.isPending}
              aria-label={`Hand over ${line.name} × ${line.quantity}`}
              onClick={() => handOver.mutate({ orderId: attendee.orderId, addOnId: line.id })}
            >
              Hand over
            </button>
          )}
        </li>
      ))}
      {handOver.isError && (
        <li className="alert alert-error" role="alert">
          {messageOf(handOver.error, 'It could not be marked handed over. Please try again.')}
        </li>
      )}
    </ul>
  );
}
