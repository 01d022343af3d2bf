import { test, expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import {
  newAccount,
  storedToken,
  verificationLink,
  waitForMails,
  type AccountData,
} from './helpers/accounts';

/**
 * Phone numbers by region (docs/adr/0025-phone-numbers.md): a Brazilian visitor signs up on the
 * br page with the number as Brazil writes it and signs in with it written another way.
 */

const BRAZILIAN = '11987654321';

/**
 * Gives the account a number of its own, so that a later run signing up with the same number
 * finds it on one account only (a number on several answers "sign in with your e-mail").
 */
async function freeTheNumber(request: APIRequestContext, account: AccountData) {
  const login = await request.post('/admin/api/login', {
    data: { email: account.email, password: account.password },
  });
  if (!login.ok()) return;
  const { access_token: token } = (await login.json()) as { access_token: string };
  const changed = await request.put('/admin/api/user/account', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      currentPassword: account.password,
      phoneNumber: `+55119${String(Date.now()).slice(-8)}`,
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

test('a visitor signs up on /br/auth/cadastro with 11987654321 and signs in with +55 11 98765-4321', async ({
  page,
  request,
}) => {
  const account = newAccount('phonebr', { phoneNumber: BRAZILIAN, firstName: 'João' });
  try {
    await page.goto('/br/auth/cadastro');
    const form = page.getByTestId('sign-up-page');
    const phone = form.getByRole('textbox', { name: /^Telefone/ });
    // The hint and the placeholder show Brazil's example, in both forms.
    await expect(phone).toHaveAttribute('placeholder', '(11) 98765-4321');
    await expect(
      form.getByText('Com DDD. Ex.: (11) 98765-4321 ou +55 11 98765 4321'),
    ).toBeVisible();

    await form.getByRole('textbox', { name: /^Nome/ }).first().fill(account.firstName);
    await form.getByRole('textbox', { name: /^Sobrenome/ }).fill(account.lastName);
    await form.getByRole('textbox', { name: /^Nome de usuário/ }).fill(account.username);
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(account.email);
    await form.getByLabel(/^Data de nascimento/).fill(account.birthDate);
    await form.getByLabel(/^Senha/).fill(account.password);
    await form.getByLabel(/^Repita a senha/).fill(account.password);
    await form.getByRole('checkbox', { name: /Aceito os termos e condições/ }).check();

    // A Uruguayan way of writing a number is no Brazilian number: refused before sending.
    await phone.fill('099123456');
    await form.getByRole('button', { name: 'Criar minha conta' }).click();
    await expect(
      form.getByText(
        'Informe um telefone válido com DDD: 10 ou 11 dígitos, como (11) 98765-4321, ou com +55.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL('/br/auth/cadastro');

    await phone.fill(BRAZILIAN);
    await form.getByRole('button', { name: 'Criar minha conta' }).click();
    await expect(page).toHaveURL(`/br/auth/confirmacao/${encodeURIComponent(account.email)}`);

    const [mail] = await waitForMails(request, account.email);
    // Followed where the sign-up did not happen (no sign-up cookie): it verifies, not signs in,
    // so the phone sign-in below is what signs in.
    await page.context().clearCookies();
    await page.goto(verificationLink(mail));
    await expect(page.getByRole('heading', { name: 'Seu e-mail está verificado!' })).toBeVisible();

    await page.goto('/br/auth/entrar');
    const signIn = page.getByTestId('sign-in-page');
    await signIn.getByRole('tab', { name: 'Telefone' }).click();
    await signIn.getByRole('textbox', { name: /^Telefone/ }).fill('+55 11 98765-4321');
    await signIn.getByLabel(/^Senha/).fill(account.password);
    await signIn.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page).toHaveURL('/br');
    await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName(account.firstName);
    expect(await storedToken(page)).toBeTruthy();

    // Stored in E.164, shown as Brazil writes it.
    const me = await request.get('/admin/api/user', {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(((await me.json()) as { phoneNumber: string }).phoneNumber).toBe('+5511987654321');
    await page.goto('/br/conta/acesso');
    await expect(page.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(11) 98765-4321');
  } finally {
    await freeTheNumber(request, account);
  }
});
