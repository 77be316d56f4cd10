// Which generated outputs depend on a source file (a path relative to the project root): the dev server rebuilds
// only those after an edit, which keeps a screen edit well under a second instead of the full generation's ~4 s.
import { OUTPUT_PARTS, type OutputPart } from './outputs';

export function partsAffectedBy(file: string): Set<OutputPart> {
  const path = file.split('\\').join('/');
  if (path.startsWith('brands/')) return new Set(['brands']);
  if (path === 'schemas/meta/brand.schema.json') return new Set(['brands', 'types']);
  if (path.startsWith('schemas/screens/')) return new Set(['screens', 'modules']);
  // call declarations inline the form and entity schemas they refer to
  if (path.startsWith('schemas/api/')) return new Set(['api', 'modules']);
  if (path.startsWith('schemas/forms/')) return new Set(['validators', 'api', 'modules']);
  if (path.startsWith('schemas/entities/')) return new Set(['types', 'api', 'modules']);
  return new Set<OutputPart>(OUTPUT_PARTS);
}
