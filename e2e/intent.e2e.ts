import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  completeSocialSignUp,
  createVerifiedAccount,
  newAccount,
  submitSignIn,
  submitSignUp,
  waitForMails,
} from './helpers/accounts';
import { proskerOf } from './helpers/catalogue';
import { montevideoWorkday } from './helpers/agenda';
import { chooseDay, giveBookingDetails } from './helpers/jobs';

/**
 * The intent survives sign-up (ADR 0026): what a visitor pressed (Contratar, Chatear,
 * Favorito) is named with the prosker on the account-needed page, and sign-up, the mailed
 * link, sign-in and Google all bring them back to it, signed in, with their choice.
 */

interface SeededService {
  id: number;
  title: string;
  proskerName: string;
}

/** A seeded Uruguayan service bought by morning or afternoon (its prosker keeps no agenda). */
async function seededService(request: APIRequestContext): Promise<SeededService> {
  const prosker = await proskerOf(request, 'plomeria', 'UY');
  const listed = await request.get(`/admin/api/proskers/${prosker.id}/services`);
  const { data } = (await listed.json()) as { data: { id: number }[] };
  for (const { id } of data) {
    const service = (await (await request.get(`/admin/api/services/${id}`)).json()) as {
      title: string;
      slotRequired: boolean;
    };
    if (!service.slotRequired) {
      return { id, title: service.title, proskerName: `${prosker.firstName} ${prosker.lastName}` };
    }
  }
  throw new Error(`no seeded service by half-day for ${prosker.username}`);
}

/** The prosker of a service, as the API answers it. */
async function proskerIdOf(request: APIRequestContext, serviceId: number): Promise<number> {
  const service = (await (await request.get(`/admin/api/services/${serviceId}`)).json()) as {
    proskerId: number;
  };
  return service.proskerId;
}

/** On a service page: chooses a day and the morning, then presses the buy button. */
async function chooseAndHire(page: Page, date: string) {
  const buy = page.getByTestId('buy-form');
  await chooseDay(page, date);
  await buy.getByRole('radio', { name: /^Mañana/ }).check();
  await buy.getByRole('button', { name: 'Contratar', exact: true }).click();
}

/** A day of the service page's booking calendar. */
const dayOf = (page: Page, date: string) =>
  page.getByTestId('booking-calendar').locator(`[data-date="${date}"]`);

const VERIFICATION_SUBJECT = 'Confirma tu correo en Prosk';

/** Opens the local inbox once the mail is there and answers its verification link. */
async function linkFromInbox(page: Page, request: APIRequestContext, email: string) {
  await waitForMails(request, email, 1, (mail) => mail.subject === VERIFICATION_SUBJECT);
  await page.goto('/dev/inbox');
  const mail = page
    .getByTestId('inbox-message')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: VERIFICATION_SUBJECT }) })
    .first();
  const href = await mail.frameLocator('iframe').getByRole('link').getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

const accountMenu = (page: Page) => page.getByTestId('account-menu-button');

