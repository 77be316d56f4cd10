// The registration functions of the runtime, apart from its components (./index re-exports everything): a widget
// folder's register.ts, which the signed-in chunk runs at start, imports from here so that starting the console does
// not also load every runtime component (tables, forms, panels) that ./index would bring along (issue 24).
export { registerWidget, getWidget, type WidgetProps } from './widgetRegistry';
export { registerActionWidget, getActionWidget, type ActionWidgetProps } from './actionWidgets';
export { registerPredicate, evaluatePredicate, type PredicateContext } from './predicates';
export { registerFormat, formatValue } from './formats';
export { registerFormWidget } from './formWidgets';
export { registerDerivation, derive, type Derivation } from './derivations';
export { registerFormRule, type FormRule, type FormRuleContext, type FormRuleErrors } from './formRules';
