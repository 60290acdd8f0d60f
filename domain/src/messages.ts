import { planNames, plans } from './brands/plans';
import type { ErrorCode } from './errors';
import type { Locale } from './locales';

/** What a person reads for each error code, in both languages. {name} placeholders take params. */
export const errorMessages: Record<Locale, Record<ErrorCode, string>> = {
  en: {
    UNAUTHENTICATED: 'Please log in to continue.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_FOUND: 'This page could not be found',
    BRAND_NOT_FOUND: 'This brand could not be found.',
    CONFLICT: 'Someone else changed this at the same moment. Please try again.',
    MUTATION_ID_REUSED:
      'This request repeats an earlier one under the same clientMutationId with other input. Send a new clientMutationId for a new change.',
    VALIDATION: 'Please check your input.',
    NAME_REQUIRED: 'Please enter a name.',
    NAME_TOO_LONG: 'The name can be at most {max} characters long.',
    TEXT_TOO_LONG: 'The {field} can be at most {max} characters long.',
    SLUG_INVALID: 'An address may contain only lower-case letters, digits and single dashes (at most {max} characters).',
    SLUG_RESERVED: 'The address "{slug}" is reserved. Please choose another.',
    SLUG_TAKEN: 'The address "{slug}" is already taken. Please choose another.',
    EMAIL_INVALID: 'Invalid email address',
    EMAIL_TAKEN: 'An account with this email address already exists.',
    PASSWORD_TOO_SHORT: 'The password must be at least {min} characters long.',
    PASSWORD_TOO_LONG: 'The password can be at most {max} characters long.',
    INVALID_CREDENTIALS: 'The email address or password is not correct.',
    TOO_MANY_ATTEMPTS: 'Too many failed log-in attempts. Please try again in {wait}.',
    TOO_MANY_REQUESTS: 'Too many requests. Please try again in {wait}.',
    RESET_TOKEN_INVALID: 'This password reset link is invalid, has already been used or has expired. Please request a new one.',
    LOGIN_TOKEN_INVALID: 'This sign-in link is invalid, has already been used or has expired. Please request a new one.',
    VERIFY_TOKEN_INVALID: 'This confirmation link is invalid or has expired. Log in and ask for a new one on your account page.',
    LOCALE_INVALID: 'Please choose English (en) or German (de).',
    TERMS_REQUIRED: 'Agreement is required to proceed.',
    BRAND_DELETED: 'This brand has been deleted.',
    BRAND_NOT_DELETED: 'This brand is not deleted.',
    PLAN_INVALID: `Unknown plan. The plans are ${plans.map((plan) => planNames[plan].en).join(', ')}.`,
    IMPERSONATION_SELF: 'You cannot act as yourself.',
    IMPERSONATION_OF_ADMIN: 'Admins cannot act as another admin.',
    IMPERSONATION_REASON_REQUIRED: 'Say why you act as this person (at least {min} characters): it goes in the audit log.',
    NOT_WHILE_IMPERSONATING:
      'While you act as this person, their password, email address, two-factor sign-in and billing stay theirs to change.',
    ACCOUNT_SUSPENDED: 'This account is suspended. Please ask the people who run this Brandtrail if you think it is a mistake.',
    SUSPENSION_SELF: 'You cannot suspend your own account.',
    SUSPENSION_OF_ADMIN: 'An admin cannot be suspended. Take away the admin right first.',
    SUSPENSION_REASON_REQUIRED: 'Say why you suspend this account (at least {min} characters): it goes in the audit log.',
    PASSWORD_WRONG: 'Your current password is not correct.',
    TWO_FACTOR_CODE_WRONG: 'This code is not right. Enter the six digits your authenticator app shows now, or a recovery code.',
    TWO_FACTOR_EXPIRED: 'Your log-in has timed out or had too many tries. Please log in again.',
    TWO_FACTOR_NOT_STARTED: 'Start setting up two-factor sign-in again: scan the new code with your app.',
    TOO_MANY_ACCESS_TOKENS: 'You can keep at most {max} access tokens. Revoke one you no longer use first.',
    ACCESS_TOKEN_INVALID: 'This access token is unknown, revoked or expired, or does not reach this brand.',
    EMAIL_SAME: 'This is already the address of your account.',
    EMAIL_TOKEN_INVALID: 'This link is invalid, has already been used or has expired.',
    COLOR_INVALID: '"{hex}" is not a colour. Enter six hexadecimal digits, for example #2F4BD8.',
    COLOR_LABEL_TOO_LONG: 'A colour label can be at most {max} characters long.',
    TOO_MANY_COLORS: 'A brand can have at most {max} colours.',
    FONT_NAME_INVALID: 'Please enter a font name of at most {max} characters.',
    TOO_MANY_FONTS: 'A brand can have at most {max} fonts.',
    TOO_MANY_FONT_FILES: 'A font can have at most {max} files.',
    UNKNOWN_DOCUMENT: 'Unknown query. Please reload the page.',
    PAGE_NOT_FOUND: 'This page could not be found',
    PAGE_DELETED: 'This page has been deleted.',
    PAGE_NOT_DELETED: 'This page is not deleted.',
    PAGE_PARENT_INVALID: 'This page cannot be placed under the chosen parent.',
    PAGE_PARENT_DELETED:
      'A page above this one is deleted. Restore that page first; the pages deleted with it come back with it.',
    PAGES_ORDER_INVALID: 'The order names pages that do not belong to this brand. Please reload the page and sort again.',
    ELEMENT_NOT_FOUND: 'This element could not be found. Someone may have deleted it.',
    ELEMENT_ID_INVALID: 'This element has no valid id yet. Please try again.',
    ELEMENT_ID_TAKEN: 'An element with this id already exists.',
    ELEMENT_TYPE_INVALID: 'Unknown element type "{type}".',
    ELEMENT_FIELD_UNKNOWN: 'A {type} element has no setting "{field}".',
    ELEMENT_FIELD_INVALID: 'The setting "{field}" has an invalid value.',
    ELEMENT_FIELD_RANGE: 'The setting "{field}" must be between {min} and {max}.',
    ELEMENT_LIST_TOO_LONG: 'The setting "{field}" can hold at most {max} entries.',
    ELEMENT_TEXT_INVALID: 'The text could not be read. Please reload the page.',
    ELEMENT_TEXT_TOO_LARGE: 'The text is too long (at most {max} KB).',
    ELEMENT_URL_INVALID: 'Please enter a web address starting with http:// or https://, or an email link starting with mailto:.',
    ELEMENT_LINK_SELF: 'An element cannot link to itself.',
    ELEMENT_ASSET_INVALID: 'This file is not in the brand’s asset library (any more). Please choose another.',
    ELEMENT_ASSET_NOT_FONT: 'This file is not a font. Please choose a TTF, OTF, WOFF or WOFF2 file.',
    ELEMENT_ASSET_NOT_IMAGE: 'This file is not an image. Please choose a JPEG, PNG, GIF, WebP, AVIF, TIFF or SVG file.',
    ELEMENT_IN_USE:
      'This element is still used by other elements or pages ({count} in all). Delete it anyway to leave them empty.',
    ELEMENT_POSITION_INVALID: 'The place for the new element no longer exists. Please reload the page.',
    ELEMENTS_ORDER_INVALID: 'The elements of this page have changed meanwhile. Please reload the page and sort again.',
    TOO_MANY_ELEMENTS: 'A page can have at most {max} elements.',
    ASSET_NOT_FOUND: 'This file could not be found. Someone may have deleted it.',
    ASSET_DELETED: 'This file has been deleted.',
    ASSET_NOT_DELETED: 'This file is not deleted.',
    ASSET_NOT_UPLOADED: 'The file has not arrived completely. Please upload it again.',
    ASSET_SIZE_INVALID: 'The file is empty or its size is unknown.',
    ASSET_TOO_LARGE: 'A file can be at most {max} MB.',
    ASSET_IN_USE: 'This file is still used ({count} in all). Delete it anyway to remove it from there.',
    TAG_TOO_LONG: 'A tag can be at most {max} characters long ("{tag}").',
    TOO_MANY_TAGS: 'A file can have at most {max} tags.',
    ASSET_FILE_MISSING: 'The uploaded file is missing in storage. Please upload it again.',
    ASSET_FILE_EMPTY: 'The file is empty.',
    ASSET_FILE_CORRUPT: 'The file could not be read: it seems to be damaged.',
    ASSET_FILE_TOO_MANY_PIXELS: 'The image has too many pixels to be previewed. You can still download it.',
    ASSET_FILE_UNSUPPORTED: 'There is no preview for this type of file. You can still download it.',
    ASSET_PROCESSING_FAILED: 'The file could not be prepared for display. You can still download it.',
    ASSET_PROCESSING_TIMED_OUT: 'Preparing the file for display took too long and was given up. You can still download it.',
    UPLOAD_SIGNATURE_INVALID: 'This upload form is not valid. Please start the upload again.',
    UPLOAD_EXPIRED: 'This upload form has expired. Please start the upload again.',
    UPLOAD_TOO_LARGE: 'The file is too large: at most {max}.',
    UPLOAD_TOO_SMALL: 'The file is too small: at least {min}.',
    UPLOAD_INVALID: 'The upload could not be read. Please send one file with the form it was prepared for.',
    FILE_LINK_INVALID: 'This file link is not valid.',
    FILE_LINK_EXPIRED: 'This file link has expired. Please reload the page.',
    FILE_NOT_FOUND: 'This file could not be found.',
    BLOB_KEY_INVALID: 'This file name is not valid.',
    TEXT_INVALID:
      'The text contains a character that cannot be stored (a NUL character or a broken Unicode character). Please remove it and try again.',
    REQUEST_INVALID: 'This request is malformed and was not processed.',
    REQUEST_TOO_LARGE: 'This request is too large (at most {max}).',
    JSON_REQUIRED: 'Please send this request as JSON (Content-Type: application/json).',
    GRAPHQL_VALIDATION: 'This request is not a valid query: {detail}',
    QUERY_TOO_LARGE: 'This query is too long or asks for too many fields (the limit is {max}).',
    QUERY_TOO_DEEP: 'This query nests too deeply (at most {max} levels).',
    QUERY_TOO_MANY_ALIASES: 'This query uses too many aliases (at most {max}).',
    QUERY_TOO_COMPLEX: 'This query asks for too much at once (its cost is above {max}). Ask for less, or page through lists.',
    CURSOR_INVALID: 'This list position is not valid. Please reload the list.',
    TERMS_NOT_ACCEPTED: 'Please accept the terms of use first.',
    INTERNAL: 'Something went wrong on our side. Please try again; if it happens again, quote the code {errorId}.',
    SERVICE_UNAVAILABLE: 'This cannot be done right now because a service is unavailable. Please try again in a few minutes.',
    ELEMENT_TEXT_UNSUPPORTED: 'The text contains “{name}”, which headlines and texts do not support.',
    UPLOAD_FORM_USED: 'This upload form has been used: its file is already stored. To add another file, start a new upload.',
    SEARCH_TOO_LONG: 'Please search for at most {max} characters.',
    AVATAR_TOO_LARGE: 'This picture is too large: at most {max}.',
    AVATAR_TYPE_UNSUPPORTED: 'Please choose a PNG, JPEG, WebP or GIF picture.',
    AVATAR_INVALID: 'This picture could not be read. Please choose another file.',
    SHARED_LINK_NOT_FOUND: 'This shared link could not be found. Someone may have revoked it.',
    SHARED_LINK_PAGES_REQUIRED: 'Please choose at least one page to share, or share all pages.',
    SHARED_LINK_PAGES_INVALID: 'A link can only share pages of this brand. Please reload the page and try again.',
    SHARED_LINK_TOO_MANY_PAGES: 'A link can share at most {max} pages. Share all pages instead.',
    SHARED_LINK_EXPIRY_INVALID: 'Please choose an expiry date in the future, at the latest 31 December 9999.',
    SHARED_LINK_INVALID: 'This link is not valid. Please check that you copied it completely.',
    SHARED_LINK_EXPIRED: 'This link has been revoked or has expired. Please ask the person who shared it for a new one.',
    ROLE_INVALID: 'Unknown role. Choose owner, editor or viewer.',
    ROLE_ABOVE_OWN: 'You can only grant or change roles up to your own.',
    MEMBER_EXISTS: 'This person is already a member of the brand.',
    MEMBER_NOT_FOUND: 'This person is not a member of the brand (any more).',
    LAST_OWNER: 'A brand needs at least one owner. Make another member owner first; then you can step down or leave.',
    INVITATION_EXISTS: 'This address has already been invited. You can send the invitation again from the list.',
    INVITATION_NOT_FOUND: 'This invitation is no longer valid: it was withdrawn or has already been accepted.',
    INVITATION_OTHER_EMAIL: 'This invitation is for another email address. Log in with the invited address to accept it.',
    EMAIL_NOT_VERIFIED: 'This email address is not confirmed yet: the person joins through the invitation mailed to it.',
    ACCESS_REQUEST_NOT_FOUND: 'This access request has already been answered or withdrawn.',
    MESSAGE_TOO_LONG: 'The message can be at most {max} characters long.',
    NOTHING_TO_UNDO: 'There is nothing of yours to undo on this page.',
    NOTHING_TO_REDO: 'There is nothing of yours to redo on this page.',
    AT_INVALID: 'Please choose a moment between 1 January 1970 and now.',
    AT_TOO_EARLY: 'It did not exist yet at that moment. Please choose a later one.',
    VERSION_NOT_FOUND: 'This version could not be found.',
    TOO_MANY_VERSIONS: 'A brand can have at most {max} versions.',
    AI_NOT_CONFIGURED:
      'AI is not set up on this server. An administrator can set it up by pointing AI_BASE_URL and AI_MODEL (and AI_API_KEY if needed) at an OpenAI-compatible model server; the README explains how.',
    AI_FAILED: 'The AI service did not answer properly. Please try again later.',
    AI_TIMEOUT: 'The AI service took too long to answer. Please try again.',
    AI_RATE_LIMITED: 'The AI service is busy. Please try again in {wait}.',
    AI_TEXT_REQUIRED: 'Please select the text to rewrite.',
    AI_PROMPT_REQUIRED: 'Please choose how to rewrite the text, or type an instruction.',
    AI_ELEMENT_TYPE_INVALID: 'Only text in headline and text elements can be rewritten.',
    AI_LANGUAGE_INVALID: 'Unknown language "{language}". Use en or de.',
    DOWNLOAD_ID_INVALID: 'This download address names no element. Please reload the page and try again.',
    ELEMENT_NOT_DOWNLOAD: "Only a download element's files can be downloaded together.",
    DOWNLOAD_NO_FILES: 'This download has no files ready yet. Files still being processed are added once they are ready.',
    DOWNLOAD_TOO_LARGE: 'These files are too large to download together (at most {max} GB). Please download them one by one.',
  },
  de: {
    UNAUTHENTICATED: 'Bitte melden Sie sich an, um fortzufahren.',
    FORBIDDEN: 'Dazu sind Sie nicht berechtigt.',
    NOT_FOUND: 'Diese Seite wurde nicht gefunden',
    BRAND_NOT_FOUND: 'Diese Marke wurde nicht gefunden.',
    CONFLICT: 'Jemand anderes hat das gerade gleichzeitig geändert. Bitte versuchen Sie es noch einmal.',
    MUTATION_ID_REUSED:
      'Diese Anfrage wiederholt eine frühere mit derselben clientMutationId, aber mit anderen Angaben. Senden Sie für eine neue Änderung eine neue clientMutationId.',
    VALIDATION: 'Bitte prüfen Sie Ihre Eingabe.',
    NAME_REQUIRED: 'Bitte geben Sie einen Namen ein.',
    NAME_TOO_LONG: 'Der Name darf höchstens {max} Zeichen lang sein.',
    TEXT_TOO_LONG: 'Das Feld {field} darf höchstens {max} Zeichen lang sein.',
    SLUG_INVALID: 'Eine Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (höchstens {max} Zeichen).',
    SLUG_RESERVED: 'Die Adresse „{slug}“ ist reserviert. Bitte wählen Sie eine andere.',
    SLUG_TAKEN: 'Die Adresse „{slug}“ ist bereits vergeben. Bitte wählen Sie eine andere.',
    EMAIL_INVALID: 'Ungültige E-Mail-Adresse',
    EMAIL_TAKEN: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    PASSWORD_TOO_SHORT: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
    PASSWORD_TOO_LONG: 'Das Passwort darf höchstens {max} Zeichen lang sein.',
    INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort sind nicht korrekt.',
    TOO_MANY_ATTEMPTS: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {wait} erneut.',
    TOO_MANY_REQUESTS: 'Zu viele Anfragen. Bitte versuchen Sie es in {wait} erneut.',
    RESET_TOKEN_INVALID:
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig, wurde bereits verwendet oder ist abgelaufen. Bitte fordern Sie einen neuen an.',
    LOGIN_TOKEN_INVALID:
      'Dieser Anmeldelink ist ungültig, wurde bereits verwendet oder ist abgelaufen. Bitte fordern Sie einen neuen an.',
    VERIFY_TOKEN_INVALID:
      'Dieser Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich an und fordern Sie auf Ihrer Kontoseite einen neuen an.',
    LOCALE_INVALID: 'Bitte wählen Sie Englisch (en) oder Deutsch (de).',
    TERMS_REQUIRED: 'Die Zustimmung ist erforderlich, um fortzufahren.',
    BRAND_DELETED: 'Diese Marke wurde gelöscht.',
    BRAND_NOT_DELETED: 'Diese Marke ist nicht gelöscht.',
    PLAN_INVALID: `Unbekannter Tarif. Die Tarife sind ${plans.map((plan) => planNames[plan].de).join(', ')}.`,
    IMPERSONATION_SELF: 'Sie können nicht als Sie selbst handeln.',
    IMPERSONATION_OF_ADMIN: 'Admins können nicht als ein anderer Admin handeln.',
    IMPERSONATION_REASON_REQUIRED:
      'Geben Sie an, warum Sie als diese Person handeln (mindestens {min} Zeichen): Der Grund steht im Audit-Log.',
    NOT_WHILE_IMPERSONATING:
      'Während Sie als diese Person handeln, ändert nur sie selbst ihr Passwort, ihre E-Mail-Adresse, ihre Zwei-Faktor-Anmeldung und ihre Abrechnung.',
    ACCOUNT_SUSPENDED:
      'Dieses Konto ist gesperrt. Bitte wenden Sie sich an die Betreiber dieses Brandtrail, wenn Sie das für einen Irrtum halten.',
    SUSPENSION_SELF: 'Sie können Ihr eigenes Konto nicht sperren.',
    SUSPENSION_OF_ADMIN: 'Ein Admin kann nicht gesperrt werden. Entziehen Sie zuerst das Admin-Recht.',
    SUSPENSION_REASON_REQUIRED:
      'Geben Sie an, warum Sie dieses Konto sperren (mindestens {min} Zeichen): Der Grund steht im Audit-Log.',
    PASSWORD_WRONG: 'Ihr aktuelles Passwort ist nicht korrekt.',
    TWO_FACTOR_CODE_WRONG:
      'Dieser Code stimmt nicht. Geben Sie die sechs Ziffern ein, die Ihre Authenticator-App gerade zeigt, oder einen Wiederherstellungscode.',
    TWO_FACTOR_EXPIRED: 'Ihre Anmeldung ist abgelaufen oder hatte zu viele Versuche. Bitte melden Sie sich erneut an.',
    TWO_FACTOR_NOT_STARTED:
      'Beginnen Sie die Einrichtung der Zwei-Faktor-Anmeldung neu: Scannen Sie den neuen Code mit Ihrer App.',
    TOO_MANY_ACCESS_TOKENS:
      'Sie können höchstens {max} Zugriffstoken behalten. Widerrufen Sie zuerst eines, das Sie nicht mehr verwenden.',
    ACCESS_TOKEN_INVALID:
      'Dieses Zugriffstoken ist unbekannt, widerrufen oder abgelaufen, oder es reicht nicht bis zu dieser Marke.',
    EMAIL_SAME: 'Das ist bereits die Adresse Ihres Kontos.',
    EMAIL_TOKEN_INVALID: 'Dieser Link ist ungültig, wurde bereits verwendet oder ist abgelaufen.',
    COLOR_INVALID: '„{hex}“ ist keine Farbe. Geben Sie sechs Hexadezimalziffern ein, zum Beispiel #2F4BD8.',
    COLOR_LABEL_TOO_LONG: 'Eine Farbbezeichnung darf höchstens {max} Zeichen lang sein.',
    TOO_MANY_COLORS: 'Eine Marke kann höchstens {max} Farben haben.',
    FONT_NAME_INVALID: 'Bitte geben Sie einen Schriftnamen mit höchstens {max} Zeichen ein.',
    TOO_MANY_FONTS: 'Eine Marke kann höchstens {max} Schriften haben.',
    TOO_MANY_FONT_FILES: 'Eine Schrift kann höchstens {max} Dateien haben.',
    UNKNOWN_DOCUMENT: 'Unbekannte Abfrage. Bitte laden Sie die Seite neu.',
    PAGE_NOT_FOUND: 'Diese Seite wurde nicht gefunden',
    PAGE_DELETED: 'Diese Seite wurde gelöscht.',
    PAGE_NOT_DELETED: 'Diese Seite ist nicht gelöscht.',
    PAGE_PARENT_INVALID: 'Diese Seite kann nicht unter die gewählte Seite gelegt werden.',
    PAGE_PARENT_DELETED:
      'Eine übergeordnete Seite ist gelöscht. Stellen Sie zuerst jene Seite wieder her; die mit ihr gelöschten Seiten kommen mit ihr zurück.',
    PAGES_ORDER_INVALID:
      'Die Reihenfolge nennt Seiten, die nicht zu dieser Marke gehören. Bitte laden Sie die Seite neu und sortieren Sie erneut.',
    ELEMENT_NOT_FOUND: 'Dieses Element wurde nicht gefunden. Vielleicht hat es jemand gelöscht.',
    ELEMENT_ID_INVALID: 'Dieses Element hat noch keine gültige ID. Bitte versuchen Sie es noch einmal.',
    ELEMENT_ID_TAKEN: 'Es gibt bereits ein Element mit dieser ID.',
    ELEMENT_TYPE_INVALID: 'Unbekannter Elementtyp „{type}“.',
    ELEMENT_FIELD_UNKNOWN: 'Ein Element vom Typ {type} hat keine Einstellung „{field}“.',
    ELEMENT_FIELD_INVALID: 'Die Einstellung „{field}“ hat einen ungültigen Wert.',
    ELEMENT_FIELD_RANGE: 'Die Einstellung „{field}“ muss zwischen {min} und {max} liegen.',
    ELEMENT_LIST_TOO_LONG: 'Die Einstellung „{field}“ kann höchstens {max} Einträge haben.',
    ELEMENT_TEXT_INVALID: 'Der Text konnte nicht gelesen werden. Bitte laden Sie die Seite neu.',
    ELEMENT_TEXT_TOO_LARGE: 'Der Text ist zu lang (höchstens {max} KB).',
    ELEMENT_URL_INVALID:
      'Bitte geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt, oder einen E-Mail-Link mit mailto:.',
    ELEMENT_LINK_SELF: 'Ein Element kann nicht auf sich selbst verweisen.',
    ELEMENT_ASSET_INVALID: 'Diese Datei ist nicht (mehr) in der Mediathek der Marke. Bitte wählen Sie eine andere.',
    ELEMENT_ASSET_NOT_FONT: 'Diese Datei ist keine Schrift. Bitte wählen Sie eine TTF-, OTF-, WOFF- oder WOFF2-Datei.',
    ELEMENT_ASSET_NOT_IMAGE:
      'Diese Datei ist kein Bild. Bitte wählen Sie eine JPEG-, PNG-, GIF-, WebP-, AVIF-, TIFF- oder SVG-Datei.',
    ELEMENT_IN_USE:
      'Dieses Element wird noch von anderen Elementen oder Seiten verwendet (insgesamt {count}). Löschen Sie es trotzdem, um diese zu leeren.',
    ELEMENT_POSITION_INVALID: 'Die Stelle für das neue Element gibt es nicht mehr. Bitte laden Sie die Seite neu.',
    ELEMENTS_ORDER_INVALID:
      'Die Elemente dieser Seite haben sich inzwischen geändert. Bitte laden Sie die Seite neu und sortieren Sie erneut.',
    TOO_MANY_ELEMENTS: 'Eine Seite kann höchstens {max} Elemente haben.',
    ASSET_NOT_FOUND: 'Diese Datei wurde nicht gefunden. Vielleicht hat sie jemand gelöscht.',
    ASSET_DELETED: 'Diese Datei wurde gelöscht.',
    ASSET_NOT_DELETED: 'Diese Datei ist nicht gelöscht.',
    ASSET_NOT_UPLOADED: 'Die Datei ist nicht vollständig angekommen. Bitte laden Sie sie noch einmal hoch.',
    ASSET_SIZE_INVALID: 'Die Datei ist leer oder ihre Größe ist unbekannt.',
    ASSET_TOO_LARGE: 'Eine Datei darf höchstens {max} MB groß sein.',
    ASSET_IN_USE:
      'Diese Datei wird noch verwendet (insgesamt {count}). Löschen Sie die Datei trotzdem, um sie dort zu entfernen.',
    TAG_TOO_LONG: 'Ein Schlagwort darf höchstens {max} Zeichen lang sein („{tag}“).',
    TOO_MANY_TAGS: 'Eine Datei kann höchstens {max} Schlagwörter haben.',
    ASSET_FILE_MISSING: 'Die hochgeladene Datei fehlt im Speicher. Bitte laden Sie sie noch einmal hoch.',
    ASSET_FILE_EMPTY: 'Die Datei ist leer.',
    ASSET_FILE_CORRUPT: 'Die Datei konnte nicht gelesen werden: Sie scheint beschädigt zu sein.',
    ASSET_FILE_TOO_MANY_PIXELS: 'Das Bild hat zu viele Pixel für eine Vorschau. Herunterladen können Sie es trotzdem.',
    ASSET_FILE_UNSUPPORTED: 'Für diesen Dateityp gibt es keine Vorschau. Herunterladen können Sie die Datei trotzdem.',
    ASSET_PROCESSING_FAILED: 'Die Datei konnte nicht für die Anzeige vorbereitet werden. Herunterladen können Sie sie trotzdem.',
    ASSET_PROCESSING_TIMED_OUT:
      'Die Vorbereitung der Datei für die Anzeige hat zu lange gedauert und wurde abgebrochen. Herunterladen können Sie sie trotzdem.',
    UPLOAD_SIGNATURE_INVALID: 'Dieses Upload-Formular ist ungültig. Bitte starten Sie den Upload noch einmal.',
    UPLOAD_EXPIRED: 'Dieses Upload-Formular ist abgelaufen. Bitte starten Sie den Upload noch einmal.',
    UPLOAD_TOO_LARGE: 'Die Datei ist zu groß: höchstens {max}.',
    UPLOAD_TOO_SMALL: 'Die Datei ist zu klein: mindestens {min}.',
    UPLOAD_INVALID:
      'Der Upload konnte nicht gelesen werden. Bitte senden Sie eine Datei mit dem Formular, für das sie vorbereitet wurde.',
    FILE_LINK_INVALID: 'Dieser Dateilink ist ungültig.',
    FILE_LINK_EXPIRED: 'Dieser Dateilink ist abgelaufen. Bitte laden Sie die Seite neu.',
    FILE_NOT_FOUND: 'Diese Datei wurde nicht gefunden.',
    BLOB_KEY_INVALID: 'Dieser Dateiname ist ungültig.',
    TEXT_INVALID:
      'Der Text enthält ein Zeichen, das nicht gespeichert werden kann (ein NUL-Zeichen oder ein beschädigtes Unicode-Zeichen). Bitte entfernen Sie es und versuchen Sie es erneut.',
    REQUEST_INVALID: 'Diese Anfrage ist fehlerhaft und wurde nicht verarbeitet.',
    REQUEST_TOO_LARGE: 'Diese Anfrage ist zu groß (höchstens {max}).',
    JSON_REQUIRED: 'Bitte senden Sie diese Anfrage als JSON (Content-Type: application/json).',
    GRAPHQL_VALIDATION: 'Diese Anfrage ist keine gültige Abfrage: {detail}',
    QUERY_TOO_LARGE: 'Diese Abfrage ist zu lang oder fragt zu viele Felder ab (die Grenze liegt bei {max}).',
    QUERY_TOO_DEEP: 'Diese Abfrage ist zu tief verschachtelt (höchstens {max} Ebenen).',
    QUERY_TOO_MANY_ALIASES: 'Diese Abfrage verwendet zu viele Aliasse (höchstens {max}).',
    QUERY_TOO_COMPLEX:
      'Diese Abfrage verlangt zu viel auf einmal (ihr Aufwand liegt über {max}). Fragen Sie weniger ab oder blättern Sie durch Listen.',
    CURSOR_INVALID: 'Diese Listenposition ist ungültig. Bitte laden Sie die Liste neu.',
    TERMS_NOT_ACCEPTED: 'Bitte stimmen Sie zuerst den Nutzungsbedingungen zu.',
    SERVICE_UNAVAILABLE:
      'Das ist gerade nicht möglich, weil ein Dienst nicht erreichbar ist. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
    INTERNAL:
      'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es noch einmal; passiert es wieder, nennen Sie den Code {errorId}.',
    ELEMENT_TEXT_UNSUPPORTED: 'Der Text enthält „{name}“; das unterstützen Überschriften und Texte nicht.',
    UPLOAD_FORM_USED:
      'Dieses Upload-Formular wurde bereits verwendet: Seine Datei ist schon gespeichert. Für eine weitere Datei starten Sie bitte einen neuen Upload.',
    SEARCH_TOO_LONG: 'Bitte suchen Sie nach höchstens {max} Zeichen.',
    AVATAR_TOO_LARGE: 'Dieses Bild ist zu groß: höchstens {max}.',
    AVATAR_TYPE_UNSUPPORTED: 'Bitte wählen Sie ein PNG-, JPEG-, WebP- oder GIF-Bild.',
    AVATAR_INVALID: 'Dieses Bild konnte nicht gelesen werden. Bitte wählen Sie eine andere Datei.',
    SHARED_LINK_NOT_FOUND: 'Dieser geteilte Link wurde nicht gefunden. Möglicherweise wurde er widerrufen.',
    SHARED_LINK_PAGES_REQUIRED: 'Bitte wählen Sie mindestens eine Seite zum Teilen aus oder teilen Sie alle Seiten.',
    SHARED_LINK_PAGES_INVALID:
      'Ein Link kann nur Seiten dieser Marke teilen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    SHARED_LINK_TOO_MANY_PAGES: 'Ein Link kann höchstens {max} Seiten teilen. Teilen Sie stattdessen alle Seiten.',
    SHARED_LINK_EXPIRY_INVALID: 'Bitte wählen Sie ein Ablaufdatum in der Zukunft, spätestens den 31. Dezember 9999.',
    SHARED_LINK_INVALID: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
    SHARED_LINK_EXPIRED:
      'Dieser Link wurde widerrufen oder ist abgelaufen. Bitten Sie die Person, die ihn geteilt hat, um einen neuen.',
    ROLE_INVALID: 'Unbekannte Rolle. Wählen Sie Inhaber, Bearbeiter oder Betrachter.',
    ROLE_ABOVE_OWN: 'Sie können Rollen nur bis zu Ihrer eigenen vergeben oder ändern.',
    MEMBER_EXISTS: 'Diese Person ist bereits Mitglied der Marke.',
    MEMBER_NOT_FOUND: 'Diese Person ist (nicht mehr) Mitglied der Marke.',
    LAST_OWNER:
      'Eine Marke braucht mindestens einen Inhaber. Machen Sie zuerst ein anderes Mitglied zum Inhaber; danach können Sie die Rolle abgeben oder die Marke verlassen.',
    INVITATION_EXISTS: 'Diese Adresse wurde bereits eingeladen. Sie können die Einladung in der Liste erneut senden.',
    INVITATION_NOT_FOUND: 'Diese Einladung ist nicht mehr gültig: Sie wurde zurückgezogen oder bereits angenommen.',
    INVITATION_OTHER_EMAIL:
      'Diese Einladung gilt für eine andere E-Mail-Adresse. Melden Sie sich mit der eingeladenen Adresse an, um sie anzunehmen.',
    EMAIL_NOT_VERIFIED:
      'Diese E-Mail-Adresse ist noch nicht bestätigt: Die Person tritt über die Einladung bei, die an sie gesendet wird.',
    ACCESS_REQUEST_NOT_FOUND: 'Diese Zugangsanfrage wurde bereits beantwortet oder zurückgezogen.',
    MESSAGE_TOO_LONG: 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
    NOTHING_TO_UNDO: 'Auf dieser Seite gibt es nichts von Ihnen, das sich rückgängig machen lässt.',
    NOTHING_TO_REDO: 'Auf dieser Seite gibt es nichts von Ihnen, das sich wiederherstellen lässt.',
    AT_INVALID: 'Bitte wählen Sie einen Zeitpunkt zwischen dem 1. Januar 1970 und jetzt.',
    AT_TOO_EARLY: 'Zu diesem Zeitpunkt gab es das noch nicht. Bitte wählen Sie einen späteren.',
    VERSION_NOT_FOUND: 'Diese Version wurde nicht gefunden.',
    TOO_MANY_VERSIONS: 'Eine Marke kann höchstens {max} Versionen haben.',
    AI_NOT_CONFIGURED:
      'KI ist auf diesem Server nicht eingerichtet. Eine Administratorin oder ein Administrator richtet sie ein, indem AI_BASE_URL und AI_MODEL (bei Bedarf auch AI_API_KEY) auf einen OpenAI-kompatiblen Modellserver zeigen; die README beschreibt, wie.',
    AI_FAILED: 'Der KI-Dienst hat nicht richtig geantwortet. Bitte versuchen Sie es später noch einmal.',
    AI_TIMEOUT: 'Der KI-Dienst hat zu lange für die Antwort gebraucht. Bitte versuchen Sie es noch einmal.',
    AI_RATE_LIMITED: 'Der KI-Dienst ist ausgelastet. Bitte versuchen Sie es in {wait} erneut.',
    AI_TEXT_REQUIRED: 'Bitte markieren Sie den Text, der umgeschrieben werden soll.',
    AI_PROMPT_REQUIRED: 'Bitte wählen Sie, wie der Text umgeschrieben werden soll, oder geben Sie eine Anweisung ein.',
    AI_ELEMENT_TYPE_INVALID: 'Nur Text in Überschrift- und Textelementen kann umgeschrieben werden.',
    AI_LANGUAGE_INVALID: 'Unbekannte Sprache „{language}“. Verwenden Sie en oder de.',
    DOWNLOAD_ID_INVALID:
      'Diese Download-Adresse nennt kein Element. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    ELEMENT_NOT_DOWNLOAD: 'Nur die Dateien eines Download-Elements können zusammen heruntergeladen werden.',
    DOWNLOAD_NO_FILES:
      'Dieser Download enthält noch keine fertigen Dateien. Dateien, die noch verarbeitet werden, kommen hinzu, sobald sie fertig sind.',
    DOWNLOAD_TOO_LARGE:
      'Diese Dateien sind zusammen zu groß für einen Download (höchstens {max} GB). Bitte laden Sie sie einzeln herunter.',
  },
};

