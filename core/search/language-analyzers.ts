/**
 * What differs between languages when text becomes index terms: how a word is reduced to its stem (Snowball
 * stemmers, Porter's for English as before), how it is normalised first (Arabic letter variants and vowel marks,
 * Hebrew points, Japanese and Chinese width forms), whether words are cut by spaces, by a dictionary
 * (`Intl.Segmenter`, for scripts written without spaces) or into character pairs (Chinese, Japanese, Korean),
 * and whether words join into compounds.
 */
import { stemmer as arabic } from '@orama/stemmers/arabic';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { stemmer as porter } from 'stemmer';

export interface Language {
  /** A lower-cased word's stem. */
  stem: (word: string) => string;
  /** Applied to the lower-cased word before stemming: the same word written differently is one term. */
  normalise?: (word: string) => string;
  /** Written without spaces between words: cut into words by `Intl.Segmenter`'s dictionaries. */
  segmented?: true;
  /**
   * Chinese, Japanese, Korean: a run of their characters is indexed as its overlapping pairs ("仕入先に" → 仕入,
   * 入先, 先に) and a query's run is the phrase of its pairs, so any run of two or more characters of the text
   * is found, whatever word it is part of. A dictionary cuts the same characters differently by what follows
   * them (仕入先 alone, 仕入先に), so its words would not find each other.
   */
  bigrams?: true;
  /** Words join into compounds ("Lieferantenkatalog"): a query word also finds the compounds it begins or ends. */
  compounds?: true;
  /**
   * Endings an unfinished query word may still get (and every end of each): the word is also searched as each
   * word it may become, stemmed, so "installati" finds "instal" (installation) while "datasheet" does not find
   * "data". Only where stems cut such endings (English).
   */
  endings?: readonly string[];
}

const ENGLISH_ENDINGS = [
  'ation',
  'ition',
  'ing',
  'ment',
  'ness',
  'able',
  'ible',
  'ence',
  'ance',
  'ity',
  'ive',
]
  .concat(['ize', 'ise', 'ous', 'ful', 'al', 'ed', 'es', 'er', 'ly', 'ent', 'ant', 'ion', 's', 'e'])
  .flatMap((ending) => [...ending].map((_, start) => ending.slice(start)));

const unchanged = (word: string) => word;

/**
 * Arabic: vowel marks and the tatweel go, the alef's hamza and madda forms are a bare alef, alef maqsura a yeh,
 * teh marbuta a heh; the same word is spelled with and without them.
 */
function normaliseArabic(word: string): string {
  return word
    .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
    .replace(/[\u0622\u0623\u0625\u0671]/gu, '\u0627')
    .replace(/\u0649/gu, '\u064A')
    .replace(/\u0629/gu, '\u0647');
}

/** Hebrew: vowel points and cantillation marks go; most text is written without them. */
function normaliseHebrew(word: string): string {
  return word.replace(/[\u0591-\u05C7]/gu, '');
}

/**
 * Width forms are one letter (full-width Latin, half-width katakana), and the Latin words of a Japanese or
 * Chinese text (product names, API terms) are stemmed as English.
 */
function normaliseWidth(word: string): string {
  return word.normalize('NFKC');
}
const stemLatinAsEnglish = (word: string) => (/^[a-z0-9]+$/u.test(word) ? porter(word) : word);

const ENGLISH: Language = { stem: porter, endings: ENGLISH_ENDINGS };
const SEGMENTED: Language = { stem: stemLatinAsEnglish, normalise: normaliseWidth, segmented: true };
const CJK: Language = { stem: stemLatinAsEnglish, normalise: normaliseWidth, bigrams: true };

/** Languages by their ISO 639 code; any other language is searched as English is. */
const LANGUAGES: Readonly<Record<string, Language>> = {
  en: ENGLISH,
  de: { stem: german, compounds: true },
  nl: { stem: dutch, compounds: true },
  sv: { stem: swedish, compounds: true },
  da: { stem: danish, compounds: true },
  nb: { stem: norwegian, compounds: true },
  no: { stem: norwegian, compounds: true },
  fi: { stem: finnish, compounds: true },
  fr: { stem: french },
  es: { stem: spanish },
  it: { stem: italian },
  pt: { stem: portuguese },
  ru: { stem: russian },
  tr: { stem: turkish },
  ar: { stem: arabic, normalise: normaliseArabic },
  he: { stem: unchanged, normalise: normaliseHebrew },
  ja: CJK,
  zh: CJK,
  ko: CJK,
  th: SEGMENTED,
  lo: SEGMENTED,
  km: SEGMENTED,
  my: SEGMENTED,
};

/** The language of a locale (`de`, `de-CH`, `pt_BR`): its first subtag. */
export function languageOf(locale: string): Language {
  const code = locale.toLowerCase().split(/[-_]/u)[0] ?? '';
  return LANGUAGES[code] ?? ENGLISH;
}
