// The Diplomacy module's public face: types, variants, house rules and the adjudication engine.
export * from './types';
export * from './variant';
export * from './variants';
export * from './houseRules';
export * from './adjudicate';
export * from './position';
export * from './phases';
export * from './civilDisorderRemovals';
export * from './turnOrders';
