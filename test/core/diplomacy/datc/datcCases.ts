// The 164 test cases of DATC v3.0 chapter 6 (6.A.1 … 6.J.11): number, title and the orders
// exactly as the DATC prints them. Chapter 6 of the DATC may be copied freely; the cases are by
// Lucas B. Kruijswijk, "The Diplomacy Adjudicator Test Cases", version 3.0.
// Generated once from the DATC text and checked by hand; the expected outcomes are NOT here but in
// datcExpectations.ts, so the copied text stays untouched. Titles are the DATC's, in sentence case;
// power headers always carry their colon (6.C.8 prints `Austria` without one).

export interface DatcCaseText {
  id: string;
  title: string;
  /** Orders of the movement (or adjustment) phase, as printed. Empty for 6.J.3–6.J.11 (no orders). */
  orders: string;
  /** The retreat orders printed after the movement orders (6.H cases). */
  retreatOrders?: string;
}

export const datcCases: DatcCaseText[] = [
  {
    id: '6.A.1', title: "Moving to an area that is not a neighbour",
    orders: `
England:
F North Sea - Picardy
`,
  },
  {
    id: '6.A.2', title: "Move army to sea",
    orders: `
England:
A Liverpool - Irish Sea
`,
  },
  {
    id: '6.A.3', title: "Move fleet to land",
    orders: `
Germany:
F Kiel - Munich
`,
  },
  {
    id: '6.A.4', title: "Move to own sector",
    orders: `
Germany:
F Kiel - Kiel
`,
  },
  {
    id: '6.A.5', title: "Move to own sector with convoy",
    orders: `
England:
F North Sea Convoys A Yorkshire - Yorkshire
A Yorkshire - Yorkshire
A Liverpool Supports A Yorkshire - Yorkshire

Germany:
F London - Yorkshire
A Wales Supports F London - Yorkshire
`,
  },
  {
    id: '6.A.6', title: "Ordering a unit of another country",
    orders: `
Germany:
F London - North Sea
`,
  },
  {
    id: '6.A.7', title: "Only armies can be convoyed",
    orders: `
England:
F London - Belgium
F North Sea Convoys A London - Belgium
`,
  },
  {
    id: '6.A.8', title: "Support to hold yourself is not possible",
    orders: `
Italy:
A Venice - Trieste
A Tyrolia Supports A Venice - Trieste

Austria:
F Trieste Supports F Trieste
`,
  },
  {
    id: '6.A.9', title: "Fleets must follow coast if not on sea",
    orders: `
Italy:
F Rome - Venice
`,
  },
  {
    id: '6.A.10', title: "Support on unreachable destination not possible",
    orders: `
Austria:
A Venice Hold

Italy:
F Rome Supports A Apulia - Venice
A Apulia - Venice
`,
  },
  {
    id: '6.A.11', title: "Simple bounce",
    orders: `
Austria:
A Vienna - Tyrolia

Italy:
A Venice - Tyrolia
`,
  },
  {
    id: '6.A.12', title: "Bounce of three units",
    orders: `
Austria:
A Vienna - Tyrolia

Germany:
A Munich - Tyrolia

Italy:
A Venice - Tyrolia
`,
  },
  {
    id: '6.B.1', title: "Moving with unspecified coast when coast is necessary",
    orders: `
France:
F Portugal - Spain
`,
  },
  {
    id: '6.B.2', title: "Moving with unspecified coast when coast is not necessary",
    orders: `
France:
F Gascony - Spain
`,
  },
  {
    id: '6.B.3', title: "Moving with wrong coast when coast is not necessary",
    orders: `
France:
F Gascony - Spain(sc)
`,
  },
  {
    id: '6.B.4', title: "Support to unreachable coast allowed",
    orders: `
France:
F Gascony - Spain(nc)
F Marseilles Supports F Gascony - Spain(nc)

Italy:
F Western Mediterranean - Spain(sc)
`,
  },
  {
    id: '6.B.5', title: "Support from unreachable coast not allowed",
    orders: `
France:
F Marseilles - Gulf of Lyon
F Spain(nc) Supports F Marseilles - Gulf of Lyon

Italy:
F Gulf of Lyon Hold
`,
  },
  {
    id: '6.B.6', title: "Support can be cut with other coast",
    orders: `
England:
F Irish Sea Supports F North Atlantic Ocean - Mid-Atlantic Ocean
F North Atlantic Ocean - Mid-Atlantic Ocean

France:
F Spain(nc) Supports F Mid-Atlantic Ocean
F Mid-Atlantic Ocean Hold

Italy:
F Gulf of Lyon - Spain(sc)
`,
  },
  {
    id: '6.B.7', title: "Supporting own unit with unspecified coast",
    orders: `
France:
F Portugal Supports F Mid-Atlantic Ocean - Spain
F Mid-Atlantic Ocean - Spain(nc)

Italy:
F Gulf of Lyon Supports F Western Mediterranean - Spain(sc)
F Western Mediterranean - Spain(sc)
`,
  },
  {
    id: '6.B.8', title: "Supporting with unspecified coast when only one coast is possible",
    orders: `
France:
F Portugal Supports F Gascony - Spain
F Gascony - Spain(nc)

Italy:
F Gulf of Lyon Supports F Western Mediterranean - Spain(sc)
F Western Mediterranean - Spain(sc)
`,
  },
  {
    id: '6.B.9', title: "Supporting with wrong coast",
    orders: `
France:
F Portugal Supports F Mid-Atlantic Ocean - Spain(nc)
F Mid-Atlantic Ocean - Spain(sc)

Italy:
F Gulf of Lyon Supports F Western Mediterranean - Spain(sc)
F Western Mediterranean - Spain(sc)
`,
  },
  {
    id: '6.B.10', title: "Unit ordered with wrong coast",
    orders: `
France:
F Spain(nc) - Gulf of Lyon
`,
  },
  {
    id: '6.B.11', title: "Coast cannot be ordered to change",
    orders: `
France:
F Spain(sc) - Gulf of Lyon
`,
  },
  {
    id: '6.B.12', title: "Army movement with coastal specification",
    orders: `
France:
A Gascony - Spain(nc)
`,
  },
  {
    id: '6.B.13', title: "Coastal crawl not allowed",
    orders: `
Turkey:
F Bulgaria(sc) - Constantinople
F Constantinople - Bulgaria(ec)
`,
  },
  {
    id: '6.B.14', title: "Building with unspecified coast",
    orders: `
Russia:
Build F St Petersburg
`,
  },
  {
    id: '6.B.15', title: "Supporting foreign unit with unspecified coast",
    orders: `
France:
F Portugal Supports F Mid-Atlantic Ocean - Spain

England:
F Mid-Atlantic Ocean - Spain(nc)

Italy:
F Gulf of Lyon Supports F Western Mediterranean - Spain(sc)
F Western Mediterranean - Spain(sc)
`,
  },
  {
    id: '6.C.1', title: "Three army circular movement",
    orders: `
Turkey:
F Ankara - Constantinople
A Constantinople - Smyrna
A Smyrna - Ankara
`,
  },
  {
    id: '6.C.2', title: "Three army circular movement with support",
    orders: `
Turkey:
F Ankara - Constantinople
A Constantinople - Smyrna
A Smyrna - Ankara
A Bulgaria Supports F Ankara - Constantinople
`,
  },
  {
    id: '6.C.3', title: "A disrupted three army circular movement",
    orders: `
Turkey:
F Ankara - Constantinople
A Constantinople - Smyrna
A Smyrna - Ankara
A Bulgaria - Constantinople
`,
  },
  {
    id: '6.C.4', title: "A circular movement with attacked convoy",
    orders: `
Austria:
A Trieste - Serbia
A Serbia - Bulgaria

Turkey:
A Bulgaria - Trieste
F Aegean Sea Convoys A Bulgaria - Trieste
F Ionian Sea Convoys A Bulgaria - Trieste
F Adriatic Sea Convoys A Bulgaria - Trieste

Italy:
F Naples - Ionian Sea
`,
  },
  {
    id: '6.C.5', title: "A disrupted circular movement due to dislodged convoy",
    orders: `
Austria:
A Trieste - Serbia
A Serbia - Bulgaria

Turkey:
A Bulgaria - Trieste
F Aegean Sea Convoys A Bulgaria - Trieste
F Ionian Sea Convoys A Bulgaria - Trieste
F Adriatic Sea Convoys A Bulgaria - Trieste

Italy:
F Naples - Ionian Sea
F Tunis Supports F Naples - Ionian Sea
`,
  },
  {
    id: '6.C.6', title: "Two armies with two convoys",
    orders: `
England:
F North Sea Convoys A London - Belgium
A London - Belgium

France:
F English Channel Convoys A Belgium - London
A Belgium - London
`,
  },
  {
    id: '6.C.7', title: "Disrupted unit swap",
    orders: `
England:
F North Sea Convoys A London - Belgium
A London - Belgium

France:
F English Channel Convoys A Belgium - London
A Belgium - London
A Burgundy - Belgium
`,
  },
  {
    id: '6.C.8', title: "No self dislodgement in disrupted circular movement",
    orders: `
Turkey:
F Constantinople - Black Sea
A Bulgaria - Constantinople
A Smyrna Supports A Bulgaria - Constantinople

Russia:
F Black Sea - Bulgaria(ec)

Austria:
A Serbia - Bulgaria
`,
  },
  {
    id: '6.C.9', title: "No help in dislodgement of own unit in disrupted circular movement",
    orders: `
Turkey:
F Constantinople - Black Sea
A Smyrna Supports A Bulgaria - Constantinople

Russia:
F Black Sea - Bulgaria(ec)

Austria:
A Serbia - Bulgaria
A Bulgaria - Constantinople
`,
  },
  {
    id: '6.D.1', title: "Supported hold can prevent dislodgement",
    orders: `
Austria:
F Adriatic Sea Supports A Trieste - Venice
A Trieste - Venice

Italy:
A Venice Hold
A Tyrolia Supports A Venice
`,
  },
  {
    id: '6.D.2', title: "A move cuts support on hold",
    orders: `
Austria:
F Adriatic Sea Supports A Trieste - Venice
A Trieste - Venice
A Vienna - Tyrolia

Italy:
A Venice Hold
A Tyrolia Supports A Venice
`,
  },
  {
    id: '6.D.3', title: "A move cuts support on move",
    orders: `
Austria:
F Adriatic Sea Supports A Trieste - Venice
A Trieste - Venice

Italy:
A Venice Hold
F Ionian Sea - Adriatic Sea
`,
  },
  {
    id: '6.D.4', title: "Support to hold on unit supporting a hold allowed",
    orders: `
Germany:
A Berlin Supports F Kiel
F Kiel Supports A Berlin

Russia:
F Baltic Sea Supports A Prussia - Berlin
A Prussia - Berlin
`,
  },
  {
    id: '6.D.5', title: "Support to hold on unit supporting a move allowed",
    orders: `
Germany:
A Berlin Supports A Munich - Silesia
F Kiel Supports A Berlin
A Munich - Silesia

Russia:
F Baltic Sea Supports A Prussia - Berlin
A Prussia - Berlin
`,
  },
  {
    id: '6.D.6', title: "Support to hold on convoying unit allowed",
    orders: `
Germany:
A Berlin - Sweden
F Baltic Sea Convoys A Berlin - Sweden
F Prussia Supports F Baltic Sea

Russia:
F Livonia - Baltic Sea
F Gulf of Bothnia Supports F Livonia - Baltic Sea
`,
  },
  {
    id: '6.D.7', title: "Support to hold on moving unit not allowed",
    orders: `
Germany:
F Baltic Sea - Sweden
F Prussia Supports F Baltic Sea

Russia:
F Livonia - Baltic Sea
F Gulf of Bothnia Supports F Livonia - Baltic Sea
A Finland - Sweden
`,
  },
  {
    id: '6.D.8', title: "Failed convoy cannot receive hold support",
    orders: `
Austria:
F Ionian Sea Hold
A Serbia Supports A Albania - Greece
A Albania - Greece

Turkey:
A Greece - Naples
A Bulgaria Supports A Greece
`,
  },
  {
    id: '6.D.9', title: "Support to move on holding unit not allowed",
    orders: `
Italy:
A Venice - Trieste
A Tyrolia Supports A Venice - Trieste

Austria:
A Albania Supports A Trieste - Serbia
A Trieste Hold
`,
  },
  {
    id: '6.D.10', title: "Self dislodgment prohibited",
    orders: `
Germany:
A Berlin Hold
F Kiel - Berlin
A Munich Supports F Kiel - Berlin
`,
  },
  {
    id: '6.D.11', title: "No self dislodgment of returning unit",
    orders: `
Germany:
A Berlin - Prussia
F Kiel - Berlin
A Munich Supports F Kiel - Berlin

Russia:
A Warsaw - Prussia
`,
  },
  {
    id: '6.D.12', title: "Supporting a foreign unit to dislodge own unit prohibited",
    orders: `
Austria:
F Trieste Hold
A Vienna Supports A Venice - Trieste

Italy:
A Venice - Trieste
`,
  },
  {
    id: '6.D.13', title: "Supporting a foreign unit to dislodge a returning own unit prohibited",
    orders: `
Austria:
F Trieste - Adriatic Sea
A Vienna Supports A Venice - Trieste

Italy:
A Venice - Trieste
F Apulia - Adriatic Sea
`,
  },
  {
    id: '6.D.14', title: "Supporting a foreign unit is not enough to prevent dislodgement",
    orders: `
Austria:
F Trieste Hold
A Vienna Supports A Venice - Trieste

Italy:
A Venice - Trieste
A Tyrolia Supports A Venice - Trieste
F Adriatic Sea Supports A Venice - Trieste
`,
  },
  {
    id: '6.D.15', title: "Defender cannot cut support for attack on itself",
    orders: `
Russia:
F Constantinople Supports F Black Sea - Ankara
F Black Sea - Ankara

Turkey:
F Ankara - Constantinople
`,
  },
  {
    id: '6.D.16', title: "Convoying a unit dislodging a unit of same power is allowed",
    orders: `
England:
A London Hold
F North Sea Convoys A Belgium - London

France:
F English Channel Supports A Belgium - London
A Belgium - London
`,
  },
  {
    id: '6.D.17', title: "Dislodgement cuts supports",
    orders: `
Russia:
F Constantinople Supports F Black Sea - Ankara
F Black Sea - Ankara

Turkey:
F Ankara - Constantinople
A Smyrna Supports F Ankara - Constantinople
A Armenia - Ankara
`,
  },
  {
    id: '6.D.18', title: "A surviving unit will sustain support",
    orders: `
Russia:
F Constantinople Supports F Black Sea - Ankara
F Black Sea - Ankara
A Bulgaria Supports F Constantinople

Turkey:
F Ankara - Constantinople
A Smyrna Supports F Ankara - Constantinople
A Armenia - Ankara
`,
  },
  {
    id: '6.D.19', title: "Even when surviving is in alternative way",
    orders: `
Russia:
F Constantinople Supports F Black Sea - Ankara
F Black Sea - Ankara
A Smyrna Supports F Ankara - Constantinople

Turkey:
F Ankara - Constantinople
`,
  },
  {
    id: '6.D.20', title: "Unit cannot cut support of its own country",
    orders: `
England:
F London Supports F North Sea - English Channel
F North Sea - English Channel
A Yorkshire - London

France:
F English Channel Hold
`,
  },
  {
    id: '6.D.21', title: "Dislodging does not cancel a support cut",
    orders: `
Austria:
F Trieste Hold

Italy:
A Venice - Trieste
A Tyrolia Supports A Venice - Trieste

Germany:
A Munich - Tyrolia

Russia:
A Silesia - Munich
A Berlin Supports A Silesia - Munich
`,
  },
  {
    id: '6.D.22', title: "Impossible fleet move cannot be supported",
    orders: `
Germany:
F Kiel - Munich
A Burgundy Supports F Kiel - Munich

Russia:
A Munich - Kiel
A Berlin Supports A Munich - Kiel
`,
  },
  {
    id: '6.D.23', title: "Impossible coast move cannot be supported",
    orders: `
Italy:
F Gulf of Lyon - Spain(sc)
F Western Mediterranean Supports F Gulf of Lyon - Spain(sc)

France:
F Spain(nc) - Gulf of Lyon
F Marseilles Supports F Spain(nc) - Gulf of Lyon
`,
  },
  {
    id: '6.D.24', title: "Impossible army move cannot be supported",
    orders: `
France:
A Marseilles - Gulf of Lyon
F Spain(sc) Supports A Marseilles - Gulf of Lyon

Italy:
F Gulf of Lyon Hold

Turkey:
F Tyrrhenian Sea Supports F Western Mediterranean - Gulf of Lyon
F Western Mediterranean - Gulf of Lyon
`,
  },
  {
    id: '6.D.25', title: "Failing hold support can be supported",
    orders: `
Germany:
A Berlin Supports A Prussia
F Kiel Supports A Berlin

Russia:
F Baltic Sea Supports A Prussia - Berlin
A Prussia - Berlin
`,
  },
  {
    id: '6.D.26', title: "Failing move support can be supported",
    orders: `
Germany:
A Berlin Supports A Prussia - Silesia
F Kiel Supports A Berlin

Russia:
F Baltic Sea Supports A Prussia - Berlin
A Prussia - Berlin
`,
  },
  {
    id: '6.D.27', title: "Failing convoy can be supported",
    orders: `
England:
F Sweden - Baltic Sea
F Denmark Supports F Sweden - Baltic Sea

Germany:
A Berlin Hold

Russia:
F Baltic Sea Convoys A Berlin - Livonia
F Prussia Supports F Baltic Sea
`,
  },
  {
    id: '6.D.28', title: "Impossible move and support",
    orders: `
Austria:
A Budapest Supports F Rumania

Russia:
F Rumania - Holland

Turkey:
F Black Sea - Rumania
A Bulgaria Supports F Black Sea - Rumania
`,
  },
  {
    id: '6.D.29', title: "Move to impossible coast and support",
    orders: `
Austria:
A Budapest Supports F Rumania

Russia:
F Rumania - Bulgaria(sc)

Turkey:
F Black Sea - Rumania
A Bulgaria Supports F Black Sea - Rumania
`,
  },
  {
    id: '6.D.30', title: "Move without coast and support",
    orders: `
Italy:
F Aegean Sea Supports F Constantinople

Russia:
F Constantinople - Bulgaria

Turkey:
F Black Sea - Constantinople
A Bulgaria Supports F Black Sea - Constantinople
`,
  },
  {
    id: '6.D.31', title: "A tricky impossible support",
    orders: `
Austria:
A Rumania - Armenia

Turkey:
F Black Sea Supports A Rumania - Armenia
`,
  },
  {
    id: '6.D.32', title: "A missing fleet",
    orders: `
England:
F Edinburgh Supports A Liverpool - Yorkshire
A Liverpool - Yorkshire

France:
F London Supports A Yorkshire

Germany:
A Yorkshire - Holland
`,
  },
  {
    id: '6.D.33', title: "Unwanted support allowed",
    orders: `
Austria:
A Serbia - Budapest
A Vienna - Budapest

Russia:
A Galicia Supports A Serbia - Budapest

Turkey:
A Bulgaria - Serbia
`,
  },
  {
    id: '6.D.34', title: "Support targeting own area not allowed",
    orders: `
Germany:
A Berlin - Prussia
A Silesia Supports A Berlin - Prussia
F Baltic Sea Supports A Berlin - Prussia

Italy:
A Prussia Supports Livonia - Prussia

Russia:
A Warsaw Supports A Livonia - Prussia
A Livonia - Prussia
`,
  },
  {
    id: '6.E.1', title: "Dislodged unit has no effect on attacker's area",
    orders: `
Germany:
A Berlin - Prussia
F Kiel - Berlin
A Silesia Supports A Berlin - Prussia

Russia:
A Prussia - Berlin
`,
  },
  {
    id: '6.E.2', title: "No self dislodgement in head-to-head battle",
    orders: `
Germany:
A Berlin - Kiel
F Kiel - Berlin
A Munich Supports A Berlin - Kiel
`,
  },
  {
    id: '6.E.3', title: "No help in dislodging own unit",
    orders: `
Germany:
A Berlin - Kiel
A Munich Supports F Kiel - Berlin

England:
F Kiel - Berlin
`,
  },
  {
    id: '6.E.4', title: "Non-dislodged loser still has effect",
    orders: `
Germany:
F Holland - North Sea
F Helgoland Bight Supports F Holland - North Sea
F Skagerrak Supports F Holland - North Sea

France:
F North Sea - Holland
F Belgium Supports F North Sea - Holland

England:
F Edinburgh Supports F Norwegian Sea - North Sea
F Yorkshire Supports F Norwegian Sea - North Sea
F Norwegian Sea - North Sea

Austria:
A Kiel Supports A Ruhr - Holland
A Ruhr - Holland
`,
  },
  {
    id: '6.E.5', title: "Loser dislodged by another army still has effect",
    orders: `
Germany:
F Holland - North Sea
F Helgoland Bight Supports F Holland - North Sea
F Skagerrak Supports F Holland - North Sea

France:
F North Sea - Holland
F Belgium Supports F North Sea - Holland

England:
F Edinburgh Supports F Norwegian Sea - North Sea
F Yorkshire Supports F Norwegian Sea - North Sea
F Norwegian Sea - North Sea
F London Supports F Norwegian Sea - North Sea

Austria:
A Kiel Supports A Ruhr - Holland
A Ruhr - Holland
`,
  },
  {
    id: '6.E.6', title: "Not dislodge because of own support still has effect",
    orders: `
Germany:
F Holland - North Sea
F Helgoland Bight Supports F Holland - North Sea

France:
F North Sea - Holland
F Belgium Supports F North Sea - Holland
F English Channel Supports F Holland - North Sea

Austria:
A Kiel Supports A Ruhr - Holland
A Ruhr - Holland
`,
  },
  {
    id: '6.E.7', title: "No self dislodgement with beleaguered garrison",
    orders: `
England:
F North Sea Hold
F Yorkshire Supports F Norway - North Sea

Germany:
F Holland Supports F Helgoland Bight - North Sea
F Helgoland Bight - North Sea

Russia:
F Skagerrak Supports F Norway - North Sea
F Norway - North Sea
`,
  },
  {
    id: '6.E.8', title: "No self dislodgement with beleaguered garrison and head-to-head battle",
    orders: `
England:
F North Sea - Norway
F Yorkshire Supports F Norway - North Sea

Germany:
F Holland Supports F Helgoland Bight - North Sea
F Helgoland Bight - North Sea

Russia:
F Skagerrak Supports F Norway - North Sea
F Norway - North Sea
`,
  },
  {
    id: '6.E.9', title: "Almost self dislodgement with beleaguered garrison",
    orders: `
England:
F North Sea - Norwegian Sea
F Yorkshire Supports F Norway - North Sea

Germany:
F Holland Supports F Helgoland Bight - North Sea
F Helgoland Bight - North Sea

Russia:
F Skagerrak Supports F Norway - North Sea
F Norway - North Sea
`,
  },
  {
    id: '6.E.10', title: "Almost circular movement with no self dislodgement with beleaguered garrison",
    orders: `
England:
F North Sea - Denmark
F Yorkshire Supports F Norway - North Sea

Germany:
F Holland Supports F Helgoland Bight - North Sea
F Helgoland Bight - North Sea
F Denmark - Helgoland Bight

Russia:
F Skagerrak Supports F Norway - North Sea
F Norway - North Sea
`,
  },
  {
    id: '6.E.11', title: "No self dislodgement with beleaguered garrison, unit swap with adjacent convoying and two coasts",
    orders: `
France:
A Spain - Portugal via convoy
F Mid-Atlantic Ocean Convoys A Spain - Portugal
F Gulf of Lyon Supports F Portugal - Spain(nc)

Germany:
A Marseilles Supports A Gascony - Spain
A Gascony - Spain

Italy:
F Portugal - Spain(nc)
F Western Mediterranean Supports F Portugal - Spain(nc)
`,
  },
  {
    id: '6.E.12', title: "Support on attack on own unit can be used for other means",
    orders: `
Austria:
A Budapest - Rumania
A Serbia Supports A Vienna - Budapest

Italy:
A Vienna - Budapest

Russia:
A Galicia - Budapest
A Rumania Supports A Galicia - Budapest
`,
  },
  {
    id: '6.E.13', title: "Three way beleaguered garrison",
    orders: `
England:
F Edinburgh Supports F Yorkshire - North Sea
F Yorkshire - North Sea

France:
F Belgium - North Sea
F English Channel Supports F Belgium - North Sea

Germany:
F North Sea Hold

Russia:
F Norwegian Sea - North Sea
F Norway Supports F Norwegian Sea - North Sea
`,
  },
  {
    id: '6.E.14', title: "Illegal head-to-head battle can still defend",
    orders: `
England:
A Liverpool - Edinburgh

Russia:
F Edinburgh - Liverpool
`,
  },
  {
    id: '6.E.15', title: "The friendly head-to-head battle",
    orders: `
England:
F Holland Supports A Ruhr - Kiel
A Ruhr - Kiel

France:
A Kiel - Berlin
A Munich Supports A Kiel - Berlin
A Silesia Supports A Kiel - Berlin

Germany:
A Berlin - Kiel
F Denmark Supports A Berlin - Kiel
F Helgoland Bight Supports A Berlin - Kiel

Russia:
F Baltic Sea Supports A Prussia - Berlin
A Prussia - Berlin
`,
  },
  {
    id: '6.F.1', title: "No convoy in coastal areas",
    orders: `
Turkey:
A Greece - Sevastopol
F Aegean Sea Convoys A Greece - Sevastopol
F Constantinople Convoys A Greece - Sevastopol
F Black Sea Convoys A Greece - Sevastopol
`,
  },
  {
    id: '6.F.2', title: "An army being convoyed can bounce as normal",
    orders: `
England:
F English Channel Convoys A London - Brest
A London - Brest

France:
A Paris - Brest
`,
  },
  {
    id: '6.F.3', title: "An army being convoyed can receive support",
    orders: `
England:
F English Channel Convoys A London - Brest
A London - Brest
F Mid-Atlantic Ocean Supports A London - Brest

France:
A Paris - Brest
`,
  },
  {
    id: '6.F.4', title: "An attacked convoy is not disrupted",
    orders: `
England:
F North Sea Convoys A London - Holland
A London - Holland

Germany:
F Skagerrak - North Sea
`,
  },
  {
    id: '6.F.5', title: "A beleaguered convoy is not disrupted",
    orders: `
England:
F North Sea Convoys A London - Holland
A London - Holland

France:
F English Channel - North Sea
F Belgium Supports F English Channel - North Sea

Germany:
F Skagerrak - North Sea
F Denmark Supports F Skagerrak - North Sea
`,
  },
  {
    id: '6.F.6', title: "Dislodged convoy does not cut support",
    orders: `
England:
F North Sea Convoys A London - Holland
A London - Holland

Germany:
A Holland Supports A Belgium
A Belgium Supports A Holland
F Helgoland Bight Supports F Skagerrak - North Sea
F Skagerrak - North Sea

France:
A Picardy - Belgium
A Burgundy Supports A Picardy - Belgium
`,
  },
  {
    id: '6.F.7', title: "Dislodged convoy does not cause contested area",
    orders: `
England:
F North Sea Convoys A London - Holland
A London - Holland

Germany:
F Helgoland Bight Supports F Skagerrak - North Sea
F Skagerrak - North Sea
`,
  },
  {
    id: '6.F.8', title: "Dislodged convoy does not cause a bounce",
    orders: `
England:
F North Sea Convoys A London - Holland
A London - Holland

Germany:
F Helgoland Bight Supports F Skagerrak - North Sea
F Skagerrak - North Sea
A Belgium - Holland
`,
  },
  {
    id: '6.F.9', title: "Dislodge of multi-route convoy",
    orders: `
England:
F English Channel Convoys A London - Belgium
F North Sea Convoys A London - Belgium
A London - Belgium

France:
F Brest Supports F Mid-Atlantic Ocean - English Channel
F Mid-Atlantic Ocean - English Channel
`,
  },
  {
    id: '6.F.10', title: "Dislodge of multi-route convoy with foreign fleet",
    orders: `
England:
F North Sea Convoys A London - Belgium
A London - Belgium

Germany:
F English Channel Convoys A London - Belgium

France:
F Brest Supports F Mid-Atlantic Ocean - English Channel
F Mid-Atlantic Ocean - English Channel
`,
  },
  {
    id: '6.F.11', title: "Dislodge of multi-route convoy with only foreign fleets",
    orders: `
England:
A London - Belgium

Germany:
F English Channel Convoys A London - Belgium

Russia:
F North Sea Convoys A London - Belgium

France:
F Brest Supports F Mid-Atlantic Ocean - English Channel
F Mid-Atlantic Ocean - English Channel
`,
  },
  {
    id: '6.F.12', title: "Dislodged convoying fleet not on route",
    orders: `
England:
F English Channel Convoys A London - Belgium
A London - Belgium
F Irish Sea Convoys A London - Belgium

France:
F North Atlantic Ocean Supports F Mid-Atlantic Ocean - Irish Sea
F Mid-Atlantic Ocean - Irish Sea
`,
  },
  {
    id: '6.F.13', title: "The unwanted alternative",
    orders: `
England:
A London - Belgium
F North Sea Convoys A London - Belgium

France:
F English Channel Convoys A London - Belgium

Germany:
F Holland Supports F Denmark - North Sea
F Denmark - North Sea
`,
  },
  {
    id: '6.F.14', title: "Simple convoy paradox",
    orders: `
England:
F London Supports F Wales - English Channel
F Wales - English Channel

France:
A Brest - London
F English Channel Convoys A Brest - London
`,
  },
  {
    id: '6.F.15', title: "Simple convoy paradox with additional convoy",
    orders: `
England:
F London Supports F Wales - English Channel
F Wales - English Channel

France:
A Brest - London
F English Channel Convoys A Brest - London

Italy:
F Irish Sea Convoys A North Africa - Wales
F Mid-Atlantic Ocean Convoys A North Africa - Wales
A North Africa - Wales
`,
  },
  {
    id: '6.F.16', title: "Pandin's paradox",
    orders: `
England:
F London Supports F Wales - English Channel
F Wales - English Channel

France:
A Brest - London
F English Channel Convoys A Brest - London

Germany:
F North Sea Supports F Belgium - English Channel
F Belgium - English Channel
`,
  },
  {
    id: '6.F.17', title: "Pandin's extended paradox",
    orders: `
England:
F London Supports F Wales - English Channel
F Wales - English Channel

France:
A Brest - London
F English Channel Convoys A Brest - London
F Yorkshire Supports A Brest - London

Germany:
F North Sea Supports F Belgium - English Channel
F Belgium - English Channel
`,
  },
  {
    id: '6.F.18', title: "Betrayal paradox",
    orders: `
England:
F North Sea Convoys A London - Belgium
A London - Belgium
F English Channel Supports A London - Belgium

France:
F Belgium Supports F North Sea

Germany:
F Helgoland Bight Supports F Skagerrak - North Sea
F Skagerrak - North Sea
`,
  },
  {
    id: '6.F.19', title: "Multi-route convoy disruption paradox",
    orders: `
France:
A Tunis - Naples
F Tyrrhenian Sea Convoys A Tunis - Naples
F Ionian Sea Convoys A Tunis - Naples

Italy:
F Naples Supports F Rome - Tyrrhenian Sea
F Rome - Tyrrhenian Sea
`,
  },
  {
    id: '6.F.20', title: "Unwanted multi-route convoy paradox",
    orders: `
France:
A Tunis - Naples
F Tyrrhenian Sea Convoys A Tunis - Naples

Italy:
F Naples Supports F Ionian Sea
F Ionian Sea Convoys A Tunis - Naples

Turkey:
F Aegean Sea Supports F Eastern Mediterranean - Ionian Sea
F Eastern Mediterranean - Ionian Sea
`,
  },
  {
    id: '6.F.21', title: "Dad's army convoy",
    orders: `
Russia:
A Edinburgh Supports A Norway - Clyde
F Norwegian Sea Convoys A Norway - Clyde
A Norway - Clyde

France:
F Irish Sea Supports F Mid-Atlantic Ocean - North Atlantic Ocean
F Mid-Atlantic Ocean - North Atlantic Ocean

England:
A Liverpool - Clyde via convoy
F North Atlantic Ocean Convoys A Liverpool - Clyde
F Clyde Supports F North Atlantic Ocean
`,
  },
  {
    id: '6.F.22', title: "Second order paradox with two resolutions",
    orders: `
England:
F Edinburgh - North Sea
F London Supports F Edinburgh - North Sea

France:
A Brest - London
F English Channel Convoys A Brest - London

Germany:
F Belgium Supports F Picardy - English Channel
F Picardy - English Channel

Russia:
A Norway - Belgium
F North Sea Convoys A Norway - Belgium
`,
  },
  {
    id: '6.F.23', title: "Second order paradox with two exclusive convoys",
    orders: `
England:
F Edinburgh - North Sea
F Yorkshire Supports F Edinburgh - North Sea

France:
A Brest - London
F English Channel Convoys A Brest - London

Germany:
F Belgium Supports F English Channel
F London Supports F North Sea

Italy:
F Mid-Atlantic Ocean - English Channel
F Irish Sea Supports F Mid-Atlantic Ocean - English Channel

Russia:
A Norway - Belgium
F North Sea Convoys A Norway - Belgium
`,
  },
  {
    id: '6.F.24', title: "Second order paradox with no resolution",
    orders: `
England:
F Edinburgh - North Sea
F London Supports F Edinburgh - North Sea
F Irish Sea - English Channel
F Mid-Atlantic Ocean Supports F Irish Sea - English Channel

France:
A Brest - London
F English Channel Convoys A Brest - London
F Belgium Supports F English Channel

Russia:
A Norway - Belgium
F North Sea Convoys A Norway - Belgium
`,
  },
  {
    id: '6.F.25', title: "Cut support last",
    orders: `
Germany:
A Rhur - Belgium
A Holland Supports Rhur - Belgium
A Denmark - Norway
F Skagerrak Convoys Denmark - Norway
A Finland Supports Denmark - Norway

England:
A Yorkshire - Holland
F North Sea Convoys Yorkshire - Holland
F Helgoland Bight Supports Yorkshire - Holland
A Belgium Hold

Russia:
F Norwegian Sea - North Sea
F Norway Supports Norwegian Sea - North Sea
F Sweden - Skagerrak
`,
  },
  {
    id: '6.G.1', title: "Two units can swap provinces by convoy",
    orders: `
England:
A Norway - Sweden
F Skagerrak Convoys A Norway - Sweden

Russia:
A Sweden - Norway
`,
  },
  {
    id: '6.G.2', title: "Kidnapping an army",
    orders: `
England:
A Norway - Sweden

Russia:
F Sweden - Norway

Germany:
F Skagerrak Convoys A Norway - Sweden
`,
  },
  {
    id: '6.G.3', title: "An unwanted disrupted convoy to adjacent province",
    orders: `
France:
F Brest - English Channel
A Picardy - Belgium
A Burgundy Supports A Picardy - Belgium
F Mid-Atlantic Ocean Supports F Brest - English Channel

England:
F English Channel Convoys A Picardy - Belgium
`,
  },
  {
    id: '6.G.4', title: "An unwanted disrupted convoy to adjacent province and opposite move",
    orders: `
France:
F Brest - English Channel
A Picardy - Belgium
A Burgundy Supports A Picardy - Belgium
F Mid-Atlantic Ocean Supports F Brest - English Channel

England:
F English Channel Convoys A Picardy - Belgium
A Belgium - Picardy
`,
  },
  {
    id: '6.G.5', title: "Swapping with multiple fleets with one own fleet",
    orders: `
Italy:
A Rome - Apulia
F Tyrrhenian Sea Convoys A Apulia - Rome

Turkey:
A Apulia - Rome
F Ionian Sea Convoys A Apulia - Rome
`,
  },
  {
    id: '6.G.6', title: "Swapping with unintended intent",
    orders: `
England:
A Liverpool - Edinburgh
F English Channel Convoys A Liverpool - Edinburgh

Germany:
A Edinburgh - Liverpool

France:
F Irish Sea Hold
F North Sea Hold

Russia:
F Norwegian Sea Convoys A Liverpool - Edinburgh
F North Atlantic Ocean Convoys A Liverpool - Edinburgh
`,
  },
  {
    id: '6.G.7', title: "Swapping with illegal intent",
    orders: `
England:
F Skagerrak Convoys A Sweden - Norway
F Norway - Sweden

Russia:
A Sweden - Norway
F Gulf of Bothnia Convoys A Sweden - Norway
`,
  },
  {
    id: '6.G.8', title: "Explicit convoy that isn't there",
    orders: `
France:
A Belgium - Holland via convoy

England:
F North Sea - Helgoland Bight
A Holland - Kiel
`,
  },
  {
    id: '6.G.9', title: "Swapped or dislodged?",
    orders: `
England:
A Norway - Sweden
F Skagerrak Convoys A Norway - Sweden
F Finland Supports A Norway - Sweden

Russia:
A Sweden - Norway
`,
  },
  {
    id: '6.G.10', title: "Swapped or an head-to-head battle?",
    orders: `
England:
A Norway - Sweden via convoy
F Denmark Supports A Norway - Sweden
F Finland Supports A Norway - Sweden

Germany:
F Skagerrak Convoys A Norway - Sweden

Russia:
A Sweden - Norway
F Barents Sea Supports A Sweden - Norway

France:
F Norwegian Sea - Norway
F North Sea Supports F Norwegian Sea - Norway
`,
  },
  {
    id: '6.G.11', title: "A convoy to an adjacent province with a paradox",
    orders: `
England:
F Norway Supports F North Sea - Skagerrak
F North Sea - Skagerrak

Russia:
A Sweden - Norway
F Skagerrak Convoys A Sweden - Norway
F Barents Sea Supports A Sweden - Norway
`,
  },
  {
    id: '6.G.12', title: "Swapping two units with two convoys",
    orders: `
England:
A Liverpool - Edinburgh via convoy
F North Atlantic Ocean Convoys A Liverpool - Edinburgh
F Norwegian Sea Convoys A Liverpool - Edinburgh

Germany:
A Edinburgh - Liverpool via convoy
F North Sea Convoys A Edinburgh - Liverpool
F English Channel Convoys A Edinburgh - Liverpool
F Irish Sea Convoys A Edinburgh - Liverpool
`,
  },
  {
    id: '6.G.13', title: "Support cut on attack on itself via convoy",
    orders: `
Austria:
F Adriatic Sea Convoys A Trieste - Venice
A Trieste - Venice via convoy

Italy:
A Venice Supports F Albania - Trieste
F Albania - Trieste
`,
  },
  {
    id: '6.G.14', title: "Bounce by convoy to adjacent province",
    orders: `
England:
A Norway - Sweden
F Denmark Supports A Norway - Sweden
F Finland Supports A Norway - Sweden

France:
F Norwegian Sea - Norway
F North Sea Supports F Norwegian Sea - Norway

Germany:
F Skagerrak Convoys A Sweden - Norway

Russia:
A Sweden - Norway via convoy
F Barents Sea Supports A Sweden - Norway
`,
  },
  {
    id: '6.G.15', title: "Bounce and dislodge with double convoy",
    orders: `
England:
F North Sea Convoys A London - Belgium
A Holland Supports A London - Belgium
A Yorkshire - London
A London - Belgium via convoy

France:
F English Channel Convoys A Belgium - London
A Belgium - London via convoy
`,
  },
  {
    id: '6.G.16', title: "The two unit in one area bug, moving by convoy",
    orders: `
England:
A Norway - Sweden
A Denmark Supports A Norway - Sweden
F Baltic Sea Supports A Norway - Sweden
F North Sea - Norway

Russia:
A Sweden - Norway via convoy
F Skagerrak Convoys A Sweden - Norway
F Norwegian Sea Supports A Sweden - Norway
`,
  },
  {
    id: '6.G.17', title: "The two unit in one area bug, moving over land",
    orders: `
England:
A Norway - Sweden via convoy
A Denmark Supports A Norway - Sweden
F Baltic Sea Supports A Norway - Sweden
F Skagerrak Convoys A Norway - Sweden
F North Sea - Norway

Russia:
A Sweden - Norway
F Norwegian Sea Supports A Sweden - Norway
`,
  },
  {
    id: '6.G.18', title: "The two unit in one area bug, with double convoy",
    orders: `
England:
F North Sea Convoys A London - Belgium
A Holland Supports A London - Belgium
A Yorkshire - London
A London - Belgium
A Ruhr Supports A London - Belgium

France:
F English Channel Convoys A Belgium - London
A Belgium - London
A Wales Supports A Belgium - London
`,
  },
  {
    id: '6.G.19', title: "Swapping with intent of unnecessary convoy",
    orders: `
France:
A Marseilles - Spain
F Western Mediterranean Convoys A Marseilles - Spain

Italy:
F Gulf of Lyon Convoys A Marseilles - Spain
A Spain - Marseilles
`,
  },
  {
    id: '6.G.20', title: "Explicit convoy to adjacent province disrupted",
    orders: `
France:
F Brest - English Channel
A Picardy - Belgium via Convoy
A Burgundy Supports A Picardy - Belgium
F Mid-Atlantic Ocean Supports F Brest - English Channel

England:
F English Channel Convoys A Picardy - Belgium
`,
  },
  {
    id: '6.H.1', title: "No supports during retreat",
    orders: `
Austria:
F Trieste Hold
A Serbia Hold

Turkey:
F Greece Hold

Italy:
A Venice Supports A Tyrolia - Trieste
A Tyrolia - Trieste
F Ionian Sea - Greece
F Aegean Sea Supports F Ionian Sea - Greece
`,
    retreatOrders: `
Austria:
F Trieste - Albania
A Serbia Supports F Trieste - Albania

Turkey:
F Greece - Albania
`,
  },
  {
    id: '6.H.2', title: "No supports from retreating unit",
    orders: `
England:
A Liverpool - Edinburgh
F Yorkshire Supports A Liverpool - Edinburgh
F Norway Hold

Germany:
A Kiel Supports A Ruhr - Holland
A Ruhr - Holland

Russia:
F Edinburgh Hold
A Sweden Supports A Finland - Norway
A Finland - Norway
F Holland Hold
`,
    retreatOrders: `
England:
F Norway - North Sea

Russia:
F Edinburgh - North Sea
F Holland Supports F Edinburgh - North Sea
`,
  },
  {
    id: '6.H.3', title: "No convoy during retreat",
    orders: `
England:
F North Sea Hold
A Holland Hold

Germany:
F Kiel Supports A Ruhr - Holland
A Ruhr - Holland
`,
    retreatOrders: `
England:
A Holland - Yorkshire
F North Sea Convoys A Holland - Yorkshire
`,
  },
  {
    id: '6.H.4', title: "No other moves during retreat",
    orders: `
England:
F North Sea Hold
A Holland Hold

Germany:
F Kiel Supports A Ruhr - Holland
A Ruhr - Holland
`,
    retreatOrders: `
England:
A Holland - Belgium
F North Sea - Norwegian Sea
`,
  },
  {
    id: '6.H.5', title: "A unit may not retreat to the area from which it is attacked",
    orders: `
Russia:
F Constantinople Supports F Black Sea - Ankara
F Black Sea - Ankara

Turkey:
F Ankara Hold
`,
  },
  {
    id: '6.H.6', title: "Unit may not retreat to a contested area",
    orders: `
Austria:
A Budapest Supports A Trieste - Vienna
A Trieste - Vienna

Germany:
A Munich - Bohemia
A Silesia - Bohemia

Italy:
A Vienna Hold
`,
  },
  {
    id: '6.H.7', title: "Multiple retreat to same area will disband units",
    orders: `
Austria:
A Budapest Supports A Trieste - Vienna
A Trieste - Vienna

Germany:
A Munich Supports A Silesia - Bohemia
A Silesia - Bohemia

Italy:
A Vienna Hold
A Bohemia Hold
`,
    retreatOrders: `
Italy:
A Bohemia - Tyrolia
A Vienna - Tyrolia
`,
  },
  {
    id: '6.H.8', title: "Triple retreat to same area will disband units",
    orders: `
England:
A Liverpool - Edinburgh
F Yorkshire Supports A Liverpool - Edinburgh
F Norway Hold

Germany:
A Kiel Supports A Ruhr - Holland
A Ruhr - Holland

Russia:
F Edinburgh Hold
A Sweden Supports A Finland - Norway
A Finland - Norway
F Holland Hold
`,
    retreatOrders: `
England:
F Norway - North Sea

Russia:
F Edinburgh - North Sea
F Holland - North Sea
`,
  },
  {
    id: '6.H.9', title: "Dislodged unit will not make attackers area contested",
    orders: `
England:
F Helgoland Bight - Kiel
F Denmark Supports F Helgoland Bight - Kiel

Germany:
A Berlin - Prussia
F Kiel Hold
A Silesia Supports A Berlin - Prussia

Russia:
A Prussia - Berlin
`,
  },
  {
    id: '6.H.10', title: "Not retreating to attacker does not mean contested",
    orders: `
England:
A Kiel Hold

Germany:
A Berlin - Kiel
A Munich Supports A Berlin - Kiel
A Prussia Hold

Russia:
A Warsaw - Prussia
A Silesia Supports A Warsaw - Prussia
`,
    retreatOrders: `
England:
A Kiel - Berlin

Germany:
A Prussia - Berlin
`,
  },
  {
    id: '6.H.11', title: "Retreat when dislodged by adjacent convoy",
    orders: `
France:
A Gascony - Marseilles via convoy
A Burgundy Supports A Gascony - Marseilles
F Mid-Atlantic Ocean Convoys A Gascony - Marseilles
F Western Mediterranean Convoys A Gascony - Marseilles
F Gulf of Lyon Convoys A Gascony - Marseilles

Italy:
A Marseilles Hold
`,
  },
  {
    id: '6.H.12', title: "Retreat when dislodged by adjacent convoy while trying to do the same",
    orders: `
England:
A Liverpool - Edinburgh via convoy
F Irish Sea Convoys A Liverpool - Edinburgh
F English Channel Convoys A Liverpool - Edinburgh
F North Sea Convoys A Liverpool - Edinburgh

France:
F Brest - English Channel
F Mid-Atlantic Ocean Supports F Brest - English Channel

Russia:
A Edinburgh - Liverpool via convoy
F Norwegian Sea Convoys A Edinburgh - Liverpool
F North Atlantic Ocean Convoys A Edinburgh - Liverpool
A Clyde Supports A Edinburgh - Liverpool
`,
  },
  {
    id: '6.H.13', title: "No retreat with convoy in movement phase",
    orders: `
England:
A Picardy Hold
F English Channel Convoys A Picardy - London

France:
A Paris - Picardy
A Brest Supports A Paris - Picardy
`,
  },
  {
    id: '6.H.14', title: "No retreat with support in movement phase",
    orders: `
England:
A Picardy Hold
F English Channel Supports A Picardy - Belgium

France:
A Paris - Picardy
A Brest Supports A Paris - Picardy
A Burgundy Hold

Germany:
A Munich Supports A Marseilles - Burgundy
A Marseilles - Burgundy
`,
    retreatOrders: `
England:
A Picardy - Belgium

France:
A Burgundy - Belgium
`,
  },
  {
    id: '6.H.15', title: "No coastal crawl in retreat",
    orders: `
England:
F Portugal Hold

France:
F Spain(sc) - Portugal
F Mid-Atlantic Ocean Supports F Spain(sc) - Portugal
`,
  },
  {
    id: '6.H.16', title: "Contested for both coasts",
    orders: `
France:
F Mid-Atlantic Ocean - Spain(nc)
F Gascony - Spain(nc)
F Western Mediterranean Hold

Italy:
F Tunis Supports F Tyrrhenian Sea - Western Mediterranean
F Tyrrhenian Sea - Western Mediterranean
`,
  },
  {
    id: '6.I.1', title: "Too many build orders",
    orders: `
Germany:
Build A Warsaw
Build A Kiel
Build A Munich
`,
  },
  {
    id: '6.I.2', title: "Fleets cannot be build in land areas",
    orders: `
Russia:
Build F Moscow
`,
  },
  {
    id: '6.I.3', title: "Supply center must be empty for building",
    orders: `
Germany:
Build A Berlin
`,
  },
  {
    id: '6.I.4', title: "Both coasts must be empty for building",
    orders: `
Russia:
Build A St Petersburg(nc)
`,
  },
  {
    id: '6.I.5', title: "Building in home supply center that is not owned",
    orders: `
Germany:
Build A Berlin
`,
  },
  {
    id: '6.I.6', title: "Building in owned supply center that is not a home supply center",
    orders: `
Germany:
Build A Warsaw
`,
  },
  {
    id: '6.I.7', title: "Only one build in a home supply center",
    orders: `
Russia:
Build A Moscow
Build A Moscow
`,
  },
  {
    id: '6.J.1', title: "Too many disband orders",
    orders: `
France:
Remove F Gulf of Lyon
Remove A Picardy
Remove A Paris
`,
  },
  {
    id: '6.J.2', title: "Removing the same unit twice",
    orders: `
France:
Remove A Paris
Remove A Paris
`,
  },
  {
    id: '6.J.3', title: "Civil disorder two armies with different distance",
    orders: `

`,
  },
  {
    id: '6.J.4', title: "Civil disorder two armies with equal distance",
    orders: `

`,
  },
  {
    id: '6.J.5', title: "Civil disorder two fleets with different distance",
    orders: `

`,
  },
  {
    id: '6.J.6', title: "Civil disorder two fleets with equal distance",
    orders: `

`,
  },
  {
    id: '6.J.7', title: "Civil disorder two fleets and army with equal distance",
    orders: `

`,
  },
  {
    id: '6.J.8', title: "Civil disorder a fleet with shorter distance then the army",
    orders: `

`,
  },
  {
    id: '6.J.9', title: "Civil disorder must be counted from both coasts",
    orders: `

`,
  },
  {
    id: '6.J.10', title: "Civil disorder counting convoying distance",
    orders: `

`,
  },
  {
    id: '6.J.11', title: "Distance to owned supply center",
    orders: `

`,
  },
];
