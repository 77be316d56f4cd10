// Form fields named from uiSchema (`"ui:field": "addressLookup"`): a field renders a whole object (its own controls
// around RJSF's), where a widget renders one value. Registered by name like the form widgets.
// The runtime's own (addressLookup) register in ./rjsfFormFields, with RJSF.
import type { RegistryFieldsType } from '@rjsf/utils';

const registry: RegistryFieldsType = {};

export function registerFormField(name: string, field: RegistryFieldsType[string]): void {
  registry[name] = field;
}

export function formFields(): RegistryFieldsType {
  return { ...registry };
}
