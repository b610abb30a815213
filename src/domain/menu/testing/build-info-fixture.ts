import type { BuildInfo } from '../build-info';

/** A development build of Sklad 0.1.0 from main, for the side menu's tests (R-MENU-11). */
export const DEV_BUILD: BuildInfo = {
  name: 'Sklad',
  version: '0.1.0',
  buildDate: '03.11.25',
  buildTime: '14:05',
  commit: 'abc1234',
  branch: 'main',
  dev: true,
};
