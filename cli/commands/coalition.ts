import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  checkControlList, checkMercenaries, checkPlayers, checkRoundSetup, checkStartPlacement, loadRound, mercenariesBeforePlayers, openingRaidersProblem, unequalSides, movementLock, renderBattleAnnouncements, renderControlList,
  renderTerrainGrid, renderUpdate, resolveTurn, rosterToCsv, rosterToJson, rosterFromCsv, loadRoster, battleResultProblems, parseSquare,
  imposeControlPenalty, imposeSanction, describeSanction, cloneRound, SeededRandom,
  type BattleResult, type Dialect, type Round, type Sanction,
} from '../../core/coalition/index';
import { parseArgs, type Command, type CliIO } from '../io';
import { gridSvg } from '../../renderer/coalition/gridSvg';

import { COALITION_GAME_USAGE, runCoalitionGame } from './coalitionGame';

const USAGE = `adjutant coalition <subcommand> --round <round.json> [options]

Subcommands:
${COALITION_GAME_USAGE}
  resolve --round <round.json> --thread <thread.txt> [--seed N] [--out next.json]
          [--format bbcode|plain] [--next-deadline <ISO time>] [--json]
      Reads the movement thread, resolves the turn and prints the update post and the battle
      announcements; --out writes the next round state.
  check   --round <round.json> [--setup] [--json]
      set-up, army, control-list, player and mercenary problems (exit 1 if any); --setup adds
      the round-start checks (placement by member bases, equal sides, the opening Raiders)
  control --round <round.json> [--format bbcode|plain]    the control (Proxy) list
  terrain --round <round.json> [--format bbcode|plain]    the terrain-only grid with its key
  roster  --round <round.json> [--csv]                    the armies as JSON or CSV
  roster  --round <round.json> --import <armies.csv|armies.json> --out <round.json>
      replaces the round's armies with an imported roster (checked first)
  result  --round <round.json> --square 10E --winner A --loser P [--outcome none|kill|capture]
          [--losses "A:Kris Mage=300; P:Bog Wraith=1200"] [--ran-away P] --out <round.json>
      enters a battle result for the next resolve; --ran-away names the loser that ran (004 4.2.6)
  penalty --round <round.json> --army Lt --player Adm --severity 2 [--die 6] [--seed N]
          [--at <ISO time>] [--reason text] --out <round.json>
      004 5.4.1b: Adm acted for Lt without controlling it; rolls the logged die, takes
      severity x die x (100, 50, 25, 10) troops from Lt's slots and, in the last 24 hours before
      Lt's battle deadline, gives that battle 24 more hours (004 5.4.1c)
  sanction --round <round.json> --player P --reason text [--team] [--army A]
          [--losses "Kris Mage=300; Bog Wraith=100"] [--at <ISO time>] --out <round.json>
      004 1.3: records a sanction (with the player's team if --team) and applies its losses
  sanctions --round <round.json> [--json]               every sanction and penalty on the record
  map     --round <round.json> [--thread <thread.txt> [--seed N] [--next-deadline <ISO time>]]
          (--png <map.png> | --svg <map.svg>) [--width N] [--title text] [--terrain-only]
      the grid map the app exports (004 1.2): with --thread, the board after that turn with its
      move trails; without, the round as it stands`;

function readRound(path: string, io: CliIO): Round | null {
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch (e) { io.err(`adjutant coalition: cannot read ${path}: ${(e as Error).message}\n`); return null; }
  let json: unknown;
  try { json = JSON.parse(text); } catch (e) { io.err(`adjutant coalition: ${path} is not JSON: ${(e as Error).message}\n`); return null; }
  const loaded = loadRound(json);
  if (!loaded.ok) { io.err(`adjutant coalition: ${path} is not a valid round:\n${loaded.problems.map((p) => `  ${p}`).join('\n')}\n`); return null; }
  return loaded.round;
}

