// Every text of the browser app in this language, in one chunk that only this language's pages load.
import { mergeCatalogs } from '../catalog-files.js';

export default mergeCatalogs(
  import.meta.glob<Record<string, string>>('./zh/web-*.json', { eager: true, import: 'default' }),
  import.meta.glob<Record<string, string>>('./zh/shared.json', { eager: true, import: 'default' }),
);
