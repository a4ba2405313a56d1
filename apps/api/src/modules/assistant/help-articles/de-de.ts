import type { HelpArticleSeed } from './types.ts';

/**
 * The help articles in German (de-DE), in the same order, with the same slugs, areas and paths,
 * as every other language. Button, tab and field names are the app's own de-DE labels.
 */
export const HELP_ARTICLES_DE_DE: HelpArticleSeed[] = [
  {
    slug: 'getting-started',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Erste Schritte: Ihr Dashboard und das Menü',
    body:
      'Mein Dashboard ist die erste Seite nach der Anmeldung. Hier finden Sie, was heute für Sie wichtig ist:\n\n' +
      '- „Meine Kompetenzen“: Ihre Passung zu Ihrer Rolle, Ihre größten Lücken und Ihre Beurteilungsaufgaben, etwa Feedback, um das Sie gebeten wurden.\n' +
      '- „Ihre Entwicklung“: Ihre Passung zu Ihren Zielrollen und Ihre nächsten Entwicklungsmaßnahmen.\n' +
      '- „Profilvollständigkeit“: was in Ihrem Profil noch fehlt, mit „Profil vervollständigen“.\n' +
      '- „Schnellzugriff“ auf die Seiten, die Ihre Rolle öffnen darf.\n\n' +
      'Wenn Sie ein Team leiten, zeigt „Ihr Team“ dessen durchschnittliche Passung, die größten Lücken und wer auf Ihre Bewertung wartet. Administratoren sehen außerdem „Ausstehende Genehmigungen“ und „Kollegin oder Kollegen einladen“. Ist Ihre E-Mail-Adresse noch nicht bestätigt, werden Sie darum gebeten; mit „Link erneut senden“ erhalten Sie die E-Mail noch einmal.\n\n' +
      'Das Menü links zeigt nur die Seiten, die Ihre Rolle nutzen darf; auf kleinen Bildschirmen öffnen Sie es mit der Menüschaltfläche oben. Einige Einträge, etwa Talentsuche, gehören zu CompetencyHub, zeigen in dieser Version aber „Noch nicht verfügbar“. Das Benutzermenü oben rechts, mit Ihrem Namen und Foto, enthält Profil und Abmelden.',
  },
  {
    slug: 'help-assistant',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Den Hilfe-Assistenten fragen',
    body:
      'Die Schaltfläche „Hilfe“ unten rechts auf jeder Seite öffnet den Assistenten. Geben Sie eine Frage ein und drücken Sie die Eingabetaste, oder wählen Sie eine der vorgeschlagenen Fragen zu der Seite, auf der Sie sich befinden. Der Assistent antwortet in Ihrer Sprache aus den Hilfeartikeln von CompetencyHub, den häufigen Fragen und der Wissensdatenbank Ihres Unternehmens und zeigt, woher jeder Teil der Antwort stammt, mit einem Link zum Weiterlesen.\n\n' +
      'Hat Ihr Unternehmen oder die Plattform ein KI-Modell eingerichtet, verfasst die KI die Antwort ausschließlich aus diesen Quellen, und die Antwort erscheint, während sie geschrieben wird; ein Hinweis unter der Antwort sagt das. Andernfalls zitiert der Assistent die passendsten Abschnitte wörtlich. In beiden Fällen gilt: Prüfen Sie Wichtiges in den Quellen nach.\n\n' +
      'Unter jeder Antwort nimmt „War das hilfreich?“ Ihre Bewertung entgegen, und Sie können einen Kommentar hinzufügen. Ihr Gespräch bleibt geöffnet, während Sie zwischen den Seiten wechseln.\n\n' +
      'Beantwortet nichts Ihre Frage gut und ist eine Websuche eingerichtet, listet die Antwort „Gefundene externe Quellen“: Seiten aus dem Web, die sich in einem neuen Tab öffnen. „Zur Wissensdatenbank hinzufügen“ bei einer davon schlägt sie für die Wissensdatenbank Ihres Unternehmens vor. Mit „Seite für die Wissensdatenbank vorschlagen“ unter dem Gespräch können Sie außerdem jede beliebige Seite vorschlagen.',
  },
  {
    slug: 'roles-and-access',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Rollen: Wer darf was?',
    body:
      'Jede Person in CompetencyHub hat genau eine Rolle. Sie steht im Benutzermenü und auf Ihrem Dashboard und bestimmt, welche Seiten Ihr Menü zeigt.\n\n' +
      '- Mitarbeiter: Ihr eigenes Dashboard, Profil, Ihre Kompetenzen, Erfahrung, Karriereplanung und Ihr Entwicklungsplan.\n' +
      '- Teamleiter: zusätzlich die Teamverwaltung für das eigene Team und die Stellenprofile zum Lesen.\n' +
      '- Weiterbildungsverantwortlicher: bearbeitet außerdem Kompetenzrahmen und Stellenprofile, startet Beurteilungsrunden, legt bereichsübergreifende Teams an und sieht jedes Team.\n' +
      '- IT-Administrator des Unternehmens: verwaltet zusätzlich die Personen in der Benutzerverwaltung: Beitrittsanfragen, Einladungen, Rollen, vorgesetzte Personen und Deaktivierung.\n' +
      '- Kontoinhaber: alles oben Genannte, dazu die Unternehmensverwaltung und das Abonnement.\n\n' +
      'Systemadministrator und Systemverantwortlicher sind das Plattformteam von CompetencyHub; sie können Kundenunternehmen verwalten.\n\n' +
      'Vorgesetzte Person zu sein hängt nicht von der Rolle ab: Wer als Ihre vorgesetzte Person eingetragen ist, bewertet Sie und kann Ihren Karriere- und Entwicklungsplan öffnen. Vorgesetzte werden in der Benutzerverwaltung festgelegt.\n\n' +
      'Brauchen Sie eine Seite, die Sie nicht sehen, wenden Sie sich an die Administration Ihres Unternehmens.',
  },
  {
    slug: 'change-language',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Sprache der Oberfläche ändern',
    body:
      'Um die Sprache zu ändern, öffnen Sie oben auf jeder Seite, neben Ihrem Namen, das Sprachmenü und wählen eine Sprache. Die Oberfläche wechselt sofort, und eine Meldung bestätigt die Änderung.\n\n' +
      'CompetencyHub ist auf Englisch, Spanisch (Español), Französisch (Français), Deutsch und Portugiesisch (Português) übersetzt. Sie können auch English (UK), English (Australia), Italiano, Nederlands und 日本語 wählen; diese zeigen vorerst die englischen Texte.\n\n' +
      'Ihre Wahl wird in diesem Browser gespeichert. In einem anderen Browser oder auf einem anderen Gerät richtet sich CompetencyHub zunächst nach den Spracheinstellungen des Browsers; wählen Sie dort bei Bedarf erneut.\n\n' +
      'Was Personen in Ihrem Unternehmen schreiben, etwa Kompetenznamen, Stellenprofile und Kommentare, bleibt in der Sprache, in der es verfasst wurde. Die Startbibliothek der Kompetenzen wird in der Oberflächensprache der Person importiert, die sie importiert (amerikanisches Englisch, Spanisch, Französisch, Deutsch oder Portugiesisch).\n\n' +
      'Die öffentlichen Seiten, etwa die häufigen Fragen und das Kontaktformular, haben dasselbe Sprachmenü.',
  },
  {
    slug: 'faq-and-contact',
    area: 'getting-started',
    path: '/faq',
    title: 'Antworten in den häufigen Fragen finden oder uns kontaktieren',
    body:
      'Die Fußzeile jeder Seite verweist auf „Häufige Fragen“ und „Kontakt“, außerdem auf die Nutzungsbedingungen und die Datenschutzerklärung.\n\n' +
      'Die häufigen Fragen beantworten in Ihrer Sprache Fragen zu Konten, dem Beitritt zu einem Unternehmen, Einladungen, Rollen, Abonnements, Daten und Sprachen. Tippen Sie in das Suchfeld, um Fragen und Antworten mit Ihren Suchbegriffen zu finden. Wenn Sie angemeldet sind, können Sie „War diese Antwort hilfreich?“ mit „Ja“ oder „Nein“ beantworten; Ihre Stimmen helfen dem Team, die Antworten zu verbessern.\n\n' +
      'Finden Sie nicht, was Sie suchen, nutzen Sie das Kontaktformular: Geben Sie Ihren Namen, Ihre E-Mail-Adresse und optional Ihr Unternehmen ein, wählen Sie ein Thema (Vertrieb, Support, Abrechnung, Datenschutz oder Sonstiges) und schreiben Sie eine Nachricht mit mindestens 10 Zeichen. Klicken Sie auf „Nachricht senden“. Das CompetencyHub-Team antwortet per E-Mail, in der Regel innerhalb von 1–2 Werktagen.\n\n' +
      'Bei Fragen zur Einrichtung Ihres Unternehmens, etwa zu Ihrer Rolle, Ihrem Zugriff oder Ihrem Stellenprofil, wenden Sie sich an die Administration Ihres Unternehmens.',
  },
  {
    slug: 'update-your-profile',
    area: 'profile',
    path: '/profile',
    title: 'Profil und Foto aktualisieren',
    body:
      'Öffnen Sie Mein Profil über das Menü oder wählen Sie Profil im Benutzermenü oben rechts. Oben auf der Seite sehen Sie Ihre Angaben so, wie Kolleginnen und Kollegen sie sehen, einschließlich Ihrer vorgesetzten Person.\n\n' +
      'Um ein Foto hinzuzufügen, klicken Sie auf „Foto hochladen“ und wählen ein PNG-, JPEG- oder WebP-Bild mit höchstens 2 MB. Prüfen Sie die Vorschau und klicken Sie dann auf „Foto speichern“. Mit „Foto entfernen“ werden stattdessen Ihre Initialen angezeigt.\n\n' +
      'Unter „Persönliche Angaben“ können Sie Ihren vollständigen Namen, Ihren Standort und Ihre Telefonnummer ändern und dann „Änderungen speichern“ wählen. Geben Sie die Telefonnummer im internationalen Format ein, etwa +44 20 7946 0958; sie darf nicht bereits von einem anderen Konto verwendet werden. Nach dem Speichern können Sie sich auch mit ihr anmelden.\n\n' +
      'Stellenbezeichnung und Abteilung können Sie nicht ändern: Sie stammen aus dem Stellenprofil, das Ihnen ein Administrator zuweist. Auch Ihre vorgesetzte Person und Ihren Standort legt ein Administrator mit Ihrem Stellenverlauf fest.\n\n' +
      'Ihr Dashboard zeigt, wie vollständig Ihr Profil ist. Ein vollständiges Profil enthält vollständigen Namen, bestätigte E-Mail-Adresse, Stellenbezeichnung, Abteilung, Standort, Telefon und Foto, damit Kolleginnen, Kollegen und Führungskräfte Sie finden.',
  },
  {
    slug: 'password-and-sessions',
    area: 'profile',
    path: '/profile',
    title: 'Passwort ändern und sehen, wo Sie angemeldet sind',
    body:
      'Um Ihr Passwort zu ändern, öffnen Sie Mein Profil und gehen zu „Passwort ändern“. Geben Sie Ihr aktuelles und ein neues Passwort ein und klicken Sie auf „Passwort aktualisieren“. Ein Passwort braucht mindestens 8 Zeichen. Es darf keines der häufigsten Passwörter sein, kein wiederholtes kurzes Muster und weder Ihren Namen noch Ihre E-Mail-Adresse enthalten; das Formular sagt, welche Regel verletzt ist.\n\n' +
      '„Auf allen anderen Geräten abmelden“ ist standardmäßig angehakt: Andere Browser, die bei Ihrem Konto angemeldet sind, werden beim Passwortwechsel abgemeldet. Entfernen Sie den Haken, um sie angemeldet zu lassen.\n\n' +
      '„Aktive Sitzungen“ listet jeden Browser und jedes Gerät, auf dem Sie angemeldet sind, mit letzter Aktivität und IP-Adresse; Ihre aktuelle Sitzung ist mit „Dieses Gerät“ markiert. Klicken Sie bei einer Sitzung, die Sie nicht kennen, auf „Abmelden“, oder beenden Sie mit „Andere Sitzungen abmelden“ alle außer dieser. Die aktuelle Sitzung beenden Sie mit Abmelden im Benutzermenü.\n\n' +
      'Haben Sie Ihr Passwort vergessen, wählen Sie auf der Anmeldeseite „Passwort vergessen?“. Der Link zum Zurücksetzen funktioniert einmal und läuft nach einer Stunde ab.',
  },
  {
    slug: 'understand-your-levels',
    area: 'competencies',
    path: '/competencies',
    title: 'Ihre Kompetenzstufen verstehen',
    body:
      'Meine Kompetenzen zeigt, wo Sie in jeder Kompetenz Ihrer Rolle stehen. Im Tab „Übersicht“ listet „Ihre Stufen“ jede Kompetenz mit Ihrer aktuellen Stufe und der Stufe, die Ihr Stellenprofil fordert.\n\n' +
      'Ihre aktuelle Stufe kombiniert bis zu drei Quellen: die Bewertung Ihrer Führungskraft, das 360°-Feedback Ihrer Kolleginnen und Kollegen und Ihre Selbsteinschätzung. Standardmäßig zählt zuerst die neueste Bewertung Ihrer Führungskraft, dann der Durchschnitt der Kolleginnen und Kollegen, dann Ihre eigene neueste Bewertung. Ihr Unternehmen kann eine andere Reihenfolge oder einen gewichteten Durchschnitt wählen.\n\n' +
      'Klicken Sie bei einer Kompetenz auf „Warum diese Stufe?“, um jede Quelle zu sehen: wer bewertet hat, mit welcher Stufe, wann und mit welcher Gewichtung. Eine vorhandene, aber nicht gezählte Quelle ist mit „Nicht berücksichtigt“ markiert. Qualifikationen, die Sie in Meine Erfahrung mit der Kompetenz verknüpft haben, stehen unter „Qualifikationen, die sie belegen“.\n\n' +
      'Dieselbe Ansicht zeigt den „Verlauf“ der Stufe als Diagramm; mit „Verlauf als Tabelle anzeigen“ lesen Sie die Werte. Antworten von Kolleginnen und Kollegen erscheinen immer nur als Durchschnitt mehrerer Personen.\n\n' +
      'Ist die Liste leer, haben Sie noch kein Stellenprofil und keine Bewertungen: Bewerten Sie sich im Tab „Beurteilungen“.',
  },
  {
    slug: 'fit-and-skill-gaps',
    area: 'competencies',
    path: '/competencies',
    title: 'Passung und Kompetenzlücken zu einer Rolle lesen',
    body:
      'Der Bereich „Passung und Lücken“ in Meine Kompetenzen vergleicht Ihre aktuellen Stufen mit den Anforderungen einer Rolle. Er beginnt mit Ihrer eigenen Rolle: dem Stellenprofil, das Ihnen ein Administrator zugewiesen hat.\n\n' +
      'Die Passung ist ein Prozentwert. Jede geforderte Kompetenz zählt nach ihrer Wichtigkeit (kritisch 3, wichtig 2, wünschenswert 1), und Ihre Stufe wird mit der geforderten verglichen, mit höchstens 100 % je Kompetenz. Eine noch nicht bewertete Kompetenz zählt als 0; eine Selbsteinschätzung ergibt also ein genaueres Bild.\n\n' +
      'Unter der Passung zeigt jede Anforderung Ihre Stufe, die geforderte Stufe und wie viel noch fehlt, die größten Lücken bei den wichtigsten Kompetenzen zuerst. Erfüllte Anforderungen sind als erfüllt markiert.\n\n' +
      'Um zu sehen, wie Sie zu einer anderen Rolle passen würden, wählen Sie sie unter „Mit einer Rolle vergleichen“. Das ist eine Was-wäre-wenn-Ansicht und ändert nichts.\n\n' +
      'Ihr Dashboard zeigt Ihre Passung und Ihre größten Lücken. Wie Sie sie schließen, planen Sie in Meine Entwicklung; eine andere Rolle nehmen Sie in Meine Karriereplanung ins Visier.',
  },
  {
    slug: 'self-assessment',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Sich selbst einschätzen',
    body:
      'Um sich selbst zu bewerten, öffnen Sie Meine Kompetenzen und wählen den Tab „Beurteilungen“. Der Bereich „Selbsteinschätzung“ listet die Kompetenzen Ihrer Rolle. Haben Sie noch kein Stellenprofil oder möchten Sie etwas anderes bewerten, nutzen Sie „Weitere Kompetenz bewerten“, wählen die Kompetenz und klicken auf „Hinzufügen“.\n\n' +
      '- Klicken Sie bei einer Kompetenz auf „Bewerten“. Jede Stufe beschreibt, was Personen auf dieser Stufe tun: Wählen Sie die, die Ihrer tatsächlichen Arbeit entspricht.\n' +
      '- Fügen Sie nach Wunsch einen Kommentar und Nachweise hinzu: bis zu fünf Links und Dateien, jede Datei bis 5 MB (PDF, Bild, Text oder Office-Dokument). Mit „Link hinzufügen“ kommt ein Link in die Liste und Sie können den nächsten eingeben; ein Link, der noch im Feld steht, wird ebenfalls gespeichert. Nachweise sehen Sie, Ihre Führungskraft und wer Kompetenzen verwaltet.\n' +
      '- Bewerten Sie beliebig viele Kompetenzen und klicken Sie dann auf die Speichern-Schaltfläche, die anzeigt, wie viele Bewertungen bereitstehen.\n\n' +
      'Jede Bewertung bleibt erhalten, sodass Ihr Verlauf zeigt, wie Sie sich entwickelt haben. Um eine Stufe zu aktualisieren, bewerten Sie die Kompetenz erneut. Bewertungen während einer offenen Beurteilungsrunde, an der Sie teilnehmen, zählen für diese Runde.\n\n' +
      'Ihre Selbsteinschätzung ist eine Quelle Ihrer aktuellen Stufe, und Ihre Führungskraft sieht sie neben der eigenen Bewertung.',
  },
  {
    slug: 'request-360-feedback',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Kolleginnen und Kollegen um 360°-Feedback bitten',
    body:
      'Um Feedback anzufragen, öffnen Sie Meine Kompetenzen, wählen den Tab „Beurteilungen“ und klicken im Bereich „360-Grad-Feedback“ auf „Feedback anfragen“.\n\n' +
      '- Suchen Sie unter „Kolleginnen und Kollegen finden“ nach Name oder E-Mail und fügen Sie bis zu 20 aktive Personen hinzu. Ihre vorgesetzte Person wird nicht angeboten: Sie bewertet Sie stattdessen mit Namen.\n' +
      '- Wählen Sie für jede Person, wie sie mit Ihnen arbeitet: „Kollegin oder Kollege“, „Direkt unterstellt“ oder „Andere Person“.\n' +
      '- Legen Sie „Antwort bis“ fest (standardmäßig in zwei Wochen, höchstens sechs Monate), fügen Sie nach Wunsch eine Nachricht hinzu und prüfen Sie die „Kompetenzen, nach denen gefragt wird“; die Kompetenzen Ihrer Rolle sind bereits ausgewählt.\n' +
      '- Senden Sie die Anfragen mit der Schaltfläche unten. Jede Person erhält eine E-Mail.\n\n' +
      'Die Antworten sind anonym. Niemand sieht die Antwort einer einzelnen Person, nur einen Durchschnitt. Er erscheint, sobald mindestens die von Ihrem Unternehmen festgelegte Zahl (nie weniger als 3) geantwortet hat, und wird nach jeweils 3 neuen Antworten erneuert.\n\n' +
      'Ihre Anfragen verfolgen Sie unter „Anfragen von Ihnen und Ihrer Führungskraft“, mit Status wie Wartet, Beantwortet, Abgelehnt oder Abgelaufen. „Zurückziehen“ beendet eine offene Anfrage. Zwei Tage vor dem Termin wird erinnert; sieben Tage danach läuft die Anfrage ab.',
  },
  {
    slug: 'answer-feedback-requests',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Eine Feedback-Anfrage beantworten oder ablehnen',
    body:
      'Bittet Sie eine Kollegin, ein Kollege oder eine Führungskraft um Feedback, erhalten Sie eine E-Mail und eine Aufgabe auf Ihrem Dashboard. Die Anfrage erscheint in Meine Kompetenzen, Tab „Beurteilungen“, unter „Feedback, um das Sie gebeten werden“, mit der betroffenen Person, der Zahl der Kompetenzen und dem Termin.\n\n' +
      '- Mit „Antworten“ bewerten Sie, was Sie in jeder erfragten Kompetenz beobachtet haben, optional mit Kommentar, und senden dann Ihre Bewertungen.\n' +
      '- Mit „Annehmen“ zeigen Sie, dass Sie später antworten werden.\n' +
      '- Mit „Ablehnen“ lehnen Sie ab, wenn Sie kein hilfreiches Feedback geben können, und nennen kurz einen Grund. Die anfragende Person sieht ihn und kann jemand anderen fragen.\n\n' +
      'Ihre Antwort wird nie einzeln angezeigt. Es erscheint nur ein Durchschnitt mehrerer Personen, sobald genügend geantwortet haben; so kann niemand ableiten, was Sie gesagt haben.\n\n' +
      'Zwei Tage vor dem Termin werden Sie erinnert. Danach ist die Anfrage als „Überfällig“ markiert, kann aber noch sieben Tage beantwortet werden; dann läuft sie ab und verschwindet aus Ihren Aufgaben.',
  },
  {
    slug: 'rate-your-reports',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Die Personen bewerten, die Ihnen unterstellt sind',
    body:
      'Sind Ihnen Personen unterstellt, enthält der Tab „Beurteilungen“ in Meine Kompetenzen den Bereich „Mein Team“. Er listet jede dieser Personen mit der Zahl der Kompetenzen, die sie selbst bewertet hat, der Zahl, die Sie bewertet haben, ihrer Passung und der Zahl ihrer Lücken.\n\n' +
      'Um jemanden zu bewerten, klicken Sie neben dem Namen auf „Bewerten“. Für jede Kompetenz der Rolle sehen Sie die Selbsteinschätzung der Person neben Ihrer letzten Bewertung. Wählen Sie eine Stufe, fügen Sie nach Wunsch einen Kommentar hinzu und speichern Sie. Die Person sieht Ihre Bewertung mit Ihrem Namen; standardmäßig zählt sie bei ihrer aktuellen Stufe zuerst.\n\n' +
      'Mit „Lücken ansehen“ öffnen Sie Passung, Lücken und Stufen der Person, samt „Warum diese Stufe?“. Mit „Feedback einholen“ bitten Sie Kolleginnen und Kollegen um 360°-Feedback über sie, wie für sich selbst.\n\n' +
      'Nur die vorgesetzte Person gibt Bewertungen als Führungskraft ab; sie wird in der Benutzerverwaltung festgelegt. Wer kein Stellenprofil hat, hat eventuell noch nichts zu bewerten. Ihr Dashboard meldet, wenn sich Unterstellte seit Ihrer letzten Bewertung selbst bewertet haben, und Sie können sie auch in der Kompetenzmatrix der Teamverwaltung bewerten.',
  },
  {
    slug: 'assessment-cycles',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Eine Beurteilungsrunde durchführen',
    body:
      'Eine Beurteilungsrunde bittet eine Gruppe von Personen, sich bis zu einem Datum selbst einzuschätzen, und ihre Führungskräfte, sie zu bewerten. Weiterbildungsverantwortliche und Kontoinhaber finden „Beurteilungsrunden“ am Ende des Tabs „Beurteilungen“ in Meine Kompetenzen.\n\n' +
      'Klicken Sie auf „Runde starten“ und füllen Sie aus:\n\n' +
      '- „Bezeichnung“, etwa Frühjahrsbeurteilung.\n' +
      '- „Wer teilnimmt“: „Das ganze Unternehmen“, „Eine Einheit mit ihren Untereinheiten“ oder „Die Inhaber eines Stellenprofils“.\n' +
      '- „Fällig bis“: die Frist, höchstens sechs Monate im Voraus.\n\n' +
      'Beim Start wird jede aktive Person dieser Gruppe Mitglied, erhält eine E-Mail und sieht eine Aufgabe auf ihrem Dashboard.\n\n' +
      'Jede Runde zeigt, wie viele Selbsteinschätzungen und Bewertungen durch Führungskräfte erledigt sind; öffnen Sie sie, um jede Person, ihre Führungskraft und den Stand zu sehen. Eine Person ist fertig, sobald jede Kompetenz ihrer Rolle seit dem Start bewertet wurde.\n\n' +
      '„Erinnerungen senden“ schreibt den Mitgliedern, die noch nicht fertig sind, und den Führungskräften mit ausstehenden Bewertungen. Drei Tage vor der Frist geht zudem automatisch eine Erinnerung hinaus. „Name oder Frist ändern“ lässt die Mitglieder unverändert. „Runde abschließen“ beendet die Erinnerungen; abgegebene Bewertungen bleiben.',
  },
  {
    slug: 'experience-and-certifications',
    area: 'experience',
    path: '/experience',
    title: 'Beruflichen Werdegang und Zertifikate erfassen',
    body:
      'Öffnen Sie Meine Erfahrung, um Ihren beruflichen Werdegang und Ihre Qualifikationen an einem Ort zu pflegen.\n\n' +
      'Um eine Stelle hinzuzufügen, klicken Sie unter „Beruflicher Werdegang“ auf „Stelle hinzufügen“ und geben Arbeitgeber, Stellenbezeichnung und Zeitraum ein. Lassen Sie „Bis“ leer, wenn Sie noch dort arbeiten. Beschreiben Sie nach Wunsch kurz Ihre Tätigkeit und speichern Sie.\n\n' +
      'Um eine Qualifikation oder ein Zertifikat hinzuzufügen, klicken Sie unter „Qualifikationen und Zertifikate“ auf „Hinzufügen“. Geben Sie den Namen und optional Aussteller, Zertifikatsnummer, Ausstellungs- und Ablaufdatum ein; lassen Sie das Ablaufdatum leer, wenn es unbefristet gilt. Sie können das Zertifikat als Datei anhängen und unter „Nachweis für“ die Kompetenzen verknüpfen, die es belegt. Verknüpfte Qualifikationen erscheinen in Meine Kompetenzen unter „Warum diese Stufe?“.\n\n' +
      'Jede Qualifikation zeigt ihren Status in Farbe und in Worten: „Gültig“, „Läuft bald ab“ (innerhalb von 90 Tagen), „Abgelaufen“ oder „Unbefristet“. 30 Tage vor Ablauf eines Zertifikats erhalten Sie eine E-Mail.\n\n' +
      'Mit den Schaltflächen zum Bearbeiten und Entfernen neben einem Eintrag ändern oder löschen Sie ihn. Beim Entfernen einer Qualifikation wird auch die Zertifikatsdatei entfernt.',
  },
  {
    slug: 'career-planning',
    area: 'career',
    path: '/career-plan',
    title: 'Karriere planen: Zielrollen und nächste Schritte',
    body:
      'Meine Karriereplanung zeigt, wohin Sie sich von Ihrer Rolle aus entwickeln können und wie gut Sie heute zu jeder Möglichkeit passen.\n\n' +
      '- „Meine aktuelle Rolle“ zeigt Ihre Passung und die zu schließenden Lücken.\n' +
      '- „Nächste Rollen auf Ihrem Pfad“ listet die Beförderungen und seitlichen Wechsel, die Ihr Unternehmen mit Ihrer Rolle verknüpft hat, jeweils mit Ihrer Passung.\n' +
      '- „Andere Rolle erkunden“ zeigt Ihre Passung zu jeder Rolle Ihres Unternehmens und was Ihnen dafür noch fehlt.\n\n' +
      'Um Ziele zu setzen, klicken Sie auf „Zielrollen wählen“. Fügen Sie eine oder zwei Rollen hinzu, jede mit dem Datum, bis zu dem Sie bereit sein möchten (bis zu 10 Jahre im Voraus), und speichern Sie. Jede Zielrolle zeigt ihre Lücken und ein Diagramm „Fortschritt“ Ihrer Passung an jedem Tag, an dem sie sich geändert hat; „Fortschritt als Tabelle zeigen“ liefert die Werte.\n\n' +
      'Schalten Sie „Offen für interne Möglichkeiten“ ein, um zu zeigen, dass Sie andere Rollen im Unternehmen in Betracht ziehen. Die Option bleibt aus, bis Sie sie einschalten.\n\n' +
      'Ihre Führungskraft kann Ihren Plan öffnen und kommentieren; Sie antworten unter „Kommentare“. Führungskräfte wählen oben auf der Seite, wessen Plan sie sehen; Weiterbildungsverantwortliche und Kontoinhaber können jeden Plan öffnen.',
  },
  {
    slug: 'development-plan',
    area: 'development',
    path: '/personal-development',
    title: 'Ihren Entwicklungsplan aufbauen',
    body:
      'Meine Entwicklung enthält Ihren Entwicklungsplan: Maßnahmen, die die Lücken Ihrer aktuellen Rolle und Ihrer Zielrollen schließen.\n\n' +
      'Um eine Maßnahme hinzuzufügen, klicken Sie auf „Maßnahme hinzufügen“ und füllen aus:\n\n' +
      '- „Art der Maßnahme“: Kurs oder Lernressource, Projekt oder Entwicklungsaufgabe, Mentoring, Lektüre oder Sonstiges.\n' +
      '- „Titel“, optional Beschreibung und Link, und ein „Fälligkeitsdatum“ bis zu drei Jahre im Voraus.\n' +
      '- „Entwickelte Kompetenzen“: Verknüpfen Sie eine bis fünf. Jede zeigt Ihre aktuelle Stufe im Vergleich zu den Anforderungen Ihrer Rollen.\n' +
      '- Bei Mentoring eine „Mentor/in“: eine Person, die Mentoring anbietet und in dieser Kompetenz mindestens fortgeschritten ist.\n\n' +
      'Klicken Sie dann auf „Zum Plan hinzufügen“.\n\n' +
      '„Vorgeschlagene Maßnahmen“ listet Ihre größten Lücken mit fertigen Ideen: eine Mentorin oder ein Mentor, ein Entwicklungsprojekt oder ein Kurs. Wählen Sie eine Idee, um sie vorausgefüllt zu öffnen; vor dem Hinzufügen können Sie alles ändern.\n\n' +
      'Klicken Sie auf „Beginnen“, wenn Sie eine Maßnahme anfangen, auf „Bearbeiten“, um sie zu ändern, oder auf „Maßnahme abbrechen“, wenn sie nicht mehr passt. Ein Plan enthält höchstens 50 offene Maßnahmen. Überfällige Maßnahmen werden markiert, und eine wöchentliche E-Mail listet sie auf; abschalten können Sie sie mit „Mich per E-Mail über überfällige Maßnahmen informieren“.',
  },
  {
    slug: 'complete-actions-and-approval',
    area: 'development',
    path: '/personal-development',
    title: 'Maßnahmen abschließen, Plan genehmigen lassen und andere als Mentor begleiten',
    body:
      'Wenn Sie eine Entwicklungsmaßnahme beendet haben, klicken Sie bei ihr auf „Abschließen“. Fügen Sie hinzu, was den Abschluss belegt: einen Link, eine Datei (PDF, Bild oder Dokument, bis 5 MB) oder eine Notiz, und klicken Sie auf „Als erledigt markieren“. Ihre Führungskraft wird gebeten, die Kompetenzen der Maßnahme erneut zu bewerten, und die Maßnahme zeigt, dass eine Neubewertung angefragt wurde. Erledigte Maßnahmen bleiben als Nachweis im Plan.\n\n' +
      'Ihre Führungskraft prüft Ihren Plan: Sie kann ihn kommentieren und mit „Plan genehmigen“ freigeben. Der Plan zeigt dann, wer ihn wann genehmigt hat. Ändern Sie ihn danach, wartet er auf eine neue Genehmigung. Ohne vorgesetzte Person genehmigt niemand den Plan.\n\n' +
      'Führungskräfte öffnen den Plan einer unterstellten Person, indem sie sie unter „Wessen Entwicklungsplan“ wählen. Unter „Kommentare“ besprechen Sie den Plan gemeinsam.\n\n' +
      'Um andere zu unterstützen, schalten Sie „Mentoring anbieten“ ein. Wer eine Kompetenz braucht, in der Sie mindestens fortgeschritten sind, sieht Sie dann in den Vorschlägen als mögliche Mentorin oder möglichen Mentor.\n\n' +
      'Ihr Dashboard zeigt Ihre nächsten Maßnahmen; das Dashboard einer Führungskraft zeigt die Unterstellten mit überfälligen Maßnahmen.',
  },
  {
    slug: 'team-skill-matrix',
    area: 'teams',
    path: '/team-management',
    title: 'Die Kompetenzmatrix des Teams nutzen',
    body:
      'Die Teamverwaltung zeigt die Kompetenzen Ihres Teams im Vergleich zu den Anforderungen ihrer Rollen. Teamleiter sehen ihr eigenes Team: die Personen, deren vorgesetzte Person sie sind, ganz ohne Einrichtung. Weiterbildungsverantwortliche und Kontoinhaber sehen jedes Team des Unternehmens und wählen eines unter „Team“.\n\n' +
      'Die „Kompetenzmatrix“ hat eine Zeile pro Person und eine Spalte pro Kompetenz. Jede Zelle zeigt die aktuelle Stufe und dann die Stufe, die das Stellenprofil der Person fordert, in Worten und Zahlen sowie farbig. Nutzen Sie „Kompetenzen filtern“ und „Personen sortieren nach“ (Name, niedrigste oder höchste Passung zuerst). Auf dem Smartphone ist jede Person eine Karte.\n\n' +
      'Jede Person zeigt ihre Passung und ihren Beurteilungsstand, etwa „Ihre Bewertung steht aus“, „Noch keine Selbsteinschätzung“ oder offene Feedback-Anfragen. Mit „Niveaus“ sehen Sie Stufen und Lücken, mit „Bewerten“ bewerten Sie eine direkt unterstellte Person.\n\n' +
      '„Teamlücken“ listet die Kompetenzen, in denen die meisten, die sie brauchen, unter der Anforderung liegen. „Abdeckungsrisiken“ listet, was nur eine Person oder niemand auf dem kompetenten Niveau beherrscht.\n\n' +
      '„Als CSV exportieren“ lädt die Matrix herunter. Die Kompetenzmatrix ist in den Tarifen Profi und Enterprise sowie im kostenlosen Test enthalten.',
  },
  {
    slug: 'cross-functional-teams',
    area: 'teams',
    path: '/team-management',
    title: 'Ein bereichsübergreifendes Team anlegen',
    body:
      'Neben den Teams der Führungskräfte können Weiterbildungsverantwortliche und Kontoinhaber bereichsübergreifende Teams anlegen: Personen aus dem ganzen Unternehmen, etwa für ein Projekt.\n\n' +
      'Klicken Sie in der Teamverwaltung auf „Neues Team“ und geben Sie ein:\n\n' +
      '- „Teamname“, eindeutig im Unternehmen.\n' +
      '- „Mitglieder“: Suchen Sie Personen nach Name oder E-Mail und fügen Sie bis zu 200 hinzu. Eine Person kann in mehreren Teams sein.\n' +
      '- „Leitung“ (optional): Ein Teamleiter, der das Team leitet, sieht es in seiner Teamverwaltung.\n' +
      '- „Kompetenzen in der Matrix (optional)“, bis zu 60. Leer gelassen zeigt die Matrix, was die Stellenprofile der Mitglieder fordern.\n\n' +
      'Klicken Sie auf „Team erstellen“. Das Team erhält eine eigene Kompetenzmatrix, Teamlücken und Abdeckungsrisiken.\n\n' +
      'Um es später zu ändern, wählen Sie das Team und klicken auf „Team bearbeiten“. „Team löschen“ entfernt nur das Team: Mitglieder, ihre Stufen und ihre vorgesetzten Personen bleiben unverändert.\n\n' +
      'Das Team einer Führungskraft lässt sich hier nicht bearbeiten: Es besteht immer aus den direkt unterstellten Personen; ändern Sie also die vorgesetzten Personen in der Benutzerverwaltung. Um indirekt Unterstellte in diese Teams aufzunehmen, schalten Sie in der Kompetenzverwaltung „Teams umfassen indirekt Berichtende“ ein.',
  },
  {
    slug: 'job-profiles',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Stellenprofile anlegen und zuweisen',
    body:
      'Ein Stellenprofil beschreibt eine Rolle: welche Kompetenzen sie fordert, auf welcher Stufe und wie wichtig jede ist. Passung und Lücken werden daran gemessen. Weiterbildungsverantwortliche und Kontoinhaber legen Stellenprofile an und bearbeiten sie; Teamleiter können sie lesen.\n\n' +
      'Um eines anzulegen, öffnen Sie Stellenprofile und klicken auf „Neu“ (oder „Stellenprofil anlegen“, solange es keines gibt). Geben Sie die „Stellenbezeichnung“ und optional „Abteilung“, „Jobfamilie“, „Karrierestufe“ und „Beschreibung“ ein; Jobfamilien und Karrierestufen mit ihren Gehaltsspannen pflegen Sie auf dem Reiter „Stellenarchitektur“. Fügen Sie mit „Kompetenz hinzufügen“ jede Anforderung hinzu und legen Sie die geforderte Stufe und die Wichtigkeit fest: „Kritisch“, „Wichtig“ oder „Wünschenswert“. Ein Stellenprofil kann bis zu 100 Kompetenzen fordern. Speichern Sie es.\n\n' +
      'Um das Profil Personen zu geben, öffnen Sie es, klicken auf „Personen zuweisen“, suchen jede Person und klicken auf „Zuweisen“. Stellenbezeichnung und Abteilung folgen dem Profil; wer ein anderes Profil hatte, wechselt zu diesem. Sie können auch „Stellenprofil festlegen“ in der Benutzerverwaltung nutzen.\n\n' +
      'Jedes Profil zeigt seine Inhaber, ihre Passung und die durchschnittliche Passung. „Archivieren“ verhindert, dass jemand Neues das Profil erhält; bisherige Inhaber behalten es, und Sie können es wiederherstellen.\n\n' +
      'Stellenprofile anlegen und bearbeiten erfordert den Tarif Profi oder einen Enterprise-Tarif oder den kostenlosen Test.',
  },
  {
    slug: 'career-paths',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Rollen zu Karrierepfaden verknüpfen',
    body:
      'Karrierepfade zeigen, wohin sich Personen von ihrer Rolle aus entwickeln können. Alle sehen sie in Meine Karriereplanung unter „Nächste Rollen auf Ihrem Pfad“, mit ihrer eigenen Passung zu jeder Rolle.\n\n' +
      'Um sie festzulegen, öffnen Sie Stellenprofile, wählen eine Rolle und klicken in deren Bereich „Karrierepfade“ auf „Karrierepfade bearbeiten“. Klicken Sie auf „Nächsten Schritt hinzufügen“ und wählen Sie die nächste Rolle und die Art des Wechsels: „Beförderung“ oder „Seitlicher Wechsel“. Eine Rolle kann zu bis zu 10 nächsten Rollen führen. Speichern Sie Ihre Änderungen.\n\n' +
      '- Eine Rolle kann nicht ihr eigener nächster Schritt sein, und jede nächste Rolle steht nur einmal in der Liste.\n' +
      '- Eine Beförderung darf nicht über weitere Beförderungen zur eigenen Rolle zurückführen: Machen Sie einen solchen Schritt zu einem seitlichen Wechsel.\n' +
      '- Nur aktive Stellenprofile Ihres Unternehmens lassen sich verknüpfen.\n\n' +
      'Der Bereich zeigt auch „Rollen, die hierher führen“, also die Wege in eine Rolle.\n\n' +
      'Weiterbildungsverantwortliche und Kontoinhaber bearbeiten Karrierepfade; Teamleiter können sie sehen. Wie das Bearbeiten von Stellenprofilen erfordert auch das Bearbeiten von Karrierepfaden den Tarif Profi oder einen Enterprise-Tarif oder den kostenlosen Test.',
  },
  {
    slug: 'competency-frameworks',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Kompetenzrahmen einrichten',
    body:
      'In der Kompetenzverwaltung legen Weiterbildungsverantwortliche und Kontoinhaber fest, wie gute Arbeit aussieht. Ein Kompetenzrahmen fasst Kompetenzen in Kategorien zusammen und bewertet sie auf einer Kompetenzskala.\n\n' +
      'Für einen schnellen Start klicken Sie auf „Startbibliothek importieren“: mehr als 60 Kompetenzen in 8 Kategorien, jede auf jeder Stufe beschrieben. Sie wird zu Ihrem eigenen Rahmen, den Sie bearbeiten können. Oder klicken Sie auf „Rahmen anlegen“ („Neu“, sobald Sie einen haben) und geben Namen und Beschreibung ein; er beginnt mit der fünfstufigen Skala Einsteiger, In Entwicklung, Kompetent, Fortgeschritten und Experte.\n\n' +
      'Im Tab „Kompetenzen“ des Rahmens:\n\n' +
      '- „Kategorie hinzufügen“ gruppiert Kompetenzen. Eine Kategorie lässt sich nur löschen, wenn sie leer ist.\n' +
      '- „Kompetenz hinzufügen“ fragt nach Name, Kategorie, Art (fachlich, verhaltensbezogen, Führung oder eine eigene über „Andere Art…“), bis zu 10 Schlagwörtern, einer Beschreibung und dem, was jemand auf jeder Stufe tut.\n' +
      '- Suchen Sie nach Name, Beschreibung oder Schlagwort und filtern Sie nach Kategorie, Art und Zustand.\n\n' +
      '„Archivieren“ nimmt eine Kompetenz oder einen ganzen Rahmen aus neuen Bewertungen und Stellenprofilen heraus, ohne etwas zu löschen: Bewertungen und Verlauf bleiben, und Sie können jederzeit wiederherstellen.',
  },
  {
    slug: 'scales-and-level-rules',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Kompetenzskala ändern und festlegen, wie Stufen zusammengeführt werden',
    body:
      'Jeder Kompetenzrahmen hat seine eigene Kompetenzskala. Im Tab „Kompetenzskala“ des Rahmens können Sie Stufen umbenennen, hinzufügen, entfernen oder verschieben: zwischen 2 und 10, die niedrigste zuerst, jede mit eigenem Namen. Markieren Sie mit „Ab hier kompetent“ die Stufe, ab der eine Person als kompetent gilt; die Abdeckungsrisiken der Teams nutzen sie.\n\n' +
      'Sobald Personen auf dem Rahmen bewertet wurden, entsteht bei einer Änderung eine neue Version der Skala. Wählen Sie unter „Wie alte Stufen auf der neuen Skala gelesen werden“ für jede entfernte Stufe die neue Stufe. Bestehende Bewertungen behalten ihre ursprüngliche Stufe und werden über diese Zuordnung gelesen; die Anforderungen der Stellenprofile gehen mit. Bestätigen Sie mit „Als Version … speichern“. „Verlauf der Skala“ listet jede Version.\n\n' +
      'Auf derselben Seite legt „Wie Stufen zusammengeführt werden“ für das ganze Unternehmen fest, wie die aktuelle Stufe einer Person entsteht:\n\n' +
      '- „Die erste vorhandene Quelle“: Die erste Quelle Ihrer Reihenfolge (Führungskraft, Kolleginnen und Kollegen, Selbsteinschätzung) mit einer Bewertung entscheidet.\n' +
      '- „Ein gewichteter Durchschnitt“: Jede vorhandene Quelle zählt mit ihrer Gewichtung.\n\n' +
      'Außerdem legen Sie fest, wie viele Antworten von Kolleginnen und Kollegen nötig sind, bevor ihr Durchschnitt erscheint (3 bis 20), und ob „Teams umfassen indirekt Berichtende“ gilt. Klicken Sie auf „Regeln speichern“.',
  },
  {
    slug: 'competency-csv-import',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Kompetenzen per CSV-Datei importieren und exportieren',
    body:
      'Sie können einen Kompetenzrahmen aus einer Tabelle füllen oder aktualisieren. Öffnen Sie den Rahmen und klicken Sie auf „CSV importieren“.\n\n' +
      '- Mit „Vorlage herunterladen“ erhalten Sie die Spalten. Jede Zeile ist eine Kompetenz: category, name und type sind Pflicht; description, tags (durch Semikolon getrennt) und je eine Spalte pro Stufe sind optional.\n' +
      '- Speichern Sie die Datei als CSV UTF-8 (in Excel „CSV UTF-8 (durch Trennzeichen getrennt)“), mit höchstens 5.000 Zeilen und 8 MB.\n' +
      '- Wählen Sie die Datei. CompetencyHub prüft sie zuerst und listet jedes Problem nach Zeile und Spalte. Importiert wird erst, wenn jede Zeile stimmt.\n' +
      '- Die Vorschau zeigt, was neu, aktualisiert oder unverändert ist, und neue Kategorien. Bestätigen Sie mit der Import-Schaltfläche.\n\n' +
      'Kompetenzen werden über den Namen zugeordnet, unabhängig von Groß- und Kleinschreibung: Vorhandene werden aktualisiert, die übrigen hinzugefügt. Eine Spalte, die in der Datei fehlt, ändert nichts; eine leere Zelle in einer vorhandenen Spalte leert dagegen das Feld. Archivierte Kompetenzen in der Datei werden aktualisiert und bleiben archiviert.\n\n' +
      'Um einen Rahmen zu exportieren, klicken Sie auf „Als CSV exportieren“. Die Datei enthält jede Kompetenz, auch archivierte.',
  },
  {
    slug: 'invite-people',
    area: 'people',
    path: '/user-management?tab=invite',
    title: 'Personen in Ihr Unternehmen einladen',
    body:
      'IT-Administratoren des Unternehmens und Kontoinhaber laden Kolleginnen und Kollegen in der Benutzerverwaltung im Tab „Einladen“ ein oder über „Kollegin oder Kollegen einladen“ auf dem Dashboard. Eine Einladung gewährt sofortigen Zugriff, ohne Genehmigung.\n\n' +
      'Um eine Person einzuladen, geben Sie ihre „E-Mail“ ein, wählen eine „Rolle“ und klicken auf „Einladung senden“. Sie können nur Rollen vergeben, die Sie vergeben dürfen: Ein IT-Administrator kann Mitarbeiter, Teamleiter, Weiterbildungsverantwortliche und IT-Administratoren einladen; ein Kontoinhaber zusätzlich Kontoinhaber.\n\n' +
      'Für viele Personen nutzen Sie „Sammeleinladung (CSV)“. Klicken Sie auf „Vorlage herunterladen (CSV)“, füllen Sie die Spalten email, role und full_name (optional) aus und wählen Sie die Datei. Eine Datei hat höchstens 500 Zeilen. Die Vorschau listet alle Personen; ist eine Zeile fehlerhaft, wird nichts gesendet. Bestätigen Sie mit der Senden-Schaltfläche.\n\n' +
      'Vor dem Einladen müssen Sie Ihre eigene E-Mail-Adresse bestätigen. Einladungslinks laufen nach 7 Tagen ab. Der Tab „Einladungen“ listet jede Einladung mit Status: „Erneut senden“ für eine offene oder abgelaufene (der alte Link funktioniert dann nicht mehr), „Widerrufen“ für eine nicht mehr gewünschte.\n\n' +
      'Jede Person, die annimmt, belegt einen Platz Ihres Tarifs. Sind alle Plätze belegt, kann der Kontoinhaber im Abonnement Plätze hinzufügen.',
  },
  {
    slug: 'approve-join-requests',
    area: 'people',
    path: '/user-management?tab=pending',
    title: 'Beitrittsanfragen genehmigen oder ablehnen',
    body:
      'Wer sich mit einer E-Mail-Adresse einer Domain Ihres Unternehmens registriert, erhält nicht sofort Zugang: Die Person bittet um Beitritt und wartet auf einen Administrator. IT-Administratoren des Unternehmens und Kontoinhaber sehen diese Anfragen unter „Ausstehende Genehmigungen“ auf dem Dashboard und in der Benutzerverwaltung im Tab „Offene Anfragen“.\n\n' +
      'Eine Anfrage lässt sich erst genehmigen, wenn die Person ihre E-Mail-Adresse bestätigt hat. Bis dahin zeigt sie „Wartet auf E-Mail-Bestätigung“ und bietet nur „Ablehnen“. Administratoren erhalten eine E-Mail zur Anfrage, sobald die Adresse bestätigt ist.\n\n' +
      '- Mit „Genehmigen“ lassen Sie die Person herein. Sie tritt als Mitarbeiter bei; ändern Sie die Rolle danach im Tab „Personen“.\n' +
      '- Mit „Ablehnen“ und einer Bestätigung lehnen Sie die Anfrage ab. War das ein Versehen, laden Sie die Person ein: Eine Einladung gewährt sofort Zugang.\n\n' +
      'Zum Genehmigen braucht es einen freien Platz. Sind alle Plätze Ihres Tarifs belegt, deaktivieren Sie jemanden oder fügen Sie im Abonnement Plätze hinzu.\n\n' +
      'Welche E-Mail-Domains zu Ihrem Unternehmen führen, legen Sie in der Unternehmensverwaltung fest.',
  },
  {
    slug: 'manage-people',
    area: 'people',
    path: '/user-management',
    title: 'Rollen, vorgesetzte Personen und Zugang ändern',
    body:
      'In der Benutzerverwaltung listet der Tab „Personen“ alle Personen Ihres Unternehmens mit Rolle, Status, Stellenbezeichnung, vorgesetzter Person und letzter Anmeldung. Suchen Sie nach Name oder E-Mail oder filtern Sie nach Rolle und Kontostatus.\n\n' +
      'Öffnen Sie das Aktionsmenü neben einer Person:\n\n' +
      '- „Rolle ändern“: Sie können nur Rollen vergeben, die Sie selbst vergeben dürfen. Ein IT-Administrator kann keinen Kontoinhaber ändern, und ein Unternehmen behält immer mindestens einen aktiven Kontoinhaber.\n' +
      '- „Vorgesetzte Person festlegen“: Wählen Sie die aktive Person, der die Person unterstellt ist, oder „Keine vorgesetzte Person“. Die vorgesetzte Person bewertet sie und sieht ihre Pläne. Eine Berichtsschleife wird abgelehnt.\n' +
      '- „Stellenprofil festlegen“ (Kontoinhaber): Stellenbezeichnung und Abteilung folgen dem Profil.\n' +
      '- „Deaktivieren“: Die Person wird sofort abgemeldet und kann sich nicht mehr anmelden. Ihre Daten bleiben erhalten, und sie belegt keinen Platz mehr.\n' +
      '- „Reaktivieren“: Die Person kann sich mit ihrem bisherigen Passwort wieder anmelden, wenn Ihr Tarif einen freien Platz hat.\n\n' +
      'Ihre eigene Rolle können Sie nicht ändern, und sich selbst nicht deaktivieren. Aktionen, die etwas wegnehmen, verlangen vorher eine Bestätigung.',
  },
  {
    slug: 'company-details-and-domains',
    area: 'company',
    path: '/company-admin',
    title: 'Unternehmensangaben und E-Mail-Domains bearbeiten',
    body:
      'Kontoinhaber verwalten das Unternehmen in der Unternehmensverwaltung. Der Tab „Angaben“ hat zwei Teile.\n\n' +
      '„Unternehmensangaben“: der Unternehmensname, der im Kopfbereich, in Einladungen und in E-Mails erscheint; eine Beschreibung; die Website; Kontakt-E-Mail und -Telefon; die Adresse und die Zeitzone. Klicken Sie zum Schluss auf „Änderungen speichern“.\n\n' +
      '„E-Mail-Domains“: Wer sich mit einer E-Mail-Adresse dieser Domains registriert, bittet um Beitritt zu Ihrem Unternehmen, und ein Administrator genehmigt dies.\n\n' +
      '- Um eine Domain hinzuzufügen, geben Sie sie unter „Domain hinzufügen“ ein und klicken auf die gleichnamige Schaltfläche. Als Kontoinhaber können Sie nur genau die Domain Ihrer eigenen E-Mail-Adresse hinzufügen, nachdem Sie diese bestätigt haben. Für jede andere Domain wenden Sie sich an den Plattform-Support.\n' +
      '- Öffentliche E-Mail-Domains wie gmail.com, gemeinsam genutzte Endungen wie co.uk und Domains eines anderen Unternehmens lassen sich nicht hinzufügen.\n' +
      '- „Entfernen“ bewirkt, dass neue Registrierungen mit dieser Domain nicht mehr um Beitritt bitten; wer schon im Unternehmen ist, behält den Zugang. Ohne Domain kommen Personen nur noch per Einladung hinzu.\n\n' +
      'Bestätigt ein Kontoinhaber seine E-Mail-Adresse, übernimmt das Unternehmen automatisch deren Domain, sofern die obigen Regeln es erlauben.',
  },
  {
    slug: 'company-branding',
    area: 'company',
    path: '/company-admin?tab=branding',
    title: 'CompetencyHub an Ihr Unternehmen anpassen',
    body:
      'In der Unternehmensverwaltung legt der Tab „Branding“ fest, wie CompetencyHub für alle in Ihrem Unternehmen aussieht. Die „Vorschau“ zeigt Ihre Änderungen, bevor Sie sie speichern.\n\n' +
      '- „Logo“: Klicken Sie auf „Logo hochladen“ und wählen Sie ein PNG-, JPEG- oder WebP-Bild mit höchstens 2 MB und 4096 × 4096 Pixeln. Es erscheint sofort. „Logo entfernen“ zeigt stattdessen die Initialen Ihres Unternehmens.\n' +
      '- „Farben“: eine Primärfarbe für Schaltflächen und Links, eine Sekundärfarbe für die aktuelle Seite im Menü und eine Akzentfarbe für die Linie unter dem Kopfbereich. Geben Sie sie als #4f46e5 oder hsl(221 83% 53%) ein oder wählen Sie sie aus. Eine Warnung erscheint, wenn weiße Schrift schwer lesbar wäre. „Plattformfarbe verwenden“ setzt eine Farbe zurück.\n' +
      '- „Layout“: die Größe von Kopfbereich und Navigationsmenü, der Farbmodus („Hell“, „Dunkel“ oder „Dem Gerät der Person folgen“), die Position des Logos, der Unternehmensname neben dem Logo und die Schriftart.\n' +
      '- „Eigenes CSS“: Feinabstimmung von Farben, Rahmen, Ecken und Schatten, bis zu 10.000 Zeichen. Nur kosmetische Regeln innerhalb der App bleiben erhalten; alles Entfernte wird mit Grund aufgelistet.\n\n' +
      'Klicken Sie auf „Branding speichern“. Jede Seite Ihres Unternehmens übernimmt es sofort; andere Unternehmen sind nicht betroffen.',
  },
  {
    slug: 'knowledge-base',
    area: 'company',
    path: '/company-admin?tab=knowledge-base',
    title: 'Seiten zur Wissensdatenbank Ihres Unternehmens hinzufügen',
    body:
      'Die Wissensdatenbank enthält Webseiten, aus denen der Hilfe-Assistent neben der eigenen Hilfe von CompetencyHub antwortet: Ihr Handbuch, Ihre Richtlinien, Ihre Schulungsunterlagen. Eine Seite kann eine Webseite, eine reine Textdatei oder ein PDF mit höchstens 5 MB sein, unter einer Adresse, die der Server erreichen kann.\n\n' +
      'Jede Person kann eine Seite vorschlagen: Klicken Sie auf „Hilfe“ und dann auf „Seite für die Wissensdatenbank vorschlagen“ oder bei einer externen Quelle auf „Zur Wissensdatenbank hinzufügen“. Geben Sie die Webadresse und einen Titel an; eine Beschreibung, eine Suchanfrage (was jemand fragen könnte, um die Seite zu finden), Schlagwörter, eine Kategorie und Notizen für die prüfende Person helfen zusätzlich. Seiten von Administratoren und Weiterbildungsverantwortlichen werden sofort gelesen, und der Assistent antwortet umgehend aus ihnen. Die Vorschläge aller anderen warten auf Prüfung, und die Kontoinhaber erhalten eine E-Mail, sobald der erste wartet.\n\n' +
      'Kontoinhaber verwalten sie in der Unternehmensverwaltung im Tab „Wissensdatenbank“. Dort filtern Sie die Seiten nach Status oder Kategorie, durchsuchen sie und verwalten sie so:\n\n' +
      '- „Freigeben und hinzufügen“ liest eine vorgeschlagene Seite und nimmt sie auf; „Ablehnen“ fragt nach einem Grund. Die Person, die die Seite vorgeschlagen hat, wird in beiden Fällen benachrichtigt.\n' +
      '- „Gelesenes anzeigen“ listet die Abschnitte, die der Assistent durchsucht; „Erneut lesen“ ruft die Seite nach einer Änderung neu ab.\n' +
      '- „Löschen“ entfernt eine Seite: Der Assistent antwortet ab sofort nicht mehr aus ihr.\n' +
      '- „Jede Seite prüfen, bevor der Assistent sie nutzt“ lässt auch die Seiten von Administratoren und Weiterbildungsverantwortlichen auf Prüfung warten.\n\n' +
      'Eine Seite, die sich nicht lesen lässt, wird mit Grund abgewiesen: eine Adresse in einem privaten oder internen Netzwerk, eine Seite, die nicht innerhalb von 10 Sekunden antwortet, eine Datei über 5 MB, ein anderer Typ als HTML, Text oder PDF oder eine Seite ohne lesbaren Text. Seiten hinter einer Anmeldung und gescannte PDFs ohne Text lassen sich nicht lesen. Die Seiten Ihres Unternehmens werden anderen Unternehmen nie angezeigt.',
  },
  {
    slug: 'subscription-plans',
    area: 'subscription',
    path: '/subscription',
    title: 'Ihr Abonnement: Tarife, Testphase und Plätze',
    body:
      'Der Kontoinhaber verwaltet das Abonnement über „Abonnement verwalten“ im Benutzermenü.\n\n' +
      'Der Tab „Übersicht“ zeigt Ihren Tarif, seinen Preis, das Verlängerungs- oder Testende und die Nutzung dieses Zeitraums: aktive Nutzer im Verhältnis zu Ihren Plätzen sowie KI-Guthaben. Jede Person, die sich anmelden kann, belegt einen Platz; deaktivierte Personen nicht.\n\n' +
      'Ein neues Unternehmen beginnt mit einem kostenlosen Test von 14 Tagen mit den Funktionen von Profi, für bis zu 10 Nutzer und 50 KI-Guthaben. Die bezahlten Tarife kosten pro Monat für das ganze Unternehmen, in USD ohne MwSt.:\n\n' +
      '- Einsteiger: 29 USD, 15 Nutzer, 100 KI-Guthaben.\n' +
      '- Profi: 99 USD, 50 Nutzer, 500 KI-Guthaben; dazu die Kompetenzmatrix der Teams und eigene Stellenprofile.\n' +
      '- Enterprise Basis: 299 USD, 250 Nutzer, 2.500 KI-Guthaben; dazu interne KI.\n' +
      '- Enterprise Komplett: 799 USD, 1.000 Nutzer, 10.000 KI-Guthaben; dazu bevorzugter Support.\n\n' +
      'Um den Tarif zu wechseln, öffnen Sie den Tab „Tarife“ und klicken auf „Diesen Tarif wählen“. Der Dialog zeigt die Kosten, bevor Sie mit „Tarif wechseln“ bestätigen: Aus dem Test heraus beginnt ein neuer Monatszeitraum, der sofort berechnet wird; innerhalb eines bezahlten Monats wird tagesgenau anteilig abgerechnet. Der neue Tarif braucht einen Platz für jede aktive Person.',
  },
  {
    slug: 'cancel-and-read-only',
    area: 'subscription',
    path: '/subscription',
    title: 'Abonnement kündigen und schreibgeschützter Zugriff',
    body:
      'Zum Kündigen öffnet der Kontoinhaber „Abonnement verwalten“ im Benutzermenü, klickt im Tab „Übersicht“ auf „Abonnement kündigen“ und bestätigt. Alle behalten vollen Zugriff bis zum Ende des bereits bezahlten Zeitraums. Eine Testphase lässt sich nicht kündigen: Sie endet von selbst.\n\n' +
      'Läuft eine Testphase oder ein gekündigtes Abonnement aus, wird der Arbeitsbereich Ihres Unternehmens schreibgeschützt. Alles lässt sich weiterhin lesen, und nichts wird gelöscht, aber nichts kann geändert werden, bis ein Tarif gewählt ist. Ein Hinweisbanner informiert alle: Der Kontoinhaber sieht „Tarif wählen“, alle anderen werden gebeten, sich an ihren Kontoinhaber zu wenden.\n\n' +
      'Um weiterzuarbeiten, öffnet der Kontoinhaber den Tab „Tarife“ und wählt einen Tarif. Sofort beginnt ein neuer Monatszeitraum, und alle können wieder arbeiten.\n\n' +
      'Manche Funktionen gehören nur zu bestimmten Tarifen. Enthält Ihr Tarif eine Funktion nicht, etwa die Kompetenzmatrix der Teams im Tarif Einsteiger, sagt die Seite das, und der Kontoinhaber erhält einen Link zu den Tarifen, die sie enthalten.',
  },
  {
    slug: 'add-ons-and-ai-credits',
    area: 'subscription',
    path: '/subscription?tab=addons',
    title: 'Zusätzliche Plätze und KI-Guthaben kaufen',
    body:
      'Zusatzpakete erweitern einen bezahlten Tarif. Der Kontoinhaber öffnet sie über „Zusatzpakete kaufen“ im Benutzermenü oder im Tab „Zusatzpakete“ des Abonnements. Während des kostenlosen Tests lassen sie sich nicht kaufen: Wählen Sie zuerst einen Tarif.\n\n' +
      '- „Nutzerpaket (50 Nutzer)“: 50 weitere Personen können gleichzeitig aktiv sein, für 10,99 USD pro Paket und Monat. Der Rest des aktuellen Zeitraums wird sofort berechnet; danach verlängert es sich monatlich mit Ihrem Tarif.\n' +
      '- „KI-Guthaben (50)“: 50 weitere KI-Antworten für 4,99 USD pro Paket, einmalig. Sie werden nach dem monatlichen Guthaben Ihres Tarifs genutzt und gelten, bis sie verbraucht sind.\n\n' +
      'Wählen Sie die „Menge“ (1 bis 20) und klicken Sie auf „Kaufen“; der Dialog zeigt den Betrag, bevor Sie bestätigen.\n\n' +
      '„Ihre Zusatzpakete“ listet, was Sie haben, mit dem restlichen Guthaben jedes Pakets. Ein Nutzerpaket lässt sich entfernen: Seine Plätze entfallen sofort, und die ungenutzten Tage kommen als Gutschrift zurück. Solange diese Plätze belegt sind, lässt es sich nicht entfernen. Guthabenpakete lassen sich nicht entfernen.\n\n' +
      'Das Guthaben Ihres Tarifs beginnt jeden Zeitraum neu. Ist alles verbraucht, gibt es keine KI-Antworten mehr, bis Sie nachkaufen oder der nächste Zeitraum beginnt.',
  },
  {
    slug: 'invoices-and-payment',
    area: 'subscription',
    path: '/subscription?tab=invoices',
    title: 'Rechnungen und Zahlung',
    body:
      'Jede Belastung erzeugt ein Dokument im Tab „Rechnungen“ des Abonnements: Rechnungen für die monatliche Verlängerung, Tarifwechsel und Zusatzpakete sowie Gutschriften, wenn Ihnen Geld zusteht, etwa nach dem Entfernen eines Nutzerpakets. Jedes zeigt Nummer, Ausstellungsdatum, Summe und Status: „Offen“, „Bezahlt“ oder „Storniert“.\n\n' +
      'Klicken Sie auf eine Nummer, um das Dokument mit Positionen, Zeitraum und Summe als Seite zu öffnen, und nutzen Sie „Drucken oder als PDF speichern“ für Ihre Unterlagen. Beträge sind in USD ohne MwSt. Eine Gutschrift wird mit Ihrer nächsten Rechnung verrechnet.\n\n' +
      'So bezahlen Sie eine offene Rechnung:\n\n' +
      '- Per Überweisung: Überweisen Sie die Summe und geben Sie die Rechnungsnummer an. Die Rechnung wird als bezahlt markiert, sobald die Überweisung eingeht.\n' +
      '- Mit Karte, wenn Kartenzahlung verfügbar ist: Klicken Sie auf „Mit Karte zahlen“, um eine sichere Zahlungsseite zu öffnen. Die Rechnung wird als bezahlt angezeigt, sobald der Zahlungsanbieter die Zahlung bestätigt, meist innerhalb von Sekunden. Brechen Sie die Zahlung ab, bleibt die Rechnung offen.\n\n' +
      'Nur der Kontoinhaber und das Plattformteam sehen Rechnungen.',
  },
  {
    slug: 'internal-ai',
    area: 'subscription',
    path: '/subscription?tab=internal-ai',
    title: 'Eigenen KI-Endpunkt nutzen (interne KI)',
    body:
      'In den Tarifen Enterprise Basis und Enterprise Komplett kann Ihr Unternehmen die KI von CompetencyHub auf einem eigenen OpenAI-kompatiblen Endpunkt betreiben. Ihre Antworten verbrauchen dann kein KI-Guthaben. In anderen Tarifen erklärt der Tab „Interne KI“ das und bietet „Tarife ansehen“.\n\n' +
      'Der Kontoinhaber richtet sie im Tab „Interne KI“ des Abonnements ein:\n\n' +
      '- „Adresse des Endpunkts“: die Adresse vor /chat/completions, etwa https://ai.example.com/v1. Sie muss mit https:// beginnen, es sei denn, der Plattformbetreiber erlaubt ein privates Netz.\n' +
      '- „Modell“: der Modellname, etwa gpt-4o-mini.\n' +
      '- „API-Schlüssel“: wird verschlüsselt gespeichert und nie wieder angezeigt. Lassen Sie das Feld später leer, um den gespeicherten Schlüssel zu behalten.\n\n' +
      'Klicken Sie auf „Speichern und prüfen“. CompetencyHub sendet eine Testanfrage: Antwortet der Endpunkt korrekt, wird die interne KI „Aktiv“; andernfalls wird der Grund angezeigt, etwa ein abgelehnter Schlüssel oder eine falsche Adresse. „Jetzt prüfen“ testet erneut.\n\n' +
      'Der Tab zeigt auch die Nutzung dieses Abrechnungszeitraums: Anfragen, Rechenstunden, mittlere Antwortzeit, Erfolgsquote und letzte Prüfung.\n\n' +
      '„Interne KI ausschalten“ löscht Endpunkt und Schlüssel, und KI-Antworten verbrauchen wieder KI-Guthaben. Ein Wechsel zu einem Tarif ohne Enterprise schaltet sie ebenfalls aus.',
  },
  {
    slug: 'system-admin-messages-and-faq',
    area: 'system-admin',
    path: '/system-admin',
    title: 'Systemverwaltung: Kontaktnachrichten und FAQ-Analyse',
    body:
      'Die Systemverwaltung ist für das Plattformteam bestimmt: Systemadministratoren und den Systemverantwortlichen. Sie hat fünf Tabs: „Nachrichten“, „Abonnements“, „Designs“, „Bilder“ und „FAQ-Analyse“.\n\n' +
      '„Nachrichten“ sammelt, was Besucher über das Kontaktformular der öffentlichen Website senden: Name, E-Mail, Unternehmen, Thema und Nachricht. Über „Anzeigen“ listen Sie alle, ungelesene oder gelesene Nachrichten. Mit „Per E-Mail antworten“ antworten Sie aus Ihrem E-Mail-Programm, mit „Als gelesen markieren“ oder „Als ungelesen markieren“ behalten Sie den Überblick. Jede Statusänderung wird im Prüfprotokoll festgehalten.\n\n' +
      '„FAQ-Analyse“ zeigt, wie Leser die öffentlichen häufigen Fragen bewerten: Hilfreich- und Nicht-hilfreich-Stimmen, den Anteil hilfreich und wie oft Antworten geöffnet wurden, ein Diagramm der Stimmen der letzten 30 Tage sowie Listen der hilfreichsten Fragen, der Fragen mit Verbesserungsbedarf, der Fragen im Trend und der am häufigsten geöffneten.\n\n' +
      'Um an einem Kundenunternehmen zu arbeiten, öffnen Sie die Benutzerverwaltung und klicken auf „Unternehmen wechseln“. Seiten wie Unternehmensverwaltung, Kompetenzverwaltung und Abonnementverwaltung gelten dann für dieses Unternehmen, und das Banner oben zeigt, welches Unternehmen Sie verwalten.',
  },
  {
    slug: 'system-admin-subscriptions',
    area: 'system-admin',
    path: '/system-admin?tab=subscriptions',
    title: 'Die Abonnements aller Unternehmen verwalten',
    body:
      'In der Systemverwaltung listet der Tab „Abonnements“ jedes Kundenunternehmen mit Tarif, aktiven Nutzern, KI-Guthaben, monatlichem Betrag und offenen Rechnungen. Oben sehen Sie den monatlich wiederkehrenden Umsatz und die Testphasen, die innerhalb von 7 Tagen enden. Unternehmen, deren Abonnement abgelaufen ist, sind als schreibgeschützt markiert.\n\n' +
      '- „Tarif ändern“ stellt ein Unternehmen auf einen anderen Tarif um, nach denselben Regeln wie beim eigenen Wechsel des Unternehmens: Aus einem Test heraus beginnt ein neuer Monat; sonst wird tagesgenau anteilig abgerechnet, mit Rechnung oder Gutschrift.\n' +
      '- „Guthaben gewähren“ schenkt einem Unternehmen 1 bis 100.000 KI-Guthaben, die nach dem Guthaben seines Tarifs genutzt werden und gelten, bis sie verbraucht sind.\n\n' +
      'Beides verlangt einen Grund, der im Prüfprotokoll festgehalten wird.\n\n' +
      '„Offene Rechnungen“ listet die Rechnungen, die auf eine Überweisung warten, die älteste zuerst. Ist die Überweisung eines Unternehmens eingegangen, klicken Sie auf „Als bezahlt markieren“ und bestätigen.\n\n' +
      'Um die Abonnementseite eines einzelnen Unternehmens zu sehen, wählen Sie das Unternehmen in der Benutzerverwaltung mit „Unternehmen wechseln“ und öffnen dann die Abonnementverwaltung.',
  },
  {
    slug: 'system-admin-themes-and-images',
    area: 'system-admin',
    path: '/system-admin?tab=themes',
    title: 'Designs und Bilder der Plattform',
    body:
      'Das Plattformteam legt das Aussehen von CompetencyHub für jedes Unternehmen fest, das keine eigenen Farben gewählt hat.\n\n' +
      'Klicken Sie im Tab „Designs“ auf „Neues Design“, geben Sie einen Namen ein und wählen Sie Schriftart und Farben: primär, sekundär, Akzent, Seitenhintergrund, Text, gedämpfte Fläche, sekundärer Text, Rahmen und die Navigationsfarben. Warnungen zeigen, wo Text schwer lesbar wäre. Klicken Sie auf „Design anlegen“. Ein neues Design ist inaktiv, bis Sie auf „Aktivieren“ klicken; es ist immer nur ein Design aktiv, und die eigenen Farben eines Unternehmens haben stets Vorrang. Wer das aktive Design speichert, ändert sofort jedes Unternehmen, das es nutzt. „Eingebautes Aussehen verwenden“ schaltet alle Designs aus.\n\n' +
      'Im Tab „Bilder“ laden Sie das Logo der Plattform (Kopf- und Fußzeile der öffentlichen Seiten, Anmeldeseiten und Fußzeile der App), das Favicon (Symbol im Browser-Tab) und das Bild des Systeminhabers hoch. Wählen Sie Typ, Namen, optional eine Beschreibung und eine PNG-, JPEG- oder WebP-Datei mit höchstens 2 MB und 4096 × 4096 Pixeln, und klicken Sie auf „Bild hochladen“. Das neue Bild wird das aktive seines Typs. Jedes Bild lässt sich außerdem aktivieren, deaktivieren, ersetzen, bearbeiten oder löschen.',
  },
  {
    slug: 'it-admin-ai-rag',
    area: 'system-admin',
    path: '/it-admin',
    title: 'IT-Administration: der Assistent und die produktweite Wissensdatenbank',
    body:
      'Die IT-Administration ist für das Plattformteam bestimmt. Ihr Tab „AI/RAG“ zeigt, wie der Hilfe-Assistent antwortet: welches KI-Modell die Antworten verfasst (oder dass die Antworten ihre Quellen zitieren, wenn keines eingerichtet ist), ob eine Websuche externe Quellen anbietet und aus welchen privaten Netzwerken die Wissensdatenbank lesen darf. Diese Einstellungen legt der Plattformbetreiber beim Start des Servers fest.\n\n' +
      'Darunter enthält die produktweite Wissensdatenbank Seiten, aus denen der Assistent jedes Unternehmens antwortet, etwa allgemeine Leitfäden zu Kompetenzrahmen. Klicken Sie auf „Seite hinzufügen“ und geben Sie die Adresse und einen Titel an: Die Seite wird sofort gelesen. Unternehmen können diese Seiten weder sehen noch ändern oder löschen. Wie bei den eigenen Seiten eines Unternehmens können Sie bei jeder Seite anzeigen, was gelesen wurde, sie erneut lesen lassen oder sie löschen.',
  },
];
