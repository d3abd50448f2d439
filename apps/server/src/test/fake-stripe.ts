import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type FakeStripe = {
  /** Where the Stripe SDK should send its requests (STRIPE_API_BASE). */
  baseUrl: string;
  intents: Map<string, FakeIntent>;
  /** Every request's method and path, in order. */
  calls: string[];
  /** What Stripe would hold once the card was charged. */
  succeed: (id: string) => FakeIntent;
  /** Answers the next requests with 500, as an outage would. */
  failNext: (count: number) => void;
  close: () => Promise<void>;
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
}

const notFound = (res: ServerResponse) =>
  send(res, 404, {
    error: { type: 'invalid_request_error', message: 'No such payment_intent', code: 'resource_missing' },
  });

/**
 * A local stand-in for the part of Stripe's API that payments use (payment intents: create,
 * retrieve, confirm), on 127.0.0.1 over plain HTTP: the SDK reaches it through its
 * host/port/protocol settings.
 */
export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const calls: string[] = [];
  let failures = 0;
  let counter = 0;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      calls.push(`${req.method} ${url.pathname}`);
      const form = await readForm(req);
      if (failures > 0) {
        failures -= 1;
        return send(res, 500, { error: { type: 'api_error', message: 'Fake outage' } });
      }
      if (!req.headers.authorization?.startsWith('Bearer sk_'))
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
      const match = /^\/v1\/payment_intents(?:\/([^/]+))?(\/confirm)?$/.exec(url.pathname);
      if (!match) return notFound(res);
      const [, id, confirm] = match;
      if (!id && req.method === 'POST') {
        counter += 1;
        const intentId = `pi_fake${Date.now().toString(36)}${counter}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const m = /^metadata\[(.+)\]$/.exec(key);
          if (m?.[1]) metadata[m[1]] = value;
        }
        const intent: FakeIntent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_fake`,
          description: form.get('description'),
          metadata,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(intentId, intent);
        return send(res, 200, intent);
      }
      const intent = id ? intents.get(id) : undefined;
      if (!intent) return notFound(res);
      if (confirm && req.method === 'POST') {
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
      }
      return send(res, 200, intent);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}`,
    intents,
    calls,
    succeed: (id) => {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
