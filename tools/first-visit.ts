/**
 * The module the entry script imports to start the app (src/web/main.tsx): with the entry and the
 * page's own chunk, it is what a first visit loads.
 */
export const APP_MODULE = 'src/web/app-main.tsx';
