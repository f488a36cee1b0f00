/**
 * The admin's roster import in the admin's language (English, and Spanish for an admin set to
 * it). The rows' problems come from the CSV reader (move/roster-csv.ts), in English, as the CLI
 * prints them.
 */
import type { ImportLimits } from './limits'
import type { ZipRefusal } from './unzip-photos'

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

const en = {
  title: 'Import a roster',
  navLink: 'Import a roster',
  onlyAdmins: 'Only admins may import a roster.',
  intro:
    'Upload the spreadsheet (CSV) and, if you have them, the photos as a ZIP: one folder per talent, named by their external id or slug, with a polaroids folder inside. Nothing is written until you apply the dry run.',
  limits: (l: ImportLimits) =>
    `Limits: the CSV up to ${megabytes(l.csvBytes)}; the ZIP up to ${megabytes(l.zipBytes)}, ${l.zipEntries} files and ${megabytes(l.zipUnpackedBytes)} unpacked. Pictures: .jpg, .jpeg, .png, .webp.`,
  csvLabel: 'Spreadsheet (CSV)',
  zipLabel: 'Photos (ZIP, optional)',
  dryRun: 'Dry run',
  checking: 'Reading the files…',
  planHeading: 'What the import would do',
  problemsHeading: 'Problems (these rows are not imported)',
  skippedHeading: 'Files in the ZIP that are not pictures (left out)',
  columns: {
    row: 'Row',
    action: 'Action',
    talent: 'Talent',
    changes: 'Changes',
    pictures: 'Pictures',
    column: 'Column',
    problem: 'Problem',
  },
  actions: { create: 'Create', update: 'Update', skip: 'Unchanged' },
  pictures: (portfolio: number, polaroids: number) =>
    `${portfolio} portfolio, ${polaroids} polaroids`,
  keepsPictures: 'keeps theirs',
  summary: (c: { create: number; update: number; skip: number; problems: number }) =>
    `${c.create} to create, ${c.update} to update, ${c.skip} unchanged, ${c.problems} problems.`,
  publish: 'Publish new talents (otherwise they arrive as drafts)',
  apply: 'Apply',
  nothingToApply: 'Nothing to apply: every row is unchanged or has a problem.',
  progressLabel: 'Import progress',
  progress: (talents: string, pictures: string) => `Talents ${talents}, pictures ${pictures}`,
  done: (c: { created: number; updated: number; unchanged: number }) =>
    `Done: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged.`,
  failed: (error: string) =>
    `The import stopped: ${error}. What was written stays; a dry run of the same files and Apply finish it.`,
  interrupted: 'the server stopped during the import',
  errors: {
    forbidden: 'Only admins may import a roster.',
    notMultipart: 'Send the files as a form (multipart/form-data).',
    csvMissing: 'Choose the spreadsheet (a .csv file).',
    csvTooLarge: (l: ImportLimits) => `The CSV is larger than ${megabytes(l.csvBytes)}.`,
    csvNotText: 'The CSV is not text in UTF-8: save it from the spreadsheet as CSV UTF-8.',
    zipTooLarge: (l: ImportLimits) => `The ZIP is larger than ${megabytes(l.zipBytes)}.`,
    zip: (refusal: ZipRefusal, l: ImportLimits): string => {
      switch (refusal.reason) {
        case 'unreadable':
          return 'The photos file is not a ZIP that can be read.'
        case 'outside':
          return `The ZIP was refused: '${refusal.name}' points outside its folder (an absolute path or ..).`
        case 'symlink':
          return `The ZIP was refused: '${refusal.name}' is a symbolic link.`
        case 'entries':
          return `The ZIP was refused: it holds ${refusal.count} files and folders, more than ${l.zipEntries}.`
        case 'unpacked':
          return `The ZIP was refused: it unpacks to ${megabytes(refusal.bytes)}, more than ${megabytes(l.zipUnpackedBytes)}.`
      }
    },
    unknownUpload: 'This upload is unknown or older than an hour: upload the files again.',
    running: 'This import is running already.',
    applied: 'These files were applied already: upload them again for a new dry run.',
  },
}

export type ImportTexts = typeof en

