/**
 * The queries both search benchmarks send, made from the text of some sections as readers type them: whole
 * words, unfinished words (four letters), two words, and words with two letters swapped (one typo).
 */
export function benchQueries(texts: string[]): string[] {
  const words = texts.flatMap((text) => text.split(/\W+/).filter((word) => word.length > 5)).slice(0, 100);
  return words.flatMap((word, index) => [
    word,
    word.slice(0, 4),
    `${word} ${words[(index + 7) % words.length]}`,
    word.slice(0, -2) + word.at(-1) + word.at(-2),
  ]);
}
