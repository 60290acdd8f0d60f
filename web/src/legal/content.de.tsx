import { Link } from 'react-router';
import { planNames } from '@brandtrail/domain/brands/plans';
import { Op, planList, Section } from './Operator';
import type { LegalKind } from './pages';
import type { ReactNode } from 'react';

/* Deutsche Rechtstexte. Vorlagen: der Betreiber ersetzt jede markierte Stelle [Betreiber: …]. */

const terms = (
  <>
    <Section id="geltungsbereich" title="1. Geltungsbereich, nur für Unternehmer">
      <p>
        Diese Allgemeinen Geschäftsbedingungen gelten für die Nutzung von Brandtrail, betrieben von{' '}
        <Op>Betreiber: Firma, Rechtsform, Anschrift</Op> („wir“). Brandtrail richtet sich ausschließlich an Unternehmer im Sinne
        des § 14 BGB. Mit der Zustimmung bestätigen Sie, dass Sie Brandtrail zu gewerblichen oder selbständigen beruflichen
        Zwecken und nicht als Verbraucher nutzen.
      </p>
      <p>Abweichende Bedingungen des Kunden gelten nicht, auch wenn wir ihnen nicht widersprechen.</p>
    </Section>
    <Section id="leistung" title="2. Leistungen">
      <p>
        Mit Brandtrail pflegen Teams Markenrichtlinien: Marken, Seiten aus geordneten Elementen, eine Mediathek, Mitglieder mit
        Rollen und teilbare Links. Der Umfang der Tarife ({planList('de')}) ergibt sich aus der Preisübersicht zum Zeitpunkt der
        Bestellung.
      </p>
    </Section>
    <Section id="zugang" title="3. Konto und Zugang">
      <p>
        Sie halten Ihre Zugangsdaten geheim und informieren uns unverzüglich bei Verdacht auf Missbrauch. Sie sind für die
        Mitglieder verantwortlich, die Sie zu Ihren Marken einladen, und für deren Rollen.
      </p>
    </Section>
    <Section id="inhalte" title="4. Ihre Inhalte">
      <p>
        Alle Rechte an hochgeladenen Inhalten bleiben bei Ihnen. Sie räumen uns für die Vertragsdauer die Rechte ein, die zum
        Speichern, Verarbeiten und Anzeigen gegenüber den von Ihnen berechtigten Personen nötig sind. Sie stellen sicher, dass
        Ihre Inhalte weder Rechte Dritter noch Gesetze verletzen.
      </p>
    </Section>
    <Section id="preise" title="5. Preise und Zahlung">
      <p>
        Kostenpflichtige Tarife werden im Voraus für den gewählten Zeitraum berechnet. Alle Preise verstehen sich zuzüglich der
        gesetzlichen Umsatzsteuer. <Op>Betreiber: Zahlungsdienstleister, Abrechnungszeitraum, Fristen</Op>
      </p>
    </Section>
    <Section id="verfuegbarkeit" title="6. Verfügbarkeit">
      <p>
        Wir streben eine Verfügbarkeit von <Op>Betreiber: z. B. 99,5 %</Op> im Monatsmittel an, ausgenommen angekündigte Wartungen
        und Störungen außerhalb unseres Einflussbereichs.
      </p>
    </Section>
    <Section id="haftung" title="7. Haftung">
      <p>
        Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei
        leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den
        vertragstypischen, vorhersehbaren Schaden.
      </p>
    </Section>
    <Section id="laufzeit" title="8. Laufzeit und Kündigung">
      <p>
        Der Tarif {planNames.free.de} kann jederzeit durch Löschen des Kontos beendet werden. Kostenpflichtige Tarife laufen für
        den gebuchten Zeitraum und verlängern sich, wenn sie nicht vor dessen Ende gekündigt werden. Nach Vertragsende können Sie
        Ihre Inhalte 30 Tage lang exportieren.
      </p>
    </Section>
    <Section id="datenschutz" title="9. Datenschutz">
      <p>
        Soweit wir personenbezogene Daten in Ihrem Auftrag verarbeiten, gilt der{' '}
        <Link to="/de/avv">Auftragsverarbeitungsvertrag</Link>. Wie wir selbst Daten verarbeiten, erklärt die{' '}
        <Link to="/de/datenschutz">Datenschutzerklärung</Link>.
      </p>
    </Section>
    <Section id="schluss" title="10. Schlussbestimmungen">
      <p>
        Es gilt das Recht der <Op>Betreiber: z. B. Bundesrepublik Deutschland</Op> unter Ausschluss des UN-Kaufrechts.
        Gerichtsstand ist <Op>Betreiber: Ort</Op>. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam.
      </p>
    </Section>
  </>
);

