import { startFakeStripe } from './fake-stripe';

/** The fake Stripe API as a process, for the browser suite: `tsx fake-stripe-cli.ts PORT`. */
const fake = await startFakeStripe(Number(process.argv[2] ?? 0));
console.log(`fake Stripe API on ${fake.baseUrl}`);
