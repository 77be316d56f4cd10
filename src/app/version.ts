/** 000 §1 Build version shown in the side menu (kept equal to package.json by version.test.ts). */
export const APP_VERSION = '1.32.7';
