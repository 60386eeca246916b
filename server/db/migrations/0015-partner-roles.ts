// Partner-dance roles: a ticket type may sell Lead / Follow (and an optional Solo) places with a
// maximum imbalance. A hold's and an order's lines are per type and role; each ticket keeps its
// role and the role's name when bought. Seats by role are counted from held lines and live tickets
// while the type's row is locked (services/purchases/role-balance.ts), so refunds, releases and
// expiries need no second counter to keep in step.
export const statements = [
  `ALTER TABLE ticket_types ADD COLUMN roles jsonb`,
  `ALTER TABLE reservation_lines ADD COLUMN role text NOT NULL DEFAULT ''
    CHECK (role IN ('', 'lead', 'follow', 'solo'))`,
  `ALTER TABLE reservation_lines DROP CONSTRAINT reservation_lines_pkey`,
  `ALTER TABLE reservation_lines ADD PRIMARY KEY (reservation_id, ticket_type_id, role)`,
  `CREATE INDEX reservation_lines_role_idx ON reservation_lines (ticket_type_id, role)
    WHERE role <> ''`,
  `ALTER TABLE order_lines ADD COLUMN role text NOT NULL DEFAULT ''
    CHECK (role IN ('', 'lead', 'follow', 'solo'))`,
  `ALTER TABLE order_lines DROP CONSTRAINT order_lines_pkey`,
  `ALTER TABLE order_lines ADD PRIMARY KEY (order_id, ticket_type_id, role)`,
  `ALTER TABLE tickets ADD COLUMN role text CHECK (role IN ('lead', 'follow', 'solo'))`,
  `ALTER TABLE tickets ADD COLUMN role_name text`,
  `CREATE INDEX tickets_role_idx ON tickets (ticket_type_id, role)
    WHERE role IS NOT NULL AND voided_at IS NULL`,
];