export const coalitionCommand: Command = {
  name: 'coalition',
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    const { flags } = parseArgs(rest, ['json', 'csv', 'setup', 'team', 'terrain-only', 'commit']);
    const format: Dialect = flags.format === 'plain' ? 'plain' : 'bbcode';
    if (flags.format !== undefined && flags.format !== 'plain' && flags.format !== 'bbcode') { io.err('adjutant coalition: --format is bbcode or plain\n'); return 2; }
    if (sub === 'turn' || (sub === 'show' && flags.game !== undefined)) return runCoalitionGame(sub, flags, io);
    if (!sub || !['resolve', 'check', 'control', 'terrain', 'roster', 'result', 'penalty', 'sanction', 'sanctions', 'map'].includes(sub)) { io.err(`adjutant coalition: name a subcommand\n\n${USAGE}\n`); return 2; }
    if (typeof flags.round !== 'string') { io.err('adjutant coalition: --round <round.json> is required\n'); return 2; }
    const round = readRound(flags.round, io);
    if (!round) return 2;

    if (sub === 'check') {
      const lock = movementLock(round);
      const problems = [...checkRoundSetup(round), ...checkControlList(round, lock), ...checkPlayers(round, lock), ...checkMercenaries(round)];
      // At round set-up only: placement by member bases, equal sides, the opening Raiders.
      if (flags.setup) {
        problems.push(...checkStartPlacement(round), ...unequalSides(round));
        const raiders = openingRaidersProblem(round);
        if (raiders) problems.push(raiders);
        const early = mercenariesBeforePlayers(round);
        if (early) problems.push(early);
      }
      if (flags.json) io.out(JSON.stringify(problems, null, 2) + '\n');
      else io.out(problems.length ? problems.map((p) => `${p.rule}: ${p.message}`).join('\n') + '\n' : 'no problems found\n');
      return problems.length ? 1 : 0;
    }
    if (sub === 'control') { io.out(renderControlList(round, format)); return 0; }
    if (sub === 'terrain') { io.out(renderTerrainGrid(round, format)); return 0; }
    if (sub === 'roster' && typeof flags.import === 'string') return importRoster(round, flags.import, flags.out, io);
    if (sub === 'roster') { io.out(flags.csv ? rosterToCsv(round.armies) : rosterToJson(round.armies)); return 0; }
    if (sub === 'result') return enterResult(round, flags, io);
    if (sub === 'penalty') return enterPenalty(round, flags, io);
    if (sub === 'sanction') return enterSanction(round, flags, io);
    if (sub === 'map') return writeMap(round, flags, io);
    if (sub === 'sanctions') {
      const all = round.sanctions ?? [];
      io.out(flags.json ? JSON.stringify(all, null, 2) + '\n' : all.length ? all.map((x) => `turn ${x.turn}: ${describeSanction(x)}`).join('\n') + '\n' : 'no sanctions on the record\n');
      return 0;
    }

    if (typeof flags.thread !== 'string') { io.err('adjutant coalition resolve: --thread <thread.txt> is required\n'); return 2; }
    const turn = resolveFromFlags(round, flags, io);
    if (typeof turn === 'number') return turn;
    const { next, report } = turn;
    if (typeof flags.out === 'string') {
      try { writeFileSync(flags.out, JSON.stringify(next, null, 1) + '\n'); } catch (e) { io.err(`adjutant coalition: cannot write ${flags.out}: ${(e as Error).message}\n`); return 1; }
    }
    if (flags.json) io.out(JSON.stringify(report, null, 2) + '\n');
    else io.out(renderUpdate(report, format) + '\n' + renderBattleAnnouncements(next, report, format));
    return 0;
  },
};

function writeRound(round: Round, out: string | true | undefined, io: CliIO): number {
  if (typeof out !== 'string') { io.err('adjutant coalition: --out <round.json> is required\n'); return 2; }
  try { writeFileSync(out, JSON.stringify(round, null, 1) + '\n'); } catch (e) { io.err(`adjutant coalition: cannot write ${out}: ${(e as Error).message}\n`); return 1; }
  return 0;
}

function importRoster(round: Round, path: string, out: string | true | undefined, io: CliIO): number {
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch (e) { io.err(`adjutant coalition: cannot read ${path}: ${(e as Error).message}\n`); return 2; }
  let armies;
  if (/\.json$/i.test(path)) {
    let json: unknown;
    try { json = JSON.parse(text); } catch (e) { io.err(`adjutant coalition: ${path} is not JSON: ${(e as Error).message}\n`); return 2; }
    const loaded = loadRoster(json);
    if (!loaded.ok) { io.err(`adjutant coalition: ${path}:\n${loaded.problems.map((p) => `  ${p}`).join('\n')}\n`); return 2; }
    armies = loaded.armies;
  } else {
    const parsed = rosterFromCsv(text);
    if (parsed.problems.length) { io.err(`adjutant coalition: ${path}:\n${parsed.problems.map((p) => `  line ${p.line}: ${p.message}`).join('\n')}\n`); return 2; }
    armies = parsed.armies;
  }
  const code = writeRound({ ...round, armies }, out, io);
  if (code === 0) io.out(`${armies.length} armies imported\n`);
  return code;
}

