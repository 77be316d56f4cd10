// 000 §7 POST /admin/users/ {email, grantLevel} (200). 000 §5 New user: level up to the caller's own; 000 §8 code 1001
// INVALID_EMAIL_DOMAIN outside the brand's config.staffEmailDomains; an e-mail already in use (any brand) → 409.
// The new user gets an e-mail with a link to choose their password, the reset-link page and checks.
import { staffUsers } from '../../db/schema';
import { requireStaff, type Handler } from '../../context';
import { ApiError, Codes } from '../../errors';
import { issuePasswordLink } from '../../auth/passwordLink';
import { sendMail } from '../../mail';
import { isAllowedStaffEmail } from '../../../src/domain/isAllowedStaffEmail';
import { checkAssignableLevel, stateConflict, staffUserReply } from './staffUserRules';

/** Until the user follows the link there is no password: this marker is no scrypt hash, so no password matches it. */
const NO_PASSWORD = 'none';
/** A welcome link must survive a weekend, unlike a reset link the user asked for minutes ago. */
const WELCOME_LINK_TTL_MINUTES = 7 * 24 * 60;

export const addStaffUser: Handler<'addStaffUser'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { email: rawEmail, grantLevel } = ctx.body as { email: string; grantLevel: number };
  const email = rawEmail.trim().toLowerCase();
  if (!isAllowedStaffEmail(email, staff.profile.config.staffEmailDomains, staff.brand)) {
    throw ApiError.of(400, Codes.INVALID_EMAIL_DOMAIN, 'The e-mail domain is not a staff domain of this brand', [
      'email',
    ]);
  }
  checkAssignableLevel(ctx, grantLevel);

  // the unique index on lower(email) decides between simultaneous adds of one address
  const [row] = await ctx.db
    .insert(staffUsers)
    .values({ email, brand: staff.brand, grantLevel, passwordHash: NO_PASSWORD })
    .onConflictDoNothing()
    .returning();
  if (!row) throw stateConflict('A staff user with this e-mail already exists');

  const { link, token } = await issuePasswordLink(ctx, row.id, WELCOME_LINK_TTL_MINUTES);
  await sendMail(ctx.db, ctx.settings, {
    to: row.email,
    subject: 'Your staff account',
    body: `${staff.email} has given you a staff account. Choose your password here (valid 7 days), then sign in: ${link}`,
    code: token,
  });
  return { result: staffUserReply(row) };
};
