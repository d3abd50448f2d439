import { COMPANY } from '@buyerlab/contract';
import type { OutgoingMail } from '../mail/mail.service';

export type InviteMail = {
  to: string;
  teamName: string;
  managerName: string;
  code: string;
  days: number;
  appUrl: string | undefined;
};

/** The invite: one code that is both the sign-up coupon and the way an existing account joins. */
export function teamInviteMail({ to, teamName, managerName, code, days, appUrl }: InviteMail): OutgoingMail {
  const site = appUrl ?? `the ${COMPANY.name} website`;
  return {
    to,
    subject: `${managerName} invited you to the team ${teamName} on ${COMPANY.name}`,
    text: [
      'Hi,',
      '',
      `${managerName} invited you to join the team "${teamName}" on ${COMPANY.name}, where you practise sales calls with AI buyers and get coached reports.`,
      '',
      `Your invite code: ${code}`,
      '',
      `New to ${COMPANY.name}? Sign up at ${site} and enter the code as your MVP coupon code: your account joins the team.`,
      `Already have an account? Sign in, open Dashboard and enter the code under "Join a team".`,
      '',
      `The code works once and expires in ${days} days.`,
      '',
      `— The ${COMPANY.name} team`,
    ].join('\n'),
  };
}
