import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Auth = { authorization: string };

/** The invite code mailed to this address (the local outbox keeps every mail). */
export async function mailedInviteCode(app: FastifyInstance, email: string): Promise<string> {
  const mail = (await app.mailer.listOutbox()).find((m) => m.to === email);
  const code = /Your invite code: (\S+)/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no invite mailed to ${email}`);
  return code;
}

/** The manager invites the rep by email, and the rep joins the team with the mailed code. */
export async function inviteIntoTeam(
  app: FastifyInstance,
  teamId: string,
  manager: Auth,
  rep: { email: string; auth: Auth },
): Promise<void> {
  const invited = await app.inject({
    method: 'POST',
    url: `/api/v1/teams/${teamId}/invites`,
    headers: manager,
    payload: { email: rep.email },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/v1/teams/invites/accept',
    headers: rep.auth,
    payload: { code: await mailedInviteCode(app, rep.email) },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}
