// The dealer finder's build-time modules (scripts/dealer-data/dealer-data-plugin.ts).
declare module 'virtual:dealer-map' {
  const map: import('./map-projection').DealerMap;
  export default map;
}

declare module 'virtual:postal-places' {
  const table: import('./postal-places').PlaceTableData;
  export default table;
}

declare module 'virtual:grade-names' {
  /** Each catalogue grade's name by its id, in catalogue order. */
  const names: Readonly<Record<string, string>>;
  export default names;
}
