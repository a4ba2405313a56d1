import type { FaqSeed } from './types.ts';

export const FAQ_DE_DE: FaqSeed[] = [
  {
    category: 'accounts',
    question: 'Wie erstelle ich ein Konto?',
    answer:
      'Wählen Sie „Kostenlos testen“ und geben Sie Ihren Namen, den Namen Ihres Unternehmens, Ihre geschäftliche E-Mail-Adresse und ein Passwort mit mindestens 8 Zeichen ein. Hat noch kein Unternehmen auf CompetencyHub Ihre E-Mail-Domain beansprucht, wird ein neues Unternehmen angelegt, Sie werden dessen Kontoinhaber und Ihr 14-tägiger kostenloser Test beginnt sofort. Anschließend senden wir Ihnen einen Link, mit dem Sie Ihre Adresse bestätigen.',
  },
  {
    category: 'accounts',
    question: 'Ich habe mein Passwort vergessen. Wie setze ich es zurück?',
    answer:
      'Wählen Sie auf der Anmeldeseite „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen; er funktioniert einmal und läuft nach einer Stunde ab. Zu Ihrer Sicherheit verraten wir nie, ob zu der eingegebenen Adresse ein Konto existiert. Kommt keine E-Mail an, prüfen Sie bitte die Schreibweise und Ihren Spam-Ordner.',
  },
  {
    category: 'accounts',
    question: 'Kann ich mich mit meiner Telefonnummer statt mit meiner E-Mail-Adresse anmelden?',
    answer:
      'Ja. Wenn Sie bei der Registrierung eine Telefonnummer im internationalen Format angegeben haben (zum Beispiel +44 20 7946 0958), können Sie sie auf der Anmeldeseite in das Feld „E-Mail oder Telefonnummer“ eingeben. Jede Telefonnummer kann nur zu einem Konto gehören.',
  },
  {
    category: 'joining',
    question: 'Meine Kollegen nutzen CompetencyHub bereits. Wie trete ich ihrem Unternehmen bei?',
    answer:
      'Registrieren Sie sich mit Ihrer geschäftlichen E-Mail-Adresse. Hat Ihr Unternehmen seine E-Mail-Domain bestätigt, wird Ihr Konto automatisch damit verknüpft und wartet auf die Genehmigung durch einen Administrator. Bis dahin sehen Sie den Bildschirm „Konto wartet auf Genehmigung“; nach der Genehmigung nutzen Sie die Anwendung mit der Rolle, die Ihr Administrator Ihnen gibt.',
  },
  {
    category: 'joining',
    question: 'Wie lange dauert die Genehmigung?',
    answer:
      'Die Administratoren Ihres Unternehmens werden sofort nach Ihrer Registrierung benachrichtigt und prüfen Anfragen in der Regel innerhalb von 1–2 Werktagen. Brauchen Sie schneller Zugriff, bitten Sie Ihren Administrator oder Ihr IT-Team um eine Einladung: Wer eine Einladung annimmt, erhält sofort Zugriff, ohne auf die Genehmigung zu warten.',
  },
  {
    category: 'invitations',
    question: 'Wie funktionieren Einladungen?',
    answer:
      'Kontoinhaber und IT-Administratoren des Unternehmens können Personen per E-Mail einladen und ihre Rolle festlegen. Die Einladungs-E-Mail enthält einen persönlichen Link, der 7 Tage gültig ist. Wer ihn annimmt, tritt dem Unternehmen sofort bei, ohne Genehmigungsschritt. Ein Administrator kann eine Einladung jederzeit zurückziehen, solange sie nicht angenommen wurde.',
  },
  {
    category: 'invitations',
    question: 'Mein Einladungslink lässt sich nicht verwenden. Was nun?',
    answer:
      'Die Einladung wurde bereits verwendet, von einem Administrator zurückgezogen oder ist älter als 7 Tage. Bitten Sie die Person, die Sie eingeladen hat, um eine neue. Sind Sie mit einer anderen E-Mail-Adresse angemeldet als der eingeladenen, melden Sie sich zuerst ab und öffnen Sie den Link erneut.',
  },
  {
    category: 'roles',
    question: 'Welche Rollen gibt es und was darf jede davon?',
    answer:
      'Mitarbeiter pflegen ihr eigenes Profil, ihre Kompetenzen und ihre Entwicklung. Teamleiter sehen und bewerten zusätzlich ihre Teams. Weiterbildungsverantwortliche pflegen das Kompetenzmodell, die Stellenprofile und die Weiterbildung. IT-Administratoren des Unternehmens verwalten Benutzer, Genehmigungen und Einladungen. Kontoinhaber besitzen das Unternehmenskonto und sein Abonnement und dürfen in ihrem Unternehmen alles. Systemadministratoren und der Systemverantwortliche gehören zum Team, das die Plattform betreibt.',
  },
  {
    category: 'roles',
    question: 'Wer kann meine Rolle ändern?',
    answer:
      'Administratoren Ihres Unternehmens können Rollen ändern, aber nie in eine Rolle oberhalb ihrer eigenen. Ein Unternehmen behält immer mindestens einen Kontoinhaber; der letzte kann daher weder herabgestuft noch entfernt werden. Jede Rollenänderung wird im Audit-Protokoll des Unternehmens mit Urheber und Zeitpunkt festgehalten.',
  },
  {
    category: 'subscriptions',
    question: 'Was passiert, wenn mein kostenloser Test endet?',
    answer:
      'Der Test dauert 14 Tage und umfasst die Funktionen des Profi-Tarifs für bis zu 10 Benutzer und 50 KI-Credits; zum Start ist keine Zahlungskarte nötig. Vor dem Ende erinnern wir den Kontoinhaber daran, einen Tarif zu wählen. Wird keiner gewählt, ist das Konto nur noch lesbar und Ihre Daten bleiben 30 Tage erhalten, sodass Sie später abonnieren und dort weitermachen können, wo Sie aufgehört haben.',
  },
  {
    category: 'subscriptions',
    question: 'Was sind KI-Credits?',
    answer:
      'Mit KI-Credits bezahlen Sie Funktionen, die ein KI-Modell befragen, etwa KI-Einblicke, Vorschläge zu Kompetenzlücken und Antworten des Hilfe-Assistenten. Jeder Tarif enthält ein monatliches Kontingent, das sich mit jedem Abrechnungszeitraum erneuert; ungenutzte Credits verfallen. Brauchen Sie mehr, kann der Kontoinhaber Pakete mit 50 zusätzlichen Credits kaufen. Enterprise-Tarife können einen internen KI-Assistenten betreiben, der nicht pro Credit abgerechnet wird.',
  },
  {
    category: 'subscriptions',
    question: 'Können wir mehr Benutzer hinzufügen, als unser Tarif enthält?',
    answer:
      'Ja. Der Kontoinhaber kann unter Abonnementverwaltung > Zusatzpakete Benutzerblöcke hinzufügen. Jeder Block fügt 50 Benutzer für 10,99 USD pro Monat hinzu und verlängert sich mit Ihrem Abonnement, bis Sie ihn entfernen. Größere Organisationen sparen meist mit einem Enterprise-Tarif.',
  },
  {
    category: 'subscriptions',
    question: 'Wie kündige ich unser Abonnement?',
    answer:
      'Der Kontoinhaber kann jederzeit unter Abonnementverwaltung kündigen. Ihr Tarif bleibt bis zum Ende des bereits bezahlten Monats aktiv, danach wird nichts mehr berechnet. Bis dahin können Sie Ihre Daten exportieren; wir löschen sie 30 Tage nach dem Ende des Abonnements.',
  },
  {
    category: 'privacy',
    question: 'Wo werden unsere Daten gespeichert und wer kann sie sehen?',
    answer:
      'Ihre Daten werden in Rechenzentren in der Europäischen Union gespeichert. Die Daten jedes Unternehmens sind voneinander getrennt: Jede Person sieht nur die Daten ihres eigenen Unternehmens, und die Datenbank erzwingt das mit Sicherheit auf Zeilenebene ein zweites Mal. Unsere Mitarbeiter greifen nur auf Kundendaten zu, um von Ihnen angefragten Support zu leisten oder wenn das Gesetz es verlangt. Unsere Datenschutzerklärung führt auf, was wir speichern, wozu und wie lange.',
  },
  {
    category: 'languages',
    question: 'In welchen Sprachen ist CompetencyHub verfügbar?',
    answer:
      'CompetencyHub ist auf Englisch, Spanisch, Französisch, Deutsch und Portugiesisch verfügbar. Englisch (UK), Englisch (Australien), Italienisch, Niederländisch und Japanisch lassen sich ebenfalls auswählen und zeigen derzeit die englischen Texte. Wählen Sie Ihre Sprache mit der Sprachauswahl oben auf der Seite; Ihr Browser merkt sich die Auswahl.',
  },
];
