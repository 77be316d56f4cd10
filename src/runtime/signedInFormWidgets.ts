// The form widgets that call the API through the query cache or load the country list. Registered apart from
// formWidgets.tsx so the sign-in page, whose light renderer reads that registry, does not carry TanStack Query
// (issue 10: /login under 100 KB). Imported by SchemaForm and registeredNames, so every RJSF form and config:check see them.
import { CallSelectWidget } from './CallSelectWidget';
import { ConfigSelectWidget } from './ConfigSelectWidget';
import { CountrySelectWidget } from './CountrySelectWidget';
import { registerFormWidget } from './formWidgets';
import { NoteWidget } from './NoteWidget';
import { TypeaheadWidget } from './TypeaheadWidget';
// registers `imageUpload` itself (photos: 001 §5)
import './ImageUploadWidget';

registerFormWidget('typeahead', TypeaheadWidget);
registerFormWidget('callSelect', CallSelectWidget);
registerFormWidget('configSelect', ConfigSelectWidget);
registerFormWidget('countrySelect', CountrySelectWidget);
registerFormWidget('note', NoteWidget);
