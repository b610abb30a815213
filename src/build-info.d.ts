declare const __BUILD_INFO__: {
  name: string;
  version: string;
  buildDate: string;
  buildTime: string;
  commit: string;
  branch: string;
  dev: boolean;
};
