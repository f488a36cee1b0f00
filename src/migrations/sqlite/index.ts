import * as migration_20261122_024736_initial from './20261122_024736_initial';
import * as migration_20261122_032823_submissions_inbox from './20261122_032823_submissions_inbox';

export const migrations = [
  {
    up: migration_20261122_024736_initial.up,
    down: migration_20261122_024736_initial.down,
    name: '20261122_024736_initial',
  },
  {
    up: migration_20261122_032823_submissions_inbox.up,
    down: migration_20261122_032823_submissions_inbox.down,
    name: '20261122_032823_submissions_inbox'
  },
];
