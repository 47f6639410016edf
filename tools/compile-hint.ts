/**
 * V8's explicit compile hint: a file that starts with this line has every function compiled with the
 * file, off the main thread (Chromium 136 and later; other browsers read a comment). The build puts it
 * on the scripts of a first visit (scripts/build-web.ts) and the budget check makes sure it is there.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
