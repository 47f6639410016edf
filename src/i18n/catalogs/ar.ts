// Every text of the browser app in this language, in one chunk that only this language's pages load.
import { mergeCatalogs } from '../catalog-files.js';
import type { Catalog } from '../translate.js';

export default mergeCatalogs(
  import.meta.glob<Catalog>('./ar/web-*.json', { eager: true, import: 'default' }),
  import.meta.glob<Catalog>('./ar/shared.json', { eager: true, import: 'default' }),
);
