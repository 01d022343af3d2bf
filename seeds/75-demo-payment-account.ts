import { SITE_BY_REGION } from '../common/regions';
import { sellerGrant } from '../server/emulators/mercadopago';
import { paymentAccountRow } from '../server/modules/billing';
import type { SeedContext } from '../server/platform/migrate';

/**
 * The demo prosker sells online from the first start: their Mercado Pago account is linked to
 * a test seller of the local emulator, its tokens sealed as every link's are.
 */
export const DEMO_SELLER = {
  email: 'prosker@prosk.uy',
  region: 'uy',
  /** The emulator's test seller account (its consent page gives this e-mail the same account). */
  mercadoPagoEmail: 'prosker.demo@testuser.com',
} as const;

/**
 * A seeded grant is made again on the start after it has less than this left: billing would
 * refresh it 30 days before it expires, and no run of the emulator holds a seeded refresh token.
 */
const RENEW_WITHIN_MS = 60 * 86_400_000;

/**
 * Links the demo prosker's account when the local Mercado Pago emulator stands in for Mercado
 * Pago (never with real credentials: no test seller can be made there), and links it again when
 * the link is missing or close to its end.
 */
export async function seed({ db, demo, config }: SeedContext): Promise<void> {
  if (!demo || !config?.mercadoPago.emulator) return;
  const user = await db('users').where({ email: DEMO_SELLER.email }).first('id');
  if (!user) return;
  const linked = await db('payment_accounts').where({ user_id: user.id }).first('expires_at');
  if (linked && new Date(linked.expires_at).getTime() - Date.now() > RENEW_WITHIN_MS) return;
  const mp = config.mercadoPago;
  const answer = sellerGrant(
    {
      clientId: mp.clientId,
      clientSecret: mp.clientSecret,
      marketplaceAccessToken: mp.accessToken,
      publicKey: mp.publicKey,
    },
    { email: DEMO_SELLER.mercadoPagoEmail, site: SITE_BY_REGION[DEMO_SELLER.region] },
  );
  await db('payment_accounts')
    .insert(
      paymentAccountRow(config.billing.paymentTokenKey, {
        userId: Number(user.id),
        region: DEMO_SELLER.region,
        answer,
      }),
    )
    .onConflict('user_id')
    .merge();
}
