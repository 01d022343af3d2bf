/**
 * For the notification benchmark, inside the bench server: a prosker links a Mercado Pago
 * account through the emulator's authorization page and `count` jobs are charged and paid, so
 * each notification has a real payment to re-read and a row to (not) move.
 */
import { authorizeSeller } from '../server/emulators/mercadopago/testing';
import type { startServer } from '../server/main';

type Running = Awaited<ReturnType<typeof startServer>>;

/** A Uruguayan test card the emulator approves (holder APRO), as the card form sends it. */
const APPROVED_CARD = {
  card_number: '5031755734530604',
  expiration_month: 11,
  expiration_year: 2030,
  security_code: '123',
  cardholder: { name: 'APRO', identification: { type: 'CI', number: '12345678' } },
};

export async function paidJobs(running: Running, mpApiUrl: string, count: number) {
  const { db, tokens, config } = running.platform;
  const [client, prosker] = await db('users')
    .insert(
      ['client', 'prosker'].map((role, i) => ({
        username: `benchmp${role}`,
        type_user: i + 1,
        first_name: 'Bench',
        last_name: role,
        email: `bench-${role}@prosk.uy`,
        phone_number: '+59899000002',
        email_verified_at: new Date(),
      })),
    )
    .returning('id');
  const api = `${running.url}/admin/api`;
  const token = await tokens.issue('user', prosker.id);
  const start = await fetch(`${api}/user/payment-account/authorization`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ region: 'uy' }),
  });
  const { url } = (await start.json()) as { url: string };
  const { location } = await authorizeSeller(url);
  await fetch(`${api}/user/payment-account/callback`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      code: location.searchParams.get('code'),
      state: location.searchParams.get('state'),
    }),
  });
  const { billing } = running.parts;
  const payments: string[] = [];
  for (let jobId = 1; jobId <= count; jobId++) {
    const card = await fetch(
      `${mpApiUrl}/v1/card_tokens?public_key=${config.mercadoPago.publicKey}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(APPROVED_CARD),
      },
    );
    const { id } = (await card.json()) as { id: string };
    const charged = await billing.chargeJob({
      jobId,
      payerId: Number(client.id),
      proskerId: Number(prosker.id),
      amount: 1500,
      currency: 'UYU',
      description: 'Bench job',
      card: {
        token: id,
        paymentMethodId: 'master',
        installments: 1,
        email: 'bench-client@prosk.uy',
        identification: { type: 'CI', number: '12345678' },
      },
    });
    const row = await db('payments').where({ id: charged.paymentId }).first('mp_payment_id');
    payments.push(String(row.mp_payment_id));
  }
  const seller = await db('payment_accounts').where({ user_id: prosker.id }).first('mp_user_id');
  return {
    payments,
    sellerMpId: Number(seller.mp_user_id),
    secret: config.mercadoPago.webhookSecret,
  };
}