test('a visitor who presses Contratar is told why, signs up, follows the mailed link and is back on the service, signed in, with the day they chose', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const service = await seededService(request);
  const date = montevideoWorkday(5);
  const back = `/servicios/${service.id}?date=${date}&half=morning`;

  await page.goto(`/servicios/${service.id}`);
  await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
  await chooseAndHire(page, date);

  await expect(page).toHaveURL(
    `/auth/para-continuar?intent=hire&prosker=${(await proskerIdOf(request, service.id)).toString()}&next=${encodeURIComponent(back)}`,
  );
  const reason = page.getByTestId('account-needed-page');
  await expect(reason.getByRole('heading', { level: 1 })).toHaveText(
    `Para contratar a ${service.proskerName}, crea tu cuenta o inicia sesión`,
  );
  // Sign-up first, sign-in second.
  const signUp = reason.getByRole('link', { name: 'Crear mi cuenta' });
  const signIn = reason.getByRole('link', { name: 'Ya tengo cuenta: iniciar sesión' });
  expect((await signUp.boundingBox())!.y).toBeLessThan((await signIn.boundingBox())!.y);

  await signUp.click();
  await expect(page).toHaveURL(`/auth/registrarse?next=${encodeURIComponent(back)}`);
  const account = newAccount('intent');
  await submitSignUp(page, account);
  await expect(page).toHaveURL(
    `/auth/confirmacion/${encodeURIComponent(account.email)}?next=${encodeURIComponent(back)}`,
  );

  const link = await linkFromInbox(page, request, account.email);
  expect(new URL(link).searchParams.get('next')).toBe(back);
  await page.goto(link);

  await expect(page).toHaveURL(back);
  await expect(page.getByTestId('notice')).toContainText(
    'Confirmamos tu correo y ya iniciaste sesión.',
  );
  // On a phone the header shows the signed-in account as its initial.
  await expect(page.getByTestId('phone-account-shortcut')).toHaveText(account.firstName[0]);
  const buy = page.getByTestId('buy-form');
  await expect(dayOf(page, date)).toHaveAttribute('aria-selected', 'true');
  await expect(buy.getByRole('radio', { name: /^Mañana/ })).toBeChecked();
  await buy.getByRole('button', { name: 'Continuar' }).click();
  // A new account has no address yet: one is added with the booking.
  await giveBookingDetails(page, { address: 'Rambla 1234' });
  await expect(page.getByTestId('confirm-service')).toHaveText(service.title);
  await expect(page.getByTestId('confirm-when')).toContainText('Mañana');

  // The link served once: followed again it is refused, and signs nobody in.
  await page.goto(link);
  await expect(page.getByTestId('verification-failed')).toContainText(
    'El enlace no es válido o ya expiró.',
  );
});

test('Chatear and Favorito tell a visitor why with the prosker’s name, and signing in brings them back to the profile', async ({
  page,
  request,
}) => {
  const prosker = await proskerOf(request, 'plomeria', 'UY');
  const name = `${prosker.firstName} ${prosker.lastName}`;
  const client = await createVerifiedAccount(request, 'intentfav');
  const profilePath = `/perfil/${prosker.username}`;

  await page.goto(profilePath);
  await page.getByRole('link', { name: 'Agregar a favoritos' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Para guardar a ${name} en tus favoritos, crea tu cuenta o inicia sesión`,
  );
  await page.goBack();
  await page.getByRole('link', { name: 'Chatear' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Para chatear con ${name}, crea tu cuenta o inicia sesión`,
  );

  await page.getByRole('link', { name: 'Ya tengo cuenta: iniciar sesión' }).click();
  await expect(page).toHaveURL(`/auth/inicio-de-sesion?next=${encodeURIComponent(profilePath)}`);
  await submitSignIn(page, client.email, client.password);
  await expect(page).toHaveURL(profilePath);
  await expect(page.getByRole('button', { name: 'Agregar a favoritos' })).toBeVisible();
});

test('Google from the account-needed page brings the visitor back to the service with the day they chose', async ({
  page,
  request,
}) => {
  const service = await seededService(request);
  const date = montevideoWorkday(6);
  await page.goto(`/servicios/${service.id}`);
  await chooseAndHire(page, date);

  await page.getByRole('link', { name: 'Continuar con Google' }).click();
  await expect(page).toHaveURL(/\/emulators\/oauth\/google\/authorize/);
  await page.getByLabel(/^Correo electrónico/).fill(newAccount('intentgoogle').email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await completeSocialSignUp(page);

  await expect(page).toHaveURL(`/servicios/${service.id}?date=${date}&half=morning`);
  await expect(accountMenu(page)).toBeVisible();
  await expect(dayOf(page, date)).toHaveAttribute('aria-selected', 'true');
});

test('a verification link whose next leads off the site signs in and stays on the site', async ({
  page,
  request,
}) => {
  const account = newAccount('intentevil');
  await page.goto('/auth/registrarse');
  await submitSignUp(page, account);
  await expect(page).toHaveURL(`/auth/confirmacion/${encodeURIComponent(account.email)}`);

  const link = new URL(await linkFromInbox(page, request, account.email));
  expect(link.search).toBe('');
  link.searchParams.set('next', '//evil.example/servicios/1');
  await page.goto(link.toString());

  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toHaveAccessibleName(account.firstName);
});
