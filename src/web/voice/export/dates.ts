// Local time parts, so a conversation exported at 23:30 in Tel Aviv is dated by the user's own day.
const pad = (n: number) => String(n).padStart(2, '0');

export const localDate = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export const localTime = (d: Date): string => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

export const localDateTime = (d: Date): string => `${localDate(d)} ${localTime(d)}`;

/** HH:MM of an ISO time, or undefined when there is none or it does not parse. */
export const messageTime = (iso: string | undefined): string | undefined => {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : localTime(d);
};
