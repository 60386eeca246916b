// CSV for spreadsheets and accounting imports: every export the server writes goes through here, so
// each is safe against formula injection the same way.

/** A number the server wrote itself ("-3.00"): never read as a formula, so never prefixed. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvValue = string | CsvNumber;

/**
 * A CSV cell. Text a spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return) starts with an apostrophe instead; a cell with a quote, comma or line break is
 * quoted.
 */
export function csvCell(raw: CsvValue): string {
  if (raw instanceof CsvNumber) return raw.text;
  const value = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows of cells as a CSV file: cells made safe, rows ended by CRLF (as RFC 4180 has it). */
export const csvText = (rows: readonly (readonly CsvValue[])[]): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Cents as a plain amount ("12.50", "-3.00"): what a spreadsheet reads as a number. */
export const csvAmount = (cents: number): CsvNumber => new CsvNumber((cents / 100).toFixed(2));

/** A count ("3"). */
export const csvCount = (count: number): CsvNumber => new CsvNumber(String(count));
