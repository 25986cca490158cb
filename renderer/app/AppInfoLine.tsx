// Which Adjutant this is and where it runs: the first thing to quote in a bug report.
import { useEffect, useState } from 'react';
import { platform } from '../platform';
import type { AppInfo } from '../platform/bridge';

export function AppInfoLine() {
  const [info, setInfo] = useState<AppInfo | null>(null);
  useEffect(() => { platform.appInfo().then(setInfo, () => setInfo(null)); }, []);
  if (!info) return null;
  return <span className="muted" data-testid="app-info">{info.name} {info.version} · {info.platform === 'electron' ? 'desktop' : 'browser'}</span>;
}
