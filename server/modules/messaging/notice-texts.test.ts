import { expect } from 'chai';
import { instantOf } from '../../../common/time';
import { renderMail, renderNotice, renderWhatsApp, type Reader } from './notice-texts';

const SPANISH: Reader = { language: 'es', region: 'uy', firstName: 'Camila' };
const MONDAY_9 = instantOf('2026-12-07', '09:00', 'America/Montevideo')!;
const MONDAY_1030 = instantOf('2026-12-07', '10:30', 'America/Montevideo')!;

const job = {
  title: 'Destapación',
  other: 'Martín Suárez',
  price: 1800,
  currency: 'UYU',
  address: 'Bv. Artigas 1550, Pocitos, Montevideo',
  area: 'Montevideo',
};

describe('notice texts of a job: when and where (ADR 0027)', () => {
  it('tells a half-day booking by its half until the hour is agreed, never by an hour', () => {
    const notice = renderNotice(
      'jobRequested',
      { ...job, date: MONDAY_9, half: 'morning', visit: 'prosker', address: null },
      SPANISH,
    );
    expect(notice.body).to.equal(
      'Martín Suárez reservó «Destapación». Es en Montevideo, el lunes, 7 de diciembre de 2026, mañana (de 9 a 13 h). Revísala y acéptala o recházala.',
    );
    expect(notice.body).to.not.contain('09:00');
    const declined = renderNotice(
      'jobDeclined',
      { ...job, date: MONDAY_9, half: 'afternoon', visit: 'client' },
      { language: 'en', region: 'uy', firstName: 'Camila' },
    );
    expect(declined.body).to.contain('Monday, December 7, 2026, afternoon (2 pm to 6 pm)');
  });

  it('says who goes to the client’s address at the hour agreed, in the app, the mail and WhatsApp', () => {
    const params = { ...job, date: MONDAY_1030, half: null, visit: 'client' };
    const notice = renderNotice('jobPaid', params, SPANISH);
    // Amounts are written with a no-break space after the currency sign.
    expect(notice.body.replace(/\u00a0/g, ' ')).to.equal(
      'Tu pago de $ 1.800,00 por «Destapación» está confirmado. Martín Suárez irá a Bv. Artigas 1550, Pocitos, Montevideo el lunes, 7 de diciembre de 2026, 10:30.',
    );
    expect(notice.body).to.not.contain('Te esperamos');
    const mail = renderMail('jobPaid', params, SPANISH, { open: 'https://prosk.uy/x' });
    expect(mail.text).to.contain('Martín Suárez irá a Bv. Artigas 1550, Pocitos, Montevideo');
    const whatsapp = renderWhatsApp('jobPaid', params, SPANISH);
    expect(whatsapp.parameters).to.have.length(3);
    expect(whatsapp.parameters[2]).to.contain('irá a Bv. Artigas 1550');
  });

  it('tells the prosker where to go once accepted, and the date alone for a job without address', () => {
    const reminder = renderNotice(
      'jobReminder',
      { ...job, date: MONDAY_1030, visit: 'prosker' },
      { language: 'br', region: 'uy', firstName: 'Martín' },
    );
    expect(reminder.body).to.match(
      /^Você tem “Destapación” com Martín Suárez\. Você vai até Bv\. Artigas 1550, Pocitos, Montevideo em 7 de dezembro de 2026 \(segunda-feira\), às 10:30\.$/,
    );
    const written = renderNotice(
      'jobAccepted',
      { ...job, date: MONDAY_1030, visit: 'client', address: null, area: null },
      SPANISH,
    );
    expect(written.body).to.equal(
      'Martín Suárez aceptó «Destapación». Es el lunes, 7 de diciembre de 2026, 10:30.',
    );
  });
});

