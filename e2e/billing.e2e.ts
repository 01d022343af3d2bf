import { expect, test } from '@playwright/test';
import {
  TEST_CARDS,
  choosePlan,
  currentSubscription,
  fillCard,
  signedInAccount,
} from './helpers/billing';

/**
 * Billing against the Mercado Pago emulator mounted by the e2e server: the prosker's account
 * link (the emulator's authorization page), subscriptions paid with test cards in both regions.
 * Every test uses a fresh account: subscriptions, trials and links would leak between tests.
 */

test('a prosker links the Mercado Pago account, sees it linked and unlinks it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const prosker = await signedInAccount(page, request, 'mplink', { type: 'prosker' });

  // From the account menu's settings to their payments section.
  await page.goto('/');
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Ajustes' }).click();
  await page
    .getByRole('navigation', { name: 'Secciones de tu cuenta' })
    .getByRole('link', { name: 'Cobros con Mercado Pago' })
    .click();
  await expect(page).toHaveURL('/cuenta/cobros');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Cobros con Mercado Pago' }),
  ).toBeVisible();
  await expect(page.getByTestId('payment-account-notice')).toContainText('pago obligatorio');
  await expect(page.getByTestId('payment-account-unlinked')).toBeVisible();
  // The completeness panel's item now leads here.
  await expect(page.getByTestId('missing-paymentAccount').getByRole('link')).toHaveAttribute(
    'href',
    '/cuenta/cobros',
  );

  await page.getByRole('button', { name: 'Vincular con Mercado Pago' }).click();
  await expect(page).toHaveURL(/\/emulators\/mercadopago\/authorization\?/);
  await expect(page.getByRole('heading', { name: /autorizar aplicación/ })).toBeVisible();
  await page
    .getByRole('textbox', { name: /Cuenta de vendedor de prueba/ })
    .fill(`vendedor.${prosker.username}@testuser.com`);
  await page.getByRole('button', { name: 'Autorizar' }).click();

  await expect(page).toHaveURL('/cuenta/cobros');
  await expect(page.getByTestId('notice')).toContainText('Vinculamos tu cuenta de Mercado Pago');
  const linked = page.getByTestId('payment-account-linked');
  await expect(linked).toContainText('Tu cuenta de Mercado Pago está vinculada');
  await expect(linked).toContainText('Uruguay');
  await expect(page.getByTestId('payment-account-user')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('missing-paymentAccount')).toHaveCount(0);

  await linked.getByRole('button', { name: 'Desvincular' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Desvincular tu cuenta de Mercado Pago?' });
  await dialog.getByRole('button', { name: 'Desvincular' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Desvinculamos tu cuenta de Mercado Pago.')).toBeVisible();
  await expect(page.getByTestId('payment-account-unlinked')).toBeVisible();
  await expect(page.getByTestId('missing-paymentAccount')).toBeVisible();
});

test('a client subscribes to Premium with APRO and BIENVENIDA20, then pauses and resumes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page, request, 'subscribe');

  await page.goto('/suscripcion');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Prosk Premium');
  await page.getByTestId('landing-cta').click();
  await expect(page).toHaveURL('/planes-suscripcion');

  await expect(page.getByTestId('plan-card')).toHaveCount(5);
  const annual = page
    .getByTestId('plan-card')
    .filter({ has: page.getByRole('heading', { name: 'Premium anual', exact: true }) });
  await expect(annual.getByTestId('plan-price')).toHaveText(/^\$\s?5\.490$/);
  await expect(annual.getByTestId('popular-badge')).toHaveText('Más elegido');
  await expect(annual).toContainText('30 días gratis');
  await choosePlan(page, 'Premium anual');

  await expect(page).toHaveURL(/\/pago-de-suscripcion\/\d+$/);
  const summary = page.getByTestId('checkout-summary');
  await expect(summary.getByTestId('summary-plan')).toHaveText('Premium anual');
  await expect(summary.getByTestId('summary-total')).toContainText('5.490');

  // A used-up coupon is refused with the server's words; the demo welcome coupon applies.
  const coupon = page.getByRole('textbox', { name: 'Cupón de descuento' });
  await coupon.fill('AGOTADO');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Este cupón ya alcanzó su límite de usos.')).toBeVisible();
  await coupon.fill('BIENVENIDA20');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('applied-coupon')).toHaveText('BIENVENIDA20');
  await expect(summary.getByTestId('summary-discount')).toContainText('1.098');
  await expect(summary.getByTestId('summary-total')).toContainText('4.392');
  await expect(summary.getByTestId('summary-charge-note')).toContainText(
    'hoy no se cobra nada; el primer cobro',
  );
  await expect(page.getByTestId('pay-today')).toHaveText(/^\$\s?0,00$/);

  await fillCard(page, {
    number: TEST_CARDS.uy.master,
    holder: 'APRO',
    document: TEST_CARDS.uy.document,
  });
  await expect(page.getByTestId('card-brand')).toHaveText('Mastercard');
  await expect(page.getByRole('combobox', { name: 'Cuotas' })).toContainText('1 pago de');
  await page.getByRole('button', { name: 'Confirmar y empezar la prueba gratis' }).click();

  await expect(page).toHaveURL('/mi-suscripcion');
  await expect(page.getByTestId('notice')).toContainText('Tu suscripción Premium está activa');
  const card = page.getByTestId('subscription-card');
  await expect(card.getByRole('heading', { name: 'Premium anual' })).toBeVisible();
  await expect(card.getByTestId('subscription-status')).toHaveText('Activa');
  await expect(card.getByTestId('subscription-trial')).toContainText('Prueba gratis hasta el');
  await expect(card.getByTestId('subscription-amount')).toContainText('4.392');
  const api = await currentSubscription(page, request);
  expect(api.subscription).toMatchObject({ status: 'active', discount: 1098, amount: 4392 });
  expect(api.premium).toBe(true);

  await card.getByRole('button', { name: 'Pausar' }).click();
  await expect(card.getByTestId('subscription-status')).toHaveText('En pausa');
  await expect(card.getByTestId('subscription-done')).toHaveText('Pausamos tu suscripción.');
  await card.getByRole('button', { name: 'Reanudar' }).click();
  await expect(card.getByTestId('subscription-status')).toHaveText('Activa');
  await expect(card.getByTestId('subscription-done')).toHaveText('Reanudamos tu suscripción.');
  expect((await currentSubscription(page, request)).subscription?.status).toBe('active');

  // The plans page now says there is a subscription, and choosing again is refused.
  await page.goto('/planes-suscripcion');
  await expect(page.getByTestId('plans-existing')).toContainText('Premium anual');
  await choosePlan(page, 'Premium mensual');
  await expect(page.getByTestId('plans-error')).toContainText('Ya tienes una suscripción vigente');
  await expect(
    page.getByTestId('plans-error').getByRole('link', { name: 'Gestionar mi suscripción' }),
  ).toHaveAttribute('href', '/mi-suscripcion');

  // Cancelled, with the trial used: a quarterly plan charges today, so its first period may be
  // paid in up to 3 installments, each shown with what it comes to (8.99 % in the emulator).
  await page.goto('/mi-suscripcion');
  await card.getByRole('button', { name: 'Cancelar la suscripción' }).click();
  await page.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(card.getByTestId('subscription-status')).toHaveText('Cancelada');
  await page.goto('/planes-suscripcion');
  await choosePlan(page, 'Premium trimestral');
  await expect(page).toHaveURL(/\/pago-de-suscripcion\/\d+$/);
  await fillCard(page, {
    number: TEST_CARDS.uy.master,
    holder: 'APRO',
    document: TEST_CARDS.uy.document,
  });
  const installments = page.getByRole('combobox', { name: 'Cuotas' });
  await expect(installments.locator('option')).toHaveText([
    /^1 pago de \$\s?1\.590,00/,
    /^3 cuotas de \$\s?577,65 \(total \$\s?1\.732,94\)$/,
  ]);
  await expect(page.getByText('Las cuotas pagan el primer período (3 meses)')).toBeVisible();
  await installments.selectOption('3');
  await expect(page.getByTestId('pay-today')).toHaveText(/^\$\s?1\.732,94$/);
  await page.getByRole('button', { name: /^Pagar 3 cuotas de \$\s?577,65$/ }).click();
  await expect(page).toHaveURL('/mi-suscripcion');
  await expect(card.getByTestId('subscription-first-period')).toHaveText(
    /^3 cuotas de \$\s?577,65$/,
  );
});

