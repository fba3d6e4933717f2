<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Zip…</source>
        <translation>&amp;Zip öffnen…</translation>
    </message>
    <message>
        <source>Open F&amp;iles…</source>
        <translation>&amp;Dateien öffnen…</translation>
    </message>
    <message>
        <source>&amp;Download…</source>
        <translation>He&amp;runterladen…</translation>
    </message>
    <message>
        <source>&amp;Watch this league…</source>
        <translation>Liga &amp;beobachten…</translation>
    </message>
    <message>
        <source>Poll the league&apos;s site on its schedule, check each new seal as it appears, and tell each event once as a desktop notification. Choose it again to stop.</source>
        <translation>Fragt die Website der Liga nach ihrem Zeitplan ab, prüft jedes neue Siegel, sobald es erscheint, und meldet jedes Ereignis einmal als Desktop-Benachrichtigung. Erneut wählen, um zu beenden.</translation>
    </message>
    <message>
        <source>&amp;Recent bundles</source>
        <translation>&amp;Zuletzt geöffnete Bündel</translation>
    </message>
    <message>
        <source>Open the &amp;demonstration bundle</source>
        <translation>&amp;Demonstrationsbündel öffnen</translation>
    </message>
    <message>
        <source>&amp;Compare with another copy…</source>
        <translation>&amp;Mit einer anderen Kopie vergleichen…</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>Bericht als &amp;HTML exportieren…</translation>
    </message>
    <message>
        <source>Export report as &amp;PDF…</source>
        <translation>Bericht als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>A file to attach to an article: every step and seal, the sources used, the app version and the time of the check.</source>
        <translation>Eine Datei zum Anhängen an einen Artikel: jeder Schritt und jedes Siegel, die genutzten Quellen, die App-Version und der Zeitpunkt der Prüfung.</translation>
    </message>
    <message>
        <source>Save e&amp;vidence…</source>
        <translation>Be&amp;lege speichern…</translation>
    </message>
    <message>
        <source>Write the log&apos;s answers and the Bitcoin headers this check relied on to a folder beside the bundle, to check them again offline later.</source>
        <translation>Schreibt die Antworten des Protokolls und die Bitcoin-Blockköpfe, auf die sich diese Prüfung stützt, in einen Ordner neben dem Bündel, um sie später offline erneut zu prüfen.</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <source>The checks of downloaded bundles kept in your history, each signed with your own key.</source>
        <translation>Die Prüfungen heruntergeladener Bündel in Ihrem Verlauf, jede mit Ihrem eigenen Schlüssel signiert.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (larger text)</source>
        <translation>&amp;Präsentationsmodus (größere Schrift)</translation>
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation>&amp;Prüfgang</translation>
    </message>
    <message>
        <source>&amp;Seals</source>
        <translation>&amp;Siegel</translation>
    </message>
    <message>
        <source>&amp;Trust ladder</source>
        <translation>&amp;Vertrauensleiter</translation>
    </message>
    <message>
        <source>W&amp;orkshop</source>
        <translation>W&amp;orkshop</translation>
    </message>
    <message>
        <source>St&amp;atistics</source>
        <translation>St&amp;atistik</translation>
    </message>
    <message>
        <source>&amp;Day&apos;s page</source>
        <translation>Seite des &amp;Tages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>Open a bundle folder</source>
        <translation>Bündelordner öffnen</translation>
    </message>
    <message>
        <source>Open a bundle zip</source>
        <translation>Bündel-Zip öffnen</translation>
    </message>
    <message>
        <source>Zip files (*.zip);;All files (*)</source>
        <translation>Zip-Dateien (*.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open loose files (the book, stamped lists, proofs)</source>
        <translation>Einzelne Dateien öffnen (das Buch, gestempelte Listen, Nachweise)</translation>
    </message>
    <message>
        <source>Book, lists and proofs (*.jsonl *.txt *.ots *.tsr *.json *.md);;All files (*)</source>
        <translation>Buch, Listen und Nachweise (*.jsonl *.txt *.ots *.tsr *.json *.md);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>(no bundles opened yet)</source>
        <translation>(noch kein Bündel geöffnet)</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>Verifier for the &apos;sealed before the open&apos; standard, version {version}. It checks a forecasting league&apos;s sealed book without trusting the operator.</source>
        <translation>Prüfprogramm für den Standard „versiegelt vor der Eröffnung“, Version {version}. Es prüft das versiegelte Buch einer Prognoseliga, ohne dem Betreiber zu vertrauen.</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Open a bundle and wait for its check to finish, then export the report.</source>
        <translation>Öffnen Sie ein Bündel und warten Sie, bis die Prüfung fertig ist; exportieren Sie dann den Bericht.</translation>
    </message>
    <message>
        <source>Export report as PDF</source>
        <translation>Bericht als PDF exportieren</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>Bericht als HTML exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
    <message>
        <source>WORKSHOP COPY: this report is about a deliberately changed copy ({change}), not the bundle that was opened.</source>
        <translation>WERKSTATT-KOPIE: Dieser Bericht betrifft eine absichtlich veränderte Kopie ({change}), nicht das geöffnete Bündel.</translation>
    </message>
    <message>
        <source>Writing the report to {path}…</source>
        <translation>Der Bericht wird nach {path} geschrieben…</translation>
    </message>
    <message>
        <source>Report saved: {path}</source>
        <translation>Bericht gespeichert: {path}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Bitcoin block headers</source>
        <translation>Bitcoin-Blockköpfe</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>NOT SEALED YET</source>
        <translation>NOCH NICHT VERSIEGELT</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>DURCHGEFALLEN</translation>
    </message>
    <message>
        <source>&amp;Day:</source>
        <translation>&amp;Tag:</translation>
    </message>
    <message>
        <source>Day of the seals</source>
        <translation>Tag der Siegel</translation>
    </message>
    <message>
        <source>Seals of the day</source>
        <translation>Siegel des Tages</translation>
    </message>
    <message>
        <source>Book lines covered by the chosen seal</source>
        <translation>Vom gewählten Siegel erfasste Buchzeilen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>Geschrieben um</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Select a seal to list the book lines it covers.</source>
        <translation>Wählen Sie ein Siegel, um die Buchzeilen aufzulisten, die es erfasst.</translation>
    </message>
    <message>
        <source>All days</source>
        <translation>Alle Tage</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Day of the page</source>
        <translation>Tag der Seite</translation>
    </message>
    <message>
        <source>Export as the report&apos;s first page (PDF)…</source>
        <translation>Als erste Seite des Berichts exportieren (PDF)…</translation>
    </message>
    <message>
        <source>Export the report with this day&apos;s page first</source>
        <translation>Den Bericht mit der Seite dieses Tages zuerst exportieren</translation>
    </message>
    <message>
        <source>Summary of the day</source>
        <translation>Zusammenfassung des Tages</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>New York</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Lines covered</source>
        <translation>Abgedeckte Zeilen</translation>
    </message>
    <message>
        <source>What is still pending</source>
        <translation>Was noch aussteht</translation>
    </message>
    <message>
        <source>{day} (today in New York)</source>
        <translation>{day} (heute in New York)</translation>
    </message>
    <message>
        <source>Time (New York)</source>
        <translation>Zeit (New York)</translation>
    </message>
    <message>
        <source>Book prefix</source>
        <translation>Buchanfang</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>Bitcoin anchor</source>
        <translation>Bitcoin-Anker</translation>
    </message>
    <message>
        <source>Time-stamp: {name}</source>
        <translation>Zeitstempel: {name}</translation>
    </message>
    <message>
        <source>Time-stamp authorities</source>
        <translation>Zeitstempeldienste</translation>
    </message>
    <message>
        <source>Rekor log</source>
        <translation>Rekor-Log</translation>
    </message>
    <message>
        <source>The book this seal covers was not provided.</source>
        <translation>Das Buch, das dieses Siegel erfasst, wurde nicht mitgeliefert.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the %Ln line(s) this seal covers…</source>
        <translation>
            <numerusform>Die %Ln Zeile, die dieses Siegel abdeckt, wird gelesen…</numerusform>
            <numerusform>Die %Ln Zeilen, die dieses Siegel abdeckt, werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>The book lines could not be read.</source>
        <translation>Die Buchzeilen konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>This seal covers lines 1–{lines}; {new} of them are new since the seal before it (marked NEW).</source>
        <translation>Dieses Siegel erfasst die Zeilen 1–{lines}; {new} davon sind seit dem vorigen Siegel neu (mit NEU markiert).</translation>
    </message>
    <message>
        <source>NEW</source>
        <translation>NEU</translation>
    </message>
    <message>
        <source>Transparency log</source>
        <translation>Transparenzlog</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>The demonstration bundle is always checked against its own demonstration sources. A new language applies at once.</source>
        <translation>Das Demonstrationsbündel wird immer gegen seine eigenen Demonstrationsquellen geprüft. Eine neue Sprache gilt sofort.</translation>
    </message>
    <message>
        <source>Problem with the settings</source>
        <translation>Problem mit den Einstellungen</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Choose a file for: {setting}</source>
        <translation>Datei auswählen für: {setting}</translation>
    </message>
    <message>
        <source>{setting}: the address must start with http:// or https://.</source>
        <translation>{setting}: Die Adresse muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <source>Block explorer {address}: the address must start with http:// or https://.</source>
        <translation>Block-Explorer {address}: Die Adresse muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <source>{setting}: no file at {path}.</source>
        <translation>{setting}: Unter {path} gibt es keine Datei.</translation>
    </message>
    <message>
        <source>Trust root: no file at {path}.</source>
        <translation>Vertrauensanker: Unter {path} gibt es keine Datei.</translation>
    </message>
    <message>
        <source>Intermediate certificate: no file at {path}.</source>
        <translation>Zwischenzertifikat: keine Datei unter {path}.</translation>
    </message>
    <message>
        <source>Always: this is where every reader starts.</source>
        <translation>Immer: Hier beginnt jede Leserin und jeder Leser.</translation>
    </message>
    <message>
        <source>Not reached.</source>
        <translation>Nicht erreicht.</translation>
    </message>
    <message>
        <source>Not reached: step {number} ({title}) failed.</source>
        <translation>Nicht erreicht: Schritt {number} ({title}) ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Not reached: step {number} ({title}) was not checked.</source>
        <translation>Nicht erreicht: Schritt {number} ({title}) wurde nicht geprüft.</translation>
    </message>
    <message>
        <source>Not reached: step {number} ({title}) has a warning.</source>
        <translation>Nicht erreicht: Schritt {number} ({title}) hat eine Warnung.</translation>
    </message>
    <message>
        <source>MET</source>
        <translation>ERFÜLLT</translation>
    </message>
    <message>
        <source>NOT MET</source>
        <translation>NICHT ERFÜLLT</translation>
    </message>
    <message>
        <source>NOT CHECKABLE HERE</source>
        <translation>HIER NICHT PRÜFBAR</translation>
    </message>
    <message>
        <source>MUST</source>
        <translation>MUSS</translation>
    </message>
    <message>
        <source>SHOULD</source>
        <translation>SOLLTE</translation>
    </message>
    <message>
        <source>The standard&apos;s requirements</source>
        <translation>Die Anforderungen des Standards</translation>
    </message>
    <message>
        <source>The standard&apos;s requirements (the paper&apos;s Section 3.13)</source>
        <translation>Die Anforderungen des Standards (Abschnitt 3.13 des Papers)</translation>
    </message>
    <message>
        <source>Requirement {number}: {standing}</source>
        <translation>Anforderung {number}: {standing}</translation>
    </message>
    <message>
        <source>Reached: steps {numbers} passed.</source>
        <translation>Erreicht: Die Schritte {numbers} sind bestanden.</translation>
    </message>
    <message>
        <source>Trust ladder</source>
        <translation>Vertrauensleiter</translation>
    </message>
    <message>
        <source>Open a bundle to see which levels of trust it reaches.</source>
        <translation>Öffnen Sie ein Bündel, um zu sehen, welche Vertrauensstufen es erreicht.</translation>
    </message>
    <message>
        <source>How far can you trust these forecasts without trusting the operator? Each level adds a check by someone the operator does not control. The highest level is at the top.</source>
        <translation>Wie weit können Sie diesen Prognosen trauen, ohne dem Betreiber zu trauen? Jede Stufe fügt eine Prüfung durch jemanden hinzu, den der Betreiber nicht kontrolliert. Die höchste Stufe steht oben.</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <source>Level {level}: {name}: {state}</source>
        <translation>Stufe {level}: {name}: {state}</translation>
    </message>
    <message>
        <source>Level {level}: {name}</source>
        <translation>Stufe {level}: {name}</translation>
    </message>
    <message>
        <source>Claims ladder</source>
        <translation>Behauptungsleiter</translation>
    </message>
    <message>
        <source>The claims ladder appears when the statistics are computed.</source>
        <translation>Die Behauptungsleiter erscheint, sobald die Statistiken berechnet sind.</translation>
    </message>
    <message>
        <source>No statistics: the claims ladder cannot be read.</source>
        <translation>Keine Statistiken: die Behauptungsleiter kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>What may a reader claim about prices and skill? Each rung needs a further check; the highest rung is at the top.</source>
        <translation>Was darf ein Leser über Preise und Können behaupten? Jede Stufe braucht eine weitere Prüfung; die höchste Stufe steht oben.</translation>
    </message>
    <message>
        <source>Highest rung reached</source>
        <translation>Höchste erreichte Stufe</translation>
    </message>
    <message>
        <source>Rung {number}: {name}: {state}</source>
        <translation>Stufe {number}: {name}: {state}</translation>
    </message>
    <message>
        <source>Rung {number}: {name}</source>
        <translation>Stufe {number}: {name}</translation>
    </message>
    <message>
        <source>REACHED</source>
        <translation>ERREICHT</translation>
    </message>
    <message>
        <source>NOT REACHED</source>
        <translation>NICHT ERREICHT</translation>
    </message>
    <message>
        <source>This bundle:</source>
        <translation>Dieses Bündel:</translation>
    </message>
    <message>
        <source>Supports:</source>
        <translation>Stützt:</translation>
    </message>
    <message>
        <source>Leaves open:</source>
        <translation>Lässt offen:</translation>
    </message>
    <message>
        <source>To reach it:</source>
        <translation>Um sie zu erreichen:</translation>
    </message>
    <message>
        <source>Proves:</source>
        <translation>Beweist:</translation>
    </message>
    <message>
        <source>Does not prove:</source>
        <translation>Beweist nicht:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>NO BUNDLE OPEN</source>
        <translation>KEIN BÜNDEL GEÖFFNET</translation>
    </message>
    <message>
        <source>What was proven</source>
        <translation>Was bewiesen wurde</translation>
    </message>
    <message>
        <source>Open a bundle to verify it.</source>
        <translation>Öffnen Sie ein Bündel, um es zu prüfen.</translation>
    </message>
    <message>
        <source>Verdict explanation</source>
        <translation>Erklärung des Urteils</translation>
    </message>
    <message>
        <source>What was verified</source>
        <translation>Was geprüft wurde</translation>
    </message>
    <message>
        <source>CHECKING…</source>
        <translation>PRÜFUNG LÄUFT…</translation>
    </message>
    <message>
        <source>Step {number}: {title}</source>
        <translation>Schritt {number}: {title}</translation>
    </message>
    <message>
        <source>DOES NOT APPLY</source>
        <translation>TRIFFT NICHT ZU</translation>
    </message>
    <message>
        <source>What step {number} checks</source>
        <translation>Was Schritt {number} prüft</translation>
    </message>
    <message>
        <source>Read the guide</source>
        <translation>Anleitung lesen</translation>
    </message>
    <message>
        <source>Step {number} verdict</source>
        <translation>Urteil zu Schritt {number}</translation>
    </message>
    <message>
        <source>Show evidence</source>
        <translation>Belege zeigen</translation>
    </message>
    <message>
        <source>Show evidence for step {number}</source>
        <translation>Belege zu Schritt {number} zeigen</translation>
    </message>
    <message>
        <source>Evidence for {title}</source>
        <translation>Belege zu {title}</translation>
    </message>
    <message>
        <source>By hand:</source>
        <translation>Von Hand:</translation>
    </message>
    <message>
        <source>Command to check {title} by hand</source>
        <translation>Befehl, um {title} von Hand zu prüfen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the command for {title}</source>
        <translation>Befehl für {title} kopieren</translation>
    </message>
    <message>
        <source>Hide evidence</source>
        <translation>Belege ausblenden</translation>
    </message>
    <message>
        <source>The ten steps of the walk</source>
        <translation>Die zehn Schritte der Prüfung</translation>
    </message>
    <message>
        <source>No bundle has been verified yet.</source>
        <translation>Es wurde noch kein Bündel geprüft.</translation>
    </message>
    <message>
        <source>Registered test: the consensus against the base rate</source>
        <translation>Registrierter Test: der Konsens gegen die Basisrate</translation>
    </message>
    <message>
        <source>Session (NYSE trading days; 11 to 126 is the registered window)</source>
        <translation>Sitzung (Handelstage der NYSE; 11 bis 126 ist das registrierte Fenster)</translation>
    </message>
    <message>
        <source>Paired gain G (Brier units; above 0: the consensus did better)</source>
        <translation>Gepaarter Gewinn G (Brier-Einheiten; über 0: der Konsens war besser)</translation>
    </message>
    <message>
        <source>No registered test.</source>
        <translation>Kein registrierter Test.</translation>
    </message>
    <message>
        <source>±0.01: no gain of practical size</source>
        <translation>±0,01: kein Gewinn praktischer Größe</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95-%-Band</translation>
    </message>
    <message>
        <source>90% band</source>
        <translation>90-%-Band</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>laufender Mittelwert</translation>
    </message>
    <message>
        <source>after session {session}: mean {mean}, 95% {low} to {high}</source>
        <translation>nach Sitzung {session}: Mittel {mean}, 95 % {low} bis {high}</translation>
    </message>
    <message>
        <source>G of a window session</source>
        <translation>G einer Sitzung im Fenster</translation>
    </message>
    <message>
        <source>G outside the window (not read)</source>
        <translation>G außerhalb des Fensters (nicht gelesen)</translation>
    </message>
    <message numerus="yes">
        <source>session {session} ({day}): G = {g}, %Ln event(s)</source>
        <translation>
            <numerusform>Sitzung {session} ({day}): G = {g}, %Ln Ereignis</numerusform>
            <numerusform>Sitzung {session} ({day}): G = {g}, %Ln Ereignisse</numerusform>
        </translation>
    </message>
    <message>
        <source>check {date}</source>
        <translation>Prüfung {date}</translation>
    </message>
    <message>
        <source>Estimate {estimate} over {sessions} sessions; 95% interval {low95} to {high95}; 90% interval {low90} to {high90}.</source>
        <translation>Schätzung {estimate} über {sessions} Sitzungen; 95-%-Intervall {low95} bis {high95}; 90-%-Intervall {low90} bis {high90}.</translation>
    </message>
    <message>
        <source>Each point: G_s, the mean over the session&apos;s one-day events of (q − y)² − (p − y)²; p the consensus of answers sealed before 09:30 ET, y a strict rise, q the sealed climatology. Bands: moving blocks of 5 sessions, 10,000 resamples, seed 20261102.</source>
        <translation>Jeder Punkt: G_s, der Mittelwert über die Eintagesereignisse der Sitzung von (q − y)² − (p − y)²; p der Konsens der vor 09:30 ET versiegelten Antworten, y ein strikter Anstieg, q die versiegelte Klimatologie. Bänder: gleitende Blöcke von 5 Sitzungen, 10.000 Wiederholungen, Seed 20261102.</translation>
    </message>
    <message>
        <source>Forecast rows in the file: {total}. Verified (sealed and chained): {verified}; only these are used. Left out: {left}</source>
        <translation>Prognosezeilen in der Datei: {total}. Verifiziert (versiegelt und verkettet): {verified}; nur diese werden verwendet. Ausgelassen: {left}</translation>
    </message>
    <message>
        <source>Every value used is the verified book&apos;s; the forecasts file agrees with it.</source>
        <translation>Jeder verwendete Wert ist der des verifizierten Buchs; die Prognosedatei stimmt damit überein.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln whose book line is NOT SEALED YET</source>
        <translation>
            <numerusform>%Ln, deren Buchzeile NOCH NICHT VERSIEGELT ist</numerusform>
            <numerusform>%Ln, deren Buchzeile NOCH NICHT VERSIEGELT ist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln whose book line FAILED the check</source>
        <translation>
            <numerusform>%Ln, deren Buchzeile bei der Prüfung DURCHGEFALLEN ist</numerusform>
            <numerusform>%Ln, deren Buchzeile bei der Prüfung DURCHGEFALLEN ist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln that point(s) at the wrong book line (the book line itself verified)</source>
        <translation>
            <numerusform>%Ln, die auf die falsche Buchzeile verweist (die Buchzeile selbst ist verifiziert)</numerusform>
            <numerusform>%Ln, die auf die falsche Buchzeile verweisen (die Buchzeile selbst ist verifiziert)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln with no book line</source>
        <translation>
            <numerusform>%Ln ohne Buchzeile</numerusform>
            <numerusform>%Ln ohne Buchzeile</numerusform>
        </translation>
    </message>
    <message>
        <source>The forecasts file leaves out {n} probability(ies) sealed in the verified book (first: {run} {seat} {market} {horizon}): no figure here includes them.</source>
        <translation>Die Prognosedatei lässt {n} im verifizierten Buch versiegelte Wahrscheinlichkeit(en) aus (erste: {run} {seat} {market} {horizon}): Keine Zahl hier enthält sie.</translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file disagrees with the verified book %Ln time(s) (first: {run} {seat} {market} {horizon}, {column}): every figure here uses the book&apos;s sealed values, not the file&apos;s.</source>
        <translation>
            <numerusform>Die Prognosedatei widerspricht dem verifizierten Buch %Ln-mal (zuerst: {run} {seat} {market} {horizon}, {column}): Jede Zahl hier verwendet die versiegelten Werte des Buchs, nicht die der Datei.</numerusform>
            <numerusform>Die Prognosedatei widerspricht dem verifizierten Buch %Ln-mal (zuerst: {run} {seat} {market} {horizon}, {column}): Jede Zahl hier verwendet die versiegelten Werte des Buchs, nicht die der Datei.</numerusform>
        </translation>
    </message>
    <message>
        <source>no interval before five counted runs</source>
        <translation>kein Intervall vor fünf gezählten Läufen</translation>
    </message>
    <message>
        <source>interval over those runs {low} to {high}</source>
        <translation>Intervall über diese Läufe {low} bis {high}</translation>
    </message>
    <message>
        <source>N_eff, the counted series ({horizon}): {value} independent voices, the mean of the last {runs} counted runs; {interval}. (The league&apos;s n_eff.per_run, every sealed run with test runs and late answers, is not this count.)</source>
        <translation>N_eff, die gezählte Reihe ({horizon}): {value} unabhängige Stimmen, der Mittelwert der letzten {runs} gezählten Läufe; {interval}. (Das n_eff.per_run der Liga, alle versiegelten Läufe samt Testläufen und verspäteten Antworten, ist nicht diese Zählung.)</translation>
    </message>
    <message>
        <source>For example: run {run}, seat {seat}, {asset} {horizon} names book line {line} but {problem}; {should}.</source>
        <translation>Zum Beispiel: Lauf {run}, Sitz {seat}, {asset} {horizon} nennt Buchzeile {line}, aber {problem}; {should}.</translation>
    </message>
    <message>
        <source>it should name book line {n}</source>
        <translation>sie sollte Buchzeile {n} nennen</translation>
    </message>
    <message>
        <source>the book holds no answer line of that run and seat</source>
        <translation>das Buch enthält keine Antwortzeile dieses Laufs und Sitzes</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>NO STATISTICS YET</source>
        <translation>NOCH KEINE STATISTIK</translation>
    </message>
    <message>
        <source>Open a bundle: the statistics are computed only from the values sealed in the verified book.</source>
        <translation>Öffnen Sie ein Bündel: Die Statistiken werden nur aus den im verifizierten Buch versiegelten Werten berechnet.</translation>
    </message>
    <message>
        <source>Forecast rows verified and left out</source>
        <translation>Verifizierte und weggelassene Prognosezeilen</translation>
    </message>
    <message>
        <source>Headline N_eff</source>
        <translation>Leitwert N_eff</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Statistikdiagramme</translation>
    </message>
    <message>
        <source>Crowd contracts of the chosen run</source>
        <translation>Marktkontrakte des gewählten Laufs</translation>
    </message>
    <message>
        <source>&amp;5 Consensus</source>
        <translation>&amp;5 Konsens</translation>
    </message>
    <message>
        <source>&amp;6 Registered test</source>
        <translation>&amp;6 Registrierter Test</translation>
    </message>
    <message>
        <source>&amp;7 Margin to outcome</source>
        <translation>&amp;7 Abstand zum Ergebnis</translation>
    </message>
    <message>
        <source>&amp;8 Independent prices</source>
        <translation>&amp;8 Unabhängige Preise</translation>
    </message>
    <message>
        <source>R&amp;un:</source>
        <translation>L&amp;auf:</translation>
    </message>
    <message>
        <source>Run for the run charts</source>
        <translation>Lauf für die Laufdiagramme</translation>
    </message>
    <message>
        <source>Hori&amp;zon:</source>
        <translation>Hori&amp;zont:</translation>
    </message>
    <message>
        <source>Horizon for the charts</source>
        <translation>Horizont der Diagramme</translation>
    </message>
    <message>
        <source>Only rows &amp;anchored before their outcome</source>
        <translation>Nur Zeilen, die vor ihrem Ergebnis ver&amp;ankert wurden</translation>
    </message>
    <message>
        <source>Recompute every statistic from the rows whose book line was anchored before its outcome was known.</source>
        <translation>Jede Statistik aus den Zeilen neu berechnen, deren Buchzeile verankert war, bevor ihr Ergebnis bekannt war.</translation>
    </message>
    <message>
        <source>Caveat on the consensus&apos; families</source>
        <translation>Vorbehalt zu den Familien des Konsenses</translation>
    </message>
    <message>
        <source>Consensus per market of the chosen run, with its count of stated probabilities, mean ρ and N_eff</source>
        <translation>Konsens je Markt des gewählten Laufs, mit der Zahl der angegebenen Wahrscheinlichkeiten, mittlerem ρ und N_eff</translation>
    </message>
    <message>
        <source>Caveat on the registered test</source>
        <translation>Vorbehalt zum registrierten Test</translation>
    </message>
    <message>
        <source>Reading of the registered test</source>
        <translation>Lesart des registrierten Tests</translation>
    </message>
    <message>
        <source>Primary endpoint: {label}
Disagreement (secondary, undirected): {reading}. Against the shadow consensus: {shadow}.</source>
        <translation>Primärer Endpunkt: {label}
Uneinigkeit (sekundär, ungerichtet): {reading}. Gegen den Schattenkonsens: {shadow}.</translation>
    </message>
    <message>
        <source>COMPUTING</source>
        <translation>WIRD BERECHNET</translation>
    </message>
    <message>
        <source>Computing the statistics from the verified book…</source>
        <translation>Die Statistiken werden aus dem verifizierten Buch berechnet…</translation>
    </message>
    <message>
        <source>NO STATISTICS</source>
        <translation>KEINE STATISTIK</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA, not real forecasts.</source>
        <translation>DEMONSTRATIONSDATEN, keine echten Prognosen.</translation>
    </message>
    <message numerus="yes">
        <source>Only the %Ln row(s) anchored before their outcome are used here.</source>
        <translation>
            <numerusform>Hier wird nur die %Ln Zeile verwendet, die vor ihrem Ergebnis verankert wurde.</numerusform>
            <numerusform>Hier werden nur die %Ln Zeilen verwendet, die vor ihrem Ergebnis verankert wurden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Margin between each forecast&apos;s anchor and its outcome</source>
        <translation>Abstand zwischen dem Anker jeder Prognose und ihrem Ergebnis</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizont</translation>
    </message>
    <message>
        <source>Hours from the anchor&apos;s bound to the outcome (log)</source>
        <translation>Stunden von der Schranke des Ankers bis zum Ergebnis (log)</translation>
    </message>
    <message>
        <source>No counted forecast row to measure.</source>
        <translation>Keine gezählte Prognosezeile zu messen.</translation>
    </message>
    <message>
        <source>τ = 2 h, the Bitcoin anchor&apos;s uncertainty</source>
        <translation>τ = 2 h, die Unsicherheit des Bitcoin-Ankers</translation>
    </message>
    <message>
        <source>anchored before the outcome</source>
        <translation>vor dem Ergebnis verankert</translation>
    </message>
    <message>
        <source>flagged: margin below the anchor&apos;s uncertainty</source>
        <translation>markiert: Abstand unter der Unsicherheit des Ankers</translation>
    </message>
    <message>
        <source>at the floor: anchored only after the outcome</source>
        <translation>am Boden: erst nach dem Ergebnis verankert</translation>
    </message>
    <message numerus="yes">
        <source>line {line}, {horizon}: {hours} h ({anchor}), %Ln row(s)</source>
        <translation>
            <numerusform>Zeile {line}, {horizon}: {hours} h ({anchor}), %Ln Zeile</numerusform>
            <numerusform>Zeile {line}, {horizon}: {hours} h ({anchor}), %Ln Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>{anchored} of {rows} counted rows were anchored before their outcome was known; {flagged} flagged; {no_bound} with no anchor bound (not drawn). Bound: the earliest of a time-stamp token&apos;s time, a Bitcoin header time plus τ, or the log&apos;s integrated time; anchors with a warning (such as demonstration keys) still count here.</source>
        <translation>{anchored} von {rows} gezählten Zeilen waren verankert, bevor ihr Ergebnis bekannt war; {flagged} markiert; {no_bound} ohne Schranke eines Ankers (nicht gezeichnet). Schranke: die früheste von der Zeit eines Zeitstempel-Tokens, der Zeit eines Bitcoin-Headers plus τ oder der Eintragszeit im Protokoll; Anker mit einer Warnung (etwa Demonstrationsschlüssel) zählen hier trotzdem.</translation>
    </message>
    <message>
        <source>Independent prices</source>
        <translation>Unabhängige Preise</translation>
    </message>
    <message>
        <source>Reconcile with a &amp;price file…</source>
        <translation>Mit einer &amp;Preisdatei abgleichen…</translation>
    </message>
    <message>
        <source>Choose your own price file to reconcile every verified row with</source>
        <translation>Eigene Preisdatei wählen, um jede verifizierte Zeile damit abzugleichen</translation>
    </message>
    <message>
        <source>No price file given. Choose one exported from a provider you trust (columns asset, time, price; see the README): every verified row&apos;s reference price, close, change and outcome is then recomputed from it.</source>
        <translation>Keine Preisdatei angegeben. Wählen Sie eine, die von einem Anbieter Ihres Vertrauens exportiert wurde (Spalten asset, time, price; siehe README): Referenzpreis, Schlusskurs, Veränderung und Ergebnis jeder verifizierten Zeile werden dann daraus neu berechnet.</translation>
    </message>
    <message>
        <source>Result of the price reconciliation</source>
        <translation>Ergebnis des Preisabgleichs</translation>
    </message>
    <message>
        <source>Rows whose prices or outcome differ</source>
        <translation>Zeilen, deren Preise oder Ergebnis abweichen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>No eligible verified rows for run {run}, horizon {horizon}.</source>
        <translation>Keine zulässigen verifizierten Zeilen für Lauf {run}, Horizont {horizon}.</translation>
    </message>
    <message>
        <source>{title}: run {run}, horizon {horizon}</source>
        <translation>{title}: Lauf {run}, Horizont {horizon}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sitz</translation>
    </message>
    <message>
        <source>{a} with {b}: ρ = {rho}</source>
        <translation>{a} mit {b}: ρ = {rho}</translation>
    </message>
    <message>
        <source>correlation ρ</source>
        <translation>Korrelation ρ</translation>
    </message>
    <message>
        <source>N = {n} seats, {rows} verified rows ({left_out}); mean ρ = {rho} over {pairs} pairs ({skipped} skipped), N_eff = {n_eff}. Largest eigenvalue&apos;s share of the trace: {share}; participation ratio (Σλ)²/Σλ² = {ratio}{extra}.</source>
        <translation>N = {n} Sitze, {rows} verifizierte Zeilen ({left_out}); mittleres ρ = {rho} über {pairs} Paare ({skipped} übersprungen), N_eff = {n_eff}. Anteil des größten Eigenwerts an der Spur: {share}; Partizipationsverhältnis (Σλ)²/Σλ² = {ratio}{extra}.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>No seat has an eligible answer in this run and horizon.</source>
        <translation>Kein Sitz hat in diesem Lauf und Horizont eine zulässige Antwort.</translation>
    </message>
    <message>
        <source>{seat} on {market}: {value}% chance of a rise</source>
        <translation>{seat} zu {market}: {value}% Chance auf einen Anstieg</translation>
    </message>
    <message>
        <source>{seat} on {market}: no eligible answer</source>
        <translation>{seat} zu {market}: keine zulässige Antwort</translation>
    </message>
    <message>
        <source>stated chance of a rise (%)</source>
        <translation>angegebene Chance auf einen Anstieg (%)</translation>
    </message>
    <message>
        <source>{stated} stated probabilities ({seats} seats × {markets} markets) from verified rows; {left_out}. – = no eligible answer (not stated, sealed after the open, or left out). Each cell: the seat&apos;s latest answer sealed before 09:30 ET, in percent chance the market closes up.</source>
        <translation>{stated} angegebene Wahrscheinlichkeiten ({seats} Sitze × {markets} Märkte) aus verifizierten Zeilen; {left_out}. – = keine zulässige Antwort (nicht angegeben, nach der Eröffnung versiegelt oder weggelassen). Jede Zelle: die letzte vor 09:30 ET versiegelte Antwort des Sitzes, als prozentuale Chance, dass der Markt höher schließt.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>League&apos;s file</source>
        <translation>Datei der Liga</translation>
    </message>
    <message>
        <source>Your price file</source>
        <translation>Ihre Preisdatei</translation>
    </message>
    <message>
        <source>Price files (*.csv);;All files (*)</source>
        <translation>Preisdateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>First copy: {first}. Second copy: {second}.</source>
        <translation>Erste Kopie: {first}. Zweite Kopie: {second}.</translation>
    </message>
    <message>
        <source>Only in the first copy:</source>
        <translation>Nur in der ersten Kopie:</translation>
    </message>
    <message>
        <source>Only in the second copy:</source>
        <translation>Nur in der zweiten Kopie:</translation>
    </message>
    <message>
        <source>Different bytes in the two copies:</source>
        <translation>Unterschiedliche Bytes in beiden Kopien:</translation>
    </message>
    <message numerus="yes">
        <source>The two copies are identical: %Ln file(s), byte for byte.</source>
        <translation>
            <numerusform>Die beiden Kopien sind identisch: %Ln Datei, Byte für Byte.</numerusform>
            <numerusform>Die beiden Kopien sind identisch: %Ln Dateien, Byte für Byte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) are identical</source>
        <translation>
            <numerusform>%Ln Datei ist gleich</numerusform>
            <numerusform>%Ln Dateien sind gleich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln differ(s)</source>
        <translation>
            <numerusform>%Ln unterscheidet sich</numerusform>
            <numerusform>%Ln unterscheiden sich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only in the first copy</source>
        <translation>
            <numerusform>%Ln nur in der ersten Kopie</numerusform>
            <numerusform>%Ln nur in der ersten Kopie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only in the second.</source>
        <translation>
            <numerusform>%Ln nur in der zweiten.</numerusform>
            <numerusform>%Ln nur in der zweiten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more changed text file(s) were not read line by line (the first differing line is looked for in the first {read} only); they are listed above as differing.</source>
        <translation>
            <numerusform>%Ln weitere geänderte Textdatei wurde nicht Zeile für Zeile gelesen (die erste abweichende Zeile wird nur in den ersten {read} gesucht); sie ist oben als abweichend aufgeführt.</numerusform>
            <numerusform>%Ln weitere geänderte Textdateien wurden nicht Zeile für Zeile gelesen (die erste abweichende Zeile wird nur in den ersten {read} gesucht); sie sind oben als abweichend aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}, line {line}: the first line that differs (byte {offset} of the line).</source>
        <translation>{file}, Zeile {line}: die erste Zeile, die sich unterscheidet (Byte {offset} der Zeile).</translation>
    </message>
    <message>
        <source>  field {field}: {before} → {after}</source>
        <translation>  Feld {field}: {before} → {after}</translation>
    </message>
    <message>
        <source>(line missing)</source>
        <translation>(Zeile fehlt)</translation>
    </message>
    <message>
        <source>bytes before:</source>
        <translation>Bytes vorher:</translation>
    </message>
    <message>
        <source>bytes after:</source>
        <translation>Bytes nachher:</translation>
    </message>
    <message>
        <source>the line before (−) and after (+):</source>
        <translation>die Zeile vorher (−) und nachher (+):</translation>
    </message>
    <message>
        <source>Compare with another copy</source>
        <translation>Mit einer anderen Kopie vergleichen</translation>
    </message>
    <message>
        <source>Comparison of two copies</source>
        <translation>Vergleich zweier Kopien</translation>
    </message>
    <message>
        <source>What differs between the two copies</source>
        <translation>Was sich zwischen den beiden Kopien unterscheidet</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Open a bundle first.</source>
        <translation>Öffnen Sie zuerst ein Bündel.</translation>
    </message>
    <message>
        <source>Comparing with {name}…</source>
        <translation>Vergleiche mit {name}…</translation>
    </message>
    <message>
        <source>Compared with {name}.</source>
        <translation>Mit {name} verglichen.</translation>
    </message>
    <message>
        <source>The other copy (a folder)</source>
        <translation>Die andere Kopie (ein Ordner)</translation>
    </message>
    <message>
        <source>How to read a verdict</source>
        <translation>Wie man ein Urteil liest</translation>
    </message>
    <message>
        <source>The headline says what was proven and at which level: first whether the chain of book lines is intact, then which independent sources prove when it existed. Beside it stands the one-word verdict: PASS, PASS WITH WARNINGS, INCOMPLETE (never a pass: something could not be checked) or FAIL. The line below names the first reason. A warning means a check passed only with a caveat, such as a key that belongs to the operator or to the demonstration.</source>
        <translation>Die Überschrift sagt, was bewiesen wurde und auf welcher Stufe: zuerst, ob die Kette der Buchzeilen intakt ist, dann, welche unabhängigen Quellen beweisen, wann sie existierte. Daneben steht das Urteil in einem Wort: BESTANDEN, BESTANDEN MIT WARNUNGEN, UNVOLLSTÄNDIG (nie bestanden: etwas konnte nicht geprüft werden) oder DURCHGEFALLEN. Die Zeile darunter nennt den ersten Grund. Eine Warnung heißt, dass eine Prüfung nur mit Vorbehalt bestanden wurde, etwa mit einem Schlüssel, der dem Betreiber oder der Demonstration gehört.</translation>
    </message>
    <message>
        <source>What each level proves</source>
        <translation>Was jede Stufe beweist</translation>
    </message>
    <message>
        <source>Level 0: nothing is checked. Level 1: the operator&apos;s own hash chain holds, so no line was changed after it was sealed, but the operator could have rebuilt the whole book. Level 2: a Bitcoin block or the public transparency log fixes a time the operator does not control. Level 2+: time-stamp authorities you trust signed the seals before the market opened. The Trust ladder tab says, for each level, what it proves and what it does not.</source>
        <translation>Stufe 0: nichts wird geprüft. Stufe 1: die eigene Hash-Kette des Betreibers hält, also wurde keine Zeile nach dem Versiegeln geändert, aber der Betreiber könnte das ganze Buch neu gebaut haben. Stufe 2: ein Bitcoin-Block oder das öffentliche Transparenzlog legt eine Zeit fest, die der Betreiber nicht kontrolliert. Stufe 2+: Zeitstempelstellen, denen Sie vertrauen, haben die Siegel vor Börsenöffnung signiert. Der Reiter Vertrauensleiter sagt für jede Stufe, was sie beweist und was nicht.</translation>
    </message>
    <message>
        <source>How to check offline</source>
        <translation>Wie man offline prüft</translation>
    </message>
    <message>
        <source>Tick Settings &gt; Offline: never use the network, so nothing waits for servers that cannot be reached. Without a network the Bitcoin anchor and the log cannot be looked up and are NOT CHECKED, never passed. Give a file of Bitcoin block headers in Settings &gt; Block headers file, the log&apos;s public key in Settings &gt; Rekor public key file (the bundle&apos;s own rekor/ answers are then checked against it), and the roots of the time-stamp authorities you trust in Settings &gt; Extra trust roots, then press Check again. Beware: a headers file can be fake, and so can a key or a root handed to you with the bundle. Each proves only what its source is worth: take them from a source you trust, not from the operator, and the app warns when one is a copy of a file inside the bundle. Every step also shows the command to repeat it by hand (Show evidence).</source>
        <translation>Setzen Sie in den Einstellungen das Häkchen bei „Offline: nie das Netzwerk nutzen“, damit nichts auf unerreichbare Server wartet. Ohne Netzwerk lassen sich der Bitcoin-Anker und das Log nicht nachschlagen; sie sind NICHT GEPRÜFT, niemals bestanden. Geben Sie eine Datei mit Bitcoin-Blockköpfen unter Einstellungen &gt; Datei mit Blockköpfen an, den öffentlichen Schlüssel des Logs unter Einstellungen &gt; Datei mit dem öffentlichen Rekor-Schlüssel (die Antworten des Logs, die das Bündel in rekor/ mitbringt, werden dann damit geprüft) und die Wurzeln der Zeitstempeldienste, denen Sie vertrauen, unter Einstellungen &gt; Zusätzliche Vertrauensanker; drücken Sie dann „Erneut prüfen“. Vorsicht: Eine Datei mit Blockköpfen kann gefälscht sein, ebenso ein Schlüssel oder eine Wurzel, die Ihnen mit dem Bündel übergeben wurden. Jede beweist nur so viel, wie ihre Quelle wert ist: Beziehen Sie sie aus einer Quelle, der Sie vertrauen, nicht vom Betreiber; die App warnt, wenn eine davon eine Kopie einer Datei im Bündel ist. Jeder Schritt zeigt außerdem den Befehl, mit dem Sie ihn von Hand wiederholen können (Belege zeigen).</translation>
    </message>
    <message>
        <source>How to compare two copies</source>
        <translation>Wie man zwei Kopien vergleicht</translation>
    </message>
    <message>
        <source>File &gt; Compare with another copy… compares the open bundle with another folder: it lists the files present in one copy only, the files whose bytes differ, and for each the first line that differs, the field that changed and its bytes before and after. The Workshop tab makes such a change on purpose and shows which check catches it.</source>
        <translation>Datei &gt; Mit einer anderen Kopie vergleichen… vergleicht das geöffnete Bündel mit einem anderen Ordner: Es listet die Dateien, die nur in einer Kopie vorhanden sind, die Dateien mit unterschiedlichen Bytes und für jede die erste abweichende Zeile, das geänderte Feld und seine Bytes vorher und nachher. Der Reiter Werkstatt macht eine solche Änderung absichtlich und zeigt, welche Prüfung sie entdeckt.</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>Whether the result is up to date</source>
        <translation>Ob das Ergebnis aktuell ist</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>&amp;Erneut prüfen</translation>
    </message>
    <message>
        <source>Check the bundle again with the current settings</source>
        <translation>Das Bündel mit den aktuellen Einstellungen erneut prüfen</translation>
    </message>
    <message>
        <source>The result shown predates your change of settings: press Check again to apply them.</source>
        <translation>Das angezeigte Ergebnis stammt von vor Ihrer Änderung der Einstellungen: Drücken Sie „Erneut prüfen“, um sie anzuwenden.</translation>
    </message>
    <message>
        <source>shipped with this app: {authority}, SHA-256 {sha256}</source>
        <translation>mit dieser App geliefert: {authority}, SHA-256 {sha256}</translation>
    </message>
    <message>
        <source>trusted by you: {path}: {problem}</source>
        <translation>von Ihnen vertraut: {path}: {problem}</translation>
    </message>
    <message>
        <source>trusted by you: {subject} ({path}), SHA-256 {sha256}</source>
        <translation>von Ihnen vertraut: {subject} ({path}), SHA-256 {sha256}</translation>
    </message>
    <message>
        <source>Trust roots and their fingerprints</source>
        <translation>Vertrauensanker und ihre Fingerabdrücke</translation>
    </message>
    <message>
        <source>A root copied from a bundle&apos;s own tsa/ folder stays the operator&apos;s word: tokens resting on it are shown as warnings.</source>
        <translation>Ein Stammzertifikat, das aus dem eigenen tsa/-Ordner eines Bündels kopiert wurde, bleibt das Wort des Betreibers: Zeitstempel, die darauf beruhen, werden als Warnung gezeigt.</translation>
    </message>
    <message>
        <source>Save evidence</source>
        <translation>Belege speichern</translation>
    </message>
    <message>
        <source>Open a bundle and wait for its check to finish, then save its evidence.</source>
        <translation>Öffnen Sie ein Bündel und warten Sie, bis seine Prüfung fertig ist; speichern Sie dann seine Belege.</translation>
    </message>
    <message>
        <source>Save evidence to an empty folder</source>
        <translation>Belege in einen leeren Ordner speichern</translation>
    </message>
    <message>
        <source>Witness statements</source>
        <translation>Zeugenerklärungen</translation>
    </message>
    <message>
        <source>Export &amp;witness statement…</source>
        <translation>&amp;Zeugenerklärung exportieren…</translation>
    </message>
    <message>
        <source>Sign, with your own key, what you saw: the book&apos;s verified lines and head link and the stamped list. Keep it: a later copy that rewrites those lines will not match.</source>
        <translation>Signieren Sie mit Ihrem eigenen Schlüssel, was Sie gesehen haben: die geprüften Zeilen des Buchs, seinen letzten Link und die gestempelte Liste. Bewahren Sie sie auf: Eine spätere Kopie, die diese Zeilen umschreibt, passt nicht mehr dazu.</translation>
    </message>
    <message>
        <source>Check witness &amp;statements…</source>
        <translation>Zeugen&amp;erklärungen prüfen…</translation>
    </message>
    <message>
        <source>Choose a folder of statements (yours or other readers&apos;): the open bundle is checked again, and each statement must be a prefix of its book.</source>
        <translation>Wählen Sie einen Ordner mit Erklärungen (Ihren oder denen anderer Leser): Das geöffnete Bündel wird erneut geprüft, und jede Erklärung muss ein Anfang seines Buchs sein.</translation>
    </message>
    <message>
        <source>Export witness statement</source>
        <translation>Zeugenerklärung exportieren</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <source>Folder of witness statements</source>
        <translation>Ordner mit Zeugenerklärungen</translation>
    </message>
    <message>
        <source>Your witness key</source>
        <translation>Ihr Zeugenschlüssel</translation>
    </message>
    <message>
        <source>No key yet: it is made (Ed25519, in {folder}) the first time you export a witness statement.</source>
        <translation>Noch kein Schlüssel: Er wird beim ersten Export einer Zeugenerklärung erzeugt (Ed25519, in {folder}).</translation>
    </message>
    <message>
        <source>{name}, fingerprint (SHA-256 of the public key):
{fingerprint}</source>
        <translation>{name}, Fingerabdruck (SHA-256 des öffentlichen Schlüssels):
{fingerprint}</translation>
    </message>
    <message>
        <source>Witness key fingerprint</source>
        <translation>Fingerabdruck des Zeugenschlüssels</translation>
    </message>
    <message>
        <source>Stated probability for the side backed (%)</source>
        <translation>Angegebene Wahrscheinlichkeit für die gewählte Seite (%)</translation>
    </message>
    <message>
        <source>Share that came true (%)</source>
        <translation>Eingetroffener Anteil (%)</translation>
    </message>
    <message>
        <source>{title}, horizon {horizon}</source>
        <translation>{title}, Horizont {horizon}</translation>
    </message>
    <message>
        <source>perfect calibration</source>
        <translation>perfekte Kalibrierung</translation>
    </message>
    <message>
        <source>No resolved verified forecast for horizon {horizon} yet.</source>
        <translation>Noch keine aufgelöste verifizierte Prognose für den Horizont {horizon}.</translation>
    </message>
    <message>
        <source>bin (mean, share)</source>
        <translation>Klasse (Mittel, Anteil)</translation>
    </message>
    <message>
        <source>fewer than {n}: not a result</source>
        <translation>weniger als {n}: kein Ergebnis</translation>
    </message>
    <message>
        <source>n = {n}: fewer than {least}: not shown as a result</source>
        <translation>n = {n}: weniger als {least}: nicht als Ergebnis gezeigt</translation>
    </message>
    <message>
        <source>not a result (too few)</source>
        <translation>kein Ergebnis (zu wenige)</translation>
    </message>
    <message numerus="yes">
        <source>bin {bin}: %Ln forecast(s)
mean stated {stated}%, came true {true}%</source>
        <translation>
            <numerusform>Klasse {bin}: %Ln Prognose
angegeben im Mittel {stated}%, eingetroffen {true}%</numerusform>
            <numerusform>Klasse {bin}: %Ln Prognosen
angegeben im Mittel {stated}%, eingetroffen {true}%</numerusform>
        </translation>
    </message>
    <message>
        <source>logistic fit (folded)</source>
        <translation>logistische Anpassung (gefaltet)</translation>
    </message>
    <message>
        <source>Logistic fit logit P = a + b·logit p: a = {a} (s.e. {se_a}), b = {b} (s.e. {se_b}), {n} forecasts in {clusters} sessions; {note}.</source>
        <translation>Logistische Anpassung logit P = a + b·logit p: a = {a} (SF {se_a}), b = {b} (SF {se_b}), {n} Prognosen in {clusters} Sitzungen; {note}.</translation>
    </message>
    <message>
        <source>Logistic fit: {note}.</source>
        <translation>Logistische Anpassung: {note}.</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>nicht geschätzt</translation>
    </message>
    <message>
        <source>{n} resolved verified forecasts, {fifties} stated 50s left out. Whole bundle&apos;s scored rows: {used} used; {left_out}. Rule: {rule}; a bin is a result only from {least} forecasts ({source}).</source>
        <translation>{n} aufgelöste verifizierte Prognosen, {fifties} angegebene 50er weggelassen. Bewertete Zeilen des ganzen Bündels: {used} verwendet; {left_out}. Regel: {rule}; eine Klasse ist erst ab {least} Prognosen ein Ergebnis ({source}).</translation>
    </message>
    <message>
        <source>none left out</source>
        <translation>nichts weggelassen</translation>
    </message>
    <message>
        <source>left out: {parts}</source>
        <translation>weggelassen: {parts}</translation>
    </message>
    <message>
        <source>vol. ?</source>
        <translation>Vol. ?</translation>
    </message>
    <message>
        <source>{title}: run {run}</source>
        <translation>{title}: Lauf {run}</translation>
    </message>
    <message>
        <source>Contract (sealed volume)</source>
        <translation>Kontrakt (versiegeltes Volumen)</translation>
    </message>
    <message>
        <source>Chance of a rise (%)</source>
        <translation>Chance auf einen Anstieg (%)</translation>
    </message>
    <message>
        <source>No verified crowd contract sealed for run {run}.</source>
        <translation>Für Lauf {run} ist kein verifizierter Marktkontrakt versiegelt.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln contract(s) left out: their book lines are not verified.</source>
        <translation>
            <numerusform>%Ln Kontrakt ausgelassen: Seine Buchzeile ist nicht verifiziert.</numerusform>
            <numerusform>%Ln Kontrakte ausgelassen: Ihre Buchzeilen sind nicht verifiziert.</numerusform>
        </translation>
    </message>
    <message>
        <source>{code}: {seat} said {value}% (crowd_up)</source>
        <translation>{code}: {seat} sagte {value}% (crowd_up)</translation>
    </message>
    <message>
        <source>each seat&apos;s crowd_up</source>
        <translation>crowd_up jedes Sitzes</translation>
    </message>
    <message>
        <source>each seat&apos;s crowd_up (thin contract)</source>
        <translation>crowd_up jedes Sitzes (dünner Kontrakt)</translation>
    </message>
    <message>
        <source>sealed crowd price</source>
        <translation>versiegelter Marktpreis</translation>
    </message>
    <message>
        <source>sealed crowd price (thin: shown apart)</source>
        <translation>versiegelter Marktpreis (dünn: getrennt gezeigt)</translation>
    </message>
    <message>
        <source>volume floor {floor}: thinner contracts →</source>
        <translation>Volumenschwelle {floor}: dünnere Kontrakte →</translation>
    </message>
    <message>
        <source>{name}, all runs: {contracts} contracts, {scored} resolved; Brier crowd {crowd}, seats {seats}, gap {gap}, 2d {two_d}: {reading}.</source>
        <translation>{name}, alle Läufe: {contracts} Kontrakte, {scored} ausgegangen; Brier Markt {crowd}, Sitze {seats}, Abstand {gap}, 2d {two_d}: {reading}.</translation>
    </message>
    <message>
        <source>At or above the floor</source>
        <translation>Auf oder über der Schwelle</translation>
    </message>
    <message>
        <source>Thin (shown apart)</source>
        <translation>Dünn (getrennt gezeigt)</translation>
    </message>
    <message>
        <source>This run: {n} verified contracts ({primary} at or above the {floor} sealed-volume floor, {thin} thin); {unverified} left out as not verified. Word above each contract: how it resolved.</source>
        <translation>Dieser Lauf: {n} verifizierte Kontrakte ({primary} auf oder über der Schwelle von {floor} versiegeltem Volumen, {thin} dünn); {unverified} als nicht verifiziert weggelassen. Wort über jedem Kontrakt: wie er ausging.</translation>
    </message>
    <message>
        <source>Rule: Brier = (p − outcome)²; a gap of at most 2d (d = share resolving opposite to the league&apos;s own 1-day question) is no edge.</source>
        <translation>Regel: Brier = (p − Ergebnis)²; ein Abstand von höchstens 2d (d = Anteil, der entgegen der eigenen 1-Tages-Frage der Liga ausgeht) ist kein Vorsprung.</translation>
    </message>
    <message numerus="yes">
        <source>{code} ({venue}), volume {volume}
crowd {crowd}% ({rule}), seats&apos; mean {mean}%
resolved: {outcome}; Brier crowd {brier_crowd}, seats {brier_seats}
%Ln seat(s) answered</source>
        <translation>
            <numerusform>{code} ({venue}), Volumen {volume}
Markt {crowd}% ({rule}), Mittel der Sitze {mean}%
ausgegangen: {outcome}; Brier Markt {brier_crowd}, Sitze {brier_seats}
%Ln Sitz hat geantwortet</numerusform>
            <numerusform>{code} ({venue}), Volumen {volume}
Markt {crowd}% ({rule}), Mittel der Sitze {mean}%
ausgegangen: {outcome}; Brier Markt {brier_crowd}, Sitze {brier_seats}
%Ln Sitze haben geantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>N: seats that answered</source>
        <translation>N: Sitze, die geantwortet haben</translation>
    </message>
    <message>
        <source>N_eff: effective number of independent voices</source>
        <translation>N_eff: effektive Zahl unabhängiger Stimmen</translation>
    </message>
    <message>
        <source>ceiling 1/{rho} = {ceiling}</source>
        <translation>Obergrenze 1/{rho} = {ceiling}</translation>
    </message>
    <message>
        <source>{drawn} run × horizon points from {used} verified rows ({unusable} without a usable ρ). Whole bundle: {eligible} rows eligible; {left_out}. Rule: {rule}</source>
        <translation>{drawn} Punkte Lauf × Horizont aus {used} verifizierten Zeilen ({unusable} ohne brauchbares ρ). Ganzes Bündel: {eligible} Zeilen zulässig; {left_out}. Regel: {rule}</translation>
    </message>
    <message>
        <source>run {run}, horizon {horizon}</source>
        <translation>Lauf {run}, Horizont {horizon}</translation>
    </message>
    <message numerus="yes">
        <source>N = %Ln seat(s), ρ = {rho}</source>
        <translation>
            <numerusform>N = %Ln Sitz, ρ = {rho}</numerusform>
            <numerusform>N = %Ln Sitze, ρ = {rho}</numerusform>
        </translation>
    </message>
    <message>
        <source>N_eff = {n_eff}</source>
        <translation>N_eff = {n_eff}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) used</source>
        <translation>
            <numerusform>%Ln Paar verwendet</numerusform>
            <numerusform>%Ln Paare verwendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln übersprungen</numerusform>
            <numerusform>%Ln übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Session (date of the run)</source>
        <translation>Sitzung (Datum des Laufs)</translation>
    </message>
    <message>
        <source>run {run}, horizon {horizon}
N = {n}, ρ = {rho}, N_eff = {n_eff}</source>
        <translation>Lauf {run}, Horizont {horizon}
N = {n}, ρ = {rho}, N_eff = {n_eff}</translation>
    </message>
    <message>
        <source>{values} run × horizon values in {lines} lines, from {rows} verified rows; {skipped} without a usable ρ not drawn. Each point: N_eff = N / (1 + (N − 1) ρ) of one counted run (eligible answers sealed before 09:30 ET, latest per seat).</source>
        <translation>{values} Werte Lauf × Horizont in {lines} Linien, aus {rows} verifizierten Zeilen; {skipped} ohne brauchbares ρ nicht gezeichnet. Jeder Punkt: N_eff = N / (1 + (N − 1) ρ) eines gezählten Laufs (zulässige Antworten, vor 09:30 ET versiegelt, die letzte je Sitz).</translation>
    </message>
    <message>
        <source>{title}: chart</source>
        <translation>{title}: Diagramm</translation>
    </message>
    <message>
        <source>Show the values</source>
        <translation>Werte zeigen</translation>
    </message>
    <message>
        <source>Show the values of every point as a table</source>
        <translation>Die Werte jedes Punktes als Tabelle zeigen</translation>
    </message>
    <message>
        <source>Save as {format}…</source>
        <translation>Als {format} speichern…</translation>
    </message>
    <message>
        <source>Save the chart as {format}</source>
        <translation>Das Diagramm als {format} speichern</translation>
    </message>
    <message>
        <source>Show the chart</source>
        <translation>Diagramm zeigen</translation>
    </message>
    <message>
        <source>Save {title} as {format}</source>
        <translation>{title} als {format} speichern</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>Stated chance of a rise (%), 2-point bins</source>
        <translation>Angegebene Chance auf einen Anstieg (%), Klassen zu 2 Punkten</translation>
    </message>
    <message>
        <source>Number of forecasts</source>
        <translation>Zahl der Prognosen</translation>
    </message>
    <message>
        <source>No eligible verified forecast for horizon {horizon}.</source>
        <translation>Keine zulässige verifizierte Prognose für den Horizont {horizon}.</translation>
    </message>
    <message>
        <source>within [40, 60]: {percent}%</source>
        <translation>innerhalb [40, 60]: {percent}%</translation>
    </message>
    <message numerus="yes">
        <source>[{low}, {high}): %Ln forecast(s)</source>
        <translation>
            <numerusform>[{low}, {high}): %Ln Prognose</numerusform>
            <numerusform>[{low}, {high}): %Ln Prognosen</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} stated probabilities (eligible, verified). Sharpness K = {k} (0 = always 50, 100 = always certain); K_clim = {k_clim}; share within [40, 60] = {percent}%; dispersion across seats = {dispersion} points over {markets} markets. Whole bundle: {left_out}. Rule: {rule}.</source>
        <translation>{n} angegebene Wahrscheinlichkeiten (zulässig, verifiziert). Schärfe K = {k} (0 = immer 50, 100 = immer sicher); K_clim = {k_clim}; Anteil innerhalb [40, 60] = {percent}%; Streuung über die Sitze = {dispersion} Punkte über {markets} Märkte. Ganzes Bündel: {left_out}. Regel: {rule}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>at or above</source>
        <translation>auf oder über</translation>
    </message>
    <message>
        <source>THIN: shown apart</source>
        <translation>DÜNN: getrennt gezeigt</translation>
    </message>
    <message>
        <source>Values of the chart {title}</source>
        <translation>Werte des Diagramms {title}</translation>
    </message>
    <message>
        <source>Each drawn point, in the order drawn</source>
        <translation>Jeder gezeichnete Punkt, in Zeichenreihenfolge</translation>
    </message>
    <message>
        <source>(no evidence recorded)</source>
        <translation>(keine Belege aufgezeichnet)</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… und %Ln weiteres</numerusform>
            <numerusform>… und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>Stufe {level}</translation>
    </message>
    <message>
        <source>SEPARATE EVENT, {status}</source>
        <translation>EIGENES EREIGNIS, {status}</translation>
    </message>
    <message>
        <source>Proof of before for this line</source>
        <translation>Vorher-Beweis für diese Zeile</translation>
    </message>
    <message>
        <source>Line card</source>
        <translation>Zeilenkarte</translation>
    </message>
    <message>
        <source>Select a line to see it here.</source>
        <translation>Wählen Sie eine Zeile, um sie hier zu sehen.</translation>
    </message>
    <message>
        <source>The answer, readable</source>
        <translation>Die Antwort, lesbar</translation>
    </message>
    <message>
        <source>&amp;Show in grid:</source>
        <translation>Im Raster &amp;zeigen:</translation>
    </message>
    <message>
        <source>Field shown in the forecast grid</source>
        <translation>Im Prognoseraster gezeigtes Feld</translation>
    </message>
    <message>
        <source>Forecast grid: markets by horizon</source>
        <translation>Prognoseraster: Märkte nach Horizont</translation>
    </message>
    <message>
        <source>The line as stored, with seal and link recomputed</source>
        <translation>Die Zeile wie gespeichert, mit neu berechnetem Siegel und neu berechneter Verknüpfung</translation>
    </message>
    <message>
        <source>Proof-of-before properties of this line</source>
        <translation>Vorher-Nachweis-Eigenschaften dieser Zeile</translation>
    </message>
    <message>
        <source>Raw JSON of the line</source>
        <translation>Rohes JSON der Zeile</translation>
    </message>
    <message>
        <source>Book line {n}</source>
        <translation>Buchzeile {n}</translation>
    </message>
    <message>
        <source>sealed (blind season): shown by seat only</source>
        <translation>versiegelt (Blindsaison): nur nach Sitz gezeigt</translation>
    </message>
    <message>
        <source>The seal could not be recomputed.</source>
        <translation>Das Siegel konnte nicht neu berechnet werden.</translation>
    </message>
    <message>
        <source>seal matches</source>
        <translation>Siegel stimmt</translation>
    </message>
    <message>
        <source>seal MISMATCH</source>
        <translation>Siegel STIMMT NICHT</translation>
    </message>
    <message>
        <source>seal stored: {value}</source>
        <translation>Siegel gespeichert: {value}</translation>
    </message>
    <message>
        <source>seal recomputed: {value}</source>
        <translation>Siegel neu berechnet: {value}</translation>
    </message>
    <message>
        <source>The link could not be recomputed.</source>
        <translation>Die Verknüpfung konnte nicht neu berechnet werden.</translation>
    </message>
    <message>
        <source>link matches</source>
        <translation>Verknüpfung stimmt</translation>
    </message>
    <message>
        <source>link MISMATCH</source>
        <translation>Verknüpfung STIMMT NICHT</translation>
    </message>
    <message>
        <source>link stored: {value}</source>
        <translation>Verknüpfung gespeichert: {value}</translation>
    </message>
    <message>
        <source>link recomputed: {value}</source>
        <translation>Verknüpfung neu berechnet: {value}</translation>
    </message>
    <message>
        <source>stored {stored}
recomputed {computed}</source>
        <translation>gespeichert {stored}
neu berechnet {computed}</translation>
    </message>
    <message>
        <source>This is a &apos;{kind}&apos; line: it holds no forecasts to show in a grid.</source>
        <translation>Dies ist eine Zeile der Art &apos;{kind}&apos;: Sie enthält keine Prognosen für ein Raster.</translation>
    </message>
    <message>
        <source>Each cell is one forecast: will the market be higher at the end of the horizon than at the reference price?</source>
        <translation>Jede Zelle ist eine Prognose: Steht der Markt am Ende des Horizonts höher als beim Referenzpreis?</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>UNVOLLSTÄNDIG</translation>
    </message>
    <message>
        <source>no book named</source>
        <translation>kein Buch genannt</translation>
    </message>
    <message>
        <source>NOT CHECKED (no book)</source>
        <translation>NICHT GEPRÜFT (kein Buch)</translation>
    </message>
    <message>
        <source>broken at line {n}</source>
        <translation>gebrochen bei Zeile {n}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), match</source>
        <translation>
            <numerusform>%Ln Zeile, stimmt</numerusform>
            <numerusform>%Ln Zeilen, stimmen</numerusform>
        </translation>
    </message>
    <message>
        <source>{status}: the paper&apos;s cross-check</source>
        <translation>{status}: Abgleich mit dem Paper</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), DO NOT MATCH</source>
        <translation>
            <numerusform>%Ln Zeile, STIMMT NICHT</numerusform>
            <numerusform>%Ln Zeilen, STIMMEN NICHT</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), book not provided</source>
        <translation>
            <numerusform>%Ln Zeile, Buch nicht bereitgestellt</numerusform>
            <numerusform>%Ln Zeilen, Buch nicht bereitgestellt</numerusform>
        </translation>
    </message>
    <message>
        <source>ok, lines 1–{n}</source>
        <translation>in Ordnung, Zeilen 1–{n}</translation>
    </message>
    <message>
        <source>NOT CHECKED (prefix does not match)</source>
        <translation>NICHT GEPRÜFT (Buchanfang stimmt nicht)</translation>
    </message>
    <message>
        <source>block {height}</source>
        <translation>Block {height}</translation>
    </message>
    <message>
        <source>not Bitcoin&apos;s main chain</source>
        <translation>nicht Bitcoins Hauptkette</translation>
    </message>
    <message>
        <source>{status} (pending)</source>
        <translation>{status} (ausstehend)</translation>
    </message>
    <message>
        <source>upgraded from calendar {calendar} at {time}</source>
        <translation>vom Kalender {calendar} um {time} vervollständigt</translation>
    </message>
    <message>
        <source>NOT CHECKED (proof present)</source>
        <translation>NICHT GEPRÜFT (Nachweis vorhanden)</translation>
    </message>
    <message>
        <source>NOT CHECKED (no proof)</source>
        <translation>NICHT GEPRÜFT (kein Nachweis)</translation>
    </message>
    <message>
        <source>before the open</source>
        <translation>vor der Eröffnung</translation>
    </message>
    <message>
        <source>AFTER the open</source>
        <translation>NACH der Eröffnung</translation>
    </message>
    <message>
        <source>NOT CHECKED (token present)</source>
        <translation>NICHT GEPRÜFT (Token vorhanden)</translation>
    </message>
    <message>
        <source>NOT CHECKED (no token)</source>
        <translation>NICHT GEPRÜFT (kein Token)</translation>
    </message>
    <message>
        <source>logged {time}</source>
        <translation>protokolliert {time}</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <source>Show how the checks catch a change. Pick a change: it is made to a temporary copy of the open bundle (your files are not touched), the ten steps run again, and this page points at what broke.</source>
        <translation>Zeigen Sie, wie die Prüfungen eine Änderung erkennen. Wählen Sie eine Änderung: Sie wird an einer temporären Kopie des geöffneten Bündels vorgenommen (Ihre Dateien bleiben unberührt), die zehn Schritte laufen erneut, und diese Seite zeigt, was gebrochen ist.</translation>
    </message>
    <message>
        <source>C&amp;hange:</source>
        <translation>Än&amp;derung:</translation>
    </message>
    <message>
        <source>Change to make</source>
        <translation>Vorzunehmende Änderung</translation>
    </message>
    <message>
        <source>&amp;Apply the change and check again</source>
        <translation>Änderung &amp;anwenden und erneut prüfen</translation>
    </message>
    <message>
        <source>&amp;Restore the original</source>
        <translation>Original &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Witness the original first</source>
        <translation>Original zuerst &amp;bezeugen</translation>
    </message>
    <message>
        <source>(signs a statement of what it shows with your key, and checks the changed copy against it)</source>
        <translation>(signiert mit Ihrem Schlüssel eine Erklärung darüber, was es zeigt, und prüft die geänderte Kopie dagegen)</translation>
    </message>
    <message>
        <source>What was changed</source>
        <translation>Was geändert wurde</translation>
    </message>
    <message>
        <source>What the checks found</source>
        <translation>Was die Prüfungen gefunden haben</translation>
    </message>
    <message>
        <source>NOTHING CHANGED YET</source>
        <translation>NOCH NICHTS GEÄNDERT</translation>
    </message>
    <message>
        <source>What broke</source>
        <translation>Was gebrochen ist</translation>
    </message>
    <message>
        <source>The changed bytes of the affected line, before and after</source>
        <translation>Die geänderten Bytes der betroffenen Zeile, vorher und nachher</translation>
    </message>
    <message>
        <source>Changed bytes before and after</source>
        <translation>Geänderte Bytes vorher und nachher</translation>
    </message>
    <message>
        <source>Changed in the copy: {change}.</source>
        <translation>In der Kopie geändert: {change}.</translation>
    </message>
    <message>
        <source>CAUGHT: the walk fails</source>
        <translation>ERKANNT: die Prüfung schlägt fehl</translation>
    </message>
    <message>
        <source>NOT CAUGHT</source>
        <translation>NICHT ERKANNT</translation>
    </message>
    <message>
        <source>The original bundle is shown again; the changed copy was deleted.</source>
        <translation>Das ursprüngliche Bündel wird wieder gezeigt; die geänderte Kopie wurde gelöscht.</translation>
    </message>
    <message>
        <source>NOTHING CHANGED</source>
        <translation>NICHTS GEÄNDERT</translation>
    </message>
    <message>
        <source>The book&apos;s bytes are unchanged: this change was made to the forecasts file. What changed: {change}.</source>
        <translation>Die Bytes des Buches sind unverändert: Diese Änderung betraf die Prognosedatei. Was sich geändert hat: {change}.</translation>
    </message>
    <message>
        <source>The book&apos;s bytes are unchanged: this change was made to a proof file. What changed: {change}.</source>
        <translation>Die Bytes des Buches sind unverändert: Diese Änderung betraf eine Nachweisdatei. Was sich geändert hat: {change}.</translation>
    </message>
    <message>
        <source>The book&apos;s bytes are unchanged: this change was made to the portfolio league&apos;s trades file. What changed: {change}.</source>
        <translation>Die Bytes des Buchs sind unverändert: Diese Änderung wurde an der Trade-Datei der Portfolio-Liga vorgenommen. Was sich geändert hat: {change}.</translation>
    </message>
    <message>
        <source>\r = carriage return (CR), \n = line feed (LF), \xNN = one byte that is not plain ASCII; \xef\xbb\xbf is a byte-order mark.</source>
        <translation>\r = Wagenrücklauf (CR), \n = Zeilenvorschub (LF), \xNN = ein Byte, das kein einfaches ASCII ist; \xef\xbb\xbf ist eine Byte-Reihenfolge-Markierung.</translation>
    </message>
    <message>
        <source>before</source>
        <translation>vorher</translation>
    </message>
    <message>
        <source>after</source>
        <translation>nachher</translation>
    </message>
    <message>
        <source>Line {line}, first changed byte at position {offset} of the line:</source>
        <translation>Zeile {line}, erstes geändertes Byte an Position {offset} der Zeile:</translation>
    </message>
    <message>
        <source>here</source>
        <translation>hier</translation>
    </message>
    <message>
        <source>bytes before: {hex}</source>
        <translation>Bytes vorher:  {hex}</translation>
    </message>
    <message>
        <source>bytes after:  {hex}</source>
        <translation>Bytes nachher: {hex}</translation>
    </message>
    <message>
        <source>Sigstore&apos;s trusted root (transparency-log keys)</source>
        <translation>Sigstores vertrauenswürdige Wurzel (Schlüssel des Transparenzlogs)</translation>
    </message>
    <message>
        <source>Trusted root in use</source>
        <translation>Verwendete vertrauenswürdige Wurzel</translation>
    </message>
    <message>
        <source>Result of the last update</source>
        <translation>Ergebnis der letzten Aktualisierung</translation>
    </message>
    <message>
        <source>&amp;Update the trusted root</source>
        <translation>Vertrauenswürdige Wurzel &amp;aktualisieren</translation>
    </message>
    <message>
        <source>Fetch the current trusted root through Sigstore&apos;s TUF repository and verify it (needs the network). A walk never does this by itself.</source>
        <translation>Die aktuelle vertrauenswürdige Wurzel über Sigstores TUF-Repository holen und prüfen (braucht das Netzwerk). Eine Prüfung tut das nie von selbst.</translation>
    </message>
    <message>
        <source>updated on this computer, verified by TUF</source>
        <translation>auf diesem Computer aktualisiert, von TUF geprüft</translation>
    </message>
    <message>
        <source>the copy shipped with the app</source>
        <translation>die mit der App gelieferte Kopie</translation>
    </message>
    <message>
        <source>In use: {which}, taken {fetched} ({age} days ago); logs: {logs}.</source>
        <translation>Verwendet: {which}, bezogen am {fetched} (vor {age} Tagen); Logs: {logs}.</translation>
    </message>
    <message>
        <source>Older than {days} days: a newer log key may be missing from it. Update it.</source>
        <translation>Älter als {days} Tage: Ein neuerer Log-Schlüssel könnte darin fehlen. Bitte aktualisieren.</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Wird aktualisiert…</translation>
    </message>
    <message>
        <source>Sealed before the open: verifier</source>
        <translation>Vor der Eröffnung versiegelt: Prüfprogramm</translation>
    </message>
    <message>
        <source>Progress of the check</source>
        <translation>Fortschritt der Prüfung</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the check</source>
        <translation>Die Prüfung abbrechen</translation>
    </message>
    <message>
        <source>Nothing was verified.</source>
        <translation>Nichts wurde geprüft.</translation>
    </message>
    <message>
        <source>The check was cancelled: nothing new was verified.</source>
        <translation>Die Prüfung wurde abgebrochen: Nichts Neues wurde geprüft.</translation>
    </message>
    <message>
        <source>This cannot be verified</source>
        <translation>Das lässt sich nicht prüfen</translation>
    </message>
    <message>
        <source>An internal error stopped the check.</source>
        <translation>Ein interner Fehler hat die Prüfung beendet.</translation>
    </message>
    <message>
        <source>Checking {names}…</source>
        <translation>{names} wird geprüft…</translation>
    </message>
    <message>
        <source>Bundle: {label}.</source>
        <translation>Bündel: {label}.</translation>
    </message>
    <message>
        <source>Book lines verified (sealed and chained): 1–{through} of {lines}.</source>
        <translation>Geprüfte Buchzeilen (versiegelt und verkettet): 1–{through} von {lines}.</translation>
    </message>
    <message numerus="yes">
        <source>None of the book&apos;s %Ln line(s) is verified.</source>
        <translation>
            <numerusform>Die %Ln Zeile des Buchs ist nicht verifiziert.</numerusform>
            <numerusform>Keine der %Ln Zeilen des Buchs ist verifiziert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{label}: %Ln stamped list(s), verdict: {verdict}.</source>
        <translation>
            <numerusform>{label}: %Ln gestempelte Liste, Urteil: {verdict}.</numerusform>
            <numerusform>{label}: %Ln gestempelte Listen, Urteil: {verdict}.</numerusform>
        </translation>
    </message>
    <message>
        <source>WORKSHOP: you are looking at a deliberately changed copy ({kind}), not the bundle you opened. Use Restore the original on the Workshop tab to go back.</source>
        <translation>WERKSTATT: Sie sehen eine absichtlich veränderte Kopie ({kind}), nicht das Bündel, das Sie geöffnet haben. Mit „Original wiederherstellen“ im Tab Werkstatt kehren Sie zurück.</translation>
    </message>
    <message>
        <source>{label} — {title}</source>
        <translation>{label} — {title}</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA — {title}</source>
        <translation>DEMONSTRATIONSDATEN — {title}</translation>
    </message>
    <message>
        <source>WORKSHOP COPY — {title}</source>
        <translation>WERKSTATT-KOPIE — {title}</translation>
    </message>
    <message>
        <source>Download a bundle</source>
        <translation>Ein Bündel herunterladen</translation>
    </message>
    <message>
        <source>The data address, a proof-day page, or the analysis release&apos;s DOI (10.5281/zenodo.N)</source>
        <translation>Die Datenadresse, eine Beweistag-Seite oder die DOI der Analyse-Veröffentlichung (10.5281/zenodo.N)</translation>
    </message>
    <message>
        <source>&amp;Source (address or DOI):</source>
        <translation>&amp;Quelle (Adresse oder DOI):</translation>
    </message>
    <message>
        <source>Fetch the &amp;proofs of these days:</source>
        <translation>Die &amp;Beweise dieser Tage holen:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>https://zenodo.org/api (for a DOI)</source>
        <translation>https://zenodo.org/api (für eine DOI)</translation>
    </message>
    <message>
        <source>Release &amp;API:</source>
        <translation>&amp;API der Veröffentlichung:</translation>
    </message>
    <message>
        <source>overall progress</source>
        <translation>Gesamtfortschritt</translation>
    </message>
    <message>
        <source>progress of this file</source>
        <translation>Fortschritt dieser Datei</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Herunterladen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>All files:</source>
        <translation>Alle Dateien:</translation>
    </message>
    <message>
        <source>Folder for the bundle</source>
        <translation>Ordner für das Bündel</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Wird heruntergeladen…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>Stopped. Any earlier copy of the bundle is as it was; Download again to resume.</source>
        <translation>Angehalten. Eine frühere Kopie des Bündels ist unverändert; mit „Herunterladen“ geht es weiter.</translation>
    </message>
    <message>
        <source>Saved in {folder}.</source>
        <translation>Gespeichert in {folder}.</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s).</source>
        <translation>
            <numerusform>… und %Ln weiteres Problem.</numerusform>
            <numerusform>… und %Ln weitere Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>{detail}
Your earlier copy: {kept_at}</source>
        <translation>{detail}
Ihre frühere Kopie: {kept_at}</translation>
    </message>
    <message>
        <source>History was rewritten</source>
        <translation>Die Geschichte wurde umgeschrieben</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The verifier hit an internal error</source>
        <translation>Das Prüfprogramm hat einen internen Fehler</translation>
    </message>
    <message>
        <source>Internal error report</source>
        <translation>Bericht über einen internen Fehler</translation>
    </message>
    <message>
        <source>This is a fault in the app, not a finding about your files. Nothing was verified by the action that failed. Please copy the report below and send it to the app&apos;s maintainers.</source>
        <translation>Das ist ein Fehler der App, kein Befund über Ihre Dateien. Die fehlgeschlagene Aktion hat nichts geprüft. Bitte kopieren Sie den Bericht unten und senden Sie ihn an die Betreuer der App.</translation>
    </message>
    <message>
        <source>Error report text</source>
        <translation>Text des Fehlerberichts</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>Bericht &amp;kopieren</translation>
    </message>
    <message>
        <source>An internal error stopped the statistics.</source>
        <translation>Ein interner Fehler hat die Statistik beendet.</translation>
    </message>
    <message>
        <source>The workshop needs a bundle with a book to change.</source>
        <translation>Die Werkstatt braucht ein Bündel mit einem Buch, das sie ändern kann.</translation>
    </message>
    <message>
        <source>This bundle has no file this change can be made to (it needs proofs, tokens or saved log entries like the demonstration&apos;s). Try it on the demonstration bundle.</source>
        <translation>Dieses Bündel hat keine Datei, an der sich diese Änderung vornehmen lässt (sie braucht Beweise, Zeitstempel oder gespeicherte Log-Einträge wie die der Demonstration). Versuchen Sie es mit dem Demonstrationsbündel.</translation>
    </message>
    <message>
        <source>{label} (workshop copy: {kind})</source>
        <translation>{label} (Werkstatt-Kopie: {kind})</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date on a chart&apos;s axis</comment>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>Your history of checks</source>
        <translation>Ihr Verlauf der Prüfungen</translation>
    </message>
    <message>
        <source>Each check of a downloaded bundle records the book lines it verified, signed with your own key. Opening the same source again checks that those lines are unchanged and walks only what is new.</source>
        <translation>Jede Prüfung eines heruntergeladenen Bündels hält die Buchzeilen fest, die sie verifiziert hat, signiert mit Ihrem eigenen Schlüssel. Wird dieselbe Quelle wieder geöffnet, wird geprüft, dass diese Zeilen unverändert sind, und nur das Neue wird durchlaufen.</translation>
    </message>
    <message>
        <source>Checks in your history</source>
        <translation>Prüfungen in Ihrem Verlauf</translation>
    </message>
    <message>
        <source>Checked at (UTC)</source>
        <translation>Geprüft um (UTC)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Book lines verified</source>
        <translation>Verifizierte Buchzeilen</translation>
    </message>
    <message>
        <source>Prefix SHA-256</source>
        <translation>SHA-256 des Anfangs</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Siegel</translation>
    </message>
    <message>
        <source>History entries not used</source>
        <translation>Nicht verwendete Verlaufseinträge</translation>
    </message>
    <message>
        <source>Your history is empty: no downloaded bundle was checked yet.</source>
        <translation>Ihr Verlauf ist leer: Es wurde noch kein heruntergeladenes Bündel geprüft.</translation>
    </message>
    <message>
        <source>1–{lines} of {book}</source>
        <translation>1–{lines} von {book}</translation>
    </message>
    <message>
        <source>Prefix SHA-256: {sha256}
Last link: {link}</source>
        <translation>SHA-256 des Anfangs: {sha256}
Letzter Link: {link}</translation>
    </message>
    <message>
        <source>Re-check from your history</source>
        <translation>Erneute Prüfung aus Ihrem Verlauf</translation>
    </message>
    <message>
        <source>What the re-check walked</source>
        <translation>Was die erneute Prüfung durchlaufen hat</translation>
    </message>
    <message>
        <source>Walk in &amp;full</source>
        <translation>&amp;Vollständig prüfen</translation>
    </message>
    <message>
        <source>Walk the whole bundle again, every line and seal</source>
        <translation>Das ganze Bündel erneut prüfen, jede Zeile und jedes Siegel</translation>
    </message>
    <message>
        <source>New seals</source>
        <translation>Neue Siegel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Stamped list</source>
        <translation>Gestempelte Liste</translation>
    </message>
    <message>
        <source>Anchors</source>
        <translation>Anker</translation>
    </message>
    <message>
        <source>Nothing after the recorded lines was walked: a rewrite of lines you checked fails the re-check, whatever follows. Walk in full to see every step on this copy.</source>
        <translation>Nichts nach den festgehaltenen Zeilen wurde durchlaufen: Eine Umschreibung von Zeilen, die Sie geprüft haben, lässt die erneute Prüfung durchfallen, was auch folgt. Prüfen Sie vollständig, um jeden Schritt an dieser Kopie zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>Lines walked now: %Ln (the new ones only); seals checked now: {seals}; seals you checked before and found unchanged: {known}.</source>
        <translation>
            <numerusform>Jetzt durchlaufene Zeilen: %Ln (nur die neue); jetzt geprüfte Siegel: {seals}; früher geprüfte und unverändert gefundene Siegel: {known}.</numerusform>
            <numerusform>Jetzt durchlaufene Zeilen: %Ln (nur die neuen); jetzt geprüfte Siegel: {seals}; früher geprüfte und unverändert gefundene Siegel: {known}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step 7 recomputed: {status}. {said}</source>
        <translation>Schritt 7 neu berechnet: {status}. {said}</translation>
    </message>
    <message>
        <source>Step 7 is being recomputed from the rows verified now…</source>
        <translation>Schritt 7 wird aus den jetzt verifizierten Zeilen neu berechnet…</translation>
    </message>
    <message numerus="yes">
        <source>The table lists the first {shown} new seals; %Ln more are not listed here (all are in &apos;verifier-app history PATH --json&apos;).</source>
        <translation>
            <numerusform>Die Tabelle zeigt die ersten {shown} neuen Siegel; %Ln weiteres ist hier nicht aufgeführt (alle stehen in &apos;verifier-app history PATH --json&apos;).</numerusform>
            <numerusform>Die Tabelle zeigt die ersten {shown} neuen Siegel; %Ln weitere sind hier nicht aufgeführt (alle stehen in &apos;verifier-app history PATH --json&apos;).</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-checked from where you left off</source>
        <translation>Erneut geprüft ab Ihrer letzten Prüfung</translation>
    </message>
    <message>
        <source>Re-checked from where you left off: {status}.</source>
        <translation>Erneut geprüft ab Ihrer letzten Prüfung: {status}.</translation>
    </message>
    <message>
        <source>Bitcoin</source>
        <translation>Bitcoin</translation>
    </message>
    <message>
        <source>log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Watching a league</source>
        <translation>Eine Liga beobachten</translation>
    </message>
    <message>
        <source>Watching {source}.</source>
        <translation>Beobachtet wird {source}.</translation>
    </message>
    <message>
        <source>The watch has stopped.</source>
        <translation>Die Beobachtung ist beendet.</translation>
    </message>
    <message>
        <source>An internal error stopped this poll; the watch goes on.</source>
        <translation>Ein interner Fehler hat diese Abfrage gestoppt; die Beobachtung geht weiter.</translation>
    </message>
    <message>
        <source>Watch this league</source>
        <translation>Diese Liga beobachten</translation>
    </message>
    <message>
        <source>The league&apos;s data address (as for Download), e.g. https://…/api/v1/:</source>
        <translation>Die Datenadresse der Liga (wie beim Herunterladen), z. B. https://…/api/v1/:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Walk: the ten steps</source>
        <translation>&amp;Prüfung: die zehn Schritte</translation>
    </message>
    <message>
        <source>S&amp;eals</source>
        <translation>&amp;Siegel</translation>
    </message>
    <message>
        <source>Trust &amp;ladder</source>
        <translation>&amp;Vertrauensleiter</translation>
    </message>
    <message>
        <source>Wor&amp;kshop</source>
        <translation>&amp;Werkstatt</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>Day&apos;s &amp;page</source>
        <translation>&amp;Seite des Tages</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <source>Open a bundle first.</source>
        <translation>Öffnen Sie zuerst ein Bündel.</translation>
    </message>
    <message>
        <source>Changing a copy ({kind}) and checking it again…</source>
        <translation>Eine Kopie wird geändert ({kind}) und erneut geprüft…</translation>
    </message>
</context>
<context>
    <name>config</name>
    <message>
        <source>Block headers file</source>
        <translation>Datei mit Blockköpfen</translation>
    </message>
    <message>
        <source>A file of Bitcoin block headers you trust (for example exported from your own node). Each header is checked on its own terms.</source>
        <translation>Eine Datei mit Bitcoin-Blockköpfen, denen Sie vertrauen (zum Beispiel aus Ihrem eigenen Knoten exportiert). Jeder Blockkopf wird für sich geprüft.</translation>
    </message>
    <message>
        <source>Block explorers (one address per line)</source>
        <translation>Block-Explorer (eine Adresse pro Zeile)</translation>
    </message>
    <message>
        <source>Public block explorers asked for block headers; several must agree. Leave empty to use none.</source>
        <translation>Öffentliche Block-Explorer, die nach Blockköpfen gefragt werden; mehrere müssen übereinstimmen. Leer lassen, um keinen zu nutzen.</translation>
    </message>
    <message>
        <source>Bitcoin Core RPC address</source>
        <translation>Bitcoin-Core-RPC-Adresse</translation>
    </message>
    <message>
        <source>Your own Bitcoin Core node, for example http://127.0.0.1:8332. It is asked first when set.</source>
        <translation>Ihr eigener Bitcoin-Core-Knoten, zum Beispiel http://127.0.0.1:8332. Wenn gesetzt, wird er zuerst gefragt.</translation>
    </message>
    <message>
        <source>Bitcoin Core cookie file</source>
        <translation>Bitcoin-Core-Cookie-Datei</translation>
    </message>
    <message>
        <source>The .cookie file Bitcoin Core writes in its data folder; it holds the password for the RPC address.</source>
        <translation>Die .cookie-Datei, die Bitcoin Core in seinen Datenordner schreibt; sie enthält das Passwort für die RPC-Adresse.</translation>
    </message>
    <message>
        <source>Extra trust roots (PEM files, one per line)</source>
        <translation>Zusätzliche Vertrauensanker (PEM-Dateien, eine pro Zeile)</translation>
    </message>
    <message>
        <source>Root certificates of time-stamp authorities you trust in addition to this computer&apos;s and the app&apos;s own.</source>
        <translation>Wurzelzertifikate von Zeitstempeldiensten, denen Sie zusätzlich zu denen dieses Computers und der App vertrauen.</translation>
    </message>
    <message>
        <source>Intermediate certificates (PEM files, one per line)</source>
        <translation>Zwischenzertifikate (PEM-Dateien, eine pro Zeile)</translation>
    </message>
    <message>
        <source>Certificates that link a time-stamp authority to a root you trust, like openssl&apos;s -untrusted. They are never trusted as roots.</source>
        <translation>Zertifikate, die eine Zeitstempelstelle mit einem Stammzertifikat verbinden, dem Sie vertrauen, wie bei openssl -untrusted. Sie gelten nie als Vertrauensanker.</translation>
    </message>
    <message>
        <source>Rekor log address</source>
        <translation>Adresse des Rekor-Logs</translation>
    </message>
    <message>
        <source>The Sigstore Rekor transparency log that is asked for each stamped list.</source>
        <translation>Das Sigstore-Rekor-Transparenzlog, das zu jeder gestempelten Liste gefragt wird.</translation>
    </message>
    <message>
        <source>Rekor public key file</source>
        <translation>Datei mit dem öffentlichen Rekor-Schlüssel</translation>
    </message>
    <message>
        <source>The log&apos;s public key (PEM). Leave empty for the public Rekor log&apos;s key shipped with the app.</source>
        <translation>Der öffentliche Schlüssel des Logs (PEM). Leer lassen für den mit der App gelieferten Schlüssel des öffentlichen Rekor-Logs.</translation>
    </message>
    <message>
        <source>Offline: never use the network</source>
        <translation>Offline: nie das Netzwerk nutzen</translation>
    </message>
    <message>
        <source>Only files on this computer are used. Checks that need a network source are reported as not checked, never as passed.</source>
        <translation>Nur Dateien auf diesem Computer werden genutzt. Prüfungen, die eine Netzwerkquelle brauchen, werden als nicht geprüft gemeldet, nie als bestanden.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language of the app. It changes at once.</source>
        <translation>Die Sprache der App. Sie wechselt sofort.</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and marks</source>
        <translation>Präsentationsmodus: größere Schrift und Zeichen</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and marks, for showing to a room</source>
        <translation>Präsentationsmodus: größere Schrift und Zeichen, zum Zeigen vor einem Publikum</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Collects the files: the book (every forecast, one line each), the stamped lists (short files whose fingerprint was time-stamped) and their proofs.</source>
        <translation>Sammelt die Dateien: das Buch (jede Prognose, je eine Zeile), die gestempelten Listen (kurze Dateien, deren Fingerabdruck mit einem Zeitstempel versehen wurde) und ihre Nachweise.</translation>
    </message>
    <message>
        <source>Reads each stamped list: which book it seals, how many lines, and the fingerprint (SHA-256) of exactly those lines.</source>
        <translation>Liest jede gestempelte Liste: welches Buch sie versiegelt, wie viele Zeilen und den Fingerabdruck (SHA-256) genau dieser Zeilen.</translation>
    </message>
    <message>
        <source>Hashes the first N lines of the book you have and compares them with the stamped fingerprint. A match means those lines were not changed after the seal.</source>
        <translation>Berechnet den Hash der ersten N Zeilen Ihres Buches und vergleicht ihn mit dem gestempelten Fingerabdruck. Stimmen sie überein, wurden diese Zeilen nach der Versiegelung nicht verändert.</translation>
    </message>
    <message>
        <source>Recomputes every line&apos;s seal and link. Each line points to the one before, so no line can be changed, removed or moved without breaking the chain.</source>
        <translation>Berechnet Siegel und Verknüpfung jeder Zeile neu. Jede Zeile verweist auf die vorherige, daher kann keine Zeile verändert, entfernt oder verschoben werden, ohne die Kette zu brechen.</translation>
    </message>
    <message>
        <source>Checks that the question text each run answered hashes to the fingerprint recorded in the book, so the question cannot have been swapped later.</source>
        <translation>Prüft, dass der Fragetext, den jeder Lauf beantwortet hat, den im Buch festgehaltenen Fingerabdruck ergibt, sodass die Frage nicht nachträglich ausgetauscht worden sein kann.</translation>
    </message>
    <message>
        <source>Follows the OpenTimestamps proof to a Bitcoin block. The block&apos;s time bounds when the sealed lines existed, without trusting the operator.</source>
        <translation>Folgt dem OpenTimestamps-Nachweis bis zu einem Bitcoin-Block. Die Zeit des Blocks begrenzt, wann die versiegelten Zeilen existierten, ohne dem Betreiber zu vertrauen.</translation>
    </message>
    <message>
        <source>Checks that each published engine code file matches its listed fingerprint.</source>
        <translation>Prüft, dass jede veröffentlichte Datei des Engine-Codes zu ihrem aufgeführten Fingerabdruck passt.</translation>
    </message>
    <message>
        <source>Checks the signed time-stamps of independent authorities (RFC 3161): they state, to the second, when they saw the stamped list.</source>
        <translation>Prüft die signierten Zeitstempel unabhängiger Stellen (RFC 3161): Sie geben sekundengenau an, wann sie die gestempelte Liste gesehen haben.</translation>
    </message>
    <message>
        <source>Looks the stamped list up in the public Sigstore Rekor log, which records when it was entered.</source>
        <translation>Sucht die gestempelte Liste im öffentlichen Sigstore-Rekor-Log, das festhält, wann sie eingetragen wurde.</translation>
    </message>
    <message>
        <source>Recount the forecasts&apos; scores and the portfolio accounts</source>
        <translation>Die Bewertungen der Prognosen und die Portfolio-Konten nachzählen</translation>
    </message>
    <message>
        <source>The forecasts&apos; scores</source>
        <translation>Die Bewertungen der Prognosen</translation>
    </message>
    <message>
        <source>The portfolio accounts</source>
        <translation>Die Portfolio-Konten</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>DURCHGEFALLEN</translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A PASS</source>
        <translation>UNVOLLSTÄNDIG: KEIN BESTEHEN</translation>
    </message>
    <message>
        <source>Trust the operator</source>
        <translation>Dem Betreiber vertrauen</translation>
    </message>
    <message>
        <source>Recounts in two parts, with the app&apos;s own code: 7a the forecasts&apos; scores (the published figures, from the verified forecast rows); 7b the portfolio accounts (value, cash share, fees and weights, from the published trades and prices by the protocol&apos;s rules). The app never runs the operator&apos;s scripts; the command is shown for those who want to.</source>
        <translation>Zählt in zwei Teilen mit dem eigenen Code der App nach: 7a die Bewertungen der Prognosen (die veröffentlichten Zahlen, aus den geprüften Prognosezeilen); 7b die Portfolio-Konten (Wert, Bargeldanteil, Gebühren und Gewichtungen, aus den veröffentlichten Trades und Preisen nach den Regeln des Protokolls). Die App führt nie die Skripte des Betreibers aus; der Befehl wird für alle angezeigt, die das wollen.</translation>
    </message>
    <message>
        <source>Compares this bundle with the hashes, block and times printed in the paper, which is archived outside the operator&apos;s reach. For the paper&apos;s league, any difference means the files were changed.</source>
        <translation>Vergleicht dieses Bündel mit den Hashes, dem Block und den Zeiten, die im Paper gedruckt sind, das außerhalb der Reichweite des Betreibers archiviert ist. Für die Liga des Papers bedeutet jeder Unterschied, dass die Dateien verändert wurden.</translation>
    </message>
    <message>
        <source>In the blind season each answer seals its model&apos;s name with a secret salt. Once the salts are published, each seal must open to the model the league names.</source>
        <translation>In der Blindsaison versiegelt jede Antwort den Namen ihres Modells mit einem geheimen Salz. Sobald die Salze veröffentlicht sind, muss jedes Siegel das Modell ergeben, das die Liga nennt.</translation>
    </message>
    <message>
        <source>Nothing is checked: you take the league&apos;s word for its forecasts.</source>
        <translation>Nichts wird geprüft: Sie verlassen sich auf das Wort der Liga zu ihren Prognosen.</translation>
    </message>
    <message>
        <source>Anything at all: forecasts could have been written or changed after the markets moved.</source>
        <translation>Überhaupt nichts: Prognosen könnten geschrieben oder geändert worden sein, nachdem sich die Märkte bewegt haben.</translation>
    </message>
    <message>
        <source>The operator&apos;s hash chain</source>
        <translation>Die Hash-Kette des Betreibers</translation>
    </message>
    <message>
        <source>The book&apos;s order and content are fixed: no line was changed, removed or moved after the stamped lists were written (steps 3 and 4).</source>
        <translation>Reihenfolge und Inhalt des Buches stehen fest: Keine Zeile wurde verändert, entfernt oder verschoben, nachdem die gestempelten Listen geschrieben wurden (Schritte 3 und 4).</translation>
    </message>
    <message>
        <source>When the lines were written: the operator could have rebuilt the whole chain later.</source>
        <translation>Wann die Zeilen geschrieben wurden: Der Betreiber könnte die ganze Kette später neu gebaut haben.</translation>
    </message>
    <message>
        <source>Bitcoin anchor</source>
        <translation>Bitcoin-Anker</translation>
    </message>
    <message>
        <source>The sealed lines existed no later than the Bitcoin block that anchors them (block time plus a margin of a few hours; step 6).</source>
        <translation>Die versiegelten Zeilen existierten spätestens zum Bitcoin-Block, der sie verankert (Blockzeit plus ein Spielraum von einigen Stunden; Schritt 6).</translation>
    </message>
    <message>
        <source>The exact second: block times are set by miners and only bounded to hours.</source>
        <translation>Die genaue Sekunde: Blockzeiten legen die Miner fest, und sie sind nur auf Stunden genau begrenzt.</translation>
    </message>
    <message>
        <source>Independent time-stamp authorities</source>
        <translation>Unabhängige Zeitstempeldienste</translation>
    </message>
    <message>
        <source>Independent authorities signed the stamped list&apos;s fingerprint at a stated second (RFC 3161, step 9), so the seal can be compared with the 09:30 New York open.</source>
        <translation>Unabhängige Stellen haben den Fingerabdruck der gestempelten Liste zu einer angegebenen Sekunde signiert (RFC 3161, Schritt 9), sodass das Siegel mit der Eröffnung um 09:30 New Yorker Zeit verglichen werden kann.</translation>
    </message>
    <message>
        <source>That the forecasts were good, or that the operator did not run other rounds it never sealed (that is the counted-run rule, checked separately).</source>
        <translation>Dass die Prognosen gut waren oder dass der Betreiber keine weiteren Runden laufen ließ, die er nie versiegelt hat (das ist die Regel für gezählte Läufe, separat geprüft).</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA: a synthetic league made by this app to show how the checks work. These are not real forecasts.</source>
        <translation>DEMONSTRATIONSDATEN: eine von dieser App erzeugte künstliche Liga, die zeigt, wie die Prüfungen funktionieren. Das sind keine echten Prognosen.</translation>
    </message>
    <message>
        <source>Get the book and the stamped lists</source>
        <translation>Das Buch und die gestempelten Listen holen</translation>
    </message>
    <message>
        <source>Read the stamped lists</source>
        <translation>Die gestempelten Listen lesen</translation>
    </message>
    <message>
        <source>The book starts with the stamped lines</source>
        <translation>Das Buch beginnt mit den gestempelten Zeilen</translation>
    </message>
    <message>
        <source>Every seal and link recomputed</source>
        <translation>Jedes Siegel und jede Verknüpfung neu berechnet</translation>
    </message>
    <message>
        <source>The question each run answered</source>
        <translation>Die Frage, die jeder Lauf beantwortet hat</translation>
    </message>
    <message>
        <source>The Bitcoin anchor</source>
        <translation>Der Bitcoin-Anker</translation>
    </message>
    <message>
        <source>The engine code</source>
        <translation>Der Engine-Code</translation>
    </message>
    <message>
        <source>Signed time-stamps (RFC 3161)</source>
        <translation>Signierte Zeitstempel (RFC 3161)</translation>
    </message>
    <message>
        <source>The public transparency log (Rekor)</source>
        <translation>Das öffentliche Transparenzlog (Rekor)</translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation>WARNUNG</translation>
    </message>
    <message>
        <source>NOT CHECKED</source>
        <translation>NICHT GEPRÜFT</translation>
    </message>
    <message>
        <source>The values printed in the paper</source>
        <translation>Die im Paper gedruckten Werte</translation>
    </message>
    <message>
        <source>Sealed model identities (blind season)</source>
        <translation>Versiegelte Modellidentitäten (Blindsaison)</translation>
    </message>
    <message>
        <source>Every counted answer sealed before the open (P1b)</source>
        <translation>Jede gezählte Antwort vor der Eröffnung versiegelt (P1b)</translation>
    </message>
    <message>
        <source>Which run counts, by a rule declared before the runs (P3)</source>
        <translation>Welcher Lauf zählt, nach einer vor den Läufen erklärten Regel (P3)</translation>
    </message>
    <message>
        <source>Every asked run sealed, with its roster (requirement 13)</source>
        <translation>Jeder angefragte Lauf versiegelt, mit seiner Besetzung (Anforderung 13)</translation>
    </message>
    <message>
        <source>The forecasts file agrees with the book</source>
        <translation>Die Prognosedatei stimmt mit dem Buch überein</translation>
    </message>
    <message>
        <source>One signer for every log entry</source>
        <translation>Ein Unterzeichner für jeden Log-Eintrag</translation>
    </message>
    <message>
        <source>The log only grows (no second history)</source>
        <translation>Das Log wächst nur (keine zweite Geschichte)</translation>
    </message>
    <message>
        <source>No second book in the log</source>
        <translation>Kein zweites Buch im Log</translation>
    </message>
    <message>
        <source>Witness statements: the book extends what readers saw</source>
        <translation>Zeugenerklärungen: Das Buch setzt fort, was Leser gesehen haben</translation>
    </message>
    <message>
        <source>PASS WITH {count} WARNINGS</source>
        <translation>BESTANDEN MIT {count} WARNUNGEN</translation>
    </message>
    <message>
        <source>No check failed, but some passed only with a caveat: read the warnings and the headline&apos;s level before relying on it.</source>
        <translation>Keine Prüfung ist fehlgeschlagen, aber einige wurden nur mit Vorbehalt bestanden: Lesen Sie die Warnungen und die Stufe in der Überschrift, bevor Sie sich darauf verlassen.</translation>
    </message>
    <message>
        <source>PASS: every step was checked and passed.</source>
        <translation>BESTANDEN: Jeder Schritt wurde geprüft und bestanden.</translation>
    </message>
    <message>
        <source>FAIL: at least one check failed. Do not rely on these seals.</source>
        <translation>DURCHGEFALLEN: Mindestens eine Prüfung ist fehlgeschlagen. Verlassen Sie sich nicht auf diese Siegel.</translation>
    </message>
    <message>
        <source>INCOMPLETE: nothing failed, but some steps could not be checked (this is not a pass).</source>
        <translation>UNVOLLSTÄNDIG: Nichts ist fehlgeschlagen, aber einige Schritte konnten nicht geprüft werden (das ist kein Bestehen).</translation>
    </message>
    <message>
        <source>Published rules</source>
        <translation>Veröffentlichte Regeln</translation>
    </message>
    <message>
        <source>The rules the league says it follows are public: anyone can read how forecasts are asked, counted and scored.</source>
        <translation>Die Regeln, denen die Liga nach eigener Aussage folgt, sind öffentlich: Jeder kann lesen, wie Prognosen erfragt, gezählt und bewertet werden.</translation>
    </message>
    <message>
        <source>Whether the league followed them.</source>
        <translation>Ob die Liga sie befolgt hat.</translation>
    </message>
    <message>
        <source>Provide arena-protocol.json, the league&apos;s published rules.</source>
        <translation>Stellen Sie arena-protocol.json bereit, die veröffentlichten Regeln der Liga.</translation>
    </message>
    <message>
        <source>Files recomputed</source>
        <translation>Dateien neu berechnet</translation>
    </message>
    <message>
        <source>The published book and figures were recomputed from the open files and agree.</source>
        <translation>Das veröffentlichte Buch und die Zahlen wurden aus den offenen Dateien neu berechnet und stimmen überein.</translation>
    </message>
    <message>
        <source>When the files were written, and whether the prices behind the outcomes are right.</source>
        <translation>Wann die Dateien geschrieben wurden und ob die Preise hinter den Ergebnissen stimmen.</translation>
    </message>
    <message>
        <source>Provide the book, council-forecasts.csv, council-stats.json, the arena&apos;s accounts, trades and prices (arena-accounts.csv, arena-trades.csv, arena-prices.csv) and the engine code files, and let steps 4, 7 and 8 pass.</source>
        <translation>Stellen Sie das Buch, council-forecasts.csv, council-stats.json, die Konten, Trades und Preise der Arena (arena-accounts.csv, arena-trades.csv, arena-prices.csv) und die Dateien des Engine-Codes bereit, und die Schritte 4, 7 und 8 müssen bestehen.</translation>
    </message>
    <message>
        <source>External commitment verified</source>
        <translation>Externe Verpflichtung verifiziert</translation>
    </message>
    <message>
        <source>The sealed forecasts existed before a time fixed outside the operator (a Bitcoin block, a signed time-stamp or a public log).</source>
        <translation>Die versiegelten Prognosen existierten vor einem Zeitpunkt, der außerhalb des Betreibers festgelegt ist (ein Bitcoin-Block, ein signierter Zeitstempel oder ein öffentliches Protokoll).</translation>
    </message>
    <message>
        <source>That the prices used to score them are right.</source>
        <translation>Dass die Preise, mit denen sie bewertet wurden, stimmen.</translation>
    </message>
    <message>
        <source>Provide a stamped list with a Bitcoin proof checked against real block headers, a time-stamp token from a trusted authority, or its Rekor entry.</source>
        <translation>Stellen Sie eine gestempelte Liste mit einem Bitcoin-Beweis bereit, der gegen echte Blockköpfe geprüft wird, ein Zeitstempel-Token einer vertrauenswürdigen Stelle oder ihren Rekor-Eintrag.</translation>
    </message>
    <message>
        <source>Reconciled with an independent price source</source>
        <translation>Mit einer unabhängigen Preisquelle abgeglichen</translation>
    </message>
    <message>
        <source>The reference prices, closes and outcomes agree with a price source the reader chose.</source>
        <translation>Referenzpreise, Schlusskurse und Ergebnisse stimmen mit einer vom Leser gewählten Preisquelle überein.</translation>
    </message>
    <message>
        <source>Skill: agreeing outcomes can still come from luck.</source>
        <translation>Können: übereinstimmende Ergebnisse können trotzdem Glück sein.</translation>
    </message>
    <message>
        <source>Give a price file from a provider you trust (Statistics tab, page 8, or verifier-app stats --prices FILE); every verified row must be priced from it and agree.</source>
        <translation>Geben Sie eine Preisdatei eines Anbieters an, dem Sie vertrauen (Statistik-Reiter, Seite 8, oder verifier-app stats --prices FILE); jede verifizierte Zeile muss daraus bepreist werden und übereinstimmen.</translation>
    </message>
    <message>
        <source>Prospective paired evaluation frozen before its window</source>
        <translation>Prospektive gepaarte Evaluierung, vor ihrem Fenster eingefroren</translation>
    </message>
    <message>
        <source>The test of skill, its benchmark and its reading rule were fixed before the data that decide it existed, and it is recomputed here.</source>
        <translation>Der Test auf Können, sein Vergleichsmaßstab und seine Leseregel wurden festgelegt, bevor die entscheidenden Daten existierten, und er wird hier neu berechnet.</translation>
    </message>
    <message>
        <source>That a second team would get the same result.</source>
        <translation>Dass ein zweites Team dasselbe Ergebnis erhielte.</translation>
    </message>
    <message>
        <source>Use the league&apos;s real files: the sealed climatology must hash to the value the paper printed, and the window (from session 11) must have begun.</source>
        <translation>Verwenden Sie die echten Dateien der Liga: Die versiegelte Klimatologie muss den im Paper gedruckten Hash ergeben, und das Fenster (ab Sitzung 11) muss begonnen haben.</translation>
    </message>
    <message>
        <source>Replication by a second pipeline</source>
        <translation>Replikation durch eine zweite Pipeline</translation>
    </message>
    <message>
        <source>A second, independent pipeline reproduced the forecasts and scores.</source>
        <translation>Eine zweite, unabhängige Pipeline hat Prognosen und Bewertungen reproduziert.</translation>
    </message>
    <message>
        <source>Nothing more on this ladder: skill is then read from the registered comparisons.</source>
        <translation>Nichts weiter auf dieser Leiter: Können wird dann aus den registrierten Vergleichen gelesen.</translation>
    </message>
    <message>
        <source>A second, independent team must rerun the league&apos;s pipeline and publish matching results; no bundle can show this by itself.</source>
        <translation>Ein zweites, unabhängiges Team muss die Pipeline der Liga erneut ausführen und übereinstimmende Ergebnisse veröffentlichen; kein Bündel kann das allein zeigen.</translation>
    </message>
    <message>
        <source>Calibration: folded reliability diagram</source>
        <translation>Kalibrierung: gefaltetes Zuverlässigkeitsdiagramm</translation>
    </message>
    <message>
        <source>no answer line</source>
        <translation>keine Antwortzeile</translation>
    </message>
    <message>
        <source>book line not sealed yet</source>
        <translation>Buchzeile noch nicht versiegelt</translation>
    </message>
    <message>
        <source>book line FAILED the check</source>
        <translation>Buchzeile ist bei der Prüfung DURCHGEFALLEN</translation>
    </message>
    <message>
        <source>naming another run&apos;s or seat&apos;s book line (that line itself verified)</source>
        <translation>nennen die Buchzeile eines anderen Laufs oder Sitzes (diese Zeile selbst ist verifiziert)</translation>
    </message>
    <message>
        <source>not the counted run</source>
        <translation>nicht der gezählte Lauf</translation>
    </message>
    <message>
        <source>restored by a correction</source>
        <translation>durch eine Korrektur wiederhergestellt</translation>
    </message>
    <message>
        <source>sealed after the 09:30 open</source>
        <translation>nach der Eröffnung um 09:30 versiegelt</translation>
    </message>
    <message>
        <source>a separate event (own reference)</source>
        <translation>ein eigenes Ereignis (eigene Referenz)</translation>
    </message>
    <message>
        <source>no stated probability</source>
        <translation>keine angegebene Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>replaced by a later answer</source>
        <translation>durch eine spätere Antwort ersetzt</translation>
    </message>
    <message>
        <source>not the seat&apos;s first well-formed answer</source>
        <translation>nicht die erste wohlgeformte Antwort des Sitzes</translation>
    </message>
    <message>
        <source>not resolved yet</source>
        <translation>noch nicht aufgelöst</translation>
    </message>
    <message>
        <source>outcome not sealed in the book yet</source>
        <translation>Ergebnis noch nicht im Buch versiegelt</translation>
    </message>
    <message>
        <source>Each cell: Pearson correlation of two seats&apos; probabilities across the markets both answered (at least 3, with some variation; otherwise –).</source>
        <translation>Jede Zelle: Pearson-Korrelation der Wahrscheinlichkeiten zweier Sitze über die Märkte, die beide beantwortet haben (mindestens 3, mit etwas Streuung; sonst –).</translation>
    </message>
    <message>
        <source>Seat-by-seat correlation</source>
        <translation>Korrelation Sitz für Sitz</translation>
    </message>
    <message>
        <source>rose</source>
        <translation>gestiegen</translation>
    </message>
    <message>
        <source>fell</source>
        <translation>gefallen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>AI seats against the crowd</source>
        <translation>KI-Sitze gegen den Markt</translation>
    </message>
    <message>
        <source>Registered test: the consensus against the base rate</source>
        <translation>Registrierter Test: der Konsens gegen die Basisrate</translation>
    </message>
    <message>
        <source>Stated probabilities: seat × market</source>
        <translation>Angegebene Wahrscheinlichkeiten: Sitz × Markt</translation>
    </message>
    <message>
        <source>Margin between each forecast&apos;s anchor and its outcome</source>
        <translation>Abstand zwischen dem Anker jeder Prognose und ihrem Ergebnis</translation>
    </message>
    <message>
        <source>ρ = mean over seat pairs of the Pearson correlation of their probabilities across the markets both answered; N_eff = N / (1 + (N − 1) ρ), N = seats with an eligible answer. Grey curves: fixed ρ; dashed: their ceilings 1/ρ. Markers of each horizon are nudged sideways to stay visible; N is a whole number.</source>
        <translation>ρ = Mittel über Sitzpaare der Pearson-Korrelation ihrer Wahrscheinlichkeiten über die Märkte, die beide beantwortet haben; N_eff = N / (1 + (N − 1) ρ), N = Sitze mit zulässiger Antwort. Graue Kurven: festes ρ; gestrichelt: ihre Obergrenzen 1/ρ. Die Marker jedes Horizonts sind seitlich versetzt, damit sie sichtbar bleiben; N ist eine ganze Zahl.</translation>
    </message>
    <message>
        <source>How many independent voices: N_eff against N</source>
        <translation>Wie viele unabhängige Stimmen: N_eff gegen N</translation>
    </message>
    <message>
        <source>N_eff per run over time</source>
        <translation>N_eff je Lauf im Zeitverlauf</translation>
    </message>
    <message>
        <source>Sharpness: stated probabilities</source>
        <translation>Schärfe: angegebene Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>pentagon</source>
        <translation>Fünfeck</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizont</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Consensus (%)</source>
        <translation>Konsens (%)</translation>
    </message>
    <message>
        <source>Stated probabilities</source>
        <translation>Angegebene Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Mean ρ</source>
        <translation>Mittleres ρ</translation>
    </message>
    <message>
        <source>N_eff</source>
        <translation>N_eff</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <source>Trimmed</source>
        <translation>Gekappt</translation>
    </message>
    <message>
        <source>Weighted 1/3</source>
        <translation>Gewicht 1/3</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Börse</translation>
    </message>
    <message>
        <source>Sealed volume</source>
        <translation>Versiegeltes Volumen</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Crowd (%)</source>
        <translation>Markt (%)</translation>
    </message>
    <message>
        <source>Price rule</source>
        <translation>Preisregel</translation>
    </message>
    <message>
        <source>Seats&apos; mean (%)</source>
        <translation>Mittel der Sitze (%)</translation>
    </message>
    <message>
        <source>Brier crowd</source>
        <translation>Brier Markt</translation>
    </message>
    <message>
        <source>Brier seats</source>
        <translation>Brier Sitze</translation>
    </message>
    <message>
        <source>Probability up (%)</source>
        <translation>Wahrscheinlichkeit steigt (%)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Invalidation level</source>
        <translation>Invalidierungsniveau</translation>
    </message>
    <message>
        <source>Expected change (%)</source>
        <translation>Erwartete Änderung (%)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sitz</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>Geschrieben um</translation>
    </message>
    <message>
        <source>Booked at</source>
        <translation>Gebucht um</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>no substitution</source>
        <translation>keine Ersetzung</translation>
    </message>
    <message>
        <source>no rebuild after the anchor</source>
        <translation>kein Neuaufbau nach dem Anker</translation>
    </message>
    <message>
        <source>committed before the reference price</source>
        <translation>vor dem Referenzpreis festgelegt</translation>
    </message>
    <message>
        <source>no selection among runs</source>
        <translation>keine Auswahl unter Läufen</translation>
    </message>
    <message>
        <source>&amp;1 Independence (N_eff)</source>
        <translation>&amp;1 Unabhängigkeit (N_eff)</translation>
    </message>
    <message>
        <source>&amp;2 Correlation and grid</source>
        <translation>&amp;2 Korrelation und Raster</translation>
    </message>
    <message>
        <source>&amp;3 Calibration and sharpness</source>
        <translation>&amp;3 Kalibrierung und Schärfe</translation>
    </message>
    <message>
        <source>&amp;4 Crowd</source>
        <translation>&amp;4 Markt</translation>
    </message>
    <message>
        <source>Consensus of the chosen run, per market: the mean of the seats&apos; stated probabilities (highest and lowest dropped when five or more answered; a later model of the same family weighs 1/3; clipped to [2, 98]). It is always shown with the number of stated probabilities behind it, their mean pairwise correlation ρ and N_eff: eleven seats that move together are worth far fewer than eleven independent voices.</source>
        <translation>Konsens des gewählten Laufs je Markt: der Mittelwert der angegebenen Wahrscheinlichkeiten der Sitze (höchster und niedrigster Wert entfallen, wenn fünf oder mehr geantwortet haben; ein späteres Modell derselben Familie zählt 1/3; begrenzt auf [2, 98]). Er wird immer mit der Zahl der zugrunde liegenden Wahrscheinlichkeiten, ihrer mittleren paarweisen Korrelation ρ und N_eff gezeigt: elf Sitze, die sich gemeinsam bewegen, sind weit weniger wert als elf unabhängige Stimmen.</translation>
    </message>
    <message>
        <source>Change one probability in one answer by one point</source>
        <translation>Eine Wahrscheinlichkeit in einer Antwort um einen Punkt ändern</translation>
    </message>
    <message>
        <source>Swap two neighbouring answer lines</source>
        <translation>Zwei benachbarte Antwortzeilen vertauschen</translation>
    </message>
    <message>
        <source>Rewrite every line ending to Windows style (CRLF), as a careless copy does</source>
        <translation>Jedes Zeilenende in Windows-Form (CRLF) umschreiben, wie es eine nachlässige Kopie tut</translation>
    </message>
    <message>
        <source>Add an invisible byte-order mark before the first line</source>
        <translation>Eine unsichtbare Byte-Reihenfolge-Markierung (BOM) vor die erste Zeile setzen</translation>
    </message>
    <message>
        <source>Cut the book off in the middle of a line near its end</source>
        <translation>Das Buch nahe seinem Ende mitten in einer Zeile abschneiden</translation>
    </message>
    <message>
        <source>Change one byte of a Bitcoin proof (.ots)</source>
        <translation>Ein Byte eines Bitcoin-Nachweises (.ots) ändern</translation>
    </message>
    <message>
        <source>Replace a Bitcoin block header with another block&apos;s</source>
        <translation>Einen Bitcoin-Blockkopf durch den eines anderen Blocks ersetzen</translation>
    </message>
    <message>
        <source>Replace a time-stamp token with one over another file</source>
        <translation>Ein Zeitstempel-Token durch eines über eine andere Datei ersetzen</translation>
    </message>
    <message>
        <source>Re-sign a time-stamp two hours after the time its list claims</source>
        <translation>Einen Zeitstempel zwei Stunden nach der Zeit, die seine Liste angibt, neu signieren</translation>
    </message>
    <message>
        <source>Replace a saved log entry with the entry of another list</source>
        <translation>Einen gespeicherten Protokolleintrag durch den Eintrag einer anderen Liste ersetzen</translation>
    </message>
    <message>
        <source>Move one published close in the forecasts file by 0.01 (the outcome stays)</source>
        <translation>Einen veröffentlichten Schlusskurs in der Prognosedatei um 0,01 verschieben (das Ergebnis bleibt)</translation>
    </message>
    <message>
        <source>Raise one published trade&apos;s price in the portfolio league by 1%</source>
        <translation>Den Preis eines veröffentlichten Trades der Portfolio-Liga um 1 % erhöhen</translation>
    </message>
    <message>
        <source>The seals cover the book, not the forecasts file: the book&apos;s score line holds the close, so the check of the forecasts file against the book names the row, and every statistic uses the sealed close. Whether the sealed prices themselves are right, only a price source you trust can say: Statistics tab, page 8.</source>
        <translation>Die Siegel decken das Buch ab, nicht die Prognosedatei: Die Bewertungszeile des Buchs enthält den Schlusskurs, daher nennt die Prüfung der Prognosedatei gegen das Buch die Zeile, und jede Statistik verwendet den versiegelten Schlusskurs. Ob die versiegelten Preise selbst stimmen, kann nur eine Preisquelle sagen, der Sie vertrauen: Reiter Statistik, Seite 8.</translation>
    </message>
    <message>
        <source>The seals cover the book, not the portfolio files: the app recounts every account from the published trades and prices (step 7b), and the account whose trade was changed no longer adds up to its published value. Whether the published trades are the ones the league made, the seals cannot say.</source>
        <translation>Die Siegel decken das Buch, nicht die Portfolio-Dateien: Die App zählt jedes Konto aus den veröffentlichten Trades und Preisen nach (Schritt 7b), und das Konto, dessen Trade geändert wurde, ergibt nicht mehr seinen veröffentlichten Wert. Ob die veröffentlichten Trades die sind, die die Liga gemacht hat, können die Siegel nicht sagen.</translation>
    </message>
    <message>
        <source>{title} FAILED: {detail}</source>
        <translation>{title} DURCHGEFALLEN: {detail}</translation>
    </message>
    <message>
        <source>Step {number} ({title}) FAILED: {detail}</source>
        <translation>Schritt {number} ({title}) DURCHGEFALLEN: {detail}</translation>
    </message>
    <message>
        <source>First broken line of the book: line {line}; rule &apos;{rule}&apos;: {reason}.</source>
        <translation>Erste gebrochene Zeile des Buches: Zeile {line}; Regel &apos;{rule}&apos;: {reason}.</translation>
    </message>
    <message>
        <source>No step failed: this change was not detected.</source>
        <translation>Kein Schritt ist fehlgeschlagen: Diese Änderung wurde nicht erkannt.</translation>
    </message>
</context>
<context>
    <name>report_export</name>
    <message>
        <source>Verification report: {label}</source>
        <translation>Prüfbericht: {label}</translation>
    </message>
    <message>
        <source>The PDF could not be written to {path}: choose another folder.</source>
        <translation>Das PDF konnte nicht nach {path} geschrieben werden: Wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>Der Bericht konnte nicht nach {path} geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>unbekannter Grund</translation>
    </message>
</context>
<context>
    <name>settings_dialog</name>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{chain} — times proven by {proofs} (level {level})</source>
        <translation>{chain} — Zeiten bewiesen durch {proofs} (Stufe {level})</translation>
    </message>
    <message>
        <source>{chain} — times proven by: nothing independent (level {level})</source>
        <translation>{chain} — Zeiten bewiesen durch: nichts Unabhängiges (Stufe {level})</translation>
    </message>
    <message>
        <source>{chain} — times proven by {proofs} ({levels})</source>
        <translation>{chain} — Zeiten bewiesen durch {proofs} ({levels})</translation>
    </message>
    <message>
        <source>{chain} — times proven by: nothing independent ({levels})</source>
        <translation>{chain} — Zeiten bewiesen durch: nichts Unabhängiges ({levels})</translation>
    </message>
    <message numerus="yes">
        <source>level {level} for the {count} development sessions</source>
        <translation>
            <numerusform>Stufe {level} für die {count} Entwicklungssitzung</numerusform>
            <numerusform>Stufe {level} für die {count} Entwicklungssitzungen</numerusform>
        </translation>
    </message>
    <message>
        <source>level {level} for the lines from {day}</source>
        <translation>Stufe {level} für die Zeilen ab {day}</translation>
    </message>
    <message>
        <source>Chain intact</source>
        <translation>Kette intakt</translation>
    </message>
    <message>
        <source>Chain BROKEN at book line {line}</source>
        <translation>Kette GEBROCHEN bei Buchzeile {line}</translation>
    </message>
    <message>
        <source>The book does not match its seals</source>
        <translation>Das Buch passt nicht zu seinen Siegeln</translation>
    </message>
    <message>
        <source>Chain not checked</source>
        <translation>Kette nicht geprüft</translation>
    </message>
    <message>
        <source>Bitcoin block {height}</source>
        <translation>Bitcoin-Block {height}</translation>
    </message>
    <message>
        <source>{count} Bitcoin blocks (the first {height})</source>
        <translation>{count} Bitcoin-Blöcke (der erste {height})</translation>
    </message>
    <message>
        <source>1 time-stamp authority</source>
        <translation>1 Zeitstempelstelle</translation>
    </message>
    <message>
        <source>{count} time-stamp authorities</source>
        <translation>{count} Zeitstempelstellen</translation>
    </message>
    <message>
        <source>the Rekor transparency log</source>
        <translation>das Rekor-Transparenzlog</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message numerus="yes">
        <source>Found the book and {lists} stamped list(s).</source>
        <translation>
            <numerusform>Das Buch und {lists} gestempelte Liste gefunden.</numerusform>
            <numerusform>Das Buch und {lists} gestempelte Listen gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found the book but no stamped list (file not provided).</source>
        <translation>Das Buch gefunden, aber keine gestempelte Liste (Datei nicht bereitgestellt).</translation>
    </message>
    <message>
        <source>Found stamped lists but no book (file not provided).</source>
        <translation>Gestempelte Listen gefunden, aber kein Buch (Datei nicht bereitgestellt).</translation>
    </message>
    <message>
        <source>Neither a book nor a stamped list was provided.</source>
        <translation>Weder ein Buch noch eine gestempelte Liste wurde bereitgestellt.</translation>
    </message>
    <message>
        <source>No stamped list was provided.</source>
        <translation>Es wurde keine gestempelte Liste bereitgestellt.</translation>
    </message>
    <message>
        <source>{list} names no book, so it seals nothing that can be checked.</source>
        <translation>{list} nennt kein Buch und versiegelt daher nichts, was sich prüfen ließe.</translation>
    </message>
    <message numerus="yes">
        <source>Read {lists} stamped list(s) with {claims} book claim(s).</source>
        <translation>
            <numerusform>{lists} gestempelte Liste gelesen; Angaben zum Buch: {claims}.</numerusform>
            <numerusform>{lists} gestempelte Listen gelesen; Angaben zum Buch: {claims}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No book named by a stamped list was provided.</source>
        <translation>Kein Buch, das eine gestempelte Liste nennt, wurde bereitgestellt.</translation>
    </message>
    <message>
        <source>The book the stamped lists name ({book}) was not provided or could not be read, so not one of its stamped lines was checked.</source>
        <translation>Das Buch, das die gestempelten Listen nennen ({book}), wurde nicht bereitgestellt oder war nicht lesbar; daher wurde keine seiner gestempelten Zeilen geprüft.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} stamped prefixes match the book: the sealed lines are exactly the lines you have.</source>
        <translation>
            <numerusform>Der {count} gestempelte Anfang stimmt mit dem Buch überein: Die versiegelten Zeilen sind genau die Zeilen, die Sie haben.</numerusform>
            <numerusform>Alle {count} gestempelten Anfänge stimmen mit dem Buch überein: Die versiegelten Zeilen sind genau die Zeilen, die Sie haben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} other book(s) named in the lists were not provided.</source>
        <translation>
            <numerusform>{count} weiteres in den Listen genanntes Buch wurde nicht bereitgestellt.</numerusform>
            <numerusform>{count} weitere in den Listen genannte Bücher wurden nicht bereitgestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seal {list}</source>
        <translation>Siegel {list}</translation>
    </message>
    <message>
        <source>This stamped list names no book: no line of the form '&lt;book&gt;: N lines, sha256 …, last link …' was found.</source>
        <translation>Diese gestempelte Liste nennt kein Buch: Es wurde keine Zeile der Form '&lt;book&gt;: N lines, sha256 …, last link …' gefunden.</translation>
    </message>
    <message>
        <source>Line {line} of {file}, among the {lines} lines this seal covers, breaks the chain ({rule}).</source>
        <translation>Zeile {line} von {file}, unter den {lines} Zeilen, die dieses Siegel abdeckt, bricht die Kette ({rule}).</translation>
    </message>
    <message>
        <source>{book} was not provided, so this claim was not checked.</source>
        <translation>{book} wurde nicht bereitgestellt, daher wurde diese Angabe nicht geprüft.</translation>
    </message>
    <message>
        <source>{file} is not a book (it is empty, damaged, too large, binary or another file), so the stamped lines are not in it.</source>
        <translation>{file} ist kein Buch (leer, beschädigt, zu groß, binär oder eine andere Datei), daher stehen die gestempelten Zeilen nicht darin.</translation>
    </message>
    <message>
        <source>The book you have is shorter than the one that was stamped: the seal covers {lines} lines, your copy of {file} has {have}.</source>
        <translation>Ihr Buch ist kürzer als das gestempelte: Das Siegel deckt {lines} Zeilen ab, Ihre Kopie von {file} hat {have}.</translation>
    </message>
    <message>
        <source>The first {lines} lines of {file} do not hash to the stamped value: the book was changed after this seal.</source>
        <translation>Die ersten {lines} Zeilen von {file} ergeben nicht den gestempelten Hashwert: Das Buch wurde nach diesem Siegel verändert.</translation>
    </message>
    <message>
        <source>Line {lines} of {file} has another link than the stamped one.</source>
        <translation>Zeile {lines} von {file} hat ein anderes Kettenglied als das gestempelte.</translation>
    </message>
    <message>
        <source>No book was provided.</source>
        <translation>Es wurde kein Buch bereitgestellt.</translation>
    </message>
    <message numerus="yes">
        <source>chain ok: {lines} lines of {path}</source>
        <translation>
            <numerusform>Kette in Ordnung: {lines} Zeile von {path}</numerusform>
            <numerusform>Kette in Ordnung: {lines} Zeilen von {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>{path}: Line {line}: {reason}.</source>
        <translation>{path}: Zeile {line}: {reason}.</translation>
    </message>
    <message>
        <source>{path}: The file holds no complete line: there is no book to check.</source>
        <translation>{path}: Die Datei enthält keine vollständige Zeile: Es gibt kein Buch zu prüfen.</translation>
    </message>
    <message>
        <source>No run lines with an ask hash were read (no book provided).</source>
        <translation>Es wurden keine Laufzeilen mit einem Fragen-Hash gelesen (kein Buch bereitgestellt).</translation>
    </message>
    <message numerus="yes">
        <source>All {runs} runs answered exactly the published question text.</source>
        <translation>
            <numerusform>Der {runs} Lauf hat genau den veröffentlichten Fragetext beantwortet.</numerusform>
            <numerusform>Alle {runs} Läufe haben genau den veröffentlichten Fragetext beantwortet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{checked} of {runs} runs checked; the ask text of {missing} run(s) was not provided (first: {first}).</source>
        <translation>
            <numerusform>{checked} von {runs} Läufen geprüft; der Fragetext von {missing} Lauf wurde nicht bereitgestellt (erster: {first}).</numerusform>
            <numerusform>{checked} von {runs} Läufen geprüft; der Fragetext von {missing} Läufen wurde nicht bereitgestellt (erster: {first}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no stamped list or proof was provided.</source>
        <translation>Nicht geprüft: Es wurde keine gestempelte Liste und kein Beleg bereitgestellt.</translation>
    </message>
    <message>
        <source>Not checked: council-stats.json (the published figures) was not provided.</source>
        <translation>Nicht geprüft: council-stats.json (die veröffentlichten Zahlen) wurde nicht bereitgestellt.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} published figures were reproduced from the verified forecasts (within {tolerance}).</source>
        <translation>
            <numerusform>Die {count} veröffentlichte Zahl wurde aus den geprüften Prognosen nachgerechnet (innerhalb von {tolerance}).</numerusform>
            <numerusform>Alle {count} veröffentlichten Zahlen wurden aus den geprüften Prognosen nachgerechnet (innerhalb von {tolerance}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {compared} published figures differ from the app's recount (e.g. {figure}: published {published}, recounted {recomputed}).</source>
        <translation>
            <numerusform>{count} von {compared} veröffentlichten Zahl weicht von der Nachrechnung der App ab (z. B. {figure}: veröffentlicht {published}, nachgerechnet {recomputed}).</numerusform>
            <numerusform>{count} von {compared} veröffentlichten Zahlen weichen von der Nachrechnung der App ab (z. B. {figure}: veröffentlicht {published}, nachgerechnet {recomputed}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} forecast rows could not be verified against the sealed book and were left out.</source>
        <translation>
            <numerusform>{count} Prognosezeile konnte nicht am versiegelten Buch geprüft werden und wurde ausgelassen.</numerusform>
            <numerusform>{count} Prognosezeilen konnten nicht am versiegelten Buch geprüft werden und wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>7a, the forecasts' scores: {said}</source>
        <translation>7a, die Bewertungen der Prognosen: {said}</translation>
    </message>
    <message>
        <source>7b, the portfolio accounts: {said}</source>
        <translation>7b, die Portfolio-Konten: {said}</translation>
    </message>
    <message>
        <source>Not checked: the bundle does not carry the arena's published accounts, trades and prices ({missing} missing), so the portfolio accounts were not recounted. The paper recounts them with the operator's script: {command}</source>
        <translation>Nicht geprüft: Das Bündel enthält die veröffentlichten Konten, Trades und Preise der Arena nicht ({missing} fehlen), daher wurden die Portfolio-Konten nicht nachgezählt. Das Paper zählt sie mit dem Skript des Betreibers nach: {command}</translation>
    </message>
    <message>
        <source>Not checked: the portfolio accounts could not be recounted. {reason} The paper recounts them with the operator's script: {command}</source>
        <translation>Nicht geprüft: Die Portfolio-Konten konnten nicht nachgezählt werden. {reason} Das Paper zählt sie mit dem Skript des Betreibers nach: {command}</translation>
    </message>
    <message>
        <source>Not checked: arena-accounts.csv holds no account row, so no account was recounted.</source>
        <translation>Nicht geprüft: arena-accounts.csv enthält keine Kontozeile, daher wurde kein Konto nachgezählt.</translation>
    </message>
    <message>
        <source>{rows} published rows, {accounts} accounts, {sessions} sessions ({first} .. {last}), {trades} trades, rules {rules}; exact to the cent (|d| &lt;= 0.01): {exact}; within the rounding of the published trades: {rounding}; DIFFERENT: {different}; not recounted (other price sets): {other}.</source>
        <translation>{rows} veröffentlichte Zeilen, {accounts} Konten, {sessions} Sitzungen ({first} .. {last}), {trades} Trades, Regeln {rules}; auf den Cent genau (|d| &lt;= 0,01): {exact}; innerhalb der Rundung der veröffentlichten Trades: {rounding}; ABWEICHEND: {different}; nicht nachgezählt (andere Preissätze): {other}.</translation>
    </message>
    <message>
        <source>Every published account was recounted by the app from the trades and prices and agrees. These files are not sealed: the recount shows that the accounts follow from the published trades and prices under the published rules, not that the trades were decided before the open.</source>
        <translation>Jedes veröffentlichte Konto wurde von der App aus den Trades und Preisen nachgezählt und stimmt überein. Diese Dateien sind nicht versiegelt: Die Nachzählung zeigt, dass die Konten nach den veröffentlichten Regeln aus den veröffentlichten Trades und Preisen folgen, nicht dass die Trades vor der Eröffnung entschieden wurden.</translation>
    </message>
    <message>
        <source>Account {account}, session {session}: the published {field} is {published}, but the app recounts {recomputed} from the trades and prices ({count} row(s) DIFFERENT).</source>
        <translation>Konto {account}, Sitzung {session}: veröffentlicht ist {field} = {published}, die App zählt aus den Trades und Preisen aber {recomputed} nach ({count} Zeile(n) ABWEICHEND).</translation>
    </message>
    <message>
        <source>{count} row(s) were not recounted, so this part is not a pass (first: account {account}, session {session}; not in the bundle's prices or rules: {missing}).</source>
        <translation>{count} Zeile(n) wurden nicht nachgezählt, daher ist dieser Teil kein Bestehen (erste: Konto {account}, Sitzung {session}; nicht in den Preisen oder Regeln des Bündels: {missing}).</translation>
    </message>
    <message>
        <source>{file} is not a readable JSON object, so the rules of the accounts are not known.</source>
        <translation>{file} ist kein lesbares JSON-Objekt, daher sind die Regeln der Konten nicht bekannt.</translation>
    </message>
    <message>
        <source>arena-protocol.json declares no portfolio rules (the key portfolio: start cash, fee rate, publication rounding), so the accounts cannot be recounted by the league's own rules.</source>
        <translation>arena-protocol.json erklärt keine Portfolio-Regeln (der Schlüssel portfolio: Startkapital, Gebührensatz, Rundung der Veröffentlichung), daher können die Konten nicht nach den eigenen Regeln der Liga nachgezählt werden.</translation>
    </message>
    <message>
        <source>arena-protocol.json: the rule {key} is missing or not a usable number.</source>
        <translation>arena-protocol.json: Die Regel {key} fehlt oder ist keine brauchbare Zahl.</translation>
    </message>
    <message>
        <source>{file} is {size} bytes, larger than the {cap} bytes such a file can be; it was not read.</source>
        <translation>{file} ist {size} Bytes groß, größer als die {cap} Bytes, die eine solche Datei haben darf; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>{file} is not a readable CSV file (UTF-8 text with a header line, cells separated by commas).</source>
        <translation>{file} ist keine lesbare CSV-Datei (UTF-8-Text mit einer Kopfzeile, Zellen durch Kommas getrennt).</translation>
    </message>
    <message>
        <source>{file} lacks the column(s) {columns}.</source>
        <translation>{file} fehlen die Spalte(n) {columns}.</translation>
    </message>
    <message>
        <source>{file} has more than {cap} rows; it was not read past them.</source>
        <translation>{file} hat mehr als {cap} Zeilen; darüber hinaus wurde sie nicht gelesen.</translation>
    </message>
    <message>
        <source>{file}, line {line}: the row has {cells} cells where the header names {columns} (or a cell is far too long).</source>
        <translation>{file}, Zeile {line}: Die Zeile hat {cells} Zellen, wo die Kopfzeile {columns} nennt (oder eine Zelle ist viel zu lang).</translation>
    </message>
    <message>
        <source>{file}, line {line}: the column {column} is empty.</source>
        <translation>{file}, Zeile {line}: Die Spalte {column} ist leer.</translation>
    </message>
    <message>
        <source>{file}, line {line}: {column} "{value}" is not a usable number.</source>
        <translation>{file}, Zeile {line}: {column} „{value}“ ist keine brauchbare Zahl.</translation>
    </message>
    <message>
        <source>{file}, line {line}: the session "{value}" is not a date (YYYY-MM-DD).</source>
        <translation>{file}, Zeile {line}: Die Sitzung „{value}“ ist kein Datum (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <source>{file}, line {line}: the weights "{value}" are not written as FUND=share;FUND=share.</source>
        <translation>{file}, Zeile {line}: Die Gewichtungen „{value}“ sind nicht als FONDS=Anteil;FONDS=Anteil geschrieben.</translation>
    </message>
    <message>
        <source>{file}, line {line}: account {account} has a second row for the session {session}.</source>
        <translation>{file}, Zeile {line}: Konto {account} hat eine zweite Zeile für die Sitzung {session}.</translation>
    </message>
    <message>
        <source>arena-code.json was not provided.</source>
        <translation>arena-code.json wurde nicht bereitgestellt.</translation>
    </message>
    <message>
        <source>arena-code.json is not a readable JSON code list.</source>
        <translation>arena-code.json ist keine lesbare JSON-Codeliste.</translation>
    </message>
    <message>
        <source>arena-code.json lists no code file with a SHA-256.</source>
        <translation>arena-code.json führt keine Codedatei mit SHA-256 auf.</translation>
    </message>
    <message>
        <source>The published code of {file} differs from the hash in arena-code.json.</source>
        <translation>Der veröffentlichte Code von {file} weicht vom Hashwert in arena-code.json ab.</translation>
    </message>
    <message numerus="yes">
        <source>{matching} of {total} code files match; {missing} were not provided (first: {first}).</source>
        <translation>
            <numerusform>{matching} von {total} Codedateien stimmen überein; {missing} wurde nicht bereitgestellt (erste: {first}).</numerusform>
            <numerusform>{matching} von {total} Codedateien stimmen überein; {missing} wurden nicht bereitgestellt (erste: {first}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} published code files match arena-code.json.</source>
        <translation>
            <numerusform>Die {count} veröffentlichte Codedatei stimmt mit arena-code.json überein.</numerusform>
            <numerusform>Alle {count} veröffentlichten Codedateien stimmen mit arena-code.json überein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no stamped list or token was provided.</source>
        <translation>Nicht geprüft: Es wurde keine gestempelte Liste und kein Zeitstempel bereitgestellt.</translation>
    </message>
    <message>
        <source>Not checked: no stamped list was provided to look up in the log.</source>
        <translation>Nicht geprüft: Es wurde keine gestempelte Liste bereitgestellt, die im Log nachgeschlagen werden könnte.</translation>
    </message>
    <message>
        <source>The demonstration league is not the paper's league, so its values are not compared.</source>
        <translation>Die Demonstrationsliga ist nicht die Liga des Papers, daher werden ihre Werte nicht verglichen.</translation>
    </message>
    <message>
        <source>The block headers are not Bitcoin's main chain: the Bitcoin times prove nothing.</source>
        <translation>Die Blockköpfe gehören nicht zur Hauptkette von Bitcoin: Die Bitcoin-Zeiten beweisen nichts.</translation>
    </message>
    <message>
        <source>The block headers came from a file ({file}), not from Bitcoin's network: a file can be fake.</source>
        <translation>Die Blockköpfe stammen aus einer Datei ({file}), nicht aus dem Bitcoin-Netzwerk: Eine Datei kann gefälscht sein.</translation>
    </message>
    <message>
        <source>The authorities, the log and the headers are the demonstration's own: they prove nothing about real time.</source>
        <translation>Die Zeitstempeldienste, das Log und die Blockköpfe sind die der Demonstration: Sie beweisen nichts über die echte Zeit.</translation>
    </message>
    <message>
        <source>A time-stamp root came from the bundle itself: the operator's word, not an authority you trust.</source>
        <translation>Eine Wurzel für Zeitstempel stammt aus dem Bündel selbst: das Wort des Betreibers, kein Zeitstempeldienst, dem Sie vertrauen.</translation>
    </message>
    <message>
        <source>The log key came from the bundle itself: the operator's word.</source>
        <translation>Der Log-Schlüssel stammt aus dem Bündel selbst: das Wort des Betreibers.</translation>
    </message>
    <message>
        <source>Checked offline: the log was not asked for its history or for entries the bundle leaves out.</source>
        <translation>Offline geprüft: das Log wurde weder nach seiner Geschichte noch nach Einträgen gefragt, die das Bündel auslässt.</translation>
    </message>
    <message>
        <source>The paper's cross-check failed on this seal: its {what} differs from the one printed in the paper (printed {printed}, found {observed}).</source>
        <translation>Der Abgleich mit dem Paper ist bei diesem Siegel gescheitert: {what} weicht vom im Paper gedruckten Wert ab (gedruckt {printed}, gefunden {observed}).</translation>
    </message>
    <message>
        <source>This bundle holds none of the files whose values the paper prints, so nothing could be compared.</source>
        <translation>Dieses Bündel enthält keine der Dateien, deren Werte das Paper abdruckt, daher ließ sich nichts vergleichen.</translation>
    </message>
    <message numerus="yes">
        <source>None of the {count} values of this bundle that the paper prints matches it: this is another league, or the paper's league replaced wholesale.</source>
        <translation>
            <numerusform>Der {count} Wert dieses Bündels, den das Paper abdruckt, stimmt nicht überein: Dies ist eine andere Liga, oder die Liga des Papers wurde vollständig ersetzt.</numerusform>
            <numerusform>Keiner der {count} Werte dieses Bündels, die das Paper abdruckt, stimmt überein: Dies ist eine andere Liga, oder die Liga des Papers wurde vollständig ersetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>This bundle is not the one the paper describes: its {what} differs from the one printed in the paper (printed {printed}, this bundle {observed}).</source>
        <translation>Dieses Bündel ist nicht das, welches das Paper beschreibt: Sein Wert „{what}“ weicht vom im Paper abgedruckten ab (abgedruckt {printed}, dieses Bündel {observed}).</translation>
    </message>
    <message numerus="yes">
        <source>This bundle is not the one the paper describes: its {what} differs from the one printed in the paper (printed {printed}, this bundle {observed}); {more} more value(s) differ.</source>
        <translation>
            <numerusform>Dieses Bündel ist nicht das, welches das Paper beschreibt: Sein Wert „{what}“ weicht vom im Paper abgedruckten ab (abgedruckt {printed}, dieses Bündel {observed}); {more} weiterer Wert weicht ab.</numerusform>
            <numerusform>Dieses Bündel ist nicht das, welches das Paper beschreibt: Sein Wert „{what}“ weicht vom im Paper abgedruckten ab (abgedruckt {printed}, dieses Bündel {observed}); {more} weitere Werte weichen ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} values of this bundle that the paper prints match it.</source>
        <translation>
            <numerusform>Der {count} Wert dieses Bündels, den das Paper abdruckt, stimmt überein.</numerusform>
            <numerusform>Alle {count} Werte dieses Bündels, die das Paper abdruckt, stimmen überein.</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer line seals its model.</source>
        <translation>Keine Antwortzeile versiegelt ihr Modell.</translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file agrees with the verified book in all {rows} rows the book speaks to ({columns} columns compared in each).</source>
        <translation>
            <numerusform>Die Prognosedatei stimmt in der {rows} Zeile, zu der das Buch etwas sagt, mit dem verifizierten Buch überein ({columns} Spalten verglichen).</numerusform>
            <numerusform>Die Prognosedatei stimmt in allen {rows} Zeilen, zu denen das Buch etwas sagt, mit dem verifizierten Buch überein ({columns} Spalten je Zeile verglichen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file disagrees with the verified book {count} time(s); the statistics use the book's values. First: {first}.</source>
        <translation>
            <numerusform>Die Prognosedatei widerspricht dem verifizierten Buch {count}-mal; die Statistiken verwenden die Werte des Buchs. Zuerst: {first}.</numerusform>
            <numerusform>Die Prognosedatei widerspricht dem verifizierten Buch {count}-mal; die Statistiken verwenden die Werte des Buchs. Zuerst: {first}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In the {rows} rows the book speaks to, the forecasts file agrees with the verified book ({columns} columns compared in each).</source>
        <translation>In den {rows} Zeilen, zu denen das Buch etwas sagt, stimmt die Prognosedatei mit dem verifizierten Buch überein ({columns} Spalten je Zeile verglichen).</translation>
    </message>
    <message>
        <source>But {count} probabilities sealed in verified answer lines have no row in the forecasts file, so no statistic includes them. First: {first}.</source>
        <translation>Aber {count} in verifizierten Antwortzeilen versiegelte Wahrscheinlichkeiten haben keine Zeile in der Prognosedatei, daher enthält sie keine Statistik. Erste: {first}.</translation>
    </message>
    <message>
        <source>{run} {seat} {market} {horizon}, {column}: file {file}, book {book}</source>
        <translation>{run} {seat} {market} {horizon}, {column}: Datei {file}, Buch {book}</translation>
    </message>
    <message numerus="yes">
        <source>{count} rows have no sealed score yet, so no outcome of theirs is used.</source>
        <translation>
            <numerusform>{count} Zeile hat noch keine versiegelte Bewertung, daher wird kein Ergebnis von ihr verwendet.</numerusform>
            <numerusform>{count} Zeilen haben noch keine versiegelte Bewertung, daher wird kein Ergebnis von ihnen verwendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows belong to sessions whose counted run the verified part of the book does not settle: no run of those sessions is counted.</source>
        <translation>
            <numerusform>{count} Zeile gehört zu einer Sitzung, deren gezählten Lauf der verifizierte Teil des Buchs nicht festlegt: Kein Lauf dieser Sitzung wird gezählt.</numerusform>
            <numerusform>{count} Zeilen gehören zu Sitzungen, deren gezählten Lauf der verifizierte Teil des Buchs nicht festlegt: Kein Lauf dieser Sitzungen wird gezählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows name no verified answer line of their run and seat: the book cannot speak to them, and they enter no statistic.</source>
        <translation>
            <numerusform>{count} Zeile nennt keine verifizierte Antwortzeile ihres Laufs und Sitzes: Das Buch kann zu ihr nichts sagen, und sie geht in keine Statistik ein.</numerusform>
            <numerusform>{count} Zeilen nennen keine verifizierte Antwortzeile ihres Laufs und Sitzes: Das Buch kann zu ihnen nichts sagen, und sie gehen in keine Statistik ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked in full: {count} row(s) give a line that is not a book line number (the first, on line {line} of the file: '{text}'), so the book cannot be found for them, and they enter no statistic.</source>
        <translation>Nicht vollständig geprüft: {count} Zeile(n) geben als Zeile keine Zeilennummer des Buchs an (die erste, in Zeile {line} der Datei: '{text}'), daher lässt sich das Buch für sie nicht finden, und sie gehen in keine Statistik ein.</translation>
    </message>
    <message>
        <source>Not checked: the forecast rows were not read against the book (the forecasts file, the published figures or the book was not provided).</source>
        <translation>Nicht geprüft: Die Prognosezeilen wurden nicht gegen das Buch gelesen (die Prognosedatei, die veröffentlichten Kennzahlen oder das Buch fehlten).</translation>
    </message>
    <message numerus="yes">
        <source>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}).</source>
        <translation>
            <numerusform>{anchored} von {total} Siegel ist in Blockköpfen verankert, die der Prüfung standhalten (erster: Höhe {height}, Blockzeit {time}).</numerusform>
            <numerusform>{anchored} von {total} Siegeln sind in Blockköpfen verankert, die der Prüfung standhalten (erster: Höhe {height}, Blockzeit {time}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}, existed no later than {bound}).</source>
        <translation>
            <numerusform>{anchored} von {total} Siegel ist in Blockköpfen verankert, die der Prüfung standhalten (erster: Höhe {height}, Blockzeit {time}, existierte spätestens {bound}).</numerusform>
            <numerusform>{anchored} von {total} Siegeln sind in Blockköpfen verankert, die der Prüfung standhalten (erster: Höhe {height}, Blockzeit {time}, existierte spätestens {bound}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) have no checked anchor yet ({pending} pending): their time is not proven.</source>
        <translation>
            <numerusform>{count} Siegel hat noch keinen geprüften Anker ({pending} ausstehend): Seine Zeit ist nicht bewiesen.</numerusform>
            <numerusform>{count} Siegel haben noch keinen geprüften Anker ({pending} ausstehend): Ihre Zeit ist nicht bewiesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>WARNING: these block headers are not from Bitcoin's main chain (their proof of work is far too small); the times they show prove nothing.</source>
        <translation>WARNUNG: Diese Blockköpfe stammen nicht aus Bitcoins Hauptkette (ihr Arbeitsnachweis ist viel zu klein); die Zeiten, die sie zeigen, beweisen nichts.</translation>
    </message>
    <message numerus="yes">
        <source>{logged} of {total} seals are in the transparency log.</source>
        <translation>
            <numerusform>{logged} von {total} Siegel steht im Transparenzlog.</numerusform>
            <numerusform>{logged} von {total} Siegeln stehen im Transparenzlog.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) were not found or not checked.</source>
        <translation>
            <numerusform>{count} Siegel wurde nicht gefunden oder nicht geprüft.</numerusform>
            <numerusform>{count} Siegel wurden nicht gefunden oder nicht geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>The log key you gave is identical to {source} inside the bundle: you took it from the operator, so the log's answers are still the operator's word.</source>
        <translation>Der von Ihnen angegebene Log-Schlüssel ist identisch mit {source} im Bündel: Sie haben ihn vom Betreiber übernommen, daher sind die Antworten des Logs weiterhin nur das Wort des Betreibers.</translation>
    </message>
    <message>
        <source>The log key you gave is identical to {source} inside the bundle: you took it from the operator, so it is still the operator's word.</source>
        <translation>Der von Ihnen angegebene Log-Schlüssel ist identisch mit {source} im Bündel: Sie haben ihn vom Betreiber übernommen, daher ist er weiterhin nur das Wort des Betreibers.</translation>
    </message>
    <message numerus="yes">
        <source>{count} entry(ies) give a time that the log did not sign (no signed entry timestamp): those times prove nothing and are not used.</source>
        <translation>
            <numerusform>{count} Eintrag nennt eine Zeit, die das Log nicht signiert hat (kein signierter Eintragszeitstempel): Diese Zeit beweist nichts und wird nicht verwendet.</numerusform>
            <numerusform>{count} Einträge nennen eine Zeit, die das Log nicht signiert hat (kein signierter Eintragszeitstempel): Diese Zeiten beweisen nichts und werden nicht verwendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Log keys from Sigstore's trusted root ({source}), taken {fetched}, {age} days ago.</source>
        <translation>
            <numerusform>Log-Schlüssel aus Sigstores vertrauenswürdiger Wurzel ({source}), bezogen am {fetched}, vor {age} Tag.</numerusform>
            <numerusform>Log-Schlüssel aus Sigstores vertrauenswürdiger Wurzel ({source}), bezogen am {fetched}, vor {age} Tagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Demonstration key shipped openly with the app, not a real authority or log: this proves nothing about real time.</source>
        <translation>Demonstrationsschlüssel, offen mit der App ausgeliefert, keine echte Zeitstempelstelle und kein echtes Log: Das beweist nichts über die wirkliche Zeit.</translation>
    </message>
    <message>
        <source>WARNING: The proof stamps the file's SHA-1 hash, and SHA-1 is broken for collisions: whoever stamped it could have made two different files with the same SHA-1, so the proof cannot show which of them existed.</source>
        <translation>WARNUNG: Der Nachweis stempelt den SHA-1-Hash der Datei, und SHA-1 ist für Kollisionen gebrochen: Wer ihn gestempelt hat, hätte zwei verschiedene Dateien mit demselben SHA-1 erzeugen können, daher kann der Nachweis nicht zeigen, welche davon existierte.</translation>
    </message>
    <message>
        <source>What to do: no block header source could be checked against; give a Bitcoin headers file in Settings &gt; Bitcoin block headers (or --headers FILE), or connect to the internet and press Check again.</source>
        <translation>Was tun: Keine Quelle für Blockköpfe konnte zum Vergleich herangezogen werden; geben Sie unter Einstellungen &gt; Bitcoin-Blockköpfe eine Datei mit Bitcoin-Blockköpfen an (oder --headers DATEI) oder verbinden Sie sich mit dem Internet und drücken Sie „Erneut prüfen“.</translation>
    </message>
    <message>
        <source>What to do: the transparency log could not be reached; connect to the internet and press Check again (its answers are then kept in your cache and re-verified on every use).</source>
        <translation>Was tun: Das Transparenzlog war nicht erreichbar; verbinden Sie sich mit dem Internet und drücken Sie „Erneut prüfen“ (seine Antworten werden dann in Ihrem Cache aufbewahrt und bei jeder Verwendung erneut verifiziert).</translation>
    </message>
    <message>
        <source>The trusted root updated on this computer is not used: {reason}.</source>
        <translation>Die auf diesem Computer aktualisierte vertrauenswürdige Wurzel wird nicht verwendet: {reason}.</translation>
    </message>
    <message>
        <source>{note}</source>
        <translation>{note}</translation>
    </message>
    <message>
        <source>The app's own trust anchor is out of date: the copy of Sigstore's TUF root shipped with this app (version {version}) expired on {day}, and Sigstore's TUF repository ({host}) offers no newer root that could be checked with it, so the update cannot be verified. Install the newest version of this app, which brings a current copy, then update again.</source>
        <translation>Der eigene Vertrauensanker der App ist veraltet: Die mit dieser App gelieferte Kopie von Sigstores TUF-Wurzel (Version {version}) ist am {day} abgelaufen, und Sigstores TUF-Repository ({host}) bietet keine neuere Wurzel an, die sich damit prüfen ließe; deshalb kann die Aktualisierung nicht geprüft werden. Installieren Sie die neueste Version dieser App, die eine aktuelle Kopie mitbringt, und aktualisieren Sie dann erneut.</translation>
    </message>
    <message>
        <source>Walks keep using the shipped copy, taken {fetched}.</source>
        <translation>Prüfungen verwenden weiter die mitgelieferte Kopie, bezogen am {fetched}.</translation>
    </message>
    <message>
        <source>Walks keep using the trusted root updated earlier on this computer, taken {fetched}.</source>
        <translation>Prüfungen verwenden weiter die früher auf diesem Computer aktualisierte vertrauenswürdige Wurzel, bezogen am {fetched}.</translation>
    </message>
    <message>
        <source>Sigstore's TUF root shipped with the app (the starting point of every update): version {version}, valid until {day}.</source>
        <translation>Mit der App gelieferte TUF-Wurzel von Sigstore (Ausgangspunkt jeder Aktualisierung): Version {version}, gültig bis {day}.</translation>
    </message>
    <message>
        <source>Sigstore's TUF root shipped with the app (the starting point of every update): version {version}, expired on {day}. An update still works while Sigstore's repository offers a newer root signed by it; if the update says the app's trust anchor is out of date, install the newest version of this app.</source>
        <translation>Mit der App gelieferte TUF-Wurzel von Sigstore (Ausgangspunkt jeder Aktualisierung): Version {version}, abgelaufen am {day}. Eine Aktualisierung gelingt noch, solange Sigstores Repository eine neuere, damit signierte Wurzel anbietet; meldet die Aktualisierung, dass der Vertrauensanker der App veraltet ist, installieren Sie die neueste Version dieser App.</translation>
    </message>
    <message>
        <source>No .ots proof was provided for this list.</source>
        <translation>Für diese Liste wurde kein .ots-Nachweis bereitgestellt.</translation>
    </message>
    <message>
        <source>No RFC 3161 token was provided for any stamped list.</source>
        <translation>Für keine gestempelte Liste wurde ein RFC-3161-Zeitstempel bereitgestellt.</translation>
    </message>
    <message numerus="yes">
        <source>{bad} of {total} tokens fail. {reason}</source>
        <translation>
            <numerusform>{bad} von {total} Zeitstempel scheitert. {reason}</numerusform>
            <numerusform>{bad} von {total} Zeitstempeln scheitern. {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>The {tsa} token is not valid: {detail}</source>
        <translation>Der Zeitstempel von {tsa} ist nicht gültig: {detail}</translation>
    </message>
    <message numerus="yes">
        <source>{valid} of {total} tokens on {with_tokens} of {seals} seals are valid signatures over their list.</source>
        <translation>
            <numerusform>{valid} von {total} Zeitstempel auf {with_tokens} von {seals} Siegeln ist eine gültige Signatur über seine Liste.</numerusform>
            <numerusform>{valid} von {total} Zeitstempeln auf {with_tokens} von {seals} Siegeln sind gültige Signaturen über ihre Liste.</numerusform>
        </translation>
    </message>
    <message>
        <source>First: {detail}</source>
        <translation>Erster: {detail}</translation>
    </message>
    <message numerus="yes">
        <source>{late} token(s) were signed after the session's 09:30 New York open: they cannot show that the lines they first cover came before it.</source>
        <translation>
            <numerusform>{late} Zeitstempel wurde nach der Eröffnung der Sitzung um 09:30 New Yorker Zeit signiert: Er kann nicht zeigen, dass die Zeilen, die er als erster abdeckt, davor entstanden.</numerusform>
            <numerusform>{late} Zeitstempel wurden nach der Eröffnung der Sitzung um 09:30 New Yorker Zeit signiert: Sie können nicht zeigen, dass die Zeilen, die sie als erste abdecken, davor entstanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, so its time-stamps were not checked.</source>
        <translation>{file} ist größer als {limit} Bytes, daher wurden seine Zeitstempel nicht geprüft.</translation>
    </message>
    <message>
        <source>The {tsa} authority signed this list at {signed} UTC, {delay} after the time the list claims ({claimed} UTC): the list's time is not confirmed.</source>
        <translation>Die Stelle {tsa} hat diese Liste um {signed} UTC signiert, {delay} nach der Zeit, die die Liste angibt ({claimed} UTC): Die Zeit der Liste ist nicht bestätigt.</translation>
    </message>
    <message>
        <source>The {tsa} time-stamp does not verify: {problem}</source>
        <translation>Der Zeitstempel von {tsa} lässt sich nicht verifizieren: {problem}</translation>
    </message>
    <message>
        <source>The {tsa} time-stamp: {vouched}. It covers this list and says {time} UTC (no session day given).</source>
        <translation>Der Zeitstempel von {tsa}: {vouched}. Er deckt diese Liste ab und nennt {time} UTC (kein Sitzungstag angegeben).</translation>
    </message>
    <message>
        <source>The {tsa} time-stamp: {vouched}. It covers this list: {time} UTC ({new_york} New York) on {date}, {when} the 09:30 open of {day}.</source>
        <translation>Der Zeitstempel von {tsa}: {vouched}. Er deckt diese Liste ab: {time} UTC ({new_york} New York) am {date}, {when} der Eröffnung um 09:30 am {day}.</translation>
    </message>
    <message>
        <source>valid signature, resting on a root of your computer's trust store ({subject})</source>
        <translation>gültige Signatur, gestützt auf eine Wurzel aus dem Vertrauensspeicher Ihres Computers ({subject})</translation>
    </message>
    <message>
        <source>valid signature, resting on the root this app ships for {who} (SHA-256 {fingerprint}…)</source>
        <translation>gültige Signatur, gestützt auf die Wurzel, die diese App für {who} mitliefert (SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, resting on a root trusted by you ({subject}, SHA-256 {fingerprint}…)</source>
        <translation>gültige Signatur, gestützt auf eine Wurzel, der Sie vertrauen ({subject}, SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, resting on the demonstration root this app ships with its demo (SHA-256 {fingerprint}…), which vouches for nothing real</source>
        <translation>gültige Signatur, gestützt auf die Demonstrationswurzel, die diese App mit ihrer Demo liefert (SHA-256 {fingerprint}…) und die für nichts Echtes bürgt</translation>
    </message>
    <message>
        <source>valid signature, but the root it rests on, though trusted by you, is a copy of {source} from the bundle itself (the operator's word; SHA-256 {fingerprint}…)</source>
        <translation>gültige Signatur, aber die Wurzel, auf die sie sich stützt, ist – obwohl Sie ihr vertrauen – eine Kopie von {source} aus dem Bündel selbst (das Wort des Betreibers; SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, resting on a root from the bundle that is identical to the one this app ships for {who} (SHA-256 {fingerprint}…)</source>
        <translation>gültige Signatur, gestützt auf eine Wurzel aus dem Bündel, die mit der identisch ist, die diese App für {who} mitliefert (SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, but the certificate it rests on was supplied by the bundle itself (the operator's word): {subject}, SHA-256 {fingerprint}…</source>
        <translation>gültige Signatur, aber das Zertifikat, auf das sie sich stützt, stammt aus dem Bündel selbst (das Wort des Betreibers): {subject}, SHA-256 {fingerprint}…</translation>
    </message>
    <message>
        <source>exactly at</source>
        <translation>genau bei</translation>
    </message>
    <message>
        <source>{length} before</source>
        <translation>{length} vor</translation>
    </message>
    <message>
        <source>{length} after</source>
        <translation>{length} nach</translation>
    </message>
    <message>
        <source>Primary endpoint not computed: {reason}</source>
        <translation>Primärer Endpunkt nicht berechnet: {reason}</translation>
    </message>
    <message>
        <source>Interim: no session of the registered window ({first}–{last}) has a resolved one-day event yet; sessions 1–{design} are the design window and are not read.</source>
        <translation>Zwischenstand: Noch keine Sitzung des registrierten Fensters ({first}–{last}) hat ein aufgelöstes Eintagesereignis; die Sitzungen 1–{design} sind das Entwurfsfenster und werden nicht gelesen.</translation>
    </message>
    <message>
        <source>Interim as of session {session} ({day}): no session of the registered window ({first}–{last}) has a resolved one-day event yet; sessions 1–{design} are the design window and are not read.</source>
        <translation>Zwischenstand nach Sitzung {session} ({day}): Noch keine Sitzung des registrierten Fensters ({first}–{last}) hat ein aufgelöstes Eintagesereignis; die Sitzungen 1–{design} sind das Entwurfsfenster und werden nicht gelesen.</translation>
    </message>
    <message>
        <source>Interim reading as of session {session} ({day}), resting on {done} of {expected} sessions; the verdict is read on {read_on}: {words}.</source>
        <translation>Zwischenergebnis nach Sitzung {session} ({day}), gestützt auf {done} von {expected} Sitzungen; das Urteil wird am {read_on} gelesen: {words}.</translation>
    </message>
    <message>
        <source>Registered verdict, read on or after {read_on} ({done} of {expected} sessions): {words}.</source>
        <translation>Registriertes Urteil, gelesen am oder nach dem {read_on} ({done} von {expected} Sitzungen): {words}.</translation>
    </message>
    <message>
        <source>confirmed: the 95% interval lies above 0</source>
        <translation>bestätigt: Das 95-%-Intervall liegt über 0</translation>
    </message>
    <message>
        <source>confirmed and smaller than the margin: the 95% interval lies above 0 and the 90% interval within ±0.01</source>
        <translation>bestätigt und kleiner als der Spielraum: Das 95-%-Intervall liegt über 0 und das 90-%-Intervall innerhalb von ±0,01</translation>
    </message>
    <message>
        <source>no gain of practical size: the 90% interval lies within ±0.01</source>
        <translation>kein Gewinn von praktischer Größe: Das 90-%-Intervall liegt innerhalb von ±0,01</translation>
    </message>
    <message>
        <source>inconclusive: neither confirmed nor within ±0.01 (a gain that is not significant is not read as equivalence)</source>
        <translation>nicht schlüssig: weder bestätigt noch innerhalb von ±0,01 (ein nicht signifikanter Gewinn wird nicht als Gleichwertigkeit gelesen)</translation>
    </message>
    <message numerus="yes">
        <source>no reading yet: too few sessions for an interval (at least {count} needed)</source>
        <translation>
            <numerusform>noch kein Ergebnis: zu wenige Sitzungen für ein Intervall (mindestens {count} nötig)</numerusform>
            <numerusform>noch kein Ergebnis: zu wenige Sitzungen für ein Intervall (mindestens {count} nötig)</numerusform>
        </translation>
    </message>
    <message>
        <source>not computed: {reason}</source>
        <translation>nicht berechnet: {reason}</translation>
    </message>
    <message>
        <source>unresolved: a tercile has fewer than {min} events ({sizes})</source>
        <translation>ungeklärt: ein Tertil hat weniger als {min} Ereignisse ({sizes})</translation>
    </message>
    <message>
        <source>names no answer line of the book</source>
        <translation>nennt keine Antwortzeile des Buchs</translation>
    </message>
    <message>
        <source>names a book line of another run or seat</source>
        <translation>nennt eine Buchzeile eines anderen Laufs oder Sitzes</translation>
    </message>
    <message>
        <source>states a probability its book line does not hold</source>
        <translation>gibt eine Wahrscheinlichkeit an, die seine Buchzeile nicht enthält</translation>
    </message>
    <message>
        <source>bottom {bottom}, middle {middle}, top {top}</source>
        <translation>unten {bottom}, Mitte {middle}, oben {top}</translation>
    </message>
    <message>
        <source>K = (2/n) sum |p - 50|; K_clim with 100q; population SD across seats</source>
        <translation>K = (2/n) Summe |p − 50|; K_clim mit 100q; Standardabweichung der Grundgesamtheit über die Sitze</translation>
    </message>
    <message>
        <source>unresolved: too few sessions for an interval</source>
        <translation>ungeklärt: zu wenige Sitzungen für ein Intervall</translation>
    </message>
    <message>
        <source>the top tercile gained more (95% interval above 0)</source>
        <translation>das obere Tertil gewann mehr (95-%-Intervall über 0)</translation>
    </message>
    <message>
        <source>the top tercile gained less (95% interval below 0)</source>
        <translation>das obere Tertil gewann weniger (95-%-Intervall unter 0)</translation>
    </message>
    <message>
        <source>no difference shown (the 95% interval contains 0)</source>
        <translation>kein Unterschied gezeigt (das 95-%-Intervall enthält 0)</translation>
    </message>
    <message>
        <source>unresolved: the shadow-consensus weights are filed with the registration and this bundle does not provide them</source>
        <translation>ungeklärt: Die Gewichte des Schattenkonsenses sind bei der Registrierung hinterlegt, und dieses Bündel stellt sie nicht bereit</translation>
    </message>
    <message>
        <source>{rows} verified rows checked against {file} ({closes} with a close): {result}</source>
        <translation>{rows} verifizierte Zeilen gegen {file} geprüft ({closes} mit einem Schlusskurs): {result}</translation>
    </message>
    <message>
        <source>every reference price, close, change and outcome agrees.</source>
        <translation>jeder Referenzpreis, Schlusskurs, jede Veränderung und jedes Ergebnis stimmt überein.</translation>
    </message>
    <message>
        <source>1 row differs</source>
        <translation>1 Zeile weicht ab</translation>
    </message>
    <message>
        <source>{count} rows differ</source>
        <translation>{count} Zeilen weichen ab</translation>
    </message>
    <message>
        <source>{rows} (first: run {run}, {seat}, line {line}, {asset} {horizon}: {field} {league} in the league's file, {recomputed} from the price file)</source>
        <translation>{rows} (erste: Lauf {run}, {seat}, Zeile {line}, {asset} {horizon}: {field} {league} in der Datei der Liga, {recomputed} aus der Preisdatei)</translation>
    </message>
    <message numerus="yes">
        <source>The draw flags of {count} rows were not compared: the price file lacks the minute bars of the four sessions before their reference, from which the draw band is computed.</source>
        <translation>
            <numerusform>Das Unentschieden-Kennzeichen von {count} Zeile wurde nicht verglichen: Der Preisdatei fehlen die Minutenbalken der vier Sitzungen vor ihrer Referenz, aus denen das Unentschieden-Band berechnet wird.</numerusform>
            <numerusform>Die Unentschieden-Kennzeichen von {count} Zeilen wurden nicht verglichen: Der Preisdatei fehlen die Minutenbalken der vier Sitzungen vor ihrer Referenz, aus denen das Unentschieden-Band berechnet wird.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows could not be priced ({reasons})</source>
        <translation>
            <numerusform>{count} Zeile konnte nicht bepreist werden ({reasons})</numerusform>
            <numerusform>{count} Zeilen konnten nicht bepreist werden ({reasons})</numerusform>
        </translation>
    </message>
    <message>
        <source>no row could be checked</source>
        <translation>keine Zeile konnte geprüft werden</translation>
    </message>
    <message>
        <source>Each row's reference and end times are the forecasts file's reference_at and event_end_at, which are not sealed.</source>
        <translation>Die Referenz- und Endzeiten jeder Zeile sind reference_at und event_end_at der Prognosedatei, und diese sind nicht versiegelt.</translation>
    </message>
    <message>
        <source>{parts}.</source>
        <translation>{parts}.</translation>
    </message>
    <message>
        <source>this line's own seal or link does not match its bytes, so nothing about it is proven</source>
        <translation>das eigene Siegel oder die eigene Verknüpfung dieser Zeile passt nicht zu ihren Bytes, daher ist nichts an ihr bewiesen</translation>
    </message>
    <message>
        <source>the chain is broken at line {line}, before this line, so nothing about it is proven</source>
        <translation>die Kette ist in Zeile {line} gebrochen, vor dieser Zeile, daher ist nichts an ihr bewiesen</translation>
    </message>
    <message>
        <source>inside the stamped prefix of {seal}</source>
        <translation>innerhalb des gestempelten Anfangs von {seal}</translation>
    </message>
    <message>
        <source>no matching seal covers this line</source>
        <translation>kein übereinstimmendes Siegel deckt diese Zeile ab</translation>
    </message>
    <message>
        <source>no seal covering this line has a checked anchor yet</source>
        <translation>kein Siegel, das diese Zeile abdeckt, hat bisher einen geprüften Anker</translation>
    </message>
    <message>
        <source>{kind} anchor of {seal}: existed no later than {when}</source>
        <translation>{kind}-Anker von {seal}: existierte spätestens {when}</translation>
    </message>
    <message>
        <source>{anchor} (header time + τ); by the consensus rules alone, no later than {when} (the header time of block {height}, six confirmations later)</source>
        <translation>{anchor} (Headerzeit + τ); allein nach den Konsensregeln spätestens {when} (die Headerzeit von Block {height}, sechs Bestätigungen später)</translation>
    </message>
    <message>
        <source>the line names no session day (its run id is not YYYY-MM-DD-…)</source>
        <translation>die Zeile nennt keinen Sitzungstag (ihre Lauf-ID ist nicht JJJJ-MM-TT-…)</translation>
    </message>
    <message>
        <source>the seal time of this line is not established: {why} ({text})</source>
        <translation>die Siegelzeit dieser Zeile ist nicht festgestellt: {why} ({text})</translation>
    </message>
    <message>
        <source>sealed {margin} the 09:30 New York open</source>
        <translation>versiegelt {margin} der Eröffnung um 09:30 New Yorker Zeit</translation>
    </message>
    <message>
        <source>{sealed}; {tsa} signed the covering list at {time}</source>
        <translation>{sealed}; {tsa} hat die abdeckende Liste um {time} signiert</translation>
    </message>
    <message>
        <source>{sealed}; {tsa} signed the covering list at {time}, but no anchor outside the operator covers the line yet, so this is not level 2+</source>
        <translation>{sealed}; {tsa} hat die abdeckende Liste um {time} signiert, aber noch kein Anker außerhalb des Betreibers deckt die Zeile ab, daher ist das nicht Stufe 2+</translation>
    </message>
    <message>
        <source>separate event: sealed {late} the open, so the book (line {line}) gives it its own reference, the close of the first one-minute bar from {bar}, after its seal by construction</source>
        <translation>separates Ereignis: {late} der Eröffnung versiegelt, daher gibt ihm das Buch (Zeile {line}) eine eigene Referenz, den Schlusskurs des ersten Minutenbalkens ab {bar}, konstruktionsbedingt nach seiner Versiegelung</translation>
    </message>
    <message>
        <source>sealed {late} the open, and no sealed line gives it its own reference; the forecasts file calls it a separate event (reference {reference}), but that file is not sealed</source>
        <translation>{late} der Eröffnung versiegelt, und keine versiegelte Zeile gibt ihm eine eigene Referenz; die Prognosedatei nennt es ein separates Ereignis (Referenz {reference}), aber diese Datei ist nicht versiegelt</translation>
    </message>
    <message numerus="yes">
        <source>In all {count} session(s) the counted run follows a rule declared before the runs and applied to sealed times only.</source>
        <translation>
            <numerusform>In der {count} Sitzung folgt der gezählte Lauf einer vor den Läufen erklärten Regel, angewandt nur auf versiegelte Zeiten.</numerusform>
            <numerusform>In allen {count} Sitzungen folgt der gezählte Lauf einer vor den Läufen erklärten Regel, angewandt nur auf versiegelte Zeiten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In {count} session(s) the counted run rests on a rule sealed after the runs, so the operator could have chosen among them; first {day}: {said}</source>
        <translation>
            <numerusform>In {count} Sitzung beruht der gezählte Lauf auf einer Regel, die nach den Läufen versiegelt wurde, sodass der Betreiber unter ihnen wählen konnte; zuerst {day}: {said}</numerusform>
            <numerusform>In {count} Sitzungen beruht der gezählte Lauf auf einer Regel, die nach den Läufen versiegelt wurde, sodass der Betreiber unter ihnen wählen konnte; zuerst {day}: {said}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: in {count} session(s) which run counts cannot be told from a declared rule; first {day}: {said}</source>
        <translation>
            <numerusform>Nicht geprüft: In {count} Sitzung lässt sich nicht aus einer erklärten Regel ablesen, welcher Lauf zählt; zuerst {day}: {said}</numerusform>
            <numerusform>Nicht geprüft: In {count} Sitzungen lässt sich nicht aus einer erklärten Regel ablesen, welcher Lauf zählt; zuerst {day}: {said}</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: the verified book holds no run line, so no session's counted run can be told.</source>
        <translation>Nicht geprüft: Das verifizierte Buch enthält keine Laufzeile, daher lässt sich für keine Sitzung sagen, welcher Lauf zählt.</translation>
    </message>
    <message numerus="yes">
        <source>In {count} session(s) the counted run's rule holds with a caveat; first {day}: {said}</source>
        <translation>
            <numerusform>In {count} Sitzung gilt die Regel des gezählten Laufs mit einem Vorbehalt; zuerst {day}: {said}</numerusform>
            <numerusform>In {count} Sitzungen gilt die Regel des gezählten Laufs mit einem Vorbehalt; zuerst {day}: {said}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} counted answer lines were sealed before their session's 09:30 New York open.</source>
        <translation>
            <numerusform>Die {count} gezählte Antwortzeile wurde vor der Eröffnung ihrer Sitzung um 09:30 New Yorker Zeit versiegelt.</numerusform>
            <numerusform>Alle {count} gezählten Antwortzeilen wurden vor der Eröffnung ihrer Sitzung um 09:30 New Yorker Zeit versiegelt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} counted answer lines were sealed before their session's 09:30 New York open, or after it with their own sealed reference (separate events: {separate}).</source>
        <translation>
            <numerusform>Die {count} gezählte Antwortzeile wurde vor der Eröffnung ihrer Sitzung um 09:30 New Yorker Zeit versiegelt, oder danach mit einer eigenen versiegelten Referenz (separate Ereignisse: {separate}).</numerusform>
            <numerusform>Alle {count} gezählten Antwortzeilen wurden vor der Eröffnung ihrer Sitzung um 09:30 New Yorker Zeit versiegelt, oder danach mit einer eigenen versiegelten Referenz (separate Ereignisse: {separate}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} counted answer line(s) sealed after the 09:30 New York open with no own reference in the book: {lines}.</source>
        <translation>
            <numerusform>{count} gezählte Antwortzeile wurde nach der Eröffnung um 09:30 New Yorker Zeit ohne eigene Referenz im Buch versiegelt: {lines}.</numerusform>
            <numerusform>{count} gezählte Antwortzeilen wurden nach der Eröffnung um 09:30 New Yorker Zeit ohne eigene Referenz im Buch versiegelt: {lines}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} counted answer line(s) sealed after the 09:30 New York open with no own reference in the book: {lines}, and {more} more.</source>
        <translation>
            <numerusform>{count} gezählte Antwortzeile wurde nach der Eröffnung um 09:30 New Yorker Zeit ohne eigene Referenz im Buch versiegelt: {lines} und {more} weitere.</numerusform>
            <numerusform>{count} gezählte Antwortzeilen wurden nach der Eröffnung um 09:30 New Yorker Zeit ohne eigene Referenz im Buch versiegelt: {lines} und {more} weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>line {line} (seat {seat}, run {run}, sealed {late} the open)</source>
        <translation>Zeile {line} (Sitz {seat}, Lauf {run}, {late} der Eröffnung versiegelt)</translation>
    </message>
    <message numerus="yes">
        <source>{count} answer line(s) were sealed after the open, and whether they count cannot be told without the declaration (asks.jsonl line 1); first: line {line}.</source>
        <translation>
            <numerusform>{count} Antwortzeile wurde nach der Eröffnung versiegelt, und ob sie zählt, lässt sich ohne die Erklärung (asks.jsonl Zeile 1) nicht sagen; erste: Zeile {line}.</numerusform>
            <numerusform>{count} Antwortzeilen wurden nach der Eröffnung versiegelt, und ob sie zählen, lässt sich ohne die Erklärung (asks.jsonl Zeile 1) nicht sagen; erste: Zeile {line}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The seal time of {count} counted answer line(s) is not established (first: line {line}), so the claim is not checked for them.</source>
        <translation>
            <numerusform>Die Versiegelungszeit von {count} gezählten Antwortzeile ist nicht festgestellt (erste: Zeile {line}), daher ist die Behauptung für sie nicht geprüft.</numerusform>
            <numerusform>Die Versiegelungszeit von {count} gezählten Antwortzeilen ist nicht festgestellt (erste: Zeile {line}), daher ist die Behauptung für sie nicht geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>No counted answer line in this book.</source>
        <translation>Keine gezählte Antwortzeile in diesem Buch.</translation>
    </message>
    <message>
        <source>The asks chain holds no outgoing ask (asks.jsonl not provided, or no ask lines), so runs asked and never sealed cannot be looked for.</source>
        <translation>Die Anfragekette enthält keine ausgehende Anfrage (asks.jsonl nicht mitgeliefert oder ohne Anfragezeilen), daher kann nicht nach angefragten, nie versiegelten Läufen gesucht werden.</translation>
    </message>
    <message numerus="yes">
        <source>Each of the {count} asks of the asks chain names a run line of the book; {missing} expected answers were not sealed (reported, not judged).</source>
        <translation>
            <numerusform>Die {count} Anfrage der Anfragekette nennt eine Laufzeile des Buchs; erwartete Antworten, die nicht versiegelt wurden: {missing} (berichtet, nicht bewertet).</numerusform>
            <numerusform>Jede der {count} Anfragen der Anfragekette nennt eine Laufzeile des Buchs; erwartete Antworten, die nicht versiegelt wurden: {missing} (berichtet, nicht bewertet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} run(s) were asked and never sealed in the book: {runs}. The operator could have asked again and kept the answers it liked (requirement 13).</source>
        <translation>
            <numerusform>{count} Lauf wurde angefragt und nie im Buch versiegelt: {runs}. Der Betreiber hätte erneut fragen und die Antworten behalten können, die ihm gefielen (Anforderung 13).</numerusform>
            <numerusform>{count} Läufe wurden angefragt und nie im Buch versiegelt: {runs}. Der Betreiber hätte erneut fragen und die Antworten behalten können, die ihm gefielen (Anforderung 13).</numerusform>
        </translation>
    </message>
    <message>
        <source>{run} asked at {at} (ask {sha}…)</source>
        <translation>{run}, angefragt um {at} (Anfrage {sha}…)</translation>
    </message>
    <message numerus="yes">
        <source>In {count} run(s) a seat answered that the register of expected answers did not name (first: run {run}, seats {seats}).</source>
        <translation>
            <numerusform>In {count} Lauf antwortete ein Sitz, den das Verzeichnis der erwarteten Antworten nicht nannte (erster: Lauf {run}, Sitze {seats}).</numerusform>
            <numerusform>In {count} Läufen antwortete ein Sitz, den das Verzeichnis der erwarteten Antworten nicht nannte (erster: Lauf {run}, Sitze {seats}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Event contract fixed before the ask; model, version and mode sealed in the answer line</source>
        <translation>Ereignisvertrag vor der Anfrage festgelegt; Modell, Version und Modus in der Antwortzeile versiegelt</translation>
    </message>
    <message>
        <source>A hash-chained, append-only book; ask and price snapshot hashed in the run</source>
        <translation>Ein hashverkettetes, nur wachsendes Buch; Anfrage und Preisschnappschuss im Lauf gehasht</translation>
    </message>
    <message>
        <source>The book's head anchored outside the operator at every run (level 2)</source>
        <translation>Der Kopf des Buchs bei jedem Lauf außerhalb des Betreibers verankert (Stufe 2)</translation>
    </message>
    <message>
        <source>One reference price per common event, after the seal</source>
        <translation>Ein Referenzpreis je gemeinsamem Ereignis, nach dem Siegel</translation>
    </message>
    <message>
        <source>Every run published, counted or not, with its label</source>
        <translation>Jeder Lauf veröffentlicht, gezählt oder nicht, mit seiner Kennzeichnung</translation>
    </message>
    <message>
        <source>The counted run fixed by a rule declared before the runs</source>
        <translation>Der gezählte Lauf durch eine vor den Läufen erklärte Regel festgelegt</translation>
    </message>
    <message>
        <source>The asked event scored by a strictly proper rule</source>
        <translation>Das angefragte Ereignis mit einer streng richtigen Regel bewertet</translation>
    </message>
    <message>
        <source>Empty cells and missing answers reported beside every score</source>
        <translation>Leere Zellen und fehlende Antworten neben jeder Bewertung berichtet</translation>
    </message>
    <message>
        <source>The 50% benchmark and a sealed climatology beside every score</source>
        <translation>Der 50-%-Vergleichswert und eine versiegelte Klimatologie neben jeder Bewertung</translation>
    </message>
    <message>
        <source>Rankings only after a minimum of sessions, with session-clustered intervals</source>
        <translation>Ranglisten erst nach einer Mindestzahl von Sitzungen, mit nach Sitzung gruppierten Intervallen</translation>
    </message>
    <message>
        <source>Data and scoring code published; an immutable release with checksums</source>
        <translation>Daten und Bewertungscode veröffentlicht; eine unveränderliche Ausgabe mit Prüfsummen</translation>
    </message>
    <message>
        <source>Each answer sealed on arrival; a time-stamp token at every seal (2+)</source>
        <translation>Jede Antwort bei Ankunft versiegelt; ein Zeitstempel-Token bei jedem Siegel (2+)</translation>
    </message>
    <message>
        <source>Each outgoing ask's hash sealed when sent, with the expected answers (2+)</source>
        <translation>Der Hash jeder ausgehenden Anfrage beim Senden versiegelt, mit den erwarteten Antworten (2+)</translation>
    </message>
    <message>
        <source>Every consensus shown with its count, mean correlation and N_eff</source>
        <translation>Jeder Konsens mit seiner Anzahl, mittleren Korrelation und N_eff gezeigt</translation>
    </message>
    <message>
        <source>A methodology change opens a new segment; corrections are appended</source>
        <translation>Eine Methodenänderung eröffnet ein neues Segment; Korrekturen werden angehängt</translation>
    </message>
    <message>
        <source>Readers who forecast are assigned once, counted once, never tracked</source>
        <translation>Prognostizierende Leser einmal zugewiesen, einmal gezählt, nie verfolgt</translation>
    </message>
    <message>
        <source>The diagnostics of Sections 4 to 6 reported beside the scores</source>
        <translation>Die Diagnosen der Abschnitte 4 bis 6 neben den Bewertungen berichtet</translation>
    </message>
    <message>
        <source>The check behind this requirement did not run.</source>
        <translation>Die Prüfung hinter dieser Anforderung lief nicht.</translation>
    </message>
    <message>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>The book holds no answer line to judge this by.</source>
        <translation>Das Buch enthält keine Antwortzeile, an der dies zu beurteilen wäre.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} answer lines seal their model (or a salted commitment to it); the event contract's own fields are checked by the league's conformance script, which this app does not run.</source>
        <translation>
            <numerusform>Die {count} Antwortzeile versiegelt ihr Modell (oder eine gesalzene Festlegung darauf); die Felder des Ereignisvertrags selbst prüft das Konformitätsskript der Liga, das diese App nicht ausführt.</numerusform>
            <numerusform>Alle {count} Antwortzeilen versiegeln ihr Modell (oder eine gesalzene Festlegung darauf); die Felder des Ereignisvertrags selbst prüft das Konformitätsskript der Liga, das diese App nicht ausführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} answer line(s) seal no model and no commitment to one (first: line {line}).</source>
        <translation>
            <numerusform>{count} Antwortzeile versiegelt weder ein Modell noch eine Festlegung darauf (erste: Zeile {line}).</numerusform>
            <numerusform>{count} Antwortzeilen versiegeln weder ein Modell noch eine Festlegung darauf (erste: Zeile {line}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the {count} asks of the asks chain names a run line of the book.</source>
        <translation>
            <numerusform>Die {count} Anfrage der Anfragekette nennt eine Laufzeile des Buchs.</numerusform>
            <numerusform>Jede der {count} Anfragen der Anfragekette nennt eine Laufzeile des Buchs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} run(s) were asked and never sealed in the book.</source>
        <translation>
            <numerusform>{count} Lauf wurde angefragt und nie im Buch versiegelt.</numerusform>
            <numerusform>{count} Läufe wurden angefragt und nie im Buch versiegelt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rule declared at asks.jsonl line {line} was sealed at {declared}, before the runs it governs.</source>
        <translation>Die in asks.jsonl Zeile {line} erklärte Regel wurde um {declared} versiegelt, vor den Läufen, für die sie gilt.</translation>
    </message>
    <message>
        <source>The rule declared at asks.jsonl line {line} ({declared}) is sealed after a run of {day} that it claims to govern: a rule applied after the runs does not meet the requirement.</source>
        <translation>Die in asks.jsonl Zeile {line} ({declared}) erklärte Regel ist nach einem Lauf vom {day} versiegelt, für den sie gelten soll: Eine nach den Läufen angewandte Regel erfüllt die Anforderung nicht.</translation>
    </message>
    <message>
        <source>No session from 2026-10-21 has a run to which a declared rule applies.</source>
        <translation>Keine Sitzung ab dem 2026-10-21 hat einen Lauf, für den eine erklärte Regel gilt.</translation>
    </message>
    <message>
        <source>Arrival to seal: median {median}, longest {longest}; the protocol declares no limit, so this is shown, not judged.</source>
        <translation>Ankunft bis Siegel: Median {median}, längste {longest}; das Protokoll erklärt keine Grenze, daher wird dies gezeigt, nicht bewertet.</translation>
    </message>
    <message numerus="yes">
        <source>{count} answer(s) waited longer than the declared {limit} between arrival and seal (first: line {line}; median {median}, longest {longest}).</source>
        <translation>
            <numerusform>{count} Antwort wartete länger als die erklärten {limit} zwischen Ankunft und Siegel (erste: Zeile {line}; Median {median}, längste {longest}).</numerusform>
            <numerusform>{count} Antworten warteten länger als die erklärten {limit} zwischen Ankunft und Siegel (erste: Zeile {line}; Median {median}, längste {longest}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Every answer was sealed within the declared {limit} of its arrival (median {median}, longest {longest}).</source>
        <translation>Jede Antwort wurde innerhalb der erklärten {limit} nach ihrer Ankunft versiegelt (Median {median}, längste {longest}).</translation>
    </message>
    <message numerus="yes">
        <source>All {count} asks are sealed in the asks chain with their register of expected answers.</source>
        <translation>
            <numerusform>Die {count} Anfrage ist mit ihrem Verzeichnis der erwarteten Antworten in der Anfragekette versiegelt.</numerusform>
            <numerusform>Alle {count} Anfragen sind mit ihrem Verzeichnis der erwarteten Antworten in der Anfragekette versiegelt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ask(s) carry no register of expected answers (seats, markets, horizons, deadline).</source>
        <translation>
            <numerusform>{count} Anfrage trägt kein Verzeichnis der erwarteten Antworten (Sitze, Märkte, Horizonte, Frist).</numerusform>
            <numerusform>{count} Anfragen tragen kein Verzeichnis der erwarteten Antworten (Sitze, Märkte, Horizonte, Frist).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checkable from a bundle: the league's published score pages must show them. This app reports the missing answers it finds, run by run (the check 'Every asked run sealed, with its roster').</source>
        <translation>Aus einem Bündel nicht prüfbar: Die veröffentlichten Bewertungsseiten der Liga müssen sie zeigen. Diese App berichtet die fehlenden Antworten, die sie findet, Lauf für Lauf (die Prüfung „Jeder angefragte Lauf versiegelt, mit seiner Besetzung“).</translation>
    </message>
    <message>
        <source>Checked by the statistics, not the walk: the Statistics tab (stats --json, climatology) recomputes the climatology's content hash.</source>
        <translation>Von der Statistik geprüft, nicht vom Prüfgang: Der Tab Statistik (stats --json, climatology) berechnet den Inhalts-Hash der Klimatologie neu.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: it concerns the league's published rankings. The Statistics tab applies the 30/10 rule itself.</source>
        <translation>Aus einem Bündel nicht prüfbar: Es betrifft die veröffentlichten Ranglisten der Liga. Der Tab Statistik wendet die 30/10-Regel selbst an.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: it concerns the league's published consensus. The Statistics tab shows the count, correlation and N_eff beside its own.</source>
        <translation>Aus einem Bündel nicht prüfbar: Es betrifft den veröffentlichten Konsens der Liga. Der Tab Statistik zeigt Anzahl, Korrelation und N_eff neben seinem eigenen.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle alone: the methodology versions sealed in the run lines and the correction lines of the book show it to a reader.</source>
        <translation>Aus einem Bündel allein nicht prüfbar: Die in den Laufzeilen versiegelten Methodenversionen und die Korrekturzeilen des Buchs zeigen es einem Leser.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: no readers' forecasts are in it.</source>
        <translation>Aus einem Bündel nicht prüfbar: Es enthält keine Prognosen von Lesern.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: it concerns the league's published reports.</source>
        <translation>Aus einem Bündel nicht prüfbar: Es betrifft die veröffentlichten Berichte der Liga.</translation>
    </message>
    <message>
        <source>no run named</source>
        <translation>kein Lauf genannt</translation>
    </message>
    <message>
        <source>the declaration (asks.jsonl line 1) was not provided</source>
        <translation>die Erklärung (asks.jsonl, Zeile 1) wurde nicht bereitgestellt</translation>
    </message>
    <message>
        <source>no line of the asks chain declares which run counts (the paper seals that declaration as the chain's first line): no run counts</source>
        <translation>keine Zeile der Anfragekette erklärt, welcher Lauf zählt (das Paper versiegelt diese Erklärung als erste Zeile der Kette): kein Lauf zählt</translation>
    </message>
    <message>
        <source>no counted-run rule could be read from the asks chain: {why}</source>
        <translation>aus der Anfragekette ließ sich keine Regel für den gezählten Lauf lesen: {why}</translation>
    </message>
    <message>
        <source>the rule declared at asks.jsonl line {line} governs only from {day}</source>
        <translation>die in asks.jsonl Zeile {line} erklärte Regel gilt erst ab dem {day}</translation>
    </message>
    <message>
        <source>counted run</source>
        <translation>gezählter Lauf</translation>
    </message>
    <message>
        <source>not the counted run; left out</source>
        <translation>nicht der gezählte Lauf; ausgelassen</translation>
    </message>
    <message>
        <source>the counted run of {day} is {run}</source>
        <translation>der gezählte Lauf vom {day} ist {run}</translation>
    </message>
    <message>
        <source>development session {day}: no run was sealed before the 09:30 New York open, so no run counts (the rule of Section 3.4)</source>
        <translation>Entwicklungssitzung {day}: Vor der Eröffnung um 09:30 New Yorker Zeit wurde kein Lauf versiegelt, daher zählt kein Lauf (die Regel aus Abschnitt 3.4)</translation>
    </message>
    <message>
        <source>development session: counted run {run}, the last run sealed before the 09:30 New York open (the rule of Section 3.4, applied after the runs)</source>
        <translation>Entwicklungssitzung: gezählter Lauf {run}, der letzte vor der Eröffnung um 09:30 New Yorker Zeit versiegelte Lauf (die Regel aus Abschnitt 3.4, nach den Läufen angewandt)</translation>
    </message>
    <message>
        <source>counted run {run} by the rule declared at asks.jsonl line {line} ({at}), sealed before the run</source>
        <translation>gezählter Lauf {run} nach der in asks.jsonl Zeile {line} ({at}) erklärten Regel, versiegelt vor dem Lauf</translation>
    </message>
    <message>
        <source>not the counted run ({run} counts, by the rule declared at asks.jsonl line {line}, {at}, sealed before the run); left out</source>
        <translation>nicht der gezählte Lauf ({run} zählt, nach der in asks.jsonl Zeile {line}, {at}, erklärten Regel, versiegelt vor dem Lauf); ausgelassen</translation>
    </message>
    <message>
        <source>the rule declared at asks.jsonl line {line} ({at}) is not sealed before the run it governs ({run}, {run_at}): no rule was declared before the runs</source>
        <translation>die in asks.jsonl Zeile {line} ({at}) erklärte Regel ist nicht vor dem Lauf versiegelt, für den sie gilt ({run}, {run_at}): Vor den Läufen wurde keine Regel erklärt</translation>
    </message>
    <message>
        <source>no run of {day} was sealed in the declared {slot} slot ({start} to {end}): no run counts</source>
        <translation>kein Lauf vom {day} wurde im erklärten Zeitfenster {slot} versiegelt ({start} bis {end}): kein Lauf zählt</translation>
    </message>
    <message>
        <source>an authority ({tsa}) signed the declaration at {time} (list {seal}), before the run</source>
        <translation>eine Zeitstempelstelle ({tsa}) hat die Erklärung um {time} signiert (Liste {seal}), vor dem Lauf</translation>
    </message>
    <message>
        <source>the first signed time over the declaration ({tsa}, {time}, list {seal}) is not before the run: the order rests on the chain's own times (level 1)</source>
        <translation>die erste signierte Zeit über der Erklärung ({tsa}, {time}, Liste {seal}) liegt nicht vor dem Lauf: Die Reihenfolge beruht auf den eigenen Zeiten der Kette (Stufe 1)</translation>
    </message>
    <message>
        <source>no signed time covers the declaration: the order rests on the chain's own times (level 1)</source>
        <translation>keine signierte Zeit deckt die Erklärung ab: Die Reihenfolge beruht auf den eigenen Zeiten der Kette (Stufe 1)</translation>
    </message>
    <message>
        <source>within the run the first well-formed answer of each seat counts from session {session}, by the rule declared at asks.jsonl line {line} ({at}), sealed before the run</source>
        <translation>innerhalb des Laufs zählt ab Sitzung {session} die erste wohlgeformte Antwort jedes Sitzes, nach der in asks.jsonl Zeile {line} ({at}) erklärten Regel, versiegelt vor dem Lauf</translation>
    </message>
    <message>
        <source>the rule within the run declared at asks.jsonl line {line} ({at}) is not sealed before the run it governs ({run}, {run_at})</source>
        <translation>die in asks.jsonl Zeile {line} ({at}) erklärte Regel innerhalb des Laufs ist nicht vor dem Lauf versiegelt, für den sie gilt ({run}, {run_at})</translation>
    </message>
    <message>
        <source>which answer of a seat counts within the run is not declared in the asks chain (the paper declares it at asks.jsonl line {line}, from session 11): not checked</source>
        <translation>welche Antwort eines Sitzes innerhalb des Laufs zählt, ist in der Anfragekette nicht erklärt (das Paper erklärt es in asks.jsonl Zeile {line}, ab Sitzung 11): nicht geprüft</translation>
    </message>
    <message>
        <source>the declaration at asks.jsonl line {line} does not keep the chain's rules, so it is not read</source>
        <translation>die Erklärung in asks.jsonl Zeile {line} hält die Regeln der Kette nicht ein und wird daher nicht gelesen</translation>
    </message>
    <message>
        <source>the declaration at asks.jsonl line {line} names no slot of its schedule, no start day or no time in a known zone</source>
        <translation>die Erklärung in asks.jsonl Zeile {line} nennt kein Zeitfenster ihres Plans, keinen Starttag oder keine Uhrzeit in einer bekannten Zeitzone</translation>
    </message>
    <message>
        <source>the declaration at asks.jsonl line {line} does not say which answer counts from which session in a form this app reads</source>
        <translation>die Erklärung in asks.jsonl Zeile {line} sagt nicht in einer Form, die diese App liest, welche Antwort ab welcher Sitzung zählt</translation>
    </message>
    <message>
        <source>more than {count} declaration lines: the rest were not read</source>
        <translation>mehr als {count} Erklärungszeilen: Der Rest wurde nicht gelesen</translation>
    </message>
    <message>
        <source>the asks chain could not be read to its end</source>
        <translation>die Anfragekette ließ sich nicht bis zu ihrem Ende lesen</translation>
    </message>
    <message>
        <source>The public log took this list's fingerprint at {time} (position {position}); its signatures check out ({where}).</source>
        <translation>Das öffentliche Log hat den Fingerabdruck dieser Liste um {time} aufgenommen (Position {position}); seine Signaturen halten der Prüfung stand ({where}).</translation>
    </message>
    <message>
        <source>The public log holds this list's fingerprint (position {position}; its signatures check out, {where}), but this log signs no time: the seal's time comes from its time-stamp tokens alone.</source>
        <translation>Das öffentliche Log enthält den Fingerabdruck dieser Liste (Position {position}; seine Signaturen halten der Prüfung stand, {where}), aber dieses Log signiert keine Zeit: Die Zeit des Siegels stammt allein aus seinen Zeitstempeln.</translation>
    </message>
    <message>
        <source>The public log holds this list's fingerprint (position {position}; {where}), but no signature covers the time the entry gives ({time}): its signed entry timestamp is missing, so that time proves nothing about when the list existed.</source>
        <translation>Das öffentliche Log enthält den Fingerabdruck dieser Liste (Position {position}; {where}), aber keine Signatur deckt die Zeit, die der Eintrag nennt ({time}): Sein signierter Eintragszeitstempel fehlt, also beweist diese Zeit nichts darüber, wann die Liste bestand.</translation>
    </message>
    <message numerus="yes">
        <source>The log names {count} more entries for this list that were not fetched (only the first {taken} are), so not every entry was checked.</source>
        <translation>
            <numerusform>Das Log nennt {count} weiteren Eintrag für diese Liste, der nicht abgerufen wurde (nur die ersten {taken}), also wurde nicht jeder Eintrag geprüft.</numerusform>
            <numerusform>Das Log nennt {count} weitere Einträge für diese Liste, die nicht abgerufen wurden (nur die ersten {taken}), also wurde nicht jeder Eintrag geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fails: {problem} ({where}, position {position}).</source>
        <translation>Scheitert: {problem} ({where}, Position {position}).</translation>
    </message>
    <message>
        <source>But {warning}.</source>
        <translation>Aber: {warning}.</translation>
    </message>
    <message>
        <source>the log</source>
        <translation>das Log</translation>
    </message>
    <message>
        <source>the log's answer saved in the bundle</source>
        <translation>die im Bündel gespeicherte Antwort des Logs</translation>
    </message>
    <message>
        <source>the log's answer saved earlier on this computer</source>
        <translation>die früher auf diesem Computer gespeicherte Antwort des Logs</translation>
    </message>
    <message numerus="yes">
        <source>The trusted root in use was taken {age} days ago: a newer log key may be missing from it.</source>
        <translation>
            <numerusform>Die verwendete vertrauenswürdige Wurzel wurde vor {age} Tag bezogen: Ein neuerer Log-Schlüssel könnte darin fehlen.</numerusform>
            <numerusform>Die verwendete vertrauenswürdige Wurzel wurde vor {age} Tagen bezogen: Ein neuerer Log-Schlüssel könnte darin fehlen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no log entry of this bundle names a signer key.</source>
        <translation>Nicht geprüft: Kein Log-Eintrag dieses Bündels nennt einen Signaturschlüssel.</translation>
    </message>
    <message>
        <source>Not checked: no log entry of this bundle was verified.</source>
        <translation>Nicht geprüft: Kein Log-Eintrag dieses Bündels wurde verifiziert.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} log entries are signed by the same key, fingerprint {key}.</source>
        <translation>
            <numerusform>Der {count} Log-Eintrag ist mit dem Schlüssel mit Fingerabdruck {key} signiert.</numerusform>
            <numerusform>Alle {count} Log-Einträge sind mit demselben Schlüssel signiert, Fingerabdruck {key}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {total} log entries are signed by the key with fingerprint {key}.</source>
        <translation>
            <numerusform>{count} von {total} Log-Eintrag ist mit dem Schlüssel mit Fingerabdruck {key} signiert.</numerusform>
            <numerusform>{count} von {total} Log-Einträgen sind mit dem Schlüssel mit Fingerabdruck {key} signiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) are signed by a different key: {seals} (the operator's key changed, or someone else logged those lists).</source>
        <translation>
            <numerusform>{count} Siegel ist mit einem anderen Schlüssel signiert: {seals} (der Schlüssel des Betreibers hat sich geändert, oder jemand anderes hat diese Liste eingetragen).</numerusform>
            <numerusform>{count} Siegel sind mit einem anderen Schlüssel signiert: {seals} (der Schlüssel des Betreibers hat sich geändert, oder jemand anderes hat diese Listen eingetragen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} entries name no signer that could be read.</source>
        <translation>
            <numerusform>{count} Eintrag nennt keinen lesbaren Unterzeichner.</numerusform>
            <numerusform>{count} Einträge nennen keinen lesbaren Unterzeichner.</numerusform>
        </translation>
    </message>
    <message>
        <source>size {size}, root {root}</source>
        <translation>Größe {size}, Wurzel {root}</translation>
    </message>
    <message>
        <source>Not checked: no verified log entry carries a signed checkpoint.</source>
        <translation>Nicht geprüft: Kein verifizierter Log-Eintrag trägt einen signierten Checkpoint.</translation>
    </message>
    <message>
        <source>The log's tree head ({head}) is the one seen before.</source>
        <translation>Der Baumkopf des Logs ({head}) ist der zuvor gesehene.</translation>
    </message>
    <message>
        <source>Not checked: working offline, so the log was not asked to prove that its tree of {small} entries is a prefix of its tree of {large}.</source>
        <translation>Nicht geprüft: Es wird offline gearbeitet, daher wurde das Log nicht gebeten zu beweisen, dass sein Baum mit {small} Einträgen ein Anfang seines Baums mit {large} ist.</translation>
    </message>
    <message>
        <source>Not checked: {reason}.</source>
        <translation>Nicht geprüft: {reason}.</translation>
    </message>
    <message>
        <source>The log only grew: its tree of {small} entries is a prefix of its tree of {large} (consistency proof verified; newest {newest}).</source>
        <translation>Das Log ist nur gewachsen: Sein Baum mit {small} Einträgen ist ein Anfang seines Baums mit {large} (Konsistenzbeweis verifiziert; neuester {newest}).</translation>
    </message>
    <message>
        <source>two different roots for one tree size</source>
        <translation>zwei verschiedene Wurzeln für eine Baumgröße</translation>
    </message>
    <message>
        <source>the log's consistency proof between them does not add up</source>
        <translation>der Konsistenzbeweis des Logs zwischen ihnen geht nicht auf</translation>
    </message>
    <message>
        <source>The log shows two histories ({why}): checkpoint {first} and checkpoint {second}.</source>
        <translation>Das Log zeigt zwei Geschichten ({why}): Checkpoint {first} und Checkpoint {second}.</translation>
    </message>
    <message>
        <source>Not checked: no log entry of this bundle names a signer, so there is no key to search the log for.</source>
        <translation>Nicht geprüft: Kein Log-Eintrag dieses Bündels nennt einen Unterzeichner, daher gibt es keinen Schlüssel, nach dem das Log durchsucht werden könnte.</translation>
    </message>
    <message>
        <source>Not checked: working offline, so the log was not asked for every entry the league's key signed.</source>
        <translation>Nicht geprüft: Es wird offline gearbeitet, daher wurde das Log nicht nach allen Einträgen gefragt, die der Schlüssel der Liga signiert hat.</translation>
    </message>
    <message>
        <source>The log holds an entry signed by the league's key for a list this bundle does not hold: log index {index}, logged at {time} (SHA-256 {sha256}). The operator logged something it did not publish.</source>
        <translation>Das Log enthält einen mit dem Schlüssel der Liga signierten Eintrag für eine Liste, die dieses Bündel nicht enthält: Log-Index {index}, eingetragen um {time} (SHA-256 {sha256}). Der Betreiber hat etwas eingetragen, das er nicht veröffentlicht hat.</translation>
    </message>
    <message numerus="yes">
        <source>{count} such entries in all.</source>
        <translation>
            <numerusform>Insgesamt {count} solcher Eintrag.</numerusform>
            <numerusform>Insgesamt {count} solche Einträge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked in full: {count} entries signed by the league's key were not fetched (too many).</source>
        <translation>
            <numerusform>Nicht vollständig geprüft: {count} mit dem Schlüssel der Liga signierter Eintrag wurde nicht abgerufen (zu viele).</numerusform>
            <numerusform>Nicht vollständig geprüft: {count} mit dem Schlüssel der Liga signierte Einträge wurden nicht abgerufen (zu viele).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: {count} entries signed by the league's key hold lists this bundle does not hold, and the log signed no time for them, so whether they fall in the season is not known.</source>
        <translation>
            <numerusform>Nicht geprüft: {count} mit dem Schlüssel der Liga signierter Eintrag enthält eine Liste, die dieses Bündel nicht enthält, und das Log hat für ihn keine Zeit signiert; ob er in die Saison fällt, ist also nicht bekannt.</numerusform>
            <numerusform>Nicht geprüft: {count} mit dem Schlüssel der Liga signierte Einträge enthalten Listen, die dieses Bündel nicht enthält, und das Log hat für sie keine Zeit signiert; ob sie in die Saison fallen, ist also nicht bekannt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} entries the league's key signed in the season are lists of this bundle.</source>
        <translation>
            <numerusform>Der {count} Eintrag, den der Schlüssel der Liga in der Saison signiert hat, ist eine Liste dieses Bündels.</numerusform>
            <numerusform>Alle {count} Einträge, die der Schlüssel der Liga in der Saison signiert hat, sind Listen dieses Bündels.</numerusform>
        </translation>
    </message>
    <message>
        <source>This bundle reaches no rung of the claims ladder: {evidence}</source>
        <translation>Dieses Bündel erreicht keine Stufe der Behauptungsleiter: {evidence}</translation>
    </message>
    <message>
        <source>This bundle reaches rung {number}, {name}.</source>
        <translation>Dieses Bündel erreicht Stufe {number}, {name}.</translation>
    </message>
    <message>
        <source>Not rung {number}: {evidence}</source>
        <translation>Nicht Stufe {number}: {evidence}</translation>
    </message>
    <message>
        <source>Rung(s) {numbers} are reached on their own, but a ladder is climbed from the bottom: they count only once rung {gap} is reached.</source>
        <translation>Stufe(n) {numbers} sind für sich erreicht, aber eine Leiter wird von unten erstiegen: Sie zählen erst, wenn Stufe {gap} erreicht ist.</translation>
    </message>
    <message>
        <source>published rules</source>
        <translation>veröffentlichte Regeln</translation>
    </message>
    <message>
        <source>files recomputed</source>
        <translation>Dateien neu berechnet</translation>
    </message>
    <message>
        <source>external commitment verified</source>
        <translation>externe Verpflichtung verifiziert</translation>
    </message>
    <message>
        <source>reconciled with an independent price source</source>
        <translation>mit einer unabhängigen Preisquelle abgeglichen</translation>
    </message>
    <message>
        <source>prospective paired evaluation frozen before its window</source>
        <translation>prospektive gepaarte Evaluierung, vor ihrem Fenster eingefroren</translation>
    </message>
    <message>
        <source>replication by a second pipeline</source>
        <translation>Replikation durch eine zweite Pipeline</translation>
    </message>
    <message>
        <source>Step {number} passed</source>
        <translation>Schritt {number} bestanden</translation>
    </message>
    <message>
        <source>Step {number} has a warning</source>
        <translation>Schritt {number} hat eine Warnung</translation>
    </message>
    <message>
        <source>Step {number} failed</source>
        <translation>Schritt {number} fehlgeschlagen</translation>
    </message>
    <message>
        <source>Step {number} was not checked</source>
        <translation>Schritt {number} nicht geprüft</translation>
    </message>
    <message>
        <source>step {number} passed</source>
        <translation>Schritt {number} bestanden</translation>
    </message>
    <message>
        <source>step {number} has a warning</source>
        <translation>Schritt {number} hat eine Warnung</translation>
    </message>
    <message>
        <source>step {number} failed</source>
        <translation>Schritt {number} fehlgeschlagen</translation>
    </message>
    <message>
        <source>step {number} was not checked</source>
        <translation>Schritt {number} nicht geprüft</translation>
    </message>
    <message>
        <source>{steps}.</source>
        <translation>{steps}.</translation>
    </message>
    <message>
        <source>{steps} (a warning does not count: it is not a check by a source you trust).</source>
        <translation>{steps} (eine Warnung zählt nicht: Sie ist keine Prüfung durch eine Quelle, der Sie vertrauen).</translation>
    </message>
    <message>
        <source>arena-protocol.json is not a JSON object.</source>
        <translation>arena-protocol.json ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>arena-protocol.json is present ({version}).</source>
        <translation>arena-protocol.json ist vorhanden ({version}).</translation>
    </message>
    <message>
        <source>No independent price file was given.</source>
        <translation>Es wurde keine unabhängige Preisdatei angegeben.</translation>
    </message>
    <message>
        <source>The registered benchmark cannot be used: {reason}</source>
        <translation>Der registrierte Vergleichsmaßstab kann nicht verwendet werden: {reason}</translation>
    </message>
    <message>
        <source>The climatology hashes to {recomputed}…, not the value the paper printed before the window ({paper}…): it was not frozen by the registration.</source>
        <translation>Die Klimatologie hat den Hash {recomputed}…, nicht den Wert, den das Paper vor dem Fenster gedruckt hat ({paper}…): Sie wurde durch die Registrierung nicht eingefroren.</translation>
    </message>
    <message>
        <source>Read the estimate below with care: it is computed against a benchmark the registration did not fix. {why}</source>
        <translation>Lesen Sie die Schätzung unten mit Vorsicht: Sie wird gegen einen Vergleichsmaßstab berechnet, den die Registrierung nicht festgelegt hat. {why}</translation>
    </message>
    <message>
        <source>The registered window (from session 11) has no resolved session yet.</source>
        <translation>Das registrierte Fenster (ab Sitzung 11) hat noch keine aufgelöste Sitzung.</translation>
    </message>
    <message>
        <source>Benchmark hash equals the paper's; {label}</source>
        <translation>Der Hash des Vergleichsmaßstabs entspricht dem des Papers; {label}</translation>
    </message>
    <message>
        <source>A single bundle cannot show a second, independent pipeline; this app's recount recomputes, it does not replicate.</source>
        <translation>Ein einzelnes Bündel kann keine zweite, unabhängige Pipeline zeigen; die Nachzählung dieser App berechnet neu, sie repliziert nicht.</translation>
    </message>
    <message>
        <source>the file starts with a byte-order mark, so its bytes are not the ones that were stamped (an editor or a converter added it)</source>
        <translation>die Datei beginnt mit einer Bytereihenfolge-Markierung, daher sind ihre Bytes nicht die gestempelten (ein Editor oder Konverter hat sie hinzugefügt)</translation>
    </message>
    <message>
        <source>the line endings were rewritten to Windows style (CRLF), so the bytes no longer match the stamped book; a copy that rewrites line endings fails by design</source>
        <translation>die Zeilenenden wurden auf Windows-Art (CRLF) umgeschrieben, daher stimmen die Bytes nicht mehr mit dem gestempelten Buch überein; eine Kopie, die Zeilenenden umschreibt, scheitert absichtlich</translation>
    </message>
    <message>
        <source>the line is not valid UTF-8 text: bytes were damaged or re-encoded</source>
        <translation>die Zeile ist kein gültiger UTF-8-Text: Bytes wurden beschädigt oder umkodiert</translation>
    </message>
    <message>
        <source>the line is not a readable JSON object</source>
        <translation>die Zeile ist kein lesbares JSON-Objekt</translation>
    </message>
    <message>
        <source>the line is far longer than any book line can be; the file is damaged or not a book</source>
        <translation>die Zeile ist weit länger, als eine Buchzeile sein kann; die Datei ist beschädigt oder kein Buch</translation>
    </message>
    <message>
        <source>the line lacks the bookkeeping fields n, prev, seal and link</source>
        <translation>der Zeile fehlen die Buchungsfelder n, prev, seal und link</translation>
    </message>
    <message>
        <source>the line's number n does not match its position: lines were dropped, added or moved</source>
        <translation>die Nummer n der Zeile passt nicht zu ihrer Position: Zeilen wurden entfernt, hinzugefügt oder verschoben</translation>
    </message>
    <message>
        <source>the line does not point to the line before it (prev differs from that line's link): lines were dropped, added or moved</source>
        <translation>die Zeile verweist nicht auf die Zeile davor (prev weicht von deren link ab): Zeilen wurden entfernt, hinzugefügt oder verschoben</translation>
    </message>
    <message>
        <source>the line's content does not match its seal: something in it was changed after it was sealed</source>
        <translation>der Inhalt der Zeile passt nicht zu ihrem Siegel: Etwas darin wurde nach dem Versiegeln geändert</translation>
    </message>
    <message>
        <source>the line's link does not match: its number, prev or seal were changed</source>
        <translation>das Kettenglied (link) der Zeile passt nicht: ihre Nummer, prev oder ihr Siegel wurden geändert</translation>
    </message>
    <message>
        <source>the line holds an escaped lone surrogate (such as \ud800), which is not text: it cannot be written as UTF-8, so its seal and link cannot be recomputed by the paper's rule</source>
        <translation>die Zeile enthält ein maskiertes einzelnes Surrogat (etwa \ud800), das kein Text ist: Es lässt sich nicht als UTF-8 schreiben, daher können Siegel und Kettenglied nicht nach der Regel des Papers nachgerechnet werden</translation>
    </message>
    <message>
        <source>the line names the same field twice with different values, so two readers could see two different lines under one hash</source>
        <translation>die Zeile nennt dasselbe Feld zweimal mit verschiedenen Werten, sodass zwei Leser unter einem Hashwert zwei verschiedene Zeilen sehen könnten</translation>
    </message>
    <message>
        <source>{path} is inside the bundle being checked ({tree}), and {what} is written beside a bundle, never into it: choose a place outside it.</source>
        <translation>{path} liegt in dem Bündel, das geprüft wird ({tree}), und {what} wird neben ein Bündel geschrieben, nie hinein: Wählen Sie einen Ort außerhalb davon.</translation>
    </message>
    <message>
        <source>an evidence pack</source>
        <translation>ein Belegpaket</translation>
    </message>
    <message>
        <source>a witness statement</source>
        <translation>eine Zeugenerklärung</translation>
    </message>
    <message>
        <source>a report</source>
        <translation>ein Bericht</translation>
    </message>
    <message>
        <source>a chart</source>
        <translation>ein Diagramm</translation>
    </message>
    <message>
        <source>No files were given to verify.</source>
        <translation>Es wurden keine Dateien zum Prüfen angegeben.</translation>
    </message>
    <message>
        <source>The files given are empty: there is nothing to verify.</source>
        <translation>Die angegebenen Dateien sind leer: Es gibt nichts zu prüfen.</translation>
    </message>
    <message>
        <source>{path} does not exist (check the name and the folder).</source>
        <translation>{path} existiert nicht (prüfen Sie Namen und Ordner).</translation>
    </message>
    <message>
        <source>{path} cannot be opened ({error}).</source>
        <translation>{path} lässt sich nicht öffnen ({error}).</translation>
    </message>
    <message>
        <source>{path} is not a file or a folder (it is a pipe, a device or a socket), so it cannot be verified.</source>
        <translation>{path} ist weder eine Datei noch ein Ordner (sondern eine Pipe, ein Gerät oder ein Socket) und lässt sich daher nicht prüfen.</translation>
    </message>
    <message>
        <source>{path} cannot be read: you have no permission to read it.</source>
        <translation>{path} lässt sich nicht lesen: Sie haben keine Leseberechtigung.</translation>
    </message>
    <message>
        <source>{label} is not a readable zip file ({error}).</source>
        <translation>{label} ist keine lesbare ZIP-Datei ({error}).</translation>
    </message>
    <message>
        <source>{label} holds {count} files, more than the {limit} a league's bundle can have; it was not opened.</source>
        <translation>{label} enthält {count} Dateien, mehr als die {limit}, die das Bündel einer Liga haben kann; es wurde nicht geöffnet.</translation>
    </message>
    <message>
        <source>{label} would unpack to {total} bytes, more than the {limit} a league's bundle can have; it was not opened.</source>
        <translation>{label} würde entpackt {total} Bytes ergeben, mehr als die {limit}, die das Bündel einer Liga haben kann; es wurde nicht geöffnet.</translation>
    </message>
    <message>
        <source>Two files land on the same place {path}: {first} and {second}. A program that unpacks or copies them keeps only one, and which one differs from program to program, so this bundle cannot be verified as it is. Ask for a copy in which every file appears once.</source>
        <translation>Zwei Dateien landen an derselben Stelle {path}: {first} und {second}. Ein Programm, das sie entpackt oder kopiert, behält nur eine, und welche, ist von Programm zu Programm verschieden; daher lässt sich dieses Bündel so nicht prüfen. Bitten Sie um eine Kopie, in der jede Datei nur einmal vorkommt.</translation>
    </message>
    <message>
        <source>{path} is {size} bytes, larger than the {limit} bytes such a file can be; it was not read.</source>
        <translation>{path} hat {size} Bytes, mehr als die {limit} Bytes, die eine solche Datei haben kann; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>{path} cannot be read any more ({error}).</source>
        <translation>{path} lässt sich nicht mehr lesen ({error}).</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}).</source>
        <translation>{path} lässt sich nicht lesen ({error}).</translation>
    </message>
    <message>
        <source>Nothing in {label} can be verified: no book, stamped list, ask text or code list was recognised.</source>
        <translation>Nichts in {label} lässt sich prüfen: Weder ein Buch noch eine gestempelte Liste, ein Fragetext oder eine Codeliste wurde erkannt.</translation>
    </message>
    <message>
        <source>council-forecasts.csv was not provided: there are no forecast rows to compute statistics from.</source>
        <translation>council-forecasts.csv wurde nicht bereitgestellt: Es gibt keine Prognosezeilen, aus denen sich Statistiken berechnen lassen.</translation>
    </message>
    <message>
        <source>The book (council-book.jsonl) was not provided, so no forecast row can be verified.</source>
        <translation>Das Buch (council-book.jsonl) wurde nicht bereitgestellt, daher lässt sich keine Prognosezeile prüfen.</translation>
    </message>
    <message>
        <source>Checking {what}</source>
        <translation>{what} wird geprüft</translation>
    </message>
    <message numerus="yes">
        <source>time anchors {done} of {total}</source>
        <translation>
            <numerusform>Zeitanker {done} von {total}</numerusform>
            <numerusform>Zeitanker {done} von {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking asks, code and the lines' properties</source>
        <translation>Anfragen, Code und die Eigenschaften der Zeilen werden geprüft</translation>
    </message>
    <message>
        <source>Recounting the published figures</source>
        <translation>Die veröffentlichten Zahlen werden nachgerechnet</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>and compare with the paper's printed values</source>
        <translation>und mit den im Paper gedruckten Werten vergleichen</translation>
    </message>
    <message>
        <source>or: ots info &lt;HHMMSS&gt;Z.txt.ots</source>
        <translation>oder: ots info &lt;HHMMSS&gt;Z.txt.ots</translation>
    </message>
    <message>
        <source>compare with arena-code.json</source>
        <translation>mit arena-code.json vergleichen</translation>
    </message>
    <message>
        <source>max(at, booked_at) before 09:30 New York</source>
        <translation>max(at, booked_at) vor 09:30 New Yorker Zeit</translation>
    </message>
    <message>
        <source>each hash must be a run line's ask_sha256 in council-book.jsonl</source>
        <translation>jeder Hash muss der ask_sha256 einer Laufzeile in council-book.jsonl sein</translation>
    </message>
    <message>
        <source>equals the line's commitment</source>
        <translation>gleicht der Festlegung der Zeile</translation>
    </message>
    <message>
        <source>1,000</source>
        <translation>1.000</translation>
    </message>
    <message>
        <source>0.5</source>
        <translation>0,5</translation>
    </message>
    <message>
        <source>the file is over {limit} bytes, far larger than any time-stamp.</source>
        <translation>die Datei ist größer als {limit} Bytes, weit größer als jeder Zeitstempel.</translation>
    </message>
    <message>
        <source>the signed content is not a time-stamp.</source>
        <translation>der signierte Inhalt ist kein Zeitstempel.</translation>
    </message>
    <message>
        <source>the file is damaged or is not an RFC 3161 time-stamp.</source>
        <translation>die Datei ist beschädigt oder kein RFC-3161-Zeitstempel.</translation>
    </message>
    <message>
        <source>the authority refused the request (status {status}).</source>
        <translation>die Zeitstempelstelle hat die Anfrage abgelehnt (Status {status}).</translation>
    </message>
    <message>
        <source>the authority refused the request (status {status}: {text}).</source>
        <translation>die Zeitstempelstelle hat die Anfrage abgelehnt (Status {status}: {text}).</translation>
    </message>
    <message>
        <source>the reply holds no time-stamp.</source>
        <translation>die Antwort enthält keinen Zeitstempel.</translation>
    </message>
    <message>
        <source>the reply's time-stamp is not a signed object.</source>
        <translation>der Zeitstempel der Antwort ist kein signiertes Objekt.</translation>
    </message>
    <message>
        <source>its time ({written}) is not a valid date and time.</source>
        <translation>seine Zeit ({written}) ist kein gültiges Datum mit Uhrzeit.</translation>
    </message>
    <message>
        <source>its time ({written}) is not written in UTC, as RFC 3161 requires.</source>
        <translation>seine Zeit ({written}) ist nicht in UTC geschrieben, wie RFC 3161 es verlangt.</translation>
    </message>
    <message>
        <source>its time ({written}, that is year {year}) is not a real time-stamp time (years {first} to {last} are accepted).</source>
        <translation>seine Zeit ({written}, also das Jahr {year}) ist keine echte Zeitstempel-Zeit (die Jahre {first} bis {last} werden angenommen).</translation>
    </message>
    <message>
        <source>its stated accuracy is not valid (RFC 3161 allows whole seconds and 1 to 999 milliseconds and microseconds).</source>
        <translation>seine angegebene Genauigkeit ist ungültig (RFC 3161 erlaubt ganze Sekunden sowie 1 bis 999 Millisekunden und Mikrosekunden).</translation>
    </message>
    <message>
        <source>it has a structure this verifier cannot check.</source>
        <translation>er hat einen Aufbau, den diese Prüfung nicht prüfen kann.</translation>
    </message>
    <message>
        <source>{file} in the proof folder could not be read as a certificate and was left out (openssl ts -verify -untrusted would stop at it); the token was checked with the certificates it carries and the folder's other files.</source>
        <translation>{file} im Nachweisordner ließ sich nicht als Zertifikat lesen und wurde ausgelassen (openssl ts -verify -untrusted bliebe an dieser Datei stehen); der Zeitstempel wurde mit den Zertifikaten geprüft, die er selbst enthält, und mit den übrigen Dateien des Ordners.</translation>
    </message>
    <message>
        <source>it names the hash {algorithm}, which is too weak or unknown to bind the list (SHA-256, SHA-384 or SHA-512 are accepted).</source>
        <translation>er nennt den Hash {algorithm}, der zu schwach oder unbekannt ist, um die Liste zu binden (SHA-256, SHA-384 oder SHA-512 werden angenommen).</translation>
    </message>
    <message>
        <source>it was issued for other content: its {algorithm} imprint is not the hash of this stamped list.</source>
        <translation>er wurde für einen anderen Inhalt ausgestellt: sein {algorithm}-Abdruck ist nicht der Hash dieser gestempelten Liste.</translation>
    </message>
    <message>
        <source>it has {count} signatures instead of exactly one.</source>
        <translation>er hat {count} Signaturen statt genau einer.</translation>
    </message>
    <message>
        <source>the certificate of the authority that signed it is neither inside the token nor in the proof folder's tsa/ files.</source>
        <translation>das Zertifikat der Zeitstempelstelle, die ihn signiert hat, ist weder im Zeitstempel noch in den tsa/-Dateien des Nachweisordners.</translation>
    </message>
    <message>
        <source>its signer ({signer}) does not lead to any root certificate you trust, valid at the time the token names.</source>
        <translation>sein Unterzeichner ({signer}) führt zu keinem Wurzelzertifikat, dem Sie vertrauen und das zu der Zeit gültig war, die der Zeitstempel nennt.</translation>
    </message>
    <message>
        <source>its signer ({signer}) does not lead to any root certificate you trust: the certificate chain is incomplete, as no certificate for the issuer '{issuer}' was given; add it with --untrusted or in Settings (or, if it is the authority's root and you trust it, as a trust root).</source>
        <translation>sein Unterzeichner ({signer}) führt zu keinem Wurzelzertifikat, dem Sie vertrauen: Die Zertifikatskette ist unvollständig, denn für den Aussteller '{issuer}' wurde kein Zertifikat angegeben; fügen Sie es mit --untrusted oder in den Einstellungen hinzu (oder, wenn es die Wurzel der Zeitstempelstelle ist und Sie ihr vertrauen, als Vertrauensanker).</translation>
    </message>
    <message>
        <source>its signature does not match its content, so it was altered or not made with the authority's key.</source>
        <translation>seine Signatur passt nicht zu seinem Inhalt: Er wurde verändert oder nicht mit dem Schlüssel der Zeitstempelstelle erstellt.</translation>
    </message>
    <message>
        <source>its signer's certificate is not marked for time-stamping (a critical timeStamping extended key usage is required).</source>
        <translation>das Zertifikat seines Unterzeichners ist nicht für Zeitstempel bestimmt (eine kritische erweiterte Schlüsselverwendung timeStamping ist nötig).</translation>
    </message>
    <message>
        <source>its signed attributes name a different signing certificate.</source>
        <translation>seine signierten Attribute nennen ein anderes Signaturzertifikat.</translation>
    </message>
    <message>
        <source>it lacks the signed attribute that names its signing certificate.</source>
        <translation>ihm fehlt das signierte Attribut, das sein Signaturzertifikat nennt.</translation>
    </message>
    <message>
        <source>The proof file is empty.</source>
        <translation>Die Nachweisdatei ist leer.</translation>
    </message>
    <message>
        <source>Only the first {checked} of its {count} Bitcoin attestations were checked; the others were not.</source>
        <translation>Nur die ersten {checked} seiner {count} Bitcoin-Bestätigungen wurden geprüft; die anderen nicht.</translation>
    </message>
    <message>
        <source>The proof file is far too large to be an OpenTimestamps proof.</source>
        <translation>Die Nachweisdatei ist viel zu groß für einen OpenTimestamps-Nachweis.</translation>
    </message>
    <message>
        <source>The file is not a readable OpenTimestamps proof: {reason}.</source>
        <translation>Die Datei ist kein lesbarer OpenTimestamps-Nachweis: {reason}.</translation>
    </message>
    <message>
        <source>it does not start with the OpenTimestamps proof header</source>
        <translation>sie beginnt nicht mit dem Kopf eines OpenTimestamps-Nachweises</translation>
    </message>
    <message>
        <source>it is cut short (truncated)</source>
        <translation>sie ist abgeschnitten</translation>
    </message>
    <message>
        <source>it has extra bytes after the end of the proof</source>
        <translation>sie hat zusätzliche Bytes nach dem Ende des Nachweises</translation>
    </message>
    <message>
        <source>it uses a proof format version this app does not know</source>
        <translation>sie verwendet eine Version des Nachweisformats, die diese App nicht kennt</translation>
    </message>
    <message>
        <source>it is damaged and cannot be read</source>
        <translation>sie ist beschädigt und kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The proof stamps a {name} hash of a file, not the SHA-256 of this stamped list.</source>
        <translation>Der Nachweis stempelt einen {name}-Hash einer Datei, nicht den SHA-256 dieser gestempelten Liste.</translation>
    </message>
    <message>
        <source>The proof stamps the file's {name} hash, which this app cannot compute, so it was not checked.</source>
        <translation>Der Nachweis stempelt den {name}-Hash der Datei, den diese App nicht berechnen kann; daher wurde er nicht geprüft.</translation>
    </message>
    <message>
        <source>This proof is for another file: it stamps {name} {digest}, but {what} hashes to {expected}.</source>
        <translation>Dieser Nachweis gehört zu einer anderen Datei: Er stempelt {name} {digest}, aber {what} hat den Hash {expected}.</translation>
    </message>
    <message>
        <source>the stamped list</source>
        <translation>die gestempelte Liste</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>The proof stamps the file's SHA-1 hash, and SHA-1 is broken for collisions: whoever stamped it could have made two different files with the same SHA-1, so the proof cannot show which of them existed.</source>
        <translation>Der Nachweis stempelt den SHA-1-Hash der Datei, und SHA-1 ist für Kollisionen gebrochen: Wer ihn gestempelt hat, könnte zwei verschiedene Dateien mit demselben SHA-1 erzeugt haben, daher kann der Nachweis nicht zeigen, welche von beiden existierte.</translation>
    </message>
    <message>
        <source>The proof is still pending at {calendars}: a pending attestation carries no time a reader can check yet; 'ots upgrade' completes the proof once the calendar has anchored it in Bitcoin.</source>
        <translation>Der Nachweis ist bei {calendars} noch ausstehend: Eine ausstehende Bestätigung trägt noch keine Zeit, die ein Leser prüfen kann; 'ots upgrade' vervollständigt den Nachweis, sobald der Kalender ihn in Bitcoin verankert hat.</translation>
    </message>
    <message>
        <source>The proof holds no Bitcoin attestation, only kinds this app cannot check: {kinds}.</source>
        <translation>Der Nachweis enthält keine Bitcoin-Bestätigung, nur Arten, die diese App nicht prüfen kann: {kinds}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Block {height} was not checked: {reason}; look up its Merkle root by hand and compare it with the commitment {commitment}.</source>
        <translation>Block {height} wurde nicht geprüft: {reason}; schlagen Sie seine Merkle-Wurzel von Hand nach und vergleichen Sie sie mit der Festlegung {commitment}.</translation>
    </message>
    <message>
        <source>{first} Warning: {warning}</source>
        <translation>{first} Warnung: {warning}</translation>
    </message>
    <message>
        <source>Upgraded from calendar {calendar} at {time}.</source>
        <translation>Vom Kalender {calendar} um {time} vervollständigt.</translation>
    </message>
    <message>
        <source>Upgraded from calendar {calendar} at {time} (the completed proof kept in {place}, checked again now).</source>
        <translation>Vom Kalender {calendar} um {time} vervollständigt (der vervollständigte Nachweis aus {place}, jetzt erneut geprüft).</translation>
    </message>
    <message>
        <source>this computer's cache</source>
        <translation>dem Zwischenspeicher dieses Computers</translation>
    </message>
    <message>
        <source>the evidence pack</source>
        <translation>dem Beweispaket</translation>
    </message>
    <message>
        <source>Offline, its calendar was not asked: when it checks online, this app asks the calendar for the completed proof itself; or run 'ots upgrade {proof}' and check the upgraded proof.</source>
        <translation>Offline wurde sein Kalender nicht gefragt: Bei einer Prüfung mit Netz fragt diese App den Kalender selbst nach dem vervollständigten Nachweis; oder führen Sie 'ots upgrade {proof}' aus und prüfen Sie den vervollständigten Nachweis.</translation>
    </message>
    <message>
        <source>Its calendars were asked for the completed proof: {reasons}. It stays pending.</source>
        <translation>Seine Kalender wurden nach dem vervollständigten Nachweis gefragt: {reasons}. Er bleibt ausstehend.</translation>
    </message>
    <message>
        <source>The completed proof kept in {place} was not used: {reason}.</source>
        <translation>Der in {place} aufbewahrte vervollständigte Nachweis wurde nicht verwendet: {reason}.</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>er ist beschädigt</translation>
    </message>
    <message>
        <source>it holds no Bitcoin attestation</source>
        <translation>er enthält keine Bitcoin-Bestätigung</translation>
    </message>
    <message>
        <source>No calendar of this proof can be asked for the completed proof: {reasons}.</source>
        <translation>Keiner der Kalender dieses Nachweises kann nach dem vervollständigten Nachweis gefragt werden: {reasons}.</translation>
    </message>
    <message>
        <source>it names a calendar this proof does not name</source>
        <translation>er nennt einen Kalender, den dieser Nachweis nicht nennt</translation>
    </message>
    <message>
        <source>{calendar} has not anchored it in Bitcoin yet</source>
        <translation>{calendar} hat ihn noch nicht in Bitcoin verankert</translation>
    </message>
    <message>
        <source>{calendar} has not anchored it in Bitcoin yet (it says "{said}")</source>
        <translation>{calendar} hat ihn noch nicht in Bitcoin verankert (er meldet "{said}")</translation>
    </message>
    <message>
        <source>{calendar} was not asked: a calendar is only asked at an https:// address</source>
        <translation>{calendar} wurde nicht gefragt: Ein Kalender wird nur unter einer https://-Adresse gefragt</translation>
    </message>
    <message>
        <source>{calendar} was not asked: its address names no host that can exist (.invalid)</source>
        <translation>{calendar} wurde nicht gefragt: Seine Adresse nennt einen Rechner, den es nicht geben kann (.invalid)</translation>
    </message>
    <message>
        <source>{calendar} {reason}</source>
        <translation>{calendar} {reason}</translation>
    </message>
    <message>
        <source>{calendar} answered with HTTP status {status}</source>
        <translation>{calendar} antwortete mit HTTP-Status {status}</translation>
    </message>
    <message>
        <source>{calendar} sent an answer that is not a readable timestamp</source>
        <translation>{calendar} sandte eine Antwort, die kein lesbarer Zeitstempel ist</translation>
    </message>
    <message>
        <source>{calendar} sent an answer larger than {limit} bytes</source>
        <translation>{calendar} sandte eine Antwort über {limit} Bytes</translation>
    </message>
    <message>
        <source>{calendar} sent an answer that does not verify ({reason})</source>
        <translation>{calendar} sandte eine Antwort, die sich nicht bestätigen lässt ({reason})</translation>
    </message>
    <message>
        <source>{calendar} answered without a Bitcoin attestation</source>
        <translation>{calendar} antwortete ohne Bitcoin-Bestätigung</translation>
    </message>
    <message>
        <source>only the first {asked} of its {count} calendars were asked</source>
        <translation>nur die ersten {asked} seiner {count} Kalender wurden gefragt</translation>
    </message>
    <message>
        <source>The block explorers disagree about block {height}: {first} and {other} returned different block headers.</source>
        <translation>Die Block-Explorer sind sich über Block {height} uneinig: {first} und {other} haben verschiedene Blockköpfe geliefert.</translation>
    </message>
    <message>
        <source>{disagree} Neither header has more work checked here, so the block is not checked; an Electrum server or a Bitcoin node gives the headers on top that decide it.</source>
        <translation>{disagree} Keiner der beiden Blockköpfe hat hier geprüft mehr Arbeit, daher ist der Block nicht geprüft; ein Electrum-Server oder ein Bitcoin-Knoten liefert die Blockköpfe darüber, die das entscheiden.</translation>
    </message>
    <message>
        <source>The sources disagree about block {height}: the header for it in {other} has more work ({blocks} block(s) checked here) than the header the proof names, so the proof's block is not in the chain with the most work, the one the network accepts (an orphaned block).</source>
        <translation>Die Quellen sind sich über Block {height} uneinig: Der Blockkopf dafür in {other} hat mehr Arbeit ({blocks} Block/Blöcke hier geprüft) als der Blockkopf, den der Nachweis nennt; der Block des Nachweises liegt also nicht in der Kette mit der meisten Arbeit, die das Netz annimmt (ein verwaister Block).</translation>
    </message>
    <message>
        <source>The header for block {height} in {other} differs from the one the proof names and has less work: it is not counted, as the chain with the most work is the one the network accepts.</source>
        <translation>Der Blockkopf für Block {height} in {other} weicht von dem ab, den der Nachweis nennt, und hat weniger Arbeit: Er zählt nicht, denn das Netz nimmt die Kette mit der meisten Arbeit an.</translation>
    </message>
    <message>
        <source>The header for block {height} from {other} has less work than another source's: it is not counted, as the chain with the most work is the one the network accepts.</source>
        <translation>Der Blockkopf für Block {height} von {other} hat weniger Arbeit als der einer anderen Quelle: Er zählt nicht, denn das Netz nimmt die Kette mit der meisten Arbeit an.</translation>
    </message>
    <message>
        <source>The sources disagree about block {height}: the header for it in {other} is not the one the proof names, and neither has more work checked here; an Electrum server or a Bitcoin node gives the headers on top that decide it.</source>
        <translation>Die Quellen sind sich über Block {height} uneinig: Der Blockkopf dafür in {other} ist nicht der, den der Nachweis nennt, und keiner von beiden hat hier geprüft mehr Arbeit; ein Electrum-Server oder ein Bitcoin-Knoten liefert die Blockköpfe darüber, die das entscheiden.</translation>
    </message>
    <message>
        <source>no block header source (offline and no headers file)</source>
        <translation>keine Blockkopf-Quelle (offline und keine Blockkopf-Datei)</translation>
    </message>
    <message>
        <source>no block header source (none configured)</source>
        <translation>keine Blockkopf-Quelle (keine eingerichtet)</translation>
    </message>
    <message>
        <source>The block header from {source} is unusable: {reason}</source>
        <translation>Der Blockkopf von {source} ist unbrauchbar: {reason}</translation>
    </message>
    <message>
        <source>A block header has 80 bytes; this one has {size}.</source>
        <translation>Ein Blockkopf hat 80 Bytes; dieser hat {size}.</translation>
    </message>
    <message>
        <source>The block header is not written in hexadecimal.</source>
        <translation>Der Blockkopf ist nicht hexadezimal geschrieben.</translation>
    </message>
    <message>
        <source>The header's difficulty field encodes a negative target.</source>
        <translation>Das Schwierigkeitsfeld des Blockkopfs kodiert ein negatives Ziel.</translation>
    </message>
    <message>
        <source>The header's difficulty field encodes a target of zero.</source>
        <translation>Das Schwierigkeitsfeld des Blockkopfs kodiert ein Ziel von null.</translation>
    </message>
    <message>
        <source>The header's difficulty field encodes a target that is too large.</source>
        <translation>Das Schwierigkeitsfeld des Blockkopfs kodiert ein zu großes Ziel.</translation>
    </message>
    <message>
        <source>The block header from {source} does not hash to the block hash it named for block {height} ({hash}).</source>
        <translation>Der Blockkopf von {source} hat nicht den Block-Hash, den die Quelle für Block {height} genannt hat ({hash}).</translation>
    </message>
    <message>
        <source>The proof does not lead to this block: block {height}'s Merkle root is {root}, the proof arrives at {commitment}.</source>
        <translation>Der Nachweis führt nicht zu diesem Block: Die Merkle-Wurzel von Block {height} ist {root}, der Nachweis kommt bei {commitment} an.</translation>
    </message>
    <message>
        <source>The block header from {source} fails its own proof of work: its hash is above the target in its difficulty field, so no one mined it.</source>
        <translation>Der Blockkopf von {source} besteht seinen eigenen Arbeitsnachweis nicht: Sein Hash liegt über dem Ziel in seinem Schwierigkeitsfeld, also hat ihn niemand geschürft.</translation>
    </message>
    <message>
        <source>The proof leads to block {height} of a header that is not from Bitcoin's main chain (its proof of work is far too small); the time it shows, {time}, proves nothing.</source>
        <translation>Der Nachweis führt zu Block {height} eines Blockkopfs, der nicht aus Bitcoins Hauptkette stammt (sein Arbeitsnachweis ist viel zu klein); die Zeit, die er zeigt, {time}, beweist nichts.</translation>
    </message>
    <message>
        <source>The proof leads to Bitcoin block {height}, header time {time}: the stamped list existed no later than about {bound} (header time plus {hours} hours).</source>
        <translation>Der Nachweis führt zu Bitcoin-Block {height}, Blockzeit {time}: Die gestempelte Liste existierte spätestens etwa {bound} (Blockzeit plus {hours} Stunden).</translation>
    </message>
    <message>
        <source>The header of block {height} does not link to block {before}: it names {named} as the block before it, but block {before} hashes to {actual}.</source>
        <translation>Der Kopf von Block {height} verweist nicht auf Block {before}: Er nennt {named} als Block davor, aber Block {before} hat den Hash {actual}.</translation>
    </message>
    <message>
        <source>The header of block {height} fails its own proof of work, so the chain on top of the anchor is broken there.</source>
        <translation>Der Kopf von Block {height} besteht seinen eigenen Arbeitsnachweis nicht, daher ist die Kette über dem Anker dort gebrochen.</translation>
    </message>
    <message>
        <source>The header of block {height} has an unusable difficulty field.</source>
        <translation>Der Kopf von Block {height} hat ein unbrauchbares Schwierigkeitsfeld.</translation>
    </message>
    <message>
        <source>Block {height} is not the block Bitcoin's main chain has there (the published checkpoint is {published}).</source>
        <translation>Block {height} ist nicht der Block, den Bitcoins Hauptkette dort hat (der veröffentlichte Prüfpunkt ist {published}).</translation>
    </message>
    <message>
        <source>The header of block {height} is easier to mine than any main-chain block of its difficulty period: this is not Bitcoin's main chain.</source>
        <translation>Der Kopf von Block {height} ist leichter zu schürfen als jeder Block der Hauptkette in seiner Schwierigkeitsperiode: Das ist nicht Bitcoins Hauptkette.</translation>
    </message>
    <message>
        <source>It has {count} confirmations in the headers checked.</source>
        <translation>Er hat {count} Bestätigungen in den geprüften Blockköpfen.</translation>
    </message>
    <message>
        <source>{why} It has {count} confirmations in the headers checked.</source>
        <translation>{why} Er hat {count} Bestätigungen in den geprüften Blockköpfen.</translation>
    </message>
    <message>
        <source>No header after the anchor's block was available, so the work on top of it was not checked.</source>
        <translation>Nach dem Block des Ankers war kein Blockkopf verfügbar, daher wurde die Arbeit darüber nicht geprüft.</translation>
    </message>
    <message>
        <source>{count} confirmations to block {last}, each header checked and linked: {work} expected hashes on top, {words} ({rate}).</source>
        <translation>{count} Bestätigungen bis Block {last}, jeder Blockkopf geprüft und verknüpft: {work} erwartete Hashes darüber, {words} ({rate}).</translation>
    </message>
    <message>
        <source>at the rate the whole network mined the last checked block: one block every ten minutes at that block's difficulty</source>
        <translation>bei der Rate, mit der das ganze Netz den letzten geprüften Block geschürft hat: ein Block alle zehn Minuten bei der Schwierigkeit dieses Blocks</translation>
    </message>
    <message>
        <source>about {count} year of the whole Bitcoin network's work</source>
        <translation>etwa {count} Jahr Arbeit des ganzen Bitcoin-Netzes</translation>
    </message>
    <message>
        <source>about {count} years of the whole Bitcoin network's work</source>
        <translation>etwa {count} Jahre Arbeit des ganzen Bitcoin-Netzes</translation>
    </message>
    <message>
        <source>about {count} day of the whole Bitcoin network's work</source>
        <translation>etwa {count} Tag Arbeit des ganzen Bitcoin-Netzes</translation>
    </message>
    <message>
        <source>about {count} days of the whole Bitcoin network's work</source>
        <translation>etwa {count} Tage Arbeit des ganzen Bitcoin-Netzes</translation>
    </message>
    <message>
        <source>about {count} hour of the whole Bitcoin network's work</source>
        <translation>etwa {count} Stunde Arbeit des ganzen Bitcoin-Netzes</translation>
    </message>
    <message>
        <source>about {count} hours of the whole Bitcoin network's work</source>
        <translation>etwa {count} Stunden Arbeit des ganzen Bitcoin-Netzes</translation>
    </message>
    <message>
        <source>about {count} minute of the whole Bitcoin network's work</source>
        <translation>etwa {count} Minute Arbeit des ganzen Bitcoin-Netzes</translation>
    </message>
    <message>
        <source>about {count} minutes of the whole Bitcoin network's work</source>
        <translation>etwa {count} Minuten Arbeit des ganzen Bitcoin-Netzes</translation>
    </message>
    <message>
        <source>less than a minute of the whole Bitcoin network's work</source>
        <translation>weniger als eine Minute Arbeit des ganzen Bitcoin-Netzes</translation>
    </message>
    <message>
        <source>the log entry does not hold this list's fingerprint</source>
        <translation>der Log-Eintrag enthält nicht den Fingerabdruck dieser Liste</translation>
    </message>
    <message>
        <source>the log's signature on this entry (signed entry timestamp) is not valid</source>
        <translation>die Signatur des Logs auf diesem Eintrag (signierter Eintragszeitstempel) ist ungültig</translation>
    </message>
    <message>
        <source>the entry's proof of inclusion in the log's tree does not add up</source>
        <translation>der Nachweis, dass der Eintrag im Baum des Logs steht, geht nicht auf</translation>
    </message>
    <message>
        <source>the log's signed tree head (checkpoint) does not verify with the log's key</source>
        <translation>der signierte Baumkopf des Logs (Checkpoint) lässt sich mit dem Schlüssel des Logs nicht verifizieren</translation>
    </message>
    <message>
        <source>this log signs no time for its entries (a Rekor v2 log: no signed entry timestamp, no integrated time), so the seal's time comes from its time-stamp tokens alone, never from the log</source>
        <translation>dieses Log signiert keine Zeit für seine Einträge (ein Rekor-v2-Log: kein signierter Eintragszeitstempel, keine Aufnahmezeit), daher kommt die Zeit des Siegels allein aus seinen Zeitstempeln, nie aus dem Log</translation>
    </message>
    <message>
        <source>the entry carries no signature from the log at all</source>
        <translation>der Eintrag trägt überhaupt keine Signatur des Logs</translation>
    </message>
    <message>
        <source>the entry's name (UUID) does not match its content</source>
        <translation>der Name des Eintrags (UUID) passt nicht zu seinem Inhalt</translation>
    </message>
    <message>
        <source>the log answered with a different entry than the one asked for</source>
        <translation>das Log hat mit einem anderen Eintrag geantwortet als dem erfragten</translation>
    </message>
    <message>
        <source>the entry is at log position {position}, not at {expected} as given</source>
        <translation>der Eintrag steht an Log-Position {position}, nicht an {expected} wie angegeben</translation>
    </message>
    <message>
        <source>the entry names a different log than the one whose key we hold</source>
        <translation>der Eintrag nennt ein anderes Log als das, dessen Schlüssel wir haben</translation>
    </message>
    <message>
        <source>the entry carries no signed entry timestamp, so the log did not sign its time</source>
        <translation>der Eintrag trägt keinen signierten Eintragszeitstempel, also hat das Log seine Zeit nicht signiert</translation>
    </message>
    <message>
        <source>the log gave no inclusion proof, only its signed promise</source>
        <translation>das Log hat keinen Aufnahmenachweis geliefert, nur sein signiertes Versprechen</translation>
    </message>
    <message>
        <source>the entry's inclusion proof is damaged</source>
        <translation>der Aufnahmenachweis des Eintrags ist beschädigt</translation>
    </message>
    <message>
        <source>the log's signed tree head (checkpoint) is damaged</source>
        <translation>der signierte Baumkopf des Logs (Checkpoint) ist beschädigt</translation>
    </message>
    <message>
        <source>the log's signed tree head is for another tree than the proof</source>
        <translation>der signierte Baumkopf des Logs gehört zu einem anderen Baum als der Nachweis</translation>
    </message>
    <message>
        <source>the signature in the log entry does not verify over the list's fingerprint with the key the entry names</source>
        <translation>die Signatur im Log-Eintrag lässt sich mit dem Schlüssel, den der Eintrag nennt, nicht über den Fingerabdruck der Liste verifizieren</translation>
    </message>
    <message>
        <source>the log's answer is too large to be one log entry</source>
        <translation>die Antwort des Logs ist zu groß für einen einzelnen Log-Eintrag</translation>
    </message>
    <message>
        <source>the log's answer is not readable JSON</source>
        <translation>die Antwort des Logs ist kein lesbares JSON</translation>
    </message>
    <message>
        <source>the log's answer does not hold exactly one entry</source>
        <translation>die Antwort des Logs enthält nicht genau einen Eintrag</translation>
    </message>
    <message>
        <source>the log's answer lacks the fields of a log entry</source>
        <translation>der Antwort des Logs fehlen die Felder eines Log-Eintrags</translation>
    </message>
    <message>
        <source>the log entry's body is not readable JSON</source>
        <translation>der Inhalt des Log-Eintrags ist kein lesbares JSON</translation>
    </message>
    <message>
        <source>the log entry's body is not valid base64</source>
        <translation>der Inhalt des Log-Eintrags ist kein gültiges Base64</translation>
    </message>
    <message>
        <source>unknown log: the entry's log id is not in the trusted root</source>
        <translation>unbekanntes Log: Die Log-Kennung des Eintrags steht nicht in der vertrauenswürdigen Wurzel</translation>
    </message>
    <message>
        <source>the key of {url} in the trusted root was not valid at the entry's time ({day})</source>
        <translation>der Schlüssel von {url} in der vertrauenswürdigen Wurzel war zur Zeit des Eintrags ({day}) nicht gültig</translation>
    </message>
    <message>
        <source>the key of {url} in the trusted root is no longer valid, and the entry carries no signed entry timestamp to show it was logged while the key was</source>
        <translation>der Schlüssel von {url} in der vertrauenswürdigen Wurzel ist nicht mehr gültig, und der Eintrag trägt keinen signierten Eintragszeitstempel, der zeigt, dass er eingetragen wurde, als der Schlüssel es noch war</translation>
    </message>
    <message>
        <source>working offline and no answer from the log was saved for this list</source>
        <translation>es wird offline gearbeitet, und für diese Liste wurde keine Antwort des Logs gespeichert</translation>
    </message>
    <message>
        <source>the log has no entry for this list</source>
        <translation>das Log hat keinen Eintrag für diese Liste</translation>
    </message>
    <message>
        <source>working offline, and the log answers the bundle carries in rekor/ could not be used for this list: {why}</source>
        <translation>es wird offline gearbeitet, und die Antworten des Logs, die das Bündel in rekor/ mitbringt, ließen sich für diese Liste nicht verwenden: {why}</translation>
    </message>
    <message>
        <source>The log answers the bundle carries in rekor/ were not used for this list: {why}.</source>
        <translation>Die Antworten des Logs, die das Bündel in rekor/ mitbringt, wurden für diese Liste nicht verwendet: {why}.</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, so it was not read</source>
        <translation>{file} ist größer als {limit} Byte und wurde daher nicht gelesen</translation>
    </message>
    <message>
        <source>{file} is not readable JSON</source>
        <translation>{file} ist kein lesbares JSON</translation>
    </message>
    <message>
        <source>{file} names no log entry in a form this app reads (a list's path or SHA-256 with a log index, a UUID or an entry file)</source>
        <translation>{file} nennt keinen Log-Eintrag in einer Form, die diese App liest (Pfad oder SHA-256 einer Liste mit einem Log-Index, einer UUID oder einer Eintragsdatei)</translation>
    </message>
    <message>
        <source>the bundle holds {count} file(s) under rekor/, but no {index} says which list each answers, and none is named by this list's SHA-256</source>
        <translation>das Bündel enthält {count} Datei(en) unter rekor/, aber keine {index} sagt, welche Liste jede beantwortet, und keine ist nach dem SHA-256 dieser Liste benannt</translation>
    </message>
    <message>
        <source>{file}: no entry names a list of this bundle (its {count} entries name other lists)</source>
        <translation>{file}: kein Eintrag nennt eine Liste dieses Bündels (seine {count} Einträge nennen andere Listen)</translation>
    </message>
    <message>
        <source>{file} names other lists of this bundle, but not this one</source>
        <translation>{file} nennt andere Listen dieses Bündels, aber nicht diese</translation>
    </message>
    <message>
        <source>{file} names {entry} for this list, and the bundle does not hold that file</source>
        <translation>{file} nennt für diese Liste {entry}, und das Bündel enthält diese Datei nicht</translation>
    </message>
    <message>
        <source>the copy of the log's answer saved on this computer is unreadable ({reason})</source>
        <translation>die auf diesem Computer gespeicherte Kopie der Antwort des Logs ist unlesbar ({reason})</translation>
    </message>
    <message>
        <source>The saved log entry is damaged: {reason}.</source>
        <translation>Der gespeicherte Log-Eintrag ist beschädigt: {reason}.</translation>
    </message>
    <message>
        <source>the log's search answer is not readable</source>
        <translation>die Suchantwort des Logs ist nicht lesbar</translation>
    </message>
    <message>
        <source>the log's search answer is not a list of entries</source>
        <translation>die Suchantwort des Logs ist keine Liste von Einträgen</translation>
    </message>
    <message>
        <source>the log was not asked in time: the {seconds} s allowed for checking time anchors online ran out</source>
        <translation>das Log wurde nicht rechtzeitig gefragt: Die {seconds} s, die für die Online-Prüfung der Zeitanker erlaubt sind, sind abgelaufen</translation>
    </message>
    <message>
        <source>the log {problem}</source>
        <translation>das Log {problem}</translation>
    </message>
    <message>
        <source>the log has no consistency proof between these tree sizes</source>
        <translation>das Log hat keinen Konsistenznachweis zwischen diesen Baumgrößen</translation>
    </message>
    <message>
        <source>the log's consistency proof is not readable</source>
        <translation>der Konsistenznachweis des Logs ist nicht lesbar</translation>
    </message>
    <message>
        <source>the log answered with HTTP {status}</source>
        <translation>das Log hat mit HTTP {status} geantwortet</translation>
    </message>
    <message>
        <source>{witness} (key {key}…)</source>
        <translation>{witness} (Schlüssel {key}…)</translation>
    </message>
    <message>
        <source>{name} is not a witness statement: {problem}.</source>
        <translation>{name} ist keine Zeugenerklärung: {problem}.</translation>
    </message>
    <message>
        <source>the signature of {name} does not verify.</source>
        <translation>die Signatur von {name} lässt sich nicht verifizieren.</translation>
    </message>
    <message>
        <source>{name} is about another book ({book}).</source>
        <translation>{name} betrifft ein anderes Buch ({book}).</translation>
    </message>
    <message>
        <source>witness {who} saw {lines} lines of {book} at {time}; this bundle's book has only {have}.</source>
        <translation>Zeuge {who} sah {lines} Zeilen von {book} um {time}; das Buch dieses Bündels hat nur {have}.</translation>
    </message>
    <message>
        <source>witness {who} saw line {lines} of {book} at {time} with link {link}; this bundle has {have} at that line: line {lines} or a line before it was rewritten.</source>
        <translation>Zeuge {who} sah Zeile {lines} von {book} um {time} mit der Verknüpfung {link}; dieses Bündel hat an dieser Zeile {have}: Zeile {lines} oder eine Zeile davor wurde umgeschrieben.</translation>
    </message>
    <message>
        <source>witness {who} saw the first {lines} lines of {book} at {time} hash to {sha256}; in this bundle they hash to {have}: a line up to line {lines} was changed (its link at that line is the same).</source>
        <translation>Zeuge {who} sah, dass die ersten {lines} Zeilen von {book} um {time} den Hash {sha256} haben; in diesem Bündel haben sie den Hash {have}: Eine Zeile bis Zeile {lines} wurde geändert (ihre Verknüpfung an dieser Zeile ist dieselbe).</translation>
    </message>
    <message>
        <source>witness {who} saw the stamped list {list} at {time} with SHA-256 {sha256}; this bundle's has {have}.</source>
        <translation>Zeuge {who} sah die gestempelte Liste {list} um {time} mit SHA-256 {sha256}; die dieses Bündels hat {have}.</translation>
    </message>
    <message>
        <source>witness {who} saw {lines} lines at {time}; the book extends them.</source>
        <translation>Zeuge {who} sah {lines} Zeilen um {time}; das Buch setzt sie fort.</translation>
    </message>
    <message>
        <source>{first} ({count} statements are contradicted.)</source>
        <translation>{first} ({count} Aussagen werden widerlegt.)</translation>
    </message>
    <message>
        <source>Not checked: no witness statement in the folder is about this bundle's book.</source>
        <translation>Nicht geprüft: Keine Zeugenerklärung im Ordner betrifft das Buch dieses Bündels.</translation>
    </message>
    <message numerus="yes">
        <source>{count} witness statement(s) agree: this bundle's book extends every prefix they saw.</source>
        <translation>
            <numerusform>{count} Zeugenerklärung stimmt überein: Das Buch dieses Bündels setzt jeden Anfang fort, den sie sah.</numerusform>
            <numerusform>{count} Zeugenerklärungen stimmen überein: Das Buch dieses Bündels setzt jeden Anfang fort, den sie sahen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: the folder holds {count} more witness statement(s) that were not read (only the first {read} in name order are); of those read, {agreed} agree, but an unread one may contradict the book. Split the folder to check them all.</source>
        <translation>
            <numerusform>Nicht geprüft: Der Ordner enthält {count} weitere Zeugenerklärung, die nicht gelesen wurde (nur die ersten {read} in Namensfolge); von den gelesenen stimmen {agreed} überein, aber eine ungelesene kann dem Buch widersprechen. Teilen Sie den Ordner, um alle zu prüfen.</numerusform>
            <numerusform>Nicht geprüft: Der Ordner enthält {count} weitere Zeugenerklärungen, die nicht gelesen wurden (nur die ersten {read} in Namensfolge); von den gelesenen stimmen {agreed} überein, aber eine ungelesene kann dem Buch widersprechen. Teilen Sie den Ordner, um alle zu prüfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} {count} were not counted: {reason}</source>
        <translation>{first} {count} wurden nicht gezählt: {reason}</translation>
    </message>
    <message>
        <source>{name} was not provided.</source>
        <translation>{name} wurde nicht bereitgestellt.</translation>
    </message>
    <message>
        <source>{name} is larger than {limit} bytes and was not read.</source>
        <translation>{name} ist größer als {limit} Bytes und wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>{name} is not valid JSON.</source>
        <translation>{name} ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>council-calibration.json is not a JSON object.</source>
        <translation>council-calibration.json ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>council-calibration.json has no climatology_fixed table.</source>
        <translation>council-calibration.json hat keine Tabelle climatology_fixed.</translation>
    </message>
    <message>
        <source>the climatology table has no usable rows.</source>
        <translation>die Klimatologie-Tabelle hat keine brauchbaren Zeilen.</translation>
    </message>
    <message>
        <source>the climatology carries no sha256, so it cannot be checked and is not used.</source>
        <translation>die Klimatologie trägt keinen sha256, kann also nicht geprüft werden und wird nicht verwendet.</translation>
    </message>
    <message>
        <source>the climatology's content hashes to {recomputed}…, not the declared {declared}…: the benchmark is not used.</source>
        <translation>der Inhalt der Klimatologie hat den Hash {recomputed}…, nicht den angegebenen {declared}…: Der Vergleichsmaßstab wird nicht verwendet.</translation>
    </message>
    <message>
        <source>council-clim-window.json hashes to {window}…, not the declared {declared}…: the benchmark is not used.</source>
        <translation>council-clim-window.json hat den Hash {window}…, nicht den angegebenen {declared}…: Der Vergleichsmaßstab wird nicht verwendet.</translation>
    </message>
    <message>
        <source>the climatology base rate q is not usable: {reason}</source>
        <translation>die klimatologische Basisrate q ist nicht brauchbar: {reason}</translation>
    </message>
    <message>
        <source>its content hash did not check.</source>
        <translation>ihr Inhalts-Hash hat der Prüfung nicht standgehalten.</translation>
    </message>
    <message>
        <source>fold p&lt;50 to 100-p with the outcome flipped; drop 50; [50,60) [60,70) [70,80) [80,100]</source>
        <translation>p&lt;50 zu 100-p falten und den Ausgang umkehren; 50 weglassen; [50,60) [60,70) [70,80) [80,100]</translation>
    </message>
    <message>
        <source>default (paper, Section 4.4)</source>
        <translation>Vorgabe (Paper, Abschnitt 4.4)</translation>
    </message>
    <message>
        <source>not estimated: too few forecasts, sessions or outcomes of both kinds</source>
        <translation>nicht geschätzt: zu wenige Prognosen, Sitzungen oder Ausgänge beider Arten</translation>
    </message>
    <message>
        <source>not estimated: the fit did not converge (outcomes are perfectly separated by the probabilities)</source>
        <translation>nicht geschätzt: Die Anpassung ist nicht konvergiert (die Ausgänge werden von den Wahrscheinlichkeiten vollständig getrennt)</translation>
    </message>
    <message>
        <source>session-clustered standard errors</source>
        <translation>nach Sitzungen geclusterte Standardfehler</translation>
    </message>
    <message>
        <source>interpolated between the lo and hi strikes</source>
        <translation>zwischen dem unteren und dem oberen Strike interpoliert</translation>
    </message>
    <message>
        <source>as sealed</source>
        <translation>wie versiegelt</translation>
    </message>
    <message>
        <source>{kind} {count}</source>
        <translation>{kind} {count}</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>no bar after reference</source>
        <translation>kein Kurs nach der Referenz</translation>
    </message>
    <message>
        <source>no bar before end</source>
        <translation>kein Kurs vor dem Ende</translation>
    </message>
    <message>
        <source>redirected to another address ({address}), which was refused</source>
        <translation>wurde an eine andere Adresse ({address}) umgeleitet, was abgelehnt wurde</translation>
    </message>
    <message>
        <source>was not asked: no time was left</source>
        <translation>wurde nicht gefragt: Es war keine Zeit mehr übrig</translation>
    </message>
    <message>
        <source>redirected too many times</source>
        <translation>wurde zu oft umgeleitet</translation>
    </message>
    <message>
        <source>sent an answer far too large</source>
        <translation>hat eine viel zu große Antwort gesendet</translation>
    </message>
    <message>
        <source>did not answer in time (within {seconds} s)</source>
        <translation>hat nicht rechtzeitig geantwortet (innerhalb von {seconds} s)</translation>
    </message>
    <message>
        <source>is not a usable web address (http:// or https://)</source>
        <translation>ist keine brauchbare Webadresse (http:// oder https://)</translation>
    </message>
    <message>
        <source>could not be trusted: its certificate did not verify</source>
        <translation>war nicht vertrauenswürdig: Sein Zertifikat ließ sich nicht verifizieren</translation>
    </message>
    <message>
        <source>could not be reached</source>
        <translation>war nicht erreichbar</translation>
    </message>
    <message>
        <source>cut the connection off before the whole answer arrived</source>
        <translation>hat die Verbindung abgebrochen, bevor die ganze Antwort ankam</translation>
    </message>
    <message>
        <source>could not be reached ({error})</source>
        <translation>war nicht erreichbar ({error})</translation>
    </message>
    <message>
        <source>sent a packed answer the app does not unpack (Content-Encoding: {encoding})</source>
        <translation>hat eine gepackte Antwort gesendet, die die App nicht entpackt (Content-Encoding: {encoding})</translation>
    </message>
    <message>
        <source>was not asked again (earlier in this check it {reason})</source>
        <translation>wurde nicht erneut gefragt (zuvor in dieser Prüfung: {reason})</translation>
    </message>
    <message>
        <source>no network: checking offline — tick Offline to skip this</source>
        <translation>kein Netz: es wird offline geprüft — „Offline“ ankreuzen, um dies zu überspringen</translation>
    </message>
    <message>
        <source>en</source>
        <translation>de</translation>
    </message>
    <message>
        <source>Verification report: {label}</source>
        <translation>Prüfbericht: {label}</translation>
    </message>
    <message>
        <source>Sealed before the open: verification report</source>
        <translation>Versiegelt vor der Eröffnung: Prüfbericht</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA: a synthetic league made by this app to show how the checks work. These are not real forecasts.</source>
        <translation>DEMONSTRATIONSDATEN: eine synthetische Liga, von dieser App erzeugt, um zu zeigen, wie die Prüfungen funktionieren. Das sind keine echten Prognosen.</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Urteil:</translation>
    </message>
    <message>
        <source>The details of every step, seal and figure follow as an appendix.</source>
        <translation>Die Einzelheiten jedes Schritts, Siegels und jeder Zahl folgen als Anhang.</translation>
    </message>
    <message>
        <source>The bundle checked (SHA-256 of each file)</source>
        <translation>Das geprüfte Bündel (SHA-256 jeder Datei)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Bitcoin block {height} {status}</source>
        <translation>Bitcoin-Block {height} {status}</translation>
    </message>
    <message>
        <source>Bitcoin {kind} {status}</source>
        <translation>Bitcoin {kind} {status}</translation>
    </message>
    <message>
        <source>{said} {status}</source>
        <translation>{said} {status}</translation>
    </message>
    <message>
        <source>{tsa} at {time} UTC {status}</source>
        <translation>{tsa} um {time} UTC {status}</translation>
    </message>
    <message>
        <source>{tsa} {status}</source>
        <translation>{tsa} {status}</translation>
    </message>
    <message>
        <source>Rekor log {status}</source>
        <translation>Rekor-Log {status}</translation>
    </message>
    <message>
        <source>no anchor</source>
        <translation>kein Anker</translation>
    </message>
    <message>
        <source>The seals of {day}</source>
        <translation>Die Siegel: {day}</translation>
    </message>
    <message>
        <source>the bundle</source>
        <translation>das ganze Bündel</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>New York</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Anchors</source>
        <translation>Anker</translation>
    </message>
    <message>
        <source>no sealed book line was changed, removed or moved after it was sealed (level 1: the operator's own hash chain, steps 3 and 4).</source>
        <translation>keine versiegelte Buchzeile wurde nach dem Versiegeln geändert, entfernt oder verschoben (Stufe 1: die eigene Hash-Kette des Betreibers, Schritte 3 und 4).</translation>
    </message>
    <message>
        <source>the sealed lines existed before a time the operator does not control (level 2: a Bitcoin block or the public log, step 6 or 10).</source>
        <translation>die versiegelten Zeilen existierten vor einem Zeitpunkt, den der Betreiber nicht kontrolliert (Stufe 2: ein Bitcoin-Block oder das öffentliche Log, Schritt 6 oder 10).</translation>
    </message>
    <message>
        <source>authorities you trust signed the seals before the 09:30 New York open (level 2+: step 9).</source>
        <translation>Stellen, denen Sie vertrauen, haben die Siegel vor der Eröffnung um 09:30 New Yorker Zeit signiert (Stufe 2+: Schritt 9).</translation>
    </message>
    <message>
        <source>that the forecasts are any good, or that the league's prices are right.</source>
        <translation>dass die Prognosen etwas taugen oder dass die Preise der Liga stimmen.</translation>
    </message>
    <message>
        <source>Proven:</source>
        <translation>Bewiesen:</translation>
    </message>
    <message>
        <source>Not proven:</source>
        <translation>Nicht bewiesen:</translation>
    </message>
    <message>
        <source>Never proven by seals:</source>
        <translation>Durch Siegel nie bewiesen:</translation>
    </message>
    <message>
        <source>What is proven and what is not</source>
        <translation>Was bewiesen ist und was nicht</translation>
    </message>
    <message>
        <source>How to re-run every check by hand</source>
        <translation>So wiederholen Sie jede Prüfung von Hand</translation>
    </message>
    <message>
        <source>How this was checked</source>
        <translation>Wie geprüft wurde</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>{utc} UTC ({new_york} New York), {version}</source>
        <translation>{utc} UTC ({new_york} New York), {version}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>offline: nothing was asked of the network</source>
        <translation>offline: das Netzwerk wurde nicht gefragt</translation>
    </message>
    <message>
        <source>online: block headers and the log were asked over the network</source>
        <translation>online: Blockköpfe und Log wurden über das Netzwerk erfragt</translation>
    </message>
    <message>
        <source>Block headers</source>
        <translation>Blockköpfe</translation>
    </message>
    <message>
        <source>the demonstration's own headers, shipped in the bundle (not Bitcoin's)</source>
        <translation>die eigenen Blockköpfe der Demonstration, im Bündel mitgeliefert (nicht die von Bitcoin)</translation>
    </message>
    <message>
        <source>the file {file}, given by you (a headers file can be fake: it proves only what its source is worth)</source>
        <translation>die Datei {file}, von Ihnen angegeben (eine Datei mit Blockköpfen kann gefälscht sein: Sie beweist nur so viel, wie ihre Quelle wert ist)</translation>
    </message>
    <message>
        <source>none: offline and no headers file was given</source>
        <translation>keine: offline, und es wurde keine Datei mit Blockköpfen angegeben</translation>
    </message>
    <message>
        <source>asked of public sources ({sources})</source>
        <translation>bei öffentlichen Quellen erfragt ({sources})</translation>
    </message>
    <message>
        <source>the app's default explorers</source>
        <translation>die voreingestellten Block-Explorer der App</translation>
    </message>
    <message>
        <source>Log key</source>
        <translation>Log-Schlüssel</translation>
    </message>
    <message>
        <source>the app's demonstration key (proves nothing)</source>
        <translation>der Demonstrationsschlüssel der App (beweist nichts)</translation>
    </message>
    <message>
        <source>{file}, given by you</source>
        <translation>{file}, von Ihnen angegeben</translation>
    </message>
    <message>
        <source>the public Rekor key shipped with the app</source>
        <translation>der mit der App gelieferte öffentliche Schlüssel von Rekor</translation>
    </message>
    <message>
        <source>Time-stamp roots</source>
        <translation>Wurzeln der Zeitstempel</translation>
    </message>
    <message>
        <source>the demonstration root shipped with the app (vouches for nothing real)</source>
        <translation>die mit der App gelieferte Demonstrationswurzel (bürgt für nichts Echtes)</translation>
    </message>
    <message>
        <source>the roots shipped with the app and your computer's trust store</source>
        <translation>die mit der App gelieferten Wurzeln und der Zertifikatsspeicher Ihres Computers</translation>
    </message>
    <message>
        <source>Added by you: {files}.</source>
        <translation>Von Ihnen hinzugefügt: {files}.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>not recorded with this result</source>
        <translation>mit diesem Ergebnis nicht festgehalten</translation>
    </message>
    <message>
        <source>Seals listed</source>
        <translation>Aufgeführte Siegel</translation>
    </message>
    <message>
        <source>{day} (the day you chose; New York session day)</source>
        <translation>{day} (der von Ihnen gewählte Tag; Handelstag in New York)</translation>
    </message>
    <message>
        <source>{day} (the bundle's last day; no day was chosen)</source>
        <translation>{day} (der letzte Tag des Bündels; es wurde kein Tag gewählt)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>N_eff</source>
        <translation>N_eff</translation>
    </message>
    <message>
        <source>{value} independent voices ({horizon}, the mean of the last {runs} counted runs)</source>
        <translation>{value} unabhängige Stimmen ({horizon}, Mittel der letzten {runs} gezählten Läufe)</translation>
    </message>
    <message>
        <source>Registered test</source>
        <translation>Registrierter Test</translation>
    </message>
    <message>
        <source>Its benchmark (the climatology) was not frozen by the registration.</source>
        <translation>Sein Vergleichsmaßstab (die Klimatologie) wurde nicht durch die Registrierung festgeschrieben.</translation>
    </message>
    <message>
        <source>What limits this result</source>
        <translation>Was dieses Ergebnis einschränkt</translation>
    </message>
    <message>
        <source>{label}: {status}</source>
        <translation>{label}: {status}</translation>
    </message>
    <message>
        <source>OUT OF DATE: the settings were changed after this check and it was not run again; this report shows the result of the earlier settings.</source>
        <translation>VERALTET: Die Einstellungen wurden nach dieser Prüfung geändert, und sie wurde nicht erneut ausgeführt; dieser Bericht zeigt das Ergebnis der früheren Einstellungen.</translation>
    </message>
    <message>
        <source>Appendix: every check in detail</source>
        <translation>Anhang: jede Prüfung im Einzelnen</translation>
    </message>
    <message>
        <source>Bundle</source>
        <translation>Bündel</translation>
    </message>
    <message>
        <source>Book lines verified (sealed and chained)</source>
        <translation>Verifizierte Buchzeilen (versiegelt und verkettet)</translation>
    </message>
    <message>
        <source>Stamped lists (seals)</source>
        <translation>Gestempelte Listen (Siegel)</translation>
    </message>
    <message>
        <source>Time of the check</source>
        <translation>Zeitpunkt der Prüfung</translation>
    </message>
    <message>
        <source>Checked with</source>
        <translation>Geprüft mit</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>Bericht erstellt</translation>
    </message>
    <message>
        <source>verifier-app version {version}</source>
        <translation>verifier-app Version {version}</translation>
    </message>
    <message>
        <source>no book was provided</source>
        <translation>es wurde kein Buch bereitgestellt</translation>
    </message>
    <message>
        <source>1–{through} of {total}</source>
        <translation>1–{through} von {total}</translation>
    </message>
    <message>
        <source>none of {total}</source>
        <translation>keine von {total}</translation>
    </message>
    <message>
        <source>The ten steps (the paper's Appendix B) and the further checks</source>
        <translation>Die zehn Schritte (Anhang B des Papers) und die weiteren Prüfungen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>What was checked</source>
        <translation>Was geprüft wurde</translation>
    </message>
    <message>
        <source>By hand:</source>
        <translation>Von Hand:</translation>
    </message>
    <message>
        <source>DOES NOT APPLY</source>
        <translation>TRIFFT NICHT ZU</translation>
    </message>
    <message>
        <source>Why the verdict is what it is</source>
        <translation>Warum das Urteil so lautet</translation>
    </message>
    <message numerus="yes">
        <source>… and {count} more</source>
        <translation>
            <numerusform>… und {count} weiteres</numerusform>
            <numerusform>… und {count} weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {number}: {title}</source>
        <translation>Schritt {number}: {title}</translation>
    </message>
    <message>
        <source>Proof-of-before properties per forecast line</source>
        <translation>Vorher-Beweis-Eigenschaften je Prognosezeile</translation>
    </message>
    <message>
        <source>Not checked: no forecast line was verified.</source>
        <translation>Nicht geprüft: Keine Prognosezeile wurde verifiziert.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Trust levels</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>No substitution: the line is inside a stamped prefix that matched.</source>
        <translation>Kein Austausch: Die Zeile liegt in einem gestempelten Anfang, der übereinstimmte.</translation>
    </message>
    <message>
        <source>No rebuild after the anchor: a seal covering the line is anchored in Bitcoin or logged in Rekor.</source>
        <translation>Kein Neuaufbau nach dem Anker: Ein Siegel, das die Zeile abdeckt, ist in Bitcoin verankert oder in Rekor eingetragen.</translation>
    </message>
    <message>
        <source>Committed before the reference: sealed before the session's 09:30 New York open.</source>
        <translation>Vor der Referenz festgelegt: versiegelt vor der Eröffnung der Sitzung um 09:30 New Yorker Zeit.</translation>
    </message>
    <message>
        <source>No selection among runs: the counted run follows a rule declared in advance.</source>
        <translation>Keine Auswahl unter Läufen: Der gezählte Lauf folgt einer im Voraus erklärten Regel.</translation>
    </message>
    <message>
        <source>P3 per session: which run counts, by which declared rule</source>
        <translation>P3 je Sitzung: welcher Lauf zählt, nach welcher erklärten Regel</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Sources this check relied on</source>
        <translation>Quellen, auf die sich diese Prüfung stützte</translation>
    </message>
    <message>
        <source>Where the app got what it compared against. None of them is controlled by the league's operator, except where the bundle itself is named.</source>
        <translation>Woher die App hatte, womit sie verglich. Keine davon wird vom Betreiber der Liga kontrolliert, außer wo das Bündel selbst genannt ist.</translation>
    </message>
    <message>
        <source>none used</source>
        <translation>keine verwendet</translation>
    </message>
    <message>
        <source>Bitcoin block headers</source>
        <translation>Bitcoin-Blockköpfe</translation>
    </message>
    <message>
        <source>Trust roots for the time-stamp authorities</source>
        <translation>Vertrauensanker für die Zeitstempelstellen</translation>
    </message>
    <message>
        <source>Transparency log</source>
        <translation>Transparenzlog</translation>
    </message>
    <message>
        <source>chain intact</source>
        <translation>Kette intakt</translation>
    </message>
    <message>
        <source>chain broken at line {line}</source>
        <translation>Kette gebrochen in Zeile {line}</translation>
    </message>
    <message>
        <source>{lines} lines, {chain}</source>
        <translation>{lines} Zeilen, {chain}</translation>
    </message>
    <message>
        <source>Evidence: the chained files as checked</source>
        <translation>Belege: die verketteten Dateien, wie geprüft</translation>
    </message>
    <message>
        <source>SHA-256 of the whole file</source>
        <translation>SHA-256 der ganzen Datei</translation>
    </message>
    <message>
        <source>Statistics (from the values sealed in the verified book)</source>
        <translation>Statistiken (aus den im verifizierten Buch versiegelten Werten)</translation>
    </message>
    <message>
        <source>Forecast rows: {total} in total, {verified} verified, {not_sealed} not sealed, {failed} failed. Only verified rows are used, with the book's sealed values in place of the file's.</source>
        <translation>Prognosezeilen: insgesamt {total}, {verified} verifiziert, {not_sealed} nicht versiegelt, {failed} fehlgeschlagen. Nur verifizierte Zeilen werden verwendet, mit den versiegelten Werten des Buchs statt denen der Datei.</translation>
    </message>
    <message>
        <source>Statistics were not included in this report.</source>
        <translation>Statistiken sind in diesem Bericht nicht enthalten.</translation>
    </message>
    <message>
        <source>Charts not available in this report.</source>
        <translation>In diesem Bericht sind keine Diagramme verfügbar.</translation>
    </message>
    <message>
        <source>no interval yet</source>
        <translation>noch kein Intervall</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <source>The registered test (the paper's Section 8)</source>
        <translation>Der registrierte Test (Abschnitt 8 des Papers)</translation>
    </message>
    <message>
        <source>Estimate {estimate} over {sessions} sessions; 95% interval {ci95}; 90% interval {ci90} (margin ±0.01; moving blocks of 5 sessions, 10,000 resamples, seed 20261102).</source>
        <translation>Schätzung {estimate} über {sessions} Sitzungen; 95-%-Intervall {ci95}; 90-%-Intervall {ci90} (Spielraum ±0,01; gleitende Blöcke von 5 Sitzungen, 10.000 Wiederholungsstichproben, Startwert 20261102).</translation>
    </message>
    <message>
        <source>Disagreement (secondary, undirected): {reading}. Against the shadow consensus: {shadow}.</source>
        <translation>Uneinigkeit (sekundär, ungerichtet): {reading}. Gegen den Schattenkonsens: {shadow}.</translation>
    </message>
    <message>
        <source>Claims ladder</source>
        <translation>Behauptungsleiter</translation>
    </message>
    <message>
        <source>(Section 3.12, Table B1):</source>
        <translation>(Abschnitt 3.12, Tabelle B1):</translation>
    </message>
    <message>
        <source>Independent prices</source>
        <translation>Unabhängige Preise</translation>
    </message>
    <message>
        <source>Problems with the files given</source>
        <translation>Probleme mit den angegebenen Dateien</translation>
    </message>
    <message>
        <source>Made with verifier-app {version}, which checks the league's seals without trusting its operator. The commands in the steps table let anyone repeat each check by hand.</source>
        <translation>Erstellt mit verifier-app {version}, das die Siegel der Liga prüft, ohne ihrem Betreiber zu vertrauen. Mit den Befehlen in der Schritttabelle kann jeder jede Prüfung von Hand wiederholen.</translation>
    </message>
    <message>
        <source>*** DEMONSTRATION DATA: a synthetic league, not real forecasts ***</source>
        <translation>*** DEMONSTRATIONSDATEN: eine synthetische Liga, keine echten Prognosen ***</translation>
    </message>
    <message>
        <source>Steps (Appendix B)</source>
        <translation>Schritte (Anhang B)</translation>
    </message>
    <message>
        <source>Further checks</source>
        <translation>Weitere Prüfungen</translation>
    </message>
    <message>
        <source>(does not apply)</source>
        <translation>(trifft nicht zu)</translation>
    </message>
    <message numerus="yes">
        <source>  … and {count} more (see --json)</source>
        <translation>
            <numerusform>  … und {count} weiteres (siehe --json)</numerusform>
            <numerusform>  … und {count} weitere (siehe --json)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seals ({count})</source>
        <translation>Siegel ({count})</translation>
    </message>
    <message>
        <source>{book} {lines} lines {mark}</source>
        <translation>{book} {lines} Zeilen {mark}</translation>
    </message>
    <message>
        <source>(matches)</source>
        <translation>(stimmt überein)</translation>
    </message>
    <message>
        <source>(DOES NOT MATCH)</source>
        <translation>(STIMMT NICHT ÜBEREIN)</translation>
    </message>
    <message>
        <source>(not checked: book not provided)</source>
        <translation>(nicht geprüft: Buch nicht bereitgestellt)</translation>
    </message>
    <message>
        <source>Bitcoin block {height} at {time}</source>
        <translation>Bitcoin-Block {height} um {time}</translation>
    </message>
    <message>
        <source>Bitcoin block {height} at {time}, NOT main-chain work</source>
        <translation>Bitcoin-Block {height} um {time}, KEINE Arbeit der Hauptkette</translation>
    </message>
    <message>
        <source>Bitcoin: pending</source>
        <translation>Bitcoin: ausstehend</translation>
    </message>
    <message>
        <source>Bitcoin: fail</source>
        <translation>Bitcoin: gescheitert</translation>
    </message>
    <message>
        <source>Bitcoin: not checked</source>
        <translation>Bitcoin: nicht geprüft</translation>
    </message>
    <message>
        <source>{tsa}: {mark} {when}</source>
        <translation>{tsa}: {mark} {when}</translation>
    </message>
    <message>
        <source>{tsa}: {mark} {when} before the open</source>
        <translation>{tsa}: {mark} {when} vor der Eröffnung</translation>
    </message>
    <message>
        <source>{tsa}: {mark} {when} AFTER the open</source>
        <translation>{tsa}: {mark} {when} NACH der Eröffnung</translation>
    </message>
    <message>
        <source>Rekor: {mark} {when}</source>
        <translation>Rekor: {mark} {when}</translation>
    </message>
    <message>
        <source>Rekor: {mark}</source>
        <translation>Rekor: {mark}</translation>
    </message>
    <message>
        <source>(demonstration keys)</source>
        <translation>(Demonstrationsschlüssel)</translation>
    </message>
    <message>
        <source>Blind-season identities: {mark}: {detail}</source>
        <translation>Modellidentitäten der Blindsaison: {mark}: {detail}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>geöffnet</translation>
    </message>
    <message>
        <source>DO NOT MATCH</source>
        <translation>STIMMEN NICHT ÜBEREIN</translation>
    </message>
    <message>
        <source>sealed</source>
        <translation>versiegelt</translation>
    </message>
    <message>
        <source>Cross-check against the values printed in the paper</source>
        <translation>Abgleich mit den im Paper gedruckten Werten</translation>
    </message>
    <message>
        <source>  None of the paper's printed values is in this bundle: if it is meant to be the league the paper describes, its seals are not the ones the paper printed.</source>
        <translation>  Keiner der im Paper gedruckten Werte ist in diesem Bündel: Wenn es die Liga sein soll, die das Paper beschreibt, sind seine Siegel nicht die, die das Paper gedruckt hat.</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>stimmt überein</translation>
    </message>
    <message>
        <source>DIFFERS from the paper</source>
        <translation>WEICHT vom Paper AB</translation>
    </message>
    <message>
        <source>printed {printed}, this bundle {observed}</source>
        <translation>gedruckt {printed}, dieses Bündel {observed}</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Siegel</translation>
    </message>
    <message>
        <source>No stamped list was provided: nothing is sealed.</source>
        <translation>Es wurde keine gestempelte Liste bereitgestellt: Nichts ist versiegelt.</translation>
    </message>
    <message numerus="yes">
        <source>Seals ({count} stamped lists)</source>
        <translation>
            <numerusform>Siegel ({count} gestempelte Liste)</numerusform>
            <numerusform>Siegel ({count} gestempelte Listen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Each seal in detail</source>
        <translation>Jedes Siegel im Einzelnen</translation>
    </message>
    <message numerus="yes">
        <source>In full here: the {count} seal(s) that failed. Every check of every seal, with its sentence, is in the file seals.csv attached to this PDF (open the PDF's attachments), and in the HTML report.</source>
        <translation>
            <numerusform>Hier vollständig: das {count} Siegel, das durchgefallen ist. Jede Prüfung jedes Siegels steht mit ihrem Satz in der Datei seals.csv, die diesem PDF angehängt ist (öffnen Sie die Anhänge des PDF), und im HTML-Bericht.</numerusform>
            <numerusform>Hier vollständig: die {count} Siegel, die durchgefallen sind. Jede Prüfung jedes Siegels steht mit ihrem Satz in der Datei seals.csv, die diesem PDF angehängt ist (öffnen Sie die Anhänge des PDF), und im HTML-Bericht.</numerusform>
        </translation>
    </message>
    <message>
        <source>What each stamped list covers, and each independent anchor of its fingerprint.</source>
        <translation>Was jede gestempelte Liste abdeckt, und jeder unabhängige Anker ihres Fingerabdrucks.</translation>
    </message>
    <message>
        <source>Sealed at (UTC)</source>
        <translation>Versiegelt um (UTC)</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Siegel</translation>
    </message>
    <message>
        <source>Bitcoin</source>
        <translation>Bitcoin</translation>
    </message>
    <message>
        <source>Time-stamp authorities</source>
        <translation>Zeitstempel</translation>
    </message>
    <message>
        <source>Rekor log</source>
        <translation>Rekor-Log</translation>
    </message>
    <message>
        <source>block {height}</source>
        <translation>Block {height}</translation>
    </message>
    <message>
        <source>NONE</source>
        <translation>KEINE</translation>
    </message>
    <message>
        <source>Stamped list</source>
        <translation>Gestempelte Liste</translation>
    </message>
    <message>
        <source>Time it claims</source>
        <translation>Angegebene Zeit</translation>
    </message>
    <message>
        <source>Fingerprint (SHA-256)</source>
        <translation>Fingerabdruck (SHA-256)</translation>
    </message>
    <message>
        <source>Covers {book}</source>
        <translation>Deckt {book} ab</translation>
    </message>
    <message>
        <source>first {lines} lines, SHA-256</source>
        <translation>erste {lines} Zeilen, SHA-256</translation>
    </message>
    <message>
        <source>MATCHES</source>
        <translation>STIMMT ÜBEREIN</translation>
    </message>
    <message>
        <source>DOES NOT MATCH</source>
        <translation>STIMMT NICHT ÜBEREIN</translation>
    </message>
    <message>
        <source>NOT CHECKED: BOOK NOT PROVIDED</source>
        <translation>NICHT GEPRÜFT: BUCH NICHT BEREITGESTELLT</translation>
    </message>
    <message>
        <source>Bitcoin (OpenTimestamps)</source>
        <translation>Bitcoin (OpenTimestamps)</translation>
    </message>
    <message>
        <source>Time-stamp authority {tsa}</source>
        <translation>Zeitstempelstelle {tsa}</translation>
    </message>
    <message>
        <source>no token provided</source>
        <translation>kein Zeitstempel bereitgestellt</translation>
    </message>
    <message>
        <source>Transparency log (Rekor)</source>
        <translation>Transparenzlog (Rekor)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>block {height}, header time {time}</source>
        <translation>Block {height}, Blockzeit {time}</translation>
    </message>
    <message>
        <source>, existed no later than {bound}</source>
        <translation>, existierte spätestens {bound}</translation>
    </message>
    <message>
        <source>Block headers from: {source}</source>
        <translation>Blockköpfe von: {source}</translation>
    </message>
    <message>
        <source>before the 09:30 New York open</source>
        <translation>vor der Eröffnung um 09:30 New Yorker Zeit</translation>
    </message>
    <message>
        <source>AFTER the 09:30 New York open</source>
        <translation>NACH der Eröffnung um 09:30 New Yorker Zeit</translation>
    </message>
    <message>
        <source>signed {time} {when}</source>
        <translation>signiert {time} {when}</translation>
    </message>
    <message>
        <source>Trusted because of the root {subject}</source>
        <translation>Vertrauenswürdig wegen der Wurzel {subject}</translation>
    </message>
    <message>
        <source>entered {time}, log index {index}</source>
        <translation>eingetragen {time}, Log-Index {index}</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} kann nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file; give {what}.</source>
        <translation>{path} ist ein Ordner, keine Datei; geben Sie {what} an.</translation>
    </message>
    <message>
        <source>{path} is not a regular file (it is a device, pipe or socket); give {what}.</source>
        <translation>{path} ist keine gewöhnliche Datei (sondern ein Gerät, eine Pipe oder ein Socket); geben Sie {what} an.</translation>
    </message>
    <message>
        <source>{path} is empty; give {what}.</source>
        <translation>{path} ist leer; geben Sie {what} an.</translation>
    </message>
    <message>
        <source>{path} is larger than {cap} bytes, too large to be {what}.</source>
        <translation>{path} ist größer als {cap} Bytes, zu groß für {what}.</translation>
    </message>
    <message>
        <source>{path} is a folder; give the name of a file to write {what} to.</source>
        <translation>{path} ist ein Ordner; geben Sie den Namen einer Datei an, in die {what} geschrieben werden soll.</translation>
    </message>
    <message>
        <source>{path} is not a regular file (it is a device, pipe or socket); give the name of a file to write {what} to.</source>
        <translation>{path} ist keine gewöhnliche Datei (sondern ein Gerät, eine Pipe oder ein Socket); geben Sie den Namen einer Datei an, in die {what} geschrieben werden soll.</translation>
    </message>
    <message>
        <source>Could not save {what} to {path} ({reason}).</source>
        <translation>{what} konnte nicht in {path} gespeichert werden ({reason}).</translation>
    </message>
    <message>
        <source>a headers file</source>
        <translation>eine Header-Datei</translation>
    </message>
    <message>
        <source>a cookie file</source>
        <translation>eine Cookie-Datei</translation>
    </message>
    <message>
        <source>a public key (PEM)</source>
        <translation>einen öffentlichen Schlüssel (PEM)</translation>
    </message>
    <message>
        <source>a certificate (PEM)</source>
        <translation>ein Zertifikat (PEM)</translation>
    </message>
    <message>
        <source>a root certificate (PEM or DER)</source>
        <translation>ein Wurzelzertifikat (PEM oder DER)</translation>
    </message>
    <message>
        <source>an intermediate certificate (PEM or DER)</source>
        <translation>ein Zwischenzertifikat (PEM oder DER)</translation>
    </message>
    <message>
        <source>a price file (CSV)</source>
        <translation>eine Preisdatei (CSV)</translation>
    </message>
    <message>
        <source>a witness key (PEM)</source>
        <translation>einen Zeugenschlüssel (PEM)</translation>
    </message>
    <message>
        <source>The copy kept in the cache folder ({name}) was damaged ({why}) and was not used.</source>
        <translation>Die im Cache-Ordner aufbewahrte Kopie ({name}) war beschädigt ({why}) und wurde nicht verwendet.</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>sie ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>a folder stands in its place</source>
        <translation>an ihrer Stelle steht ein Ordner</translation>
    </message>
    <message>
        <source>it is larger than {cap} bytes</source>
        <translation>sie ist größer als {cap} Bytes</translation>
    </message>
    <message>
        <source>its content does not match its name</source>
        <translation>ihr Inhalt passt nicht zu ihrem Namen</translation>
    </message>
    <message>
        <source>it cannot be read: {reason}</source>
        <translation>sie kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>the log's signature on it does not verify</source>
        <translation>die Signatur des Logs darauf ist nicht gültig</translation>
    </message>
    <message>
        <source>it no longer verifies as the log's answer</source>
        <translation>sie lässt sich nicht mehr als Antwort des Logs bestätigen</translation>
    </message>
    <message>
        <source>{count} of its rows are not block headers</source>
        <translation>{count} ihrer Zeilen sind keine Blockköpfe</translation>
    </message>
    <message>
        <source>The seals of {day} (a New York day)</source>
        <translation>Die Siegel: {day} (ein New Yorker Tag)</translation>
    </message>
    <message>
        <source>This bundle holds no seal of {day}.</source>
        <translation>Dieses Bündel enthält kein Siegel vom {day}.</translation>
    </message>
    <message numerus="yes">
        <source>{day}: {count} seal(s), {failed} failed, {pending} with the Bitcoin proof still pending.</source>
        <translation>
            <numerusform>{day}: {count} Siegel, {failed} durchgefallen, {pending} mit noch ausstehendem Bitcoin-Beweis.</numerusform>
            <numerusform>{day}: {count} Siegel, {failed} durchgefallen, {pending} mit noch ausstehendem Bitcoin-Beweis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Days with seals: {days}.</source>
        <translation>Tage mit Siegeln: {days}.</translation>
    </message>
    <message>
        <source>{text} is not a day of the form YYYY-MM-DD.</source>
        <translation>{text} ist kein Tag der Form JJJJ-MM-TT (YYYY-MM-DD).</translation>
    </message>
    <message>
        <source>{time}: {list} — {status}, level {level}</source>
        <translation>{time}: {list} — {status}, Stufe {level}</translation>
    </message>
    <message>
        <source>{time}: {list} — {status}, no level reached</source>
        <translation>{time}: {list} — {status}, keine Stufe erreicht</translation>
    </message>
    <message>
        <source>{utc} UTC ({new_york} in New York)</source>
        <translation>{utc} UTC ({new_york} in New York)</translation>
    </message>
    <message>
        <source>time not known</source>
        <translation>Zeit unbekannt</translation>
    </message>
    <message>
        <source>{utc} UTC / {new_york} NY</source>
        <translation>{utc} UTC / {new_york} NY</translation>
    </message>
    <message>
        <source>covers {book} lines 1–{lines} (new since the seal before: {first}–{lines})</source>
        <translation>deckt {book} Zeilen 1–{lines} ab (neu seit dem Siegel davor: {first}–{lines})</translation>
    </message>
    <message>
        <source>covers {book} lines 1–{lines} (nothing new since the seal before)</source>
        <translation>deckt {book} Zeilen 1–{lines} ab (nichts Neues seit dem Siegel davor)</translation>
    </message>
    <message>
        <source>Bitcoin block {name}: {status}</source>
        <translation>Bitcoin-Block {name}: {status}</translation>
    </message>
    <message>
        <source>Bitcoin proof: {status}</source>
        <translation>Bitcoin-Beweis: {status}</translation>
    </message>
    <message>
        <source>Bitcoin proof pending at its calendar: {status}</source>
        <translation>Bitcoin-Beweis bei seinem Kalender ausstehend: {status}</translation>
    </message>
    <message>
        <source>Time-stamp authority {name}: {status}</source>
        <translation>Zeitstempelstelle {name}: {status}</translation>
    </message>
    <message>
        <source>Transparency log: {status}</source>
        <translation>Transparenzlog: {status}</translation>
    </message>
    <message>
        <source>{anchor}, {time}</source>
        <translation>{anchor}, {time}</translation>
    </message>
    <message>
        <source>{anchor}, completed from calendar {calendar}</source>
        <translation>{anchor}, vom Kalender {calendar} vervollständigt</translation>
    </message>
    <message>
        <source>Bitcoin proof still pending at {calendars}: likely complete between {start} and {end} UTC ({start_ny} to {end_ny} in New York), assuming the calendar's commitment reaches a Bitcoin block with a few confirmations, which typically takes 1 to 3 hours after the stamp.</source>
        <translation>Bitcoin-Beweis noch ausstehend bei {calendars}: voraussichtlich vollständig zwischen {start} und {end} UTC ({start_ny} bis {end_ny} in New York), unter der Annahme, dass die Festlegung des Kalenders einen Bitcoin-Block mit einigen Bestätigungen erreicht, was typischerweise 1 bis 3 Stunden nach dem Stempel dauert.</translation>
    </message>
    <message>
        <source>Bitcoin proof still pending at {calendars}: it was expected between {start} and {end} UTC ({start_ny} to {end_ny} in New York), assuming a Bitcoin block with a few confirmations 1 to 3 hours after the stamp; that time has passed, so check again online (the app then asks the calendar for the completed proof).</source>
        <translation>Bitcoin-Beweis noch ausstehend bei {calendars}: er wurde zwischen {start} und {end} UTC ({start_ny} bis {end_ny} in New York) erwartet, unter der Annahme eines Bitcoin-Blocks mit einigen Bestätigungen 1 bis 3 Stunden nach dem Stempel; diese Zeit ist vorbei, prüfen Sie also online erneut (die App fragt dann den Kalender nach dem vollständigen Beweis).</translation>
    </message>
    <message>
        <source>Bitcoin proof still pending at {calendars}: when it will complete cannot be estimated, because the seal's own time is not known.</source>
        <translation>Bitcoin-Beweis noch ausstehend bei {calendars}: wann er vollständig wird, lässt sich nicht schätzen, weil die Zeit des Siegels selbst nicht bekannt ist.</translation>
    </message>
    <message>
        <source>A pending proof is expected to complete 1 to 3 hours after the stamp: the time the calendar's commitment takes to reach a Bitcoin block with a few confirmations. This is an estimate, never a proof of time.</source>
        <translation>Ein ausstehender Beweis wird 1 bis 3 Stunden nach dem Stempel vollständig erwartet: so lange braucht die Festlegung des Kalenders, bis sie in einem Bitcoin-Block mit einigen Bestätigungen steht. Das ist eine Schätzung, nie ein Zeitbeweis.</translation>
    </message>
    <message>
        <source>Bitcoin pending: likely {start}–{end} UTC ({start_ny}–{end_ny} NY), assuming a block with a few confirmations 1–3 h after the stamp</source>
        <translation>Bitcoin ausstehend: voraussichtlich {start}–{end} UTC ({start_ny}–{end_ny} NY), angenommen ein Block mit einigen Bestätigungen 1–3 h nach dem Stempel</translation>
    </message>
    <message>
        <source>Bitcoin pending, overdue: expected {start}–{end} UTC ({start_ny}–{end_ny} NY), assuming a block with a few confirmations 1–3 h after the stamp; check again online</source>
        <translation>Bitcoin ausstehend, überfällig: erwartet {start}–{end} UTC ({start_ny}–{end_ny} NY), angenommen ein Block mit einigen Bestätigungen 1–3 h nach dem Stempel; online erneut prüfen</translation>
    </message>
    <message>
        <source>{anchor} {time}</source>
        <translation>{anchor} {time}</translation>
    </message>
    <message>
        <source>{heading} (New York = UTC {offset} h, {zone})</source>
        <translation>{heading} (New York = UTC {offset} h, {zone})</translation>
    </message>
    <message>
        <source>{utc} UTC</source>
        <translation>{utc} UTC</translation>
    </message>
    <message>
        <source>No Bitcoin proof of this day is pending.</source>
        <translation>Kein Bitcoin-Beweis dieses Tages steht aus.</translation>
    </message>
    <message>
        <source>Lines covered</source>
        <translation>Abgedeckte Zeilen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Overall, level</source>
        <translation>Gesamt, Stufe</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>Stufe {level}</translation>
    </message>
    <message>
        <source>Still pending</source>
        <translation>Noch ausstehend</translation>
    </message>
    <message>
        <source>{book}: 1–{lines} (new {first}–{lines})</source>
        <translation>{book}: 1–{lines} (neu {first}–{lines})</translation>
    </message>
    <message>
        <source>{book}: 1–{lines} (nothing new)</source>
        <translation>{book}: 1–{lines} (nichts Neues)</translation>
    </message>
    <message>
        <source>1–{lines} (new {first}–{lines})</source>
        <translation>1–{lines} (neu {first}–{lines})</translation>
    </message>
    <message>
        <source>1–{lines} (nothing new)</source>
        <translation>1–{lines} (nichts Neues)</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): verified, level {level}.</source>
        <translation>Neues Siegel {list} ({time}): bestätigt, Stufe {level}.</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): verified with warnings, level {level}; see the day's page.</source>
        <translation>Neues Siegel {list} ({time}): mit Warnungen bestätigt, Stufe {level}; siehe die Seite des Tages.</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): its lines match the book (level {level}); its Bitcoin proof is still pending at its calendar, so its time is not proven yet.</source>
        <translation>Neues Siegel {list} ({time}): seine Zeilen stimmen mit dem Buch überein (Stufe {level}); sein Bitcoin-Beweis steht bei seinem Kalender noch aus, seine Zeit ist also noch nicht bewiesen.</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): its lines match the book (level {level}), but no anchor proves its time yet.</source>
        <translation>Neues Siegel {list} ({time}): seine Zeilen stimmen mit dem Buch überein (Stufe {level}), aber noch kein Anker beweist seine Zeit.</translation>
    </message>
    <message>
        <source>NOT CHECKED: new seal {list} ({time}): its claim on the book was not checked (the book was not provided or could not be read), so nothing it seals is verified yet.</source>
        <translation>NICHT GEPRÜFT: neues Siegel {list} ({time}): seine Angabe zum Buch wurde nicht geprüft (das Buch wurde nicht bereitgestellt oder konnte nicht gelesen werden), daher ist noch nichts bestätigt, was es versiegelt.</translation>
    </message>
    <message>
        <source>SEAL FAILED: {list} ({time}). {reason}</source>
        <translation>SIEGEL DURCHGEFALLEN: {list} ({time}). {reason}</translation>
    </message>
    <message>
        <source>Seal {list}: its pending Bitcoin proof was completed from calendar {calendar} (block {height}); the seal now reaches level {level}.</source>
        <translation>Siegel {list}: sein ausstehender Bitcoin-Beweis wurde vom Kalender {calendar} vervollständigt (Block {height}); das Siegel erreicht jetzt Stufe {level}.</translation>
    </message>
    <message>
        <source>LATE LINE: {said}</source>
        <translation>VERSPÄTETE ZEILE: {said}</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN: {said}</source>
        <translation>GESCHICHTE UMGESCHRIEBEN: {said}</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN: the operator replaced {file}, a file that never changes once published; your earlier copy is kept.</source>
        <translation>GESCHICHTE UMGESCHRIEBEN: der Betreiber hat {file} ersetzt, eine Datei, die sich nach der Veröffentlichung nie ändert; Ihre frühere Kopie bleibt erhalten.</translation>
    </message>
    <message>
        <source>ANOTHER BOOK: {said}</source>
        <translation>EIN ANDERES BUCH: {said}</translation>
    </message>
    <message>
        <source>CHECK FAILED: {reason}</source>
        <translation>PRÜFUNG DURCHGEFALLEN: {reason}</translation>
    </message>
    <message>
        <source>NOT CHECKED: {reason}</source>
        <translation>NICHT GEPRÜFT: {reason}</translation>
    </message>
    <message>
        <source>--until {until} has already passed: nothing to watch.</source>
        <translation>--until {until} ist schon vorbei: nichts zu beobachten.</translation>
    </message>
    <message>
        <source>{text} is not a time: give HH:MM (New York time today) or a time with its zone, e.g. 2026-10-20T16:00:00-04:00.</source>
        <translation>{text} ist keine Zeit: geben Sie HH:MM (New Yorker Zeit, heute) oder eine Zeit mit Zone an, z. B. 2026-10-20T16:00:00-04:00.</translation>
    </message>
    <message>
        <source>--every must be a number of minutes between 1 and 1440.</source>
        <translation>--every muss eine Zahl von Minuten zwischen 1 und 1440 sein.</translation>
    </message>
    <message>
        <source>Watching {source}: {rule}; until {until}.</source>
        <translation>Beobachtet wird {source}: {rule}; bis {until}.</translation>
    </message>
    <message>
        <source>every {minutes} min</source>
        <translation>alle {minutes} min</translation>
    </message>
    <message>
        <source>{after} min after the seal times the protocol states ({times} New York)</source>
        <translation>{after} min nach den Siegelzeiten, die das Protokoll nennt ({times} New York)</translation>
    </message>
    <message numerus="yes">
        <source>{after} min after the seal times the protocol states ({times} New York; only the first {cap} entries of its list are read: {count} more were not)</source>
        <translation>
            <numerusform>{after} min nach den Siegelzeiten, die das Protokoll nennt ({times} New York; nur die ersten {cap} Einträge seiner Liste werden gelesen: {count} weiterer wurde nicht gelesen)</numerusform>
            <numerusform>{after} min nach den Siegelzeiten, die das Protokoll nennt ({times} New York; nur die ersten {cap} Einträge seiner Liste werden gelesen: {count} weitere wurden nicht gelesen)</numerusform>
        </translation>
    </message>
    <message>
        <source>every 15 min during the New York session (09:30–16:00 ET on trading days)</source>
        <translation>alle 15 min während der New Yorker Sitzung (09:30–16:00 ET an Handelstagen)</translation>
    </message>
    <message>
        <source>stopped by the reader</source>
        <translation>vom Leser beendet</translation>
    </message>
    <message>
        <source>Watch ended at {time}: {polls} poll(s), {events} event(s), {failures} failure(s).</source>
        <translation>Beobachtung beendet um {time}: {polls} Abfrage(n), {events} Ereignis(se), {failures} Fehlschlag/Fehlschläge.</translation>
    </message>
    <message>
        <source>Next poll at {time}.</source>
        <translation>Nächste Abfrage um {time}.</translation>
    </message>
    <message>
        <source>a book (JSON Lines)</source>
        <translation>ein Buch (JSON Lines)</translation>
    </message>
    <message>
        <source>{book} could not be read to compare it with your earlier check: {reason}</source>
        <translation>{book} konnte nicht gelesen werden, um es mit Ihrer früheren Prüfung zu vergleichen: {reason}</translation>
    </message>
    <message>
        <source>The first {lines} lines of {book} are exactly the lines you checked earlier.</source>
        <translation>Die ersten {lines} Zeilen von {book} sind genau die Zeilen, die Sie früher geprüft haben.</translation>
    </message>
    <message>
        <source>{book} now has {have} complete lines, fewer than the {lines} you checked earlier: lines you checked are gone, so its history was rewritten.</source>
        <translation>{book} hat jetzt {have} vollständige Zeilen, weniger als die {lines}, die Sie früher geprüft haben: Geprüfte Zeilen fehlen, seine Geschichte wurde also umgeschrieben.</translation>
    </message>
    <message>
        <source>Line {line} of {book} was rewritten after your check: it is no longer the line you checked (your check covered lines 1–{lines}).</source>
        <translation>Zeile {line} von {book} wurde nach Ihrer Prüfung umgeschrieben: Sie ist nicht mehr die Zeile, die Sie geprüft haben (Ihre Prüfung umfasste die Zeilen 1–{lines}).</translation>
    </message>
    <message>
        <source>At least one of lines 1–{lines} of {book} was rewritten after your check; no copy of the lines you checked was kept, so the first changed line cannot be named.</source>
        <translation>Mindestens eine der Zeilen 1–{lines} von {book} wurde nach Ihrer Prüfung umgeschrieben; keine Kopie der geprüften Zeilen wurde aufbewahrt, daher kann die erste geänderte Zeile nicht genannt werden.</translation>
    </message>
    <message>
        <source>At least one of lines 1–{lines} of {book} was rewritten after your check; the copy of the lines you checked that was kept no longer holds them (it was changed or damaged since), so the first changed line cannot be named.</source>
        <translation>Mindestens eine der Zeilen 1–{lines} von {book} wurde nach Ihrer Prüfung umgeschrieben; die aufbewahrte Kopie der geprüften Zeilen enthält sie nicht mehr (sie wurde seither geändert oder beschädigt), daher kann die erste geänderte Zeile nicht genannt werden.</translation>
    </message>
    <message>
        <source>a history entry</source>
        <translation>ein Verlaufseintrag</translation>
    </message>
    <message>
        <source>Your history entry {name} was not used: {why}. It is ignored, never trusted.</source>
        <translation>Ihr Verlaufseintrag {name} wurde nicht verwendet: {why}. Er wird übergangen, nie für vertrauenswürdig gehalten.</translation>
    </message>
    <message>
        <source>Only the newest {cap} entries of each source are read: {count} older entries were not.</source>
        <translation>Von jeder Quelle werden nur die neuesten {cap} Einträge gelesen: {count} ältere Einträge wurden nicht gelesen.</translation>
    </message>
    <message>
        <source>Only {cap} sources are read: the entries of {count} more sources were not.</source>
        <translation>Nur {cap} Quellen werden gelesen: die Einträge von {count} weiteren Quellen wurden nicht gelesen.</translation>
    </message>
    <message>
        <source>it is too large to be a history entry</source>
        <translation>er ist zu groß für einen Verlaufseintrag</translation>
    </message>
    <message>
        <source>it is not a regular file (it is a device, pipe or socket)</source>
        <translation>er ist keine gewöhnliche Datei (sondern ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>er ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the entry cannot be read ({reason})</source>
        <translation>der Eintrag kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>it is not text (it holds binary bytes)</source>
        <translation>er ist kein Text (er enthält Binärbytes)</translation>
    </message>
    <message>
        <source>it is not a history entry of this app, or it is cut short or damaged</source>
        <translation>er ist kein Verlaufseintrag dieser App, oder er ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <source>it is not signed with your own key</source>
        <translation>er ist nicht mit Ihrem eigenen Schlüssel signiert</translation>
    </message>
    <message>
        <source>its signature does not verify with your key, so it was changed after it was written</source>
        <translation>seine Signatur lässt sich mit Ihrem Schlüssel nicht bestätigen, er wurde also nach dem Schreiben geändert</translation>
    </message>
    <message>
        <source>you have no key of your own yet, so no entry can be yours</source>
        <translation>Sie haben noch keinen eigenen Schlüssel, also kann kein Eintrag von Ihnen sein</translation>
    </message>
    <message>
        <source>your own key, {name} in the app's data folder, is damaged or not a key, so no entry can be checked as yours</source>
        <translation>Ihr eigener Schlüssel, {name} im Datenordner der App, ist beschädigt oder kein Schlüssel, also kann kein Eintrag als Ihrer geprüft werden</translation>
    </message>
    <message>
        <source>it names another source than the folder it is kept in</source>
        <translation>er nennt eine andere Quelle als den Ordner, in dem er liegt</translation>
    </message>
    <message>
        <source>This bundle was not downloaded from a known source (it has no download record), so it has no history to re-check from.</source>
        <translation>Dieses Bündel wurde nicht von einer bekannten Quelle heruntergeladen (es hat keinen Download-Nachweis), daher gibt es keinen Verlauf, von dem aus es erneut geprüft werden kann.</translation>
    </message>
    <message>
        <source>This bundle's book cannot be used (the full walk's step 1 says why), so there is nothing to re-check from.</source>
        <translation>Das Buch dieses Bündels ist nicht verwendbar (Schritt 1 der vollständigen Prüfung sagt, warum), daher gibt es nichts, von dem aus erneut geprüft werden kann.</translation>
    </message>
    <message>
        <source>You have not checked {source} before (or no entry of it can be used), so there is nothing to re-check from.</source>
        <translation>Sie haben {source} noch nicht geprüft (oder kein Eintrag dazu ist verwendbar), daher gibt es nichts, von dem aus erneut geprüft werden kann.</translation>
    </message>
    <message numerus="yes">
        <source>Unchanged since your check of {time}: lines 1–{lines}; new: lines {first}–{last}, {seals} new seal(s).</source>
        <translation>
            <numerusform>Unverändert seit Ihrer Prüfung vom {time}: Zeilen 1–{lines}; neu: Zeilen {first}–{last}, {seals} neues Siegel.</numerusform>
            <numerusform>Unverändert seit Ihrer Prüfung vom {time}: Zeilen 1–{lines}; neu: Zeilen {first}–{last}, {seals} neue Siegel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unchanged since your check of {time}: lines 1–{lines}; no new line, {seals} new seal(s).</source>
        <translation>
            <numerusform>Unverändert seit Ihrer Prüfung vom {time}: Zeilen 1–{lines}; keine neue Zeile, {seals} neues Siegel.</numerusform>
            <numerusform>Unverändert seit Ihrer Prüfung vom {time}: Zeilen 1–{lines}; keine neue Zeile, {seals} neue Siegel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seals your check did not verify (failed or not checked), checked again now: {count}.</source>
        <translation>Siegel, die Ihre Prüfung nicht bestätigt hat (fehlgeschlagen oder nicht geprüft), jetzt erneut geprüft: {count}.</translation>
    </message>
    <message>
        <source>A re-check checks the book's new lines, the new seals and step 7; it does not redo P1b, P3, steps 5 and 8, the cross-check with the paper or the log's checks over the whole season. For the league's verdict, walk the bundle in full.</source>
        <translation>Eine erneute Prüfung prüft die neuen Zeilen des Buchs, die neuen Siegel und Schritt 7; P1b, P3, die Schritte 5 und 8, den Abgleich mit dem Paper und die Prüfungen des Transparenzlogs über die ganze Saison wiederholt sie nicht. Für das Urteil über die Liga prüfen Sie das Bündel vollständig.</translation>
    </message>
    <message>
        <source>The stamped list {list} changed since your check: its SHA-256 was {was}, it is {now}. A stamped list never changes once published.</source>
        <translation>Die gestempelte Liste {list} hat sich seit Ihrer Prüfung geändert: Ihr SHA-256 war {was}, jetzt ist er {now}. Eine gestempelte Liste ändert sich nach der Veröffentlichung nie.</translation>
    </message>
    <message>
        <source>New line {line} breaks the chain: {rule}.</source>
        <translation>Die neue Zeile {line} bricht die Kette: {rule}.</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN since your check of {time}. {found} The copy you checked is kept at {earlier}, the new one at {new}.</source>
        <translation>GESCHICHTE UMGESCHRIEBEN seit Ihrer Prüfung vom {time}. {found} Die geprüfte Kopie liegt in {earlier}, die neue in {new}.</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN since your check of {time}. {found}</source>
        <translation>GESCHICHTE UMGESCHRIEBEN seit Ihrer Prüfung vom {time}. {found}</translation>
    </message>
    <message>
        <source>The copy you checked is kept at {earlier}.</source>
        <translation>Die geprüfte Kopie liegt in {earlier}.</translation>
    </message>
    <message>
        <source>The new copy is kept at {new}.</source>
        <translation>Die neue Kopie liegt in {new}.</translation>
    </message>
    <message>
        <source>Recorded in your history: {lines} lines of {book} from {source}, signed with your key {key}.</source>
        <translation>In Ihrem Verlauf festgehalten: {lines} Zeilen von {book} aus {source}, signiert mit Ihrem Schlüssel {key}.</translation>
    </message>
    <message>
        <source>Not recorded in your history: {reason}</source>
        <translation>Nicht in Ihrem Verlauf festgehalten: {reason}</translation>
    </message>
    <message>
        <source>Not recorded in your history: no seal of the book was verified.</source>
        <translation>Nicht in Ihrem Verlauf festgehalten: Kein Siegel des Buchs wurde verifiziert.</translation>
    </message>
    <message>
        <source>Step 7 read the whole book: the index of the lines you checked, kept in the cache folder, was not used ({why}).</source>
        <translation>Schritt 7 hat das ganze Buch gelesen: der Index der von Ihnen geprüften Zeilen im Cache-Ordner wurde nicht verwendet ({why}).</translation>
    </message>
    <message>
        <source>it is not signed with your key, or its signature does not verify</source>
        <translation>er ist nicht mit Ihrem Schlüssel signiert, oder seine Signatur lässt sich nicht bestätigen</translation>
    </message>
    <message>
        <source>it names other lines than those you checked</source>
        <translation>er nennt andere Zeilen als die von Ihnen geprüften</translation>
    </message>
    <message>
        <source>its index file is missing</source>
        <translation>seine Indexdatei fehlt</translation>
    </message>
    <message>
        <source>its index file was changed after it was signed</source>
        <translation>seine Indexdatei wurde nach dem Signieren verändert</translation>
    </message>
    <message>
        <source>its index file cannot be read back</source>
        <translation>seine Indexdatei lässt sich nicht zurücklesen</translation>
    </message>
    <message numerus="yes">
        <source>Step 7 recounted the {count} run(s) the new lines touch and took every other run as counted at your check of {time} (kept in the cache folder, signed with your key).</source>
        <translation>
            <numerusform>Schritt 7 hat den {count} Lauf, den die neuen Zeilen berühren, neu gezählt und jeden anderen Lauf so übernommen, wie er bei Ihrer Prüfung vom {time} gezählt wurde (im Cache-Ordner aufbewahrt, mit Ihrem Schlüssel signiert).</numerusform>
            <numerusform>Schritt 7 hat die {count} Läufe, die die neuen Zeilen berühren, neu gezählt und jeden anderen Lauf so übernommen, wie er bei Ihrer Prüfung vom {time} gezählt wurde (im Cache-Ordner aufbewahrt, mit Ihrem Schlüssel signiert).</numerusform>
        </translation>
    </message>
    <message>
        <source>Step 7 recounted every run: what it counted of each run at your check, kept in the cache folder, was not used ({why}).</source>
        <translation>Schritt 7 hat jeden Lauf neu gezählt: was er bei Ihrer Prüfung für jeden Lauf gezählt hat, im Cache-Ordner aufbewahrt, wurde nicht verwendet ({why}).</translation>
    </message>
    <message>
        <source>its file is missing</source>
        <translation>seine Datei fehlt</translation>
    </message>
    <message>
        <source>its file was changed after it was signed</source>
        <translation>seine Datei wurde nach dem Signieren verändert</translation>
    </message>
    <message>
        <source>its file cannot be read back</source>
        <translation>seine Datei lässt sich nicht zurücklesen</translation>
    </message>
    <message numerus="yes">
        <source>Your history holds {count} check(s).</source>
        <translation>
            <numerusform>Ihr Verlauf enthält {count} Prüfung.</numerusform>
            <numerusform>Ihr Verlauf enthält {count} Prüfungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{time}  {source}: {lines} lines of {book}, {seals} seal(s)</source>
        <translation>
            <numerusform>{time}  {source}: {lines} Zeilen von {book}, {seals} Siegel</numerusform>
            <numerusform>{time}  {source}: {lines} Zeilen von {book}, {seals} Siegel</numerusform>
        </translation>
    </message>
    <message>
        <source>prefix SHA-256 {sha256}, last link {link}</source>
        <translation>SHA-256 des Anfangs {sha256}, letzter Link {link}</translation>
    </message>
    <message>
        <source>Walk the bundle in full with: verifier-app verify BUNDLE</source>
        <translation>Prüfen Sie das Bündel vollständig mit: verifier-app verify BUNDLE</translation>
    </message>
    <message>
        <source>verifier-app: {reason}</source>
        <translation>verifier-app: {reason}</translation>
    </message>
    <message>
        <source>verifier-app: stopped.</source>
        <translation>verifier-app: angehalten.</translation>
    </message>
    <message>
        <source>verifier-app: stopped; the bundle is as it was, and the next fetch resumes.</source>
        <translation>verifier-app: angehalten; das Bündel ist unverändert, und der nächste Download setzt fort.</translation>
    </message>
    <message>
        <source>--timeout and the size limits must be positive, --retries ≥ 0.</source>
        <translation>--timeout und die Größengrenzen müssen positiv sein, --retries ≥ 0.</translation>
    </message>
    <message>
        <source>--outcomes-from-prices needs a price file: add --prices FILE.</source>
        <translation>--outcomes-from-prices braucht eine Preisdatei: fügen Sie --prices FILE hinzu.</translation>
    </message>
    <message>
        <source>--sessions must be between 1 and 400.</source>
        <translation>--sessions muss zwischen 1 und 400 liegen.</translation>
    </message>
    <message>
        <source>{dest} is not empty: choose a new folder for the demo bundle.</source>
        <translation>{dest} ist nicht leer: Wählen Sie einen neuen Ordner für das Demo-Bündel.</translation>
    </message>
    <message>
        <source>Unknown tamper kind {kind}; choose one of: {kinds}.</source>
        <translation>Unbekannte Art der Änderung {kind}; wählen Sie eine von: {kinds}.</translation>
    </message>
    <message>
        <source>There is no run {run} in the forecasts; runs go from {first} to {last}.</source>
        <translation>In den Prognosen gibt es keinen Lauf {run}; die Läufe reichen von {first} bis {last}.</translation>
    </message>
    <message>
        <source>There are no runs.</source>
        <translation>Es gibt keine Läufe.</translation>
    </message>
    <message>
        <source>There is no horizon {horizon}; the forecasts have {known}.</source>
        <translation>Es gibt keinen Horizont {horizon}; die Prognosen haben {known}.</translation>
    </message>
    <message>
        <source>{day} is not a day of the form YYYY-MM-DD.</source>
        <translation>{day} ist kein Tag der Form JJJJ-MM-TT (YYYY-MM-DD).</translation>
    </message>
    <message>
        <source>{dest} already exists and is not an empty folder.</source>
        <translation>{dest} existiert bereits und ist kein leerer Ordner.</translation>
    </message>
    <message>
        <source>{path} does not hold a certificate in PEM or DER form.</source>
        <translation>{path} enthält kein Zertifikat in PEM- oder DER-Form.</translation>
    </message>
    <message>
        <source>A list fingerprint must be 64 hexadecimal characters.</source>
        <translation>Ein Fingerabdruck einer Liste muss aus 64 Hexadezimalzeichen bestehen.</translation>
    </message>
    <message>
        <source>The Rekor public key that ships with this app is missing; please reinstall.</source>
        <translation>Der mit dieser App gelieferte öffentliche Rekor-Schlüssel fehlt; bitte installieren Sie die App neu.</translation>
    </message>
    <message>
        <source>The Rekor log key is not a readable public key (PEM).</source>
        <translation>Der Rekor-Logschlüssel ist kein lesbarer öffentlicher Schlüssel (PEM).</translation>
    </message>
    <message>
        <source>The Rekor public key that ships with this app was altered; please reinstall.</source>
        <translation>Der mit dieser App gelieferte öffentliche Rekor-Schlüssel wurde verändert; bitte installieren Sie die App neu.</translation>
    </message>
    <message>
        <source>The evidence pack was not written to {dest} ({reason}); nothing of it was left there.</source>
        <translation>Das Belegpaket wurde nicht nach {dest} geschrieben ({reason}); nichts davon blieb dort.</translation>
    </message>
    <message>
        <source>Evidence pack written to {dest}: {entries}, {headers}{upgraded}.</source>
        <translation>Belegpaket nach {dest} geschrieben: {entries}, {headers}{upgraded}.</translation>
    </message>
    <message numerus="yes">
        <source>{count} log entries</source>
        <translation>
            <numerusform>{count} Protokolleintrag</numerusform>
            <numerusform>{count} Protokolleinträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} block headers</source>
        <translation>
            <numerusform>{count} Blockkopf</numerusform>
            <numerusform>{count} Blockköpfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, {count} upgraded Bitcoin proof(s)</source>
        <translation>
            <numerusform>, {count} vom Kalender vervollständigter Bitcoin-Beweis</numerusform>
            <numerusform>, {count} vom Kalender vervollständigte Bitcoin-Beweise</numerusform>
        </translation>
    </message>
    <message>
        <source>a file stands where its folder would be</source>
        <translation>eine Datei steht dort, wo sein Ordner wäre</translation>
    </message>
    <message>
        <source>that place may not be written to</source>
        <translation>an diese Stelle darf nicht geschrieben werden</translation>
    </message>
    <message>
        <source>that place is on a read-only disk</source>
        <translation>diese Stelle liegt auf einem schreibgeschützten Datenträger</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>a file would be larger than this system allows</source>
        <translation>eine Datei wäre größer, als dieses System erlaubt</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>{text} is neither an address (https://…) nor a Zenodo DOI (10.5281/zenodo.N).</source>
        <translation>{text} ist weder eine Adresse (https://…) noch ein Zenodo-DOI (10.5281/zenodo.N).</translation>
    </message>
    <message>
        <source>{text} is not a day; write it as YYYY-MM-DD.</source>
        <translation>{text} ist kein Tag; schreiben Sie ihn als JJJJ-MM-TT (YYYY-MM-DD).</translation>
    </message>
    <message>
        <source>The range {range} ends before it starts.</source>
        <translation>Der Zeitraum {range} endet, bevor er beginnt.</translation>
    </message>
    <message numerus="yes">
        <source>The range {range} is longer than {days} days.</source>
        <translation>
            <numerusform>Der Zeitraum {range} ist länger als {days} Tag.</numerusform>
            <numerusform>Der Zeitraum {range} ist länger als {days} Tage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused {url}: plain http is only allowed to this computer (loopback); use the https:// address.</source>
        <translation>{url} abgelehnt: Unverschlüsseltes http ist nur zu diesem Computer (Loopback) erlaubt; verwenden Sie die https://-Adresse.</translation>
    </message>
    <message>
        <source>Refused {url}: only https:// addresses can be downloaded.</source>
        <translation>{url} abgelehnt: Nur https://-Adressen können heruntergeladen werden.</translation>
    </message>
    <message>
        <source>Refused a redirect from {original} to another host ({host}): a bundle is only taken from the address you gave. If you trust {host}, allow it with --allow-redirect-host {host}.</source>
        <translation>Eine Weiterleitung von {original} zu einem anderen Host ({host}) wurde abgelehnt: Ein Bündel wird nur von der angegebenen Adresse genommen. Wenn Sie {host} vertrauen, erlauben Sie ihn mit --allow-redirect-host {host}.</translation>
    </message>
    <message>
        <source>{dest} is a file; choose a folder for the bundle.</source>
        <translation>{dest} ist eine Datei; wählen Sie einen Ordner für das Bündel.</translation>
    </message>
    <message>
        <source>Nothing could be downloaded. {problems}</source>
        <translation>Es konnte nichts heruntergeladen werden. {problems}</translation>
    </message>
    <message>
        <source>{label}: given up, as the {deadline} s allowed for the whole download ran out (--deadline).</source>
        <translation>{label}: aufgegeben, da die {deadline} s für den ganzen Download abgelaufen sind (--deadline).</translation>
    </message>
    <message>
        <source>{label}: {url} did not answer within {timeout} s (the whole answer must arrive within that time).</source>
        <translation>{label}: {url} hat nicht innerhalb von {timeout} s geantwortet (die ganze Antwort muss in dieser Zeit ankommen).</translation>
    </message>
    <message>
        <source>{label}: the certificate of {url} could not be verified, so nothing was downloaded from it. The connection may be intercepted, or the computer's clock may be wrong.</source>
        <translation>{label}: Das Zertifikat von {url} konnte nicht geprüft werden, daher wurde nichts davon heruntergeladen. Die Verbindung wird womöglich abgefangen, oder die Uhr des Computers geht falsch.</translation>
    </message>
    <message>
        <source>{label}: could not reach {url} (offline, or the server is down).</source>
        <translation>{label}: {url} war nicht erreichbar (offline, oder der Server ist ausgefallen).</translation>
    </message>
    <message>
        <source>{label}: the connection was cut off before the whole file arrived.</source>
        <translation>{label}: Die Verbindung brach ab, bevor die ganze Datei ankam.</translation>
    </message>
    <message>
        <source>{label}: the request to {url} failed ({error}).</source>
        <translation>{label}: Die Anfrage an {url} ist fehlgeschlagen ({error}).</translation>
    </message>
    <message>
        <source>{label}: the partial copy did not fit; starting again.</source>
        <translation>{label}: Die Teilkopie passte nicht mehr; der Download beginnt neu.</translation>
    </message>
    <message>
        <source>{label}: the server has no such file ({url}, HTTP {code}).</source>
        <translation>{label}: Der Server hat keine solche Datei ({url}, HTTP {code}).</translation>
    </message>
    <message>
        <source>{label}: the server answered with an error (HTTP {code}) for {url}.</source>
        <translation>{label}: Der Server antwortete mit einem Fehler (HTTP {code}) für {url}.</translation>
    </message>
    <message>
        <source>{label}: the server sent only {received} of the {announced} bytes it announced (the download was cut off).</source>
        <translation>{label}: Der Server sandte nur {received} der {announced} angekündigten Bytes (der Download brach ab).</translation>
    </message>
    <message>
        <source>Could not fetch {relpath}: the server has no such file ({url}).</source>
        <translation>{relpath} konnte nicht geholt werden: Der Server hat keine solche Datei ({url}).</translation>
    </message>
    <message>
        <source>Could not fetch {relpath}. {reason}</source>
        <translation>{relpath} konnte nicht geholt werden. {reason}</translation>
    </message>
    <message>
        <source>The release record at {url} is not readable JSON.</source>
        <translation>Der Eintrag der Veröffentlichung unter {url} ist kein lesbares JSON.</translation>
    </message>
    <message>
        <source>The release record at {url} lists no files.</source>
        <translation>Der Eintrag der Veröffentlichung unter {url} führt keine Dateien.</translation>
    </message>
    <message numerus="yes">
        <source>Gave up on {count} file(s) when the {deadline} s allowed for the whole download ran out: {named}. Run fetch again to resume, or allow more time with --deadline.</source>
        <translation>
            <numerusform>{count} Datei wurde aufgegeben, als die {deadline} s für den ganzen Download abliefen: {named}. Starten Sie den Download erneut, um fortzusetzen, oder geben Sie mit --deadline mehr Zeit.</numerusform>
            <numerusform>{count} Dateien wurden aufgegeben, als die {deadline} s für den ganzen Download abliefen: {named}. Starten Sie den Download erneut, um fortzusetzen, oder geben Sie mit --deadline mehr Zeit.</numerusform>
        </translation>
    </message>
    <message>
        <source>{named} and {more} more (all listed in --json)</source>
        <translation>{named} und {more} weitere (alle in --json aufgeführt)</translation>
    </message>
    <message>
        <source>{label}: {url} {error}.</source>
        <translation>{label}: {url} {error}.</translation>
    </message>
    <message>
        <source>{label} is larger than the {cap} allowed for such a file, so it was not stored. If you expect a file this large, raise the limit (--max-file-mb or --max-book-mb).</source>
        <translation>{label} ist größer als die für eine solche Datei erlaubten {cap}, daher wurde sie nicht gespeichert. Wenn Sie eine so große Datei erwarten, erhöhen Sie die Grenze (--max-file-mb oder --max-book-mb).</translation>
    </message>
    <message>
        <source>{label} is larger than the {cap} allowed for such a file (the server announced {length}), so it was not stored. If you expect a file this large, raise the limit (--max-file-mb or --max-book-mb).</source>
        <translation>{label} ist größer als die für eine solche Datei erlaubten {cap} (der Server kündigte {length} an), daher wurde sie nicht gespeichert. Wenn Sie eine so große Datei erwarten, erhöhen Sie die Grenze (--max-file-mb oder --max-book-mb).</translation>
    </message>
    <message>
        <source>Refused the file name {relpath}: it would land outside the bundle folder or replace its record.</source>
        <translation>Der Dateiname {relpath} wurde abgelehnt: Er läge außerhalb des Bündel-Ordners oder ersetzte dessen Eintrag.</translation>
    </message>
    <message>
        <source>the proof page for {day}</source>
        <translation>die Nachweisseite für {day}</translation>
    </message>
    <message>
        <source>the release record</source>
        <translation>der Eintrag der Veröffentlichung</translation>
    </message>
    <message>
        <source>There is no proof page for {day} ({url}).</source>
        <translation>Es gibt keine Nachweisseite für {day} ({url}).</translation>
    </message>
    <message>
        <source>{said} (No session that day?)</source>
        <translation>{said} (Keine Sitzung an diesem Tag?)</translation>
    </message>
    <message>
        <source>Could not read the proof page for {day}. {reason}</source>
        <translation>Die Nachweisseite für {day} konnte nicht gelesen werden. {reason}</translation>
    </message>
    <message>
        <source>The proof page for {day} ({url}) names no stamped list.</source>
        <translation>Die Nachweisseite für {day} ({url}) nennt keine gestempelte Liste.</translation>
    </message>
    <message>
        <source>The release carries no readable manifest, so its files could only be checked against the record's MD5 checksums, not against SHA-256.</source>
        <translation>Die Veröffentlichung enthält kein lesbares Manifest, daher konnten ihre Dateien nur mit den MD5-Prüfsummen des Eintrags geprüft werden, nicht mit SHA-256.</translation>
    </message>
    <message>
        <source>Refused {key}: the release's manifest does not list it.</source>
        <translation>{key} abgelehnt: Das Manifest der Veröffentlichung führt die Datei nicht.</translation>
    </message>
    <message>
        <source>The manifest lists {path}, but the release has no such file.</source>
        <translation>Das Manifest führt {path}, aber die Veröffentlichung hat keine solche Datei.</translation>
    </message>
    <message>
        <source>Entry {number} of the manifest {name} has no usable path and SHA-256; it was ignored.</source>
        <translation>Eintrag {number} des Manifests {name} hat keinen brauchbaren Pfad und keinen SHA-256; er wurde übergangen.</translation>
    </message>
    <message>
        <source>Line {number} of the manifest {name} is not '&lt;sha256&gt;  &lt;path&gt;'.</source>
        <translation>Zeile {number} des Manifests {name} hat nicht die Form '&lt;sha256&gt;  &lt;path&gt;'.</translation>
    </message>
    <message>
        <source>The manifest {name} lists no file with a SHA-256.</source>
        <translation>Das Manifest {name} führt keine Datei mit einem SHA-256.</translation>
    </message>
    <message>
        <source>The manifest {name} is not readable JSON.</source>
        <translation>Das Manifest {name} ist kein lesbares JSON.</translation>
    </message>
    <message>
        <source>The manifest {name} does not hold a list of files.</source>
        <translation>Das Manifest {name} enthält keine Liste von Dateien.</translation>
    </message>
    <message>
        <source>Refused {name}: it is {size} bytes, but the release record says {expected}. It was not stored.</source>
        <translation>{name} abgelehnt: Die Datei hat {size} Bytes, der Eintrag der Veröffentlichung nennt aber {expected}. Sie wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>Refused {name}: its MD5 checksum {got} differs from the release record's {expected}. It was not stored.</source>
        <translation>{name} abgelehnt: Die MD5-Prüfsumme {got} weicht von der des Eintrags der Veröffentlichung ab ({expected}). Die Datei wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>Refused {name}: its SHA-256 {got} differs from the release manifest's {expected}. It was not stored.</source>
        <translation>{name} abgelehnt: Der SHA-256 {got} weicht von dem des Manifests der Veröffentlichung ab ({expected}). Die Datei wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>Refused {name}: it is {size} bytes, but the release manifest says {expected}. It was not stored.</source>
        <translation>{name} abgelehnt: Die Datei hat {size} Bytes, das Manifest der Veröffentlichung nennt aber {expected}. Sie wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>The operator replaced {relpath}, a file that never changes once published; your earlier copy is kept.</source>
        <translation>Der Betreiber hat {relpath} ersetzt, eine Datei, die sich nach der Veröffentlichung nie ändert; Ihre frühere Kopie bleibt erhalten.</translation>
    </message>
    <message>
        <source>The proof {relpath} changed (an upgrade from pending to a Bitcoin attestation is normal); your earlier copy is kept.</source>
        <translation>Der Nachweis {relpath} hat sich geändert (eine Aufwertung von ausstehend zu einer Bitcoin-Bestätigung ist normal); Ihre frühere Kopie bleibt erhalten.</translation>
    </message>
    <message>
        <source>{relpath} was updated; your earlier copy is kept.</source>
        <translation>{relpath} wurde aktualisiert; Ihre frühere Kopie bleibt erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old}. Both copies are kept.</source>
        <translation>
            <numerusform>Der Betreiber hat Zeilen entfernt, die Sie schon hatten: {relpath} hat jetzt {new} Zeile, Ihre frühere Kopie hatte {old}. Beide Kopien bleiben erhalten.</numerusform>
            <numerusform>Der Betreiber hat Zeilen entfernt, die Sie schon hatten: {relpath} hat jetzt {new} Zeilen, Ihre frühere Kopie hatte {old}. Beide Kopien bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old} (and line {line} differs). Both copies are kept.</source>
        <translation>
            <numerusform>Der Betreiber hat Zeilen entfernt, die Sie schon hatten: {relpath} hat jetzt {new} Zeile, Ihre frühere Kopie hatte {old} (und Zeile {line} weicht ab). Beide Kopien bleiben erhalten.</numerusform>
            <numerusform>Der Betreiber hat Zeilen entfernt, die Sie schon hatten: {relpath} hat jetzt {new} Zeilen, Ihre frühere Kopie hatte {old} (und Zeile {line} weicht ab). Beide Kopien bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The operator changed lines you already had: line {line} of {relpath} differs from your earlier copy. Both copies are kept.</source>
        <translation>Der Betreiber hat Zeilen geändert, die Sie schon hatten: Zeile {line} von {relpath} weicht von Ihrer früheren Kopie ab. Beide Kopien bleiben erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>The operator changed lines you already had: line {line} (and {more} more: {listed}) of {relpath} differs from your earlier copy. Both copies are kept.</source>
        <translation>
            <numerusform>Der Betreiber hat Zeilen geändert, die Sie schon hatten: Zeile {line} (und {more} weitere: {listed}) von {relpath} weicht von Ihrer früheren Kopie ab. Beide Kopien bleiben erhalten.</numerusform>
            <numerusform>Der Betreiber hat Zeilen geändert, die Sie schon hatten: Zeile {line} (und {more} weitere: {listed}) von {relpath} weicht von Ihrer früheren Kopie ab. Beide Kopien bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{relpath} grew from {old} to {new} lines; the {old} lines you had are unchanged, byte for byte.</source>
        <translation>
            <numerusform>{relpath} ist von {old} auf {new} Zeilen gewachsen; die {old} Zeile, die Sie hatten, ist Byte für Byte unverändert.</numerusform>
            <numerusform>{relpath} ist von {old} auf {new} Zeilen gewachsen; die {old} Zeilen, die Sie hatten, sind Byte für Byte unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>There was no earlier copy to compare with.</source>
        <translation>Es gab keine frühere Kopie zum Vergleich.</translation>
    </message>
    <message>
        <source>Everything you had before came back unchanged; the book only grew (or stayed the same).</source>
        <translation>Alles, was Sie vorher hatten, kam unverändert zurück; das Buch ist nur gewachsen (oder gleich geblieben).</translation>
    </message>
    <message>
        <source>Bundle: {dest}</source>
        <translation>Bündel: {dest}</translation>
    </message>
    <message>
        <source>Files: {counts}</source>
        <translation>Dateien: {counts}</translation>
    </message>
    <message>
        <source>earlier copy kept at {path}</source>
        <translation>frühere Kopie aufbewahrt unter {path}</translation>
    </message>
    <message>
        <source>Problem: {text}</source>
        <translation>Problem: {text}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>Hinweis: {text}</translation>
    </message>
    <message>
        <source>Refresh check: {verdict}. {detail}</source>
        <translation>Abgleich mit der früheren Kopie: {verdict}. {detail}</translation>
    </message>
    <message>
        <source>first</source>
        <translation>erster Abruf</translation>
    </message>
    <message>
        <source>consistent</source>
        <translation>stimmig</translation>
    </message>
    <message>
        <source>rewritten</source>
        <translation>umgeschrieben</translation>
    </message>
    <message>
        <source>Everything asked for arrived.</source>
        <translation>Alles Angeforderte ist angekommen.</translation>
    </message>
    <message>
        <source>Some files are missing or were refused (see above); what arrived is kept and can be verified.</source>
        <translation>Einige Dateien fehlen oder wurden abgelehnt (siehe oben); was angekommen ist, bleibt erhalten und kann geprüft werden.</translation>
    </message>
    <message>
        <source>WARNING: the operator changed history you had already downloaded.</source>
        <translation>WARNUNG: Der Betreiber hat eine Geschichte geändert, die Sie schon heruntergeladen hatten.</translation>
    </message>
    <message>
        <source>Next: verifier-app verify {dest}</source>
        <translation>Weiter: verifier-app verify {dest}</translation>
    </message>
    <message numerus="yes">
        <source>{count} fetched</source>
        <translation>
            <numerusform>{count} geholt</numerusform>
            <numerusform>{count} geholt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} unchanged</source>
        <translation>
            <numerusform>{count} unverändert</numerusform>
            <numerusform>{count} unverändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} updated</source>
        <translation>
            <numerusform>{count} aktualisiert</numerusform>
            <numerusform>{count} aktualisiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rewritten</source>
        <translation>
            <numerusform>{count} umgeschrieben</numerusform>
            <numerusform>{count} umgeschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} not offered</source>
        <translation>
            <numerusform>{count} nicht angeboten</numerusform>
            <numerusform>{count} nicht angeboten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} missing</source>
        <translation>
            <numerusform>{count} fehlt</numerusform>
            <numerusform>{count} fehlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} failed</source>
        <translation>
            <numerusform>{count} fehlgeschlagen</numerusform>
            <numerusform>{count} fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} refused</source>
        <translation>
            <numerusform>{count} abgelehnt</numerusform>
            <numerusform>{count} abgelehnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} given up</source>
        <translation>
            <numerusform>{count} aufgegeben</numerusform>
            <numerusform>{count} aufgegeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[{done}/{total}] {label}: {size} bytes</source>
        <translation>
            <numerusform>[{done}/{total}] {label}: {size} Byte</numerusform>
            <numerusform>[{done}/{total}] {label}: {size} Bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[{done}/{total}] {label}: {got} of {size} bytes</source>
        <translation>
            <numerusform>[{done}/{total}] {label}: {got} von {size} Byte</numerusform>
            <numerusform>[{done}/{total}] {label}: {got} von {size} Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>The price file {name} is not a readable CSV file (UTF-8 text with a header line asset,time,price).</source>
        <translation>Die Preisdatei {name} ist keine lesbare CSV-Datei (UTF-8-Text mit einer Kopfzeile asset,time,price).</translation>
    </message>
    <message>
        <source>The price file {name} lacks the column(s) {columns}; the README describes the format.</source>
        <translation>Der Preisdatei {name} fehlen die Spalte(n) {columns}; das README beschreibt das Format.</translation>
    </message>
    <message>
        <source>asset (or symbol)</source>
        <translation>asset (oder symbol)</translation>
    </message>
    <message>
        <source>The price file {name} holds no prices.</source>
        <translation>Die Preisdatei {name} enthält keine Preise.</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: the price must be a positive number and the asset must be named.</source>
        <translation>Die Preisdatei {name}, Zeile {line}: Der Preis muss eine positive Zahl sein, und das Asset muss genannt sein.</translation>
    </message>
    <message>
        <source>The price file {name} gives two prices for {code} at {time}.</source>
        <translation>Die Preisdatei {name} gibt für {code} um {time} zwei Preise an.</translation>
    </message>
    <message>
        <source>The price file {name} holds a time outside the years a price time can have ({oldest} to {newest}).</source>
        <translation>Die Preisdatei {name} enthält eine Zeit außerhalb der Jahre, die eine Preiszeit haben kann ({oldest} bis {newest}).</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: {text} is neither a date nor a time with its zone (such as 2026-10-19T13:30:00Z).</source>
        <translation>Die Preisdatei {name}, Zeile {line}: {text} ist weder ein Datum noch eine Zeit mit ihrer Zone (etwa 2026-10-19T13:30:00Z).</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: {text} is outside the years a price time can have ({oldest} to {newest}).</source>
        <translation>Die Preisdatei {name}, Zeile {line}: {text} liegt außerhalb der Jahre, die eine Preiszeit haben kann ({oldest} bis {newest}).</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: {text} is not a date.</source>
        <translation>Die Preisdatei {name}, Zeile {line}: {text} ist kein Datum.</translation>
    </message>
    <message>
        <source>{folder} is not a folder of witness statements.</source>
        <translation>{folder} ist kein Ordner mit Zeugenerklärungen.</translation>
    </message>
    <message>
        <source>{reason}.</source>
        <translation>{reason}.</translation>
    </message>
    <message>
        <source>The witness statement was not written: {reason}</source>
        <translation>Die Zeugenerklärung wurde nicht geschrieben: {reason}</translation>
    </message>
    <message>
        <source>The witness statement was not written: {reason}.</source>
        <translation>Die Zeugenerklärung wurde nicht geschrieben: {reason}.</translation>
    </message>
    <message>
        <source>No witness statement was written: no seal of the book was verified, so there is nothing to witness.</source>
        <translation>Es wurde keine Zeugenerklärung geschrieben: Kein Siegel des Buchs wurde verifiziert, es gibt also nichts zu bezeugen.</translation>
    </message>
    <message>
        <source>The witness statement could not be saved to {name} ({reason}).</source>
        <translation>Die Zeugenerklärung konnte nicht in {name} gespeichert werden ({reason}).</translation>
    </message>
    <message>
        <source>Witness statement written to {name}, signed by {key}.</source>
        <translation>Zeugenerklärung in {name} geschrieben, signiert von {key}.</translation>
    </message>
    <message>
        <source>No witness statement could be signed: {reason}.</source>
        <translation>Es konnte keine Zeugenerklärung signiert werden: {reason}.</translation>
    </message>
    <message>
        <source>No witness statement could be signed: no seal of the original book was verified.</source>
        <translation>Es konnte keine Zeugenerklärung signiert werden: Kein Siegel des ursprünglichen Buchs wurde verifiziert.</translation>
    </message>
    <message>
        <source>the folder of witness statements cannot be read ({reason})</source>
        <translation>der Ordner mit Zeugenerklärungen kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>it is too large to be a witness statement</source>
        <translation>sie ist zu groß für eine Zeugenerklärung</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>sie ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>it is not a witness statement of this app</source>
        <translation>sie ist keine Zeugenerklärung dieser App</translation>
    </message>
    <message>
        <source>its line '{name}' is missing or damaged</source>
        <translation>ihre Zeile '{name}' fehlt oder ist beschädigt</translation>
    </message>
    <message>
        <source>its line count or hashes are damaged</source>
        <translation>ihre Zeilenzahl oder ihre Hashes sind beschädigt</translation>
    </message>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>sie kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>a name in the statement holds a control character</source>
        <translation>ein Name in der Erklärung enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>{name} in the app's data folder is not a witness key; move it away to make a new one</source>
        <translation>{name} im Datenordner der App ist kein Zeugenschlüssel; verschieben Sie die Datei, damit ein neuer erzeugt wird</translation>
    </message>
    <message>
        <source>Sigstore's trusted root in use: {source}.</source>
        <translation>Verwendete vertrauenswürdige Wurzel von Sigstore: {source}.</translation>
    </message>
    <message numerus="yes">
        <source>Taken {fetched}, {age} days ago.</source>
        <translation>
            <numerusform>Bezogen am {fetched}, vor {age} Tag.</numerusform>
            <numerusform>Bezogen am {fetched}, vor {age} Tagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taken {fetched}, {age} days ago, more than {limit}: a newer log key may be missing from it.</source>
        <translation>
            <numerusform>Bezogen am {fetched}, vor {age} Tag, mehr als {limit}: Ein neuerer Logschlüssel kann darin fehlen.</numerusform>
            <numerusform>Bezogen am {fetched}, vor {age} Tagen, mehr als {limit}: Ein neuerer Logschlüssel kann darin fehlen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Transparency logs: {logs}.</source>
        <translation>Transparenzlogs: {logs}.</translation>
    </message>
    <message>
        <source>shipped copy ({origin})</source>
        <translation>mitgelieferte Kopie ({origin})</translation>
    </message>
    <message>
        <source>updated from Sigstore's TUF repository at {host} and verified by TUF</source>
        <translation>aktualisiert aus Sigstores TUF-Repository bei {host} und von TUF geprüft</translation>
    </message>
    <message numerus="yes">
        <source>The trusted root was updated from Sigstore's TUF repository ({host}) and verified by TUF: {count} transparency logs, taken {fetched}.</source>
        <translation>
            <numerusform>Die vertrauenswürdige Wurzel wurde aus Sigstores TUF-Repository ({host}) aktualisiert und von TUF geprüft: {count} Transparenzlog, bezogen am {fetched}.</numerusform>
            <numerusform>Die vertrauenswürdige Wurzel wurde aus Sigstores TUF-Repository ({host}) aktualisiert und von TUF geprüft: {count} Transparenzlogs, bezogen am {fetched}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trusted root fetched now is dated before the copy shipped with the app (taken {fetched}), which walks keep using.</source>
        <translation>Die jetzt bezogene vertrauenswürdige Wurzel ist älter als die mit der App gelieferte Kopie (bezogen am {fetched}), die Prüfungen weiter verwenden.</translation>
    </message>
    <message>
        <source>The TUF metadata saved on this computer is damaged and could not be set aside ({reason}).</source>
        <translation>Die auf diesem Computer gespeicherten TUF-Metadaten sind beschädigt und konnten nicht beiseitegelegt werden ({reason}).</translation>
    </message>
    <message>
        <source>The TUF metadata saved on this computer was damaged ({name}: {why}); it was set aside as {aside} and the update started afresh from the TUF root shipped with the app.</source>
        <translation>Die auf diesem Computer gespeicherten TUF-Metadaten waren beschädigt ({name}: {why}); sie wurden als {aside} beiseitegelegt, und die Aktualisierung begann neu mit der mit der App gelieferten TUF-Wurzel.</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) signed a file the app cannot read: {reason}.</source>
        <translation>Sigstores TUF-Repository ({host}) hat eine Datei signiert, die die App nicht lesen kann: {reason}.</translation>
    </message>
    <message>
        <source>The TUF metadata saved by this update could not be read back from the cache folder ({reason}).</source>
        <translation>Die von dieser Aktualisierung gespeicherten TUF-Metadaten konnten nicht aus dem Cache-Ordner zurückgelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>The updated trusted root could not be saved in the cache folder ({reason}).</source>
        <translation>Die aktualisierte vertrauenswürdige Wurzel konnte nicht im Cache-Ordner gespeichert werden ({reason}).</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) lists no {target}.</source>
        <translation>Sigstores TUF-Repository ({host}) führt keine {target}.</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) sent a {target} whose length or hash differs from its signed metadata; it was refused.</source>
        <translation>Sigstores TUF-Repository ({host}) hat eine {target} gesendet, deren Länge oder Hash von ihren signierten Metadaten abweicht; sie wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) {why}.</source>
        <translation>Sigstores TUF-Repository ({host}) {why}.</translation>
    </message>
    <message>
        <source>answered HTTP {code}</source>
        <translation>hat mit HTTP {code} geantwortet</translation>
    </message>
    <message>
        <source>sent a file longer than its signed metadata allows; it was refused</source>
        <translation>hat eine Datei gesendet, die länger ist, als ihre signierten Metadaten erlauben; sie wurde abgelehnt</translation>
    </message>
    <message>
        <source>offered expired metadata ({reason}); it was refused</source>
        <translation>hat abgelaufene Metadaten angeboten ({reason}); sie wurden abgelehnt</translation>
    </message>
    <message>
        <source>offered metadata older than what this computer already verified (a rollback: {reason}); it was refused</source>
        <translation>hat Metadaten angeboten, die älter sind als die bereits auf diesem Computer geprüften (ein Rollback: {reason}); sie wurden abgelehnt</translation>
    </message>
    <message>
        <source>offered metadata not signed by enough of the keys trusted for it; it was refused</source>
        <translation>hat Metadaten angeboten, die nicht von genügend der dafür vertrauenswürdigen Schlüssel signiert sind; sie wurden abgelehnt</translation>
    </message>
    <message>
        <source>sent metadata whose length or hash differs from what the signed metadata above it lists; it was refused</source>
        <translation>hat Metadaten gesendet, deren Länge oder Hash von dem abweicht, was die signierten Metadaten darüber angeben; sie wurden abgelehnt</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>offered metadata that failed TUF verification ({reason}); it was refused</source>
        <translation>hat Metadaten angeboten, die die TUF-Prüfung nicht bestanden haben ({reason}); sie wurden abgelehnt</translation>
    </message>
    <message>
        <source>the trusted root is too large</source>
        <translation>die vertrauenswürdige Wurzel ist zu groß</translation>
    </message>
    <message>
        <source>the trusted root is not a readable Sigstore trusted_root.json</source>
        <translation>die vertrauenswürdige Wurzel ist keine lesbare trusted_root.json von Sigstore</translation>
    </message>
    <message>
        <source>the note of when it was updated is unreadable</source>
        <translation>die Notiz, wann sie aktualisiert wurde, ist unlesbar</translation>
    </message>
    <message>
        <source>{name} is missing</source>
        <translation>{name} fehlt</translation>
    </message>
    <message>
        <source>{name} is damaged ({why})</source>
        <translation>{name} ist beschädigt ({why})</translation>
    </message>
    <message>
        <source>the saved targets metadata lists no {target}</source>
        <translation>die gespeicherten Targets-Metadaten führen keine {target}</translation>
    </message>
    <message>
        <source>a file of it could not be read ({reason})</source>
        <translation>eine ihrer Dateien konnte nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>it does not verify against the TUF metadata saved with it ({reason})</source>
        <translation>sie lässt sich nicht gegen die mit ihr gespeicherten TUF-Metadaten prüfen ({reason})</translation>
    </message>
    <message>
        <source>it is not the copy its last update verified</source>
        <translation>sie ist nicht die Kopie, die ihre letzte Aktualisierung geprüft hat</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA: synthetic league, not real forecasts.</source>
        <translation>DEMONSTRATIONSDATEN: erfundene Liga, keine echten Prognosen.</translation>
    </message>
    <message>
        <source>Forecast rows: {total} — verified {verified}, not sealed {not_sealed}, failed {failed} (only verified rows are used, with the book's sealed values).</source>
        <translation>Prognosezeilen: {total} — verifiziert {verified}, nicht versiegelt {not_sealed}, durchgefallen {failed} (nur verifizierte Zeilen werden verwendet, mit den versiegelten Werten des Buchs).</translation>
    </message>
    <message>
        <source>failed because: {reasons}</source>
        <translation>durchgefallen, weil: {reasons}</translation>
    </message>
    <message>
        <source>Sealed probabilities the forecasts file leaves out: {count} (first: {run} {seat} {market} {horizon}); no figure here includes them.</source>
        <translation>Im verifizierten Buch versiegelte Wahrscheinlichkeiten, die die Prognosedatei auslässt: {count} (erste: {run} {seat} {market} {horizon}); keine Zahl hier enthält sie.</translation>
    </message>
    <message>
        <source>Cells where the forecasts file differs from the verified book: {count} (first: {run} {seat} {market} {horizon}, {column}); every figure here uses the book's sealed values, not the file's.</source>
        <translation>Zellen, in denen die Prognosedatei vom verifizierten Buch abweicht: {count} (erste: {run} {seat} {market} {horizon}, {column}); jede Zahl hier verwendet die versiegelten Werte des Buchs, nicht die der Datei.</translation>
    </message>
    <message>
        <source>{name}: {rows} rows used; dropped {dropped}</source>
        <translation>{name}: {rows} Zeilen verwendet; ausgelassen: {dropped}</translation>
    </message>
    <message>
        <source>common event</source>
        <translation>gemeinsames Ereignis</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>Bewertungen</translation>
    </message>
    <message numerus="yes">
        <source>answers kept in the book, not counted: {lines} line(s) ({rule})</source>
        <translation>
            <numerusform>im Buch aufbewahrte, nicht gezählte Antworten: {lines} Zeile ({rule})</numerusform>
            <numerusform>im Buch aufbewahrte, nicht gezählte Antworten: {lines} Zeilen ({rule})</numerusform>
        </translation>
    </message>
    <message>
        <source>{reason} {count}</source>
        <translation>{reason}: {count}</translation>
    </message>
    <message>
        <source>no rule within the run is declared in the asks chain: in every session the latest answer sealed before the open counts (Section 5.1); P3 names the sessions this leaves not checked</source>
        <translation>in der Ask-Kette ist keine Regel innerhalb des Laufs erklärt: in jeder Sitzung zählt die letzte vor der Eröffnung versiegelte Antwort (Abschnitt 5.1); P3 nennt die Sitzungen, die dadurch ungeprüft bleiben</translation>
    </message>
    <message>
        <source>from session {session} the first well-formed answer of each seat counts, by the rule declared at asks.jsonl line {line} (Section 3.11, P3); before it, the latest answer sealed before the open (Section 5.1)</source>
        <translation>ab Sitzung {session} zählt die erste wohlgeformte Antwort jedes Sitzes, nach der Regel, die in asks.jsonl Zeile {line} erklärt ist (Abschnitt 3.11, P3); davor die letzte vor der Eröffnung versiegelte Antwort (Abschnitt 5.1)</translation>
    </message>
    <message numerus="yes">
        <source>Independent voices, N_eff = n / (1 + (n-1)·rho) ({count} run x horizon; last {shown} shown)</source>
        <translation>
            <numerusform>Unabhängige Stimmen, N_eff = n / (1 + (n-1)·rho) ({count} Lauf × Horizont; die letzten {shown} gezeigt)</numerusform>
            <numerusform>Unabhängige Stimmen, N_eff = n / (1 + (n-1)·rho) ({count} Lauf × Horizont; die letzten {shown} gezeigt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Brier per seat (primary: all rows, strict rise; coin {coin}) — {rows} rows; {rule}</source>
        <translation>Brier je Sitz (primär: alle Zeilen, strikter Anstieg; Münzwurf {coin}) — {rows} Zeilen; {rule}</translation>
    </message>
    <message>
        <source>ranked with &gt;= {rows} resolved forecasts on &gt;= {sessions} sessions</source>
        <translation>Rang ab {rows} aufgelösten Prognosen in mindestens {sessions} Sitzungen</translation>
    </message>
    <message>
        <source>The empty and no-answer counts are the forecasts file's status of cells the book states no probability for (empty, no answer or refused): that file is not sealed.</source>
        <translation>Die Zahlen der leeren Zellen und fehlenden Antworten sind der in der Prognosedatei angegebene Zustand der Zellen, für die das Buch keine Wahrscheinlichkeit angibt (leer, keine Antwort oder abgelehnt): Diese Datei ist nicht versiegelt.</translation>
    </message>
    <message>
        <source>Directional calibration, all seats (bins drawn from {least} forecasts)</source>
        <translation>Richtungskalibrierung, alle Sitze (Klassen ab {least} Prognosen gezeichnet)</translation>
    </message>
    <message>
        <source>{bin} {mean}→{hit} (n={n})</source>
        <translation>{bin} {mean}→{hit} (n={n})</translation>
    </message>
    <message>
        <source>{bin} {mean}→{hit} (n={n}, too few)</source>
        <translation>{bin} {mean}→{hit} (n={n}, zu wenige)</translation>
    </message>
    <message>
        <source>logistic fit: a {a} ± {se_a}, b {b} ± {se_b} ({note})</source>
        <translation>logistische Anpassung: a {a} ± {se_a}, b {b} ± {se_b} ({note})</translation>
    </message>
    <message>
        <source>Sharpness K (0 = always 50, 100 = always certain) and dispersion</source>
        <translation>Schärfe K (0 = immer 50, 100 = immer sicher) und Streuung</translation>
    </message>
    <message>
        <source>Consensus (trimmed, family-weighted, clipped to [2, 98])</source>
        <translation>Konsens (getrimmt, nach Familien gewichtet, auf [2, 98] begrenzt)</translation>
    </message>
    <message>
        <source>The families that weigh a later model 1/3 come from council-league.json, which is not sealed (Section 5.3): here they weigh {count} of the stated probabilities 1/3, so the consensus, its calibration and the registered test rest on that file.</source>
        <translation>Die Familien, die ein späteres Modell mit 1/3 gewichten, stammen aus council-league.json, und diese Datei ist nicht versiegelt (Abschnitt 5.3): hier gewichten sie {count} der angegebenen Wahrscheinlichkeiten mit 1/3, daher beruhen der Konsens, seine Kalibrierung und der registrierte Test auf dieser Datei.</translation>
    </message>
    <message numerus="yes">
        <source>AI against the crowd: {contracts} contracts ({unverified} on unverified lines, not used); primary = sealed volume ≥ ${floor}</source>
        <translation>
            <numerusform>KI gegen den Markt: {contracts} Kontrakt ({unverified} auf unverifizierten Zeilen, nicht verwendet); primär = versiegeltes Volumen ≥ ${floor}</numerusform>
            <numerusform>KI gegen den Markt: {contracts} Kontrakte ({unverified} auf unverifizierten Zeilen, nicht verwendet); primär = versiegeltes Volumen ≥ ${floor}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} {scored} scored: crowd {crowd}, seats {seats}, gap {gap}, d {d} → {reading}</source>
        <translation>{name} {scored} bewertet: Markt {crowd}, Sitze {seats}, Abstand {gap}, d {d} → {reading}</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>primär</translation>
    </message>
    <message>
        <source>thin</source>
        <translation>dünn</translation>
    </message>
    <message>
        <source>not enough resolved contracts</source>
        <translation>zu wenige aufgelöste Kontrakte</translation>
    </message>
    <message>
        <source>no edge (gap &lt;= 2d)</source>
        <translation>kein Vorsprung (Abstand &lt;= 2d)</translation>
    </message>
    <message>
        <source>seats ahead</source>
        <translation>Sitze vorn</translation>
    </message>
    <message>
        <source>crowd ahead</source>
        <translation>Markt vorn</translation>
    </message>
    <message>
        <source>Registered test (Section 8): paired gain of the consensus over the base rate, G_s = mean of (q - y)^2 - (p - y)^2 over the session's 1-day events</source>
        <translation>Registrierter Test (Abschnitt 8): gepaarter Gewinn des Konsenses gegenüber der Basisrate, G_s = Mittelwert von (q - y)^2 - (p - y)^2 über die Eintagesereignisse der Sitzung</translation>
    </message>
    <message numerus="yes">
        <source>estimate {estimate} over {sessions} sessions; {ci95}; {ci90} (margin ±{margin}; moving blocks of 5 sessions, {resamples} resamples, seed 20261102)</source>
        <translation>
            <numerusform>Schätzung {estimate} über {sessions} Sitzung; {ci95}; {ci90} (Marge ±{margin}; gleitende Blöcke von 5 Sitzungen, {resamples} Wiederholungsstichproben, Startwert 20261102)</numerusform>
            <numerusform>Schätzung {estimate} über {sessions} Sitzungen; {ci95}; {ci90} (Marge ±{margin}; gleitende Blöcke von 5 Sitzungen, {resamples} Wiederholungsstichproben, Startwert 20261102)</numerusform>
        </translation>
    </message>
    <message>
        <source>{level} interval {low} to {high}</source>
        <translation>{level}-Intervall {low} bis {high}</translation>
    </message>
    <message>
        <source>no interval</source>
        <translation>kein Intervall</translation>
    </message>
    <message numerus="yes">
        <source>design window: {count} sessions with a G_s, shown but not read</source>
        <translation>
            <numerusform>Entwurfsfenster: {count} Sitzung mit einem G_s, gezeigt, aber nicht gelesen</numerusform>
            <numerusform>Entwurfsfenster: {count} Sitzungen mit einem G_s, gezeigt, aber nicht gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>Disagreement (secondary): {reading}</source>
        <translation>Uneinigkeit (sekundär): {reading}</translation>
    </message>
    <message numerus="yes">
        <source>top minus bottom tercile, mean over {markets} markets: {estimate}; {ci95}</source>
        <translation>
            <numerusform>oberes minus unteres Tertil, Mittelwert über {markets} Markt: {estimate}; {ci95}</numerusform>
            <numerusform>oberes minus unteres Tertil, Mittelwert über {markets} Märkte: {estimate}; {ci95}</numerusform>
        </translation>
    </message>
    <message>
        <source>Claims ladder (Section 3.12, Table B1): {sentence}</source>
        <translation>Behauptungsleiter (Abschnitt 3.12, Tabelle B1): {sentence}</translation>
    </message>
    <message>
        <source>{number} {name}: {state}. {evidence}</source>
        <translation>{number} {name}: {state}. {evidence}</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <source>to reach it: {how}</source>
        <translation>um sie zu erreichen: {how}</translation>
    </message>
    <message>
        <source>Independent prices: none given (--prices FILE reconciles every verified row with your own price file).</source>
        <translation>Unabhängige Preise: keine angegeben (--prices FILE gleicht jede verifizierte Zeile mit Ihrer eigenen Preisdatei ab).</translation>
    </message>
    <message>
        <source>Independent prices: {sentence}</source>
        <translation>Unabhängige Preise: {sentence}</translation>
    </message>
    <message>
        <source>run {run} {seat} line {line} {asset} {horizon} {field}: league {league}, price file {recomputed}</source>
        <translation>Lauf {run} {seat} Zeile {line} {asset} {horizon} {field}: Liga {league}, Preisdatei {recomputed}</translation>
    </message>
    <message numerus="yes">
        <source>… and {count} more (see --json).</source>
        <translation>
            <numerusform>… und {count} weiterer (siehe --json).</numerusform>
            <numerusform>… und {count} weitere (siehe --json).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known; {flagged} flagged (margin below the anchor's uncertainty)</source>
        <translation>
            <numerusform>Abstand zum Ergebnis: {anchored} von {rows} gezählten Zeile verankert, bevor ihr Ergebnis bekannt war; {flagged} markiert (Abstand unter der Unsicherheit des Ankers)</numerusform>
            <numerusform>Abstand zum Ergebnis: {anchored} von {rows} gezählten Zeilen verankert, bevor ihr Ergebnis bekannt war; {flagged} markiert (Abstand unter der Unsicherheit des Ankers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known (the statistics above use only these rows); {flagged} flagged (margin below the anchor's uncertainty)</source>
        <translation>
            <numerusform>Abstand zum Ergebnis: {anchored} von {rows} gezählten Zeile verankert, bevor ihr Ergebnis bekannt war (die Statistiken oben verwenden nur diese Zeilen); {flagged} markiert (Abstand unter der Unsicherheit des Ankers)</numerusform>
            <numerusform>Abstand zum Ergebnis: {anchored} von {rows} gezählten Zeilen verankert, bevor ihr Ergebnis bekannt war (die Statistiken oben verwenden nur diese Zeilen); {flagged} markiert (Abstand unter der Unsicherheit des Ankers)</numerusform>
        </translation>
    </message>
    <message>
        <source>Climatology benchmark: {state} (content hash checked)</source>
        <translation>Klimatologie-Vergleichswert: {state} (Inhalts-Hash geprüft)</translation>
    </message>
    <message>
        <source>BSS and K_clim are computed against a climatology that hashes to {recomputed}…, not the value the paper printed ({paper}…): only its own file's hash checks it, and nothing fixed it before the season (Section 4.3).</source>
        <translation>BSS und K_clim werden gegen eine Klimatologie mit dem Hash {recomputed}… berechnet, nicht mit dem Wert, den das Paper gedruckt hat ({paper}…): Nur der Hash ihrer eigenen Datei prüft sie, und nichts hat sie vor der Saison festgelegt (Abschnitt 4.3).</translation>
    </message>
    <message>
        <source>Climatology benchmark: {state} ({reason})</source>
        <translation>Klimatologie-Vergleichswert: {state} ({reason})</translation>
    </message>
    <message>
        <source>used</source>
        <translation>verwendet</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>nicht verwendet</translation>
    </message>
    <message>
        <source>Recount: not checked — {reason}</source>
        <translation>Nachzählung: nicht geprüft — {reason}</translation>
    </message>
    <message>
        <source>council-stats.json is not a JSON object.</source>
        <translation>council-stats.json ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>council-stats.json publishes no figure the app can recount.</source>
        <translation>council-stats.json veröffentlicht keine Zahl, die die App nachzählen kann.</translation>
    </message>
    <message numerus="yes">
        <source>Recount of the published figures: {matched} of {compared} reproduced (tolerance {tolerance}); {differ} differ.</source>
        <translation>
            <numerusform>Nachzählung der veröffentlichten Zahlen: {matched} von {compared} nachvollzogen (Toleranz {tolerance}); {differ} weichen ab.</numerusform>
            <numerusform>Nachzählung der veröffentlichten Zahlen: {matched} von {compared} nachvollzogen (Toleranz {tolerance}); {differ} weichen ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>{figure}: published {published}, recounted {recomputed}</source>
        <translation>{figure}: veröffentlicht {published}, nachgezählt {recomputed}</translation>
    </message>
    <message>
        <source>{figure}: published {published}, recounted {recomputed} (difference {difference})</source>
        <translation>{figure}: veröffentlicht {published}, nachgezählt {recomputed} (Differenz {difference})</translation>
    </message>
    <message>
        <source>The operator's own script (never run by this app): {command}</source>
        <translation>Das eigene Skript des Betreibers (von dieser App nie ausgeführt): {command}</translation>
    </message>
    <message>
        <source>None</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>answer_not_counted</source>
        <translation>nicht die erste wohlgeformte Antwort des Sitzes</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>durch eine Korrektur wiederhergestellt</translation>
    </message>
    <message>
        <source>differs_from_book</source>
        <translation>Wahrscheinlichkeit nicht die der Buchzeile</translation>
    </message>
    <message>
        <source>line_failed</source>
        <translation>Buchzeile bei der Prüfung durchgefallen</translation>
    </message>
    <message>
        <source>line_failed_walk</source>
        <translation>Buchzeile bei der Prüfung durchgefallen</translation>
    </message>
    <message>
        <source>line_malformed</source>
        <translation>keine Zeilennummer</translation>
    </message>
    <message>
        <source>line_mismatch</source>
        <translation>Buchzeile eines anderen Laufs oder Sitzes</translation>
    </message>
    <message>
        <source>line_missing</source>
        <translation>keine Antwortzeile im Buch</translation>
    </message>
    <message>
        <source>line_not_its_own</source>
        <translation>nennt die Buchzeile eines anderen Laufs oder Sitzes</translation>
    </message>
    <message>
        <source>line_not_sealed</source>
        <translation>Buchzeile noch nicht versiegelt</translation>
    </message>
    <message>
        <source>no_answer</source>
        <translation>keine Antwortzeile</translation>
    </message>
    <message>
        <source>not_anchored_before_outcome</source>
        <translation>nicht vor dem Ergebnis verankert</translation>
    </message>
    <message>
        <source>not_counted_run</source>
        <translation>nicht der gezählte Lauf</translation>
    </message>
    <message>
        <source>not_resolved</source>
        <translation>noch nicht aufgelöst</translation>
    </message>
    <message>
        <source>not_same_event</source>
        <translation>ein eigenes Ereignis (eigene Referenz)</translation>
    </message>
    <message>
        <source>not_stated</source>
        <translation>keine angegebene Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>outcome_not_sealed</source>
        <translation>Ergebnis noch nicht im Buch versiegelt</translation>
    </message>
    <message>
        <source>sealed_after_open</source>
        <translation>nach der Eröffnung um 09:30 versiegelt</translation>
    </message>
    <message>
        <source>superseded</source>
        <translation>durch eine spätere Antwort ersetzt</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>1/group</source>
        <translation>1/Gruppe</translation>
    </message>
    <message>
        <source>dev50</source>
        <translation>Abw50</translation>
    </message>
    <message>
        <source>eig.share</source>
        <translation>Eig.-Anteil</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>ausgelassen</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>Sitz</translation>
    </message>
    <message>
        <source>sess</source>
        <translation>Sitzg.</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>no-draw</source>
        <translation>ohne Remis</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>no ans</source>
        <translation>k. Antw.</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>in 40-60</source>
        <translation>in 40-60</translation>
    </message>
    <message>
        <source>dispersion</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>markets</source>
        <translation>Märkte</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>aufgelöst</translation>
    </message>
    <message>
        <source>all wrong</source>
        <translation>alle falsch</translation>
    </message>
    <message>
        <source>minority right</source>
        <translation>Minderheit richtig</translation>
    </message>
    <message>
        <source>anchored</source>
        <translation>verankert</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>markiert</translation>
    </message>
    <message>
        <source>no bound</source>
        <translation>o. Schranke</translation>
    </message>
    <message>
        <source>min h</source>
        <translation>min. h</translation>
    </message>
    <message>
        <source>median h</source>
        <translation>Median h</translation>
    </message>
</context>
</TS>
