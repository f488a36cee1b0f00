import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The code's layers (docs/decisions/0021-code-layout.md): app → features → cms → lib, and each
 * imports only the layers after it. The entry points (app, seed, server, and the root files such as
 * payload.config.ts and bootstrap.ts) wire everything together; no layer imports them. Import
 * cycles are found by scripts/check-import-cycles.mjs, part of `npm run lint`: ESLint's
 * `import/no-cycle` took 196 of its 206 seconds.
 */
const ENTRY_POINTS = ['app', 'seed', 'server']
const LAYERS = ['features', 'cms', 'lib']

const layerBoundaries = LAYERS.map((layer, index) => ({
  target: `./src/${layer}`,
  from: [...ENTRY_POINTS, ...LAYERS.slice(0, index)].map((outer) => `./src/${outer}`),
  message: `src/${layer} must not import an outer layer or an entry point (app → features → cms → lib)`,
}))

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-restricted-paths': ['error', { zones: layerBoundaries }],
    },
  },
]

export default config
