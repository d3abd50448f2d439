import { parseArgs } from 'node:util';
import { openDatabaseFromEnv } from '../app';
import { EnvError, loadEnv } from '../config/env';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { createCoupon } from '../features/auth/coupons';
import { makeSuperAdmin } from '../features/auth/admin';

const USAGE = `Buyerlab admin commands (npm run admin -- <command>):

  create-coupon [--uses N] [--days D] [--code X]
      Creates an MVP invite coupon: N sign-ups (default 1), valid D days (default 30),
      with the code X or a generated one. Prints the code.

  make-admin <email>
      Gives the account with this email the super_admin role.
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const env = loadEnv();
  const handle = await openDatabaseFromEnv(env);
  try {
    await migrate(handle);
    await seed(handle.db);
    switch (command) {
      case 'create-coupon': {
        const { values } = parseArgs({
          args: rest,
          options: { uses: { type: 'string' }, days: { type: 'string' }, code: { type: 'string' } },
        });
        const coupon = await createCoupon(handle.db, {
          code: values.code,
          uses: values.uses === undefined ? undefined : Number(values.uses),
          days: values.days === undefined ? undefined : Number(values.days),
        });
        console.log(
          `Created coupon ${coupon.code}: ${coupon.usesAllowed} sign-up(s), valid until ${coupon.expiresAt?.toISOString() ?? 'forever'}`,
        );
        return 0;
      }
      case 'make-admin': {
        const email = rest[0];
        if (!email) throw new Error('make-admin needs an email address');
        const user = await makeSuperAdmin(handle.db, email);
        console.log(`${user.email} is now super_admin`);
        return 0;
      }
      default:
        console.error(`Unknown command: ${command}\n\n${USAGE}`);
        return 1;
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof EnvError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
