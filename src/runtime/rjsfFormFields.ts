// The runtime's own form fields (`"ui:field": …`), registered where RJSF renders (./RjsfSchemaForm) and for
// config:check (./registeredNames): a field only RJSF draws need not travel with every module that imports the
// registry (./formFields, re-exported by the runtime's index for widgets that register theirs).
import { AddressLookupField } from './AddressLookupField';
import { registerFormField } from './formFields';

registerFormField('addressLookup', AddressLookupField);
