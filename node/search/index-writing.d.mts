import type Database from 'better-sqlite3';

export const REVERSE_FUNCTION: string;
export function prepareForWriting(db: Database.Database): void;
export function reversedTerm(term: string): string;
