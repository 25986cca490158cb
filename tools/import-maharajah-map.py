#!/usr/bin/env python3
"""One-off importer: turns ../shared/reference/maps/maharajah/maharajah-data.json (facts from godip
PR #173 and vDiplomacy, which agree exactly; see assets/variants/maharajah/ATTRIBUTION.md) into
Adjutant's variant format, keyed by the official abbreviations of 001 B.IV(2) in lower case
(careful: `ben` is Benares, `bgl` is Bengal)."""
import json, sys
src = json.load(open(sys.argv[1]))
P = src['provinces']
key = lambda abbr: abbr.lower()
# Okabe-Ito colours: seven hues that stay distinct for colour-blind players (UX.md).
colours = {'Bahmana': '#E69F00', 'Delhi': '#D55E00', 'Gondwana': '#009E73', 'Mughalistan': '#0072B2',
           'Persia': '#56B4E9', 'Rajputana': '#CC79A7', 'Vijayanagar': '#F0E442'}
adjectives = {'Bahmana': 'Bahmanid', 'Delhi': 'Delhi', 'Gondwana': 'Gond', 'Mughalistan': 'Mughal',
              'Persia': 'Persian', 'Rajputana': 'Rajput', 'Vijayanagar': 'Vijayanagar'}
powers = [{'name': n, 'adjective': adjectives[n], 'colour': colours[n], 'homeCentres': sorted(key(h) for h in homes)}
          for n, homes in sorted(src['powers'].items())]
provinces, army, fleet, start = [], {}, {}, []
for abbr, p in sorted(P.items(), key=lambda kv: key(kv[0])):
    entry = {'id': key(abbr), 'name': p['name'], 'kind': {'sea': 'sea', 'coast': 'coast', 'land': 'land'}[p['type']],
             'coasts': [], 'supplyCentre': bool(p['supplyCenter']), 'abbreviation': abbr}
    if p.get('river'):
        entry['river'] = p['river']
    provinces.append(entry)
    if p['type'] != 'sea':
        army[key(abbr)] = sorted(key(a) for a in p['armyAdjacent'])
    if p['type'] != 'land':
        fleet[key(abbr)] = sorted(key(a) for a in p['fleetAdjacent'])
    if p.get('startUnit'):
        start.append({'type': p['startUnit']['type'][0], 'power': p['startUnit']['power'], 'location': key(abbr)})
out = {
    'id': 'maharajah', 'name': "Maharajah's Diplomacy", 'startYear': src['startYear'],
    'victoryCentres': src['victory_tournament'],
    'phaseNames': {'spring': 'Spring', 'fall': 'Fall', 'adjustment': 'Monsoon'},
    'powers': powers, 'provinces': provinces,
    'adjacency': {'army': army, 'fleet': fleet},
    'startUnits': start,
    'rivers': [{'name': n, 'provinces': sorted(key(x) for x in ps)} for n, ps in sorted(src['rivers'].items())],
}
json.dump(out, open(sys.argv[2], 'w'), indent=1)
print(len(provinces), 'provinces', sum(p['supplyCentre'] for p in provinces), 'centres', len(start), 'units')
