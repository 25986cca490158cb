// Instants as the GM reads them: UK wall-clock time (003 106: "All times ... in UK time"), e.g.
// "Mon 11 Feb 2019 10:00 UK". Stored values stay ISO instants; only the screen converts.
const formatter = (() => {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false,
    });
  } catch {
    return null; // no time-zone data: show the instant as stored
  }
})();

export function formatUkTime(iso: string): string {
  const instant = Date.parse(iso);
  if (!iso || Number.isNaN(instant)) return iso;
  return formatter ? `${formatter.format(instant).replace(',', '')} UK` : iso;
}
