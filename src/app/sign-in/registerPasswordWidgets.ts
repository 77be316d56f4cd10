// /change-password names `newPassword` and `retypePassword` in its uiSchema; registered when that page loads, so the
// policy checklist travels with it rather than with every sign-in page (issue 24).
import { registerFormWidget } from '../../runtime/formWidgets';
import { NewPasswordWidget, RetypePasswordWidget } from './PasswordWidgets';

registerFormWidget('newPassword', NewPasswordWidget);
registerFormWidget('retypePassword', RetypePasswordWidget);
