// Defined by vite.config.ts at build time: the version block of the side menu (R-MENU-11).
declare const __BUILD_INFO__: import('./domain/menu/build-info').BuildInfo;
