/**
 * Brandtrail addresses its German readers formally, with "Sie". duForms(text) lists the words of a
 * German text that address the reader informally instead ("du", "deine", "prüfe", "kannst"), so the
 * tests of every place that holds German text (error messages, web messages, mails) keep it so.
 */

/** Pronouns and possessives of "du" and of the informal plural "ihr", in any case ("Du", "Deine", "euch"). */
const pronouns = new Set([
  'du',
  'dich',
  'dir',
  'dein',
  'deine',
  'deinen',
  'deinem',
  'deiner',
  'deines',
  'euch',
  'euer',
  'eure',
  'euren',
  'eurem',
  'eurer',
  'eures',
]);

/**
 * Verb forms that speak to one person informally: imperatives ("Prüfe", "Lade ... hoch", "Gib ...
 * ein") and second persons ("bist", "kannst", "seid"). The formal forms ("Prüfen Sie", "können Sie")
 * never match. Lower-case they count anywhere, except after "ich" ("ich nutze"); capitalised only at
 * the start of a sentence, since in mid-sentence they are nouns ("zu viele Versuche", "an dieser
 * Stelle"), and not before "der" or "des" ("Teile der Marke"). Any other sentence that starts with
 * such a noun ("Versuche: 3") reads as an imperative here: phrase it another way.
 */
const verbs = new Set([
  // imperatives
  'beginne',
  'bestätige',
  'bring',
  'bringe',
  'denk',
  'denke',
  'entferne',
  'erstelle',
  'fang',
  'fange',
  'fordere',
  'füg',
  'füge',
  'geh',
  'gehe',
  'gib',
  'hilf',
  'klicke',
  'komm',
  'lad',
  'lade',
  'lass',
  'lasse',
  'leg',
  'lege',
  'lies',
  'lösch',
  'lösche',
  'mach',
  'mache',
  'meld',
  'melde',
  'nenne',
  'nimm',
  'nutze',
  'öffne',
  'prüf',
  'prüfe',
  'schau',
  'schick',
  'schicke',
  'schreib',
  'schreibe',
  'sende',
  'setz',
  'setze',
  'sieh',
  'sortiere',
  'speichere',
  'starte',
  'stell',
  'stelle',
  'teile',
  'tippe',
  'verwalte',
  'versuche',
  'wähl',
  'wähle',
  'ändere',
  'zieh',
  'ziehe',
  // second persons
  'bist',
  'brauchst',
  'darfst',
  'findest',
  'hast',
  'hättest',
  'kannst',
  'könntest',
  'möchtest',
  'musst',
  'siehst',
  'solltest',
  'wärst',
  'weißt',
  'willst',
  'wirst',
  'würdest',
  'habt',
  'könnt',
  'seid',
]);

/** Words: runs of letters and digits; "Brandtrail-Team" is two words, "Rendite" and "Direktlink" one each. */
const words = /[\p{L}\p{N}]+/gu;

/** The informal words of `text`, as written, in order; empty when it addresses the reader with "Sie" throughout. */
export function duForms(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(words)) {
    const word = match[0];
    const lower = word.toLowerCase();
    if (pronouns.has(lower)) {
      found.push(word);
      continue;
    }
    if (!verbs.has(lower)) continue;
    const before = text.slice(0, match.index);
    if (word === lower) {
      if (/(?<![\p{L}\p{N}])ich[^\p{L}\p{N}]*$/iu.test(before)) continue;
      found.push(word);
    } else if (
      word === lower.charAt(0).toUpperCase() + lower.slice(1) &&
      startsSentence(before) &&
      !/^\s+de[rs](?![\p{L}\p{N}])/u.test(text.slice(match.index + word.length))
    ) {
      found.push(word);
    }
  }
  return found;
}

/** Whether a word after `before` starts a sentence: at the start, or after . ! ? : ; or a line break (and any opening quote). */
function startsSentence(before: string): boolean {
  const head = before.replace(/[ \t„“"‚'«»([]+$/u, '');
  return head === '' || /[.!?:;\n]$/.test(head);
}