const units: Record<Locale, { second: [string, string]; minute: [string, string] }> = {
  en: { second: ['second', 'seconds'], minute: ['minute', 'minutes'] },
  de: { second: ['Sekunde', 'Sekunden'], minute: ['Minute', 'Minuten'] },
};

/** A wait of `seconds` as a person reads it: seconds under a minute, else minutes (rounded up). */
export function formatWait(locale: Locale, seconds: number): string {
  const [count, unit] =
    seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second' as const] : [Math.ceil(seconds / 60), 'minute' as const];
  return `${count} ${units[locale][unit][count === 1 ? 0 : 1]}`;
}

/**
 * The message for `code` in `locale`, its {name} placeholders filled from `params`. `{wait}` takes
 * a number of seconds and reads as a duration ("45 seconds", "3 Minuten").
 */
export function formatError(locale: Locale, code: ErrorCode, params: Record<string, string | number> = {}): string {
  return errorMessages[locale][code].replace(/\{(\w+)\}/g, (m, key: string) =>
    !(key in params) ? m : key === 'wait' ? formatWait(locale, Number(params[key])) : String(params[key]),
  );
}

/** Picks en or de from a language cookie value or an Accept-Language header; English by default. */
export function pickLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (cookie === 'de' || cookie === 'en') return cookie;
  const langs = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((l) => l.tag)
    .sort((a, b) => b.q - a.q);
  for (const l of langs) {
    if (l.tag.startsWith('de')) return 'de';
    if (l.tag.startsWith('en')) return 'en';
  }
  return 'en';
}
