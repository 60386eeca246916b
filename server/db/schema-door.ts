// Table types of signed passes and the door scanner (migrations 0011, 0025, 0043).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface PassKeyTable {
  /** The key id printed in every pass it signed. */
  kid: string;
  /** Raw 32-byte Ed25519 public key, base64url. */
  public_key: string;
  /** PKCS#8 DER, base64url. */
  private_key: string;
  created_at: CreatedAt;
  retired_at: Date | null;
}

export interface DoorLinkTable {
  id: string;
  event_id: string;
  label: string;
  secret_hash: string;
  pin_hash: string;
  failed_pins: Generated<number>;
  created_by_account_id: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface DoorScanTable {
  id: string;
  event_id: string;
  ticket_id: string | null;
  device_id: string;
  device_name: string;
  scanned_at: Date;
  received_at: CreatedAt;
  outcome: string;
  door_link_id: string | null;
  account_id: string | null;
  /** The session the scan was made for (migration 0025); null: the whole event. */
  session_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DoorTables {
  pass_keys: PassKeyTable;
  door_links: DoorLinkTable;
  door_scans: DoorScanTable;
  session_admissions: SessionAdmissionTable;
  door_sales: DoorSaleTable;
}

/** A ticket's admission to one session of its event (migration 0025). */
export interface SessionAdmissionTable {
  ticket_id: string;
  session_id: string;
  /** An earlier offline scan from another door device moves it back, as for check_ins. */
  admitted_at: Date;
  device_name: string | null;
  scan_id: string | null;
}

/** A sale at the door (migration 0043): its order, unique per event by the device's key. */
export interface DoorSaleTable {
  id: string;
  event_id: string;
  client_key: string;
  fingerprint: string;
  order_id: string;
  method: 'cash' | 'card-outside' | 'comp';
  device_name: string;
  door_link_id: string | null;
  account_id: string | null;
  sold_at: Date;
  created_at: CreatedAt;
}
