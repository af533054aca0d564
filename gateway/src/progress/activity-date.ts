// The day a piece of practice counts for (streaks): the server's UTC date, or the browser's local date
// when it is within one day of it (the user's time zone). Any other date a client sends is ignored.
const DAY_MS = 24 * 60 * 60 * 1000;

const utcDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export function activityDate(clientDate: string | undefined, now: Date): string {
  const time = now.getTime();
  const nearby = [utcDate(time - DAY_MS), utcDate(time), utcDate(time + DAY_MS)];
  return clientDate !== undefined && nearby.includes(clientDate) ? clientDate : utcDate(time);
}
