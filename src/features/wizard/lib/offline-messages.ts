// What the wizard says when a save stays on this device (issue: offline writes).
import { STEPS } from '../components/step-buttons';

export const SAVED_ON_DEVICE = 'Saved on this device — will sync when you’re back online';
export const RESTORED_FROM_DEVICE =
  'Restored the changes saved on this device; they reach Floorcraft with your next save.';
export const DEVICE_COPY_UNREADABLE =
  'A copy of this draft kept on this device could not be read, so it was set aside.';
export const NOT_SAVED_ANYWHERE =
  'Not saved: there is no connection, and this device could not keep your changes (a private window, or storage full). Keep this page open: they are sent when you are back online.';
export const PUBLISH_NEEDS_CONNECTION =
  'Publishing needs a connection. Your changes are saved on this device.';

/** "Saved on this device — …. Waiting to sync: Event Details, Ticket Setup." */
export function pendingNotice(steps: number[]): string {
  const names = steps.map((step) => STEPS[step - 1] ?? `Step ${step}`);
  return `${SAVED_ON_DEVICE}. Waiting to sync: ${names.join(', ')}.`;
}
