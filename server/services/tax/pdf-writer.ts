// A small writer of A4 text documents on pdf-lib with the standard Helvetica fonts (no font files,
// nothing fetched): lines from the top, wrapped descriptions, amounts aligned right, new pages as
// needed. Characters Helvetica's WinAnsi encoding cannot show are written as "?".
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

export interface Column {
  /** Left edge, or right edge for a right-aligned column, in points from the left margin. */
  at: number;
  align?: 'left' | 'right';
  /** A wrapped column's width. */
  width?: number;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setProducer('Floorcraft');
    doc.setCreator('Floorcraft');
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold);
  }

  private newPage() {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Text the font can write: other characters become "?". */
  private printable(text: string, font: PDFFont): string {
    const known = new Set(font.getCharacterSet());
    return [...text.replace(/[\r\n\t]+/g, ' ')]
      .map((char) => (known.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Words wrapped to a width. */
  wrap(text: string, width: number, size = 10, bold = false): string[] {
    const font = bold ? this.bold : this.regular;
    const lines: string[] = [];
    let line = '';
    for (const word of this.printable(text, font).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
    return lines;
  }

  text(text: string, options: { size?: number; bold?: boolean; grey?: boolean } = {}) {
    const size = options.size ?? 10;
    for (const line of this.wrap(text, PAGE[0] - 2 * MARGIN, size, options.bold)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y,
        size,
        font: options.bold ? this.bold : this.regular,
        color: options.grey ? GREY : rgb(0, 0, 0),
      });
    }
  }

  gap(points = 10) {
    this.y -= points;
  }

  /** One row of a table: each cell in its column, wrapped cells adding lines below. */
  row(cells: string[], columns: Column[], options: { bold?: boolean; size?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const wrapped = cells.map((cell, index) => {
      const width = columns[index]?.width;
      return width ? this.wrap(cell, width, size, options.bold) : [this.printable(cell, font)];
    });
    const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.4;
    this.room(height);
    wrapped.forEach((lines, index) => {
      const column = columns[index]!;
      lines.forEach((line, lineIndex) => {
        const x =
          column.align === 'right'
            ? MARGIN + column.at - font.widthOfTextAtSize(line, size)
            : MARGIN + column.at;
        this.page.drawText(line, { x, y: this.y - (lineIndex + 1) * size * 1.4, size, font });
      });
    });
    this.y -= height;
  }

  rule() {
    this.room(8);
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
    this.y -= 4;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}

/** The width a table may use between the margins. */
export const TABLE_WIDTH = PAGE[0] - 2 * MARGIN;
