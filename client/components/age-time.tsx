/**
 * A moment as an age ("5 minutes ago") with its UTC date and time in the title, for lists of blocks
 * and transactions. A timestamp no calendar date has (a backend's junk) shows the age alone.
 *
 * @example
 * <AgeTime seconds={block.timestamp} age={ageText(t, block.timestamp, now)} />
 */
import { MAX_UTC_DATE_TIME_SECONDS, formatDate, formatUtcDateTime } from "../../shared/format/date-time.ts";

/** The moment in UTC; none for a timestamp outside the calendar. */
const utcTime = (seconds: number): string | undefined => (seconds >= 0 && seconds <= MAX_UTC_DATE_TIME_SECONDS ? formatUtcDateTime(seconds) : undefined);

export function AgeTime({ seconds, age }: { readonly seconds: number; readonly age: string }) {
  const utc = utcTime(seconds);
  if (utc === undefined) return <>{age}</>;
  return (
    <time dateTime={`${utc.replace(" ", "T")}Z`} title={`${formatDate(seconds)} UTC`}>
      {age}
    </time>
  );
}
