import { Link } from 'react-router';
import { planNames } from '@brandtrail/domain/brands/plans';
import { Op, planList, Section } from './Operator';
import type { LegalKind } from './pages';
import type { ReactNode } from 'react';

/* English legal texts. Templates: the operator replaces every highlighted [Operator: …] marker. */

const terms = (
  <>
    <Section id="scope" title="1. Scope and business customers only">
      <p>
        These terms govern the use of Brandtrail, operated by <Op>Operator: company name, legal form, address</Op> (“we”).
        Brandtrail is offered exclusively to businesses, that is, to persons acting in the exercise of their trade, business or
        profession. By accepting these terms you confirm that you use Brandtrail for business purposes and not as a consumer.
      </p>
      <p>Conflicting terms of the customer do not apply, even if we do not object to them.</p>
    </Section>
    <Section id="service" title="2. The service">
      <p>
        Brandtrail lets teams keep brand guidelines: brands, pages of ordered elements, an asset library, members with roles and
        shareable links. The features of each plan ({planList('en')}) are described on the pricing page at the time of ordering.
      </p>
    </Section>
    <Section id="account" title="3. Account and access">
      <p>
        You keep your log-in data confidential and tell us without delay if you suspect misuse. You are responsible for the
        members you invite to your brands and for the roles you give them.
      </p>
    </Section>
    <Section id="content" title="4. Your content">
      <p>
        You keep all rights to the content you upload. You grant us the rights needed to store, process and show it to the people
        you share it with, for the duration of the contract. You make sure your content does not infringe the rights of others or
        the law.
      </p>
    </Section>
    <Section id="fees" title="5. Prices and payment">
      <p>
        Paid plans are billed in advance for the chosen period. Prices are net prices plus the statutory value added tax.{' '}
        <Op>Operator: payment provider, billing period, notice periods</Op>
      </p>
    </Section>
    <Section id="availability" title="6. Availability">
      <p>
        We aim for an availability of <Op>Operator: e.g. 99.5 %</Op> per month, excluding announced maintenance and disruptions
        beyond our control.
      </p>
    </Section>
    <Section id="liability" title="7. Liability">
      <p>
        We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight
        negligence we are liable only for the breach of essential contractual obligations, limited to the damage typical and
        foreseeable at the conclusion of the contract.
      </p>
    </Section>
    <Section id="term" title="8. Term and termination">
      <p>
        The {planNames.free.en} plan may be ended at any time by deleting the account. Paid plans run for the booked period and
        renew unless cancelled before its end. After the end of the contract you can export your content for 30 days.
      </p>
    </Section>
    <Section id="data" title="9. Data protection">
      <p>
        Where we process personal data on your behalf, the <Link to="/en/dpa">data processing agreement</Link> applies. How we
        process data ourselves is explained in the <Link to="/en/privacy-policy">privacy policy</Link>.
      </p>
    </Section>
    <Section id="final" title="10. Final provisions">
      <p>
        The law of <Op>Operator: country, e.g. the Federal Republic of Germany</Op> applies, excluding the UN Convention on
        Contracts for the International Sale of Goods. Place of jurisdiction is <Op>Operator: city</Op>. Should a provision be
        invalid, the rest of these terms remains in force.
      </p>
    </Section>
  </>
);

const privacy = (
  <>
    <Section id="controller" title="1. Controller">
      <p>
        <Op>Operator: company name, address, email address, phone</Op>
      </p>
      <p>
        Data protection officer: <Op>Operator: name and contact, or “not required”</Op>
      </p>
    </Section>
    <Section id="what" title="2. What we process and why">
      <ul>
        <li>
          <strong>Account data</strong> (email address, password hash, language, acceptance of these terms): to provide the
          service (Art. 6(1)(b) GDPR).
        </li>
        <li>
          <strong>Content</strong> you store in brands, pages and assets: to provide the service; for personal data within it we
          act as your processor (see the <Link to="/en/dpa">data processing agreement</Link>).
        </li>
        <li>
          <strong>Server logs</strong> (IP address, time, requested address, browser): for security and troubleshooting, kept for{' '}
          <Op>Operator: e.g. 14 days</Op> (Art. 6(1)(f) GDPR).
        </li>
        <li>
          <strong>Emails</strong> such as the welcome mail and password reset links: to run your account.
        </li>
      </ul>
    </Section>
    <Section id="cookies" title="3. Cookies">
      <p>
        We use only cookies that are needed: <code>auth._token</code> and <code>auth._refresh_token</code> keep you logged in (30
        minutes and 14 days), and <code>i18n_redirected</code> remembers your language (365 days). No tracking or advertising
        cookies are set.
      </p>
    </Section>
    <Section id="recipients" title="4. Recipients and processors">
      <p>
        Hosting: <Op>Operator: hosting provider and location</Op>. Email delivery: <Op>Operator: mail provider</Op>. We do not
        sell personal data.
      </p>
    </Section>
    <Section id="retention" title="5. Retention">
      <p>
        We keep account data while your account exists. Brandtrail records changes as events so that brands can be restored; after
        the deletion of an account its personal data is erased or anonymised within <Op>Operator: period</Op>, unless statutory
        retention duties apply.
      </p>
    </Section>
    <Section id="rights" title="6. Your rights">
      <p>
        You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the
        right to lodge a complaint with a supervisory authority, e.g. <Op>Operator: competent supervisory authority</Op>.
      </p>
    </Section>
  </>
);

