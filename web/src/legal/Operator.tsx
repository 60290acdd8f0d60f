import { planNames, plans } from '@brandtrail/domain/brands/plans';
import type { ReactNode } from 'react';
import type { Locale } from '../i18n/locale';

/** The plans' names in a language, as the product names them everywhere ("Free, Basic, Pro"). */
export const planList = (lang: Locale): string => plans.map((plan) => planNames[plan][lang]).join(', ');

/**
 * Text the operator of this installation must replace before going live (company name, address,
 * register, contacts). Visible on purpose: highlighted and bracketed, so it cannot be overlooked.
 */
export function Op({ children }: { children: ReactNode }) {
  return <mark className="operator-text">[{children}]</mark>;
}

/** A numbered section with an anchor, so the table of contents and links can point at it. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="legal-section">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
