import { inflateSync } from 'node:zlib';
import { expect } from 'chai';
import { receiptFileName, receiptPdf, type ReceiptFacts } from './receipt';

/**
 * The text a PDF writes, its spaces (no-break ones included) as one space: pdfkit writes hex
 * strings in TJ arrays, in deflated streams.
 */
function textOf(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...array[1]!.matchAll(/<([0-9a-f]*)>/gi)]
        .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
        .join('');
      lines.push(text);
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}

const FACTS: ReceiptFacts = {
  language: 'es',
  withFee: false,
  job: { id: 77, title: 'Cambio de canilla de la cocina' },
  client: 'Carolina Pereira',
  prosker: 'Lucía Pereira',
  payment: {
    paymentId: 12,
    status: 'paid',
    amount: 900,
    currency: 'UYU',
    installments: 3,
    paymentMethodId: 'master',
    mpPaymentId: 1795909197683,
    paidAt: '2026-11-28T23:39:00Z',
    payoutAt: '2026-12-19T23:39:00Z',
    refundedAt: null,
    refunded: 0,
    feeBps: 449,
    vatBps: 2200,
    fee: 49.3,
    net: 850.7,
  },
};

describe('billing: the receipt of a job’s payment', () => {
  it('states for the client the amount, installments, method, Mercado Pago’s operation and the day on the region’s clock, with no fee', async () => {
    const pdf = await receiptPdf(FACTS);
    expect(pdf.subarray(0, 5).toString()).to.equal('%PDF-');
    const text = textOf(pdf);
    for (const expected of [
      'Comprobante de pago',
      'Comprobante n.º 12',
      // 23:39 UTC is 20:39 in Montevideo: still the 28th.
      '28 de noviembre de 2026',
      '#77 · Cambio de canilla de la cocina',
      'Carolina Pereira',
      'Lucía Pereira',
      '$ 900,00',
      'Cuotas',
      'master',
      'Operación n.º 1795909197683',
      'Pagado',
      'Este comprobante no es una factura.',
    ]) {
      expect(text, expected).to.include(expected);
    }
    expect(text).to.not.include('Comisión');
  });

  it('states for the prosker, in Portuguese, the fee at the rate it was applied and the net', async () => {
    const text = textOf(await receiptPdf({ ...FACTS, language: 'br', withFee: true }));
    for (const expected of [
      'Comprovante de pagamento',
      'Comissão do Prosk aplicada (4,49% + impostos de 22%)',
      'UYU 49,30',
      'UYU 850,70',
      '19 de dezembro de 2026',
    ]) {
      expect(text, expected).to.include(expected);
    }
    expect(receiptFileName('br', 77)).to.equal('comprovante-trabalho-77.pdf');
    expect(receiptFileName('en', 77)).to.equal('receipt-job-77.pdf');
  });

  it('says when a refunded payment was given back', async () => {
    const text = textOf(
      await receiptPdf({
        ...FACTS,
        language: 'en',
        payment: { ...FACTS.payment, status: 'refunded', refundedAt: '2026-11-30T15:00:00Z' },
      }),
    );
    expect(text).to.include('Refunded on November 30, 2026');
  });

  it('states a part refunded, with the fee and the net of what was kept', async () => {
    const text = textOf(
      await receiptPdf({
        ...FACTS,
        withFee: true,
        payment: { ...FACTS.payment, refunded: 450, fee: 24.65, net: 425.35 },
      }),
    );
    expect(text).to.match(/Estado Pagado Reembolsado \S* ?\$ 450,00/);
    expect(text).to.match(/\(4,49% \+ IVA 22%\) \S* ?\$ 24,65 Recibe \$ 425,35/);
  });
});
