// An event read from a Facebook calendar file (the uploads table, and the wizard's single-event import).
export interface UploadEvent {
  /** The calendar UID: unique within the table. */
  key: string;
  title: string;
  description: string;
  startDateTime: string;
  endDateTime: string;
  timeZone: string;
  location: { description: string; rawLocation: string | null; isVenueOnly: boolean };
  danceStyles: string[];
  facebookUrl: string;
  facebookEventId: string;
  icalUID: string;
  warnings: string[];
}
