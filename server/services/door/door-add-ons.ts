// An order's add-on handed over from the door scanner: by whoever may work this event's door (a
// member of its school, or a helper's door link), only for an order of this event.
import type { Db } from '../../db/database';
import { handOverAtEvent, type HandedOver } from '../addons/door-hand-over';
import { doorEventFor, type DoorActor } from './door-access';

export async function handOverAtDoor(
  db: Db,
  actor: DoorActor,
  eventId: string,
  orderId: string,
  addOnId: string,
): Promise<HandedOver> {
  await doorEventFor(db, actor, eventId);
  return handOverAtEvent(db, eventId, orderId, addOnId);
}
