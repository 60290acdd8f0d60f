import { brandDecider, brandStream, can, idFromStream, type Locale, type MemberEvent, type MemberRole } from '@brandtrail/domain';
import {
  load,
  log,
  MAIL_ATTEMPTS,
  MAIL_BACKOFF_MS,
  MAIL_QUEUE,
  type Config,
  type EventStore,
  type Mail,
  type MemberMailJob,
  type RecordedEvent,
  type SqlExecutor,
} from '@brandtrail/infra';
import { userQueries } from '@brandtrail/projections';
import { mailText } from './mailText';
import type { Reactor, ReactorJob } from './reactor';

const roleNames: Record<Locale, Record<MemberRole, string>> = {
  en: { owner: 'owner', editor: 'editor', viewer: 'viewer' },
  de: { owner: 'Inhaber', editor: 'Bearbeiter', viewer: 'Betrachter' },
};

/**
 * The texts of the mails about brand members (`MemberMailJob` in infra). The reactor below writes
 * the whole mail into the job (brand name, addresses, links and the recipient's language as they
 * are when it reacts), so the handler only sends.
 */
export function memberMail(job: MemberMailJob): Pick<Mail, 'subject' | 'text'> {
  const de = job.locale === 'de';
  const lines = (subject: string, body: string[]) => mailText(job.locale, subject, body);
  switch (job.kind) {
    case 'member-added': {
      const role = roleNames[job.locale][job.role];
      return de
        ? lines(`Sie wurden zur Marke ${job.brandName} hinzugefügt`, [
            `Sie wurden als ${role} zur Marke „${job.brandName}“ auf Brandtrail hinzugefügt. Hier finden Sie sie:`,
            '',
            job.link,
          ])
        : lines(`You were added to the brand ${job.brandName}`, [
            `You were added to the brand "${job.brandName}" on Brandtrail as ${role}. Find it here:`,
            '',
            job.link,
          ]);
    }
    case 'invitation': {
      const role = roleNames[job.locale][job.role];
      return de
        ? lines(`Einladung zur Marke ${job.brandName} auf Brandtrail`, [
            `Sie wurden als ${role} zur Marke „${job.brandName}“ auf Brandtrail eingeladen. Über diesen Link registrieren Sie sich mit dieser E-Mail-Adresse (oder melden sich an) und nehmen die Einladung an:`,
            '',
            job.link,
            '',
            'Falls Sie damit nicht gerechnet haben, können Sie diese E-Mail einfach ignorieren.',
          ])
        : lines(`Invitation to the brand ${job.brandName} on Brandtrail`, [
            `You were invited to the brand "${job.brandName}" on Brandtrail as ${role}. Follow this link to register with this email address (or log in) and accept the invitation:`,
            '',
            job.link,
            '',
            "If you didn't expect this, you can simply ignore this email.",
          ]);
    }
    case 'access-requested': {
      const quoted = job.message ? ['', ...job.message.split('\n').map((l) => `> ${l}`)] : [];
      return de
        ? lines(`${job.requester} bittet um Zugang zu ${job.brandName}`, [
            `${job.requester} bittet um Zugang zur Marke „${job.brandName}“.`,
            ...quoted,
            '',
            'Unter „Benutzer“ in den Einstellungen der Marke können Sie die Anfrage annehmen (mit einer Rolle) oder ablehnen:',
            '',
            job.link,
          ])
        : lines(`${job.requester} asks for access to ${job.brandName}`, [
            `${job.requester} asks for access to the brand "${job.brandName}".`,
            ...quoted,
            '',
            "Approve the request (choosing a role) or decline it under Users in the brand's settings:",
            '',
            job.link,
          ]);
    }
    case 'access-answered': {
      if (job.approved) {
        const role = roleNames[job.locale][job.role ?? 'viewer'];
        return de
          ? lines(`Ihr Zugang zu ${job.brandName}`, [
              `Ihre Anfrage wurde angenommen: Sie sind jetzt ${role} der Marke „${job.brandName}“.`,
              '',
              job.link,
            ])
          : lines(`Your access to ${job.brandName}`, [
              `Your request was approved: you are now ${role} of the brand "${job.brandName}".`,
              '',
              job.link,
            ]);
      }
      return de
        ? lines(`Ihre Anfrage für ${job.brandName}`, [`Ihre Anfrage um Zugang zur Marke „${job.brandName}“ wurde abgelehnt.`])
        : lines(`Your request for ${job.brandName}`, [`Your request for access to the brand "${job.brandName}" was declined.`]);
    }
  }
}