describe('notice texts: a payment received (issue 28)', () => {
  // The stored fee of a 2.000 payment at 4,49 % + 22 % VAT: 89,80 + 19,76.
  const params = {
    ...job,
    other: 'Camila Pérez',
    date: MONDAY_1030,
    visit: 'prosker',
    paid: 2000,
    feeBps: 449,
    vatBps: 2200,
    fee: 109.56,
    net: 1890.44,
    payoutDate: '2026-12-28T12:00:00.000Z',
  };
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('tells the prosker what was paid, the rate stored with the payment, the fee and the net', () => {
    expect(plain(renderNotice('jobPaidProsker', params, SPANISH).body)).to.equal(
      'Camila Pérez pagó $ 2.000,00 por «Destapación». Comisión de Prosk (4,49% + IVA): $ 109,56; recibes $ 1.890,44. Vas a Bv. Artigas 1550, Pocitos, Montevideo el lunes, 7 de diciembre de 2026, 10:30. El dinero estará disponible el lunes, 28 de diciembre de 2026.',
    );
    const english = renderNotice('jobPaidProsker', params, { ...SPANISH, language: 'en' });
    expect(plain(english.body)).to.contain(
      'Camila Pérez paid UYU 2,000.00 for “Destapación”. Prosk fee (4.49% + VAT): UYU 109.56; you receive UYU 1,890.44.',
    );
    const portuguese = renderNotice('jobPaidProsker', params, { ...SPANISH, language: 'br' });
    expect(plain(portuguese.body)).to.contain(
      'Camila Pérez pagou UYU 2.000,00 por “Destapación”. Comissão do Prosk (4,49% + impostos): UYU 109,56; você recebe UYU 1.890,44.',
    );
  });

  it('says the same in the mail and in the WhatsApp template, one parameter each', () => {
    const mail = renderMail('jobPaidProsker', params, SPANISH, { open: 'https://prosk.uy/x' });
    expect(plain(mail.text)).to.contain(
      'Comisión de Prosk (4,49% + IVA): $ 109,56; recibes $ 1.890,44.',
    );
    expect(plain(mail.html)).to.contain('Comisión de Prosk (4,49% + IVA): $ 109,56');
    const whatsapp = renderWhatsApp('jobPaidProsker', params, SPANISH);
    expect(whatsapp.parameters.map(plain)).to.deep.equal([
      'Camila Pérez',
      '$ 2.000,00',
      'Destapación',
      '4,49%',
      '$ 109,56',
      '$ 1.890,44',
      'Vas a Bv. Artigas 1550, Pocitos, Montevideo el lunes, 7 de diciembre de 2026, 10:30.',
      'lunes, 28 de diciembre de 2026',
    ]);
    expect(plain(whatsapp.text)).to.contain('recibes $ 1.890,44');
  });
});

describe('notice texts: what a subject carries of people’s words (issue 28)', () => {
  const phishing =
    'Soporte Prosk: tu cuenta será suspendida, verifícala en https://prosk-verifica.example';
  const links = { open: 'https://prosk.uy/chat/1' };

  it('cuts a sender’s name to a short one in the subject: never the link it carries', () => {
    const mail = renderMail('chatMessages', { other: phishing, count: 3 }, SPANISH, links);
    expect(mail.subject).to.equal('Mensajes nuevos de Soporte Prosk: tu cuenta será…');
    expect(mail.subject).to.not.contain('https');
    expect([...mail.subject.replace('Mensajes nuevos de ', '')].length).to.be.at.most(30);
  });

  it('cuts a long job title in the subject too', () => {
    const title = 'Instalación completa de calefón, llaves de paso y grifería del baño y cocina';
    const mail = renderMail('jobRequested', { ...job, title, date: MONDAY_9 }, SPANISH, links);
    expect(mail.subject).to.equal('Nueva reserva: Instalación completa de calef…');
    // The body still names it whole: it is what the prosker offered.
    expect(mail.text).to.contain(title);
  });

  it('names a closed account by its side, never with an empty name', () => {
    const toProsker = renderNotice(
      'jobCancelled',
      { ...job, other: '', date: MONDAY_9, visit: 'prosker' },
      SPANISH,
    );
    expect(toProsker.body).to.contain('Cliente de Prosk');
    const toClient = renderNotice(
      'jobCancelled',
      { ...job, other: '', date: MONDAY_9, visit: 'client' },
      { language: 'br', region: 'br', firstName: 'Ana' },
    );
    expect(toClient.body).to.contain('Prosker do Prosk');
  });
});