function enterResult(round: Round, flags: Record<string, string | true>, io: CliIO): number {
  const square = typeof flags.square === 'string' ? parseSquare(flags.square) : null;
  if (!square || typeof flags.winner !== 'string' || typeof flags.loser !== 'string') { io.err('adjutant coalition result: --square, --winner and --loser are required\n'); return 2; }
  const outcome = flags.outcome === undefined ? 'none' : flags.outcome;
  if (outcome !== 'none' && outcome !== 'kill' && outcome !== 'capture') { io.err('adjutant coalition result: --outcome is none, kill or capture\n'); return 2; }
  const losses: BattleResult['losses'] = {};
  if (typeof flags.losses === 'string') {
    for (const part of flags.losses.split(';').map((p) => p.trim()).filter(Boolean)) {
      const m = /^(.+?):(.+)=(\d+)$/.exec(part);
      if (!m) { io.err(`adjutant coalition result: cannot read loss "${part}" (army:creature=number)\n`); return 2; }
      const army = m[1]!.trim(), creature = m[2]!.trim();
      losses[army] = { ...(losses[army] ?? {}), [creature]: Number(m[3]) };
    }
  }
  const result: BattleResult = { square, winner: flags.winner, loser: flags.loser, losses, outcome, ...(typeof flags['ran-away'] === 'string' ? { ranAway: flags['ran-away'] } : {}) };
  const problems = battleResultProblems(round, result);
  if (problems.length) { io.err(problems.map((p) => `${p.rule}: ${p.message}`).join('\n') + '\n'); return 1; }
  const code = writeRound({ ...round, battleResults: [...round.battleResults, result] }, flags.out, io);
  if (code === 0) io.out(`result at ${square} entered: ${result.winner} beats ${result.loser}\n`);
  return code;
}

/** The time a judge's action takes effect: --at, or now. */
function actionTime(flags: Record<string, string | true>, io: CliIO): string | null {
  if (flags.at === undefined) return new Date().toISOString();
  if (typeof flags.at !== 'string' || Number.isNaN(Date.parse(flags.at))) { io.err('adjutant coalition: --at must be an ISO time\n'); return null; }
  return new Date(Date.parse(flags.at)).toISOString();
}

function saveSanction(round: Round, out: { sanction: Sanction } | { problems: { rule: string; message: string }[] }, flags: Record<string, string | true>, io: CliIO): number {
  if ('problems' in out) { io.err(out.problems.map((p) => `${p.rule}: ${p.message}`).join('\n') + '\n'); return 1; }
  const code = writeRound(round, flags.out, io);
  if (code === 0) io.out(describeSanction(out.sanction) + '\n');
  return code;
}

/** 004 5.4.1b-c: the judge imposes the optional penalty; the die is rolled here and logged in the round. */
function enterPenalty(input: Round, flags: Record<string, string | true>, io: CliIO): number {
  if (typeof flags.army !== 'string' || typeof flags.player !== 'string' || typeof flags.severity !== 'string') { io.err('adjutant coalition penalty: --army, --player and --severity are required\n'); return 2; }
  if (typeof flags.out !== 'string') { io.err('adjutant coalition: --out <round.json> is required\n'); return 2; }
  const seed = flags.seed === undefined ? 1 : Number(flags.seed);
  if (!Number.isInteger(seed)) { io.err('adjutant coalition: --seed must be a whole number\n'); return 2; }
  const at = actionTime(flags, io);
  if (!at) return 2;
  const round = cloneRound(input);
  round.battles = round.battles.map((b) => ({ ...b }));
  const out = imposeControlPenalty(round, {
    army: flags.army, player: flags.player, severity: Number(flags.severity), at,
    ...(typeof flags.die === 'string' ? { dieSides: Number(flags.die) } : {}), ...(typeof flags.reason === 'string' ? { reason: flags.reason } : {}),
  }, new SeededRandom(seed));
  return saveSanction(round, out, flags, io);
}

/** 004 1.3: any other sanction the battle judge imposes, kept on the record. */
function enterSanction(input: Round, flags: Record<string, string | true>, io: CliIO): number {
  if (typeof flags.player !== 'string' || typeof flags.reason !== 'string') { io.err('adjutant coalition sanction: --player and --reason are required\n'); return 2; }
  if (typeof flags.out !== 'string') { io.err('adjutant coalition: --out <round.json> is required\n'); return 2; }
  const at = actionTime(flags, io);
  if (!at) return 2;
  const losses: Record<string, number> = {};
  if (typeof flags.losses === 'string') {
    for (const part of flags.losses.split(';').map((p) => p.trim()).filter(Boolean)) {
      const m = /^(.+?)=(\d+)$/.exec(part);
      if (!m) { io.err(`adjutant coalition sanction: cannot read loss "${part}" (creature=number)\n`); return 2; }
      losses[m[1]!.trim()] = Number(m[2]);
    }
  }
  const round = cloneRound(input);
  const team = flags.team ? round.players.find((p) => p.name.toLowerCase() === String(flags.player).toLowerCase())?.team : undefined;
  if (flags.team && !team) { io.err(`adjutant coalition sanction: --team needs ${flags.player} to be a player of the round\n`); return 2; }
  const out = imposeSanction(round, {
    player: flags.player, reason: flags.reason, at, ...(team ? { team } : {}),
    ...(typeof flags.army === 'string' ? { army: flags.army } : {}), ...(Object.keys(losses).length ? { losses } : {}),
  });
  return saveSanction(round, out, flags, io);
}

