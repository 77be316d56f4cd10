// The texts of the second factor, reset and change password pages (src/i18n/en-GB/authPages.json), added when one of
// them loads: /login, the page most opened logged out, does not carry them (issue 24).
import authPages from '../../i18n/en-GB/authPages.json';
import { i18n } from '../../i18n';

i18n.addResourceBundle('en-GB', 'translation', authPages, true, false);
