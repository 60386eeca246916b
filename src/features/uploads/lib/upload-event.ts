// An event read from a calendar file, as the uploads table holds it before upload.
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
