import { describe, expect, it } from 'vitest';
import { duForms } from './german';

describe('duForms', () => {
  it('finds the informal pronouns, possessives, imperatives and verb forms', () => {
    expect(duForms('Bitte prüfe deine Eingabe.')).toEqual(['prüfe', 'deine']);
    expect(duForms('Bitte melde dich an, um fortzufahren.')).toEqual(['melde', 'dich']);
    expect(duForms('Dazu bist du nicht berechtigt.')).toEqual(['bist', 'du']);
    expect(duForms('Deine Marken')).toEqual(['Deine']);
    expect(duForms('Wir senden dir einen Link.')).toEqual(['dir']);
    expect(duForms('Lade Logos hoch: Zieh sie hierher oder wähle Dateien aus.')).toEqual(['Lade', 'Zieh', 'wähle']);
    expect(duForms('Keine Verbindung. Versuche es erneut.')).toEqual(['Versuche']);
    expect(duForms('„{hex}“ ist keine Farbe. Gib sechs Ziffern ein.')).toEqual(['Gib']);
    expect(duForms('Hallo,\n\nLeg deine erste Marke an.')).toEqual(['Leg', 'deine']);
    expect(duForms('Name und Adresse kannst du später ändern.')).toEqual(['kannst', 'du']);
    expect(duForms('Habt ihr Fragen? Schreibt uns, wir helfen euch.')).toEqual(['Habt', 'euch']);
    expect(duForms('DU')).toEqual(['DU']);
  });

  it('passes the formal address and words that only contain an informal one', () => {
    for (const text of [
      'Bitte prüfen Sie Ihre Eingabe.',
      'Bitte melden Sie sich an, um fortzufahren.',
      'Laden Sie Logos hoch: Ziehen Sie sie hierher oder wählen Sie Dateien aus.',
      'Ihre Marken',
      'Direktlink, Dirigent, Rendite, Dünung, Duplikat, Deinstallation, Teuerung, Europa',
      'Zu viele fehlgeschlagene Versuche. Die Stelle für das neue Element gibt es nicht mehr.',
      'Ich nutze Brandtrail für geschäftliche Zwecke.',
      'Fehler {status}',
      'Beim Klick groß öffnen; Teile der Marke bleiben.',
    ])
      expect(duForms(text), text).toEqual([]);
  });
});
