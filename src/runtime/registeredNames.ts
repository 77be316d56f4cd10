// Every name the runtime's registries hold once the console's modules have registered theirs: npm run config:check
// (generators/lib/registeredNames.ts) checks the screens and forms against it.
import { getDefaultRegistry } from '@rjsf/core';
import { actionWidgetNames } from './actionWidgets';
import { formatNames } from './formats';
import { formRuleNames } from './formRules';
import { formFields } from './formFields';
import './rjsfFormFields';
import { formWidgets } from './formWidgets';
import { lookupFormatNames } from './lookupFormats';
import './signedInFormWidgets';
import { predicateNames } from './predicates';
import { widgetNames } from './widgetRegistry';

export function registeredNames() {
  return {
    widgets: widgetNames(),
    actionWidgets: actionWidgetNames(),
    predicates: predicateNames(),
    formats: formatNames(),
    formRules: formRuleNames(),
    lookupFormats: lookupFormatNames(),
    // RJSF's own widgets (text, select, checkbox …) and their aliases are valid `ui:widget` names too
    formFields: [...Object.keys(getDefaultRegistry().fields), ...Object.keys(formFields())],
    formWidgets: [
      ...Object.keys(getDefaultRegistry().widgets),
      'textarea',
      'radio',
      'hidden',
      'password',
      'email',
      'uri',
      'updown',
      'range',
      'color',
      'file',
      'checkboxes',
      'alt-date',
      'alt-datetime',
      'date-time',
      'time',
      'data-url',
      ...Object.keys(formWidgets()),
    ],
  };
}