test('a rejected card (OTHE) shows the payment error and the subscription stays pending', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signedInAccount(page, request, 'rejected');
  await page.goto('/planes-suscripcion');
  await choosePlan(page, 'Premium mensual');
  await expect(page).toHaveURL(/\/pago-de-suscripcion\/\d+$/);
  const subscriptionId = Number(page.url().split('/').pop());

  await fillCard(page, {
    number: TEST_CARDS.uy.visa,
    holder: 'OTHE',
    document: TEST_CARDS.uy.document,
  });
  await expect(page.getByTestId('card-brand')).toHaveText('Visa');
  await page.getByTestId('pay-button').click();

  const error = page.getByTestId('payment-error');
  await expect(error).toContainText(
    'Hubo un error con el pago. Revisa los datos del medio de pago.',
  );
  await expect(error).toContainText('El banco emisor rechazó el pago');
  await expect(error).toContainText('tu suscripción sigue pendiente de pago');
  await expect(page).toHaveURL(`/pago-de-suscripcion/${subscriptionId}`);
  await expect(page.getByTestId('pay-button')).toBeEnabled();

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await request.get(`/admin/api/user/subscriptions/${subscriptionId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { status: string }).status).toBe('pending');
  expect((await currentSubscription(page, request)).premium).toBe(false);
});

test('in the br region a client subscribes in BRL with a CPF and a Brazilian card', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page, request, 'assinatura');
  await page.goto('/br/planos-assinatura');
  await expect(page.getByRole('heading', { level: 1, name: 'Planos de assinatura' })).toBeVisible();
  const monthly = page
    .getByTestId('plan-card')
    .filter({ has: page.getByRole('heading', { name: 'Premium mensal', exact: true }) });
  await expect(monthly.getByTestId('plan-price')).toHaveText(/^R\$\s?39,90$/);
  await choosePlan(page, 'Premium mensal', 'Escolher plano');

  await expect(page).toHaveURL(/\/br\/pagamento-de-assinatura\/\d+$/);
  const summary = page.getByTestId('checkout-summary');
  await page.getByRole('textbox', { name: 'Cupom de desconto' }).fill('BEMVINDO10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(summary.getByTestId('summary-discount')).toContainText('10,00');
  await expect(summary.getByTestId('summary-total')).toHaveText(/R\$\s?29,90/);
  await expect(summary.getByTestId('summary-charge-note')).toContainText('hoje nada é cobrado');

  const documentType = page.getByRole('combobox', { name: 'Tipo de documento' });
  await expect(documentType.locator('option')).toHaveText(['CPF', 'CNPJ']);
  await fillCard(
    page,
    { number: TEST_CARDS.br.master, holder: 'APRO', document: TEST_CARDS.br.document },
    'br',
  );
  await page.getByRole('button', { name: 'Confirmar e começar o teste grátis' }).click();

  await expect(page).toHaveURL('/br/minha-assinatura');
  await expect(page.getByTestId('notice')).toContainText('Sua assinatura Premium está ativa');
  const card = page.getByTestId('subscription-card');
  await expect(card.getByTestId('subscription-status')).toHaveText('Ativa');
  await expect(card.getByTestId('subscription-amount')).toContainText('29,90');
  const api = await currentSubscription(page, request);
  expect(api.subscription).toMatchObject({ status: 'active', amount: 29.9 });
});
