export interface ScheduleRow {
  day: string;
  hour: string;
}

/**
 * Pairs `workdays[i]` with `workHours[i]`. Records are not always aligned: an extra day gets no
 * hour, an extra hour is listed without a day, blank entries are dropped.
 */
export function workSchedule(days: readonly string[], hours: readonly string[]): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  for (let i = 0; i < Math.max(days.length, hours.length); i++) {
    const day = days[i]?.trim() ?? '';
    const hour = hours[i]?.trim() ?? '';
    if (day || hour) rows.push({ day, hour });
  }
  return rows;
}
