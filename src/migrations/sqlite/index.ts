import * as migration_20261122_024736_initial from './20261122_024736_initial';

export const migrations = [
  {
    up: migration_20261122_024736_initial.up,
    down: migration_20261122_024736_initial.down,
    name: '20261122_024736_initial'
  },
];
