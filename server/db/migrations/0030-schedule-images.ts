// A festival's schedule images: one picture per day (Thursday to Sunday) of a ticket
// configuration's event, stored in images like the event poster and shown on its event page.
export const statements = [
  `CREATE TABLE schedule_images (
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    day text NOT NULL CHECK (day IN ('thursday', 'friday', 'saturday', 'sunday')),
    image_key text NOT NULL REFERENCES images(key) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (configuration_id, day)
  )`,
];