const privacy = (
  <>
    <Section id="verantwortlicher" title="1. Verantwortlicher">
      <p>
        <Op>Betreiber: Firma, Anschrift, E-Mail-Adresse, Telefon</Op>
      </p>
      <p>
        Datenschutzbeauftragter: <Op>Betreiber: Name und Kontakt oder „nicht erforderlich“</Op>
      </p>
    </Section>
    <Section id="verarbeitung" title="2. Welche Daten wir verarbeiten und wozu">
      <ul>
        <li>
          <strong>Kontodaten</strong> (E-Mail-Adresse, Passwort-Hash, Sprache, Zustimmung zu den AGB): zur Erbringung des Dienstes
          (Art. 6 Abs. 1 lit. b DSGVO).
        </li>
        <li>
          <strong>Inhalte</strong> in Marken, Seiten und Medien: zur Erbringung des Dienstes; für darin enthaltene
          personenbezogene Daten sind wir Ihr Auftragsverarbeiter (siehe <Link to="/de/avv">Auftragsverarbeitungsvertrag</Link>).
        </li>
        <li>
          <strong>Server-Protokolle</strong> (IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browser): zur Sicherheit und
          Fehlersuche, gespeichert für <Op>Betreiber: z. B. 14 Tage</Op> (Art. 6 Abs. 1 lit. f DSGVO).
        </li>
        <li>
          <strong>E-Mails</strong> wie die Willkommensnachricht und Links zum Zurücksetzen des Passworts: zur Führung Ihres
          Kontos.
        </li>
      </ul>
    </Section>
    <Section id="cookies" title="3. Cookies">
      <p>
        Wir setzen nur notwendige Cookies: <code>auth._token</code> und <code>auth._refresh_token</code> halten Sie angemeldet (30
        Minuten und 14 Tage), <code>i18n_redirected</code> speichert Ihre Sprache (365 Tage). Tracking- oder Werbe-Cookies werden
        nicht gesetzt.
      </p>
    </Section>
    <Section id="empfaenger" title="4. Empfänger und Auftragsverarbeiter">
      <p>
        Hosting: <Op>Betreiber: Hosting-Anbieter und Standort</Op>. E-Mail-Versand: <Op>Betreiber: Mail-Anbieter</Op>. Wir
        verkaufen keine personenbezogenen Daten.
      </p>
    </Section>
    <Section id="speicherdauer" title="5. Speicherdauer">
      <p>
        Kontodaten speichern wir, solange Ihr Konto besteht. Brandtrail zeichnet Änderungen als Ereignisse auf, damit Marken
        wiederhergestellt werden können; nach Löschung eines Kontos werden dessen personenbezogene Daten binnen{' '}
        <Op>Betreiber: Frist</Op> gelöscht oder anonymisiert, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.
      </p>
    </Section>
    <Section id="rechte" title="6. Ihre Rechte">
      <p>
        Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und
        Widerspruch sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde, z. B.{' '}
        <Op>Betreiber: zuständige Aufsichtsbehörde</Op>.
      </p>
    </Section>
  </>
);

