// Reports from the recorded webDiplomacy games (shared/reference/games/webdiplomacy-cicero,
// facebookresearch/diplomacy_cicero, MIT), re-adjudicated under the reference profile.
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { getVariant } from '../../../../core/diplomacy/variants';
import { reportFromDipcc, type PhaseReport, type ReportExtras } from '../../../../core/diplomacy/publish/index';
import { loadGameJson } from '../game/games';

export const standard = getVariant('standard');

export function dipccReport(file: string, phase: string, extras: Partial<ReportExtras> = {}): PhaseReport {
  const r = reportFromDipcc(standard, loadGameJson(file), phase, getProfile('hasbro2000'), { game: 'wd433761', ...extras });
  if ('error' in r) throw new Error(r.error);
  return r;
}
