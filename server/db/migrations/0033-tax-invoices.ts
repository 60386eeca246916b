// Tax invoices (Australia): a school's legal name, ABN and GST registration; the tax invoice (or,
// for a school not registered for GST, the receipt) of each order, numbered once per school in
// sequence; an adjustment note for each refund, numbered in its own sequence; the document an
// e-mail carries as an attachment (made when it is delivered); and the booking fee a school passes
// on to its buyers instead of absorbing it.
export const statements = [
  `ALTER TABLE organisations ADD COLUMN legal_name text NOT NULL DEFAULT ''`,
  `ALTER TABLE organisations ADD COLUMN abn text NOT NULL DEFAULT ''`,
  `ALTER TABLE organisations ADD COLUMN gst_registered boolean NOT NULL DEFAULT false`,
  `ALTER TABLE organisations ADD COLUMN booking_fee text NOT NULL DEFAULT 'absorb'
    CHECK (booking_fee IN ('absorb', 'pass_on'))`,
  `CREATE TABLE document_counters (
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    series text NOT NULL CHECK (series IN ('invoice', 'adjustment')),
    last_number integer NOT NULL DEFAULT 0,
    PRIMARY KEY (organisation_id, series)
  )`,
  `CREATE TABLE tax_invoices (
    order_id uuid PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    number integer NOT NULL CHECK (number >= 1),
    gst_registered boolean NOT NULL,
    seller_name text NOT NULL,
    abn text NOT NULL,
    total_cents integer NOT NULL,
    gst_cents integer NOT NULL,
    issued_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX tax_invoices_number_key ON tax_invoices (organisation_id, number)`,
  `CREATE INDEX tax_invoices_issued_idx ON tax_invoices (organisation_id, issued_at)`,
  `CREATE TABLE adjustment_notes (
    id uuid PRIMARY KEY,
    order_id uuid NOT NULL REFERENCES tax_invoices(order_id) ON DELETE CASCADE,
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    number integer NOT NULL CHECK (number >= 1),
    refund_key text NOT NULL,
    amount_cents integer NOT NULL CHECK (amount_cents >= 0),
    gst_cents integer NOT NULL,
    issued_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX adjustment_notes_number_key ON adjustment_notes (organisation_id, number)`,
  `CREATE UNIQUE INDEX adjustment_notes_refund_key ON adjustment_notes (order_id, refund_key)`,
  `CREATE INDEX adjustment_notes_issued_idx ON adjustment_notes (organisation_id, issued_at)`,
  `ALTER TABLE outbox ADD COLUMN attachment text`,
  `ALTER TABLE reservations ADD COLUMN booking_fee_cents integer NOT NULL DEFAULT 0`,
  `ALTER TABLE orders ADD COLUMN booking_fee_cents integer NOT NULL DEFAULT 0`,
];
