// The sign-in forms name `brandSelect` in their uiSchema; registered once when a sign-in page loads. The password
// widgets of /change-password register with that page (./registerPasswordWidgets), not on /login (issue 24).
import { registerFormWidget } from '../../runtime/formWidgets';
import { BrandSelectWidget } from './BrandSelectWidget';

registerFormWidget('brandSelect', BrandSelectWidget);
