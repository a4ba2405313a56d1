import type { StarterLibrary } from './types.ts';

/**
 * The CompetencyHub starter library in German (issue 22): the same 67 competencies in 8 categories as
 * the US English library, under the same keys and in the same order, written in German HR language
 * with gender-neutral wording. Levels run from Einsteiger (1) through Kompetent (3, the threshold) to
 * Experte (5), the names the German interface gives the default scale.
 */
export const starterLibraryDeDE: StarterLibrary = {
  locale: 'de-DE',
  frameworkName: 'CompetencyHub-Startbibliothek',
  frameworkDescription:
    'Ein allgemeiner Satz von Verhaltens-, Führungs- und Fachkompetenzen, jede auf fünf Stufen von Einsteiger bis Experte beschrieben. Nutzen Sie ihn als Ausgangspunkt: Benennen Sie um, formulieren Sie neu, ergänzen oder streichen Sie, bis er zur Arbeitsweise Ihrer Organisation passt.',
  levelNames: ['Einsteiger', 'In Entwicklung', 'Kompetent', 'Fortgeschritten', 'Experte'],
  categories: [
    {
      key: 'communication-and-collaboration',
      name: 'Kommunikation & Zusammenarbeit',
      description:
        'Informationen klar weitergeben, gut zuhören und mit anderen auf gemeinsame Ziele hinarbeiten, im eigenen Team und teamübergreifend.',
      competencies: [
        {
          key: 'active-listening',
          name: 'Aktives Zuhören',
          description:
            'Schenkt anderen volle Aufmerksamkeit, vergewissert sich, richtig verstanden zu haben, und geht auf das Gemeinte ebenso ein wie auf das Gesagte.',
          type: 'behavioural',
          tags: ['kommunikation', 'zuhören'],
          levels: [
            'Hört Anweisungen und Erklärungen zu, überhört aber manchmal wichtige Punkte oder unterbricht. Muss oft nachfragen, um Details zu bestätigen.',
            'Hört in alltäglichen Gesprächen aufmerksam zu und stellt vor der eigenen Antwort klärende Fragen. Übersieht mitunter Anliegen, die nicht direkt ausgesprochen werden.',
            'Fasst zusammen, was andere sagen, um das Verständnis zu sichern, und erkennt auch unausgesprochene Anliegen. Richtet die Antwort an dem aus, was das Gegenüber braucht.',
            'Bleibt in angespannten oder emotionalen Gesprächen aufmerksam und ruhig und bezieht auch Zurückhaltende ein. Leitet andere an, erst vollständig zuzuhören und dann zu antworten.',
            'Ist in schwierigen Momenten als aufmerksames Gegenüber gefragt. Schafft Gewohnheiten und Formate, mit denen die Organisation ihren Mitarbeitenden und ihrer Kundschaft zuhört und danach handelt.',
          ],
        },
        {
          key: 'written-communication',
          name: 'Schriftliche Kommunikation',
          description:
            'Verfasst klare, korrekte und gut gegliederte Nachrichten und Dokumente, die zu Leserschaft und Zweck passen.',
          type: 'behavioural',
          tags: ['kommunikation', 'schreiben'],
          levels: [
            'Schreibt kurze Routinenachrichten, die oft noch in Klarheit, Aufbau oder Ton überarbeitet werden müssen.',
            'Schreibt klare E-Mails, Notizen und Statusmeldungen für einen vertrauten Leserkreis mit wenig Korrekturbedarf. Greift bei längeren Dokumenten auf Vorlagen zurück.',
            'Erstellt gut gegliederte Dokumente, die mit der Kernaussage beginnen und zur Zielgruppe passen, von kurzen Updates bis zu ausführlichen Berichten. Muss selten überarbeitet werden.',
            'Verfasst überzeugende Vorschläge und Leitfäden zu komplexen oder heiklen Themen für die Führungsebene und externe Zielgruppen. Prüft und verbessert Texte anderer.',
            'Legt die Schreibstandards, Vorlagen und Stilrichtlinien fest, die in der ganzen Organisation gelten. Verfasst die Dokumente, die ihre zentralen Positionen und Entscheidungen festhalten.',
          ],
        },
        {
          key: 'presenting',
          name: 'Präsentieren',
          description:
            'Präsentiert Ideen und Informationen vor Gruppen mit klarer Struktur, passenden Visualisierungen und Souveränität, vor Ort und online.',
          type: 'behavioural',
          tags: ['kommunikation', 'präsentieren'],
          levels: [
            'Präsentiert kurze, vorbereitete Updates vor einer vertrauten Gruppe, mit Unterstützung bei der inhaltlichen Planung.',
            'Hält strukturierte Präsentationen zu vertrauten Themen und beantwortet einfache Fragen. Erstellt Folien und Notizen, die andere teilweise noch prüfen.',
            'Hält klare Präsentationen in gutem Tempo vor unterschiedlichem Publikum und reagiert gelassen auf kritische Fragen. Passt Inhalt und Länge an die verfügbare Zeit an.',
            'Präsentiert komplexe oder umstrittene Themen vor der Geschäftsleitung und externem Publikum und passt die Botschaft spontan an. Hilft anderen, wichtige Präsentationen vorzubereiten und zu proben.',
            'Vertritt die Organisation bei großen internen und externen Veranstaltungen. Prägt, wie sich die Organisation präsentiert, und fördert überzeugende Vortragende in allen Bereichen.',
          ],
        },
        {
          key: 'facilitating-meetings-and-workshops',
          name: 'Moderation von Meetings und Workshops',
          description:
            'Plant und leitet Meetings und Workshops, die alle einbeziehen, fokussiert bleiben und mit klaren Ergebnissen enden.',
          type: 'behavioural',
          tags: ['moderation', 'meetings'],
          levels: [
            'Beteiligt sich konstruktiv an Meetings und hält sich an die Tagesordnung. Leitet kurze Abstimmungsrunden nach einem vorbereiteten Ablauf.',
            'Leitet regelmäßige Teammeetings mit klarem Zweck, Tagesordnung und Protokoll. Hält die Diskussion mit gelegentlicher Unterstützung auf Kurs.',
            'Konzipiert und moderiert Meetings und Workshops, die alle Teilnehmenden einbeziehen, die Zeit gut nutzen und mit vereinbarten Entscheidungen und Maßnahmen enden.',
            'Moderiert große, bereichsübergreifende oder folgenreiche Sitzungen, auch bei Konflikten oder starken Persönlichkeiten. Vermittelt anderen Moderationstechniken.',
            'Legt Praktiken für Meetings und Workshops fest, die die Zusammenarbeit in der ganzen Organisation wirksamer machen. Wird mit der Moderation ihrer wichtigsten Gespräche betraut.',
          ],
        },
        {
          key: 'teamwork-and-collaboration',
          name: 'Teamarbeit und Zusammenarbeit',
          description:
            'Arbeitet mit anderen auf gemeinsame Ziele hin und teilt Wissen, Aufwand und Anerkennung im Team und über Teamgrenzen hinweg.',
          type: 'behavioural',
          tags: ['zusammenarbeit', 'teamarbeit'],
          levels: [
            'Arbeitet bei zugewiesenen Aufgaben mit dem Team zusammen und hilft, wenn darum gebeten wird.',
            'Teilt Informationen und bietet im Team unaufgefordert Hilfe an. Hält das Team über den eigenen Fortschritt auf dem Laufenden.',
            'Baut produktive Arbeitsbeziehungen innerhalb und außerhalb des Teams auf und passt eigene Pläne an, um gemeinsame Ziele zu unterstützen. Würdigt die Beiträge anderer.',
            'Bringt Gruppen mit unterschiedlichen Prioritäten zusammen und löst Reibungen zwischen ihnen. Hilft anderen, teamübergreifende Partnerschaften aufzubauen.',
            'Schafft Strukturen, Anreize und eine Kultur, in der teamübergreifende Zusammenarbeit in der ganzen Organisation selbstverständlich ist.',
          ],
        },
        {
          key: 'giving-and-receiving-feedback',
          name: 'Feedback geben und annehmen',
          description:
            'Gibt konkretes, zeitnahes und respektvolles Feedback und nimmt Feedback als Chance zur Verbesserung an.',
          type: 'behavioural',
          tags: ['feedback', 'entwicklung'],
          levels: [
            'Nimmt Feedback an, wenn es angeboten wird, reagiert aber mitunter defensiv. Gibt anderen selten Feedback.',
            'Bittet um Feedback zur eigenen Arbeit und setzt klare Hinweise um. Gibt im Team positives Feedback und spricht einfache Bedenken höflich an.',
            'Gibt ausgewogenes, konkretes Feedback auf Grundlage beobachteten Verhaltens und seiner Wirkung. Holt regelmäßig Feedback ein und setzt es sichtbar um.',
            'Führt schwierige Feedbackgespräche mit Sorgfalt und Klarheit, auch gegenüber Vorgesetzten. Unterstützt andere dabei, Feedback gut zu geben und anzunehmen.',
            'Verankert durch Abläufe, Schulungen und das eigene Vorbild eine Feedbackkultur in der ganzen Organisation. Sorgt dafür, dass ehrliches Feedback auf allen Ebenen sicher und erwünscht ist.',
          ],
        },
        {
          key: 'handling-conflict',
          name: 'Umgang mit Konflikten',
          description:
            'Spricht Meinungsverschiedenheiten früh und konstruktiv an und findet Lösungen, die für alle Beteiligten tragfähig sind.',
          type: 'behavioural',
          tags: ['konflikte', 'beziehungen'],
          levels: [
            'Bemerkt Meinungsverschiedenheiten, neigt aber dazu, ihnen auszuweichen oder ihre Lösung anderen zu überlassen.',
            'Spricht Meinungsverschiedenheiten in unkritischen Situationen respektvoll an und hört sich die andere Sichtweise an. Holt Hilfe, wenn ein Konflikt eskaliert.',
            'Löst alltägliche Konflikte, indem Interessen statt Positionen in den Mittelpunkt rücken, und erhält dabei gute Arbeitsbeziehungen.',
            'Vermittelt in angespannten Auseinandersetzungen zwischen Personen oder Teams und baut danach Vertrauen wieder auf. Begleitet andere durch ihre eigenen Konflikte.',
            'Gestaltet Arbeitsweisen, die Meinungsverschiedenheiten früh sichtbar machen und wiederkehrende Konflikte in der Organisation verhindern. Wird bei ihren heikelsten Streitfällen hinzugezogen.',
          ],
        },
        {
          key: 'influencing-and-persuading',
          name: 'Einfluss nehmen und überzeugen',
          description:
            'Gewinnt Unterstützung für Ideen, Vorschläge und Entscheidungen durch stichhaltige Argumente, Glaubwürdigkeit und ein Gespür dafür, was anderen wichtig ist.',
          type: 'behavioural',
          tags: ['einfluss', 'überzeugung'],
          levels: [
            'Erläutert eigene Ideen auf Nachfrage, vor allem mit Fakten zur eigenen Arbeit.',
            'Begründet Vorschläge und passt die Argumentation an, wenn Fragen aufkommen. Erreicht im Team Zustimmung zu Routinethemen.',
            'Baut Argumente auf den Interessen der Zielgruppe auf, nimmt Einwände vorweg und gewinnt die Unterstützung von Kollegium und Führungskräften, ohne sich auf Hierarchie zu stützen.',
            'Überzeugt die Führungsebene und externe Stakeholder bei komplexen oder umstrittenen Themen und schmiedet Allianzen, um sie voranzubringen. Coacht andere darin, Einfluss zu nehmen.',
            'Prägt Meinungen und Richtung in der ganzen Organisation und darüber hinaus. Genießt das Vertrauen der Führung, Unterstützung für ihre wichtigsten Veränderungen zu gewinnen.',
          ],
        },
        {
          key: 'working-across-cultures',
          name: 'Interkulturelle Zusammenarbeit',
          description:
            'Arbeitet wirksam mit Menschen unterschiedlicher Kulturen, Hintergründe, Standorte und Arbeitsstile zusammen.',
          type: 'behavioural',
          tags: ['kultur', 'inklusion'],
          levels: [
            'Ist sich bewusst, dass andere anders kommunizieren und arbeiten können, und fragt bei Unsicherheit nach.',
            'Passt die eigene Kommunikation und die eigenen Erwartungen an, wenn auf Unterschiede hingewiesen wird. Respektiert andere Gepflogenheiten und Zeitzonen.',
            'Berücksichtigt kulturelle und regionale Unterschiede vorausschauend und passt Kommunikation, Meetings und Erwartungen entsprechend an, ohne auf Stereotype zurückzugreifen.',
            'Hilft verteilten und multikulturellen Teams, sich auf gemeinsame Regeln zu einigen, und klärt Missverständnisse zwischen ihnen. Berät andere, die in unvertrauten Kulturen arbeiten.',
            'Gestaltet Richtlinien und Praktiken, mit denen vielfältige, globale Teams in der ganzen Organisation ihr Bestes leisten können.',
          ],
        },
      ],
    },
    {
      key: 'problem-solving-and-judgment',
      name: 'Problemlösung & Urteilsvermögen',
      description:
        'Probleme verstehen, Fakten und Optionen abwägen und fundierte, rechtzeitige Entscheidungen treffen, auch bei Unsicherheit.',
      competencies: [
        {
          key: 'analytical-thinking',
          name: 'Analytisches Denken',
          description:
            'Zerlegt Probleme in ihre Bestandteile, untersucht sie anhand von Fakten und zieht fundierte Schlüsse.',
          type: 'behavioural',
          tags: ['analyse', 'denken'],
          levels: [
            'Untersucht einfache Probleme nach einer vorgegebenen Methode, mit Anleitung, welche Informationen zu nutzen sind.',
            'Erkennt die Hauptbestandteile eines Routineproblems, sammelt relevante Fakten und bemerkt offensichtliche Muster.',
            'Analysiert komplexe Probleme selbstständig, prüft Annahmen anhand von Daten und kommt zu Schlüssen, die einer Prüfung standhalten.',
            'Entwirrt mehrdeutige Probleme mit vielen zusammenwirkenden Faktoren und macht die Überlegungen für andere nachvollziehbar. Vermittelt anderen strukturierte Analysemethoden.',
            'Legt fest, wie die Organisation ihre wichtigsten Fragen formuliert und analysiert. Wird bei ihren schwierigsten analytischen Problemen zurate gezogen.',
          ],
        },
        {
          key: 'problem-solving',
          name: 'Problemlösung',
          description:
            'Ermittelt die eigentlichen Ursachen von Problemen und setzt praktische, dauerhafte Lösungen um.',
          type: 'behavioural',
          tags: ['problemlösung', 'ursachenanalyse'],
          levels: [
            'Löst Routineprobleme anhand von Schritt-für-Schritt-Anleitungen oder bekannten Lösungen.',
            'Löst gängige Probleme ohne Hilfe und erkennt, wann ein Problem eskaliert werden muss.',
            'Findet Ursachen statt Symptome und setzt Lösungen um, die ein Wiederauftreten verhindern. Prüft anschließend, ob die Lösung gewirkt hat.',
            'Löst neuartige Probleme mit großer Tragweite, die Teams oder Systeme übergreifen. Begleitet andere durch schwierige Fälle und teilt die verwendeten Methoden.',
            'Baut die Fähigkeit der Organisation auf, Probleme systematisch zu lösen, mit Methoden, Auswertungen und dem Lernen aus früheren Fällen.',
          ],
        },
        {
          key: 'decision-making',
          name: 'Entscheidungsfindung',
          description:
            'Trifft rechtzeitig durchdachte Entscheidungen, wägt Optionen und Risiken ab und übernimmt Verantwortung für das Ergebnis.',
          type: 'behavioural',
          tags: ['entscheidungen', 'urteilsvermögen'],
          levels: [
            'Trifft einfache Entscheidungen innerhalb klarer Regeln und stimmt sich ab, bevor etwas außerhalb davon entschieden wird.',
            'Trifft Routineentscheidungen zügig und erläutert die Gründe. Gibt Entscheidungen weiter, die über die eigenen Befugnisse hinausgehen.',
            'Wägt Optionen, Risiken und Zielkonflikte ab, bezieht die richtigen Personen ein und entscheidet im eigenen Verantwortungsbereich souverän. Überprüft Entscheidungen, wenn neue Fakten auftauchen.',
            'Trifft schwierige Entscheidungen bei unvollständigen Informationen und widerstreitenden Interessen und steht für die Folgen ein. Hilft anderen, besser zu entscheiden.',
            'Trifft und rahmt die Entscheidungen, die die Richtung der Organisation bestimmen. Legt klare Entscheidungsbefugnisse und -prinzipien fest, die überall gelten.',
          ],
        },
        {
          key: 'critical-thinking',
          name: 'Kritisches Denken',
          description:
            'Hinterfragt Annahmen, bewertet Belege und Argumente und kommt zu fundierten, unabhängigen Schlussfolgerungen.',
          type: 'behavioural',
          tags: ['denken', 'urteilsvermögen'],
          levels: [
            'Nimmt Informationen weitgehend so hin, wie sie dargestellt werden, und verlässt sich darauf, dass andere auf Lücken hinweisen.',
            'Stellt Fragen, wenn Informationen unvollständig, widersprüchlich oder einseitig wirken.',
            'Bewertet die Qualität von Quellen und Argumenten, erkennt schwache Begründungen und trennt Fakten von Meinungen.',
            'Stellt verbreitete Annahmen konstruktiv infrage und überzeugt mit Belegen. Hilft Teams, ihre Überlegungen zu prüfen, bevor sie sich festlegen.',
            'Verankert gründliches, faktenbasiertes Denken als festen Bestandteil davon, wie die Organisation plant und entscheidet.',
          ],
        },
        {
          key: 'creativity-and-innovation',
          name: 'Kreativität und Innovation',
          description:
            'Entwickelt neue Ideen und macht aus den vielversprechendsten Verbesserungen, die echten Mehrwert schaffen.',
          type: 'behavioural',
          tags: ['innovation', 'kreativität'],
          levels: [
            'Bringt auf Einladung Ideen ein, meist zu den eigenen Aufgaben.',
            'Schlägt praktische Verbesserungen für die eigene Arbeit und die des Teams vor und probiert auf Anregung neue Ansätze aus.',
            'Entwickelt eigenständige Ideen, testet sie in kleinen Experimenten und baut auf dem auf, was funktioniert.',
            'Leitet Innovationsvorhaben, die die Arbeitsweise eines Teams, Produkts oder Services verändern. Schafft Raum, in dem andere gefahrlos experimentieren können.',
            'Schafft die Voraussetzungen für Innovation in der ganzen Organisation und treibt mutige Ideen bis zur nachhaltigen Wirkung voran.',
          ],
        },
        {
          key: 'risk-assessment',
          name: 'Risikobewertung',
          description:
            'Erkennt Risiken in Arbeit und Entscheidungen, schätzt Wahrscheinlichkeit und Auswirkung ein und handelt, um sie zu verringern.',
          type: 'behavioural',
          tags: ['risiko', 'urteilsvermögen'],
          levels: [
            'Befolgt die geltenden Risiko- und Sicherheitsvorgaben und meldet alles, was nicht stimmt.',
            'Erkennt offensichtliche Risiken in der eigenen Arbeit, meldet sie umgehend und wendet Standardkontrollen an.',
            'Bewertet Wahrscheinlichkeit und Auswirkung von Risiken im eigenen Bereich und ergreift angemessene Gegenmaßnahmen. Hält ein einfaches Risikoregister aktuell.',
            'Erkennt weniger sichtbare Risiken über Projekte und Teams hinweg und wägt Risiken gegen Chancen ab. Hilft anderen, Risiken zu bewerten und zu steuern.',
            'Prägt den Umgang der Organisation mit Risiken, einschließlich ihrer Risikobereitschaft und der Steuerung und Berichterstattung von Risiken.',
          ],
        },
        {
          key: 'research-and-information-gathering',
          name: 'Recherche und Informationsbeschaffung',
          description:
            'Findet, bewertet und verdichtet Informationen aus verlässlichen Quellen, um Fragen zu beantworten und Entscheidungen zu unterstützen.',
          type: 'behavioural',
          tags: ['recherche', 'information'],
          levels: [
            'Findet Informationen in bekannten Quellen, wenn gesagt wird, wo zu suchen ist.',
            'Sammelt relevante Informationen effizient aus mehreren Quellen und hält fest, woher sie stammen.',
            'Plant das Vorgehen für eine Fragestellung, beurteilt die Verlässlichkeit von Quellen und verdichtet die Ergebnisse zu klaren Erkenntnissen.',
            'Leitet Untersuchungen, die mehrere Methoden kombinieren, und beurteilt die Belastbarkeit der Belege. Prüft und begleitet die Recherchen anderer.',
            'Legt Recherchepraktiken und Standards für Belege in der Organisation fest. Gilt im eigenen Fachgebiet als anerkannte Autorität für Forschung.',
          ],
        },
        {
          key: 'systems-thinking',
          name: 'Systemisches Denken',
          description:
            'Versteht, wie Menschen, Prozesse und Werkzeuge als Ganzes zusammenwirken, und sieht die weiteren Folgen von Veränderungen voraus.',
          type: 'behavioural',
          tags: ['systeme', 'denken'],
          levels: [
            'Versteht mit Anleitung den eigenen Teil eines Prozesses und wer davon abhängt.',
            'Sieht, wie sich die eigene Arbeit auf vor- und nachgelagerte Schritte auswirkt, und meldet Probleme, die diese Grenzen überschreiten.',
            'Bildet ab, wie ein System funktioniert, erkennt Rückkopplungen und Engpässe und sieht Nebenwirkungen von Veränderungen voraus.',
            'Gestaltet Prozesse und Systeme teamübergreifend neu, um Ursachen statt lokaler Symptome zu beheben. Hilft anderen, das große Ganze zu sehen.',
            'Gestaltet die Organisation als System und richtet Strukturen, Anreize und Prozesse so aus, dass sie sich gegenseitig verstärken.',
          ],
        },
      ],
    },
    {
      key: 'delivery-and-execution',
      name: 'Umsetzung & Ergebnisse',
      description:
        'Arbeit planen, Prioritäten setzen und Dinge in der erwarteten Qualität rechtzeitig erledigen, mit Verantwortung für die Ergebnisse.',
      competencies: [
        {
          key: 'planning-and-organizing',
          name: 'Planen und Organisieren',
          description:
            'Plant Arbeit, legt die Reihenfolge von Aufgaben fest und organisiert Menschen und Ressourcen so, dass Ziele rechtzeitig erreicht werden.',
          type: 'behavioural',
          tags: ['planung', 'organisation'],
          levels: [
            'Folgt einem von anderen erstellten Plan und behält die eigenen Aufgaben mithilfe von Erinnerungen im Blick.',
            'Plant die eigenen Aufgaben für die Woche, behält Fristen im Blick und meldet Konflikte früh.',
            'Plant mehrstufige Arbeit mit Abhängigkeiten, Meilensteinen und Ausweichplänen und passt den Plan an, wenn sich die Umstände ändern.',
            'Plant komplexe Arbeit für mehrere Personen oder Teams, steuert die Abhängigkeiten zwischen ihnen und hält Pläne realistisch. Hilft anderen, ihre Arbeit zu planen.',
            'Legt die Planungspraktiken, -zyklen und -horizonte der Organisation fest und verknüpft sie mit ihrer Strategie.',
          ],
        },
        {
          key: 'prioritization',
          name: 'Priorisierung',
          description:
            'Konzentriert Zeit und Energie auf das Wichtigste und macht die Abwägungen zwischen konkurrierenden Anforderungen transparent.',
          type: 'behavioural',
          tags: ['prioritäten', 'fokus'],
          levels: [
            'Bearbeitet Aufgaben in der vorgegebenen Reihenfolge und fragt nach, was Vorrang hat, wenn mehrere gleichzeitig kommen.',
            'Priorisiert die eigenen Aufgaben nach Dringlichkeit und Wichtigkeit und stimmt Prioritäten ab, wenn sie sich ändern.',
            'Wägt zwischen konkurrierenden Anforderungen ab, erklärt die Entscheidungen den Beteiligten und lehnt Arbeit mit geringem Nutzen ab.',
            'Setzt Prioritäten für ein Team oder Programm, schützt es vor Ablenkungen und richtet es bei veränderter Lage schnell neu aus. Coacht andere beim Priorisieren.',
            'Richtet die Prioritäten in der ganzen Organisation an ihrer Strategie aus und macht die schwierigsten Abwägungen zwischen ihnen sichtbar.',
          ],
        },
        {
          key: 'accountability-and-ownership',
          name: 'Verantwortung und Verbindlichkeit',
          description:
            'Übernimmt Verantwortung für Zusagen und Ergebnisse, auch für Fehler, und bleibt dran, bis die Arbeit erledigt ist.',
          type: 'behavioural',
          tags: ['verantwortung', 'verlässlichkeit'],
          levels: [
            'Erledigt zugewiesene Aufgaben, teils erst nach Erinnerung, und räumt Fehler ein, wenn darauf hingewiesen wird.',
            'Hält eigene Zusagen ein und warnt früh, wenn eine Frist oder ein Ergebnis gefährdet ist.',
            'Übernimmt Verantwortung für Ergebnisse statt nur für Aufgaben, benennt und korrigiert Fehler offen und bleibt dran, ohne dass jemand nachfassen muss.',
            'Nimmt sich und andere fair und konsequent in die Pflicht und springt ein, wenn Zuständigkeiten unklar sind. Hilft anderen, Verantwortung zu übernehmen.',
            'Schafft eine Kultur, in der Verantwortung auf jeder Ebene klar ist und Fehler zu Lernen statt zu Schuldzuweisungen führen.',
          ],
        },
        {
          key: 'results-orientation',
          name: 'Ergebnisorientierung',
          description:
            'Setzt klare, ehrgeizige Ziele und treibt die Arbeit trotz Hindernissen auf messbare Ergebnisse zu.',
          type: 'behavioural',
          tags: ['ergebnisse', 'ziele'],
          levels: [
            'Arbeitet auf von anderen gesetzte Ziele hin und berichtet auf Nachfrage über den Fortschritt.',
            'Verfolgt den Fortschritt bei den eigenen Zielen und bleibt bei üblichen Hindernissen dran.',
            'Setzt sich anspruchsvolle, messbare Ziele für die eigene Arbeit, erreicht sie zuverlässig und findet Wege um Hindernisse herum.',
            'Führt ein Team zu ehrgeizigen Ergebnissen, räumt Hindernisse aus dem Weg und hält den Fokus auf Ergebnissen statt auf Aktivität.',
            'Setzt den Leistungsmaßstab für die ganze Organisation und richtet die Ziele auf jeder Ebene an den wichtigsten Ergebnissen aus.',
          ],
        },
        {
          key: 'project-management',
          name: 'Projektmanagement',
          description:
            'Steuert Projekte von Anfang bis Ende, einschließlich Umfang, Zeitplan, Budget, Risiken, Personen und Kommunikation.',
          type: 'technical',
          tags: ['projekte', 'umsetzung'],
          levels: [
            'Erledigt zugewiesene Projektaufgaben, aktualisiert ihren Status und nutzt die Werkzeuge und Abläufe des Projekts.',
            'Leitet kleine Projekte mit klarem Umfang und Zeitplan, verfolgt Aufgaben und berichtet über Fortschritt und Probleme.',
            'Steuert Projekte durchgängig, einschließlich Plänen, Budgets, Risiken, Änderungen am Umfang und Kommunikation mit Stakeholdern, und liefert sie wie vereinbart.',
            'Leitet große oder bereichsübergreifende Projekte mit hoher Unsicherheit und bringt Projekte in Schieflage wieder auf Kurs. Begleitet Projektleitungen in ihrer Entwicklung.',
            'Legt die Projekt- und Portfoliomanagementpraktiken der Organisation fest und entscheidet, wie Projekte ausgewählt und gesteuert werden.',
          ],
        },
        {
          key: 'process-improvement',
          name: 'Prozessverbesserung',
          description:
            'Findet und beseitigt Verschwendung, Verzögerungen und Reibung in den Arbeitsabläufen und sichert die Verbesserungen dauerhaft.',
          type: 'behavioural',
          tags: ['prozesse', 'effizienz'],
          levels: [
            'Folgt bestehenden Prozessen und weist darauf hin, wenn sie nicht zu funktionieren scheinen.',
            'Schlägt praktische Verbesserungen für Teamprozesse vor und hilft bei ihrer Umsetzung.',
            'Misst die Leistung eines Prozesses, findet die Ursachen von Verschwendung oder Fehlern und setzt dauerhafte Verbesserungen um.',
            'Leitet Verbesserungsinitiativen über mehrere Teams hinweg und sorgt dafür, dass die Erfolge Bestand haben. Vermittelt anderen Verbesserungsmethoden.',
            'Verankert kontinuierliche Verbesserung als Fähigkeit der Organisation, mit Methoden, Kennzahlen und Rückhalt der Führung.',
          ],
        },
        {
          key: 'quality-and-attention-to-detail',
          name: 'Qualität und Sorgfalt',
          description:
            'Liefert genaue, gründliche Arbeit nach vereinbarten Standards und erkennt Fehler, bevor sie Schaden anrichten.',
          type: 'behavioural',
          tags: ['qualität', 'genauigkeit'],
          levels: [
            'Kennt die Qualitätsstandards für die eigene Arbeit, die aber noch auf Fehler geprüft werden muss.',
            'Prüft die eigene Arbeit vor der Übergabe und findet bei Routineaufgaben die meisten Fehler.',
            'Liefert durchgängig genaue Arbeit, denkt Qualität von Anfang an mit und nutzt Checklisten oder Prüfungen, wo Fehler teuer wären.',
            'Entwickelt Prüfungen und Standards, die Fehler in der Arbeit anderer und in Prozessen aufdecken. Behebt wiederkehrende Qualitätsprobleme an ihrer Quelle.',
            'Legt die Qualitätserwartungen der Organisation und ihre Messung fest und macht Genauigkeit zu einem Teil der Arbeitsweise aller.',
          ],
        },
        {
          key: 'knowledge-sharing',
          name: 'Wissensaustausch',
          description:
            'Dokumentiert und teilt Know-how so, dass andere es finden, nutzen und die Arbeit fortführen können, ohne von einer einzelnen Person abzuhängen.',
          type: 'behavioural',
          tags: ['wissen', 'dokumentation'],
          levels: [
            'Beantwortet Fragen zu den eigenen Aufgaben und führt einfache Notizen.',
            'Dokumentiert die eigene Arbeit und Routinen an den gemeinsamen Ablageorten des Teams und hält sie aktuell.',
            'Teilt Wissen aktiv durch klare Anleitungen, Übergaben und Vorführungen, sodass die Arbeit auch in eigener Abwesenheit reibungslos weiterläuft.',
            'Organisiert, wie ein Team oder Bereich Wissen festhält und teilt, und beseitigt Abhängigkeiten von Einzelpersonen. Ermutigt andere, Wissen zu teilen.',
            'Gestaltet die Praktiken und Werkzeuge des Wissensmanagements der Organisation so, dass Fachwissen leicht zu finden und wiederzuverwenden ist.',
          ],
        },
      ],
    },
    {
      key: 'leadership-and-people-development',
      name: 'Führung & Personalentwicklung',
      description:
        'Richtung vorgeben, Teams aufbauen und Menschen entwickeln, begeistern und einbeziehen, damit sie ihre beste Arbeit leisten können.',
      competencies: [
        {
          key: 'coaching-and-mentoring',
          name: 'Coaching und Mentoring',
          description:
            'Hilft anderen, sich durch Coaching-Gespräche, herausfordernde Aufgaben und ehrliches, unterstützendes Feedback weiterzuentwickeln.',
          type: 'leadership',
          tags: ['coaching', 'entwicklung'],
          levels: [
            'Teilt eigenes Wissen und eigene Erfahrung, wenn andere um Hilfe bitten.',
            'Hilft neuen Teammitgliedern bei der Einarbeitung und beantwortet Fragen geduldig. Gibt praktische Tipps aus eigener Erfahrung.',
            'Coacht andere regelmäßig, stellt Fragen, mit denen sie eigene Antworten finden, vereinbart Entwicklungsziele und fasst nach.',
            'Entwickelt Menschen für Rollen mit mehr Verantwortung und ist auch über das eigene Team hinaus als Mentorin oder Mentor gefragt. Vermittelt anderen Führungskräften Coaching-Kompetenzen.',
            'Prägt die Coaching- und Mentoring-Kultur der Organisation und sichert ihren Nachwuchs an Talenten und Führungskräften.',
          ],
        },
        {
          key: 'delegation-and-empowerment',
          name: 'Delegation und Befähigung',
          description:
            'Überträgt Arbeit mit klaren Ergebnissen und Befugnissen und unterstützt, ohne die Arbeit wieder an sich zu ziehen.',
          type: 'leadership',
          tags: ['delegation', 'befähigung'],
          levels: [
            'Gibt einfache Aufgaben mit detaillierten Anweisungen ab und prüft das Ergebnis genau.',
            'Delegiert Routinearbeit mit klaren Erwartungen und hält an vereinbarten Punkten Rücksprache.',
            'Delegiert Ergebnisse statt Aufgaben, verteilt Arbeit passend zu Stärken und Entwicklung der Menschen und lässt ihnen Spielraum beim Wie.',
            'Delegiert wichtige Entscheidungen und Verantwortlichkeiten und baut ein Team auf, das eigenständig arbeitet. Hilft anderen Führungskräften, gut zu delegieren.',
            'Gestaltet, wie Befugnisse und Entscheidungsrechte in der Organisation verteilt sind, damit Entscheidungen nah an der Arbeit fallen.',
          ],
        },
        {
          key: 'inspiring-and-motivating-others',
          name: 'Andere inspirieren und motivieren',
          description:
            'Erzeugt Energie und Engagement für ein gemeinsames Ziel und würdigt die Beiträge der Menschen.',
          type: 'leadership',
          tags: ['motivation', 'engagement'],
          levels: [
            'Zeigt Begeisterung für die eigene Arbeit und trägt zu einer positiven Atmosphäre im Team bei.',
            'Ermutigt das Team, würdigt Beiträge und bleibt bei alltäglichen Schwierigkeiten positiv.',
            'Verbindet die Arbeit der Menschen mit einem klaren Sinn, versteht, was jede Person motiviert, und hält das Team auch in schwierigen Phasen bei der Sache.',
            'Begeistert große oder vielfältige Gruppen für eine Vision und erhält ihr Engagement über lange Zeit. Hilft anderen Führungskräften, ihre Teams zu begeistern.',
            'Verkörpert und vermittelt einen Sinn, der die ganze Organisation mit Energie erfüllt und Menschen für sie gewinnt.',
          ],
        },
        {
          key: 'building-effective-teams',
          name: 'Wirksame Teams aufbauen',
          description:
            'Bildet Teams mit dem richtigen Kompetenzmix, klaren Rollen und dem Vertrauen, das gute gemeinsame Leistung braucht.',
          type: 'leadership',
          tags: ['teams', 'vertrauen'],
          levels: [
            'Trägt zu einem guten Teamklima bei und respektiert vereinbarte Teamregeln.',
            'Hilft, Teamregeln festzulegen, heißt neue Mitglieder willkommen und unterstützt das Team bei Veränderungen in seiner Zusammensetzung.',
            'Baut ein Team mit klaren Rollen, gemeinsamen Standards und gegenseitigem Vertrauen auf und spricht Verhalten an, das es untergräbt.',
            'Bringt Teams in Schwierigkeiten wieder auf Kurs, führt Teamleitungen und baut Teams auf, die bereichsübergreifend gut zusammenarbeiten.',
            'Gestaltet die Teamstrukturen der Organisation so, dass Teams die Kompetenzen, Eigenständigkeit und Unterstützung haben, um ihr Bestes zu leisten.',
          ],
        },
        {
          key: 'performance-management',
          name: 'Leistungsmanagement',
          description:
            'Setzt klare Erwartungen, beurteilt Leistung fair und faktenbasiert und spricht Minderleistung zeitnah an.',
          type: 'leadership',
          tags: ['leistung', 'ziele'],
          levels: [
            'Versteht, wie die eigene Leistung beurteilt wird, und bereitet sich mit Unterstützung auf die eigenen Beurteilungsgespräche vor.',
            'Vereinbart Ziele mit anderen, verfolgt den Fortschritt und gibt in regelmäßigen Gesprächen Feedback dazu.',
            'Führt faire, faktenbasierte Beurteilungen durch, erkennt starke Leistung an und spricht Minderleistung früh mit einem klaren Plan an.',
            'Kalibriert Leistungsbeurteilungen teamübergreifend, bearbeitet komplexe oder heikle Fälle und coacht Führungskräfte in Leistungsgesprächen.',
            'Gestaltet die Praktiken des Leistungsmanagements der Organisation und ihre Verbindung zu Entwicklung, Anerkennung und Vergütung.',
          ],
        },
        {
          key: 'strategic-thinking',
          name: 'Strategisches Denken',
          description:
            'Sieht das große Ganze, erkennt Trends früh und gibt eine langfristige Richtung vor, die heutige Entscheidungen leitet.',
          type: 'leadership',
          tags: ['strategie', 'vision'],
          levels: [
            'Versteht, wie die eigene Arbeit zu den Teamzielen beiträgt, wenn es erklärt wird.',
            'Erklärt, wie die Teamziele mit der Strategie der Organisation zusammenhängen, und bedenkt längerfristige Auswirkungen der eigenen Arbeit.',
            'Übersetzt die Strategie in Pläne für den eigenen Bereich, erkennt Trends, die ihn betreffen, und schlägt Antworten darauf vor.',
            'Gestaltet die Strategie eines Fach- oder Geschäftsbereichs, wägt kurz- und langfristige Anforderungen ab und entscheidet klar, was nicht getan wird.',
            'Legt die langfristige Richtung der Organisation und die daraus folgenden Grundsatzentscheidungen fest und vermittelt sie so, dass alle danach handeln können.',
          ],
        },
        {
          key: 'leading-change',
          name: 'Veränderungen gestalten',
          description:
            'Begründet Veränderungen, plant sie und führt Menschen hindurch, bis neue Arbeitsweisen verankert sind.',
          type: 'leadership',
          tags: ['veränderung', 'transformation'],
          levels: [
            'Unterstützt von anderen geleitete Veränderungen und nimmt an zugehörigen Schulungen und Aktivitäten teil.',
            'Erklärt Veränderungen im Team, beantwortet Fragen und gibt Bedenken an die Verantwortlichen weiter.',
            'Leitet Veränderungen im eigenen Team: begründet sie, plant die Schritte, bezieht Menschen ein und unterstützt sie, bis die Veränderung umgesetzt ist.',
            'Leitet Veränderungen über mehrere Teams hinweg, geht konstruktiv mit Widerstand um und verankert neue Verhaltensweisen dauerhaft. Berät andere, die Veränderungen leiten.',
            'Führt die Transformation der gesamten Organisation und stärkt ihre Fähigkeit, sich immer wieder gut zu verändern.',
          ],
        },
        {
          key: 'inclusive-leadership',
          name: 'Inklusive Führung',
          description:
            'Sorgt dafür, dass jede Person gehört, fair behandelt und in die Lage versetzt wird, sich voll einzubringen, unabhängig von ihrem Hintergrund.',
          type: 'leadership',
          tags: ['inklusion', 'fairness'],
          levels: [
            'Begegnet allen mit Respekt und lernt, wie Voreingenommenheit alltägliche Entscheidungen beeinflussen kann.',
            'Bittet alle Teammitglieder um ihre Sicht, bemerkt, wer außen vor bleibt, und bezieht diese Personen ein.',
            'Gestaltet faire Abläufe für Entscheidungen, Aufgabenverteilung, Chancen und Anerkennung und schreitet bei ausgrenzendem Verhalten sofort ein.',
            'Hinterfragt Voreingenommenheit in Team- und Organisationspraktiken und fördert gezielt Menschen aus unterrepräsentierten Gruppen. Coacht Führungskräfte zu Inklusion.',
            'Macht Inklusion zu einer messbaren Priorität der Organisation und nimmt Führungskräfte dafür in die Verantwortung.',
          ],
        },
        {
          key: 'hiring-and-talent-planning',
          name: 'Personalgewinnung und Talentplanung',
          description:
            'Gewinnt und wählt die Menschen aus, die die Organisation heute und künftig braucht, und plant vorausschauend für sie.',
          type: 'leadership',
          tags: ['recruiting', 'talente'],
          levels: [
            'Nimmt mit Anleitung an Vorstellungsgesprächen teil und dokumentiert Beobachtungen wie vorgegeben.',
            'Führt strukturierte Interviews, beurteilt Bewerbende anhand vereinbarter Kriterien und gibt klare Empfehlungen ab.',
            'Definiert Anforderungen an Rollen, führt einen fairen Auswahlprozess von Anfang bis Ende durch und plant Nachfolgen für Schlüsselrollen im eigenen Team.',
            'Erstellt Einstellungs- und Nachfolgepläne für einen ganzen Bereich, verbessert die Qualität der Auswahl und schult Interviewende.',
            'Legt die Talentstrategie der Organisation fest, einschließlich Personalplanung, Arbeitgebermarke und Entwicklung künftiger Führungskräfte.',
          ],
        },
      ],
    },
    {
      key: 'customer-and-business-focus',
      name: 'Kunden- & Geschäftsorientierung',
      description:
        'Kundschaft, Stakeholder und die Wertschöpfung der Organisation verstehen und dieses Verständnis in alltägliche Entscheidungen einbringen.',
      competencies: [
        {
          key: 'customer-focus',
          name: 'Kundenorientierung',
          description:
            'Versteht die Bedürfnisse interner und externer Kundschaft und stellt sie in den Mittelpunkt von Entscheidungen und Service.',
          type: 'behavioural',
          tags: ['kunden', 'service'],
          levels: [
            'Geht höflich auf Kundenanfragen ein und gibt Anliegen weiter, die nicht direkt gelöst werden können.',
            'Versteht die Bedürfnisse der Stammkundschaft, erfüllt sie zuverlässig und fasst nach, bis Anliegen gelöst sind.',
            'Erkennt Kundenbedürfnisse im Voraus, löst Probleme an ihrer Ursache und verbessert das Kundenerlebnis aus eigenem Antrieb.',
            'Bringt die Sicht der Kundschaft in Entscheidungen ein, meistert die schwierigsten Kundensituationen und ändert Abläufe, um sie besser zu bedienen.',
            'Macht Kundenorientierung zu einem prägenden Merkmal der Organisation und richtet Strategie, Kennzahlen und Kultur am Kundennutzen aus.',
          ],
        },
        {
          key: 'stakeholder-management',
          name: 'Stakeholder-Management',
          description:
            'Erkennt, wer von der Arbeit betroffen ist, versteht die jeweiligen Interessen und hält alle informiert und eingebunden.',
          type: 'behavioural',
          tags: ['stakeholder', 'beziehungen'],
          levels: [
            'Kennt die wichtigsten Stakeholder der eigenen Arbeit, wenn sie benannt werden.',
            'Hält direkte Stakeholder über Fortschritte und Änderungen auf dem Laufenden und geht zuverlässig auf ihre Anliegen ein.',
            'Erfasst Stakeholder und ihre Interessen, steuert Erwartungen und bezieht sie zum richtigen Zeitpunkt ein.',
            'Gleicht widerstreitende Interessen von Stakeholdern aus, gewinnt Rückhalt für schwierige Entscheidungen und coacht andere im Stakeholder-Management.',
            'Pflegt die Beziehungen zur Geschäftsleitung und nach außen, die Richtung und Ansehen der Organisation prägen.',
          ],
        },
        {
          key: 'business-acumen',
          name: 'Unternehmerisches Denken',
          description:
            'Versteht, wie die Organisation Wert schafft, Umsatz erzielt und Kosten steuert, und wie Entscheidungen ihre Ergebnisse beeinflussen.',
          type: 'behavioural',
          tags: ['geschäft', 'kaufmännisch'],
          levels: [
            'Weiß, was die Organisation wem anbietet und welchen Beitrag die eigene Rolle leistet.',
            'Versteht die wichtigsten Treiber von Umsatz, Kosten und Wert im eigenen Bereich und berücksichtigt sie in der täglichen Arbeit.',
            'Wägt die finanziellen und wirtschaftlichen Folgen von Entscheidungen ab und nutzt Geschäftskennzahlen für die eigene Arbeit und eigene Vorschläge.',
            'Trifft Entscheidungen, die Wachstum, Kosten und Risiko für einen ganzen Bereich ausbalancieren, und hilft anderen, die geschäftliche Wirkung ihrer Arbeit zu verstehen.',
            'Gestaltet das Geschäftsmodell der Organisation und die wirtschaftlichen Entscheidungen, die es tragen.',
          ],
        },
        {
          key: 'financial-management',
          name: 'Finanzmanagement',
          description:
            'Plant, überwacht und steuert Budgets, Prognosen und Kosten und begründet Ausgaben mit fundierten Wirtschaftlichkeitsrechnungen.',
          type: 'technical',
          tags: ['finanzen', 'budgets'],
          levels: [
            'Versteht die grundlegenden Finanzbegriffe der eigenen Arbeit und hält sich an die Ausgaberegeln.',
            'Verfolgt die Ausgaben der eigenen Aktivitäten gegen das Budget und erklärt Abweichungen.',
            'Erstellt und steuert Budgets und Wirtschaftlichkeitsrechnungen für Projekte oder ein Team und hält Prognosen genau.',
            'Steuert Budget und Investitionsentscheidungen eines Bereichs und berät andere bei finanziellen Abwägungen.',
            'Legt die Finanzstrategie fest und bestimmt, wie Ressourcen in der Organisation verteilt werden.',
          ],
        },
        {
          key: 'negotiation',
          name: 'Verhandlungsführung',
          description:
            'Erzielt Vereinbarungen, die für alle Seiten Wert schaffen und zugleich die zentralen Interessen der Organisation wahren.',
          type: 'behavioural',
          tags: ['verhandlung', 'kaufmännisch'],
          levels: [
            'Führt einfache Verhandlungen innerhalb klarer Grenzen und mit Vorgaben, welche Zugeständnisse möglich sind.',
            'Bereitet sich auf Routineverhandlungen vor, kennt die eigenen Grenzen und erzielt faire Vereinbarungen.',
            'Verhandelt souverän, versteht Interessen, Alternativen und Ausstiegspunkte jeder Seite und findet Optionen, die Wert schaffen.',
            'Führt komplexe Verhandlungen mit hohem Wert und mehreren Parteien und coacht andere in Verhandlungsführung.',
            'Legt die Verhandlungsstrategie für die wichtigsten Geschäfte und Partnerschaften der Organisation fest.',
          ],
        },
        {
          key: 'market-and-competitor-awareness',
          name: 'Markt- und Wettbewerbskenntnis',
          description:
            'Verfolgt Kundschaft, Wettbewerb und Branchentrends und nutzt dieses Wissen für Pläne und Entscheidungen.',
          type: 'behavioural',
          tags: ['markt', 'wettbewerb'],
          levels: [
            'Kennt die wichtigsten Wettbewerber und Kundengruppen der Organisation, wenn sie beschrieben werden.',
            'Verfolgt für die eigene Arbeit relevante Markt- und Branchennachrichten und teilt nützliche Erkenntnisse mit dem Team.',
            'Nutzt Markt- und Wettbewerbserkenntnisse, um Pläne, Vorschläge und Prioritäten im eigenen Bereich zu gestalten.',
            'Erkennt Marktveränderungen früh und positioniert ein Produkt, einen Service oder einen Bereich so, dass er vor dem Wettbewerb reagiert.',
            'Bestimmt die Sicht der Organisation auf ihren Markt und entscheidet, wo und wie sie im Wettbewerb antritt.',
          ],
        },
        {
          key: 'product-thinking',
          name: 'Produktdenken',
          description:
            'Versteht die Probleme der Nutzenden und gestaltet Produkte und Services, die sie lösen und dem Geschäft dienen.',
          type: 'behavioural',
          tags: ['produkt', 'kunden'],
          levels: [
            'Weiß, was das Produkt oder der Service leistet und wer es nutzt.',
            'Bezieht die eigene Arbeit auf Bedürfnisse der Nutzenden und Produktziele und gibt deren Rückmeldungen weiter.',
            'Betrachtet Probleme aus Sicht der Nutzenden, wägt Nutzen gegen Aufwand und Risiko ab und testet Ideen mit ihnen.',
            'Gestaltet die Produktrichtung auf Basis von Erkenntnissen aus Nutzung, Daten und Markt und hilft anderen, in Ergebnissen zu denken.',
            'Legt die Produktstrategie der Organisation fest und die Praktiken, mit denen sie herausfindet und liefert, was Nutzenden wichtig ist.',
          ],
        },
        {
          key: 'regulatory-and-compliance-awareness',
          name: 'Regulatorik und Compliance',
          description:
            'Kennt die Gesetze, Vorschriften und internen Richtlinien, die für die Arbeit gelten, und sorgt dafür, dass sie eingehalten werden.',
          type: 'technical',
          tags: ['compliance', 'regulierung'],
          levels: [
            'Absolviert vorgeschriebene Compliance-Schulungen und befolgt die Regeln, die für die eigenen Aufgaben gelten.',
            'Wendet die Vorschriften und Richtlinien für die eigene Arbeit an und holt sich bei Unsicherheit Rat.',
            'Verankert Compliance-Anforderungen in Prozessen und erkennt Compliance-Probleme, bevor sie entstehen.',
            'Berät andere bei komplexen regulatorischen Fragen und leitet die Reaktion auf Prüfungen oder Feststellungen.',
            'Gestaltet die Compliance-Strategie der Organisation und ihre Beziehungen zu Aufsichtsbehörden.',
          ],
        },
      ],
    },
    {
      key: 'digital-and-data-skills',
      name: 'Digitale & Datenkompetenzen',
      description:
        'Digitale Werkzeuge, Daten und Automatisierung im Arbeitsalltag wirksam, sicher und verantwortungsvoll nutzen.',
      competencies: [
        {
          key: 'digital-literacy',
          name: 'Digitale Kompetenz',
          description:
            'Nutzt digitale Werkzeuge und Bürosoftware souverän und setzt neue ein, um wirksamer zu arbeiten.',
          type: 'technical',
          tags: ['digitales', 'werkzeuge'],
          levels: [
            'Nutzt mit Hilfe grundlegende Arbeitswerkzeuge wie E-Mail, Kalender und gemeinsame Dokumente.',
            'Nutzt gängige Arbeitswerkzeuge für alltägliche Aufgaben selbstständig und lernt bei Bedarf neue Funktionen.',
            'Nutzt erweiterte Funktionen, Integrationen und Tastenkürzel für effizientes Arbeiten und lernt neue Werkzeuge schnell.',
            'Hilft anderen bei der Einführung neuer Werkzeuge, verbessert Arbeitsabläufe im Team und berät zur Werkzeugwahl.',
            'Gestaltet den digitalen Arbeitsplatz der Organisation, ihre Werkzeugauswahl und die Kompetenzen, die Mitarbeitende für deren guten Einsatz brauchen.',
          ],
        },
        {
          key: 'data-analysis',
          name: 'Datenanalyse',
          description:
            'Erhebt, bereinigt und analysiert Daten, um Fragen zu beantworten und Entscheidungen zu unterstützen.',
          type: 'technical',
          tags: ['daten', 'analyse'],
          levels: [
            'Liest einfache Diagramme und Tabellen und entnimmt mit Anleitung die wichtigsten Zahlen.',
            'Erstellt Routineanalysen mit Standardwerkzeugen und -funktionen und prüft die Ergebnisse auf offensichtliche Fehler.',
            'Bereinigt und verknüpft Daten, wählt geeignete Methoden, interpretiert Ergebnisse kritisch und präsentiert fundierte Schlussfolgerungen.',
            'Leitet komplexe Analysen mit statistischer Sorgfalt, prüft die Arbeit anderer und erklärt der Entscheidungsebene die Unsicherheit der Ergebnisse.',
            'Legt die Analysestandards der Organisation fest und schafft eine Kultur datengestützter Entscheidungen.',
          ],
        },
        {
          key: 'data-visualization-and-storytelling',
          name: 'Datenvisualisierung und Storytelling',
          description:
            'Stellt Daten in Diagrammen, Dashboards und Erzählungen dar, die klar und ehrlich sind und zum Handeln führen.',
          type: 'technical',
          tags: ['daten', 'visualisierung'],
          levels: [
            'Nutzt mit Hilfe vorhandene Diagrammvorlagen und Dashboards.',
            'Erstellt klare Standarddiagramme für Routineberichte und beschriftet sie korrekt.',
            'Gestaltet Diagramme und Dashboards, die das Wesentliche hervorheben, nicht in die Irre führen und eine klare Geschichte erzählen.',
            'Entwickelt überzeugende, datenbasierte Erzählungen für die Führungsebene und coacht andere in der Visualisierung.',
            'Legt die Visualisierungsstandards, Werkzeuge und gemeinsamen Dashboards der Organisation fest.',
          ],
        },
        {
          key: 'spreadsheet-modeling',
          name: 'Modellierung in Tabellenkalkulationen',
          description:
            'Erstellt verlässliche, gut strukturierte Tabellenmodelle für Planung, Nachverfolgung und Analyse.',
          type: 'technical',
          tags: ['tabellenkalkulation', 'modellierung'],
          levels: [
            'Gibt mit Anleitung Daten in Tabellen ein, sortiert und formatiert sie.',
            'Nutzt Formeln, Filter und Pivot-Tabellen für Routineanalysen und Berichte.',
            'Erstellt strukturierte, dokumentierte Modelle mit Eingabeprüfungen und Szenarien, die andere nachvollziehen können.',
            'Erstellt komplexe Modelle, auf die sich andere verlassen, prüft Modelle auf Richtigkeit und vermittelt gute Modellierungspraxis.',
            'Legt Modellierungsstandards für die Organisation fest und entscheidet, wann kritische Modelle in robustere Systeme überführt werden.',
          ],
        },
        {
          key: 'information-security-awareness',
          name: 'Bewusstsein für Informationssicherheit',
          description: 'Schützt Informationen, Konten und Systeme im Arbeitsalltag vor Bedrohungen.',
          type: 'technical',
          tags: ['sicherheit', 'risiko'],
          levels: [
            'Befolgt nach Erinnerung grundlegende Sicherheitsregeln, etwa starke Passwörter und das Sperren von Geräten.',
            'Erkennt Phishing und andere gängige Bedrohungen, geht korrekt mit sensiblen Informationen um und meldet Vorfälle.',
            'Berücksichtigt Sicherheit von vornherein in der eigenen Arbeit und den eigenen Werkzeugen und reagiert umgehend und richtig auf Vorfälle.',
            'Bewertet Sicherheitsrisiken in Projekten und Prozessen und berät andere, wie sie sich verringern lassen.',
            'Prägt die Sicherheitskultur, das Sensibilisierungsprogramm und die Sicherheitspraktiken der Organisation.',
          ],
        },
        {
          key: 'data-privacy-and-protection',
          name: 'Datenschutz',
          description:
            'Verarbeitet personenbezogene Daten über ihren gesamten Lebenszyklus rechtmäßig, fair und sicher.',
          type: 'technical',
          tags: ['datenschutz', 'privatsphäre'],
          levels: [
            'Weiß, dass personenbezogene Daten besondere Sorgfalt erfordern, und befolgt die Anweisungen zu ihrem Umgang.',
            'Verarbeitet personenbezogene Daten in der täglichen Arbeit richtlinienkonform und meldet mögliche Datenschutzverletzungen umgehend.',
            'Setzt Datenschutz durch Technikgestaltung um, erhebt und speichert nur die nötigen Daten und achtet die Rechte der Menschen an ihren Daten.',
            'Leitet Datenschutz-Folgenabschätzungen und berät bei komplexen Fragen zur Weitergabe und Aufbewahrung von Daten.',
            'Legt das Datenschutzprogramm, die Richtlinien und die Governance der Organisation fest.',
          ],
        },
        {
          key: 'working-with-ai-tools',
          name: 'Arbeiten mit KI-Werkzeugen',
          description:
            'Nutzt KI-Assistenten und KI-gestützte Funktionen wirksam, kritisch und verantwortungsvoll, um die Arbeit zu verbessern.',
          type: 'technical',
          tags: ['ki', 'produktivität'],
          levels: [
            'Probiert KI-Werkzeuge mit Anleitung für einfache Aufgaben aus und befolgt die Regeln für ihren Einsatz.',
            'Nutzt KI-Werkzeuge für Routineaufgaben, prüft ihre Ergebnisse auf Fehler und schützt vertrauliche Informationen.',
            'Bindet KI-Werkzeuge in die eigenen Arbeitsabläufe ein, formuliert wirksame Anweisungen und weiß, wo sie unzuverlässig sind.',
            'Gestaltet KI-gestützte Prozesse für ein Team, bewertet ihre Qualität und Risiken und leitet andere zum verantwortungsvollen Einsatz an.',
            'Legt den Umgang der Organisation mit KI fest, einschließlich Prioritäten, Leitplanken und der Kompetenzen, die Mitarbeitende brauchen.',
          ],
        },
        {
          key: 'workflow-automation',
          name: 'Automatisierung von Arbeitsabläufen',
          description:
            'Automatisiert wiederkehrende Aufgaben und verbindet Werkzeuge, sodass die Arbeit mit weniger Handarbeit und weniger Fehlern läuft.',
          type: 'technical',
          tags: ['automatisierung', 'effizienz'],
          levels: [
            'Nutzt von anderen eingerichtete Automatisierungen und meldet, wenn sie ausfallen.',
            'Richtet für die eigene Arbeit einfache Automatisierungen ein, etwa Regeln, Vorlagen und geplante Aufgaben.',
            'Erkennt wiederkehrende Arbeit und baut verlässliche, dokumentierte Automatisierungen, die mehrere Werkzeuge verbinden.',
            'Konzipiert Automatisierung für team- und bereichsübergreifende Prozesse mit Überwachung und Fehlerbehandlung und bringt anderen das Automatisieren bei.',
            'Legt Strategie, Plattformen und Governance der Automatisierung in der Organisation fest.',
          ],
        },
      ],
    },
    {
      key: 'software-engineering',
      name: 'Softwareentwicklung',
      description:
        'Software entwerfen, entwickeln, testen und betreiben, die korrekt, sicher, wartbar und zuverlässig ist.',
      competencies: [
        {
          key: 'programming',
          name: 'Programmierung',
          description:
            'Schreibt korrekten, lesbaren und wartbaren Code in den Sprachen, die das Team verwendet.',
          type: 'technical',
          tags: ['entwicklung', 'code'],
          levels: [
            'Schreibt mit Anleitung und engmaschiger Überprüfung einfachen Code für klar umrissene Aufgaben.',
            'Setzt klar umrissene Funktionen in einer bestehenden Codebasis nach den Konventionen des Teams um, mit gelegentlicher Überprüfung.',
            'Schreibt selbstständig sauberen, gut getesteten Code für komplexe Funktionen und wählt passende Bibliotheken und Muster.',
            'Entwirft wartbare Codestrukturen für große Funktionen, überarbeitet schwierigen Code sicher und hebt die Qualität des Codes anderer.',
            'Legt die Entwicklungsstandards, Sprachen und Muster fest, die in der ganzen Organisation gelten.',
          ],
        },
        {
          key: 'software-design-and-architecture',
          name: 'Softwaredesign und -architektur',
          description:
            'Entwirft Komponenten und Systeme, die Anforderungen an Funktion, Zuverlässigkeit, Skalierung und künftige Änderungen erfüllen.',
          type: 'technical',
          tags: ['entwicklung', 'architektur'],
          levels: [
            'Versteht die Struktur des bearbeiteten Systems, wenn sie erklärt wird.',
            'Entwirft kleine Komponenten innerhalb einer bestehenden Architektur und erläutert die Entwurfsentscheidungen.',
            'Entwirft Dienste, Datenflüsse und Schnittstellen mit klaren Abwägungen und dokumentiert die Entscheidungen.',
            'Verantwortet die Architektur mehrerer Systeme, leitet Entwurfsprüfungen und begleitet die Entwürfe anderer.',
            'Legt die technische Ausrichtung und die Architekturprinzipien der Organisation fest.',
          ],
        },
        {
          key: 'automated-testing',
          name: 'Automatisiertes Testen',
          description:
            'Stellt mit automatisierten Tests auf den richtigen Ebenen, ergänzt durch exploratives Testen, sicher, dass Software wie beabsichtigt funktioniert.',
          type: 'technical',
          tags: ['entwicklung', 'testen'],
          levels: [
            'Führt vorhandene Tests aus und meldet Fehlschläge mit klaren Schritten zur Reproduktion.',
            'Schreibt Unit-Tests für den eigenen Code und sorgt dafür, dass bestehende Tests weiter bestehen.',
            'Entwickelt Teststrategien, die das Verhalten abdecken, auf das sich Nutzende verlassen, auf den richtigen Ebenen und mit schnellen, verlässlichen Tests.',
            'Baut Testinfrastruktur auf, entfernt unzuverlässige Tests und verbessert Qualitätspraktiken teamübergreifend.',
            'Legt die Qualitätssicherungspraxis der Organisation fest und bestimmt, wie viel Sicherheit jede Art von Änderung erfordert.',
          ],
        },
        {
          key: 'code-review',
          name: 'Code-Review',
          description:
            'Prüft Codeänderungen konstruktiv, um Korrektheit, Verständlichkeit und gemeinsames Verständnis zu verbessern.',
          type: 'technical',
          tags: ['entwicklung', 'prüfung'],
          levels: [
            'Geht mit Anleitung auf Prüfkommentare zum eigenen Code ein und lernt daraus.',
            'Prüft kleine Änderungen auf Korrektheit und Stil und stellt Fragen zu unklarem Code.',
            'Gibt zeitnahe, konkrete und respektvolle Reviews, die Probleme bei Design, Sicherheit und Tests aufdecken, nicht nur beim Stil.',
            'Prüft komplexe und risikoreiche Änderungen, fördert andere durch Reviews und hält den Review-Prozess schnell.',
            'Legt die Review-Praktiken und -Erwartungen für die Entwicklungsteams der ganzen Organisation fest.',
          ],
        },
        {
          key: 'debugging-and-troubleshooting',
          name: 'Fehlersuche und -behebung',
          description: 'Findet und behebt Fehler in Software und Systemen methodisch und faktenbasiert.',
          type: 'technical',
          tags: ['entwicklung', 'fehlersuche'],
          levels: [
            'Reproduziert einfache Fehler und sammelt mit Hilfe Logs und Details.',
            'Findet und behebt Fehler in vertrautem Code mithilfe von Logs, Debuggern und Tests.',
            'Diagnostiziert komplexe Fehler über Komponenten hinweg methodisch, stellt Hypothesen auf, prüft sie und behebt die Ursachen.',
            'Löst die schwierigsten Produktionsstörungen, verbessert die Beobachtbarkeit von Systemen und vermittelt Techniken zur Fehlersuche.',
            'Gestaltet, wie die Organisation Ausfälle erkennt, diagnostiziert und aus ihnen lernt.',
          ],
        },
        {
          key: 'cloud-infrastructure-and-operations',
          name: 'Cloud-Infrastruktur und Betrieb',
          description:
            'Baut, verteilt und betreibt Software zuverlässig in der Produktion, mit Automatisierung und Monitoring.',
          type: 'technical',
          tags: ['entwicklung', 'betrieb'],
          levels: [
            'Spielt Änderungen unter Aufsicht nach einem dokumentierten Ablauf ein.',
            'Nutzt die Pipelines, Dashboards und Alarme des Teams und reagiert auf Routinealarme nach Betriebshandbuch.',
            'Automatisiert Build, Deployment und Infrastruktur als Code und betreibt Dienste mit solidem Monitoring und Kapazitätsplanung.',
            'Entwirft Plattformen und Praktiken zur Störungsbehandlung, die mehrere Teams nutzen, und leitet Nachbetrachtungen von Störungen.',
            'Legt die Strategie der Organisation für Zuverlässigkeit, Infrastruktur und Betrieb fest.',
          ],
        },
        {
          key: 'secure-software-development',
          name: 'Sichere Softwareentwicklung',
          description:
            'Entwickelt Software, die Angriffen standhält und Daten schützt, vom Entwurf bis zum Betrieb.',
          type: 'technical',
          tags: ['entwicklung', 'sicherheit'],
          levels: [
            'Weiß, dass es gängige Arten von Schwachstellen gibt, und befolgt mit Hilfe die Checkliste des Teams für sicheres Programmieren.',
            'Vermeidet gängige Schwachstellen wie Injection und unsichere Verarbeitung von Eingaben und hält Abhängigkeiten aktuell.',
            'Erstellt Bedrohungsmodelle für Funktionen und verankert Authentifizierung, Autorisierung und Datenschutz in Entwurf und Code.',
            'Prüft Code und Entwürfe auf Sicherheit, leitet die Behebung von Schwachstellen und vermittelt sichere Entwicklung.',
            'Legt die Praktiken, Werkzeuge und Richtlinien der Organisation für sichere Entwicklung fest.',
          ],
        },
        {
          key: 'databases-and-data-modeling',
          name: 'Datenbanken und Datenmodellierung',
          description: 'Entwirft Datenmodelle und schreibt korrekte, effiziente Abfragen und Migrationen.',
          type: 'technical',
          tags: ['entwicklung', 'datenbanken'],
          levels: [
            'Schreibt mit Hilfe einfache Abfragen auf bestehende Tabellen.',
            'Schreibt Joins, Aggregationen und einfache Migrationen für Routineanforderungen.',
            'Entwirft Schemata, Constraints und Indizes, schreibt effiziente Abfragen und migriert Daten sicher.',
            'Optimiert die Datenbankleistung im großen Maßstab, plant komplexe Datenmigrationen und prüft die Datenmodelle anderer.',
            'Legt die Datenarchitektur und Speicherstrategie der Organisation fest.',
          ],
        },
        {
          key: 'technical-documentation',
          name: 'Technische Dokumentation',
          description:
            'Dokumentiert Software und Systeme so, dass andere sie nutzen, betreiben und ändern können.',
          type: 'technical',
          tags: ['entwicklung', 'dokumentation'],
          levels: [
            'Aktualisiert auf Anfrage bestehende Dokumentation.',
            'Dokumentiert eigene Funktionen, ihre Konfiguration und ihren Betrieb.',
            'Schreibt klare Anleitungen, Entscheidungsprotokolle und Schnittstellendokumentation, die mit dem Code aktuell bleiben.',
            'Organisiert die Dokumentation eines ganzen Systems, prüft die Dokumente anderer und schließt wichtige Lücken.',
            'Legt Dokumentationsstandards und -werkzeuge für die Softwareentwicklung der ganzen Organisation fest.',
          ],
        },
      ],
    },
    {
      key: 'personal-effectiveness',
      name: 'Persönliche Wirksamkeit',
      description:
        'Sich selbst führen: lernen, sich anpassen, belastbar bleiben und mit Integrität und Eigeninitiative handeln.',
      competencies: [
        {
          key: 'adaptability',
          name: 'Anpassungsfähigkeit',
          description:
            'Stellt sich auf veränderte Prioritäten, Situationen und Arbeitsweisen ein und bleibt dabei wirksam.',
          type: 'behavioural',
          tags: ['veränderung', 'flexibilität'],
          levels: [
            'Akzeptiert Veränderungen, wenn sie erklärt und begleitet werden, braucht aber unter Umständen Zeit, sich umzustellen.',
            'Stellt die eigene Arbeit mit etwas Unterstützung auf neue Prioritäten, Werkzeuge oder Methoden um.',
            'Passt sich schnell an neue Situationen an, bleibt auch bei Unsicherheit produktiv und sucht die Vorteile in Veränderungen.',
            'Begleitet andere durch Veränderungen, sieht darin Chancen und passt die Pläne eines Teams schnell und besonnen an.',
            'Lebt der Organisation Anpassungsfähigkeit vor und schafft Arbeitsweisen, die gut mit ständigem Wandel zurechtkommen.',
          ],
        },
        {
          key: 'learning-agility',
          name: 'Lernagilität',
          description:
            'Lernt schnell aus Erfahrung, Feedback und Weiterbildung und wendet das Gelernte in neuen Situationen an.',
          type: 'behavioural',
          tags: ['lernen', 'entwicklung'],
          levels: [
            'Lernt neue Aufgaben durch strukturierte Anleitung und Übung.',
            'Eignet sich neue Fähigkeiten bei der Arbeit an, bittet bei Schwierigkeiten um Hilfe und wendet das Gelernte auf ähnliche Aufgaben an.',
            'Sucht aktiv nach Lernmöglichkeiten, reflektiert Erfahrungen und überträgt Erkenntnisse auf neue Zusammenhänge.',
            'Lernt schnell in unbekannten Bereichen und hilft anderen, aus gemeinsamen Erfahrungen und Fehlern zu lernen.',
            'Baut eine Organisation auf, die systematisch aus ihren Erfolgen und Misserfolgen lernt.',
          ],
        },
        {
          key: 'resilience',
          name: 'Resilienz',
          description: 'Bleibt unter Druck gelassen und handlungsfähig und erholt sich von Rückschlägen.',
          type: 'behavioural',
          tags: ['resilienz', 'wohlbefinden'],
          levels: [
            'Braucht Unterstützung, um unter Druck oder nach einem Rückschlag handlungsfähig zu bleiben.',
            'Bleibt bei normalem Druck gelassen und erholt sich mit wenig Hilfe von kleineren Rückschlägen.',
            'Arbeitet auch unter anhaltendem Druck beständig, behält den Überblick und lernt aus Rückschlägen. Kennt die eigenen Grenzen und bittet früh um Unterstützung.',
            'Gibt anderen in Krisen Halt, hält das Team fokussiert und achtet auf Anzeichen von Überlastung bei anderen.',
            'Verankert Resilienz in Arbeitslast, Praktiken und Kultur der Organisation und lebt nachhaltige Arbeitsweisen vor.',
          ],
        },
        {
          key: 'self-awareness',
          name: 'Selbstreflexion',
          description:
            'Kennt die eigenen Stärken, Grenzen und Emotionen sowie die eigene Wirkung auf andere und nutzt dieses Wissen, um sich zu verbessern.',
          type: 'behavioural',
          tags: ['reflexion', 'entwicklung'],
          levels: [
            'Beginnt, eigene Stärken und Entwicklungsfelder zu erkennen, vor allem durch das Feedback anderer.',
            'Beschreibt eigene Stärken und Entwicklungsfelder mit Beispielen und arbeitet daran.',
            'Versteht die eigene Wirkung auf andere und passt das eigene Verhalten entsprechend an. Reflektiert regelmäßig die eigene Leistung.',
            'Nutzt ein tiefes Selbstverständnis, um Vorgehensweisen zu wählen, die das Beste in sich und anderen hervorbringen. Hilft anderen bei der Reflexion.',
            'Geht offen mit den eigenen Grenzen um und verankert Gewohnheiten der Reflexion in der ganzen Organisation.',
          ],
        },
        {
          key: 'initiative',
          name: 'Eigeninitiative',
          description: 'Handelt unaufgefordert, um Chancen zu nutzen und Probleme anzugehen.',
          type: 'behavioural',
          tags: ['proaktivität', 'verantwortung'],
          levels: [
            'Handelt nach klaren Anweisungen und fragt nach der nächsten Aufgabe, wenn eine erledigt ist.',
            'Übernimmt im eigenen Bereich zusätzliche Aufgaben und behebt kleine Probleme unaufgefordert.',
            'Erkennt Chancen und Probleme früh und handelt, wobei bei Bedarf andere einbezogen werden.',
            'Startet Initiativen, die dem erweiterten Team oder der Organisation nützen, und ermutigt andere, es ebenso zu tun.',
            'Schafft ein Umfeld, in dem Menschen in der ganzen Organisation das Vertrauen und den Auftrag haben, Initiative zu ergreifen.',
          ],
        },
        {
          key: 'integrity-and-ethics',
          name: 'Integrität und Ethik',
          description:
            'Handelt ehrlich und ethisch, wahrt Vertraulichkeit und tut das Richtige, auch wenn es schwerfällt.',
          type: 'behavioural',
          tags: ['ethik', 'vertrauen'],
          levels: [
            'Befolgt den Verhaltenskodex und die Richtlinien und fragt nach, wenn unklar ist, was erwartet wird.',
            'Ist ehrlich in Bezug auf die eigene Arbeit und eigene Fehler, wahrt Vertraulichkeit und behandelt andere fair.',
            'Handelt auch in schwierigen Situationen ethisch und spricht an, wenn etwas nicht stimmt, selbst unter Druck.',
            'Begleitet andere durch ethische Dilemmata und schützt diejenigen, die Bedenken äußern.',
            'Prägt die ethische Haltung der Organisation durch beständige Worte, Entscheidungen und Taten.',
          ],
        },
        {
          key: 'emotional-intelligence',
          name: 'Emotionale Intelligenz',
          description:
            'Erkennt und steuert die eigenen Emotionen und die anderer, um wirksame Arbeitsbeziehungen aufzubauen.',
          type: 'behavioural',
          tags: ['empathie', 'beziehungen'],
          levels: [
            'Erkennt in offensichtlichen Situationen die eigenen Emotionen und die anderer.',
            'Kontrolliert die eigenen Reaktionen im Arbeitsalltag und zeigt Empathie im Umgang mit anderen.',
            'Erfasst die emotionale Dynamik einer Situation und reagiert hilfreich, auch unter Stress.',
            'Meistert emotional komplexe Situationen und hilft anderen, ihre Emotionen zu verstehen und zu steuern.',
            'Verankert psychologische Sicherheit und Empathie in der Kultur der Organisation.',
          ],
        },
        {
          key: 'time-and-workload-management',
          name: 'Zeit- und Belastungsmanagement',
          description: 'Nutzt Zeit wirksam, bewältigt die Arbeitslast nachhaltig und liefert termingerecht.',
          type: 'behavioural',
          tags: ['zeit', 'produktivität'],
          levels: [
            'Braucht Erinnerungen und Hilfe, um die eigene Zeit zu organisieren und Fristen einzuhalten.',
            'Plant die eigene Zeit so, dass die meisten Fristen eingehalten werden, und meldet, wenn die Arbeitslast zu hoch wird.',
            'Plant Zeit realistisch, schützt Zeit für konzentriertes Arbeiten und liefert zuverlässig termingerecht.',
            'Hilft anderen, Arbeitslast und Zeit unter Druck zu bewältigen, und verteilt die Arbeit im Team ausgewogen.',
            'Gestaltet Regeln für Terminplanung, Meetings und Fokuszeiten, mit denen Menschen in der ganzen Organisation nachhaltig arbeiten können.',
          ],
        },
      ],
    },
  ],
};
