// R-MENU-11: the version block of the side menu.

export interface BuildInfo {
  name: string;
  version: string;
  buildDate: string;
  buildTime: string;
  commit: string;
  branch: string;
  dev: boolean;
}

/** The lines of the block: the branch only for dev builds. */
export function buildInfoLines(info: BuildInfo): string[] {
  const lines = [
    `${info.name} v${info.version}`,
    `Sestaveno ${info.buildDate} ${info.buildTime}`,
    `Commit ${info.commit}`,
  ];
  if (info.dev) lines.push(`Větev ${info.branch}`);
  return lines;
}

/** dd.MM.yy, the build date format of SPEC 9 (03.11.25). */
export function buildDateOf(date: { day: number; month: number; year: number }): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.day)}.${pad(date.month)}.${String(date.year).slice(-2)}`;
}
