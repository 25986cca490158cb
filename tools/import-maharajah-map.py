#!/usr/bin/env python3
"""One-off importer: turns ../shared/reference/maps/maharajah/maharajah-data.json (facts from godip
PR #173 and vDiplomacy, which agree exactly; see assets/variants/maharajah/ATTRIBUTION.md) into
Adjutant's variant format, keyed by the official abbreviations of 001 B.IV(2) in lower case
(careful: `ben` is Benares, `bgl` is Bengal)."""
import json, sys
src = json.load(open(sys.argv[1]))
P = src['provinces']
key = lambda abbr: abbr.lower()
# Seven colours a colour-blind GM or player can tell apart too (UX.md): they differ in lightness as
# well as along the blue-yellow axis, the one deuteranopes and protanopes keep. Okabe-Ito's green
# and pink both turn grey under deuteranopia, so they were replaced; test/core/diplomacy/
# powerColours.test.ts checks every pair stays >= 20 CIELAB dE apart in normal, deuteranope and
# protanope vision (Machado 2009 simulation), and that a province shaded in a power's colour never
# looks like the sea or like unowned land (why Persia is a deep blue, not sky blue
# or violet, which a deuteranope sees as the sea).
colours = {'Bahmana': '#EEA140', 'Delhi': '#802606', 'Gondwana': '#006755', 'Mughalistan': '#224798',
           'Persia': '#3960ED', 'Rajputana': '#FF5DA9', 'Vijayanagar': '#FFF507'}
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
