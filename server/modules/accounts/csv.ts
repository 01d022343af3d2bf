/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark so Excel reads accents, every cell quoted
 * (RFC 4180), and every place where a spreadsheet could start a formula neutralised.
 */
export const BOM = '\uFEFF';
/**
 * A formula start (= + - @, tab, carriage return) at the beginning of the text or right after a
 * character some spreadsheet takes as a cell or row boundary: the comma, the semicolon (the list
 * separator in Spanish and Brazilian Portuguese settings) and line breaks. Quoting already keeps
 * those inside one cell for a reader that honours quotes; the apostrophe protects the others.
 */
const FORMULA_START = /(^|[,;\r\n])(?=[=+\-@\t\r])/g;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(FORMULA_START, "$1'").replace(/"/g, '""')}"`;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
