/** The columns of an import file by what they hold, each with the Czech header it is recognised by. */
export const IMPORT_COLUMNS = {
  email: 'e-mail',
  name: 'jméno',
  osloveni: 'oslovení',
  company: 'společnost',
  variant: 'varianta',
  modules: 'moduly',
  welcome: 'poslat uvítání',
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;

/** The columns a file must have; the others may be left out (empty). */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['email', 'name', 'company', 'variant'];

/** A header as compared: without case, diacritics, spaces, dashes and underscores ("E-mail", "email", "Jmeno" all match). */
export const headerKey = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const COLUMN_BY_KEY = new Map(Object.entries(IMPORT_COLUMNS).map(([column, header]) => [headerKey(header), column as ImportColumn]));

export const columnOfHeader = (header: string): ImportColumn | undefined => COLUMN_BY_KEY.get(headerKey(header));
