// The sign-in forms name `brandSelect` in their uiSchema; registered once when a sign-in page loads.
import { registerFormWidget } from '../../runtime/formWidgets';
import { BrandSelectWidget } from './BrandSelectWidget';

registerFormWidget('brandSelect', BrandSelectWidget);
