// Public API of the generic runtime (src/app and src/widgets import from here).
export { Screen, type ScreenProps } from './Screen';
export { SchemaForm, compactValues, type SchemaFormProps, type FormValues } from './SchemaForm';
export { DataTable, type DataTableProps } from './DataTable';
export { Pagination, type PaginationProps } from './Pagination';
export { LoadingNotice } from './LoadingNotice';
export { LoadError } from './LoadError';
export { FormattedValue } from './FormattedValue';
export { ModalForm, type ModalFormProps } from './ModalForm';
export { Dialog, DialogCancel, type DialogProps, type DialogCancelProps } from './Dialog';
export { describeCallFailure, type CallFailure, type FieldError } from './describeCallFailure';
export {
  RuntimeServicesContext,
  RuntimeServicesProvider,
  useRuntimeServices,
  type RuntimeServices,
  type CallArgs,
} from './RuntimeServices';
export {
  loadScreenModule,
  loadedScreenDefinition,
  registerScreenModule,
  setScreenTextsHandler,
} from './screenRegistry';
export type { ScreenModule, RuntimeCall } from './screenModule';
export { resolveScreen, type ResolveContext } from './resolveScreen';
export { registerWidget, getWidget, type WidgetProps } from './widgetRegistry';
export { registerActionWidget, getActionWidget, type ActionWidgetProps } from './actionWidgets';
export { registerPredicate, evaluatePredicate, type PredicateContext } from './predicates';
export { registerFormat, formatValue, formatMoney, formatIsrn, formatDate, formatDateTime } from './formats';
export { registerFormWidget } from './formWidgets';
export { registerFormRule, type FormRule, type FormRuleContext, type FormRuleErrors } from './formRules';
export { registerFormField } from './formFields';
export { SelectInput, type SelectInputProps, type SelectChoice } from './SelectInput';
export { CallSelect, type CallSelectProps } from './CallSelect';
export { CallTypeahead, type CallTypeaheadProps } from './CallTypeahead';
export { DeclaredFields, type DeclaredFieldsProps, type DeclaredForm } from './DeclaredFields';
export { ActionButton } from './ActionButton';
export { callQueryKey, joinQueryKey } from './callQueryKey';
export { columnsWithValues } from './columnsWithValues';
export { registerDerivation, derive, type Derivation } from './derivations';
export { usePolling, type PollingOptions, type PollingState, type PollingEvent } from './usePolling';
export { PollingProgress } from './PollingProgress';
export { imageUploadErrors, type ImageLimits } from './imageUploadErrors';
export { toRouterPath, fillTemplate } from './template';
export type * from './screenTypes';
