/** One opening-hours row as the record writes it. `index` is its position in the record's lists. */
export interface ScheduleText {
  day: string;
  hour: string;
  index: number;
}

/**
 * THE pairing of `workdays[i]` with `workHours[i]` (footer, contact, sidebar, JSON-LD and the
 * hours parser all read it here). Records are not always aligned: an extra day gets no hour, an
 * extra hour is listed without a day, blank entries are dropped. Kept apart from the hours
 * parser so pages that only print the hours do not load it.
 */
export function workSchedule(workdays: readonly { day: string }[], workHours: readonly { hour: string }[]): ScheduleText[] {
  const rows: ScheduleText[] = [];
  for (let i = 0; i < Math.max(workdays.length, workHours.length); i++) {
    const day = workdays[i]?.day?.trim() ?? '';
    const hour = workHours[i]?.hour?.trim() ?? '';
    if (day || hour) rows.push({ day, hour, index: i });
  }
  return rows;
}