/** resolve and map: the turn the thread orders, with the same --seed and --next-deadline (an exit code if they are unusable). */
function resolveFromFlags(round: Round, flags: Record<string, string | true>, io: CliIO): ReturnType<typeof resolveTurn> | number {
  let thread: string;
  try { thread = readFileSync(String(flags.thread), 'utf8'); } catch (e) { io.err(`adjutant coalition: cannot read ${flags.thread}: ${(e as Error).message}\n`); return 2; }
  const seed = flags.seed === undefined ? 1 : Number(flags.seed);
  if (!Number.isInteger(seed)) { io.err('adjutant coalition: --seed must be a whole number\n'); return 2; }
  let nextBattleDeadline: string | undefined;
  if (typeof flags['next-deadline'] === 'string') {
    if (Number.isNaN(Date.parse(flags['next-deadline']))) { io.err('adjutant coalition: --next-deadline must be an ISO time\n'); return 2; }
    nextBattleDeadline = new Date(Date.parse(flags['next-deadline'])).toISOString();
  }
  return resolveTurn(round, thread, { seed, nextBattleDeadline });
}

/**
 * Fonts for the map's text. resvg reads no fontconfig aliases, so the drawing's family list
 * (system-ui, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif) reaches a real face only
 * through its generic sans-serif: point that at a font present here, or say that text may be lost.
 */
const MAP_FONTS: { family: string; files: string[] }[] = [
  { family: 'DejaVu Sans', files: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'].map((f) => `/usr/share/fonts/truetype/dejavu/${f}`) },
  { family: 'Liberation Sans', files: ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf', 'LiberationSans-Italic.ttf'].map((f) => `/usr/share/fonts/truetype/liberation/${f}`) },
];
export function mapFont(): { family: string; files: string[] } | null {
  for (const font of MAP_FONTS) {
    const files = font.files.filter((f) => existsSync(f));
    if (files.length) return { family: font.family, files };
  }
  return null;
}

/** 004 1.2: the grid map as the app publishes it, as SVG and/or PNG (the SVG rasterised by resvg). */
function writeMap(round: Round, flags: Record<string, string | true>, io: CliIO): number {
  const png = flags.png, svgOut = flags.svg;
  if (typeof png !== 'string' && typeof svgOut !== 'string') { io.err('adjutant coalition map: --png <map.png> or --svg <map.svg> is required\n'); return 2; }
  const width = flags.width === undefined ? 900 : Number(flags.width);
  if (!Number.isInteger(width) || width < 200 || width > 8000) { io.err('adjutant coalition map: --width must be a whole number of pixels from 200 to 8000\n'); return 2; }
  let shown = round, moves: { army: string; path: readonly string[]; status: string }[] | undefined, subtitle = `Turn ${round.turn}`;
  if (typeof flags.thread === 'string') {
    const turn = resolveFromFlags(round, flags, io);
    if (typeof turn === 'number') return turn;
    shown = turn.next; moves = turn.report.movements; subtitle = `After turn ${turn.report.turn}`;
  }
  const title = typeof flags.title === 'string' ? flags.title : round.name;
  const drawing = gridSvg({ round: shown, title, subtitle, width, terrainOnly: Boolean(flags['terrain-only']), ...(moves ? { moves } : {}) });
  const written: string[] = [];
  if (typeof svgOut === 'string') {
    try { writeFileSync(svgOut, drawing.svg + '\n'); } catch (e) { io.err(`adjutant coalition: cannot write ${svgOut}: ${(e as Error).message}\n`); return 1; }
    written.push(svgOut);
  }
  if (typeof png === 'string') {
    const font = mapFont();
    if (!font) io.err('adjutant coalition map: warning: no DejaVu Sans or Liberation Sans font found; the map\'s text may be missing unless another sans-serif font is installed\n');
    let bytes: Buffer;
    try {
      // Loaded at run time (a native module the CLI bundle leaves outside); resvg needs no browser or canvas build.
      const { Resvg } = createRequire(import.meta.url)('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
      bytes = new Resvg(drawing.svg, {
        fitTo: { mode: 'original' },
        font: { loadSystemFonts: true, ...(font ? { fontFiles: font.files, defaultFontFamily: font.family, sansSerifFamily: font.family } : {}) },
      }).render().asPng();
    } catch (e) { io.err(`adjutant coalition map: cannot draw the PNG: ${(e as Error).message}\n`); return 1; }
    try { writeFileSync(png, bytes); } catch (e) { io.err(`adjutant coalition: cannot write ${png}: ${(e as Error).message}\n`); return 1; }
    written.push(png);
  }
  io.out(`map ${drawing.width}x${drawing.height} written to ${written.join(' and ')}\n`);
  return 0;
}
