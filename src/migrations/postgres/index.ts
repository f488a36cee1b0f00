import * as migration_20261122_024752_initial from './20261122_024752_initial';
import * as migration_20261122_032853_submissions_inbox from './20261122_032853_submissions_inbox';

export const migrations = [
  {
    up: migration_20261122_024752_initial.up,
    down: migration_20261122_024752_initial.down,
    name: '20261122_024752_initial',
  },
  {
    up: migration_20261122_032853_submissions_inbox.up,
    down: migration_20261122_032853_submissions_inbox.down,
    name: '20261122_032853_submissions_inbox'
  },
];
