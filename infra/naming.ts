// Names derived from the tables in shared/: construct ids and file names.

/** `publicApi` → `PublicApi`: construct ids are PascalCase nouns. */
export const pascalCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** `publicApi` → `public-api`: files and folders are kebab-case. */
export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
