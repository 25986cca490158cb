#!/usr/bin/env python3
"""One-off importer: turns ../shared/reference/maps/standard/standard-data.json (facts gathered
from DPjudge, godip, jDip, MILA and webDiplomacy; see assets/variants/standard/ATTRIBUTION.md)
into Adjutant's variant format. Kept so the asset can be regenerated and audited."""
import json, sys
src = json.load(open(sys.argv[1]))
loc = src['locations']
powers = []
colours = {'Austria': '#c8102e', 'England': '#1f3a93', 'France': '#5dade2', 'Germany': '#4d4d4d',
           'Italy': '#2e8b57', 'Russia': '#8e6fbf', 'Turkey': '#f1c40f'}
adjectives = {'Austria': 'Austrian', 'England': 'English', 'France': 'French', 'Germany': 'German',
              'Italy': 'Italian', 'Russia': 'Russian', 'Turkey': 'Turkish'}
for name, homes in sorted(src['homes'].items()):
    powers.append({'name': name, 'adjective': adjectives[name], 'colour': colours[name], 'homeCentres': sorted(homes)})
provinces = []
army, fleet = {}, {}
for lid, l in sorted(loc.items()):
    if '/' in lid:
        fleet[lid] = sorted(l['fleetAdjacent'])
        continue
    kind = {'sea': 'sea', 'coast': 'coast', 'land': 'land', 'inland': 'land'}[l['type']]
    provinces.append({'id': lid, 'name': l['name'], 'kind': kind, 'coasts': l['coasts'],
                      'supplyCentre': l['supplyCenter']})
    if kind != 'sea':
        army[lid] = sorted(l['armyAdjacent'])
    if kind != 'land' and not l['coasts']:
        fleet[lid] = sorted(l['fleetAdjacent'])
start = []
for lid, u in sorted(src['startUnits'].items()):
    l = loc[lid]
    where = lid
    if l.get('coasts'):
        # the only start unit on a split-coast province is F stp/sc
        where = lid + '/sc'
    start.append({'type': u['type'], 'power': u['power'], 'location': where})
out = {
    'id': 'standard', 'name': 'Standard Diplomacy', 'startYear': src['startYear'],
    'victoryCentres': src['victory'],
    'phaseNames': {'spring': 'Spring', 'fall': 'Fall', 'adjustment': 'Winter'},
    'powers': powers, 'provinces': provinces,
    'adjacency': {'army': army, 'fleet': fleet},
    'startUnits': start, 'rivers': [],
}
json.dump(out, open(sys.argv[2], 'w'), indent=1)
print(len(provinces), 'provinces', sum(p['supplyCentre'] for p in provinces), 'centres', len(start), 'units')
