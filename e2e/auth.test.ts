// The sign-in journeys in the production build against the emulators: register -> /app ->
// log out -> log in, in English and in Spanish; bad input; deep links; no connection.
// Inviting and the live company are in company.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, SCREENSHOTS, setUpBrowser, signIn, unique } from './browser';

setUpBrowser();

const path = (page: Page) => new URL(page.url()).pathname;

describe('register, log out, log in', () => {
  it('works in English', async () => {
    const { context, page } = await newPage();
    const email = `e2e-en-${unique()}@example.com`;
    await page.goto('/user/register');
    await page.getByLabel('Company name').fill('Newcomer Pumps');
    await page.getByLabel('Full name').fill('Nora Newcomer');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Welcome, Nora Newcomer' }).waitFor();
    expect(path(page)).toBe('/app/home');
    await page.screenshot({ path: `${SCREENSHOTS}/registered-home.png` });

    await page.getByRole('button', { name: 'Account menu of Nora Newcomer' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Torque' }).waitFor();
    expect(path(page)).toBe('/user/login');
    // Signed out, the app is closed.
    await page.goto('/app/home');
    await page.waitForURL('**/user/login');

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Nora Newcomer' }).waitFor();
    expect(path(page)).toBe('/app/home');
    // The session survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Nora Newcomer' }).waitFor();
    await context.close();
  });

  it('works in Spanish', async () => {
    const { context, page } = await newPage();
    const email = `e2e-es-${unique()}@example.com`;
    await page.goto('/user/register');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Registrar su empresa' }).waitFor();
    await page.getByLabel('Nombre de la empresa').fill('Serrano Hermanos');
    await page.getByLabel('Nombre completo').fill('Sofía Serrano');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('secreto-123');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByRole('heading', { name: 'Bienvenido, Sofía Serrano' }).waitFor();

    await page.getByRole('button', { name: 'Menú de la cuenta de Sofía Serrano' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión en Torque' }).waitFor();

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('secreto-123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Bienvenido, Sofía Serrano' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/home-es.png` });
    await context.close();
  });
});

describe('bad input', () => {
  it('checks the registration form before sending and keeps what was typed', async () => {
    const { context, page } = await newPage();
    await page.goto('/user/register');
    await page.getByLabel('Full name').fill('Sam Short');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('The password must be 6 characters long or more.').waitFor();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Sam Short');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('not-an-address');
    expect(path(page)).toBe('/user/register');
    await page.screenshot({ path: `${SCREENSHOTS}/register-problems.png` });
    await context.close();
  });

  it("says 'Wrong Credentials' for a wrong password and keeps the e-mail", async () => {
    const { context, page } = await newPage();
    await page.goto('/user/login');
    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Wrong Credentials');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(DEMO.admin.email);
    expect(path(page)).toBe('/user/login');
    await context.close();
  });
});

describe('deep links', () => {
  it('opens the page asked for once signed in', async () => {
    const { context, page } = await newPage();
    await page.goto('/app/company/members');
    await page.getByRole('heading', { name: 'Sign in to Torque' }).waitFor();
    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Members' }).waitFor();
    expect(path(page)).toBe('/app/company/members');
    await context.close();
  });

  it('rebuilds an unreadable stored session from Firebase instead of signing out', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    await page.evaluate(() => localStorage.setItem('__current_user', '{"uid": 42'));
    await page.goto('/app/company/profile');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    expect(path(page)).toBe('/app/company/profile');
    const stored = await page.evaluate(() => localStorage.getItem('__current_user'));
    expect((JSON.parse(stored ?? '{}') as { title?: string }).title).toBe(DEMO.admin.name);
    await context.close();
  });
});

describe('an account without a company', () => {
  it('is asked to found one or wait, also after a reload, and founds it', async () => {
    const email = `lone-${unique()}@example.com`;
    const signUp = await fetch('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
    });
    expect(signUp.ok).toBe(true);
    const { context, page } = await newPage();
    await page.goto('/user/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Your account has no company yet' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Your account has no company yet' }).waitFor();
    expect(path(page)).toBe('/user/setup');
    await page.getByLabel('Company name').fill('Lone Pumps');
    await page.getByRole('button', { name: 'Found my company' }).click();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await context.close();
  });
});

describe('without a connection to Firebase', () => {
  it('still shows the login page, and says why signing in does not work', async () => {
    const { context, page } = await newPage();
    await page.route(/:(9099|8080|9199)\//, (route) => route.abort('internetdisconnected'));
    await page.goto('/user/login');
    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toBe('No connection to the server. Check your network and try again.');
    expect(await page.getByLabel('Password').inputValue()).toBe(DEMO.password);
    await context.close();
  });
});
