// Brings a tab into the state of a visitor who has answered the cookie banner and logged in through
// the login page, as a person would: the measured lobby load then runs in that same tab.
const ATTENDEE = { email: 'attendee@atrium.local', password: 'atrium-attendee' };
const EMAIL_OPTION = 'Email and password';
const TIMEOUT_MS = 30_000;

/** Runs in the page: stores an accepted choice for each cookie provider, as the banner does. */
function acceptCookies(providerIds) {
  for (const id of providerIds) localStorage.setItem(`cookies:${id}`, 'true');
}

/** Runs in the page: with several login options (the demo has three), picks the email form. */
function chooseEmailOption(label) {
  const options = document.querySelector('[data-testid="login-options"]');
  const button = [...(options?.querySelectorAll('button') ?? [])].find((b) => b.textContent.trim() === label);
  button?.click();
}

/** Logs the demo attendee in through the login form; resolves once the app has entered the venue. */
export async function logInThroughLoginPage(page, base, cookieProviderIds) {
  page.setDefaultTimeout(TIMEOUT_MS);
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  await page.evaluate(acceptCookies, cookieProviderIds);
  await page.waitForSelector('[data-testid="login-card"]');
  await page.evaluate(chooseEmailOption, EMAIL_OPTION);
  await page.waitForSelector('[data-testid="login-card"] input[name=email]');
  await page.type('[data-testid="login-card"] input[name=email]', ATTENDEE.email);
  await page.type('[data-testid="login-card"] input[name=password]', ATTENDEE.password);
  await page.click('[data-testid="login-card"] button[type=submit]');
  await page.waitForFunction(() => location.pathname.startsWith('/v/'));
  await page.waitForNetworkIdle({ idleTime: 500 });
}
