// Publishing results: one phase record, three dialects (nJudge text, BBCode, Markdown/Discord).
import type { Variant } from '../variant';
import type { PhaseReport } from './phaseReport';
import { getPressPolicy, type PressPolicy } from './pressPolicy';
import { resultsDocument } from './resultsDocument';
import { renderDocument, type Dialect } from './dialects';
import { splitForDiscord } from './discordSplit';

export * from './phaseReport';
export * from './pressPolicy';
export * from './judgeWording';
export * from './resultsDocument';
export * from './escape';
export * from './dialects';
export * from './discordSplit';
export * from './phaseReportSources';
export * from './abbreviationLists';
export * from './courtesyInformation';
export * from './deadlineWords';

export interface PublishOptions { pressPolicy?: PressPolicy; judge?: string }

/** The results post for `report` in `dialect`. */
export function publishResults(variant: Variant, report: PhaseReport, dialect: Dialect, options: PublishOptions = {}): string {
  const blocks = resultsDocument(variant, report, { pressPolicy: options.pressPolicy ?? getPressPolicy('wm2004'), judge: options.judge });
  return renderDocument(blocks, dialect);
}

/** The Markdown post cut into Discord messages of at most 2,000 characters. */
export function publishForDiscord(variant: Variant, report: PhaseReport, options: PublishOptions = {}): string[] {
  return splitForDiscord(publishResults(variant, report, 'markdown', options));
}
