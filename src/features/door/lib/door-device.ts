// This device at the door: a lasting id and a name the other doors see ("admitted by Front
// door"), and the door sessions a helper opened with a door link and PIN (until they end).
const DEVICE_KEY = 'floorcraft-door-device';
const SESSIONS_KEY = 'floorcraft-door-sessions';

export interface DoorDevice {
  id: string;
  name: string;
}

export interface DoorSession {
  token: string;
  eventId: string;
  label: string;
  expiresAt: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function doorDevice(): DoorDevice {
  const stored = read<DoorDevice>(DEVICE_KEY);
  if (stored?.id && stored.name) return stored;
  const id = crypto.randomUUID();
  const device = { id, name: `Door ${id.slice(0, 4).toUpperCase()}` };
  localStorage.setItem(DEVICE_KEY, JSON.stringify(device));
  return device;
}

export function renameDoorDevice(name: string): DoorDevice {
  const device = { ...doorDevice(), name: name.trim().slice(0, 40) || doorDevice().name };
  localStorage.setItem(DEVICE_KEY, JSON.stringify(device));
  return device;
}

function sessions(): Record<string, DoorSession> {
  const all = read<Record<string, DoorSession>>(SESSIONS_KEY) ?? {};
  const live = Object.fromEntries(
    Object.entries(all).filter(([, session]) => Date.parse(session.expiresAt) > Date.now()),
  );
  if (Object.keys(live).length !== Object.keys(all).length)
    localStorage.setItem(SESSIONS_KEY, JSON.stringify(live));
  return live;
}

export const doorSessionFor = (eventId: string): DoorSession | null => sessions()[eventId] ?? null;

export function keepDoorSession(session: DoorSession): void {
  localStorage.setItem(SESSIONS_KEY, JSON.stringify({ ...sessions(), [session.eventId]: session }));
}

export function endDoorSession(eventId: string): void {
  const { [eventId]: _ended, ...rest } = sessions();
  localStorage.setItem(SESSIONS_KEY, JSON.stringify(rest));
}

/** A door link's "#link=<id>.<secret>", or null. */
export function doorLinkInHash(hash: string): { linkId: string; secret: string } | null {
  const match = /^#link=([0-9a-f-]{36})\.([A-Za-z0-9_-]+)$/.exec(hash);
  return match ? { linkId: match[1]!, secret: match[2]! } : null;
}