const dpa = (
  <>
    <p className="muted">
      Agreement on the processing of personal data on behalf of the customer pursuant to Art. 28 GDPR, between the customer
      (controller) and <Op>Operator: company name, address</Op> (processor).
    </p>
    <Section id="subject" title="1. Subject and duration">
      <p>
        The processor stores and processes the content the controller keeps in Brandtrail for the duration of the main contract
        (the <Link to="/en/terms">terms of use</Link>).
      </p>
    </Section>
    <Section id="nature" title="2. Nature, purpose and data concerned">
      <ul>
        <li>Purpose: hosting and showing brand guidelines, assets and shared pages.</li>
        <li>Data: names, email addresses and roles of members; personal data contained in uploaded content.</li>
        <li>Data subjects: the controller’s staff, members and recipients of shared links.</li>
      </ul>
    </Section>
    <Section id="instructions" title="3. Instructions">
      <p>
        The processor processes personal data only on documented instructions of the controller, including the settings the
        controller makes in the product, unless required to do so by law.
      </p>
    </Section>
    <Section id="confidentiality" title="4. Confidentiality">
      <p>Everyone who processes the data is bound to confidentiality.</p>
    </Section>
    <Section id="security" title="5. Technical and organisational measures">
      <ul>
        <li>Encrypted transport (TLS); passwords stored as Argon2id hashes only.</li>
        <li>Sessions in HttpOnly, SameSite cookies; limited failed log-ins.</li>
        <li>Access to production systems for named staff only; logging of administrative access.</li>
        <li>
          Backups: <Op>Operator: frequency, location, retention</Op>
        </li>
      </ul>
    </Section>
    <Section id="subprocessors" title="6. Sub-processors">
      <p>
        The controller agrees to the following sub-processors: <Op>Operator: list with name, service, location</Op>. The processor
        announces changes in advance; the controller may object.
      </p>
    </Section>
    <Section id="assistance" title="7. Assistance, breaches, deletion">
      <p>
        The processor assists with data subject requests and informs the controller without undue delay of any personal data
        breach. At the end of the contract it deletes or returns the data at the controller’s choice.
      </p>
    </Section>
    <Section id="audits" title="8. Audits">
      <p>The controller may verify compliance, as a rule by means of current certificates or reports.</p>
    </Section>
  </>
);

const imprint = (
  <>
    <Section id="provider" title="Service provider">
      <p>
        <Op>Operator: company name and legal form</Op>
        <br />
        <Op>Operator: street and number</Op>
        <br />
        <Op>Operator: postcode, city, country</Op>
      </p>
    </Section>
    <Section id="represented" title="Represented by">
      <p>
        <Op>Operator: managing directors</Op>
      </p>
    </Section>
    <Section id="contact" title="Contact">
      <p>
        Email: <Op>Operator: email address</Op>
        <br />
        Phone: <Op>Operator: phone number</Op>
      </p>
    </Section>
    <Section id="register" title="Register entry">
      <p>
        <Op>Operator: register court and number</Op>
      </p>
    </Section>
    <Section id="vat" title="VAT ID">
      <p>
        <Op>Operator: VAT identification number</Op>
      </p>
    </Section>
    <Section id="responsible" title="Responsible for content">
      <p>
        <Op>Operator: name, address</Op>
      </p>
    </Section>
  </>
);

const legal = (
  <>
    <p className="lead">Everything that governs the use of Brandtrail, in one place.</p>
    <ul className="legal-index">
      <li>
        <Link to="/en/terms">Terms of use</Link>
        <span className="muted">For business customers only: the contract for using Brandtrail.</span>
      </li>
      <li>
        <Link to="/en/privacy-policy">Privacy policy</Link>
        <span className="muted">Which personal data we process, why, and your rights.</span>
      </li>
      <li>
        <Link to="/en/dpa">Data processing agreement</Link>
        <span className="muted">Art. 28 GDPR: how we process personal data in your content on your behalf.</span>
      </li>
      <li>
        <Link to="/en/imprint">Imprint</Link>
        <span className="muted">Who runs Brandtrail and how to reach us.</span>
      </li>
    </ul>
    <p className="muted">
      Auf Deutsch: <Link to="/de/rechtliches">Rechtliches</Link>
    </p>
  </>
);

export const englishLegal: Record<LegalKind, ReactNode> = { terms, privacy, dpa, imprint, legal };
