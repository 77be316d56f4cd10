// The sign-in forms name `brandSelect`, `newPassword` and `retypePassword` in their uiSchema; registered once when a sign-in page loads.
import { registerFormWidget } from '../../runtime/formWidgets';
import { BrandSelectWidget } from './BrandSelectWidget';
import { NewPasswordWidget, RetypePasswordWidget } from './PasswordWidgets';

registerFormWidget('brandSelect', BrandSelectWidget);
registerFormWidget('newPassword', NewPasswordWidget);
registerFormWidget('retypePassword', RetypePasswordWidget);
