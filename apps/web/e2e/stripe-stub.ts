import type { Page } from '@playwright/test';

/** The fake Stripe API the server talks to (playwright.config.ts starts it beside the app). */
const FAKE_STRIPE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 26}`;

/**
 * Stripe.js as the page sees it, served in place of js.stripe.com: the Payment Element draws a
 * test card, and confirmPayment asks "api.stripe.com" (routed to the fake) to confirm the intent.
 */
const STRIPE_JS = `
window.Stripe = function (key) {
  var clientSecret = null;
  var element = {
    mount: function (node) {
      var box = document.createElement('div');
      box.setAttribute('data-testid', 'payment-element');
      box.style.cssText = 'border:1px solid #cfd7df;border-radius:6px;padding:12px;font:15px sans-serif;color:#30313d';
      box.textContent = 'Card number 4242 4242 4242 4242   12 / 34   CVC 123';
      node.appendChild(box);
    },
    on: function () {}, off: function () {}, update: function () {}, unmount: function () {}, destroy: function () {},
  };
  var elements = {
    create: function () { return element; },
    getElement: function () { return element; },
    update: function () {},
    submit: function () { return Promise.resolve({}); },
  };
  var fail = function () { return Promise.reject(new Error('not in the stub')); };
  return {
    elements: function (options) { clientSecret = options.clientSecret; return elements; },
    createToken: fail, createPaymentMethod: fail, confirmCardPayment: fail,
    _registerWrapper: function () {}, registerAppInfo: function () {},
    confirmPayment: function () {
      var id = clientSecret.split('_secret_')[0];
      return fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'client_secret=' + encodeURIComponent(clientSecret),
      })
        .then(function (r) { return r.json(); })
        .then(function (intent) { return { paymentIntent: intent }; });
    },
  };
};
window.Stripe.version = 'endive';
`;

/** Stubs Stripe at the network layer: its script, and the API calls the script makes. */
export async function stubStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await fetch(`${FAKE_STRIPE}${url.pathname}`, {
      method: route.request().method(),
      headers: { authorization: 'Bearer sk_test_e2e', 'content-type': 'application/x-www-form-urlencoded' },
      body: route.request().postData() ?? undefined,
    });
    await route.fulfill({
      status: response.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: await response.text(),
    });
  });
}
