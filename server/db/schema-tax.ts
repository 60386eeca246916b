// Table types of tax invoices (migration 0033): each order's invoice or receipt, refunds'
// adjustment notes, and each school's document numbers.
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './schema-columns';

export type DocumentSeries = 'invoice' | 'adjustment';

export interface DocumentCounterTable {
  organisation_id: string;
  series: DocumentSeries;
  last_number: Generated<number>;
}

/** An order's tax invoice (a receipt when the school was not registered for GST), as issued. */
export interface TaxInvoiceTable {
  order_id: string;
  organisation_id: string;
  number: number;
  gst_registered: boolean;
  seller_name: string;
  abn: string;
  total_cents: number;
  gst_cents: number;
  /** The date of the sale: the invoice's date. */
  issued_at: Timestamp;
  created_at: CreatedAt;
}

/** A refund's adjustment note, referring to the order's tax invoice. */
export interface AdjustmentNoteTable {
  id: string;
  order_id: string;
  organisation_id: string;
  number: number;
  /** The refund it records (the refunded tickets): one note per refund. */
  refund_key: string;
  amount_cents: number;
  gst_cents: number;
  issued_at: Generated<Date>;
}

export interface TaxTables {
  document_counters: DocumentCounterTable;
  tax_invoices: TaxInvoiceTable;
  adjustment_notes: AdjustmentNoteTable;
}
