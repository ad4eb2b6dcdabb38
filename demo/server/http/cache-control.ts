/** Provider settings and dictionaries: the same for every visitor, fresh within a minute, served stale while a new copy loads. */
export const PUBLIC_SETTINGS = 'public, max-age=60, stale-while-revalidate=86400';
