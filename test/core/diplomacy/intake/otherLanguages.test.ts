// Wrong readings found by the other-languages trial, corpus mails 980-999 (issue 13): players
// writing in French, German, Spanish, Italian, Dutch and Portuguese, with their own words for the
// units, the order kinds and the provinces. Before the fixes every one of the 20 mails was read
// wrong, 18 of them silently (order lines set aside as chat). Each test fails if its reading
// comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text);
const mail = (from: string, subject: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 12:00:00 +0000\nSubject: ${subject}\n\n${body}`;

describe('000 D.III(1)a: the unit words of six languages', () => {
  it('000 D.III(1)a: French "Armée de Paris", "Flotte de Brest", "soutient l\'armée de Paris"', async () => {
    const r = await read(mail('marie@example.fr', 'Ordres', "Armée de Paris -> Bourgogne\nFlotte de Brest -> Manche\nArmée de Marseille soutient l'armée de Paris vers la Bourgogne\n"));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - ENG', 'A MAR S A PAR - BUR']);
  });

  it('000 D.III(1)a: German "Heer", "Armee" and "Flotte"', async () => {
    const r = await read(mail('karl@example.de', 'Befehle', 'Flotte Kiel nach Holland\nHeer Berlin nach Kiel\nArmee München hält\n'));
    expect(orders(r, 'Germany')).toEqual(['F KIE - HOL', 'A BER - KIE', 'A MUN H']);
  });

  it('000 D.III(1)a: Spanish "Flota de Ankara a Mar Negro", "Ejército de Esmirna se queda"', async () => {
    const r = await read(mail('mehmet@example.com.tr', 'Órdenes', 'Flota de Ankara a Mar Negro\nEjército de Constantinopla a Bulgaria\nEjército de Esmirna se queda\n'));
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL', 'A SMY H']);
  });

  it('000 D.III(1)a: Italian "Flotta di Napoli", "Esercito di Venezia resta fermo" (two hold words, one hold)', async () => {
    const r = await read(mail('gio@example.it', 'Ordini', 'Flotta di Napoli verso il Mar Ionio\nEsercito di Roma verso la Puglia\nEsercito di Venezia resta fermo\n'));
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A ROM - APU', 'A VEN H']);
  });

  it('000 D.III(1)a: Dutch "Vloot Londen naar Noordzee", "Leger Londen blijft staan"', async () => {
    const r = await read(mail('tom@example.co.uk', 'Bevelen', 'Vloot Edinburgh naar Noorse Zee\nVloot Londen naar Noordzee\nLeger Liverpool blijft staan\n'));
    expect(orders(r, 'England')).toEqual(['F EDI - NWG', 'F LON - NTH', 'A LVP H']);
  });

  it('000 D.III(1)a: Portuguese "Exército de Moscou para Ucrânia", "Frota de São Petersburgo (costa sul)"', async () => {
    const r = await read(mail('ivan@example.ru', 'Ordens', 'Exército de Moscou para Ucrânia\nExército de Varsóvia para Galícia\nFrota de São Petersburgo (costa sul) para Golfo de Bótnia\n'));
    expect(orders(r, 'Russia')).toEqual(['A MOS - UKR', 'A WAR - GAL', 'F STP/SC - BOT']);
  });

  it('000 D.III(1)a: "A Par - Bur" is still an army: the new words take nothing from "A" and "F"', async () => {
    const r = await read(mail('marie@example.fr', 'France S01', 'A Par - Bur\nF Bre - Mao\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - MAO']);
  });
});

describe('000 D.III(1)a: support, convoy and hold in Dutch, Italian and Portuguese', () => {
  it('000 D.VI: Dutch "konvooieert", "via konvooi", "steunt"', async () => {
    const r = await read(mail('tom@example.co.uk', 'Engeland najaar', 'Vloot Noordzee konvooieert Leger Yorkshire naar Noorwegen\nLeger Yorkshire naar Noorwegen via konvooi\nVloot Noorse Zee steunt Leger Yorkshire naar Noorwegen\nLeger Londen blijft staan\n'), { position: 'autumn' });
    expect(orders(r, 'England')).toEqual(['F NTH C A YOR - NWY', 'A YOR - NWY VIA CONVOY', 'F NWG S A YOR - NWY', 'A LON H']);
  });

  it('000 D.VI: Italian "Esercito Puglia a Tunisi via convoglio" (the "a" before a last name and "via convoglio" is "to")', async () => {
    const r = await read(mail('gio@example.it', 'Ordini', 'Flotta Ionio trasporta Esercito Puglia a Tunisi\nEsercito Puglia a Tunisi via convoglio\nFlotta Tirreno sostiene Flotta Ionio\n'), { position: 'autumn' });
    expect(orders(r, 'Italy')).toEqual(['F ION C A APU - TUN', 'A APU - TUN VIA CONVOY', 'F TYS S F ION']);
  });

  it('000 D.III(1)a: Portuguese "apoia" and "mantém posição"', async () => {
    const r = await read(mail('franz@example.at', 'Ordens', 'Frota da Albânia apoia Exército da Sérvia para Grécia\nExército da Sérvia para Grécia\nExército da Galícia mantém posição\n'), { position: 'autumn' });
    expect(orders(r, 'Austria')).toEqual(['F ALB S A SER - GRE', 'A SER - GRE', 'A GAL H']);
  });

  it('000 D.III(1)a: English "stays on place" and "Triest" (the German spelling)', async () => {
    const r = await read(mail('franz@example.at', 'Austria', 'Fleet Triest stays on place\n'));
    expect(orders(r, 'Austria')).toEqual(['F TRI H']);
  });

  it('000 D.III(1)a: French "Atlantique moyen" and "Espagne (côte nord)"; "côte sud" alone after the province', async () => {
    const r = await read(mail('marie@example.fr', 'Ordres', 'F Atlantique moyen -> Espagne (côte nord)\nA Gascogne soutient F Atlantique moyen vers Espagne\n'), { position: 'autumn' });
    expect(orders(r, 'France')).toEqual(['F MAO - SPA/NC', 'A GAS S F MAO - SPA']);
    const south = await read(mail('marie@example.fr', 'Ordres', 'F Atlantique moyen -> Espagne côte sud\n'), { position: 'autumn' });
    expect(orders(south, 'France')).toEqual(['F MAO - SPA/SC']);
  });
});

describe('000 D.V(3): retreats under a heading in the player\'s language', () => {
  it('000 D.V(3): "Rückzug: Heer Kiel nach München"', async () => {
    const r = await read(mail('karl@example.de', 'Rückzug', 'Rückzug: Heer Kiel nach München\n'), { position: 'retreat' });
    expect(orders(r, 'Germany')).toEqual(['A KIE R MUN']);
  });

  it('000 D.V(3): "Ritirata: Flotta Albania si ritira nell\'Adriatico" (a heading and the order\'s own retreat word)', async () => {
    const r = await read(mail('franz@example.at', 'Ritirata', "Ritirata: Flotta Albania si ritira nell'Adriatico\n"), { position: 'retreat' });
    expect(orders(r, 'Austria')).toEqual(['F ALB R ADR']);
  });

  it('000 D.V(3): "Recuo: Frota de Sebastopol recua para Romênia"', async () => {
    const r = await read(mail('ivan@example.ru', 'Recuo', 'Recuo: Frota de Sebastopol recua para Romênia\n'), { position: 'retreat' });
    expect(orders(r, 'Russia')).toEqual(['F SEV R RUM']);
  });

  it('000 D.V(3): "Retraite : la flotte de l\'Atlantique moyen se retire en Espagne (côte sud)."', async () => {
    const r = await read(mail('marie@example.fr', 'Retraite', "Retraite : la flotte de l'Atlantique moyen se retire en Espagne (côte sud).\n"), { position: 'retreat' });
    expect(orders(r, 'France')).toEqual(['F MAO R SPA/SC']);
  });
});

describe('000 D.V(4)a: builds and removals in French, Dutch and Spanish', () => {
  it('000 D.V(4)a: "Construction d\'une armée à Paris" (the elided "d\'" is no disband, the "à" no move)', async () => {
    const r = await read(mail('marie@example.fr', 'Ajustements', "Construction d'une armée à Paris\nConstruction d'une flotte à Brest\n"), { position: 'winter' });
    expect(orders(r, 'France')).toEqual(['BUILD A PAR', 'BUILD F BRE']);
  });

  it('000 D.V(4)a: Dutch "Bouw: vloot in Kiel"', async () => {
    const r = await read(mail('karl@example.de', 'Winter', 'Bouw: vloot in Kiel\nBouw: leger in München\n'), { position: 'winter' });
    expect(orders(r, 'Germany')).toEqual(['BUILD F KIE', 'BUILD A MUN']);
  });

  it('000 D.V(4)a: Spanish "Disuelvo el ejército de Galitzia" is a removal', async () => {
    const r = await read(mail('franz@example.at', 'Invierno', 'Disuelvo el ejército de Galitzia\n'), { position: 'winter' });
    expect(orders(r, 'Austria')).toEqual(['REMOVE A GAL']);
  });
});

describe('000 D.II(3): the power, the quote header and the sign-off in Dutch and Portuguese', () => {
  it('000 D.II(3): "Bevelen Engeland", "Ordens Rússia": the power named in the subject in Dutch or Portuguese', async () => {
    const nl = await read(mail('jan@example.nl', 'Bevelen Engeland voorjaar 1901', 'F Lon - Nth\n'), { game: null });
    expect(nl.messages[0]!.power).toBe('England');
    expect(nl.messages[0]!.powerSource).toBe('subject');
    const pt = await read(mail('joao@example.pt', 'Ordens Rússia primavera 1901', 'A Mos - Ukr\n'), { game: null });
    expect(pt.messages[0]!.power).toBe('Russia');
    expect(pt.messages[0]!.powerSource).toBe('subject');
  });

  it('the Dutch "Op … schreef …:" and Portuguese "Em … escreveu:" quote headers hide the quote under them', async () => {
    const nl = await read(mail('tom@example.co.uk', 'Bevelen', 'F Lon - Nth\n\nOp zo 2 mrt 2025 om 18:45 schreef Tom Bell <tom@example.co.uk>:\nF Lon - Eng\n'));
    expect(verdictOf(nl, 'Op zo 2 mrt 2025 om 18:45 schreef Tom Bell <tom@example.co.uk>:')?.reason).toBe('reply header');
    expect(orders(nl, 'England')).toEqual(['F LON - NTH']);
    const pt = await read(mail('ivan@example.ru', 'Ordens', 'A Mos - Ukr\n\nEm dom., 2 de mar. de 2025 às 18:45, Ivan <ivan@example.ru> escreveu:\nA Mos - Sev\n'));
    expect(verdictOf(pt, 'Em dom., 2 de mar. de 2025 às 18:45, Ivan <ivan@example.ru> escreveu:')?.reason).toBe('reply header');
    expect(orders(pt, 'Russia')).toEqual(['A MOS - UKR']);
  });

  it('"Met vriendelijke groet," and "Atenciosamente," are sign-offs: the name under them is the signature', async () => {
    const r = await read(mail('tom@example.co.uk', 'Bevelen', 'F Lon - Nth\n\nMet vriendelijke groet,\nJan de Vries\n'));
    expect(verdictOf(r, 'Met vriendelijke groet,')?.reason).toBe('signature');
    expect(verdictOf(r, 'Jan de Vries')?.reason).toBe('signature');
    const pt = await read(mail('ivan@example.ru', 'Ordens', 'A Mos - Ukr\n\nAtenciosamente,\nJoão\n'));
    expect(verdictOf(pt, 'Atenciosamente,')?.reason).toBe('signature');
  });
});