type MemberMailEvent = RecordedEvent<string, unknown>;

/**
 * Member events -> mail jobs (ids from the event id, one per recipient). Reads the brand from its
 * stream, and addresses and languages from the users read model: a mail to an account is in the
 * account's language. An invitation goes to an address, which may have no account: it is in the
 * language of the account with that address if there is one, else in the inviting person's (their
 * account's, else the language they acted in), since an invitation mostly goes to a colleague.
 */
export function memberMailReactor(deps: {
  config: Pick<Config, 'publicUrl'>;
  store: EventStore;
  sql: SqlExecutor;
}): Reactor<MemberMailEvent> {
  const users = userQueries(deps.sql);
  const url = deps.config.publicUrl;
  /** The language of whoever caused the event: their account's, else the one they acted in. */
  const actingLocale = async (recorded: MemberMailEvent): Promise<Locale> => {
    const { userId, locale } = recorded.metadata;
    const account = userId ? await users.byId(userId) : undefined;
    return account?.locale ?? (locale === 'de' ? 'de' : 'en');
  };
  return {
    name: 'memberMail',
    eventTypes: [
      'BrandMemberAdded',
      'BrandInvitationCreated',
      'BrandInvitationResent',
      'BrandAccessRequested',
      'BrandAccessRequestAnswered',
    ],
    async react(recorded) {
      const event = { type: recorded.type, data: recorded.data } as MemberEvent;
      const brandId = idFromStream(recorded.streamId);
      const { state } = await load(deps.store, brandDecider, brandStream(brandId));
      if (!state.exists) return [];
      const brandName = state.name;
      const brandLink = `${url}/${state.slug}`;
      const job = (data: MemberMailJob): ReactorJob => ({
        queue: MAIL_QUEUE,
        data,
        attempts: MAIL_ATTEMPTS,
        backoffMs: MAIL_BACKOFF_MS,
      });
      switch (event.type) {
        case 'BrandMemberAdded': {
          if (event.data.via !== 'added') return [];
          const to = await users.byId(event.data.userId);
          if (!to) return [];
          return [
            job({ kind: 'member-added', to: to.email, locale: to.locale, brandName, role: event.data.role, link: brandLink }),
          ];
        }
        case 'BrandInvitationCreated':
        case 'BrandInvitationResent': {
          // A resend after the invitation ended (accepted, withdrawn) mails nothing.
          const invitation = state.invitations[event.data.invitationId];
          if (!invitation) return [];
          const link = `${url}/invitations/${invitation.token}`;
          const locale = (await users.byEmail(invitation.email))?.locale ?? (await actingLocale(recorded));
          return [job({ kind: 'invitation', to: invitation.email, locale, brandName, role: invitation.role, link })];
        }
        case 'BrandAccessRequested': {
          const requester = (await users.byId(event.data.userId))?.email;
          if (!requester) return [];
          const managers = Object.entries(state.members)
            .filter(([, role]) => can({ role, brandPublic: false }, 'manageMembers'))
            .map(([id]) => id);
          const recipients = (await users.byIds(managers)).sort((a, b) => (a.email < b.email ? -1 : 1));
          const link = `${url}/${state.slug}/settings/users`;
          return recipients.map(({ email: to, locale }) =>
            job({ kind: 'access-requested', to, locale, brandName, requester, message: event.data.message, link }),
          );
        }
        case 'BrandAccessRequestAnswered': {
          const to = await users.byId(event.data.userId);
          if (!to) return [];
          const { approved } = event.data;
          const role = event.data.role ?? null;
          return [job({ kind: 'access-answered', to: to.email, locale: to.locale, brandName, approved, role, link: brandLink })];
        }
        default:
          log.warn('memberMail: unexpected event', { type: recorded.type, eventId: recorded.id });
          return [];
      }
    },
  };
}