const dpa = (
  <>
    <p className="muted">
      Vereinbarung zur Verarbeitung personenbezogener Daten im Auftrag gemäß Art. 28 DSGVO zwischen dem Kunden (Verantwortlicher)
      und <Op>Betreiber: Firma, Anschrift</Op> (Auftragsverarbeiter).
    </p>
    <Section id="gegenstand" title="1. Gegenstand und Dauer">
      <p>
        Der Auftragsverarbeiter speichert und verarbeitet die Inhalte, die der Verantwortliche in Brandtrail ablegt, für die Dauer
        des Hauptvertrags (der <Link to="/de/agb">AGB</Link>).
      </p>
    </Section>
    <Section id="art" title="2. Art, Zweck und betroffene Daten">
      <ul>
        <li>Zweck: Bereitstellen und Anzeigen von Markenrichtlinien, Medien und geteilten Seiten.</li>
        <li>Daten: Namen, E-Mail-Adressen und Rollen von Mitgliedern; personenbezogene Daten in Inhalten.</li>
        <li>Betroffene: Beschäftigte und Mitglieder des Verantwortlichen, Empfänger geteilter Links.</li>
      </ul>
    </Section>
    <Section id="weisungen" title="3. Weisungen">
      <p>
        Der Auftragsverarbeiter verarbeitet personenbezogene Daten nur auf dokumentierte Weisung des Verantwortlichen,
        einschließlich der Einstellungen, die dieser im Produkt vornimmt, soweit nicht gesetzlich anders verpflichtet.
      </p>
    </Section>
    <Section id="vertraulichkeit" title="4. Vertraulichkeit">
      <p>Alle Personen, die die Daten verarbeiten, sind zur Vertraulichkeit verpflichtet.</p>
    </Section>
    <Section id="tom" title="5. Technische und organisatorische Maßnahmen">
      <ul>
        <li>Verschlüsselte Übertragung (TLS); Passwörter nur als Argon2id-Hashes gespeichert.</li>
        <li>Sitzungen in HttpOnly- und SameSite-Cookies; begrenzte Fehlversuche bei der Anmeldung.</li>
        <li>Zugriff auf Produktivsysteme nur für benannte Personen; Protokollierung administrativer Zugriffe.</li>
        <li>
          Datensicherung: <Op>Betreiber: Häufigkeit, Standort, Aufbewahrung</Op>
        </li>
      </ul>
    </Section>
    <Section id="unterauftrag" title="6. Unterauftragsverarbeiter">
      <p>
        Der Verantwortliche stimmt folgenden Unterauftragsverarbeitern zu: <Op>Betreiber: Liste mit Name, Leistung, Standort</Op>.
        Änderungen kündigt der Auftragsverarbeiter vorab an; der Verantwortliche kann widersprechen.
      </p>
    </Section>
    <Section id="unterstuetzung" title="7. Unterstützung, Datenpannen, Löschung">
      <p>
        Der Auftragsverarbeiter unterstützt bei Anfragen Betroffener und meldet Verletzungen des Schutzes personenbezogener Daten
        unverzüglich. Nach Vertragsende löscht er die Daten oder gibt sie nach Wahl des Verantwortlichen zurück.
      </p>
    </Section>
    <Section id="kontrollen" title="8. Kontrollen">
      <p>Der Verantwortliche kann die Einhaltung überprüfen, in der Regel durch aktuelle Zertifikate oder Berichte.</p>
    </Section>
  </>
);

const imprint = (
  <>
    <Section id="anbieter" title="Angaben gemäß § 5 DDG">
      <p>
        <Op>Betreiber: Firma und Rechtsform</Op>
        <br />
        <Op>Betreiber: Straße und Hausnummer</Op>
        <br />
        <Op>Betreiber: PLZ, Ort, Land</Op>
      </p>
    </Section>
    <Section id="vertreten" title="Vertreten durch">
      <p>
        <Op>Betreiber: Geschäftsführung</Op>
      </p>
    </Section>
    <Section id="kontakt" title="Kontakt">
      <p>
        E-Mail: <Op>Betreiber: E-Mail-Adresse</Op>
        <br />
        Telefon: <Op>Betreiber: Telefonnummer</Op>
      </p>
    </Section>
    <Section id="register" title="Registereintrag">
      <p>
        <Op>Betreiber: Registergericht und Registernummer</Op>
      </p>
    </Section>
    <Section id="ust" title="Umsatzsteuer-ID">
      <p>
        <Op>Betreiber: Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG</Op>
      </p>
    </Section>
    <Section id="verantwortlich" title="Verantwortlich für den Inhalt">
      <p>
        <Op>Betreiber: Name, Anschrift</Op>
      </p>
    </Section>
  </>
);

const legal = (
  <>
    <p className="lead">Alles, was die Nutzung von Brandtrail regelt, an einem Ort.</p>
    <ul className="legal-index">
      <li>
        <Link to="/de/agb">Allgemeine Geschäftsbedingungen</Link>
        <span className="muted">Nur für Unternehmer: der Vertrag über die Nutzung von Brandtrail.</span>
      </li>
      <li>
        <Link to="/de/datenschutz">Datenschutzerklärung</Link>
        <span className="muted">Welche personenbezogenen Daten wir verarbeiten, wozu, und Ihre Rechte.</span>
      </li>
      <li>
        <Link to="/de/avv">Auftragsverarbeitungsvertrag</Link>
        <span className="muted">Art. 28 DSGVO: wie wir personenbezogene Daten in Ihren Inhalten verarbeiten.</span>
      </li>
      <li>
        <Link to="/de/impressum">Impressum</Link>
        <span className="muted">Wer Brandtrail betreibt und wie Sie uns erreichen.</span>
      </li>
    </ul>
    <p className="muted">
      In English: <Link to="/en/legal">Legal</Link>
    </p>
  </>
);

export const germanLegal: Record<LegalKind, ReactNode> = { terms, privacy, dpa, imprint, legal };