const es: ImportTexts = {
  title: 'Importar un elenco',
  navLink: 'Importar un elenco',
  onlyAdmins: 'Solo los administradores pueden importar un elenco.',
  intro:
    'Sube la hoja de cálculo (CSV) y, si las tienes, las fotos en un ZIP: una carpeta por talento, con su id externo o su slug como nombre y una carpeta polaroids dentro. No se escribe nada hasta que aplicas la simulación.',
  limits: (l) =>
    `Límites: el CSV hasta ${megabytes(l.csvBytes)}; el ZIP hasta ${megabytes(l.zipBytes)}, ${l.zipEntries} archivos y ${megabytes(l.zipUnpackedBytes)} descomprimido. Fotos: .jpg, .jpeg, .png, .webp.`,
  csvLabel: 'Hoja de cálculo (CSV)',
  zipLabel: 'Fotos (ZIP, opcional)',
  dryRun: 'Simular',
  checking: 'Leyendo los archivos…',
  planHeading: 'Lo que haría la importación',
  problemsHeading: 'Problemas (estas filas no se importan)',
  skippedHeading: 'Archivos del ZIP que no son fotos (se omiten)',
  columns: {
    row: 'Fila',
    action: 'Acción',
    talent: 'Talento',
    changes: 'Cambios',
    pictures: 'Fotos',
    column: 'Columna',
    problem: 'Problema',
  },
  actions: { create: 'Crear', update: 'Actualizar', skip: 'Sin cambios' },
  pictures: (portfolio, polaroids) => `${portfolio} de portafolio, ${polaroids} polaroids`,
  keepsPictures: 'conserva las suyas',
  summary: (c) =>
    `${c.create} por crear, ${c.update} por actualizar, ${c.skip} sin cambios, ${c.problems} problemas.`,
  publish: 'Publicar los talentos nuevos (si no, llegan como borradores)',
  apply: 'Aplicar',
  nothingToApply: 'Nada que aplicar: todas las filas están sin cambios o tienen un problema.',
  progressLabel: 'Progreso de la importación',
  progress: (talents, pictures) => `Talentos ${talents}, fotos ${pictures}`,
  done: (c) =>
    `Hecho: ${c.created} creados, ${c.updated} actualizados, ${c.unchanged} sin cambios.`,
  failed: (error) =>
    `La importación se detuvo: ${error}. Lo escrito se queda; una simulación de los mismos archivos y Aplicar la terminan.`,
  interrupted: 'el servidor se detuvo durante la importación',
  errors: {
    forbidden: 'Solo los administradores pueden importar un elenco.',
    notMultipart: 'Envía los archivos como formulario (multipart/form-data).',
    csvMissing: 'Elige la hoja de cálculo (un archivo .csv).',
    csvTooLarge: (l) => `El CSV pesa más de ${megabytes(l.csvBytes)}.`,
    csvNotText: 'El CSV no es texto UTF-8: guárdalo desde la hoja de cálculo como CSV UTF-8.',
    zipTooLarge: (l) => `El ZIP pesa más de ${megabytes(l.zipBytes)}.`,
    zip: (refusal, l) => {
      switch (refusal.reason) {
        case 'unreadable':
          return 'El archivo de fotos no es un ZIP legible.'
        case 'outside':
          return `ZIP rechazado: '${refusal.name}' apunta fuera de su carpeta (una ruta absoluta o ..).`
        case 'symlink':
          return `ZIP rechazado: '${refusal.name}' es un enlace simbólico.`
        case 'entries':
          return `ZIP rechazado: contiene ${refusal.count} archivos y carpetas, más de ${l.zipEntries}.`
        case 'unpacked':
          return `ZIP rechazado: descomprimido ocupa ${megabytes(refusal.bytes)}, más de ${megabytes(l.zipUnpackedBytes)}.`
      }
    },
    unknownUpload: 'Esta subida no existe o tiene más de una hora: vuelve a subir los archivos.',
    running: 'Esta importación ya está en marcha.',
    applied: 'Estos archivos ya se aplicaron: vuelve a subirlos para una nueva simulación.',
  },
}

/** The texts in the admin's language (Payload's `i18n.language`), English by default. */
export const importTexts = (language: string | undefined): ImportTexts =>
  language === 'es' ? es : en
