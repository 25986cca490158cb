// Votes on changing a tournament's house rules (000 D.IX(5), 001 B.X(3)): the GM and every player
// remaining in the game must say Yes. The two tournaments differ on abstention:
//   wm2004 (000 D.IX(5)): an abstention or an uncast vote counts as No;
//   maharajiad (001 B.X(3)): players who specifically told the GM they abstain are left out; an
//     uncast vote (other than such an abstention) counts as No.
// In both, a vote too vague to show its intent is treated as uncast (000 D.IX(1)c, 001 B.X(1)b),
// players may revise their votes, the latest counting (000 D.IX(2)a, 001 B.X(2)a), and the result
// is published without any individual vote or the totals (000 D.IX(2)c, 001 B.X(2)c).

export type HouseRuleVoteProfile = 'wm2004' | 'maharajiad';
export type HouseRuleBallot = 'yes' | 'no' | 'abstain' | 'unclear';

/** Read a vote as written: "Yes", "I vote no", "abstain"; anything else, or both, is unclear. */
export function readHouseRuleBallot(text: string): HouseRuleBallot {
  const t = text.toLowerCase();
  const yes = /\b(yes|aye|in favou?r|accept)\b/.test(t);
  const no = /\b(no|nay|against|reject)\b/.test(t);
  const abstain = /\babstain/.test(t);
  if ([yes, no, abstain].filter(Boolean).length !== 1) return 'unclear';
  return yes ? 'yes' : no ? 'no' : 'abstain';
}

export interface HouseRuleVoteResult {
  passed: boolean;
  /** Who had to say Yes (the GM and remaining players, less declared abstainers under 001). */
  required: string[];
  /** For the GM's eyes only: why it failed (which voters' votes counted as No). Never published. */
  failedBecause: Array<{ voter: string; counted: 'no'; ballot: 'no' | 'abstain' | 'uncast' }>;
  clause: '000 D.IX(5)' | '001 B.X(3)';
}

export class HouseRuleChangeVote {
  readonly profile: HouseRuleVoteProfile;
  readonly gm: string;
  readonly players: string[];
  #ballots = new Map<string, { ballot: HouseRuleBallot; at: string }>();
  #abstainers = new Set<string>();

  constructor(options: { profile: HouseRuleVoteProfile; gm: string; remainingPlayers: string[] }) {
    this.profile = options.profile;
    this.gm = options.gm;
    this.players = [...options.remainingPlayers];
  }

  #check(voter: string): void {
    if (voter !== this.gm && !this.players.includes(voter)) throw new Error(`${voter} is neither the GM nor a remaining player`);
  }

  /** A vote (or revised vote: the latest counts). Vague text becomes 'unclear' = uncast. */
  cast(voter: string, vote: HouseRuleBallot | string, at: string): HouseRuleBallot {
    this.#check(voter);
    // The four ballot words read as themselves, so every vote goes through the one reader.
    const ballot = readHouseRuleBallot(vote);
    this.#ballots.set(voter, { ballot, at });
    return ballot;
  }

  /** 001 B.X(3): a player who specifically advises the GM that he abstains is left out of the count. */
  declareAbstention(player: string): void {
    this.#check(player);
    if (player === this.gm) throw new Error('the GM must agree to any house-rule change; he cannot abstain');
    this.#abstainers.add(player);
  }

  result(): HouseRuleVoteResult {
    const excused = this.profile === 'maharajiad' ? this.#abstainers : new Set<string>();
    const required = [this.gm, ...this.players.filter((p) => !excused.has(p))];
    const failedBecause: HouseRuleVoteResult['failedBecause'] = [];
    for (const voter of required) {
      const b = this.#ballots.get(voter)?.ballot;
      // Under 001 an "abstain" ballot is a declaration of abstention made to the GM.
      if (b === 'abstain' && this.profile === 'maharajiad' && voter !== this.gm) continue;
      if (b !== 'yes') failedBecause.push({ voter, counted: 'no', ballot: b === undefined || b === 'unclear' ? 'uncast' : b });
    }
    return { passed: failedBecause.length === 0, required, failedBecause, clause: this.profile === 'wm2004' ? '000 D.IX(5)' : '001 B.X(3)' };
  }
}
