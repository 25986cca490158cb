// Instants as the GM reads them: UK wall-clock time (003 106: "All times ... in UK time"), e.g.
// "Mon 11 Feb 2019 10:00 UK". Stored values stay ISO instants; only the screen converts.

// Made at the first time shown, not when the module loads: building it reads ICU's time-zone data,
// about 16 ms of CPU, which a command-line run that prints no time need not pay (issue 18).
let formatter: Intl.DateTimeFormat | null | undefined;
function ukFormatter(): Intl.DateTimeFormat | null {
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false,
      });
    } catch {
      formatter = null; // no time-zone data: show the instant as stored
    }
  }
  return formatter;
}

export function formatUkTime(iso: string): string {
  const instant = Date.parse(iso);
  if (!iso || Number.isNaN(instant)) return iso;
  const uk = ukFormatter();
  return uk ? `${uk.format(instant).replace(',', '')} UK` : iso;
}
