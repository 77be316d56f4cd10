// The texts of /login and of what every logged-out page shows (src/i18n/en-GB/auth.json), added when the first of
// them loads (every one draws SignInFrame): a signed-in page never loads them with the shell (issue 24). The other
// pages bring theirs (./authPagesTexts.ts).
import auth from '../../i18n/en-GB/auth.json';
import { i18n } from '../../i18n';

i18n.addResourceBundle('en-GB', 'translation', auth, true, false);
