/**
 * The receipt of a job's payment as a PDF (pdfkit, its built-in Helvetica: Latin-1 covers
 * Spanish and Portuguese), in the reader's language and written on the clock of the job's
 * region. It states what the payment record says: the amount, installments, method, Mercado
 * Pago's operation number, and for the prosker (and staff) the fee as it was applied.
 */
import PDFDocument from 'pdfkit';
import { LANGUAGE_TAGS, type Language } from '../../../common/i18n';
import { TIME_ZONES, regionOfCurrency, type Currency } from '../../../common/regions';
import { translator } from '../../platform/i18n';

export interface ReceiptFacts {
  language: Language;
  /** The prosker and staff read the fee and the net; the client reads what they paid. */
  withFee: boolean;
  job: { id: number; title: string };
  client: string;
  prosker: string;
  payment: {
    paymentId: number;
    status: 'paid' | 'refunded';
    amount: number;
    currency: Currency;
    installments: number | null;
    paymentMethodId: string | null;
    mpPaymentId: number | null;
    paidAt: string;
    payoutAt: string | null;
    refundedAt: string | null;
    feeBps: number;
    vatBps: number;
    /** What Prosk gave back of it so far; the fee and the net are what is left. */
    refunded: number;
    fee: number;
    net: number;
  };
}

/** The file name the receipt is offered under, in the reader's language. */
export function receiptFileName(language: Language, jobId: number): string {
  return translator(language)('mail:receipt.fileName', { id: jobId });
}

/** Latin-1 has no narrow no-break space (some Intl outputs use it): a plain one reads the same. */
const latin1 = (text: string) => text.replace(/\u202f/g, ' ');

export function receiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const { language, payment } = facts;
  const t = translator(language);
  const tag = LANGUAGE_TAGS[language];
  const timeZone = TIME_ZONES[regionOfCurrency(payment.currency)];
  const day = (iso: string) =>
    latin1(new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone }).format(new Date(iso)));
  const money = (amount: number) =>
    latin1(
      new Intl.NumberFormat(tag, { style: 'currency', currency: payment.currency }).format(amount),
    );
  const percent = (bps: number) =>
    latin1(
      new Intl.NumberFormat(tag, {
        style: 'percent',
        minimumFractionDigits: bps % 100 === 0 ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(bps / 10_000),
    );
  const title = t('mail:receipt.title');

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: tag,
    info: { Title: `${title} · ${facts.job.title}`, Author: 'Prosk' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = width * 0.42;
  const row = (label: string, value: string, strong = false) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#555555');
    doc.text(label, left, y, { width: labelWidth - 8 });
    const afterLabel = doc.y;
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor('#111111');
    doc.text(latin1(value), left + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(afterLabel, doc.y) + 6;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y + 4)
      .lineTo(left + width, doc.y + 4)
      .strokeColor('#dddddd')
      .stroke();
    doc.y += 14;
  };

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#0b6e4f').text('Prosk', left, doc.y);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111111').text(title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(t('mail:receipt.number', { id: payment.paymentId }));
  doc.moveDown(1);
  rule();

  row(t('mail:receipt.paidAt'), day(payment.paidAt));
  row(
    t('mail:receipt.job'),
    t('mail:receipt.jobValue', { id: facts.job.id, title: facts.job.title }),
  );
  row(t('mail:receipt.client'), facts.client);
  row(t('mail:receipt.prosker'), facts.prosker);
  rule();
  row(t('mail:receipt.amount'), money(payment.amount), true);
  if (payment.installments !== null) {
    row(t('mail:receipt.installments'), String(payment.installments));
  }
  if (payment.paymentMethodId) row(t('mail:receipt.paymentMethod'), payment.paymentMethodId);
  if (payment.mpPaymentId !== null) {
    row(t('mail:receipt.reference'), t('mail:receipt.referenceValue', { id: payment.mpPaymentId }));
  }
  row(
    t('mail:receipt.status'),
    t(`mail:receipt.statuses.${payment.status}`, {
      date: payment.refundedAt ? day(payment.refundedAt) : '',
    }),
  );
  if (payment.refunded > 0) row(t('mail:receipt.refunded'), `– ${money(payment.refunded)}`);

  if (facts.withFee) {
    rule();
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#111111').text(t('mail:receipt.feeTitle'));
    doc.moveDown(0.5);
    row(
      t('mail:receipt.fee', { percent: percent(payment.feeBps), vat: percent(payment.vatBps) }),
      `– ${money(payment.fee)}`,
    );
    row(t('mail:receipt.net'), money(payment.net), true);
    if (payment.payoutAt && payment.status === 'paid') {
      row(t('mail:receipt.payoutAt'), day(payment.payoutAt));
    }
  }

  rule();
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(t('mail:receipt.notInvoice'), left, doc.y, { width })
    .moveDown(0.3)
    .text(t('mail:receipt.issuedAt', { date: day(new Date().toISOString()) }), { width });
  doc.end();
  return done;
}
