<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name></name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>Abrir &amp;carpeta…</translation>
    </message>
    <message>
        <source>Open &amp;Zip…</source>
        <translation>Abrir &amp;zip…</translation>
    </message>
    <message>
        <source>Open F&amp;iles…</source>
        <translation>Abrir arc&amp;hivos…</translation>
    </message>
    <message>
        <source>&amp;Download…</source>
        <translation>&amp;Descargar…</translation>
    </message>
    <message>
        <source>&amp;Watch this league…</source>
        <translation>&amp;Vigilar esta liga…</translation>
    </message>
    <message>
        <source>Poll the league&apos;s site on its schedule, check each new seal as it appears, and tell each event once as a desktop notification. Choose it again to stop.</source>
        <translation>Consulta el sitio de la liga según su horario, comprueba cada sello nuevo en cuanto aparece y avisa cada evento una vez con una notificación de escritorio. Elíjalo de nuevo para detenerlo.</translation>
    </message>
    <message>
        <source>&amp;Recent bundles</source>
        <translation>Paquetes &amp;recientes</translation>
    </message>
    <message>
        <source>Open the &amp;demonstration bundle</source>
        <translation>Abrir el paquete de &amp;demostración</translation>
    </message>
    <message>
        <source>&amp;Compare with another copy…</source>
        <translation>&amp;Comparar con otra copia…</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>Exportar informe como &amp;HTML…</translation>
    </message>
    <message>
        <source>Export report as &amp;PDF…</source>
        <translation>Exportar informe como &amp;PDF…</translation>
    </message>
    <message>
        <source>A file to attach to an article: every step and seal, the sources used, the app version and the time of the check.</source>
        <translation>Un archivo para adjuntar a un artículo: cada paso y cada sello, las fuentes usadas, la versión de la aplicación y la hora de la comprobación.</translation>
    </message>
    <message>
        <source>Save e&amp;vidence…</source>
        <translation>Guardar e&amp;videncias…</translation>
    </message>
    <message>
        <source>Write the log&apos;s answers and the Bitcoin headers this check relied on to a folder beside the bundle, to check them again offline later.</source>
        <translation>Escribe las respuestas del registro y las cabeceras de Bitcoin en las que se basó esta comprobación en una carpeta junto al paquete, para volver a comprobarlas más tarde sin conexión.</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <source>The checks of downloaded bundles kept in your history, each signed with your own key.</source>
        <translation>Las comprobaciones de paquetes descargados guardadas en su historial, cada una firmada con su propia clave.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (larger text)</source>
        <translation>Modo &amp;presentación (texto más grande)</translation>
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation>&amp;Recorrido</translation>
    </message>
    <message>
        <source>&amp;Seals</source>
        <translation>&amp;Sellos</translation>
    </message>
    <message>
        <source>&amp;Trust ladder</source>
        <translation>&amp;Escalera de confianza</translation>
    </message>
    <message>
        <source>W&amp;orkshop</source>
        <translation>&amp;Taller</translation>
    </message>
    <message>
        <source>St&amp;atistics</source>
        <translation>Est&amp;adísticas</translation>
    </message>
    <message>
        <source>&amp;Day&apos;s page</source>
        <translation>Página del &amp;día</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>&amp;Guía</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>Open a bundle folder</source>
        <translation>Abrir una carpeta de paquete</translation>
    </message>
    <message>
        <source>Open a bundle zip</source>
        <translation>Abrir un zip de paquete</translation>
    </message>
    <message>
        <source>Zip files (*.zip);;All files (*)</source>
        <translation>Archivos zip (*.zip);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open loose files (the book, stamped lists, proofs)</source>
        <translation>Abrir archivos sueltos (el libro, listas selladas, pruebas)</translation>
    </message>
    <message>
        <source>Book, lists and proofs (*.jsonl *.txt *.ots *.tsr *.json *.md);;All files (*)</source>
        <translation>Libro, listas y pruebas (*.jsonl *.txt *.ots *.tsr *.json *.md);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>(no bundles opened yet)</source>
        <translation>(aún no se ha abierto ningún paquete)</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>Verifier for the &apos;sealed before the open&apos; standard, version {version}. It checks a forecasting league&apos;s sealed book without trusting the operator.</source>
        <translation>Verificador del estándar «sellado antes de la apertura», versión {version}. Comprueba el libro sellado de una liga de pronósticos sin confiar en el operador.</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>Open a bundle and wait for its check to finish, then export the report.</source>
        <translation>Abra un paquete y espere a que termine su comprobación; después exporte el informe.</translation>
    </message>
    <message>
        <source>Export report as PDF</source>
        <translation>Exportar informe como PDF</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>Exportar informe como HTML</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Páginas web (*.html)</translation>
    </message>
    <message>
        <source>WORKSHOP COPY: this report is about a deliberately changed copy ({change}), not the bundle that was opened.</source>
        <translation>COPIA DE TALLER: este informe trata de una copia modificada a propósito ({change}), no del paquete que se abrió.</translation>
    </message>
    <message>
        <source>Writing the report to {path}…</source>
        <translation>Escribiendo el informe en {path}…</translation>
    </message>
    <message>
        <source>Report saved: {path}</source>
        <translation>Informe guardado: {path}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Bitcoin block headers</source>
        <translation>Cabeceras de bloque de Bitcoin</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verificada</translation>
    </message>
    <message>
        <source>NOT SEALED YET</source>
        <translation>AÚN NO SELLADA</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FALLIDO</translation>
    </message>
    <message>
        <source>&amp;Day:</source>
        <translation>&amp;Día:</translation>
    </message>
    <message>
        <source>Day of the seals</source>
        <translation>Día de los sellos</translation>
    </message>
    <message>
        <source>Seals of the day</source>
        <translation>Sellos del día</translation>
    </message>
    <message>
        <source>Book lines covered by the chosen seal</source>
        <translation>Líneas del libro cubiertas por el sello elegido</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>Escrito a las</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Select a seal to list the book lines it covers.</source>
        <translation>Seleccione un sello para listar las líneas del libro que cubre.</translation>
    </message>
    <message>
        <source>All days</source>
        <translation>Todos los días</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Day of the page</source>
        <translation>Día de la página</translation>
    </message>
    <message>
        <source>Export as the report&apos;s first page (PDF)…</source>
        <translation>Exportar como primera página del informe (PDF)…</translation>
    </message>
    <message>
        <source>Export the report with this day&apos;s page first</source>
        <translation>Exportar el informe con la página de este día primero</translation>
    </message>
    <message>
        <source>Summary of the day</source>
        <translation>Resumen del día</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Hora (UTC)</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Global</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>Nueva York</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Lines covered</source>
        <translation>Líneas cubiertas</translation>
    </message>
    <message>
        <source>What is still pending</source>
        <translation>Lo que aún está pendiente</translation>
    </message>
    <message>
        <source>{day} (today in New York)</source>
        <translation>{day} (hoy en Nueva York)</translation>
    </message>
    <message>
        <source>Time (New York)</source>
        <translation>Hora (Nueva York)</translation>
    </message>
    <message>
        <source>Book prefix</source>
        <translation>Prefijo del libro</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Cadena</translation>
    </message>
    <message>
        <source>Bitcoin anchor</source>
        <translation>Ancla en Bitcoin</translation>
    </message>
    <message>
        <source>Time-stamp: {name}</source>
        <translation>Sello de tiempo: {name}</translation>
    </message>
    <message>
        <source>Time-stamp authorities</source>
        <translation>Autoridades de sellado de tiempo</translation>
    </message>
    <message>
        <source>Rekor log</source>
        <translation>Registro Rekor</translation>
    </message>
    <message>
        <source>The book this seal covers was not provided.</source>
        <translation>No se proporcionó el libro que cubre este sello.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the %Ln line(s) this seal covers…</source>
        <translation>
            <numerusform>Leyendo la %Ln línea que cubre este sello…</numerusform>
            <numerusform>Leyendo las %Ln líneas que cubre este sello…</numerusform>
        </translation>
    </message>
    <message>
        <source>The book lines could not be read.</source>
        <translation>No se pudieron leer las líneas del libro.</translation>
    </message>
    <message>
        <source>This seal covers lines 1–{lines}; {new} of them are new since the seal before it (marked NEW).</source>
        <translation>Este sello cubre las líneas 1–{lines}; {new} de ellas son nuevas desde el sello anterior (marcadas NUEVA).</translation>
    </message>
    <message>
        <source>NEW</source>
        <translation>NUEVA</translation>
    </message>
    <message>
        <source>Transparency log</source>
        <translation>Registro de transparencia</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Pantalla</translation>
    </message>
    <message>
        <source>The demonstration bundle is always checked against its own demonstration sources. A new language applies at once.</source>
        <translation>El paquete de demostración se comprueba siempre con sus propias fuentes de demostración. Un idioma nuevo se aplica al momento.</translation>
    </message>
    <message>
        <source>Problem with the settings</source>
        <translation>Problema con la configuración</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Choose a file for: {setting}</source>
        <translation>Elegir un archivo para: {setting}</translation>
    </message>
    <message>
        <source>{setting}: the address must start with http:// or https://.</source>
        <translation>{setting}: la dirección debe empezar por http:// o https://.</translation>
    </message>
    <message>
        <source>Block explorer {address}: the address must start with http:// or https://.</source>
        <translation>Explorador de bloques {address}: la dirección debe empezar por http:// o https://.</translation>
    </message>
    <message>
        <source>{setting}: no file at {path}.</source>
        <translation>{setting}: no hay ningún archivo en {path}.</translation>
    </message>
    <message>
        <source>Trust root: no file at {path}.</source>
        <translation>Raíz de confianza: no hay ningún archivo en {path}.</translation>
    </message>
    <message>
        <source>Intermediate certificate: no file at {path}.</source>
        <translation>Certificado intermedio: no hay ningún archivo en {path}.</translation>
    </message>
    <message>
        <source>Always: this is where every reader starts.</source>
        <translation>Siempre: aquí empieza todo lector.</translation>
    </message>
    <message>
        <source>Not reached.</source>
        <translation>No alcanzado.</translation>
    </message>
    <message>
        <source>Not reached: step {number} ({title}) failed.</source>
        <translation>No alcanzado: el paso {number} ({title}) falló.</translation>
    </message>
    <message>
        <source>Not reached: step {number} ({title}) was not checked.</source>
        <translation>No alcanzado: el paso {number} ({title}) no se comprobó.</translation>
    </message>
    <message>
        <source>Not reached: step {number} ({title}) has a warning.</source>
        <translation>No alcanzado: el paso {number} ({title}) tiene una advertencia.</translation>
    </message>
    <message>
        <source>MET</source>
        <translation>CUMPLIDO</translation>
    </message>
    <message>
        <source>NOT MET</source>
        <translation>NO CUMPLIDO</translation>
    </message>
    <message>
        <source>NOT CHECKABLE HERE</source>
        <translation>NO COMPROBABLE AQUÍ</translation>
    </message>
    <message>
        <source>MUST</source>
        <translation>DEBE</translation>
    </message>
    <message>
        <source>SHOULD</source>
        <translation>DEBERÍA</translation>
    </message>
    <message>
        <source>The standard&apos;s requirements</source>
        <translation>Los requisitos del estándar</translation>
    </message>
    <message>
        <source>The standard&apos;s requirements (the paper&apos;s Section 3.13)</source>
        <translation>Los requisitos del estándar (sección 3.13 del artículo)</translation>
    </message>
    <message>
        <source>Requirement {number}: {standing}</source>
        <translation>Requisito {number}: {standing}</translation>
    </message>
    <message>
        <source>Reached: steps {numbers} passed.</source>
        <translation>Alcanzado: los pasos {numbers} se superaron.</translation>
    </message>
    <message>
        <source>Trust ladder</source>
        <translation>Escalera de confianza</translation>
    </message>
    <message>
        <source>Open a bundle to see which levels of trust it reaches.</source>
        <translation>Abra un paquete para ver qué niveles de confianza alcanza.</translation>
    </message>
    <message>
        <source>How far can you trust these forecasts without trusting the operator? Each level adds a check by someone the operator does not control. The highest level is at the top.</source>
        <translation>¿Hasta qué punto puede confiar en estos pronósticos sin confiar en el operador? Cada nivel añade una comprobación de alguien a quien el operador no controla. El nivel más alto está arriba.</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>alcanzado</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>no alcanzado</translation>
    </message>
    <message>
        <source>Level {level}: {name}: {state}</source>
        <translation>Nivel {level}: {name}: {state}</translation>
    </message>
    <message>
        <source>Level {level}: {name}</source>
        <translation>Nivel {level}: {name}</translation>
    </message>
    <message>
        <source>Claims ladder</source>
        <translation>Escalera de afirmaciones</translation>
    </message>
    <message>
        <source>The claims ladder appears when the statistics are computed.</source>
        <translation>La escalera de afirmaciones aparece cuando se han calculado las estadísticas.</translation>
    </message>
    <message>
        <source>No statistics: the claims ladder cannot be read.</source>
        <translation>Sin estadísticas: la escalera de afirmaciones no se puede leer.</translation>
    </message>
    <message>
        <source>What may a reader claim about prices and skill? Each rung needs a further check; the highest rung is at the top.</source>
        <translation>¿Qué puede afirmar un lector sobre precios y habilidad? Cada peldaño necesita una comprobación más; el más alto está arriba.</translation>
    </message>
    <message>
        <source>Highest rung reached</source>
        <translation>Peldaño más alto alcanzado</translation>
    </message>
    <message>
        <source>Rung {number}: {name}: {state}</source>
        <translation>Peldaño {number}: {name}: {state}</translation>
    </message>
    <message>
        <source>Rung {number}: {name}</source>
        <translation>Peldaño {number}: {name}</translation>
    </message>
    <message>
        <source>REACHED</source>
        <translation>ALCANZADO</translation>
    </message>
    <message>
        <source>NOT REACHED</source>
        <translation>NO ALCANZADO</translation>
    </message>
    <message>
        <source>This bundle:</source>
        <translation>Este paquete:</translation>
    </message>
    <message>
        <source>Supports:</source>
        <translation>Respalda:</translation>
    </message>
    <message>
        <source>Leaves open:</source>
        <translation>Deja abierto:</translation>
    </message>
    <message>
        <source>To reach it:</source>
        <translation>Para alcanzarlo:</translation>
    </message>
    <message>
        <source>Proves:</source>
        <translation>Demuestra:</translation>
    </message>
    <message>
        <source>Does not prove:</source>
        <translation>No demuestra:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>NO BUNDLE OPEN</source>
        <translation>NINGÚN PAQUETE ABIERTO</translation>
    </message>
    <message>
        <source>What was proven</source>
        <translation>Lo que quedó probado</translation>
    </message>
    <message>
        <source>Open a bundle to verify it.</source>
        <translation>Abra un paquete para verificarlo.</translation>
    </message>
    <message>
        <source>Verdict explanation</source>
        <translation>Explicación del veredicto</translation>
    </message>
    <message>
        <source>What was verified</source>
        <translation>Qué se verificó</translation>
    </message>
    <message>
        <source>CHECKING…</source>
        <translation>COMPROBANDO…</translation>
    </message>
    <message>
        <source>Step {number}: {title}</source>
        <translation>Paso {number}: {title}</translation>
    </message>
    <message>
        <source>DOES NOT APPLY</source>
        <translation>NO PROCEDE</translation>
    </message>
    <message>
        <source>What step {number} checks</source>
        <translation>Qué comprueba el paso {number}</translation>
    </message>
    <message>
        <source>Read the guide</source>
        <translation>Leer la guía</translation>
    </message>
    <message>
        <source>Step {number} verdict</source>
        <translation>Veredicto del paso {number}</translation>
    </message>
    <message>
        <source>Show evidence</source>
        <translation>Mostrar pruebas</translation>
    </message>
    <message>
        <source>Show evidence for step {number}</source>
        <translation>Mostrar las pruebas del paso {number}</translation>
    </message>
    <message>
        <source>Evidence for {title}</source>
        <translation>Pruebas de {title}</translation>
    </message>
    <message>
        <source>By hand:</source>
        <translation>A mano:</translation>
    </message>
    <message>
        <source>Command to check {title} by hand</source>
        <translation>Orden para comprobar {title} a mano</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the command for {title}</source>
        <translation>Copiar la orden de {title}</translation>
    </message>
    <message>
        <source>Hide evidence</source>
        <translation>Ocultar pruebas</translation>
    </message>
    <message>
        <source>The ten steps of the walk</source>
        <translation>Los diez pasos de la comprobación</translation>
    </message>
    <message>
        <source>No bundle has been verified yet.</source>
        <translation>Aún no se ha verificado ningún paquete.</translation>
    </message>
    <message>
        <source>Registered test: the consensus against the base rate</source>
        <translation>Prueba registrada: el consenso frente a la tasa base</translation>
    </message>
    <message>
        <source>Session (NYSE trading days; 11 to 126 is the registered window)</source>
        <translation>Sesión (días de negociación de la NYSE; 11 a 126 es la ventana registrada)</translation>
    </message>
    <message>
        <source>Paired gain G (Brier units; above 0: the consensus did better)</source>
        <translation>Ganancia pareada G (unidades Brier; sobre 0: el consenso lo hizo mejor)</translation>
    </message>
    <message>
        <source>No registered test.</source>
        <translation>Sin prueba registrada.</translation>
    </message>
    <message>
        <source>±0.01: no gain of practical size</source>
        <translation>±0,01: sin ganancia de tamaño práctico</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>banda del 95 %</translation>
    </message>
    <message>
        <source>90% band</source>
        <translation>banda del 90 %</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>media acumulada</translation>
    </message>
    <message>
        <source>after session {session}: mean {mean}, 95% {low} to {high}</source>
        <translation>tras la sesión {session}: media {mean}, 95 % {low} a {high}</translation>
    </message>
    <message>
        <source>G of a window session</source>
        <translation>G de una sesión de la ventana</translation>
    </message>
    <message>
        <source>G outside the window (not read)</source>
        <translation>G fuera de la ventana (no se lee)</translation>
    </message>
    <message numerus="yes">
        <source>session {session} ({day}): G = {g}, %Ln event(s)</source>
        <translation>
            <numerusform>sesión {session} ({day}): G = {g}, %Ln evento</numerusform>
            <numerusform>sesión {session} ({day}): G = {g}, %Ln eventos</numerusform>
        </translation>
    </message>
    <message>
        <source>check {date}</source>
        <translation>verificación {date}</translation>
    </message>
    <message>
        <source>Estimate {estimate} over {sessions} sessions; 95% interval {low95} to {high95}; 90% interval {low90} to {high90}.</source>
        <translation>Estimación {estimate} sobre {sessions} sesiones; intervalo del 95 % {low95} a {high95}; intervalo del 90 % {low90} a {high90}.</translation>
    </message>
    <message>
        <source>Each point: G_s, the mean over the session&apos;s one-day events of (q − y)² − (p − y)²; p the consensus of answers sealed before 09:30 ET, y a strict rise, q the sealed climatology. Bands: moving blocks of 5 sessions, 10,000 resamples, seed 20261102.</source>
        <translation>Cada punto: G_s, la media sobre los eventos de un día de la sesión de (q − y)² − (p − y)²; p el consenso de las respuestas selladas antes de las 09:30 ET, y una subida estricta, q la climatología sellada. Bandas: bloques móviles de 5 sesiones, 10.000 remuestreos, semilla 20261102.</translation>
    </message>
    <message>
        <source>Forecast rows in the file: {total}. Verified (sealed and chained): {verified}; only these are used. Left out: {left}</source>
        <translation>Filas de pronóstico en el archivo: {total}. Verificadas (selladas y encadenadas): {verified}; solo se usan estas. Excluidas: {left}</translation>
    </message>
    <message>
        <source>Every value used is the verified book&apos;s; the forecasts file agrees with it.</source>
        <translation>Cada valor usado es el del libro verificado; el archivo de pronósticos concuerda con él.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln whose book line is NOT SEALED YET</source>
        <translation>
            <numerusform>%Ln cuya línea del libro AÚN NO ESTÁ SELLADA</numerusform>
            <numerusform>%Ln cuya línea del libro AÚN NO ESTÁ SELLADA</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln whose book line FAILED the check</source>
        <translation>
            <numerusform>%Ln cuya línea del libro tiene resultado FALLIDO en la comprobación</numerusform>
            <numerusform>%Ln cuya línea del libro tiene resultado FALLIDO en la comprobación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln that point(s) at the wrong book line (the book line itself verified)</source>
        <translation>
            <numerusform>%Ln que apunta a la línea del libro equivocada (la línea del libro en sí está verificada)</numerusform>
            <numerusform>%Ln que apuntan a la línea del libro equivocada (la línea del libro en sí está verificada)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln with no book line</source>
        <translation>
            <numerusform>%Ln sin línea del libro</numerusform>
            <numerusform>%Ln sin línea del libro</numerusform>
        </translation>
    </message>
    <message>
        <source>The forecasts file leaves out {n} probability(ies) sealed in the verified book (first: {run} {seat} {market} {horizon}): no figure here includes them.</source>
        <translation>El archivo de pronósticos omite {n} probabilidad(es) selladas en el libro verificado (primera: {run} {seat} {market} {horizon}): ninguna cifra de aquí las incluye.</translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file disagrees with the verified book %Ln time(s) (first: {run} {seat} {market} {horizon}, {column}): every figure here uses the book&apos;s sealed values, not the file&apos;s.</source>
        <translation>
            <numerusform>El archivo de pronósticos discrepa del libro verificado %Ln vez (primero: {run} {seat} {market} {horizon}, {column}): cada cifra aquí usa los valores sellados del libro, no los del archivo.</numerusform>
            <numerusform>El archivo de pronósticos discrepa del libro verificado %Ln veces (primero: {run} {seat} {market} {horizon}, {column}): cada cifra aquí usa los valores sellados del libro, no los del archivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>no interval before five counted runs</source>
        <translation>sin intervalo antes de cinco ejecuciones contadas</translation>
    </message>
    <message>
        <source>interval over those runs {low} to {high}</source>
        <translation>intervalo en esas ejecuciones de {low} a {high}</translation>
    </message>
    <message>
        <source>N_eff, the counted series ({horizon}): {value} independent voices, the mean of the last {runs} counted runs; {interval}. (The league&apos;s n_eff.per_run, every sealed run with test runs and late answers, is not this count.)</source>
        <translation>N_eff, la serie contada ({horizon}): {value} voces independientes, la media de las últimas {runs} ejecuciones contadas; {interval}. (El n_eff.per_run de la liga, todas las ejecuciones selladas con las de prueba y las respuestas tardías, no es este recuento.)</translation>
    </message>
    <message>
        <source>For example: run {run}, seat {seat}, {asset} {horizon} names book line {line} but {problem}; {should}.</source>
        <translation>Por ejemplo: la ejecución {run}, asiento {seat}, {asset} {horizon} nombra la línea {line} del libro, pero {problem}; {should}.</translation>
    </message>
    <message>
        <source>it should name book line {n}</source>
        <translation>debería nombrar la línea {n} del libro</translation>
    </message>
    <message>
        <source>the book holds no answer line of that run and seat</source>
        <translation>el libro no contiene ninguna línea de respuesta de esa ejecución y asiento</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>NO STATISTICS YET</source>
        <translation>AÚN SIN ESTADÍSTICAS</translation>
    </message>
    <message>
        <source>Open a bundle: the statistics are computed only from the values sealed in the verified book.</source>
        <translation>Abra un paquete: las estadísticas se calculan solo a partir de los valores sellados en el libro verificado.</translation>
    </message>
    <message>
        <source>Forecast rows verified and left out</source>
        <translation>Filas de pronóstico verificadas y excluidas</translation>
    </message>
    <message>
        <source>Headline N_eff</source>
        <translation>N_eff principal</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Gráficos estadísticos</translation>
    </message>
    <message>
        <source>Crowd contracts of the chosen run</source>
        <translation>Contratos de la multitud de la ejecución elegida</translation>
    </message>
    <message>
        <source>&amp;5 Consensus</source>
        <translation>&amp;5 Consenso</translation>
    </message>
    <message>
        <source>&amp;6 Registered test</source>
        <translation>&amp;6 Prueba registrada</translation>
    </message>
    <message>
        <source>&amp;7 Margin to outcome</source>
        <translation>&amp;7 Margen hasta el resultado</translation>
    </message>
    <message>
        <source>&amp;8 Independent prices</source>
        <translation>&amp;8 Precios independientes</translation>
    </message>
    <message>
        <source>R&amp;un:</source>
        <translation>Ej&amp;ecución:</translation>
    </message>
    <message>
        <source>Run for the run charts</source>
        <translation>Ejecución para los gráficos por ejecución</translation>
    </message>
    <message>
        <source>Hori&amp;zon:</source>
        <translation>Hori&amp;zonte:</translation>
    </message>
    <message>
        <source>Horizon for the charts</source>
        <translation>Horizonte de los gráficos</translation>
    </message>
    <message>
        <source>Only rows &amp;anchored before their outcome</source>
        <translation>Solo filas &amp;ancladas antes de su resultado</translation>
    </message>
    <message>
        <source>Recompute every statistic from the rows whose book line was anchored before its outcome was known.</source>
        <translation>Recalcular cada estadística con las filas cuya línea del libro se ancló antes de conocerse su resultado.</translation>
    </message>
    <message>
        <source>Caveat on the consensus&apos; families</source>
        <translation>Advertencia sobre las familias del consenso</translation>
    </message>
    <message>
        <source>Consensus per market of the chosen run, with its count of stated probabilities, mean ρ and N_eff</source>
        <translation>Consenso por mercado de la ejecución elegida, con su número de probabilidades declaradas, ρ medio y N_eff</translation>
    </message>
    <message>
        <source>Caveat on the registered test</source>
        <translation>Advertencia sobre la prueba registrada</translation>
    </message>
    <message>
        <source>Reading of the registered test</source>
        <translation>Lectura de la prueba registrada</translation>
    </message>
    <message>
        <source>Primary endpoint: {label}
Disagreement (secondary, undirected): {reading}. Against the shadow consensus: {shadow}.</source>
        <translation>Punto final primario: {label}
Desacuerdo (secundario, sin dirección): {reading}. Frente al consenso de sombra: {shadow}.</translation>
    </message>
    <message>
        <source>COMPUTING</source>
        <translation>CALCULANDO</translation>
    </message>
    <message>
        <source>Computing the statistics from the verified book…</source>
        <translation>Calculando las estadísticas a partir del libro verificado…</translation>
    </message>
    <message>
        <source>NO STATISTICS</source>
        <translation>SIN ESTADÍSTICAS</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA, not real forecasts.</source>
        <translation>DATOS DE DEMOSTRACIÓN, no son pronósticos reales.</translation>
    </message>
    <message numerus="yes">
        <source>Only the %Ln row(s) anchored before their outcome are used here.</source>
        <translation>
            <numerusform>Aquí solo se usa la %Ln fila anclada antes de su resultado.</numerusform>
            <numerusform>Aquí solo se usan las %Ln filas ancladas antes de su resultado.</numerusform>
        </translation>
    </message>
    <message>
        <source>Margin between each forecast&apos;s anchor and its outcome</source>
        <translation>Margen entre el ancla de cada pronóstico y su resultado</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizonte</translation>
    </message>
    <message>
        <source>Hours from the anchor&apos;s bound to the outcome (log)</source>
        <translation>Horas desde la cota del ancla hasta el resultado (log)</translation>
    </message>
    <message>
        <source>No counted forecast row to measure.</source>
        <translation>No hay filas de pronóstico contadas que medir.</translation>
    </message>
    <message>
        <source>τ = 2 h, the Bitcoin anchor&apos;s uncertainty</source>
        <translation>τ = 2 h, la incertidumbre del ancla de Bitcoin</translation>
    </message>
    <message>
        <source>anchored before the outcome</source>
        <translation>anclado antes del resultado</translation>
    </message>
    <message>
        <source>flagged: margin below the anchor&apos;s uncertainty</source>
        <translation>marcado: margen menor que la incertidumbre del ancla</translation>
    </message>
    <message>
        <source>at the floor: anchored only after the outcome</source>
        <translation>en el suelo: anclado solo después del resultado</translation>
    </message>
    <message numerus="yes">
        <source>line {line}, {horizon}: {hours} h ({anchor}), %Ln row(s)</source>
        <translation>
            <numerusform>línea {line}, {horizon}: {hours} h ({anchor}), %Ln fila</numerusform>
            <numerusform>línea {line}, {horizon}: {hours} h ({anchor}), %Ln filas</numerusform>
        </translation>
    </message>
    <message>
        <source>{anchored} of {rows} counted rows were anchored before their outcome was known; {flagged} flagged; {no_bound} with no anchor bound (not drawn). Bound: the earliest of a time-stamp token&apos;s time, a Bitcoin header time plus τ, or the log&apos;s integrated time; anchors with a warning (such as demonstration keys) still count here.</source>
        <translation>{anchored} de {rows} filas contadas se anclaron antes de conocerse su resultado; {flagged} marcadas; {no_bound} sin cota de ancla (no dibujadas). Cota: la más temprana entre la hora de un token de marca de tiempo, la hora de una cabecera de Bitcoin más τ o la hora de integración del registro; las anclas con una advertencia (como las claves de demostración) cuentan aquí igualmente.</translation>
    </message>
    <message>
        <source>Independent prices</source>
        <translation>Precios independientes</translation>
    </message>
    <message>
        <source>Reconcile with a &amp;price file…</source>
        <translation>Conciliar con un &amp;archivo de precios…</translation>
    </message>
    <message>
        <source>Choose your own price file to reconcile every verified row with</source>
        <translation>Elegir su propio archivo de precios para conciliar cada fila verificada</translation>
    </message>
    <message>
        <source>No price file given. Choose one exported from a provider you trust (columns asset, time, price; see the README): every verified row&apos;s reference price, close, change and outcome is then recomputed from it.</source>
        <translation>No se ha dado ningún archivo de precios. Elija uno exportado de un proveedor de su confianza (columnas asset, time, price; véase el README): el precio de referencia, el cierre, la variación y el resultado de cada fila verificada se recalculan entonces a partir de él.</translation>
    </message>
    <message>
        <source>Result of the price reconciliation</source>
        <translation>Resultado de la conciliación de precios</translation>
    </message>
    <message>
        <source>Rows whose prices or outcome differ</source>
        <translation>Filas cuyos precios o resultado difieren</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>No eligible verified rows for run {run}, horizon {horizon}.</source>
        <translation>No hay filas verificadas admisibles para la ejecución {run}, horizonte {horizon}.</translation>
    </message>
    <message>
        <source>{title}: run {run}, horizon {horizon}</source>
        <translation>{title}: ejecución {run}, horizonte {horizon}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>{a} with {b}: ρ = {rho}</source>
        <translation>{a} con {b}: ρ = {rho}</translation>
    </message>
    <message>
        <source>correlation ρ</source>
        <translation>correlación ρ</translation>
    </message>
    <message>
        <source>N = {n} seats, {rows} verified rows ({left_out}); mean ρ = {rho} over {pairs} pairs ({skipped} skipped), N_eff = {n_eff}. Largest eigenvalue&apos;s share of the trace: {share}; participation ratio (Σλ)²/Σλ² = {ratio}{extra}.</source>
        <translation>N = {n} asientos, {rows} filas verificadas ({left_out}); ρ medio = {rho} sobre {pairs} pares ({skipped} omitidos), N_eff = {n_eff}. Parte de la traza del mayor valor propio: {share}; razón de participación (Σλ)²/Σλ² = {ratio}{extra}.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <source>No seat has an eligible answer in this run and horizon.</source>
        <translation>Ningún asiento tiene una respuesta admisible en esta ejecución y horizonte.</translation>
    </message>
    <message>
        <source>{seat} on {market}: {value}% chance of a rise</source>
        <translation>{seat} sobre {market}: {value}% de probabilidad de subida</translation>
    </message>
    <message>
        <source>{seat} on {market}: no eligible answer</source>
        <translation>{seat} sobre {market}: sin respuesta admisible</translation>
    </message>
    <message>
        <source>stated chance of a rise (%)</source>
        <translation>probabilidad de subida declarada (%)</translation>
    </message>
    <message>
        <source>{stated} stated probabilities ({seats} seats × {markets} markets) from verified rows; {left_out}. – = no eligible answer (not stated, sealed after the open, or left out). Each cell: the seat&apos;s latest answer sealed before 09:30 ET, in percent chance the market closes up.</source>
        <translation>{stated} probabilidades declaradas ({seats} asientos × {markets} mercados) a partir de filas verificadas; {left_out}. – = sin respuesta admisible (no declarada, sellada después de la apertura o excluida). Cada celda: la última respuesta del asiento sellada antes de las 09:30 ET, como probabilidad en porcentaje de que el mercado cierre al alza.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>League&apos;s file</source>
        <translation>Archivo de la liga</translation>
    </message>
    <message>
        <source>Your price file</source>
        <translation>Su archivo de precios</translation>
    </message>
    <message>
        <source>Price files (*.csv);;All files (*)</source>
        <translation>Archivos de precios (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>First copy: {first}. Second copy: {second}.</source>
        <translation>Primera copia: {first}. Segunda copia: {second}.</translation>
    </message>
    <message>
        <source>Only in the first copy:</source>
        <translation>Solo en la primera copia:</translation>
    </message>
    <message>
        <source>Only in the second copy:</source>
        <translation>Solo en la segunda copia:</translation>
    </message>
    <message>
        <source>Different bytes in the two copies:</source>
        <translation>Bytes distintos en las dos copias:</translation>
    </message>
    <message numerus="yes">
        <source>The two copies are identical: %Ln file(s), byte for byte.</source>
        <translation>
            <numerusform>Las dos copias son idénticas: %Ln archivo, byte a byte.</numerusform>
            <numerusform>Las dos copias son idénticas: %Ln archivos, byte a byte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) are identical</source>
        <translation>
            <numerusform>%Ln archivo es idéntico</numerusform>
            <numerusform>%Ln archivos son idénticos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln differ(s)</source>
        <translation>
            <numerusform>%Ln difiere</numerusform>
            <numerusform>%Ln difieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only in the first copy</source>
        <translation>
            <numerusform>%Ln solo en la primera copia</numerusform>
            <numerusform>%Ln solo en la primera copia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only in the second.</source>
        <translation>
            <numerusform>%Ln solo en la segunda.</numerusform>
            <numerusform>%Ln solo en la segunda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more changed text file(s) were not read line by line (the first differing line is looked for in the first {read} only); they are listed above as differing.</source>
        <translation>
            <numerusform>%Ln archivo de texto cambiado más no se leyó línea por línea (la primera línea distinta solo se busca en los primeros {read}); figura arriba como distinto.</numerusform>
            <numerusform>%Ln archivos de texto cambiados más no se leyeron línea por línea (la primera línea distinta solo se busca en los primeros {read}); figuran arriba como distintos.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}, line {line}: the first line that differs (byte {offset} of the line).</source>
        <translation>{file}, línea {line}: la primera línea que difiere (byte {offset} de la línea).</translation>
    </message>
    <message>
        <source>  field {field}: {before} → {after}</source>
        <translation>  campo {field}: {before} → {after}</translation>
    </message>
    <message>
        <source>(line missing)</source>
        <translation>(falta la línea)</translation>
    </message>
    <message>
        <source>bytes before:</source>
        <translation>bytes antes:</translation>
    </message>
    <message>
        <source>bytes after:</source>
        <translation>bytes después:</translation>
    </message>
    <message>
        <source>the line before (−) and after (+):</source>
        <translation>la línea antes (−) y después (+):</translation>
    </message>
    <message>
        <source>Compare with another copy</source>
        <translation>Comparar con otra copia</translation>
    </message>
    <message>
        <source>Comparison of two copies</source>
        <translation>Comparación de dos copias</translation>
    </message>
    <message>
        <source>What differs between the two copies</source>
        <translation>Lo que difiere entre las dos copias</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Open a bundle first.</source>
        <translation>Abra primero un paquete.</translation>
    </message>
    <message>
        <source>Comparing with {name}…</source>
        <translation>Comparando con {name}…</translation>
    </message>
    <message>
        <source>Compared with {name}.</source>
        <translation>Comparado con {name}.</translation>
    </message>
    <message>
        <source>The other copy (a folder)</source>
        <translation>La otra copia (una carpeta)</translation>
    </message>
    <message>
        <source>How to read a verdict</source>
        <translation>Cómo leer un veredicto</translation>
    </message>
    <message>
        <source>The headline says what was proven and at which level: first whether the chain of book lines is intact, then which independent sources prove when it existed. Beside it stands the one-word verdict: PASS, PASS WITH WARNINGS, INCOMPLETE (never a pass: something could not be checked) or FAIL. The line below names the first reason. A warning means a check passed only with a caveat, such as a key that belongs to the operator or to the demonstration.</source>
        <translation>El titular dice qué se probó y en qué nivel: primero, si la cadena de líneas del libro está intacta; después, qué fuentes independientes prueban cuándo existía. A su lado está el veredicto en una palabra: APROBADO, APROBADO CON ADVERTENCIAS, INCOMPLETO (nunca un aprobado: algo no pudo comprobarse) o FALLIDO. La línea de abajo da el primer motivo. Una advertencia significa que una comprobación pasó solo con reservas, por ejemplo con una clave del operador o de la demostración.</translation>
    </message>
    <message>
        <source>What each level proves</source>
        <translation>Qué prueba cada nivel</translation>
    </message>
    <message>
        <source>Level 0: nothing is checked. Level 1: the operator&apos;s own hash chain holds, so no line was changed after it was sealed, but the operator could have rebuilt the whole book. Level 2: a Bitcoin block or the public transparency log fixes a time the operator does not control. Level 2+: time-stamp authorities you trust signed the seals before the market opened. The Trust ladder tab says, for each level, what it proves and what it does not.</source>
        <translation>Nivel 0: no se comprueba nada. Nivel 1: la propia cadena de hashes del operador se sostiene, así que ninguna línea cambió después de sellarse, pero el operador pudo reconstruir el libro entero. Nivel 2: un bloque de Bitcoin o el registro público de transparencia fija una hora que el operador no controla. Nivel 2+: autoridades de sellado de tiempo de su confianza firmaron los sellos antes de la apertura del mercado. La pestaña Escalera de confianza dice, para cada nivel, qué prueba y qué no.</translation>
    </message>
    <message>
        <source>How to check offline</source>
        <translation>Cómo comprobar sin conexión</translation>
    </message>
    <message>
        <source>Tick Settings &gt; Offline: never use the network, so nothing waits for servers that cannot be reached. Without a network the Bitcoin anchor and the log cannot be looked up and are NOT CHECKED, never passed. Give a file of Bitcoin block headers in Settings &gt; Block headers file, the log&apos;s public key in Settings &gt; Rekor public key file (the bundle&apos;s own rekor/ answers are then checked against it), and the roots of the time-stamp authorities you trust in Settings &gt; Extra trust roots, then press Check again. Beware: a headers file can be fake, and so can a key or a root handed to you with the bundle. Each proves only what its source is worth: take them from a source you trust, not from the operator, and the app warns when one is a copy of a file inside the bundle. Every step also shows the command to repeat it by hand (Show evidence).</source>
        <translation>Marque en Ajustes «Sin conexión: no usar nunca la red», para que nada espere a servidores inalcanzables. Sin red, el ancla de Bitcoin y el registro no pueden consultarse y quedan NO COMPROBADOS, nunca aprobados. Indique un archivo de cabeceras de bloque de Bitcoin en Ajustes &gt; Archivo de cabeceras de bloque, la clave pública del registro en Ajustes &gt; Archivo de clave pública de Rekor (las respuestas del registro que el paquete trae en rekor/ se comprueban entonces con ella) y las raíces de las autoridades de sellado de tiempo en las que confía en Ajustes &gt; Raíces de confianza adicionales; luego pulse «Comprobar de nuevo». Cuidado: un archivo de cabeceras puede ser falso, y también una clave o una raíz que le entreguen junto con el paquete. Cada una prueba solo lo que vale su origen: obténgalas de una fuente en la que confíe, no del operador; la aplicación avisa cuando una es copia de un archivo del paquete. Cada paso muestra además la orden para repetirlo a mano (Mostrar pruebas).</translation>
    </message>
    <message>
        <source>How to compare two copies</source>
        <translation>Cómo comparar dos copias</translation>
    </message>
    <message>
        <source>File &gt; Compare with another copy… compares the open bundle with another folder: it lists the files present in one copy only, the files whose bytes differ, and for each the first line that differs, the field that changed and its bytes before and after. The Workshop tab makes such a change on purpose and shows which check catches it.</source>
        <translation>Archivo &gt; Comparar con otra copia… compara el paquete abierto con otra carpeta: enumera los archivos presentes en una sola copia, los archivos cuyos bytes difieren y, para cada uno, la primera línea que difiere, el campo que cambió y sus bytes antes y después. La pestaña Taller hace un cambio así a propósito y muestra qué comprobación lo detecta.</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guía</translation>
    </message>
    <message>
        <source>Whether the result is up to date</source>
        <translation>Si el resultado está al día</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>Comprobar de &amp;nuevo</translation>
    </message>
    <message>
        <source>Check the bundle again with the current settings</source>
        <translation>Comprobar el paquete de nuevo con los ajustes actuales</translation>
    </message>
    <message>
        <source>The result shown predates your change of settings: press Check again to apply them.</source>
        <translation>El resultado mostrado es anterior a su cambio de ajustes: pulse «Comprobar de nuevo» para aplicarlos.</translation>
    </message>
    <message>
        <source>shipped with this app: {authority}, SHA-256 {sha256}</source>
        <translation>incluida con esta aplicación: {authority}, SHA-256 {sha256}</translation>
    </message>
    <message>
        <source>trusted by you: {path}: {problem}</source>
        <translation>de su confianza: {path}: {problem}</translation>
    </message>
    <message>
        <source>trusted by you: {subject} ({path}), SHA-256 {sha256}</source>
        <translation>de su confianza: {subject} ({path}), SHA-256 {sha256}</translation>
    </message>
    <message>
        <source>Trust roots and their fingerprints</source>
        <translation>Raíces de confianza y sus huellas</translation>
    </message>
    <message>
        <source>A root copied from a bundle&apos;s own tsa/ folder stays the operator&apos;s word: tokens resting on it are shown as warnings.</source>
        <translation>Una raíz copiada de la carpeta tsa/ del propio paquete sigue siendo la palabra del operador: los sellos que se apoyan en ella se muestran como advertencias.</translation>
    </message>
    <message>
        <source>Save evidence</source>
        <translation>Guardar evidencias</translation>
    </message>
    <message>
        <source>Open a bundle and wait for its check to finish, then save its evidence.</source>
        <translation>Abra un paquete y espere a que termine su comprobación; después guarde sus evidencias.</translation>
    </message>
    <message>
        <source>Save evidence to an empty folder</source>
        <translation>Guardar las evidencias en una carpeta vacía</translation>
    </message>
    <message>
        <source>Witness statements</source>
        <translation>Declaraciones de testigo</translation>
    </message>
    <message>
        <source>Export &amp;witness statement…</source>
        <translation>Exportar &amp;declaración de testigo…</translation>
    </message>
    <message>
        <source>Sign, with your own key, what you saw: the book&apos;s verified lines and head link and the stamped list. Keep it: a later copy that rewrites those lines will not match.</source>
        <translation>Firme con su propia clave lo que vio: las líneas verificadas del libro, su último enlace y la lista sellada. Consérvela: una copia posterior que reescriba esas líneas no coincidirá.</translation>
    </message>
    <message>
        <source>Check witness &amp;statements…</source>
        <translation>Comprobar &amp;declaraciones de testigos…</translation>
    </message>
    <message>
        <source>Choose a folder of statements (yours or other readers&apos;): the open bundle is checked again, and each statement must be a prefix of its book.</source>
        <translation>Elija una carpeta de declaraciones (suyas o de otros lectores): el paquete abierto se comprueba de nuevo y cada declaración debe ser un comienzo de su libro.</translation>
    </message>
    <message>
        <source>Export witness statement</source>
        <translation>Exportar declaración de testigo</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Archivos de texto (*.txt)</translation>
    </message>
    <message>
        <source>Folder of witness statements</source>
        <translation>Carpeta de declaraciones de testigos</translation>
    </message>
    <message>
        <source>Your witness key</source>
        <translation>Su clave de testigo</translation>
    </message>
    <message>
        <source>No key yet: it is made (Ed25519, in {folder}) the first time you export a witness statement.</source>
        <translation>Aún no hay clave: se crea (Ed25519, en {folder}) la primera vez que exporte una declaración de testigo.</translation>
    </message>
    <message>
        <source>{name}, fingerprint (SHA-256 of the public key):
{fingerprint}</source>
        <translation>{name}, huella (SHA-256 de la clave pública):
{fingerprint}</translation>
    </message>
    <message>
        <source>Witness key fingerprint</source>
        <translation>Huella de la clave de testigo</translation>
    </message>
    <message>
        <source>Stated probability for the side backed (%)</source>
        <translation>Probabilidad declarada para el lado elegido (%)</translation>
    </message>
    <message>
        <source>Share that came true (%)</source>
        <translation>Proporción que se cumplió (%)</translation>
    </message>
    <message>
        <source>{title}, horizon {horizon}</source>
        <translation>{title}, horizonte {horizon}</translation>
    </message>
    <message>
        <source>perfect calibration</source>
        <translation>calibración perfecta</translation>
    </message>
    <message>
        <source>No resolved verified forecast for horizon {horizon} yet.</source>
        <translation>Aún no hay ningún pronóstico verificado resuelto para el horizonte {horizon}.</translation>
    </message>
    <message>
        <source>bin (mean, share)</source>
        <translation>intervalo (media, proporción)</translation>
    </message>
    <message>
        <source>fewer than {n}: not a result</source>
        <translation>menos de {n}: no es un resultado</translation>
    </message>
    <message>
        <source>n = {n}: fewer than {least}: not shown as a result</source>
        <translation>n = {n}: menos de {least}: no se muestra como resultado</translation>
    </message>
    <message>
        <source>not a result (too few)</source>
        <translation>no es un resultado (demasiado pocos)</translation>
    </message>
    <message numerus="yes">
        <source>bin {bin}: %Ln forecast(s)
mean stated {stated}%, came true {true}%</source>
        <translation>
            <numerusform>intervalo {bin}: %Ln pronóstico
media declarada {stated}%, se cumplió {true}%</numerusform>
            <numerusform>intervalo {bin}: %Ln pronósticos
media declarada {stated}%, se cumplió {true}%</numerusform>
        </translation>
    </message>
    <message>
        <source>logistic fit (folded)</source>
        <translation>ajuste logístico (plegado)</translation>
    </message>
    <message>
        <source>Logistic fit logit P = a + b·logit p: a = {a} (s.e. {se_a}), b = {b} (s.e. {se_b}), {n} forecasts in {clusters} sessions; {note}.</source>
        <translation>Ajuste logístico logit P = a + b·logit p: a = {a} (e.e. {se_a}), b = {b} (e.e. {se_b}), {n} pronósticos en {clusters} sesiones; {note}.</translation>
    </message>
    <message>
        <source>Logistic fit: {note}.</source>
        <translation>Ajuste logístico: {note}.</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>no estimado</translation>
    </message>
    <message>
        <source>{n} resolved verified forecasts, {fifties} stated 50s left out. Whole bundle&apos;s scored rows: {used} used; {left_out}. Rule: {rule}; a bin is a result only from {least} forecasts ({source}).</source>
        <translation>{n} pronósticos verificados resueltos, {fifties} 50 declarados excluidos. Filas puntuadas del paquete completo: {used} usadas; {left_out}. Regla: {rule}; un intervalo solo es un resultado a partir de {least} pronósticos ({source}).</translation>
    </message>
    <message>
        <source>none left out</source>
        <translation>ninguna excluida</translation>
    </message>
    <message>
        <source>left out: {parts}</source>
        <translation>excluidas: {parts}</translation>
    </message>
    <message>
        <source>vol. ?</source>
        <translation>vol. ?</translation>
    </message>
    <message>
        <source>{title}: run {run}</source>
        <translation>{title}: ejecución {run}</translation>
    </message>
    <message>
        <source>Contract (sealed volume)</source>
        <translation>Contrato (volumen sellado)</translation>
    </message>
    <message>
        <source>Chance of a rise (%)</source>
        <translation>Probabilidad de subida (%)</translation>
    </message>
    <message>
        <source>No verified crowd contract sealed for run {run}.</source>
        <translation>No hay ningún contrato de la multitud verificado sellado para la ejecución {run}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln contract(s) left out: their book lines are not verified.</source>
        <translation>
            <numerusform>%Ln contrato excluido: su línea del libro no está verificada.</numerusform>
            <numerusform>%Ln contratos excluidos: sus líneas del libro no están verificadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{code}: {seat} said {value}% (crowd_up)</source>
        <translation>{code}: {seat} dijo {value}% (crowd_up)</translation>
    </message>
    <message>
        <source>each seat&apos;s crowd_up</source>
        <translation>crowd_up de cada asiento</translation>
    </message>
    <message>
        <source>each seat&apos;s crowd_up (thin contract)</source>
        <translation>crowd_up de cada asiento (contrato escaso)</translation>
    </message>
    <message>
        <source>sealed crowd price</source>
        <translation>precio de la multitud sellado</translation>
    </message>
    <message>
        <source>sealed crowd price (thin: shown apart)</source>
        <translation>precio de la multitud sellado (escaso: mostrado aparte)</translation>
    </message>
    <message>
        <source>volume floor {floor}: thinner contracts →</source>
        <translation>umbral de volumen {floor}: contratos más escasos →</translation>
    </message>
    <message>
        <source>{name}, all runs: {contracts} contracts, {scored} resolved; Brier crowd {crowd}, seats {seats}, gap {gap}, 2d {two_d}: {reading}.</source>
        <translation>{name}, todas las ejecuciones: {contracts} contratos, {scored} resueltos; Brier multitud {crowd}, asientos {seats}, diferencia {gap}, 2d {two_d}: {reading}.</translation>
    </message>
    <message>
        <source>At or above the floor</source>
        <translation>En el umbral o por encima</translation>
    </message>
    <message>
        <source>Thin (shown apart)</source>
        <translation>Escasos (mostrados aparte)</translation>
    </message>
    <message>
        <source>This run: {n} verified contracts ({primary} at or above the {floor} sealed-volume floor, {thin} thin); {unverified} left out as not verified. Word above each contract: how it resolved.</source>
        <translation>Esta ejecución: {n} contratos verificados ({primary} en el umbral de volumen sellado de {floor} o por encima, {thin} escasos); {unverified} excluidos por no estar verificados. Palabra sobre cada contrato: cómo se resolvió.</translation>
    </message>
    <message>
        <source>Rule: Brier = (p − outcome)²; a gap of at most 2d (d = share resolving opposite to the league&apos;s own 1-day question) is no edge.</source>
        <translation>Regla: Brier = (p − resultado)²; una diferencia de como mucho 2d (d = proporción que se resuelve al revés que la propia pregunta a 1 día de la liga) no es ventaja.</translation>
    </message>
    <message numerus="yes">
        <source>{code} ({venue}), volume {volume}
crowd {crowd}% ({rule}), seats&apos; mean {mean}%
resolved: {outcome}; Brier crowd {brier_crowd}, seats {brier_seats}
%Ln seat(s) answered</source>
        <translation>
            <numerusform>{code} ({venue}), volumen {volume}
multitud {crowd}% ({rule}), media de los asientos {mean}%
resuelto: {outcome}; Brier multitud {brier_crowd}, asientos {brier_seats}
%Ln asiento respondió</numerusform>
            <numerusform>{code} ({venue}), volumen {volume}
multitud {crowd}% ({rule}), media de los asientos {mean}%
resuelto: {outcome}; Brier multitud {brier_crowd}, asientos {brier_seats}
%Ln asientos respondieron</numerusform>
        </translation>
    </message>
    <message>
        <source>N: seats that answered</source>
        <translation>N: asientos que respondieron</translation>
    </message>
    <message>
        <source>N_eff: effective number of independent voices</source>
        <translation>N_eff: número efectivo de voces independientes</translation>
    </message>
    <message>
        <source>ceiling 1/{rho} = {ceiling}</source>
        <translation>techo 1/{rho} = {ceiling}</translation>
    </message>
    <message>
        <source>{drawn} run × horizon points from {used} verified rows ({unusable} without a usable ρ). Whole bundle: {eligible} rows eligible; {left_out}. Rule: {rule}</source>
        <translation>{drawn} puntos ejecución × horizonte a partir de {used} filas verificadas ({unusable} sin ρ utilizable). Paquete completo: {eligible} filas admisibles; {left_out}. Regla: {rule}</translation>
    </message>
    <message>
        <source>run {run}, horizon {horizon}</source>
        <translation>ejecución {run}, horizonte {horizon}</translation>
    </message>
    <message numerus="yes">
        <source>N = %Ln seat(s), ρ = {rho}</source>
        <translation>
            <numerusform>N = %Ln asiento, ρ = {rho}</numerusform>
            <numerusform>N = %Ln asientos, ρ = {rho}</numerusform>
        </translation>
    </message>
    <message>
        <source>N_eff = {n_eff}</source>
        <translation>N_eff = {n_eff}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln fila</numerusform>
            <numerusform>%Ln filas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) used</source>
        <translation>
            <numerusform>%Ln par usado</numerusform>
            <numerusform>%Ln pares usados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln omitido</numerusform>
            <numerusform>%Ln omitidos</numerusform>
        </translation>
    </message>
    <message>
        <source>Session (date of the run)</source>
        <translation>Sesión (fecha de la ejecución)</translation>
    </message>
    <message>
        <source>run {run}, horizon {horizon}
N = {n}, ρ = {rho}, N_eff = {n_eff}</source>
        <translation>ejecución {run}, horizonte {horizon}
N = {n}, ρ = {rho}, N_eff = {n_eff}</translation>
    </message>
    <message>
        <source>{values} run × horizon values in {lines} lines, from {rows} verified rows; {skipped} without a usable ρ not drawn. Each point: N_eff = N / (1 + (N − 1) ρ) of one counted run (eligible answers sealed before 09:30 ET, latest per seat).</source>
        <translation>{values} valores ejecución × horizonte en {lines} líneas, a partir de {rows} filas verificadas; {skipped} sin ρ utilizable no dibujados. Cada punto: N_eff = N / (1 + (N − 1) ρ) de una ejecución contada (respuestas admisibles selladas antes de las 09:30 ET, la última por asiento).</translation>
    </message>
    <message>
        <source>{title}: chart</source>
        <translation>{title}: gráfico</translation>
    </message>
    <message>
        <source>Show the values</source>
        <translation>Mostrar los valores</translation>
    </message>
    <message>
        <source>Show the values of every point as a table</source>
        <translation>Mostrar los valores de cada punto como tabla</translation>
    </message>
    <message>
        <source>Save as {format}…</source>
        <translation>Guardar como {format}…</translation>
    </message>
    <message>
        <source>Save the chart as {format}</source>
        <translation>Guardar el gráfico como {format}</translation>
    </message>
    <message>
        <source>Show the chart</source>
        <translation>Mostrar el gráfico</translation>
    </message>
    <message>
        <source>Save {title} as {format}</source>
        <translation>Guardar {title} como {format}</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Guardar gráfico</translation>
    </message>
    <message>
        <source>Stated chance of a rise (%), 2-point bins</source>
        <translation>Probabilidad de subida declarada (%), intervalos de 2 puntos</translation>
    </message>
    <message>
        <source>Number of forecasts</source>
        <translation>Número de pronósticos</translation>
    </message>
    <message>
        <source>No eligible verified forecast for horizon {horizon}.</source>
        <translation>No hay ningún pronóstico verificado admisible para el horizonte {horizon}.</translation>
    </message>
    <message>
        <source>within [40, 60]: {percent}%</source>
        <translation>dentro de [40, 60]: {percent}%</translation>
    </message>
    <message numerus="yes">
        <source>[{low}, {high}): %Ln forecast(s)</source>
        <translation>
            <numerusform>[{low}, {high}): %Ln pronóstico</numerusform>
            <numerusform>[{low}, {high}): %Ln pronósticos</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} stated probabilities (eligible, verified). Sharpness K = {k} (0 = always 50, 100 = always certain); K_clim = {k_clim}; share within [40, 60] = {percent}%; dispersion across seats = {dispersion} points over {markets} markets. Whole bundle: {left_out}. Rule: {rule}.</source>
        <translation>{n} probabilidades declaradas (admisibles, verificadas). Nitidez K = {k} (0 = siempre 50, 100 = siempre seguro); K_clim = {k_clim}; proporción dentro de [40, 60] = {percent}%; dispersión entre asientos = {dispersion} puntos en {markets} mercados. Paquete completo: {left_out}. Regla: {rule}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>at or above</source>
        <translation>en o por encima</translation>
    </message>
    <message>
        <source>THIN: shown apart</source>
        <translation>ESCASO: mostrado aparte</translation>
    </message>
    <message>
        <source>Values of the chart {title}</source>
        <translation>Valores del gráfico {title}</translation>
    </message>
    <message>
        <source>Each drawn point, in the order drawn</source>
        <translation>Cada punto dibujado, en el orden en que se dibujó</translation>
    </message>
    <message>
        <source>(no evidence recorded)</source>
        <translation>(no se registraron pruebas)</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… y %Ln más</numerusform>
            <numerusform>… y %Ln más</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>nivel {level}</translation>
    </message>
    <message>
        <source>SEPARATE EVENT, {status}</source>
        <translation>EVENTO SEPARADO, {status}</translation>
    </message>
    <message>
        <source>Proof of before for this line</source>
        <translation>Prueba previa de esta línea</translation>
    </message>
    <message>
        <source>Line card</source>
        <translation>Ficha de la línea</translation>
    </message>
    <message>
        <source>Select a line to see it here.</source>
        <translation>Seleccione una línea para verla aquí.</translation>
    </message>
    <message>
        <source>The answer, readable</source>
        <translation>La respuesta, legible</translation>
    </message>
    <message>
        <source>&amp;Show in grid:</source>
        <translation>&amp;Mostrar en la cuadrícula:</translation>
    </message>
    <message>
        <source>Field shown in the forecast grid</source>
        <translation>Campo mostrado en la cuadrícula de pronósticos</translation>
    </message>
    <message>
        <source>Forecast grid: markets by horizon</source>
        <translation>Cuadrícula de pronósticos: mercados por horizonte</translation>
    </message>
    <message>
        <source>The line as stored, with seal and link recomputed</source>
        <translation>La línea tal como se guardó, con sello y enlace recalculados</translation>
    </message>
    <message>
        <source>Proof-of-before properties of this line</source>
        <translation>Propiedades de prueba de anterioridad de esta línea</translation>
    </message>
    <message>
        <source>Raw JSON of the line</source>
        <translation>JSON sin procesar de la línea</translation>
    </message>
    <message>
        <source>Book line {n}</source>
        <translation>Línea {n} del libro</translation>
    </message>
    <message>
        <source>sealed (blind season): shown by seat only</source>
        <translation>sellado (temporada ciega): solo se muestra por asiento</translation>
    </message>
    <message>
        <source>The seal could not be recomputed.</source>
        <translation>No se pudo recalcular el sello.</translation>
    </message>
    <message>
        <source>seal matches</source>
        <translation>el sello coincide</translation>
    </message>
    <message>
        <source>seal MISMATCH</source>
        <translation>sello NO COINCIDE</translation>
    </message>
    <message>
        <source>seal stored: {value}</source>
        <translation>sello guardado: {value}</translation>
    </message>
    <message>
        <source>seal recomputed: {value}</source>
        <translation>sello recalculado: {value}</translation>
    </message>
    <message>
        <source>The link could not be recomputed.</source>
        <translation>No se pudo recalcular el enlace.</translation>
    </message>
    <message>
        <source>link matches</source>
        <translation>el enlace coincide</translation>
    </message>
    <message>
        <source>link MISMATCH</source>
        <translation>enlace NO COINCIDE</translation>
    </message>
    <message>
        <source>link stored: {value}</source>
        <translation>enlace guardado: {value}</translation>
    </message>
    <message>
        <source>link recomputed: {value}</source>
        <translation>enlace recalculado: {value}</translation>
    </message>
    <message>
        <source>stored {stored}
recomputed {computed}</source>
        <translation>guardado {stored}
recalculado {computed}</translation>
    </message>
    <message>
        <source>This is a &apos;{kind}&apos; line: it holds no forecasts to show in a grid.</source>
        <translation>Esta es una línea de tipo &apos;{kind}&apos;: no contiene pronósticos que mostrar en una cuadrícula.</translation>
    </message>
    <message>
        <source>Each cell is one forecast: will the market be higher at the end of the horizon than at the reference price?</source>
        <translation>Cada celda es un pronóstico: ¿estará el mercado más alto al final del horizonte que en el precio de referencia?</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>INCOMPLETO</translation>
    </message>
    <message>
        <source>no book named</source>
        <translation>ningún libro nombrado</translation>
    </message>
    <message>
        <source>NOT CHECKED (no book)</source>
        <translation>NO COMPROBADO (sin libro)</translation>
    </message>
    <message>
        <source>broken at line {n}</source>
        <translation>rota en la línea {n}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), match</source>
        <translation>
            <numerusform>%Ln línea, coincide</numerusform>
            <numerusform>%Ln líneas, coinciden</numerusform>
        </translation>
    </message>
    <message>
        <source>{status}: the paper&apos;s cross-check</source>
        <translation>{status}: cotejo con el artículo</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), DO NOT MATCH</source>
        <translation>
            <numerusform>%Ln línea, NO COINCIDE</numerusform>
            <numerusform>%Ln líneas, NO COINCIDEN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), book not provided</source>
        <translation>
            <numerusform>%Ln línea, libro no proporcionado</numerusform>
            <numerusform>%Ln líneas, libro no proporcionado</numerusform>
        </translation>
    </message>
    <message>
        <source>ok, lines 1–{n}</source>
        <translation>correcta, líneas 1–{n}</translation>
    </message>
    <message>
        <source>NOT CHECKED (prefix does not match)</source>
        <translation>NO COMPROBADO (el prefijo del libro no coincide)</translation>
    </message>
    <message>
        <source>block {height}</source>
        <translation>bloque {height}</translation>
    </message>
    <message>
        <source>not Bitcoin&apos;s main chain</source>
        <translation>no es la cadena principal de Bitcoin</translation>
    </message>
    <message>
        <source>{status} (pending)</source>
        <translation>{status} (pendiente)</translation>
    </message>
    <message>
        <source>upgraded from calendar {calendar} at {time}</source>
        <translation>completada desde el calendario {calendar} a las {time}</translation>
    </message>
    <message>
        <source>NOT CHECKED (proof present)</source>
        <translation>NO COMPROBADO (prueba presente)</translation>
    </message>
    <message>
        <source>NOT CHECKED (no proof)</source>
        <translation>NO COMPROBADO (sin prueba)</translation>
    </message>
    <message>
        <source>before the open</source>
        <translation>antes de la apertura</translation>
    </message>
    <message>
        <source>AFTER the open</source>
        <translation>DESPUÉS de la apertura</translation>
    </message>
    <message>
        <source>NOT CHECKED (token present)</source>
        <translation>NO COMPROBADO (token presente)</translation>
    </message>
    <message>
        <source>NOT CHECKED (no token)</source>
        <translation>NO COMPROBADO (sin token)</translation>
    </message>
    <message>
        <source>logged {time}</source>
        <translation>registrado {time}</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Taller</translation>
    </message>
    <message>
        <source>Show how the checks catch a change. Pick a change: it is made to a temporary copy of the open bundle (your files are not touched), the ten steps run again, and this page points at what broke.</source>
        <translation>Muestre cómo las comprobaciones detectan un cambio. Elija un cambio: se hace en una copia temporal del paquete abierto (sus archivos no se tocan), los diez pasos se ejecutan de nuevo y esta página señala lo que se rompió.</translation>
    </message>
    <message>
        <source>C&amp;hange:</source>
        <translation>Cam&amp;bio:</translation>
    </message>
    <message>
        <source>Change to make</source>
        <translation>Cambio que hacer</translation>
    </message>
    <message>
        <source>&amp;Apply the change and check again</source>
        <translation>&amp;Aplicar el cambio y comprobar de nuevo</translation>
    </message>
    <message>
        <source>&amp;Restore the original</source>
        <translation>&amp;Restaurar el original</translation>
    </message>
    <message>
        <source>&amp;Witness the original first</source>
        <translation>&amp;Atestiguar primero el original</translation>
    </message>
    <message>
        <source>(signs a statement of what it shows with your key, and checks the changed copy against it)</source>
        <translation>(firma con su clave una declaración de lo que muestra y comprueba la copia cambiada contra ella)</translation>
    </message>
    <message>
        <source>What was changed</source>
        <translation>Qué se cambió</translation>
    </message>
    <message>
        <source>What the checks found</source>
        <translation>Qué encontraron las comprobaciones</translation>
    </message>
    <message>
        <source>NOTHING CHANGED YET</source>
        <translation>AÚN NADA CAMBIADO</translation>
    </message>
    <message>
        <source>What broke</source>
        <translation>Qué se rompió</translation>
    </message>
    <message>
        <source>The changed bytes of the affected line, before and after</source>
        <translation>Los bytes cambiados de la línea afectada, antes y después</translation>
    </message>
    <message>
        <source>Changed bytes before and after</source>
        <translation>Bytes cambiados antes y después</translation>
    </message>
    <message>
        <source>Changed in the copy: {change}.</source>
        <translation>Cambiado en la copia: {change}.</translation>
    </message>
    <message>
        <source>CAUGHT: the walk fails</source>
        <translation>DETECTADO: la verificación falla</translation>
    </message>
    <message>
        <source>NOT CAUGHT</source>
        <translation>NO DETECTADO</translation>
    </message>
    <message>
        <source>The original bundle is shown again; the changed copy was deleted.</source>
        <translation>Se vuelve a mostrar el paquete original; la copia cambiada se eliminó.</translation>
    </message>
    <message>
        <source>NOTHING CHANGED</source>
        <translation>NADA CAMBIADO</translation>
    </message>
    <message>
        <source>The book&apos;s bytes are unchanged: this change was made to the forecasts file. What changed: {change}.</source>
        <translation>Los bytes del libro no cambian: este cambio se hizo en el archivo de pronósticos. Qué cambió: {change}.</translation>
    </message>
    <message>
        <source>The book&apos;s bytes are unchanged: this change was made to a proof file. What changed: {change}.</source>
        <translation>Los bytes del libro no cambian: este cambio se hizo en un archivo de prueba. Qué cambió: {change}.</translation>
    </message>
    <message>
        <source>The book&apos;s bytes are unchanged: this change was made to the portfolio league&apos;s trades file. What changed: {change}.</source>
        <translation>Los bytes del libro no cambiaron: este cambio se hizo en el archivo de operaciones de la liga de cartera. Qué cambió: {change}.</translation>
    </message>
    <message>
        <source>\r = carriage return (CR), \n = line feed (LF), \xNN = one byte that is not plain ASCII; \xef\xbb\xbf is a byte-order mark.</source>
        <translation>\r = retorno de carro (CR), \n = salto de línea (LF), \xNN = un byte que no es ASCII simple; \xef\xbb\xbf es una marca de orden de bytes.</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <source>after</source>
        <translation>después</translation>
    </message>
    <message>
        <source>Line {line}, first changed byte at position {offset} of the line:</source>
        <translation>Línea {line}, primer byte cambiado en la posición {offset} de la línea:</translation>
    </message>
    <message>
        <source>here</source>
        <translation>aquí</translation>
    </message>
    <message>
        <source>bytes before: {hex}</source>
        <translation>bytes antes:   {hex}</translation>
    </message>
    <message>
        <source>bytes after:  {hex}</source>
        <translation>bytes después: {hex}</translation>
    </message>
    <message>
        <source>Sigstore&apos;s trusted root (transparency-log keys)</source>
        <translation>Raíz de confianza de Sigstore (claves del registro de transparencia)</translation>
    </message>
    <message>
        <source>Trusted root in use</source>
        <translation>Raíz de confianza en uso</translation>
    </message>
    <message>
        <source>Result of the last update</source>
        <translation>Resultado de la última actualización</translation>
    </message>
    <message>
        <source>&amp;Update the trusted root</source>
        <translation>&amp;Actualizar la raíz de confianza</translation>
    </message>
    <message>
        <source>Fetch the current trusted root through Sigstore&apos;s TUF repository and verify it (needs the network). A walk never does this by itself.</source>
        <translation>Obtener la raíz de confianza actual desde el repositorio TUF de Sigstore y verificarla (necesita la red). Una verificación nunca lo hace por sí sola.</translation>
    </message>
    <message>
        <source>updated on this computer, verified by TUF</source>
        <translation>actualizada en este ordenador, verificada por TUF</translation>
    </message>
    <message>
        <source>the copy shipped with the app</source>
        <translation>la copia incluida con la aplicación</translation>
    </message>
    <message>
        <source>In use: {which}, taken {fetched} ({age} days ago); logs: {logs}.</source>
        <translation>En uso: {which}, obtenida el {fetched} (hace {age} días); registros: {logs}.</translation>
    </message>
    <message>
        <source>Older than {days} days: a newer log key may be missing from it. Update it.</source>
        <translation>Tiene más de {days} días: puede faltarle una clave de registro más reciente. Actualícela.</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Actualizando…</translation>
    </message>
    <message>
        <source>Sealed before the open: verifier</source>
        <translation>Sellado antes de la apertura: verificador</translation>
    </message>
    <message>
        <source>Progress of the check</source>
        <translation>Progreso de la comprobación</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Cancel the check</source>
        <translation>Cancelar la comprobación</translation>
    </message>
    <message>
        <source>Nothing was verified.</source>
        <translation>No se verificó nada.</translation>
    </message>
    <message>
        <source>The check was cancelled: nothing new was verified.</source>
        <translation>Se canceló la comprobación: no se verificó nada nuevo.</translation>
    </message>
    <message>
        <source>This cannot be verified</source>
        <translation>Esto no se puede verificar</translation>
    </message>
    <message>
        <source>An internal error stopped the check.</source>
        <translation>Un error interno detuvo la comprobación.</translation>
    </message>
    <message>
        <source>Checking {names}…</source>
        <translation>Comprobando {names}…</translation>
    </message>
    <message>
        <source>Bundle: {label}.</source>
        <translation>Paquete: {label}.</translation>
    </message>
    <message>
        <source>Book lines verified (sealed and chained): 1–{through} of {lines}.</source>
        <translation>Líneas del libro verificadas (selladas y encadenadas): 1–{through} de {lines}.</translation>
    </message>
    <message numerus="yes">
        <source>None of the book&apos;s %Ln line(s) is verified.</source>
        <translation>
            <numerusform>La %Ln línea del libro no está verificada.</numerusform>
            <numerusform>Ninguna de las %Ln líneas del libro está verificada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{label}: %Ln stamped list(s), verdict: {verdict}.</source>
        <translation>
            <numerusform>{label}: %Ln lista sellada, veredicto: {verdict}.</numerusform>
            <numerusform>{label}: %Ln listas selladas, veredicto: {verdict}.</numerusform>
        </translation>
    </message>
    <message>
        <source>WORKSHOP: you are looking at a deliberately changed copy ({kind}), not the bundle you opened. Use Restore the original on the Workshop tab to go back.</source>
        <translation>TALLER: está viendo una copia cambiada a propósito ({kind}), no el paquete que abrió. Use «Restaurar el original» en la pestaña Taller para volver.</translation>
    </message>
    <message>
        <source>{label} — {title}</source>
        <translation>{label} — {title}</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA — {title}</source>
        <translation>DATOS DE DEMOSTRACIÓN — {title}</translation>
    </message>
    <message>
        <source>WORKSHOP COPY — {title}</source>
        <translation>COPIA DEL TALLER — {title}</translation>
    </message>
    <message>
        <source>Download a bundle</source>
        <translation>Descargar un paquete</translation>
    </message>
    <message>
        <source>The data address, a proof-day page, or the analysis release&apos;s DOI (10.5281/zenodo.N)</source>
        <translation>La dirección de los datos, una página de día de pruebas o el DOI de la publicación del análisis (10.5281/zenodo.N)</translation>
    </message>
    <message>
        <source>&amp;Source (address or DOI):</source>
        <translation>&amp;Origen (dirección o DOI):</translation>
    </message>
    <message>
        <source>Fetch the &amp;proofs of these days:</source>
        <translation>Obtener las &amp;pruebas de estos días:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Elegir…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <source>https://zenodo.org/api (for a DOI)</source>
        <translation>https://zenodo.org/api (para un DOI)</translation>
    </message>
    <message>
        <source>Release &amp;API:</source>
        <translation>&amp;API de la publicación:</translation>
    </message>
    <message>
        <source>overall progress</source>
        <translation>progreso total</translation>
    </message>
    <message>
        <source>progress of this file</source>
        <translation>progreso de este archivo</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Descargar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>All files:</source>
        <translation>Todos los archivos:</translation>
    </message>
    <message>
        <source>Folder for the bundle</source>
        <translation>Carpeta para el paquete</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Descargando…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Stopped. Any earlier copy of the bundle is as it was; Download again to resume.</source>
        <translation>Detenido. Cualquier copia anterior del paquete sigue como estaba; pulse Descargar para reanudar.</translation>
    </message>
    <message>
        <source>Saved in {folder}.</source>
        <translation>Guardado en {folder}.</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s).</source>
        <translation>
            <numerusform>… y %Ln problema más.</numerusform>
            <numerusform>… y %Ln problemas más.</numerusform>
        </translation>
    </message>
    <message>
        <source>{detail}
Your earlier copy: {kept_at}</source>
        <translation>{detail}
Su copia anterior: {kept_at}</translation>
    </message>
    <message>
        <source>History was rewritten</source>
        <translation>Se reescribió la historia</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The verifier hit an internal error</source>
        <translation>El verificador tuvo un error interno</translation>
    </message>
    <message>
        <source>Internal error report</source>
        <translation>Informe de error interno</translation>
    </message>
    <message>
        <source>This is a fault in the app, not a finding about your files. Nothing was verified by the action that failed. Please copy the report below and send it to the app&apos;s maintainers.</source>
        <translation>Es un fallo de la aplicación, no un hallazgo sobre sus archivos. La acción que falló no verificó nada. Copie el informe de abajo y envíelo a quienes mantienen la aplicación.</translation>
    </message>
    <message>
        <source>Error report text</source>
        <translation>Texto del informe de error</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>&amp;Copiar informe</translation>
    </message>
    <message>
        <source>An internal error stopped the statistics.</source>
        <translation>Un error interno detuvo las estadísticas.</translation>
    </message>
    <message>
        <source>The workshop needs a bundle with a book to change.</source>
        <translation>El taller necesita un paquete con un libro que cambiar.</translation>
    </message>
    <message>
        <source>This bundle has no file this change can be made to (it needs proofs, tokens or saved log entries like the demonstration&apos;s). Try it on the demonstration bundle.</source>
        <translation>Este paquete no tiene ningún archivo en el que hacer este cambio (necesita pruebas, tokens o entradas de registro guardadas como las de la demostración). Pruébelo con el paquete de demostración.</translation>
    </message>
    <message>
        <source>{label} (workshop copy: {kind})</source>
        <translation>{label} (copia del taller: {kind})</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date on a chart&apos;s axis</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>Your history of checks</source>
        <translation>Su historial de comprobaciones</translation>
    </message>
    <message>
        <source>Each check of a downloaded bundle records the book lines it verified, signed with your own key. Opening the same source again checks that those lines are unchanged and walks only what is new.</source>
        <translation>Cada comprobación de un paquete descargado registra las líneas del libro que verificó, firmadas con su propia clave. Al abrir de nuevo la misma fuente se comprueba que esas líneas no han cambiado y se recorre solo lo nuevo.</translation>
    </message>
    <message>
        <source>Checks in your history</source>
        <translation>Comprobaciones en su historial</translation>
    </message>
    <message>
        <source>Checked at (UTC)</source>
        <translation>Comprobado el (UTC)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Book lines verified</source>
        <translation>Líneas del libro verificadas</translation>
    </message>
    <message>
        <source>Prefix SHA-256</source>
        <translation>SHA-256 del prefijo</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Sellos</translation>
    </message>
    <message>
        <source>History entries not used</source>
        <translation>Entradas del historial no usadas</translation>
    </message>
    <message>
        <source>Your history is empty: no downloaded bundle was checked yet.</source>
        <translation>Su historial está vacío: aún no se comprobó ningún paquete descargado.</translation>
    </message>
    <message>
        <source>1–{lines} of {book}</source>
        <translation>1–{lines} de {book}</translation>
    </message>
    <message>
        <source>Prefix SHA-256: {sha256}
Last link: {link}</source>
        <translation>SHA-256 del prefijo: {sha256}
Último enlace: {link}</translation>
    </message>
    <message>
        <source>Re-check from your history</source>
        <translation>Nueva comprobación desde su historial</translation>
    </message>
    <message>
        <source>What the re-check walked</source>
        <translation>Lo que recorrió la nueva comprobación</translation>
    </message>
    <message>
        <source>Walk in &amp;full</source>
        <translation>Comprobar &amp;completo</translation>
    </message>
    <message>
        <source>Walk the whole bundle again, every line and seal</source>
        <translation>Comprobar de nuevo todo el paquete, cada línea y cada sello</translation>
    </message>
    <message>
        <source>New seals</source>
        <translation>Sellos nuevos</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Stamped list</source>
        <translation>Lista sellada</translation>
    </message>
    <message>
        <source>Anchors</source>
        <translation>Anclas</translation>
    </message>
    <message>
        <source>Nothing after the recorded lines was walked: a rewrite of lines you checked fails the re-check, whatever follows. Walk in full to see every step on this copy.</source>
        <translation>No se recorrió nada después de las líneas registradas: reescribir líneas que usted comprobó hace fallar la nueva comprobación, sea lo que sea lo que siga. Compruebe completo para ver cada paso en esta copia.</translation>
    </message>
    <message numerus="yes">
        <source>Lines walked now: %Ln (the new ones only); seals checked now: {seals}; seals you checked before and found unchanged: {known}.</source>
        <translation>
            <numerusform>Líneas recorridas ahora: %Ln (solo la nueva); sellos comprobados ahora: {seals}; sellos comprobados antes y hallados sin cambios: {known}.</numerusform>
            <numerusform>Líneas recorridas ahora: %Ln (solo las nuevas); sellos comprobados ahora: {seals}; sellos comprobados antes y hallados sin cambios: {known}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step 7 recomputed: {status}. {said}</source>
        <translation>Paso 7 recalculado: {status}. {said}</translation>
    </message>
    <message>
        <source>Step 7 is being recomputed from the rows verified now…</source>
        <translation>El paso 7 se está recalculando con las filas verificadas ahora…</translation>
    </message>
    <message numerus="yes">
        <source>The table lists the first {shown} new seals; %Ln more are not listed here (all are in &apos;verifier-app history PATH --json&apos;).</source>
        <translation>
            <numerusform>La tabla muestra los primeros {shown} sellos nuevos; %Ln más no se muestra aquí (todos están en &apos;verifier-app history PATH --json&apos;).</numerusform>
            <numerusform>La tabla muestra los primeros {shown} sellos nuevos; %Ln más no se muestran aquí (todos están en &apos;verifier-app history PATH --json&apos;).</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-checked from where you left off</source>
        <translation>Comprobado de nuevo desde donde lo dejó</translation>
    </message>
    <message>
        <source>Re-checked from where you left off: {status}.</source>
        <translation>Comprobado de nuevo desde donde lo dejó: {status}.</translation>
    </message>
    <message>
        <source>Bitcoin</source>
        <translation>Bitcoin</translation>
    </message>
    <message>
        <source>log</source>
        <translation>registro</translation>
    </message>
    <message>
        <source>Watching a league</source>
        <translation>Vigilando una liga</translation>
    </message>
    <message>
        <source>Watching {source}.</source>
        <translation>Vigilando {source}.</translation>
    </message>
    <message>
        <source>The watch has stopped.</source>
        <translation>La vigilancia se ha detenido.</translation>
    </message>
    <message>
        <source>An internal error stopped this poll; the watch goes on.</source>
        <translation>Un error interno detuvo esta consulta; la vigilancia continúa.</translation>
    </message>
    <message>
        <source>Watch this league</source>
        <translation>Vigilar esta liga</translation>
    </message>
    <message>
        <source>The league&apos;s data address (as for Download), e.g. https://…/api/v1/:</source>
        <translation>La dirección de datos de la liga (como en Descargar), p. ej. https://…/api/v1/:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Walk: the ten steps</source>
        <translation>&amp;Recorrido: los diez pasos</translation>
    </message>
    <message>
        <source>S&amp;eals</source>
        <translation>S&amp;ellos</translation>
    </message>
    <message>
        <source>Trust &amp;ladder</source>
        <translation>Escalera de &amp;confianza</translation>
    </message>
    <message>
        <source>Wor&amp;kshop</source>
        <translation>&amp;Taller</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>E&amp;stadísticas</translation>
    </message>
    <message>
        <source>Day&apos;s &amp;page</source>
        <translation>&amp;Página del día</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Taller</translation>
    </message>
    <message>
        <source>Open a bundle first.</source>
        <translation>Abra primero un paquete.</translation>
    </message>
    <message>
        <source>Changing a copy ({kind}) and checking it again…</source>
        <translation>Cambiando una copia ({kind}) y comprobándola de nuevo…</translation>
    </message>
</context>
<context>
    <name>config</name>
    <message>
        <source>Block headers file</source>
        <translation>Archivo de cabeceras de bloque</translation>
    </message>
    <message>
        <source>A file of Bitcoin block headers you trust (for example exported from your own node). Each header is checked on its own terms.</source>
        <translation>Un archivo de cabeceras de bloque de Bitcoin en el que confía (por ejemplo, exportado de su propio nodo). Cada cabecera se comprueba por sí misma.</translation>
    </message>
    <message>
        <source>Block explorers (one address per line)</source>
        <translation>Exploradores de bloques (una dirección por línea)</translation>
    </message>
    <message>
        <source>Public block explorers asked for block headers; several must agree. Leave empty to use none.</source>
        <translation>Exploradores de bloques públicos a los que se piden cabeceras; varios deben coincidir. Déjelo vacío para no usar ninguno.</translation>
    </message>
    <message>
        <source>Bitcoin Core RPC address</source>
        <translation>Dirección RPC de Bitcoin Core</translation>
    </message>
    <message>
        <source>Your own Bitcoin Core node, for example http://127.0.0.1:8332. It is asked first when set.</source>
        <translation>Su propio nodo Bitcoin Core, por ejemplo http://127.0.0.1:8332. Si está configurado, se consulta primero.</translation>
    </message>
    <message>
        <source>Bitcoin Core cookie file</source>
        <translation>Archivo cookie de Bitcoin Core</translation>
    </message>
    <message>
        <source>The .cookie file Bitcoin Core writes in its data folder; it holds the password for the RPC address.</source>
        <translation>El archivo .cookie que Bitcoin Core escribe en su carpeta de datos; contiene la contraseña de la dirección RPC.</translation>
    </message>
    <message>
        <source>Extra trust roots (PEM files, one per line)</source>
        <translation>Raíces de confianza adicionales (archivos PEM, uno por línea)</translation>
    </message>
    <message>
        <source>Root certificates of time-stamp authorities you trust in addition to this computer&apos;s and the app&apos;s own.</source>
        <translation>Certificados raíz de autoridades de sellado de tiempo en las que confía, además de los de este ordenador y los de la aplicación.</translation>
    </message>
    <message>
        <source>Intermediate certificates (PEM files, one per line)</source>
        <translation>Certificados intermedios (archivos PEM, uno por línea)</translation>
    </message>
    <message>
        <source>Certificates that link a time-stamp authority to a root you trust, like openssl&apos;s -untrusted. They are never trusted as roots.</source>
        <translation>Certificados que enlazan una autoridad de sellado de tiempo con una raíz de su confianza, como -untrusted de openssl. Nunca se aceptan como raíces.</translation>
    </message>
    <message>
        <source>Rekor log address</source>
        <translation>Dirección del registro Rekor</translation>
    </message>
    <message>
        <source>The Sigstore Rekor transparency log that is asked for each stamped list.</source>
        <translation>El registro de transparencia Sigstore Rekor que se consulta para cada lista sellada.</translation>
    </message>
    <message>
        <source>Rekor public key file</source>
        <translation>Archivo de clave pública de Rekor</translation>
    </message>
    <message>
        <source>The log&apos;s public key (PEM). Leave empty for the public Rekor log&apos;s key shipped with the app.</source>
        <translation>La clave pública del registro (PEM). Déjelo vacío para usar la clave del registro Rekor público incluida con la aplicación.</translation>
    </message>
    <message>
        <source>Offline: never use the network</source>
        <translation>Sin conexión: no usar nunca la red</translation>
    </message>
    <message>
        <source>Only files on this computer are used. Checks that need a network source are reported as not checked, never as passed.</source>
        <translation>Solo se usan archivos de este ordenador. Las comprobaciones que necesitan una fuente de red se indican como no comprobadas, nunca como superadas.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language of the app. It changes at once.</source>
        <translation>El idioma de la aplicación. Cambia al momento.</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and marks</source>
        <translation>Modo presentación: texto y marcas más grandes</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and marks, for showing to a room</source>
        <translation>Modo presentación: texto y marcas más grandes, para mostrar a una sala</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Collects the files: the book (every forecast, one line each), the stamped lists (short files whose fingerprint was time-stamped) and their proofs.</source>
        <translation>Reúne los archivos: el libro (cada pronóstico, una línea cada uno), las listas selladas (archivos cortos cuya huella recibió un sello de tiempo) y sus pruebas.</translation>
    </message>
    <message>
        <source>Reads each stamped list: which book it seals, how many lines, and the fingerprint (SHA-256) of exactly those lines.</source>
        <translation>Lee cada lista sellada: qué libro sella, cuántas líneas y la huella (SHA-256) de exactamente esas líneas.</translation>
    </message>
    <message>
        <source>Hashes the first N lines of the book you have and compares them with the stamped fingerprint. A match means those lines were not changed after the seal.</source>
        <translation>Calcula el hash de las primeras N líneas del libro que tiene y lo compara con la huella sellada. Si coinciden, esas líneas no se cambiaron después del sello.</translation>
    </message>
    <message>
        <source>Recomputes every line&apos;s seal and link. Each line points to the one before, so no line can be changed, removed or moved without breaking the chain.</source>
        <translation>Recalcula el sello y el enlace de cada línea. Cada línea apunta a la anterior, así que ninguna puede cambiarse, quitarse ni moverse sin romper la cadena.</translation>
    </message>
    <message>
        <source>Checks that the question text each run answered hashes to the fingerprint recorded in the book, so the question cannot have been swapped later.</source>
        <translation>Comprueba que el texto de la pregunta que respondió cada ejecución da la huella registrada en el libro, de modo que la pregunta no pudo cambiarse después.</translation>
    </message>
    <message>
        <source>Follows the OpenTimestamps proof to a Bitcoin block. The block&apos;s time bounds when the sealed lines existed, without trusting the operator.</source>
        <translation>Sigue la prueba de OpenTimestamps hasta un bloque de Bitcoin. La hora del bloque acota cuándo existían las líneas selladas, sin confiar en el operador.</translation>
    </message>
    <message>
        <source>Checks that each published engine code file matches its listed fingerprint.</source>
        <translation>Comprueba que cada archivo de código del motor publicado coincide con su huella listada.</translation>
    </message>
    <message>
        <source>Checks the signed time-stamps of independent authorities (RFC 3161): they state, to the second, when they saw the stamped list.</source>
        <translation>Comprueba los sellos de tiempo firmados por autoridades independientes (RFC 3161): indican, al segundo, cuándo vieron la lista sellada.</translation>
    </message>
    <message>
        <source>Looks the stamped list up in the public Sigstore Rekor log, which records when it was entered.</source>
        <translation>Busca la lista sellada en el registro público Sigstore Rekor, que anota cuándo se registró.</translation>
    </message>
    <message>
        <source>Recount the forecasts&apos; scores and the portfolio accounts</source>
        <translation>Recontar las puntuaciones de los pronósticos y las cuentas de cartera</translation>
    </message>
    <message>
        <source>The forecasts&apos; scores</source>
        <translation>Las puntuaciones de los pronósticos</translation>
    </message>
    <message>
        <source>The portfolio accounts</source>
        <translation>Las cuentas de cartera</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>APROBADO</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FALLIDO</translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A PASS</source>
        <translation>INCOMPLETO: NO ES UN APROBADO</translation>
    </message>
    <message>
        <source>Trust the operator</source>
        <translation>Confiar en el operador</translation>
    </message>
    <message>
        <source>Recounts in two parts, with the app&apos;s own code: 7a the forecasts&apos; scores (the published figures, from the verified forecast rows); 7b the portfolio accounts (value, cash share, fees and weights, from the published trades and prices by the protocol&apos;s rules). The app never runs the operator&apos;s scripts; the command is shown for those who want to.</source>
        <translation>Recuenta en dos partes, con el código propio de la aplicación: 7a las puntuaciones de los pronósticos (las cifras publicadas, a partir de las filas de pronóstico verificadas); 7b las cuentas de cartera (valor, participación en efectivo, comisiones y pesos, a partir de las operaciones y los precios publicados según las reglas del protocolo). La aplicación nunca ejecuta los scripts del operador; el comando se muestra para quien quiera hacerlo.</translation>
    </message>
    <message>
        <source>Compares this bundle with the hashes, block and times printed in the paper, which is archived outside the operator&apos;s reach. For the paper&apos;s league, any difference means the files were changed.</source>
        <translation>Compara este paquete con los hashes, el bloque y las horas impresos en el artículo, archivado fuera del alcance del operador. Para la liga del artículo, cualquier diferencia significa que los archivos se cambiaron.</translation>
    </message>
    <message>
        <source>In the blind season each answer seals its model&apos;s name with a secret salt. Once the salts are published, each seal must open to the model the league names.</source>
        <translation>En la temporada ciega cada respuesta sella el nombre de su modelo con una sal secreta. Cuando se publiquen las sales, cada sello debe abrirse al modelo que nombra la liga.</translation>
    </message>
    <message>
        <source>Nothing is checked: you take the league&apos;s word for its forecasts.</source>
        <translation>No se comprueba nada: usted se fía de la palabra de la liga sobre sus pronósticos.</translation>
    </message>
    <message>
        <source>Anything at all: forecasts could have been written or changed after the markets moved.</source>
        <translation>Nada en absoluto: los pronósticos podrían haberse escrito o cambiado después de que se movieran los mercados.</translation>
    </message>
    <message>
        <source>The operator&apos;s hash chain</source>
        <translation>La cadena de hashes del operador</translation>
    </message>
    <message>
        <source>The book&apos;s order and content are fixed: no line was changed, removed or moved after the stamped lists were written (steps 3 and 4).</source>
        <translation>El orden y el contenido del libro están fijados: ninguna línea se cambió, quitó ni movió después de escribirse las listas selladas (pasos 3 y 4).</translation>
    </message>
    <message>
        <source>When the lines were written: the operator could have rebuilt the whole chain later.</source>
        <translation>Cuándo se escribieron las líneas: el operador podría haber reconstruido toda la cadena más tarde.</translation>
    </message>
    <message>
        <source>Bitcoin anchor</source>
        <translation>Ancla en Bitcoin</translation>
    </message>
    <message>
        <source>The sealed lines existed no later than the Bitcoin block that anchors them (block time plus a margin of a few hours; step 6).</source>
        <translation>Las líneas selladas existían a más tardar en el bloque de Bitcoin que las ancla (hora del bloque más un margen de unas horas; paso 6).</translation>
    </message>
    <message>
        <source>The exact second: block times are set by miners and only bounded to hours.</source>
        <translation>El segundo exacto: las horas de los bloques las fijan los mineros y solo se acotan a horas.</translation>
    </message>
    <message>
        <source>Independent time-stamp authorities</source>
        <translation>Autoridades de sellado de tiempo independientes</translation>
    </message>
    <message>
        <source>Independent authorities signed the stamped list&apos;s fingerprint at a stated second (RFC 3161, step 9), so the seal can be compared with the 09:30 New York open.</source>
        <translation>Autoridades independientes firmaron la huella de la lista sellada en un segundo indicado (RFC 3161, paso 9), de modo que el sello puede compararse con la apertura de las 09:30 de Nueva York.</translation>
    </message>
    <message>
        <source>That the forecasts were good, or that the operator did not run other rounds it never sealed (that is the counted-run rule, checked separately).</source>
        <translation>Que los pronósticos fueran buenos, o que el operador no hiciera otras rondas que nunca selló (eso es la regla de la ejecución contada, comprobada aparte).</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA: a synthetic league made by this app to show how the checks work. These are not real forecasts.</source>
        <translation>DATOS DE DEMOSTRACIÓN: una liga sintética creada por esta aplicación para mostrar cómo funcionan las comprobaciones. No son pronósticos reales.</translation>
    </message>
    <message>
        <source>Get the book and the stamped lists</source>
        <translation>Obtener el libro y las listas selladas</translation>
    </message>
    <message>
        <source>Read the stamped lists</source>
        <translation>Leer las listas selladas</translation>
    </message>
    <message>
        <source>The book starts with the stamped lines</source>
        <translation>El libro empieza con las líneas selladas</translation>
    </message>
    <message>
        <source>Every seal and link recomputed</source>
        <translation>Cada sello y enlace recalculado</translation>
    </message>
    <message>
        <source>The question each run answered</source>
        <translation>La pregunta que respondió cada ejecución</translation>
    </message>
    <message>
        <source>The Bitcoin anchor</source>
        <translation>El ancla en Bitcoin</translation>
    </message>
    <message>
        <source>The engine code</source>
        <translation>El código del motor</translation>
    </message>
    <message>
        <source>Signed time-stamps (RFC 3161)</source>
        <translation>Sellos de tiempo firmados (RFC 3161)</translation>
    </message>
    <message>
        <source>The public transparency log (Rekor)</source>
        <translation>El registro público de transparencia (Rekor)</translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation>ADVERTENCIA</translation>
    </message>
    <message>
        <source>NOT CHECKED</source>
        <translation>NO COMPROBADO</translation>
    </message>
    <message>
        <source>The values printed in the paper</source>
        <translation>Los valores impresos en el artículo</translation>
    </message>
    <message>
        <source>Sealed model identities (blind season)</source>
        <translation>Identidades de modelo selladas (temporada ciega)</translation>
    </message>
    <message>
        <source>Every counted answer sealed before the open (P1b)</source>
        <translation>Cada respuesta contada sellada antes de la apertura (P1b)</translation>
    </message>
    <message>
        <source>Which run counts, by a rule declared before the runs (P3)</source>
        <translation>Qué ejecución cuenta, según una regla declarada antes de las ejecuciones (P3)</translation>
    </message>
    <message>
        <source>Every asked run sealed, with its roster (requirement 13)</source>
        <translation>Cada ejecución preguntada, sellada, con su plantilla (requisito 13)</translation>
    </message>
    <message>
        <source>The forecasts file agrees with the book</source>
        <translation>El archivo de pronósticos concuerda con el libro</translation>
    </message>
    <message>
        <source>One signer for every log entry</source>
        <translation>Un solo firmante para cada entrada del registro</translation>
    </message>
    <message>
        <source>The log only grows (no second history)</source>
        <translation>El registro solo crece (sin una segunda historia)</translation>
    </message>
    <message>
        <source>No second book in the log</source>
        <translation>Ningún segundo libro en el registro</translation>
    </message>
    <message>
        <source>Witness statements: the book extends what readers saw</source>
        <translation>Declaraciones de testigos: el libro continúa lo que vieron los lectores</translation>
    </message>
    <message>
        <source>PASS WITH {count} WARNINGS</source>
        <translation>APROBADO CON {count} ADVERTENCIAS</translation>
    </message>
    <message>
        <source>No check failed, but some passed only with a caveat: read the warnings and the headline&apos;s level before relying on it.</source>
        <translation>Ninguna comprobación falló, pero algunas pasaron solo con reservas: lea las advertencias y el nivel del titular antes de fiarse.</translation>
    </message>
    <message>
        <source>PASS: every step was checked and passed.</source>
        <translation>APROBADO: se comprobaron y superaron todos los pasos.</translation>
    </message>
    <message>
        <source>FAIL: at least one check failed. Do not rely on these seals.</source>
        <translation>FALLIDO: al menos una comprobación falló. No confíe en estos sellos.</translation>
    </message>
    <message>
        <source>INCOMPLETE: nothing failed, but some steps could not be checked (this is not a pass).</source>
        <translation>INCOMPLETO: nada falló, pero algunos pasos no pudieron comprobarse (esto no es un aprobado).</translation>
    </message>
    <message>
        <source>Published rules</source>
        <translation>Reglas publicadas</translation>
    </message>
    <message>
        <source>The rules the league says it follows are public: anyone can read how forecasts are asked, counted and scored.</source>
        <translation>Las reglas que la liga dice seguir son públicas: cualquiera puede leer cómo se piden, cuentan y puntúan los pronósticos.</translation>
    </message>
    <message>
        <source>Whether the league followed them.</source>
        <translation>Si la liga las siguió.</translation>
    </message>
    <message>
        <source>Provide arena-protocol.json, the league&apos;s published rules.</source>
        <translation>Aporte arena-protocol.json, las reglas publicadas de la liga.</translation>
    </message>
    <message>
        <source>Files recomputed</source>
        <translation>Archivos recomputados</translation>
    </message>
    <message>
        <source>The published book and figures were recomputed from the open files and agree.</source>
        <translation>El libro y las cifras publicadas se recomputaron a partir de los archivos abiertos y coinciden.</translation>
    </message>
    <message>
        <source>When the files were written, and whether the prices behind the outcomes are right.</source>
        <translation>Cuándo se escribieron los archivos y si los precios detrás de los resultados son correctos.</translation>
    </message>
    <message>
        <source>Provide the book, council-forecasts.csv, council-stats.json, the arena&apos;s accounts, trades and prices (arena-accounts.csv, arena-trades.csv, arena-prices.csv) and the engine code files, and let steps 4, 7 and 8 pass.</source>
        <translation>Aporte el libro, council-forecasts.csv, council-stats.json, las cuentas, operaciones y precios de la arena (arena-accounts.csv, arena-trades.csv, arena-prices.csv) y los archivos del código del motor, y los pasos 4, 7 y 8 deben superarse.</translation>
    </message>
    <message>
        <source>External commitment verified</source>
        <translation>Compromiso externo verificado</translation>
    </message>
    <message>
        <source>The sealed forecasts existed before a time fixed outside the operator (a Bitcoin block, a signed time-stamp or a public log).</source>
        <translation>Los pronósticos sellados existían antes de un momento fijado fuera del operador (un bloque de Bitcoin, una marca de tiempo firmada o un registro público).</translation>
    </message>
    <message>
        <source>That the prices used to score them are right.</source>
        <translation>Que los precios usados para puntuarlos sean correctos.</translation>
    </message>
    <message>
        <source>Provide a stamped list with a Bitcoin proof checked against real block headers, a time-stamp token from a trusted authority, or its Rekor entry.</source>
        <translation>Aporte una lista sellada con una prueba de Bitcoin comprobada contra cabeceras de bloque reales, un token de marca de tiempo de una autoridad de confianza o su entrada en Rekor.</translation>
    </message>
    <message>
        <source>Reconciled with an independent price source</source>
        <translation>Conciliado con una fuente de precios independiente</translation>
    </message>
    <message>
        <source>The reference prices, closes and outcomes agree with a price source the reader chose.</source>
        <translation>Los precios de referencia, los cierres y los resultados coinciden con una fuente de precios elegida por el lector.</translation>
    </message>
    <message>
        <source>Skill: agreeing outcomes can still come from luck.</source>
        <translation>La habilidad: resultados que coinciden aún pueden deberse a la suerte.</translation>
    </message>
    <message>
        <source>Give a price file from a provider you trust (Statistics tab, page 8, or verifier-app stats --prices FILE); every verified row must be priced from it and agree.</source>
        <translation>Indique un archivo de precios de un proveedor de su confianza (pestaña Estadísticas, página 8, o verifier-app stats --prices FILE); cada fila verificada debe poder valorarse con él y coincidir.</translation>
    </message>
    <message>
        <source>Prospective paired evaluation frozen before its window</source>
        <translation>Evaluación emparejada prospectiva congelada antes de su ventana</translation>
    </message>
    <message>
        <source>The test of skill, its benchmark and its reading rule were fixed before the data that decide it existed, and it is recomputed here.</source>
        <translation>La prueba de habilidad, su referencia y su regla de lectura se fijaron antes de que existieran los datos que la deciden, y aquí se recomputa.</translation>
    </message>
    <message>
        <source>That a second team would get the same result.</source>
        <translation>Que un segundo equipo obtendría el mismo resultado.</translation>
    </message>
    <message>
        <source>Use the league&apos;s real files: the sealed climatology must hash to the value the paper printed, and the window (from session 11) must have begun.</source>
        <translation>Use los archivos reales de la liga: la climatología sellada debe dar el hash impreso en el artículo, y la ventana (desde la sesión 11) debe haber empezado.</translation>
    </message>
    <message>
        <source>Replication by a second pipeline</source>
        <translation>Replicación por un segundo pipeline</translation>
    </message>
    <message>
        <source>A second, independent pipeline reproduced the forecasts and scores.</source>
        <translation>Un segundo pipeline independiente reprodujo los pronósticos y las puntuaciones.</translation>
    </message>
    <message>
        <source>Nothing more on this ladder: skill is then read from the registered comparisons.</source>
        <translation>Nada más en esta escalera: la habilidad se lee entonces en las comparaciones registradas.</translation>
    </message>
    <message>
        <source>A second, independent team must rerun the league&apos;s pipeline and publish matching results; no bundle can show this by itself.</source>
        <translation>Un segundo equipo independiente debe volver a ejecutar el pipeline de la liga y publicar resultados coincidentes; ningún paquete puede mostrarlo por sí solo.</translation>
    </message>
    <message>
        <source>Calibration: folded reliability diagram</source>
        <translation>Calibración: diagrama de fiabilidad plegado</translation>
    </message>
    <message>
        <source>no answer line</source>
        <translation>sin línea de respuesta</translation>
    </message>
    <message>
        <source>book line not sealed yet</source>
        <translation>línea del libro aún no sellada</translation>
    </message>
    <message>
        <source>book line FAILED the check</source>
        <translation>línea del libro con resultado FALLIDO en la comprobación</translation>
    </message>
    <message>
        <source>naming another run&apos;s or seat&apos;s book line (that line itself verified)</source>
        <translation>nombran la línea del libro de otra ejecución o de otro asiento (esa línea sí se verificó)</translation>
    </message>
    <message>
        <source>not the counted run</source>
        <translation>no es la ejecución contada</translation>
    </message>
    <message>
        <source>restored by a correction</source>
        <translation>restaurada por una corrección</translation>
    </message>
    <message>
        <source>sealed after the 09:30 open</source>
        <translation>sellada después de la apertura de las 09:30</translation>
    </message>
    <message>
        <source>a separate event (own reference)</source>
        <translation>un evento separado (referencia propia)</translation>
    </message>
    <message>
        <source>no stated probability</source>
        <translation>sin probabilidad declarada</translation>
    </message>
    <message>
        <source>replaced by a later answer</source>
        <translation>sustituida por una respuesta posterior</translation>
    </message>
    <message>
        <source>not the seat&apos;s first well-formed answer</source>
        <translation>no es la primera respuesta bien formada del asiento</translation>
    </message>
    <message>
        <source>not resolved yet</source>
        <translation>aún no resuelto</translation>
    </message>
    <message>
        <source>outcome not sealed in the book yet</source>
        <translation>resultado aún no sellado en el libro</translation>
    </message>
    <message>
        <source>Each cell: Pearson correlation of two seats&apos; probabilities across the markets both answered (at least 3, with some variation; otherwise –).</source>
        <translation>Cada celda: correlación de Pearson de las probabilidades de dos asientos en los mercados que ambos respondieron (al menos 3, con algo de variación; si no, –).</translation>
    </message>
    <message>
        <source>Seat-by-seat correlation</source>
        <translation>Correlación asiento por asiento</translation>
    </message>
    <message>
        <source>rose</source>
        <translation>subió</translation>
    </message>
    <message>
        <source>fell</source>
        <translation>bajó</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abierto</translation>
    </message>
    <message>
        <source>AI seats against the crowd</source>
        <translation>Asientos de IA frente a la multitud</translation>
    </message>
    <message>
        <source>Registered test: the consensus against the base rate</source>
        <translation>Prueba registrada: el consenso frente a la tasa base</translation>
    </message>
    <message>
        <source>Stated probabilities: seat × market</source>
        <translation>Probabilidades declaradas: asiento × mercado</translation>
    </message>
    <message>
        <source>Margin between each forecast&apos;s anchor and its outcome</source>
        <translation>Margen entre el ancla de cada pronóstico y su resultado</translation>
    </message>
    <message>
        <source>ρ = mean over seat pairs of the Pearson correlation of their probabilities across the markets both answered; N_eff = N / (1 + (N − 1) ρ), N = seats with an eligible answer. Grey curves: fixed ρ; dashed: their ceilings 1/ρ. Markers of each horizon are nudged sideways to stay visible; N is a whole number.</source>
        <translation>ρ = media, sobre los pares de asientos, de la correlación de Pearson de sus probabilidades en los mercados que ambos respondieron; N_eff = N / (1 + (N − 1) ρ), N = asientos con una respuesta admisible. Curvas grises: ρ fijo; discontinuas: sus techos 1/ρ. Los marcadores de cada horizonte se desplazan a un lado para seguir visibles; N es un número entero.</translation>
    </message>
    <message>
        <source>How many independent voices: N_eff against N</source>
        <translation>Cuántas voces independientes: N_eff frente a N</translation>
    </message>
    <message>
        <source>N_eff per run over time</source>
        <translation>N_eff por ejecución a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Sharpness: stated probabilities</source>
        <translation>Nitidez: probabilidades declaradas</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>círculo</translation>
    </message>
    <message>
        <source>square</source>
        <translation>cuadrado</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triángulo</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>rombo</translation>
    </message>
    <message>
        <source>star</source>
        <translation>estrella</translation>
    </message>
    <message>
        <source>pentagon</source>
        <translation>pentágono</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>hexágono</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizonte</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <source>Consensus (%)</source>
        <translation>Consenso (%)</translation>
    </message>
    <message>
        <source>Stated probabilities</source>
        <translation>Probabilidades declaradas</translation>
    </message>
    <message>
        <source>Mean ρ</source>
        <translation>ρ medio</translation>
    </message>
    <message>
        <source>N_eff</source>
        <translation>N_eff</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <source>Trimmed</source>
        <translation>Recortados</translation>
    </message>
    <message>
        <source>Weighted 1/3</source>
        <translation>Peso 1/3</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Mercado de origen</translation>
    </message>
    <message>
        <source>Sealed volume</source>
        <translation>Volumen sellado</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Crowd (%)</source>
        <translation>Multitud (%)</translation>
    </message>
    <message>
        <source>Price rule</source>
        <translation>Regla de precio</translation>
    </message>
    <message>
        <source>Seats&apos; mean (%)</source>
        <translation>Media de los asientos (%)</translation>
    </message>
    <message>
        <source>Brier crowd</source>
        <translation>Brier multitud</translation>
    </message>
    <message>
        <source>Brier seats</source>
        <translation>Brier asientos</translation>
    </message>
    <message>
        <source>Probability up (%)</source>
        <translation>Probabilidad de subida (%)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Invalidation level</source>
        <translation>Nivel de invalidación</translation>
    </message>
    <message>
        <source>Expected change (%)</source>
        <translation>Cambio esperado (%)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>Escrito a las</translation>
    </message>
    <message>
        <source>Booked at</source>
        <translation>Registrado a las</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>no substitution</source>
        <translation>ninguna sustitución</translation>
    </message>
    <message>
        <source>no rebuild after the anchor</source>
        <translation>ninguna reconstrucción tras el ancla</translation>
    </message>
    <message>
        <source>committed before the reference price</source>
        <translation>comprometido antes del precio de referencia</translation>
    </message>
    <message>
        <source>no selection among runs</source>
        <translation>ninguna selección entre ejecuciones</translation>
    </message>
    <message>
        <source>&amp;1 Independence (N_eff)</source>
        <translation>&amp;1 Independencia (N_eff)</translation>
    </message>
    <message>
        <source>&amp;2 Correlation and grid</source>
        <translation>&amp;2 Correlación y cuadrícula</translation>
    </message>
    <message>
        <source>&amp;3 Calibration and sharpness</source>
        <translation>&amp;3 Calibración y nitidez</translation>
    </message>
    <message>
        <source>&amp;4 Crowd</source>
        <translation>&amp;4 Multitud</translation>
    </message>
    <message>
        <source>Consensus of the chosen run, per market: the mean of the seats&apos; stated probabilities (highest and lowest dropped when five or more answered; a later model of the same family weighs 1/3; clipped to [2, 98]). It is always shown with the number of stated probabilities behind it, their mean pairwise correlation ρ and N_eff: eleven seats that move together are worth far fewer than eleven independent voices.</source>
        <translation>Consenso de la ejecución elegida, por mercado: la media de las probabilidades declaradas por los asientos (se descartan la más alta y la más baja cuando respondieron cinco o más; un modelo posterior de la misma familia pesa 1/3; recortado a [2, 98]). Se muestra siempre con el número de probabilidades declaradas que lo sustentan, su correlación media por pares ρ y N_eff: once asientos que se mueven juntos valen mucho menos que once voces independientes.</translation>
    </message>
    <message>
        <source>Change one probability in one answer by one point</source>
        <translation>Cambiar una probabilidad de una respuesta en un punto</translation>
    </message>
    <message>
        <source>Swap two neighbouring answer lines</source>
        <translation>Intercambiar dos líneas de respuesta vecinas</translation>
    </message>
    <message>
        <source>Rewrite every line ending to Windows style (CRLF), as a careless copy does</source>
        <translation>Reescribir cada fin de línea al estilo de Windows (CRLF), como hace una copia descuidada</translation>
    </message>
    <message>
        <source>Add an invisible byte-order mark before the first line</source>
        <translation>Añadir una marca de orden de bytes invisible antes de la primera línea</translation>
    </message>
    <message>
        <source>Cut the book off in the middle of a line near its end</source>
        <translation>Cortar el libro en mitad de una línea cerca de su final</translation>
    </message>
    <message>
        <source>Change one byte of a Bitcoin proof (.ots)</source>
        <translation>Cambiar un byte de una prueba de Bitcoin (.ots)</translation>
    </message>
    <message>
        <source>Replace a Bitcoin block header with another block&apos;s</source>
        <translation>Sustituir la cabecera de un bloque de Bitcoin por la de otro bloque</translation>
    </message>
    <message>
        <source>Replace a time-stamp token with one over another file</source>
        <translation>Sustituir un token de sello de tiempo por uno sobre otro archivo</translation>
    </message>
    <message>
        <source>Re-sign a time-stamp two hours after the time its list claims</source>
        <translation>Volver a firmar un sello de tiempo dos horas después de la hora que afirma su lista</translation>
    </message>
    <message>
        <source>Replace a saved log entry with the entry of another list</source>
        <translation>Sustituir una entrada de registro guardada por la entrada de otra lista</translation>
    </message>
    <message>
        <source>Move one published close in the forecasts file by 0.01 (the outcome stays)</source>
        <translation>Mover un cierre publicado en el archivo de pronósticos en 0,01 (el resultado no cambia)</translation>
    </message>
    <message>
        <source>Raise one published trade&apos;s price in the portfolio league by 1%</source>
        <translation>Subir un 1 % el precio de una operación publicada de la liga de cartera</translation>
    </message>
    <message>
        <source>The seals cover the book, not the forecasts file: the book&apos;s score line holds the close, so the check of the forecasts file against the book names the row, and every statistic uses the sealed close. Whether the sealed prices themselves are right, only a price source you trust can say: Statistics tab, page 8.</source>
        <translation>Los sellos cubren el libro, no el archivo de pronósticos: la línea de puntuación del libro contiene el cierre, así que la comprobación del archivo de pronósticos contra el libro nombra la fila, y cada estadística usa el cierre sellado. Si los precios sellados son correctos, solo puede decirlo una fuente de precios en la que usted confíe: pestaña Estadísticas, página 8.</translation>
    </message>
    <message>
        <source>The seals cover the book, not the portfolio files: the app recounts every account from the published trades and prices (step 7b), and the account whose trade was changed no longer adds up to its published value. Whether the published trades are the ones the league made, the seals cannot say.</source>
        <translation>Los sellos cubren el libro, no los archivos de cartera: la aplicación recuenta cada cuenta a partir de las operaciones y los precios publicados (paso 7b), y la cuenta cuya operación se cambió ya no suma su valor publicado. Si las operaciones publicadas son las que hizo la liga, los sellos no lo pueden decir.</translation>
    </message>
    <message>
        <source>{title} FAILED: {detail}</source>
        <translation>{title} FALLIDO: {detail}</translation>
    </message>
    <message>
        <source>Step {number} ({title}) FAILED: {detail}</source>
        <translation>Paso {number} ({title}) FALLIDO: {detail}</translation>
    </message>
    <message>
        <source>First broken line of the book: line {line}; rule &apos;{rule}&apos;: {reason}.</source>
        <translation>Primera línea rota del libro: línea {line}; regla &apos;{rule}&apos;: {reason}.</translation>
    </message>
    <message>
        <source>No step failed: this change was not detected.</source>
        <translation>Ningún paso falló: este cambio no se detectó.</translation>
    </message>
</context>
<context>
    <name>report_export</name>
    <message>
        <source>Verification report: {label}</source>
        <translation>Informe de verificación: {label}</translation>
    </message>
    <message>
        <source>The PDF could not be written to {path}: choose another folder.</source>
        <translation>No se pudo escribir el PDF en {path}: elija otra carpeta.</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>No se pudo escribir el informe en {path}: {reason}.</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>motivo desconocido</translation>
    </message>
</context>
<context>
    <name>settings_dialog</name>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{chain} — times proven by {proofs} (level {level})</source>
        <translation>{chain} — horas probadas por {proofs} (nivel {level})</translation>
    </message>
    <message>
        <source>{chain} — times proven by: nothing independent (level {level})</source>
        <translation>{chain} — horas probadas por: nada independiente (nivel {level})</translation>
    </message>
    <message>
        <source>{chain} — times proven by {proofs} ({levels})</source>
        <translation>{chain} — horas probadas por {proofs} ({levels})</translation>
    </message>
    <message>
        <source>{chain} — times proven by: nothing independent ({levels})</source>
        <translation>{chain} — horas probadas por: nada independiente ({levels})</translation>
    </message>
    <message numerus="yes">
        <source>level {level} for the {count} development sessions</source>
        <translation>
            <numerusform>nivel {level} para la {count} sesión de desarrollo</numerusform>
            <numerusform>nivel {level} para las {count} sesiones de desarrollo</numerusform>
        </translation>
    </message>
    <message>
        <source>level {level} for the lines from {day}</source>
        <translation>nivel {level} para las líneas desde el {day}</translation>
    </message>
    <message>
        <source>Chain intact</source>
        <translation>Cadena intacta</translation>
    </message>
    <message>
        <source>Chain BROKEN at book line {line}</source>
        <translation>Cadena ROTA en la línea {line} del libro</translation>
    </message>
    <message>
        <source>The book does not match its seals</source>
        <translation>El libro no coincide con sus sellos</translation>
    </message>
    <message>
        <source>Chain not checked</source>
        <translation>Cadena no comprobada</translation>
    </message>
    <message>
        <source>Bitcoin block {height}</source>
        <translation>el bloque de Bitcoin {height}</translation>
    </message>
    <message>
        <source>{count} Bitcoin blocks (the first {height})</source>
        <translation>{count} bloques de Bitcoin (el primero, {height})</translation>
    </message>
    <message>
        <source>1 time-stamp authority</source>
        <translation>1 autoridad de sellado de tiempo</translation>
    </message>
    <message>
        <source>{count} time-stamp authorities</source>
        <translation>{count} autoridades de sellado de tiempo</translation>
    </message>
    <message>
        <source>the Rekor transparency log</source>
        <translation>el registro de transparencia Rekor</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
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
            <numerusform>Se encontraron el libro y {lists} lista sellada.</numerusform>
            <numerusform>Se encontraron el libro y {lists} listas selladas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found the book but no stamped list (file not provided).</source>
        <translation>Se encontró el libro, pero ninguna lista sellada (archivo no proporcionado).</translation>
    </message>
    <message>
        <source>Found stamped lists but no book (file not provided).</source>
        <translation>Se encontraron listas selladas, pero ningún libro (archivo no proporcionado).</translation>
    </message>
    <message>
        <source>Neither a book nor a stamped list was provided.</source>
        <translation>No se proporcionó ni un libro ni una lista sellada.</translation>
    </message>
    <message>
        <source>No stamped list was provided.</source>
        <translation>No se proporcionó ninguna lista sellada.</translation>
    </message>
    <message>
        <source>{list} names no book, so it seals nothing that can be checked.</source>
        <translation>{list} no nombra ningún libro, así que no sella nada que se pueda comprobar.</translation>
    </message>
    <message numerus="yes">
        <source>Read {lists} stamped list(s) with {claims} book claim(s).</source>
        <translation>
            <numerusform>Se leyó {lists} lista sellada; declaraciones sobre el libro: {claims}.</numerusform>
            <numerusform>Se leyeron {lists} listas selladas; declaraciones sobre el libro: {claims}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No book named by a stamped list was provided.</source>
        <translation>No se proporcionó ningún libro de los que nombra una lista sellada.</translation>
    </message>
    <message>
        <source>The book the stamped lists name ({book}) was not provided or could not be read, so not one of its stamped lines was checked.</source>
        <translation>El libro que nombran las listas selladas ({book}) no se proporcionó o no se pudo leer, así que no se comprobó ninguna de sus líneas selladas.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} stamped prefixes match the book: the sealed lines are exactly the lines you have.</source>
        <translation>
            <numerusform>El {count} prefijo sellado coincide con el libro: las líneas selladas son exactamente las que usted tiene.</numerusform>
            <numerusform>Los {count} prefijos sellados coinciden con el libro: las líneas selladas son exactamente las que usted tiene.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} other book(s) named in the lists were not provided.</source>
        <translation>
            <numerusform>No se proporcionó {count} otro libro nombrado en las listas.</numerusform>
            <numerusform>No se proporcionaron {count} otros libros nombrados en las listas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seal {list}</source>
        <translation>Sello {list}</translation>
    </message>
    <message>
        <source>This stamped list names no book: no line of the form '&lt;book&gt;: N lines, sha256 …, last link …' was found.</source>
        <translation>Esta lista sellada no nombra ningún libro: no se encontró ninguna línea de la forma '&lt;book&gt;: N lines, sha256 …, last link …'.</translation>
    </message>
    <message>
        <source>Line {line} of {file}, among the {lines} lines this seal covers, breaks the chain ({rule}).</source>
        <translation>La línea {line} de {file}, entre las {lines} líneas que cubre este sello, rompe la cadena ({rule}).</translation>
    </message>
    <message>
        <source>{book} was not provided, so this claim was not checked.</source>
        <translation>{book} no se proporcionó, así que esta declaración no se comprobó.</translation>
    </message>
    <message>
        <source>{file} is not a book (it is empty, damaged, too large, binary or another file), so the stamped lines are not in it.</source>
        <translation>{file} no es un libro (está vacío, dañado, es demasiado grande, binario u otro archivo), así que las líneas selladas no están en él.</translation>
    </message>
    <message>
        <source>The book you have is shorter than the one that was stamped: the seal covers {lines} lines, your copy of {file} has {have}.</source>
        <translation>El libro que tiene es más corto que el sellado: el sello cubre {lines} líneas y su copia de {file} tiene {have}.</translation>
    </message>
    <message>
        <source>The first {lines} lines of {file} do not hash to the stamped value: the book was changed after this seal.</source>
        <translation>Las primeras {lines} líneas de {file} no dan el hash sellado: el libro se cambió después de este sello.</translation>
    </message>
    <message>
        <source>Line {lines} of {file} has another link than the stamped one.</source>
        <translation>La línea {lines} de {file} tiene otro enlace distinto del sellado.</translation>
    </message>
    <message>
        <source>No book was provided.</source>
        <translation>No se proporcionó ningún libro.</translation>
    </message>
    <message numerus="yes">
        <source>chain ok: {lines} lines of {path}</source>
        <translation>
            <numerusform>cadena correcta: {lines} línea de {path}</numerusform>
            <numerusform>cadena correcta: {lines} líneas de {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>{path}: Line {line}: {reason}.</source>
        <translation>{path}: línea {line}: {reason}.</translation>
    </message>
    <message>
        <source>{path}: The file holds no complete line: there is no book to check.</source>
        <translation>{path}: el archivo no contiene ninguna línea completa: no hay libro que comprobar.</translation>
    </message>
    <message>
        <source>No run lines with an ask hash were read (no book provided).</source>
        <translation>No se leyeron líneas de ronda con un hash de la pregunta (no se proporcionó libro).</translation>
    </message>
    <message numerus="yes">
        <source>All {runs} runs answered exactly the published question text.</source>
        <translation>
            <numerusform>La {runs} ronda respondió exactamente al texto de la pregunta publicado.</numerusform>
            <numerusform>Las {runs} rondas respondieron exactamente al texto de la pregunta publicado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{checked} of {runs} runs checked; the ask text of {missing} run(s) was not provided (first: {first}).</source>
        <translation>
            <numerusform>Se comprobaron {checked} de {runs} rondas; no se proporcionó el texto de la pregunta de {missing} ronda (primera: {first}).</numerusform>
            <numerusform>Se comprobaron {checked} de {runs} rondas; no se proporcionó el texto de la pregunta de {missing} rondas (primera: {first}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no stamped list or proof was provided.</source>
        <translation>No comprobado: no se proporcionó ninguna lista sellada ni prueba.</translation>
    </message>
    <message>
        <source>Not checked: council-stats.json (the published figures) was not provided.</source>
        <translation>No comprobado: no se proporcionó council-stats.json (las cifras publicadas).</translation>
    </message>
    <message numerus="yes">
        <source>All {count} published figures were reproduced from the verified forecasts (within {tolerance}).</source>
        <translation>
            <numerusform>La {count} cifra publicada se reprodujo a partir de los pronósticos verificados (dentro de {tolerance}).</numerusform>
            <numerusform>Las {count} cifras publicadas se reprodujeron a partir de los pronósticos verificados (dentro de {tolerance}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {compared} published figures differ from the app's recount (e.g. {figure}: published {published}, recounted {recomputed}).</source>
        <translation>
            <numerusform>{count} de {compared} cifra publicada difiere del recuento de la aplicación (p. ej., {figure}: publicada {published}, recontada {recomputed}).</numerusform>
            <numerusform>{count} de {compared} cifras publicadas difieren del recuento de la aplicación (p. ej., {figure}: publicada {published}, recontada {recomputed}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} forecast rows could not be verified against the sealed book and were left out.</source>
        <translation>
            <numerusform>{count} fila de pronóstico no se pudo verificar con el libro sellado y se dejó fuera.</numerusform>
            <numerusform>{count} filas de pronóstico no se pudieron verificar con el libro sellado y se dejaron fuera.</numerusform>
        </translation>
    </message>
    <message>
        <source>7a, the forecasts' scores: {said}</source>
        <translation>7a, las puntuaciones de los pronósticos: {said}</translation>
    </message>
    <message>
        <source>7b, the portfolio accounts: {said}</source>
        <translation>7b, las cuentas de cartera: {said}</translation>
    </message>
    <message>
        <source>Not checked: the bundle does not carry the arena's published accounts, trades and prices ({missing} missing), so the portfolio accounts were not recounted. The paper recounts them with the operator's script: {command}</source>
        <translation>No verificado: el paquete no contiene las cuentas, operaciones y precios publicados de la arena (faltan {missing}), así que las cuentas de cartera no se recontaron. El artículo las recuenta con el script del operador: {command}</translation>
    </message>
    <message>
        <source>Not checked: the portfolio accounts could not be recounted. {reason} The paper recounts them with the operator's script: {command}</source>
        <translation>No verificado: las cuentas de cartera no se pudieron recontar. {reason} El artículo las recuenta con el script del operador: {command}</translation>
    </message>
    <message>
        <source>Not checked: arena-accounts.csv holds no account row, so no account was recounted.</source>
        <translation>No verificado: arena-accounts.csv no contiene ninguna fila de cuenta, así que no se recontó ninguna cuenta.</translation>
    </message>
    <message>
        <source>{rows} published rows, {accounts} accounts, {sessions} sessions ({first} .. {last}), {trades} trades, rules {rules}; exact to the cent (|d| &lt;= 0.01): {exact}; within the rounding of the published trades: {rounding}; DIFFERENT: {different}; not recounted (other price sets): {other}.</source>
        <translation>{rows} filas publicadas, {accounts} cuentas, {sessions} sesiones ({first} .. {last}), {trades} operaciones, reglas {rules}; exactas al centavo (|d| &lt;= 0,01): {exact}; dentro del redondeo de las operaciones publicadas: {rounding}; DIFERENTES: {different}; no recontadas (otros conjuntos de precios): {other}.</translation>
    </message>
    <message>
        <source>Every published account was recounted by the app from the trades and prices and agrees. These files are not sealed: the recount shows that the accounts follow from the published trades and prices under the published rules, not that the trades were decided before the open.</source>
        <translation>Cada cuenta publicada fue recontada por la aplicación a partir de las operaciones y los precios, y coincide. Estos archivos no están sellados: el recuento muestra que las cuentas se siguen de las operaciones y los precios publicados bajo las reglas publicadas, no que las operaciones se decidieran antes de la apertura.</translation>
    </message>
    <message>
        <source>Account {account}, session {session}: the published {field} is {published}, but the app recounts {recomputed} from the trades and prices ({count} row(s) DIFFERENT).</source>
        <translation>Cuenta {account}, sesión {session}: el valor publicado de {field} es {published}, pero la aplicación recuenta {recomputed} a partir de las operaciones y los precios ({count} fila(s) DIFERENTES).</translation>
    </message>
    <message>
        <source>{count} row(s) were not recounted, so this part is not a pass (first: account {account}, session {session}; not in the bundle's prices or rules: {missing}).</source>
        <translation>{count} fila(s) no se recontaron, así que esta parte no es un aprobado (primera: cuenta {account}, sesión {session}; no está en los precios o las reglas del paquete: {missing}).</translation>
    </message>
    <message>
        <source>{file} is not a readable JSON object, so the rules of the accounts are not known.</source>
        <translation>{file} no es un objeto JSON legible, así que no se conocen las reglas de las cuentas.</translation>
    </message>
    <message>
        <source>arena-protocol.json declares no portfolio rules (the key portfolio: start cash, fee rate, publication rounding), so the accounts cannot be recounted by the league's own rules.</source>
        <translation>arena-protocol.json no declara reglas de cartera (la clave portfolio: efectivo inicial, tasa de comisión, redondeo de publicación), así que las cuentas no se pueden recontar según las reglas propias de la liga.</translation>
    </message>
    <message>
        <source>arena-protocol.json: the rule {key} is missing or not a usable number.</source>
        <translation>arena-protocol.json: la regla {key} falta o no es un número utilizable.</translation>
    </message>
    <message>
        <source>{file} is {size} bytes, larger than the {cap} bytes such a file can be; it was not read.</source>
        <translation>{file} tiene {size} bytes, más que los {cap} bytes que puede tener un archivo así; no se leyó.</translation>
    </message>
    <message>
        <source>{file} is not a readable CSV file (UTF-8 text with a header line, cells separated by commas).</source>
        <translation>{file} no es un archivo CSV legible (texto UTF-8 con una línea de encabezado, celdas separadas por comas).</translation>
    </message>
    <message>
        <source>{file} lacks the column(s) {columns}.</source>
        <translation>A {file} le faltan la(s) columna(s) {columns}.</translation>
    </message>
    <message>
        <source>{file} has more than {cap} rows; it was not read past them.</source>
        <translation>{file} tiene más de {cap} filas; no se leyó más allá de ellas.</translation>
    </message>
    <message>
        <source>{file}, line {line}: the row has {cells} cells where the header names {columns} (or a cell is far too long).</source>
        <translation>{file}, línea {line}: la fila tiene {cells} celdas donde el encabezado nombra {columns} (o una celda es demasiado larga).</translation>
    </message>
    <message>
        <source>{file}, line {line}: the column {column} is empty.</source>
        <translation>{file}, línea {line}: la columna {column} está vacía.</translation>
    </message>
    <message>
        <source>{file}, line {line}: {column} "{value}" is not a usable number.</source>
        <translation>{file}, línea {line}: {column} «{value}» no es un número utilizable.</translation>
    </message>
    <message>
        <source>{file}, line {line}: the session "{value}" is not a date (YYYY-MM-DD).</source>
        <translation>{file}, línea {line}: la sesión «{value}» no es una fecha (AAAA-MM-DD).</translation>
    </message>
    <message>
        <source>{file}, line {line}: the weights "{value}" are not written as FUND=share;FUND=share.</source>
        <translation>{file}, línea {line}: los pesos «{value}» no están escritos como FONDO=parte;FONDO=parte.</translation>
    </message>
    <message>
        <source>{file}, line {line}: account {account} has a second row for the session {session}.</source>
        <translation>{file}, línea {line}: la cuenta {account} tiene una segunda fila para la sesión {session}.</translation>
    </message>
    <message>
        <source>arena-code.json was not provided.</source>
        <translation>No se proporcionó arena-code.json.</translation>
    </message>
    <message>
        <source>arena-code.json is not a readable JSON code list.</source>
        <translation>arena-code.json no es una lista de código JSON legible.</translation>
    </message>
    <message>
        <source>arena-code.json lists no code file with a SHA-256.</source>
        <translation>arena-code.json no enumera ningún archivo de código con un SHA-256.</translation>
    </message>
    <message>
        <source>The published code of {file} differs from the hash in arena-code.json.</source>
        <translation>El código publicado de {file} difiere del hash de arena-code.json.</translation>
    </message>
    <message numerus="yes">
        <source>{matching} of {total} code files match; {missing} were not provided (first: {first}).</source>
        <translation>
            <numerusform>Coinciden {matching} de {total} archivos de código; no se proporcionó {missing} (primero: {first}).</numerusform>
            <numerusform>Coinciden {matching} de {total} archivos de código; no se proporcionaron {missing} (primero: {first}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} published code files match arena-code.json.</source>
        <translation>
            <numerusform>El {count} archivo de código publicado coincide con arena-code.json.</numerusform>
            <numerusform>Los {count} archivos de código publicados coinciden con arena-code.json.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no stamped list or token was provided.</source>
        <translation>No comprobado: no se proporcionó ninguna lista sellada ni sello de tiempo.</translation>
    </message>
    <message>
        <source>Not checked: no stamped list was provided to look up in the log.</source>
        <translation>No comprobado: no se proporcionó ninguna lista sellada que buscar en el registro.</translation>
    </message>
    <message>
        <source>The demonstration league is not the paper's league, so its values are not compared.</source>
        <translation>La liga de demostración no es la liga del artículo, así que sus valores no se comparan.</translation>
    </message>
    <message>
        <source>The block headers are not Bitcoin's main chain: the Bitcoin times prove nothing.</source>
        <translation>Las cabeceras de bloque no son de la cadena principal de Bitcoin: las horas de Bitcoin no prueban nada.</translation>
    </message>
    <message>
        <source>The block headers came from a file ({file}), not from Bitcoin's network: a file can be fake.</source>
        <translation>Las cabeceras de bloque vinieron de un archivo ({file}), no de la red de Bitcoin: un archivo puede ser falso.</translation>
    </message>
    <message>
        <source>The authorities, the log and the headers are the demonstration's own: they prove nothing about real time.</source>
        <translation>Las autoridades, el registro y las cabeceras son los de la demostración: no prueban nada sobre el tiempo real.</translation>
    </message>
    <message>
        <source>A time-stamp root came from the bundle itself: the operator's word, not an authority you trust.</source>
        <translation>Una raíz de sellado de tiempo vino del propio paquete: la palabra del operador, no una autoridad en la que usted confía.</translation>
    </message>
    <message>
        <source>The log key came from the bundle itself: the operator's word.</source>
        <translation>La clave del registro vino del propio paquete: la palabra del operador.</translation>
    </message>
    <message>
        <source>Checked offline: the log was not asked for its history or for entries the bundle leaves out.</source>
        <translation>Comprobado sin conexión: no se preguntó al registro por su historia ni por entradas que el paquete omite.</translation>
    </message>
    <message>
        <source>The paper's cross-check failed on this seal: its {what} differs from the one printed in the paper (printed {printed}, found {observed}).</source>
        <translation>El cotejo con el artículo falló en este sello: su {what} difiere del impreso en el artículo (impreso {printed}, encontrado {observed}).</translation>
    </message>
    <message>
        <source>This bundle holds none of the files whose values the paper prints, so nothing could be compared.</source>
        <translation>Este paquete no contiene ninguno de los archivos cuyos valores imprime el artículo, así que no se pudo comparar nada.</translation>
    </message>
    <message numerus="yes">
        <source>None of the {count} values of this bundle that the paper prints matches it: this is another league, or the paper's league replaced wholesale.</source>
        <translation>
            <numerusform>El {count} valor de este paquete que imprime el artículo no coincide: es otra liga, o la liga del artículo reemplazada por completo.</numerusform>
            <numerusform>Ninguno de los {count} valores de este paquete que imprime el artículo coincide: es otra liga, o la liga del artículo reemplazada por completo.</numerusform>
        </translation>
    </message>
    <message>
        <source>This bundle is not the one the paper describes: its {what} differs from the one printed in the paper (printed {printed}, this bundle {observed}).</source>
        <translation>Este paquete no es el que describe el artículo: su valor «{what}» difiere del impreso en el artículo (impreso {printed}, este paquete {observed}).</translation>
    </message>
    <message numerus="yes">
        <source>This bundle is not the one the paper describes: its {what} differs from the one printed in the paper (printed {printed}, this bundle {observed}); {more} more value(s) differ.</source>
        <translation>
            <numerusform>Este paquete no es el que describe el artículo: su valor «{what}» difiere del impreso en el artículo (impreso {printed}, este paquete {observed}); difiere {more} valor más.</numerusform>
            <numerusform>Este paquete no es el que describe el artículo: su valor «{what}» difiere del impreso en el artículo (impreso {printed}, este paquete {observed}); difieren {more} valores más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} values of this bundle that the paper prints match it.</source>
        <translation>
            <numerusform>El {count} valor de este paquete que imprime el artículo coincide con él.</numerusform>
            <numerusform>Los {count} valores de este paquete que imprime el artículo coinciden con él.</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer line seals its model.</source>
        <translation>Ninguna línea de respuesta sella su modelo.</translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file agrees with the verified book in all {rows} rows the book speaks to ({columns} columns compared in each).</source>
        <translation>
            <numerusform>El archivo de pronósticos concuerda con el libro verificado en la {rows} fila de la que el libro habla ({columns} columnas comparadas).</numerusform>
            <numerusform>El archivo de pronósticos concuerda con el libro verificado en las {rows} filas de las que el libro habla ({columns} columnas comparadas en cada una).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file disagrees with the verified book {count} time(s); the statistics use the book's values. First: {first}.</source>
        <translation>
            <numerusform>El archivo de pronósticos discrepa del libro verificado {count} vez; las estadísticas usan los valores del libro. Primero: {first}.</numerusform>
            <numerusform>El archivo de pronósticos discrepa del libro verificado {count} veces; las estadísticas usan los valores del libro. Primero: {first}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In the {rows} rows the book speaks to, the forecasts file agrees with the verified book ({columns} columns compared in each).</source>
        <translation>En las {rows} filas sobre las que el libro dice algo, el archivo de pronósticos coincide con el libro verificado ({columns} columnas comparadas en cada una).</translation>
    </message>
    <message>
        <source>But {count} probabilities sealed in verified answer lines have no row in the forecasts file, so no statistic includes them. First: {first}.</source>
        <translation>Pero {count} probabilidades selladas en líneas de respuesta verificadas no tienen fila en el archivo de pronósticos, así que ninguna estadística las incluye. Primera: {first}.</translation>
    </message>
    <message>
        <source>{run} {seat} {market} {horizon}, {column}: file {file}, book {book}</source>
        <translation>{run} {seat} {market} {horizon}, {column}: archivo {file}, libro {book}</translation>
    </message>
    <message numerus="yes">
        <source>{count} rows have no sealed score yet, so no outcome of theirs is used.</source>
        <translation>
            <numerusform>{count} fila aún no tiene puntuación sellada, así que no se usa ningún resultado suyo.</numerusform>
            <numerusform>{count} filas aún no tienen puntuación sellada, así que no se usa ningún resultado suyo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows belong to sessions whose counted run the verified part of the book does not settle: no run of those sessions is counted.</source>
        <translation>
            <numerusform>{count} fila pertenece a una sesión cuya ejecución contada no queda fijada por la parte verificada del libro: no se cuenta ninguna ejecución de esa sesión.</numerusform>
            <numerusform>{count} filas pertenecen a sesiones cuya ejecución contada no queda fijada por la parte verificada del libro: no se cuenta ninguna ejecución de esas sesiones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows name no verified answer line of their run and seat: the book cannot speak to them, and they enter no statistic.</source>
        <translation>
            <numerusform>{count} fila no nombra ninguna línea de respuesta verificada de su ejecución y asiento: el libro no puede hablar de ella, y no entra en ninguna estadística.</numerusform>
            <numerusform>{count} filas no nombran ninguna línea de respuesta verificada de su ejecución y asiento: el libro no puede hablar de ellas, y no entran en ninguna estadística.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked in full: {count} row(s) give a line that is not a book line number (the first, on line {line} of the file: '{text}'), so the book cannot be found for them, and they enter no statistic.</source>
        <translation>No comprobado del todo: {count} fila(s) dan como línea algo que no es un número de línea del libro (la primera, en la línea {line} del archivo: '{text}'), así que no se puede encontrar el libro para ellas y no entran en ninguna estadística.</translation>
    </message>
    <message>
        <source>Not checked: the forecast rows were not read against the book (the forecasts file, the published figures or the book was not provided).</source>
        <translation>No comprobado: las filas de pronóstico no se leyeron contra el libro (no se proporcionó el archivo de pronósticos, las cifras publicadas o el libro).</translation>
    </message>
    <message numerus="yes">
        <source>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}).</source>
        <translation>
            <numerusform>{anchored} de {total} sello está anclado en cabeceras de bloque que superan la comprobación (primero: altura {height}, hora de cabecera {time}).</numerusform>
            <numerusform>{anchored} de {total} sellos están anclados en cabeceras de bloque que superan la comprobación (primero: altura {height}, hora de cabecera {time}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}, existed no later than {bound}).</source>
        <translation>
            <numerusform>{anchored} de {total} sello está anclado en cabeceras de bloque que superan la comprobación (primero: altura {height}, hora de cabecera {time}, existía a más tardar {bound}).</numerusform>
            <numerusform>{anchored} de {total} sellos están anclados en cabeceras de bloque que superan la comprobación (primero: altura {height}, hora de cabecera {time}, existía a más tardar {bound}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) have no checked anchor yet ({pending} pending): their time is not proven.</source>
        <translation>
            <numerusform>{count} sello aún no tiene un ancla comprobada ({pending} pendientes): su hora no está probada.</numerusform>
            <numerusform>{count} sellos aún no tienen un ancla comprobada ({pending} pendientes): su hora no está probada.</numerusform>
        </translation>
    </message>
    <message>
        <source>WARNING: these block headers are not from Bitcoin's main chain (their proof of work is far too small); the times they show prove nothing.</source>
        <translation>ADVERTENCIA: estas cabeceras de bloque no son de la cadena principal de Bitcoin (su prueba de trabajo es demasiado pequeña); las horas que muestran no prueban nada.</translation>
    </message>
    <message numerus="yes">
        <source>{logged} of {total} seals are in the transparency log.</source>
        <translation>
            <numerusform>{logged} de {total} sello está en el registro de transparencia.</numerusform>
            <numerusform>{logged} de {total} sellos están en el registro de transparencia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) were not found or not checked.</source>
        <translation>
            <numerusform>{count} sello no se encontró o no se comprobó.</numerusform>
            <numerusform>{count} sellos no se encontraron o no se comprobaron.</numerusform>
        </translation>
    </message>
    <message>
        <source>The log key you gave is identical to {source} inside the bundle: you took it from the operator, so the log's answers are still the operator's word.</source>
        <translation>La clave del registro que indicó es idéntica a {source} dentro del paquete: la tomó del operador, así que las respuestas del registro siguen siendo la palabra del operador.</translation>
    </message>
    <message>
        <source>The log key you gave is identical to {source} inside the bundle: you took it from the operator, so it is still the operator's word.</source>
        <translation>La clave del registro que indicó es idéntica a {source} dentro del paquete: la tomó del operador, así que sigue siendo la palabra del operador.</translation>
    </message>
    <message numerus="yes">
        <source>{count} entry(ies) give a time that the log did not sign (no signed entry timestamp): those times prove nothing and are not used.</source>
        <translation>
            <numerusform>{count} entrada da una hora que el registro no firmó (sin marca de tiempo de entrada firmada): esa hora no prueba nada y no se usa.</numerusform>
            <numerusform>{count} entradas dan una hora que el registro no firmó (sin marca de tiempo de entrada firmada): esas horas no prueban nada y no se usan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Log keys from Sigstore's trusted root ({source}), taken {fetched}, {age} days ago.</source>
        <translation>
            <numerusform>Claves del registro tomadas de la raíz de confianza de Sigstore ({source}), obtenida el {fetched}, hace {age} día.</numerusform>
            <numerusform>Claves del registro tomadas de la raíz de confianza de Sigstore ({source}), obtenida el {fetched}, hace {age} días.</numerusform>
        </translation>
    </message>
    <message>
        <source>Demonstration key shipped openly with the app, not a real authority or log: this proves nothing about real time.</source>
        <translation>Clave de demostración distribuida abiertamente con la aplicación, no una autoridad ni un registro reales: esto no prueba nada sobre la hora real.</translation>
    </message>
    <message>
        <source>WARNING: The proof stamps the file's SHA-1 hash, and SHA-1 is broken for collisions: whoever stamped it could have made two different files with the same SHA-1, so the proof cannot show which of them existed.</source>
        <translation>ADVERTENCIA: La prueba sella el hash SHA-1 del archivo, y SHA-1 está roto frente a colisiones: quien lo selló pudo haber creado dos archivos distintos con el mismo SHA-1, así que la prueba no puede mostrar cuál de ellos existía.</translation>
    </message>
    <message>
        <source>What to do: no block header source could be checked against; give a Bitcoin headers file in Settings &gt; Bitcoin block headers (or --headers FILE), or connect to the internet and press Check again.</source>
        <translation>Qué hacer: no se pudo comparar con ninguna fuente de cabeceras de bloque; indique un archivo de cabeceras de Bitcoin en Configuración &gt; Cabeceras de bloque de Bitcoin (o --headers ARCHIVO), o conéctese a internet y pulse «Comprobar de nuevo».</translation>
    </message>
    <message>
        <source>What to do: the transparency log could not be reached; connect to the internet and press Check again (its answers are then kept in your cache and re-verified on every use).</source>
        <translation>Qué hacer: no se pudo contactar con el registro de transparencia; conéctese a internet y pulse «Comprobar de nuevo» (sus respuestas se guardan entonces en su caché y se vuelven a verificar en cada uso).</translation>
    </message>
    <message>
        <source>The trusted root updated on this computer is not used: {reason}.</source>
        <translation>La raíz de confianza actualizada en este equipo no se usa: {reason}.</translation>
    </message>
    <message>
        <source>{note}</source>
        <translation>{note}</translation>
    </message>
    <message>
        <source>The app's own trust anchor is out of date: the copy of Sigstore's TUF root shipped with this app (version {version}) expired on {day}, and Sigstore's TUF repository ({host}) offers no newer root that could be checked with it, so the update cannot be verified. Install the newest version of this app, which brings a current copy, then update again.</source>
        <translation>El ancla de confianza de la propia aplicación está desactualizada: la copia de la raíz TUF de Sigstore incluida con esta aplicación (versión {version}) caducó el {day}, y el repositorio TUF de Sigstore ({host}) no ofrece ninguna raíz más reciente que pueda comprobarse con ella, así que la actualización no se puede verificar. Instale la versión más reciente de esta aplicación, que trae una copia actual, y vuelva a actualizar.</translation>
    </message>
    <message>
        <source>Walks keep using the shipped copy, taken {fetched}.</source>
        <translation>Las verificaciones siguen usando la copia incluida, obtenida el {fetched}.</translation>
    </message>
    <message>
        <source>Walks keep using the trusted root updated earlier on this computer, taken {fetched}.</source>
        <translation>Las verificaciones siguen usando la raíz de confianza actualizada antes en este equipo, obtenida el {fetched}.</translation>
    </message>
    <message>
        <source>Sigstore's TUF root shipped with the app (the starting point of every update): version {version}, valid until {day}.</source>
        <translation>Raíz TUF de Sigstore incluida con la aplicación (el punto de partida de cada actualización): versión {version}, válida hasta el {day}.</translation>
    </message>
    <message>
        <source>Sigstore's TUF root shipped with the app (the starting point of every update): version {version}, expired on {day}. An update still works while Sigstore's repository offers a newer root signed by it; if the update says the app's trust anchor is out of date, install the newest version of this app.</source>
        <translation>Raíz TUF de Sigstore incluida con la aplicación (el punto de partida de cada actualización): versión {version}, caducada el {day}. Una actualización sigue funcionando mientras el repositorio de Sigstore ofrezca una raíz más reciente firmada con ella; si la actualización dice que el ancla de confianza de la aplicación está desactualizada, instale la versión más reciente de esta aplicación.</translation>
    </message>
    <message>
        <source>No .ots proof was provided for this list.</source>
        <translation>No se proporcionó ninguna prueba .ots para esta lista.</translation>
    </message>
    <message>
        <source>No RFC 3161 token was provided for any stamped list.</source>
        <translation>No se proporcionó ningún token RFC 3161 para ninguna lista sellada.</translation>
    </message>
    <message numerus="yes">
        <source>{bad} of {total} tokens fail. {reason}</source>
        <translation>
            <numerusform>{bad} de {total} token falla. {reason}</numerusform>
            <numerusform>{bad} de {total} tokens fallan. {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>The {tsa} token is not valid: {detail}</source>
        <translation>El token de {tsa} no es válido: {detail}</translation>
    </message>
    <message numerus="yes">
        <source>{valid} of {total} tokens on {with_tokens} of {seals} seals are valid signatures over their list.</source>
        <translation>
            <numerusform>{valid} de {total} token en {with_tokens} de {seals} sellos es una firma válida sobre su lista.</numerusform>
            <numerusform>{valid} de {total} tokens en {with_tokens} de {seals} sellos son firmas válidas sobre su lista.</numerusform>
        </translation>
    </message>
    <message>
        <source>First: {detail}</source>
        <translation>Primero: {detail}</translation>
    </message>
    <message numerus="yes">
        <source>{late} token(s) were signed after the session's 09:30 New York open: they cannot show that the lines they first cover came before it.</source>
        <translation>
            <numerusform>{late} token se firmó después de la apertura de las 09:30 de Nueva York de la sesión: no puede mostrar que las líneas que cubre por primera vez fueran anteriores.</numerusform>
            <numerusform>{late} tokens se firmaron después de la apertura de las 09:30 de Nueva York de la sesión: no pueden mostrar que las líneas que cubren por primera vez fueran anteriores.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, so its time-stamps were not checked.</source>
        <translation>{file} ocupa más de {limit} bytes, así que sus sellos de tiempo no se comprobaron.</translation>
    </message>
    <message>
        <source>The {tsa} authority signed this list at {signed} UTC, {delay} after the time the list claims ({claimed} UTC): the list's time is not confirmed.</source>
        <translation>La autoridad {tsa} firmó esta lista a las {signed} UTC, {delay} después de la hora que la lista declara ({claimed} UTC): la hora de la lista no está confirmada.</translation>
    </message>
    <message>
        <source>The {tsa} time-stamp does not verify: {problem}</source>
        <translation>El sello de tiempo de {tsa} no se verifica: {problem}</translation>
    </message>
    <message>
        <source>The {tsa} time-stamp: {vouched}. It covers this list and says {time} UTC (no session day given).</source>
        <translation>El sello de tiempo de {tsa}: {vouched}. Cubre esta lista e indica {time} UTC (no se indicó día de sesión).</translation>
    </message>
    <message>
        <source>The {tsa} time-stamp: {vouched}. It covers this list: {time} UTC ({new_york} New York) on {date}, {when} the 09:30 open of {day}.</source>
        <translation>El sello de tiempo de {tsa}: {vouched}. Cubre esta lista: {time} UTC ({new_york} en Nueva York) el {date}, {when} la apertura de las 09:30 del {day}.</translation>
    </message>
    <message>
        <source>valid signature, resting on a root of your computer's trust store ({subject})</source>
        <translation>firma válida, apoyada en una raíz del almacén de confianza de su equipo ({subject})</translation>
    </message>
    <message>
        <source>valid signature, resting on the root this app ships for {who} (SHA-256 {fingerprint}…)</source>
        <translation>firma válida, apoyada en la raíz que esta aplicación incluye para {who} (SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, resting on a root trusted by you ({subject}, SHA-256 {fingerprint}…)</source>
        <translation>firma válida, apoyada en una raíz en la que usted confía ({subject}, SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, resting on the demonstration root this app ships with its demo (SHA-256 {fingerprint}…), which vouches for nothing real</source>
        <translation>firma válida, apoyada en la raíz de demostración que esta aplicación incluye con su demo (SHA-256 {fingerprint}…), que no avala nada real</translation>
    </message>
    <message>
        <source>valid signature, but the root it rests on, though trusted by you, is a copy of {source} from the bundle itself (the operator's word; SHA-256 {fingerprint}…)</source>
        <translation>firma válida, pero la raíz en la que se apoya, aunque usted confíe en ella, es una copia de {source} del propio paquete (la palabra del operador; SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, resting on a root from the bundle that is identical to the one this app ships for {who} (SHA-256 {fingerprint}…)</source>
        <translation>firma válida, apoyada en una raíz del paquete idéntica a la que esta aplicación incluye para {who} (SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, but the certificate it rests on was supplied by the bundle itself (the operator's word): {subject}, SHA-256 {fingerprint}…</source>
        <translation>firma válida, pero el certificado en el que se apoya lo aportó el propio paquete (la palabra del operador): {subject}, SHA-256 {fingerprint}…</translation>
    </message>
    <message>
        <source>exactly at</source>
        <translation>exactamente en</translation>
    </message>
    <message>
        <source>{length} before</source>
        <translation>{length} antes de</translation>
    </message>
    <message>
        <source>{length} after</source>
        <translation>{length} después de</translation>
    </message>
    <message>
        <source>Primary endpoint not computed: {reason}</source>
        <translation>Punto final primario no calculado: {reason}</translation>
    </message>
    <message>
        <source>Interim: no session of the registered window ({first}–{last}) has a resolved one-day event yet; sessions 1–{design} are the design window and are not read.</source>
        <translation>Provisional: ninguna sesión de la ventana registrada ({first}–{last}) tiene aún un evento de un día resuelto; las sesiones 1–{design} son la ventana de diseño y no se leen.</translation>
    </message>
    <message>
        <source>Interim as of session {session} ({day}): no session of the registered window ({first}–{last}) has a resolved one-day event yet; sessions 1–{design} are the design window and are not read.</source>
        <translation>Provisional a la sesión {session} ({day}): ninguna sesión de la ventana registrada ({first}–{last}) tiene aún un evento de un día resuelto; las sesiones 1–{design} son la ventana de diseño y no se leen.</translation>
    </message>
    <message>
        <source>Interim reading as of session {session} ({day}), resting on {done} of {expected} sessions; the verdict is read on {read_on}: {words}.</source>
        <translation>Lectura provisional a la sesión {session} ({day}), basada en {done} de {expected} sesiones; el veredicto se lee el {read_on}: {words}.</translation>
    </message>
    <message>
        <source>Registered verdict, read on or after {read_on} ({done} of {expected} sessions): {words}.</source>
        <translation>Veredicto registrado, leído el {read_on} o después ({done} de {expected} sesiones): {words}.</translation>
    </message>
    <message>
        <source>confirmed: the 95% interval lies above 0</source>
        <translation>confirmado: el intervalo del 95 % está por encima de 0</translation>
    </message>
    <message>
        <source>confirmed and smaller than the margin: the 95% interval lies above 0 and the 90% interval within ±0.01</source>
        <translation>confirmado y menor que el margen: el intervalo del 95 % está por encima de 0 y el del 90 % dentro de ±0,01</translation>
    </message>
    <message>
        <source>no gain of practical size: the 90% interval lies within ±0.01</source>
        <translation>ninguna ganancia de tamaño práctico: el intervalo del 90 % está dentro de ±0,01</translation>
    </message>
    <message>
        <source>inconclusive: neither confirmed nor within ±0.01 (a gain that is not significant is not read as equivalence)</source>
        <translation>no concluyente: ni confirmado ni dentro de ±0,01 (una ganancia no significativa no se lee como equivalencia)</translation>
    </message>
    <message numerus="yes">
        <source>no reading yet: too few sessions for an interval (at least {count} needed)</source>
        <translation>
            <numerusform>aún sin lectura: demasiado pocas sesiones para un intervalo (se necesita al menos {count})</numerusform>
            <numerusform>aún sin lectura: demasiado pocas sesiones para un intervalo (se necesitan al menos {count})</numerusform>
        </translation>
    </message>
    <message>
        <source>not computed: {reason}</source>
        <translation>no calculado: {reason}</translation>
    </message>
    <message>
        <source>unresolved: a tercile has fewer than {min} events ({sizes})</source>
        <translation>sin resolver: un tercil tiene menos de {min} eventos ({sizes})</translation>
    </message>
    <message>
        <source>names no answer line of the book</source>
        <translation>no nombra ninguna línea de respuesta del libro</translation>
    </message>
    <message>
        <source>names a book line of another run or seat</source>
        <translation>nombra una línea del libro de otra ejecución u otro asiento</translation>
    </message>
    <message>
        <source>states a probability its book line does not hold</source>
        <translation>indica una probabilidad que su línea del libro no contiene</translation>
    </message>
    <message>
        <source>bottom {bottom}, middle {middle}, top {top}</source>
        <translation>inferior {bottom}, medio {middle}, superior {top}</translation>
    </message>
    <message>
        <source>K = (2/n) sum |p - 50|; K_clim with 100q; population SD across seats</source>
        <translation>K = (2/n) suma |p − 50|; K_clim con 100q; desviación típica poblacional entre los asientos</translation>
    </message>
    <message>
        <source>unresolved: too few sessions for an interval</source>
        <translation>sin resolver: demasiado pocas sesiones para un intervalo</translation>
    </message>
    <message>
        <source>the top tercile gained more (95% interval above 0)</source>
        <translation>el tercil superior ganó más (intervalo del 95 % por encima de 0)</translation>
    </message>
    <message>
        <source>the top tercile gained less (95% interval below 0)</source>
        <translation>el tercil superior ganó menos (intervalo del 95 % por debajo de 0)</translation>
    </message>
    <message>
        <source>no difference shown (the 95% interval contains 0)</source>
        <translation>no se muestra diferencia (el intervalo del 95 % contiene 0)</translation>
    </message>
    <message>
        <source>unresolved: the shadow-consensus weights are filed with the registration and this bundle does not provide them</source>
        <translation>sin resolver: los pesos del consenso en la sombra están depositados con el registro y este paquete no los proporciona</translation>
    </message>
    <message>
        <source>{rows} verified rows checked against {file} ({closes} with a close): {result}</source>
        <translation>{rows} filas verificadas comprobadas con {file} ({closes} con un cierre): {result}</translation>
    </message>
    <message>
        <source>every reference price, close, change and outcome agrees.</source>
        <translation>cada precio de referencia, cierre, variación y resultado coincide.</translation>
    </message>
    <message>
        <source>1 row differs</source>
        <translation>1 fila difiere</translation>
    </message>
    <message>
        <source>{count} rows differ</source>
        <translation>{count} filas difieren</translation>
    </message>
    <message>
        <source>{rows} (first: run {run}, {seat}, line {line}, {asset} {horizon}: {field} {league} in the league's file, {recomputed} from the price file)</source>
        <translation>{rows} (primera: ejecución {run}, {seat}, línea {line}, {asset} {horizon}: {field} {league} en el archivo de la liga, {recomputed} según el archivo de precios)</translation>
    </message>
    <message numerus="yes">
        <source>The draw flags of {count} rows were not compared: the price file lacks the minute bars of the four sessions before their reference, from which the draw band is computed.</source>
        <translation>
            <numerusform>La marca de empate de {count} fila no se comparó: al archivo de precios le faltan las barras de un minuto de las cuatro sesiones anteriores a su referencia, de las que se calcula la banda de empate.</numerusform>
            <numerusform>Las marcas de empate de {count} filas no se compararon: al archivo de precios le faltan las barras de un minuto de las cuatro sesiones anteriores a su referencia, de las que se calcula la banda de empate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows could not be priced ({reasons})</source>
        <translation>
            <numerusform>{count} fila no pudo valorarse ({reasons})</numerusform>
            <numerusform>{count} filas no pudieron valorarse ({reasons})</numerusform>
        </translation>
    </message>
    <message>
        <source>no row could be checked</source>
        <translation>no se pudo comprobar ninguna fila</translation>
    </message>
    <message>
        <source>Each row's reference and end times are the forecasts file's reference_at and event_end_at, which are not sealed.</source>
        <translation>Las horas de referencia y de fin de cada fila son reference_at y event_end_at del archivo de pronósticos, que no están sellados.</translation>
    </message>
    <message>
        <source>{parts}.</source>
        <translation>{parts}.</translation>
    </message>
    <message>
        <source>this line's own seal or link does not match its bytes, so nothing about it is proven</source>
        <translation>el sello o el enlace de esta línea no coincide con sus bytes, así que nada de ella está probado</translation>
    </message>
    <message>
        <source>the chain is broken at line {line}, before this line, so nothing about it is proven</source>
        <translation>la cadena está rota en la línea {line}, antes de esta línea, así que nada de ella está probado</translation>
    </message>
    <message>
        <source>inside the stamped prefix of {seal}</source>
        <translation>dentro del prefijo sellado de {seal}</translation>
    </message>
    <message>
        <source>no matching seal covers this line</source>
        <translation>ningún sello coincidente cubre esta línea</translation>
    </message>
    <message>
        <source>no seal covering this line has a checked anchor yet</source>
        <translation>ningún sello que cubra esta línea tiene aún un ancla comprobada</translation>
    </message>
    <message>
        <source>{kind} anchor of {seal}: existed no later than {when}</source>
        <translation>ancla {kind} de {seal}: existía a más tardar el {when}</translation>
    </message>
    <message>
        <source>{anchor} (header time + τ); by the consensus rules alone, no later than {when} (the header time of block {height}, six confirmations later)</source>
        <translation>{anchor} (hora de cabecera + τ); solo por las reglas de consenso, a más tardar {when} (la hora de cabecera del bloque {height}, seis confirmaciones después)</translation>
    </message>
    <message>
        <source>the line names no session day (its run id is not YYYY-MM-DD-…)</source>
        <translation>la línea no nombra ningún día de sesión (su id de ejecución no es AAAA-MM-DD-…)</translation>
    </message>
    <message>
        <source>the seal time of this line is not established: {why} ({text})</source>
        <translation>la hora de sellado de esta línea no está establecida: {why} ({text})</translation>
    </message>
    <message>
        <source>sealed {margin} the 09:30 New York open</source>
        <translation>sellado {margin} la apertura de las 09:30 de Nueva York</translation>
    </message>
    <message>
        <source>{sealed}; {tsa} signed the covering list at {time}</source>
        <translation>{sealed}; {tsa} firmó la lista que la cubre el {time}</translation>
    </message>
    <message>
        <source>{sealed}; {tsa} signed the covering list at {time}, but no anchor outside the operator covers the line yet, so this is not level 2+</source>
        <translation>{sealed}; {tsa} firmó la lista que la cubre a las {time}, pero ningún ancla fuera del operador cubre aún la línea, así que esto no es nivel 2+</translation>
    </message>
    <message>
        <source>separate event: sealed {late} the open, so the book (line {line}) gives it its own reference, the close of the first one-minute bar from {bar}, after its seal by construction</source>
        <translation>evento separado: sellado {late} la apertura, así que el libro (línea {line}) le da su propia referencia, el cierre de la primera barra de un minuto desde {bar}, posterior a su sello por construcción</translation>
    </message>
    <message>
        <source>sealed {late} the open, and no sealed line gives it its own reference; the forecasts file calls it a separate event (reference {reference}), but that file is not sealed</source>
        <translation>sellado {late} la apertura, y ninguna línea sellada le da su propia referencia; el archivo de pronósticos lo llama evento separado (referencia {reference}), pero ese archivo no está sellado</translation>
    </message>
    <message numerus="yes">
        <source>In all {count} session(s) the counted run follows a rule declared before the runs and applied to sealed times only.</source>
        <translation>
            <numerusform>En la {count} sesión la ejecución contada sigue una regla declarada antes de las ejecuciones y aplicada solo a tiempos sellados.</numerusform>
            <numerusform>En las {count} sesiones la ejecución contada sigue una regla declarada antes de las ejecuciones y aplicada solo a tiempos sellados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In {count} session(s) the counted run rests on a rule sealed after the runs, so the operator could have chosen among them; first {day}: {said}</source>
        <translation>
            <numerusform>En {count} sesión la ejecución contada descansa en una regla sellada después de las ejecuciones, así que el operador pudo elegir entre ellas; primero {day}: {said}</numerusform>
            <numerusform>En {count} sesiones la ejecución contada descansa en una regla sellada después de las ejecuciones, así que el operador pudo elegir entre ellas; primero {day}: {said}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: in {count} session(s) which run counts cannot be told from a declared rule; first {day}: {said}</source>
        <translation>
            <numerusform>No comprobado: en {count} sesión no se puede saber por una regla declarada qué ejecución cuenta; primero {day}: {said}</numerusform>
            <numerusform>No comprobado: en {count} sesiones no se puede saber por una regla declarada qué ejecución cuenta; primero {day}: {said}</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: the verified book holds no run line, so no session's counted run can be told.</source>
        <translation>No comprobado: el libro verificado no contiene ninguna línea de ejecución, así que no se puede saber qué ejecución cuenta en ninguna sesión.</translation>
    </message>
    <message numerus="yes">
        <source>In {count} session(s) the counted run's rule holds with a caveat; first {day}: {said}</source>
        <translation>
            <numerusform>En {count} sesión la regla de la ejecución contada se cumple con una salvedad; primero {day}: {said}</numerusform>
            <numerusform>En {count} sesiones la regla de la ejecución contada se cumple con una salvedad; primero {day}: {said}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} counted answer lines were sealed before their session's 09:30 New York open.</source>
        <translation>
            <numerusform>La {count} línea de respuesta contada se selló antes de la apertura de las 09:30 de Nueva York de su sesión.</numerusform>
            <numerusform>Las {count} líneas de respuesta contadas se sellaron antes de la apertura de las 09:30 de Nueva York de su sesión.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} counted answer lines were sealed before their session's 09:30 New York open, or after it with their own sealed reference (separate events: {separate}).</source>
        <translation>
            <numerusform>La {count} línea de respuesta contada se selló antes de la apertura de las 09:30 de Nueva York de su sesión, o después con su propia referencia sellada (eventos separados: {separate}).</numerusform>
            <numerusform>Las {count} líneas de respuesta contadas se sellaron antes de la apertura de las 09:30 de Nueva York de su sesión, o después con su propia referencia sellada (eventos separados: {separate}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} counted answer line(s) sealed after the 09:30 New York open with no own reference in the book: {lines}.</source>
        <translation>
            <numerusform>{count} línea de respuesta contada se selló después de la apertura de las 09:30 de Nueva York sin referencia propia en el libro: {lines}.</numerusform>
            <numerusform>{count} líneas de respuesta contadas se sellaron después de la apertura de las 09:30 de Nueva York sin referencia propia en el libro: {lines}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} counted answer line(s) sealed after the 09:30 New York open with no own reference in the book: {lines}, and {more} more.</source>
        <translation>
            <numerusform>{count} línea de respuesta contada se selló después de la apertura de las 09:30 de Nueva York sin referencia propia en el libro: {lines}, y {more} más.</numerusform>
            <numerusform>{count} líneas de respuesta contadas se sellaron después de la apertura de las 09:30 de Nueva York sin referencia propia en el libro: {lines}, y {more} más.</numerusform>
        </translation>
    </message>
    <message>
        <source>line {line} (seat {seat}, run {run}, sealed {late} the open)</source>
        <translation>línea {line} (asiento {seat}, ejecución {run}, sellada {late} la apertura)</translation>
    </message>
    <message numerus="yes">
        <source>{count} answer line(s) were sealed after the open, and whether they count cannot be told without the declaration (asks.jsonl line 1); first: line {line}.</source>
        <translation>
            <numerusform>{count} línea de respuesta se selló después de la apertura, y sin la declaración (asks.jsonl línea 1) no se puede saber si cuenta; primera: línea {line}.</numerusform>
            <numerusform>{count} líneas de respuesta se sellaron después de la apertura, y sin la declaración (asks.jsonl línea 1) no se puede saber si cuentan; primera: línea {line}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The seal time of {count} counted answer line(s) is not established (first: line {line}), so the claim is not checked for them.</source>
        <translation>
            <numerusform>La hora de sello de {count} línea de respuesta contada no está establecida (primera: línea {line}), así que la afirmación no se comprueba para ella.</numerusform>
            <numerusform>La hora de sello de {count} líneas de respuesta contadas no está establecida (primera: línea {line}), así que la afirmación no se comprueba para ellas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No counted answer line in this book.</source>
        <translation>Ninguna línea de respuesta contada en este libro.</translation>
    </message>
    <message>
        <source>The asks chain holds no outgoing ask (asks.jsonl not provided, or no ask lines), so runs asked and never sealed cannot be looked for.</source>
        <translation>La cadena de preguntas no contiene ninguna pregunta saliente (asks.jsonl no proporcionado, o sin líneas de pregunta), así que no se pueden buscar ejecuciones preguntadas y nunca selladas.</translation>
    </message>
    <message numerus="yes">
        <source>Each of the {count} asks of the asks chain names a run line of the book; {missing} expected answers were not sealed (reported, not judged).</source>
        <translation>
            <numerusform>La {count} pregunta de la cadena de preguntas nombra una línea de ejecución del libro; respuestas esperadas que no se sellaron: {missing} (informadas, no juzgadas).</numerusform>
            <numerusform>Cada una de las {count} preguntas de la cadena de preguntas nombra una línea de ejecución del libro; respuestas esperadas que no se sellaron: {missing} (informadas, no juzgadas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} run(s) were asked and never sealed in the book: {runs}. The operator could have asked again and kept the answers it liked (requirement 13).</source>
        <translation>
            <numerusform>{count} ejecución se preguntó y nunca se selló en el libro: {runs}. El operador pudo preguntar de nuevo y quedarse con las respuestas que le convenían (requisito 13).</numerusform>
            <numerusform>{count} ejecuciones se preguntaron y nunca se sellaron en el libro: {runs}. El operador pudo preguntar de nuevo y quedarse con las respuestas que le convenían (requisito 13).</numerusform>
        </translation>
    </message>
    <message>
        <source>{run} asked at {at} (ask {sha}…)</source>
        <translation>{run} preguntada a las {at} (pregunta {sha}…)</translation>
    </message>
    <message numerus="yes">
        <source>In {count} run(s) a seat answered that the register of expected answers did not name (first: run {run}, seats {seats}).</source>
        <translation>
            <numerusform>En {count} ejecución respondió un asiento que el registro de respuestas esperadas no nombraba (primera: ejecución {run}, asientos {seats}).</numerusform>
            <numerusform>En {count} ejecuciones respondió un asiento que el registro de respuestas esperadas no nombraba (primera: ejecución {run}, asientos {seats}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Event contract fixed before the ask; model, version and mode sealed in the answer line</source>
        <translation>Contrato de evento fijado antes de la pregunta; modelo, versión y modo sellados en la línea de respuesta</translation>
    </message>
    <message>
        <source>A hash-chained, append-only book; ask and price snapshot hashed in the run</source>
        <translation>Un libro encadenado por hash, solo de adición; pregunta e instantánea de precio hasheadas en la ejecución</translation>
    </message>
    <message>
        <source>The book's head anchored outside the operator at every run (level 2)</source>
        <translation>La cabeza del libro anclada fuera del operador en cada ejecución (nivel 2)</translation>
    </message>
    <message>
        <source>One reference price per common event, after the seal</source>
        <translation>Un precio de referencia por evento común, después del sello</translation>
    </message>
    <message>
        <source>Every run published, counted or not, with its label</source>
        <translation>Cada ejecución publicada, contada o no, con su etiqueta</translation>
    </message>
    <message>
        <source>The counted run fixed by a rule declared before the runs</source>
        <translation>La ejecución contada fijada por una regla declarada antes de las ejecuciones</translation>
    </message>
    <message>
        <source>The asked event scored by a strictly proper rule</source>
        <translation>El evento preguntado puntuado por una regla estrictamente propia</translation>
    </message>
    <message>
        <source>Empty cells and missing answers reported beside every score</source>
        <translation>Celdas vacías y respuestas faltantes informadas junto a cada puntuación</translation>
    </message>
    <message>
        <source>The 50% benchmark and a sealed climatology beside every score</source>
        <translation>El punto de referencia del 50% y una climatología sellada junto a cada puntuación</translation>
    </message>
    <message>
        <source>Rankings only after a minimum of sessions, with session-clustered intervals</source>
        <translation>Clasificaciones solo tras un mínimo de sesiones, con intervalos agrupados por sesión</translation>
    </message>
    <message>
        <source>Data and scoring code published; an immutable release with checksums</source>
        <translation>Datos y código de puntuación publicados; una publicación inmutable con sumas de verificación</translation>
    </message>
    <message>
        <source>Each answer sealed on arrival; a time-stamp token at every seal (2+)</source>
        <translation>Cada respuesta sellada al llegar; un token de marca de tiempo en cada sello (2+)</translation>
    </message>
    <message>
        <source>Each outgoing ask's hash sealed when sent, with the expected answers (2+)</source>
        <translation>El hash de cada pregunta saliente sellado al enviarla, con las respuestas esperadas (2+)</translation>
    </message>
    <message>
        <source>Every consensus shown with its count, mean correlation and N_eff</source>
        <translation>Cada consenso mostrado con su número, correlación media y N_eff</translation>
    </message>
    <message>
        <source>A methodology change opens a new segment; corrections are appended</source>
        <translation>Un cambio de metodología abre un nuevo segmento; las correcciones se añaden</translation>
    </message>
    <message>
        <source>Readers who forecast are assigned once, counted once, never tracked</source>
        <translation>Los lectores que pronostican se asignan una vez, se cuentan una vez, nunca se rastrean</translation>
    </message>
    <message>
        <source>The diagnostics of Sections 4 to 6 reported beside the scores</source>
        <translation>Los diagnósticos de las secciones 4 a 6 informados junto a las puntuaciones</translation>
    </message>
    <message>
        <source>The check behind this requirement did not run.</source>
        <translation>La comprobación que respalda este requisito no se ejecutó.</translation>
    </message>
    <message>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>The book holds no answer line to judge this by.</source>
        <translation>El libro no contiene ninguna línea de respuesta con la que juzgarlo.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} answer lines seal their model (or a salted commitment to it); the event contract's own fields are checked by the league's conformance script, which this app does not run.</source>
        <translation>
            <numerusform>La {count} línea de respuesta sella su modelo (o un compromiso salado con él); los campos del contrato de evento los comprueba el script de conformidad de la liga, que esta aplicación no ejecuta.</numerusform>
            <numerusform>Las {count} líneas de respuesta sellan su modelo (o un compromiso salado con él); los campos del contrato de evento los comprueba el script de conformidad de la liga, que esta aplicación no ejecuta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} answer line(s) seal no model and no commitment to one (first: line {line}).</source>
        <translation>
            <numerusform>{count} línea de respuesta no sella ni un modelo ni un compromiso con él (primera: línea {line}).</numerusform>
            <numerusform>{count} líneas de respuesta no sellan ni un modelo ni un compromiso con él (primera: línea {line}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the {count} asks of the asks chain names a run line of the book.</source>
        <translation>
            <numerusform>La {count} pregunta de la cadena de preguntas nombra una línea de ejecución del libro.</numerusform>
            <numerusform>Cada una de las {count} preguntas de la cadena de preguntas nombra una línea de ejecución del libro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} run(s) were asked and never sealed in the book.</source>
        <translation>
            <numerusform>{count} ejecución se preguntó y nunca se selló en el libro.</numerusform>
            <numerusform>{count} ejecuciones se preguntaron y nunca se sellaron en el libro.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rule declared at asks.jsonl line {line} was sealed at {declared}, before the runs it governs.</source>
        <translation>La regla declarada en asks.jsonl, línea {line}, se selló a las {declared}, antes de las ejecuciones que rige.</translation>
    </message>
    <message>
        <source>The rule declared at asks.jsonl line {line} ({declared}) is sealed after a run of {day} that it claims to govern: a rule applied after the runs does not meet the requirement.</source>
        <translation>La regla declarada en asks.jsonl, línea {line} ({declared}), se selló después de una ejecución del {day} que pretende regir: una regla aplicada después de las ejecuciones no cumple el requisito.</translation>
    </message>
    <message>
        <source>No session from 2026-10-21 has a run to which a declared rule applies.</source>
        <translation>Ninguna sesión desde el 2026-10-21 tiene una ejecución a la que se aplique una regla declarada.</translation>
    </message>
    <message>
        <source>Arrival to seal: median {median}, longest {longest}; the protocol declares no limit, so this is shown, not judged.</source>
        <translation>De la llegada al sello: mediana {median}, la más larga {longest}; el protocolo no declara ningún límite, así que se muestra, no se juzga.</translation>
    </message>
    <message numerus="yes">
        <source>{count} answer(s) waited longer than the declared {limit} between arrival and seal (first: line {line}; median {median}, longest {longest}).</source>
        <translation>
            <numerusform>{count} respuesta esperó más de los {limit} declarados entre la llegada y el sello (primera: línea {line}; mediana {median}, la más larga {longest}).</numerusform>
            <numerusform>{count} respuestas esperaron más de los {limit} declarados entre la llegada y el sello (primera: línea {line}; mediana {median}, la más larga {longest}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Every answer was sealed within the declared {limit} of its arrival (median {median}, longest {longest}).</source>
        <translation>Cada respuesta se selló dentro de los {limit} declarados tras su llegada (mediana {median}, la más larga {longest}).</translation>
    </message>
    <message numerus="yes">
        <source>All {count} asks are sealed in the asks chain with their register of expected answers.</source>
        <translation>
            <numerusform>La {count} pregunta está sellada en la cadena de preguntas con su registro de respuestas esperadas.</numerusform>
            <numerusform>Las {count} preguntas están selladas en la cadena de preguntas con su registro de respuestas esperadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ask(s) carry no register of expected answers (seats, markets, horizons, deadline).</source>
        <translation>
            <numerusform>{count} pregunta no lleva registro de respuestas esperadas (asientos, mercados, horizontes, plazo).</numerusform>
            <numerusform>{count} preguntas no llevan registro de respuestas esperadas (asientos, mercados, horizontes, plazo).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checkable from a bundle: the league's published score pages must show them. This app reports the missing answers it finds, run by run (the check 'Every asked run sealed, with its roster').</source>
        <translation>No comprobable desde un paquete: las páginas de puntuación publicadas por la liga deben mostrarlas. Esta aplicación informa de las respuestas faltantes que encuentra, ejecución por ejecución (la comprobación «Cada ejecución preguntada, sellada, con su plantilla»).</translation>
    </message>
    <message>
        <source>Checked by the statistics, not the walk: the Statistics tab (stats --json, climatology) recomputes the climatology's content hash.</source>
        <translation>Lo comprueban las estadísticas, no el recorrido: la pestaña Estadísticas (stats --json, climatology) recalcula el hash de contenido de la climatología.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: it concerns the league's published rankings. The Statistics tab applies the 30/10 rule itself.</source>
        <translation>No comprobable desde un paquete: se refiere a las clasificaciones publicadas por la liga. La pestaña Estadísticas aplica ella misma la regla 30/10.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: it concerns the league's published consensus. The Statistics tab shows the count, correlation and N_eff beside its own.</source>
        <translation>No comprobable desde un paquete: se refiere al consenso publicado por la liga. La pestaña Estadísticas muestra el número, la correlación y N_eff junto al suyo.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle alone: the methodology versions sealed in the run lines and the correction lines of the book show it to a reader.</source>
        <translation>No comprobable solo desde un paquete: las versiones de metodología selladas en las líneas de ejecución y las líneas de corrección del libro se lo muestran al lector.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: no readers' forecasts are in it.</source>
        <translation>No comprobable desde un paquete: no contiene pronósticos de lectores.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: it concerns the league's published reports.</source>
        <translation>No comprobable desde un paquete: se refiere a los informes publicados por la liga.</translation>
    </message>
    <message>
        <source>no run named</source>
        <translation>ninguna ejecución nombrada</translation>
    </message>
    <message>
        <source>the declaration (asks.jsonl line 1) was not provided</source>
        <translation>la declaración (asks.jsonl, línea 1) no se proporcionó</translation>
    </message>
    <message>
        <source>no line of the asks chain declares which run counts (the paper seals that declaration as the chain's first line): no run counts</source>
        <translation>ninguna línea de la cadena de preguntas declara qué ejecución cuenta (el artículo sella esa declaración como primera línea de la cadena): no cuenta ninguna ejecución</translation>
    </message>
    <message>
        <source>no counted-run rule could be read from the asks chain: {why}</source>
        <translation>no se pudo leer de la cadena de preguntas ninguna regla de la ejecución contada: {why}</translation>
    </message>
    <message>
        <source>the rule declared at asks.jsonl line {line} governs only from {day}</source>
        <translation>la regla declarada en asks.jsonl, línea {line}, rige solo desde el {day}</translation>
    </message>
    <message>
        <source>counted run</source>
        <translation>ejecución contada</translation>
    </message>
    <message>
        <source>not the counted run; left out</source>
        <translation>no es la ejecución contada; se omite</translation>
    </message>
    <message>
        <source>the counted run of {day} is {run}</source>
        <translation>la ejecución contada del {day} es {run}</translation>
    </message>
    <message>
        <source>development session {day}: no run was sealed before the 09:30 New York open, so no run counts (the rule of Section 3.4)</source>
        <translation>sesión de desarrollo {day}: ninguna ejecución se selló antes de la apertura de las 09:30 de Nueva York, así que no cuenta ninguna (la regla de la sección 3.4)</translation>
    </message>
    <message>
        <source>development session: counted run {run}, the last run sealed before the 09:30 New York open (the rule of Section 3.4, applied after the runs)</source>
        <translation>sesión de desarrollo: ejecución contada {run}, la última sellada antes de la apertura de las 09:30 de Nueva York (la regla de la sección 3.4, aplicada después de las ejecuciones)</translation>
    </message>
    <message>
        <source>counted run {run} by the rule declared at asks.jsonl line {line} ({at}), sealed before the run</source>
        <translation>ejecución contada {run} según la regla declarada en asks.jsonl, línea {line} ({at}), sellada antes de la ejecución</translation>
    </message>
    <message>
        <source>not the counted run ({run} counts, by the rule declared at asks.jsonl line {line}, {at}, sealed before the run); left out</source>
        <translation>no es la ejecución contada ({run} cuenta, según la regla declarada en asks.jsonl, línea {line}, {at}, sellada antes de la ejecución); se deja fuera</translation>
    </message>
    <message>
        <source>the rule declared at asks.jsonl line {line} ({at}) is not sealed before the run it governs ({run}, {run_at}): no rule was declared before the runs</source>
        <translation>la regla declarada en asks.jsonl, línea {line} ({at}), no está sellada antes de la ejecución que rige ({run}, {run_at}): no se declaró ninguna regla antes de las ejecuciones</translation>
    </message>
    <message>
        <source>no run of {day} was sealed in the declared {slot} slot ({start} to {end}): no run counts</source>
        <translation>ninguna ejecución del {day} se selló en la franja declarada {slot} ({start} a {end}): no cuenta ninguna ejecución</translation>
    </message>
    <message>
        <source>an authority ({tsa}) signed the declaration at {time} (list {seal}), before the run</source>
        <translation>una autoridad ({tsa}) firmó la declaración a las {time} (lista {seal}), antes de la ejecución</translation>
    </message>
    <message>
        <source>the first signed time over the declaration ({tsa}, {time}, list {seal}) is not before the run: the order rests on the chain's own times (level 1)</source>
        <translation>el primer tiempo firmado sobre la declaración ({tsa}, {time}, lista {seal}) no es anterior a la ejecución: el orden descansa en los tiempos propios de la cadena (nivel 1)</translation>
    </message>
    <message>
        <source>no signed time covers the declaration: the order rests on the chain's own times (level 1)</source>
        <translation>ningún tiempo firmado cubre la declaración: el orden descansa en los tiempos propios de la cadena (nivel 1)</translation>
    </message>
    <message>
        <source>within the run the first well-formed answer of each seat counts from session {session}, by the rule declared at asks.jsonl line {line} ({at}), sealed before the run</source>
        <translation>dentro de la ejecución cuenta desde la sesión {session} la primera respuesta bien formada de cada asiento, por la regla declarada en asks.jsonl, línea {line} ({at}), sellada antes de la ejecución</translation>
    </message>
    <message>
        <source>the rule within the run declared at asks.jsonl line {line} ({at}) is not sealed before the run it governs ({run}, {run_at})</source>
        <translation>la regla dentro de la ejecución declarada en asks.jsonl, línea {line} ({at}), no está sellada antes de la ejecución que rige ({run}, {run_at})</translation>
    </message>
    <message>
        <source>which answer of a seat counts within the run is not declared in the asks chain (the paper declares it at asks.jsonl line {line}, from session 11): not checked</source>
        <translation>qué respuesta de un asiento cuenta dentro de la ejecución no está declarado en la cadena de preguntas (el artículo lo declara en asks.jsonl, línea {line}, desde la sesión 11): no comprobado</translation>
    </message>
    <message>
        <source>the declaration at asks.jsonl line {line} does not keep the chain's rules, so it is not read</source>
        <translation>la declaración de asks.jsonl, línea {line}, no cumple las reglas de la cadena, así que no se lee</translation>
    </message>
    <message>
        <source>the declaration at asks.jsonl line {line} names no slot of its schedule, no start day or no time in a known zone</source>
        <translation>la declaración de asks.jsonl, línea {line}, no nombra ninguna franja de su calendario, ningún día de inicio o ninguna hora en una zona conocida</translation>
    </message>
    <message>
        <source>the declaration at asks.jsonl line {line} does not say which answer counts from which session in a form this app reads</source>
        <translation>la declaración de asks.jsonl, línea {line}, no dice en una forma que esta aplicación lea qué respuesta cuenta desde qué sesión</translation>
    </message>
    <message>
        <source>more than {count} declaration lines: the rest were not read</source>
        <translation>más de {count} líneas de declaración: el resto no se leyó</translation>
    </message>
    <message>
        <source>the asks chain could not be read to its end</source>
        <translation>la cadena de preguntas no se pudo leer hasta el final</translation>
    </message>
    <message>
        <source>The public log took this list's fingerprint at {time} (position {position}); its signatures check out ({where}).</source>
        <translation>El registro público recibió la huella de esta lista el {time} (posición {position}); sus firmas superan la comprobación ({where}).</translation>
    </message>
    <message>
        <source>The public log holds this list's fingerprint (position {position}; its signatures check out, {where}), but this log signs no time: the seal's time comes from its time-stamp tokens alone.</source>
        <translation>El registro público contiene la huella de esta lista (posición {position}; sus firmas superan la comprobación, {where}), pero este registro no firma ninguna hora: la hora del sello procede solo de sus sellos de tiempo.</translation>
    </message>
    <message>
        <source>The public log holds this list's fingerprint (position {position}; {where}), but no signature covers the time the entry gives ({time}): its signed entry timestamp is missing, so that time proves nothing about when the list existed.</source>
        <translation>El registro público contiene la huella de esta lista (posición {position}; {where}), pero ninguna firma cubre la hora que da la entrada ({time}): falta su marca de tiempo de entrada firmada, así que esa hora no prueba nada sobre cuándo existía la lista.</translation>
    </message>
    <message numerus="yes">
        <source>The log names {count} more entries for this list that were not fetched (only the first {taken} are), so not every entry was checked.</source>
        <translation>
            <numerusform>El registro nombra {count} entrada más para esta lista que no se descargó (solo las primeras {taken}), así que no se comprobó cada entrada.</numerusform>
            <numerusform>El registro nombra {count} entradas más para esta lista que no se descargaron (solo las primeras {taken}), así que no se comprobó cada entrada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fails: {problem} ({where}, position {position}).</source>
        <translation>Falla: {problem} ({where}, posición {position}).</translation>
    </message>
    <message>
        <source>But {warning}.</source>
        <translation>Pero: {warning}.</translation>
    </message>
    <message>
        <source>the log</source>
        <translation>el registro</translation>
    </message>
    <message>
        <source>the log's answer saved in the bundle</source>
        <translation>la respuesta del registro guardada en el paquete</translation>
    </message>
    <message>
        <source>the log's answer saved earlier on this computer</source>
        <translation>la respuesta del registro guardada antes en este equipo</translation>
    </message>
    <message numerus="yes">
        <source>The trusted root in use was taken {age} days ago: a newer log key may be missing from it.</source>
        <translation>
            <numerusform>La raíz de confianza en uso se obtuvo hace {age} día: puede faltarle una clave de registro más reciente.</numerusform>
            <numerusform>La raíz de confianza en uso se obtuvo hace {age} días: puede faltarle una clave de registro más reciente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no log entry of this bundle names a signer key.</source>
        <translation>No comprobado: ninguna entrada del registro de este paquete nombra una clave de firma.</translation>
    </message>
    <message>
        <source>Not checked: no log entry of this bundle was verified.</source>
        <translation>No comprobado: no se verificó ninguna entrada del registro de este paquete.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} log entries are signed by the same key, fingerprint {key}.</source>
        <translation>
            <numerusform>La {count} entrada del registro está firmada con la clave de huella {key}.</numerusform>
            <numerusform>Las {count} entradas del registro están firmadas con la misma clave, huella {key}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {total} log entries are signed by the key with fingerprint {key}.</source>
        <translation>
            <numerusform>{count} de {total} entrada del registro está firmada con la clave de huella {key}.</numerusform>
            <numerusform>{count} de {total} entradas del registro están firmadas con la clave de huella {key}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) are signed by a different key: {seals} (the operator's key changed, or someone else logged those lists).</source>
        <translation>
            <numerusform>{count} sello está firmado con otra clave: {seals} (la clave del operador cambió, o alguien más registró esa lista).</numerusform>
            <numerusform>{count} sellos están firmados con otra clave: {seals} (la clave del operador cambió, o alguien más registró esas listas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} entries name no signer that could be read.</source>
        <translation>
            <numerusform>{count} entrada no nombra ningún firmante legible.</numerusform>
            <numerusform>{count} entradas no nombran ningún firmante legible.</numerusform>
        </translation>
    </message>
    <message>
        <source>size {size}, root {root}</source>
        <translation>tamaño {size}, raíz {root}</translation>
    </message>
    <message>
        <source>Not checked: no verified log entry carries a signed checkpoint.</source>
        <translation>No comprobado: ninguna entrada verificada del registro lleva un punto de control firmado.</translation>
    </message>
    <message>
        <source>The log's tree head ({head}) is the one seen before.</source>
        <translation>La cabeza del árbol del registro ({head}) es la que se vio antes.</translation>
    </message>
    <message>
        <source>Not checked: working offline, so the log was not asked to prove that its tree of {small} entries is a prefix of its tree of {large}.</source>
        <translation>No comprobado: se trabaja sin conexión, así que no se pidió al registro que probara que su árbol de {small} entradas es un prefijo de su árbol de {large}.</translation>
    </message>
    <message>
        <source>Not checked: {reason}.</source>
        <translation>No comprobado: {reason}.</translation>
    </message>
    <message>
        <source>The log only grew: its tree of {small} entries is a prefix of its tree of {large} (consistency proof verified; newest {newest}).</source>
        <translation>El registro solo creció: su árbol de {small} entradas es un prefijo de su árbol de {large} (prueba de consistencia verificada; el más reciente {newest}).</translation>
    </message>
    <message>
        <source>two different roots for one tree size</source>
        <translation>dos raíces distintas para un mismo tamaño de árbol</translation>
    </message>
    <message>
        <source>the log's consistency proof between them does not add up</source>
        <translation>la prueba de consistencia del registro entre ellos no cuadra</translation>
    </message>
    <message>
        <source>The log shows two histories ({why}): checkpoint {first} and checkpoint {second}.</source>
        <translation>El registro muestra dos historias ({why}): punto de control {first} y punto de control {second}.</translation>
    </message>
    <message>
        <source>Not checked: no log entry of this bundle names a signer, so there is no key to search the log for.</source>
        <translation>No comprobado: ninguna entrada del registro de este paquete nombra un firmante, así que no hay clave con la que buscar en el registro.</translation>
    </message>
    <message>
        <source>Not checked: working offline, so the log was not asked for every entry the league's key signed.</source>
        <translation>No comprobado: se trabaja sin conexión, así que no se pidió al registro cada entrada que firmó la clave de la liga.</translation>
    </message>
    <message>
        <source>The log holds an entry signed by the league's key for a list this bundle does not hold: log index {index}, logged at {time} (SHA-256 {sha256}). The operator logged something it did not publish.</source>
        <translation>El registro contiene una entrada firmada con la clave de la liga para una lista que este paquete no contiene: índice {index}, registrada a las {time} (SHA-256 {sha256}). El operador registró algo que no publicó.</translation>
    </message>
    <message numerus="yes">
        <source>{count} such entries in all.</source>
        <translation>
            <numerusform>{count} entrada así en total.</numerusform>
            <numerusform>{count} entradas así en total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked in full: {count} entries signed by the league's key were not fetched (too many).</source>
        <translation>
            <numerusform>No comprobado del todo: {count} entrada firmada con la clave de la liga no se descargó (demasiadas).</numerusform>
            <numerusform>No comprobado del todo: {count} entradas firmadas con la clave de la liga no se descargaron (demasiadas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: {count} entries signed by the league's key hold lists this bundle does not hold, and the log signed no time for them, so whether they fall in the season is not known.</source>
        <translation>
            <numerusform>No comprobado: {count} entrada firmada con la clave de la liga contiene una lista que este paquete no tiene, y el registro no firmó ninguna hora para ella, así que no se sabe si cae dentro de la temporada.</numerusform>
            <numerusform>No comprobado: {count} entradas firmadas con la clave de la liga contienen listas que este paquete no tiene, y el registro no firmó ninguna hora para ellas, así que no se sabe si caen dentro de la temporada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} entries the league's key signed in the season are lists of this bundle.</source>
        <translation>
            <numerusform>La {count} entrada que firmó la clave de la liga en la temporada es una lista de este paquete.</numerusform>
            <numerusform>Las {count} entradas que firmó la clave de la liga en la temporada son listas de este paquete.</numerusform>
        </translation>
    </message>
    <message>
        <source>This bundle reaches no rung of the claims ladder: {evidence}</source>
        <translation>Este paquete no alcanza ningún peldaño de la escalera de afirmaciones: {evidence}</translation>
    </message>
    <message>
        <source>This bundle reaches rung {number}, {name}.</source>
        <translation>Este paquete alcanza el peldaño {number}, {name}.</translation>
    </message>
    <message>
        <source>Not rung {number}: {evidence}</source>
        <translation>No el peldaño {number}: {evidence}</translation>
    </message>
    <message>
        <source>Rung(s) {numbers} are reached on their own, but a ladder is climbed from the bottom: they count only once rung {gap} is reached.</source>
        <translation>Los peldaños {numbers} se alcanzan por sí solos, pero una escalera se sube desde abajo: solo cuentan cuando se alcanza el peldaño {gap}.</translation>
    </message>
    <message>
        <source>published rules</source>
        <translation>reglas publicadas</translation>
    </message>
    <message>
        <source>files recomputed</source>
        <translation>archivos recomputados</translation>
    </message>
    <message>
        <source>external commitment verified</source>
        <translation>compromiso externo verificado</translation>
    </message>
    <message>
        <source>reconciled with an independent price source</source>
        <translation>conciliado con una fuente de precios independiente</translation>
    </message>
    <message>
        <source>prospective paired evaluation frozen before its window</source>
        <translation>evaluación emparejada prospectiva congelada antes de su ventana</translation>
    </message>
    <message>
        <source>replication by a second pipeline</source>
        <translation>replicación por un segundo pipeline</translation>
    </message>
    <message>
        <source>Step {number} passed</source>
        <translation>Paso {number} superado</translation>
    </message>
    <message>
        <source>Step {number} has a warning</source>
        <translation>Paso {number} con una advertencia</translation>
    </message>
    <message>
        <source>Step {number} failed</source>
        <translation>Paso {number} fallido</translation>
    </message>
    <message>
        <source>Step {number} was not checked</source>
        <translation>Paso {number} no comprobado</translation>
    </message>
    <message>
        <source>step {number} passed</source>
        <translation>paso {number} superado</translation>
    </message>
    <message>
        <source>step {number} has a warning</source>
        <translation>paso {number} con una advertencia</translation>
    </message>
    <message>
        <source>step {number} failed</source>
        <translation>paso {number} fallido</translation>
    </message>
    <message>
        <source>step {number} was not checked</source>
        <translation>paso {number} no comprobado</translation>
    </message>
    <message>
        <source>{steps}.</source>
        <translation>{steps}.</translation>
    </message>
    <message>
        <source>{steps} (a warning does not count: it is not a check by a source you trust).</source>
        <translation>{steps} (una advertencia no cuenta: no es una comprobación de una fuente en la que usted confíe).</translation>
    </message>
    <message>
        <source>arena-protocol.json is not a JSON object.</source>
        <translation>arena-protocol.json no es un objeto JSON.</translation>
    </message>
    <message>
        <source>arena-protocol.json is present ({version}).</source>
        <translation>arena-protocol.json está presente ({version}).</translation>
    </message>
    <message>
        <source>No independent price file was given.</source>
        <translation>No se indicó ningún archivo de precios independiente.</translation>
    </message>
    <message>
        <source>The registered benchmark cannot be used: {reason}</source>
        <translation>La referencia registrada no puede usarse: {reason}</translation>
    </message>
    <message>
        <source>The climatology hashes to {recomputed}…, not the value the paper printed before the window ({paper}…): it was not frozen by the registration.</source>
        <translation>La climatología tiene el hash {recomputed}…, no el valor que el artículo imprimió antes de la ventana ({paper}…): no quedó congelada por el registro.</translation>
    </message>
    <message>
        <source>Read the estimate below with care: it is computed against a benchmark the registration did not fix. {why}</source>
        <translation>Lea con cuidado la estimación de abajo: se calcula frente a una referencia que el registro no fijó. {why}</translation>
    </message>
    <message>
        <source>The registered window (from session 11) has no resolved session yet.</source>
        <translation>La ventana registrada (desde la sesión 11) aún no tiene ninguna sesión resuelta.</translation>
    </message>
    <message>
        <source>Benchmark hash equals the paper's; {label}</source>
        <translation>El hash de la referencia coincide con el del artículo; {label}</translation>
    </message>
    <message>
        <source>A single bundle cannot show a second, independent pipeline; this app's recount recomputes, it does not replicate.</source>
        <translation>Un solo paquete no puede mostrar un segundo pipeline independiente; el recuento de esta aplicación recalcula, no replica.</translation>
    </message>
    <message>
        <source>the file starts with a byte-order mark, so its bytes are not the ones that were stamped (an editor or a converter added it)</source>
        <translation>el archivo empieza con una marca de orden de bytes, así que sus bytes no son los que se sellaron (la añadió un editor o un conversor)</translation>
    </message>
    <message>
        <source>the line endings were rewritten to Windows style (CRLF), so the bytes no longer match the stamped book; a copy that rewrites line endings fails by design</source>
        <translation>los finales de línea se reescribieron al estilo de Windows (CRLF), así que los bytes ya no coinciden con el libro sellado; una copia que reescribe los finales de línea falla por diseño</translation>
    </message>
    <message>
        <source>the line is not valid UTF-8 text: bytes were damaged or re-encoded</source>
        <translation>la línea no es texto UTF-8 válido: se dañaron o recodificaron bytes</translation>
    </message>
    <message>
        <source>the line is not a readable JSON object</source>
        <translation>la línea no es un objeto JSON legible</translation>
    </message>
    <message>
        <source>the line is far longer than any book line can be; the file is damaged or not a book</source>
        <translation>la línea es mucho más larga de lo que puede ser una línea de libro; el archivo está dañado o no es un libro</translation>
    </message>
    <message>
        <source>the line lacks the bookkeeping fields n, prev, seal and link</source>
        <translation>a la línea le faltan los campos de registro n, prev, seal y link</translation>
    </message>
    <message>
        <source>the line's number n does not match its position: lines were dropped, added or moved</source>
        <translation>el número n de la línea no coincide con su posición: se quitaron, añadieron o movieron líneas</translation>
    </message>
    <message>
        <source>the line does not point to the line before it (prev differs from that line's link): lines were dropped, added or moved</source>
        <translation>la línea no apunta a la línea anterior (prev difiere del link de esa línea): se quitaron, añadieron o movieron líneas</translation>
    </message>
    <message>
        <source>the line's content does not match its seal: something in it was changed after it was sealed</source>
        <translation>el contenido de la línea no coincide con su sello: algo en ella se cambió después de sellarla</translation>
    </message>
    <message>
        <source>the line's link does not match: its number, prev or seal were changed</source>
        <translation>el enlace (link) de la línea no coincide: se cambiaron su número, prev o su sello</translation>
    </message>
    <message>
        <source>the line holds an escaped lone surrogate (such as \ud800), which is not text: it cannot be written as UTF-8, so its seal and link cannot be recomputed by the paper's rule</source>
        <translation>la línea contiene un sustituto aislado escapado (como \ud800), que no es texto: no se puede escribir en UTF-8, así que su sello y su enlace no se pueden recalcular con la regla del artículo</translation>
    </message>
    <message>
        <source>the line names the same field twice with different values, so two readers could see two different lines under one hash</source>
        <translation>la línea nombra el mismo campo dos veces con valores distintos, así que dos lectores podrían ver dos líneas distintas bajo un mismo hash</translation>
    </message>
    <message>
        <source>{path} is inside the bundle being checked ({tree}), and {what} is written beside a bundle, never into it: choose a place outside it.</source>
        <translation>{path} está dentro del paquete que se verifica ({tree}), y {what} se escribe junto a un paquete, nunca dentro: elija un lugar fuera de él.</translation>
    </message>
    <message>
        <source>an evidence pack</source>
        <translation>un paquete de evidencias</translation>
    </message>
    <message>
        <source>a witness statement</source>
        <translation>una declaración de testigo</translation>
    </message>
    <message>
        <source>a report</source>
        <translation>un informe</translation>
    </message>
    <message>
        <source>a chart</source>
        <translation>un gráfico</translation>
    </message>
    <message>
        <source>No files were given to verify.</source>
        <translation>No se indicó ningún archivo que verificar.</translation>
    </message>
    <message>
        <source>The files given are empty: there is nothing to verify.</source>
        <translation>Los archivos indicados están vacíos: no hay nada que verificar.</translation>
    </message>
    <message>
        <source>{path} does not exist (check the name and the folder).</source>
        <translation>{path} no existe (revise el nombre y la carpeta).</translation>
    </message>
    <message>
        <source>{path} cannot be opened ({error}).</source>
        <translation>{path} no se puede abrir ({error}).</translation>
    </message>
    <message>
        <source>{path} is not a file or a folder (it is a pipe, a device or a socket), so it cannot be verified.</source>
        <translation>{path} no es un archivo ni una carpeta (es una tubería, un dispositivo o un socket), así que no se puede verificar.</translation>
    </message>
    <message>
        <source>{path} cannot be read: you have no permission to read it.</source>
        <translation>{path} no se puede leer: no tiene permiso para leerlo.</translation>
    </message>
    <message>
        <source>{label} is not a readable zip file ({error}).</source>
        <translation>{label} no es un archivo zip legible ({error}).</translation>
    </message>
    <message>
        <source>{label} holds {count} files, more than the {limit} a league's bundle can have; it was not opened.</source>
        <translation>{label} contiene {count} archivos, más de los {limit} que puede tener el paquete de una liga; no se abrió.</translation>
    </message>
    <message>
        <source>{label} would unpack to {total} bytes, more than the {limit} a league's bundle can have; it was not opened.</source>
        <translation>{label} se descomprimiría en {total} bytes, más de los {limit} que puede tener el paquete de una liga; no se abrió.</translation>
    </message>
    <message>
        <source>Two files land on the same place {path}: {first} and {second}. A program that unpacks or copies them keeps only one, and which one differs from program to program, so this bundle cannot be verified as it is. Ask for a copy in which every file appears once.</source>
        <translation>Dos archivos van a parar al mismo lugar {path}: {first} y {second}. Un programa que los descomprime o copia conserva solo uno, y cuál depende del programa, así que este paquete no se puede verificar tal como está. Pida una copia en la que cada archivo aparezca una sola vez.</translation>
    </message>
    <message>
        <source>{path} is {size} bytes, larger than the {limit} bytes such a file can be; it was not read.</source>
        <translation>{path} tiene {size} bytes, más de los {limit} bytes que puede tener un archivo así; no se leyó.</translation>
    </message>
    <message>
        <source>{path} cannot be read any more ({error}).</source>
        <translation>{path} ya no se puede leer ({error}).</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}).</source>
        <translation>{path} no se puede leer ({error}).</translation>
    </message>
    <message>
        <source>Nothing in {label} can be verified: no book, stamped list, ask text or code list was recognised.</source>
        <translation>Nada en {label} se puede verificar: no se reconoció ningún libro, lista sellada, texto de pregunta ni lista de código.</translation>
    </message>
    <message>
        <source>council-forecasts.csv was not provided: there are no forecast rows to compute statistics from.</source>
        <translation>No se proporcionó council-forecasts.csv: no hay filas de pronóstico con las que calcular estadísticas.</translation>
    </message>
    <message>
        <source>The book (council-book.jsonl) was not provided, so no forecast row can be verified.</source>
        <translation>No se proporcionó el libro (council-book.jsonl), así que no se puede verificar ninguna fila de pronóstico.</translation>
    </message>
    <message>
        <source>Checking {what}</source>
        <translation>Comprobando {what}</translation>
    </message>
    <message numerus="yes">
        <source>time anchors {done} of {total}</source>
        <translation>
            <numerusform>anclas de tiempo {done} de {total}</numerusform>
            <numerusform>anclas de tiempo {done} de {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking asks, code and the lines' properties</source>
        <translation>Comprobando las preguntas, el código y las propiedades de las líneas</translation>
    </message>
    <message>
        <source>Recounting the published figures</source>
        <translation>Recontando las cifras publicadas</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>and compare with the paper's printed values</source>
        <translation>y compárelo con los valores impresos en el artículo</translation>
    </message>
    <message>
        <source>or: ots info &lt;HHMMSS&gt;Z.txt.ots</source>
        <translation>o bien: ots info &lt;HHMMSS&gt;Z.txt.ots</translation>
    </message>
    <message>
        <source>compare with arena-code.json</source>
        <translation>compárelo con arena-code.json</translation>
    </message>
    <message>
        <source>max(at, booked_at) before 09:30 New York</source>
        <translation>max(at, booked_at) antes de las 09:30 de Nueva York</translation>
    </message>
    <message>
        <source>each hash must be a run line's ask_sha256 in council-book.jsonl</source>
        <translation>cada hash debe ser el ask_sha256 de una línea de ejecución en council-book.jsonl</translation>
    </message>
    <message>
        <source>equals the line's commitment</source>
        <translation>igual al compromiso de la línea</translation>
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
        <translation>el archivo supera los {limit} bytes, mucho más que cualquier sello de tiempo.</translation>
    </message>
    <message>
        <source>the signed content is not a time-stamp.</source>
        <translation>el contenido firmado no es un sello de tiempo.</translation>
    </message>
    <message>
        <source>the file is damaged or is not an RFC 3161 time-stamp.</source>
        <translation>el archivo está dañado o no es un sello de tiempo RFC 3161.</translation>
    </message>
    <message>
        <source>the authority refused the request (status {status}).</source>
        <translation>la autoridad rechazó la solicitud (estado {status}).</translation>
    </message>
    <message>
        <source>the authority refused the request (status {status}: {text}).</source>
        <translation>la autoridad rechazó la solicitud (estado {status}: {text}).</translation>
    </message>
    <message>
        <source>the reply holds no time-stamp.</source>
        <translation>la respuesta no contiene ningún sello de tiempo.</translation>
    </message>
    <message>
        <source>the reply's time-stamp is not a signed object.</source>
        <translation>el sello de tiempo de la respuesta no es un objeto firmado.</translation>
    </message>
    <message>
        <source>its time ({written}) is not a valid date and time.</source>
        <translation>su hora ({written}) no es una fecha y hora válidas.</translation>
    </message>
    <message>
        <source>its time ({written}) is not written in UTC, as RFC 3161 requires.</source>
        <translation>su hora ({written}) no está escrita en UTC, como exige RFC 3161.</translation>
    </message>
    <message>
        <source>its time ({written}, that is year {year}) is not a real time-stamp time (years {first} to {last} are accepted).</source>
        <translation>su hora ({written}, es decir, el año {year}) no es una hora real de sello de tiempo (se aceptan los años {first} a {last}).</translation>
    </message>
    <message>
        <source>its stated accuracy is not valid (RFC 3161 allows whole seconds and 1 to 999 milliseconds and microseconds).</source>
        <translation>su precisión declarada no es válida (RFC 3161 admite segundos enteros y de 1 a 999 milisegundos y microsegundos).</translation>
    </message>
    <message>
        <source>it has a structure this verifier cannot check.</source>
        <translation>tiene una estructura que este verificador no puede comprobar.</translation>
    </message>
    <message>
        <source>{file} in the proof folder could not be read as a certificate and was left out (openssl ts -verify -untrusted would stop at it); the token was checked with the certificates it carries and the folder's other files.</source>
        <translation>{file} en la carpeta de pruebas no pudo leerse como certificado y se dejó fuera (openssl ts -verify -untrusted se detendría en él); el sello se comprobó con los certificados que lleva consigo y con los demás archivos de la carpeta.</translation>
    </message>
    <message>
        <source>it names the hash {algorithm}, which is too weak or unknown to bind the list (SHA-256, SHA-384 or SHA-512 are accepted).</source>
        <translation>nombra el hash {algorithm}, demasiado débil o desconocido para vincular la lista (se aceptan SHA-256, SHA-384 o SHA-512).</translation>
    </message>
    <message>
        <source>it was issued for other content: its {algorithm} imprint is not the hash of this stamped list.</source>
        <translation>se emitió para otro contenido: su huella {algorithm} no es el hash de esta lista sellada.</translation>
    </message>
    <message>
        <source>it has {count} signatures instead of exactly one.</source>
        <translation>tiene {count} firmas en lugar de exactamente una.</translation>
    </message>
    <message>
        <source>the certificate of the authority that signed it is neither inside the token nor in the proof folder's tsa/ files.</source>
        <translation>el certificado de la autoridad que lo firmó no está ni dentro del sello ni en los archivos tsa/ de la carpeta de pruebas.</translation>
    </message>
    <message>
        <source>its signer ({signer}) does not lead to any root certificate you trust, valid at the time the token names.</source>
        <translation>su firmante ({signer}) no conduce a ningún certificado raíz en el que usted confíe y que fuera válido en la hora que indica el sello.</translation>
    </message>
    <message>
        <source>its signer ({signer}) does not lead to any root certificate you trust: the certificate chain is incomplete, as no certificate for the issuer '{issuer}' was given; add it with --untrusted or in Settings (or, if it is the authority's root and you trust it, as a trust root).</source>
        <translation>su firmante ({signer}) no conduce a ningún certificado raíz en el que usted confíe: la cadena de certificados está incompleta, pues no se dio ningún certificado del emisor '{issuer}'; añádalo con --untrusted o en Ajustes (o, si es la raíz de la autoridad y confía en ella, como raíz de confianza).</translation>
    </message>
    <message>
        <source>its signature does not match its content, so it was altered or not made with the authority's key.</source>
        <translation>su firma no corresponde a su contenido: fue alterado o no se hizo con la clave de la autoridad.</translation>
    </message>
    <message>
        <source>its signer's certificate is not marked for time-stamping (a critical timeStamping extended key usage is required).</source>
        <translation>el certificado de su firmante no está marcado para sellado de tiempo (se exige un uso extendido de clave timeStamping crítico).</translation>
    </message>
    <message>
        <source>its signed attributes name a different signing certificate.</source>
        <translation>sus atributos firmados nombran otro certificado de firma.</translation>
    </message>
    <message>
        <source>it lacks the signed attribute that names its signing certificate.</source>
        <translation>le falta el atributo firmado que nombra su certificado de firma.</translation>
    </message>
    <message>
        <source>The proof file is empty.</source>
        <translation>El archivo de prueba está vacío.</translation>
    </message>
    <message>
        <source>Only the first {checked} of its {count} Bitcoin attestations were checked; the others were not.</source>
        <translation>Solo se comprobaron las primeras {checked} de sus {count} atestaciones de Bitcoin; las demás no.</translation>
    </message>
    <message>
        <source>The proof file is far too large to be an OpenTimestamps proof.</source>
        <translation>El archivo de prueba es demasiado grande para ser una prueba de OpenTimestamps.</translation>
    </message>
    <message>
        <source>The file is not a readable OpenTimestamps proof: {reason}.</source>
        <translation>El archivo no es una prueba de OpenTimestamps legible: {reason}.</translation>
    </message>
    <message>
        <source>it does not start with the OpenTimestamps proof header</source>
        <translation>no empieza con la cabecera de una prueba de OpenTimestamps</translation>
    </message>
    <message>
        <source>it is cut short (truncated)</source>
        <translation>está cortado (truncado)</translation>
    </message>
    <message>
        <source>it has extra bytes after the end of the proof</source>
        <translation>tiene bytes de más tras el final de la prueba</translation>
    </message>
    <message>
        <source>it uses a proof format version this app does not know</source>
        <translation>usa una versión del formato de prueba que esta aplicación no conoce</translation>
    </message>
    <message>
        <source>it is damaged and cannot be read</source>
        <translation>está dañado y no se puede leer</translation>
    </message>
    <message>
        <source>The proof stamps a {name} hash of a file, not the SHA-256 of this stamped list.</source>
        <translation>La prueba sella un hash {name} de un archivo, no el SHA-256 de esta lista sellada.</translation>
    </message>
    <message>
        <source>The proof stamps the file's {name} hash, which this app cannot compute, so it was not checked.</source>
        <translation>La prueba sella el hash {name} del archivo, que esta aplicación no puede calcular, así que no se comprobó.</translation>
    </message>
    <message>
        <source>This proof is for another file: it stamps {name} {digest}, but {what} hashes to {expected}.</source>
        <translation>Esta prueba es de otro archivo: sella {name} {digest}, pero el hash de {what} es {expected}.</translation>
    </message>
    <message>
        <source>the stamped list</source>
        <translation>la lista sellada</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>el archivo</translation>
    </message>
    <message>
        <source>The proof stamps the file's SHA-1 hash, and SHA-1 is broken for collisions: whoever stamped it could have made two different files with the same SHA-1, so the proof cannot show which of them existed.</source>
        <translation>La prueba sella el hash SHA-1 del archivo, y SHA-1 está roto frente a colisiones: quien lo selló pudo crear dos archivos distintos con el mismo SHA-1, así que la prueba no puede mostrar cuál de ellos existía.</translation>
    </message>
    <message>
        <source>The proof is still pending at {calendars}: a pending attestation carries no time a reader can check yet; 'ots upgrade' completes the proof once the calendar has anchored it in Bitcoin.</source>
        <translation>La prueba sigue pendiente en {calendars}: una atestación pendiente aún no lleva una hora que un lector pueda comprobar; 'ots upgrade' completa la prueba cuando el calendario la haya anclado en Bitcoin.</translation>
    </message>
    <message>
        <source>The proof holds no Bitcoin attestation, only kinds this app cannot check: {kinds}.</source>
        <translation>La prueba no contiene ninguna atestación de Bitcoin, solo tipos que esta aplicación no puede comprobar: {kinds}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Block {height} was not checked: {reason}; look up its Merkle root by hand and compare it with the commitment {commitment}.</source>
        <translation>El bloque {height} no se comprobó: {reason}; busque a mano su raíz de Merkle y compárela con el compromiso {commitment}.</translation>
    </message>
    <message>
        <source>{first} Warning: {warning}</source>
        <translation>{first} Advertencia: {warning}</translation>
    </message>
    <message>
        <source>Upgraded from calendar {calendar} at {time}.</source>
        <translation>Completada desde el calendario {calendar} a las {time}.</translation>
    </message>
    <message>
        <source>Upgraded from calendar {calendar} at {time} (the completed proof kept in {place}, checked again now).</source>
        <translation>Completada desde el calendario {calendar} a las {time} (la prueba completada guardada en {place}, comprobada de nuevo ahora).</translation>
    </message>
    <message>
        <source>this computer's cache</source>
        <translation>la caché de este ordenador</translation>
    </message>
    <message>
        <source>the evidence pack</source>
        <translation>el paquete de evidencias</translation>
    </message>
    <message>
        <source>Offline, its calendar was not asked: when it checks online, this app asks the calendar for the completed proof itself; or run 'ots upgrade {proof}' and check the upgraded proof.</source>
        <translation>Sin conexión, no se consultó su calendario: al comprobar en línea, esta aplicación pide ella misma al calendario la prueba completada; o ejecute 'ots upgrade {proof}' y compruebe la prueba completada.</translation>
    </message>
    <message>
        <source>Its calendars were asked for the completed proof: {reasons}. It stays pending.</source>
        <translation>Se pidió la prueba completada a sus calendarios: {reasons}. Sigue pendiente.</translation>
    </message>
    <message>
        <source>The completed proof kept in {place} was not used: {reason}.</source>
        <translation>No se usó la prueba completada guardada en {place}: {reason}.</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>está dañada</translation>
    </message>
    <message>
        <source>it holds no Bitcoin attestation</source>
        <translation>no contiene ninguna atestación de Bitcoin</translation>
    </message>
    <message>
        <source>No calendar of this proof can be asked for the completed proof: {reasons}.</source>
        <translation>No se puede pedir la prueba completada a ninguno de los calendarios de esta prueba: {reasons}.</translation>
    </message>
    <message>
        <source>it names a calendar this proof does not name</source>
        <translation>nombra un calendario que esta prueba no nombra</translation>
    </message>
    <message>
        <source>{calendar} has not anchored it in Bitcoin yet</source>
        <translation>{calendar} aún no la ha anclado en Bitcoin</translation>
    </message>
    <message>
        <source>{calendar} has not anchored it in Bitcoin yet (it says "{said}")</source>
        <translation>{calendar} aún no la ha anclado en Bitcoin (responde "{said}")</translation>
    </message>
    <message>
        <source>{calendar} was not asked: a calendar is only asked at an https:// address</source>
        <translation>no se consultó {calendar}: solo se consulta un calendario en una dirección https://</translation>
    </message>
    <message>
        <source>{calendar} was not asked: its address names no host that can exist (.invalid)</source>
        <translation>no se consultó {calendar}: su dirección nombra un servidor que no puede existir (.invalid)</translation>
    </message>
    <message>
        <source>{calendar} {reason}</source>
        <translation>{calendar} {reason}</translation>
    </message>
    <message>
        <source>{calendar} answered with HTTP status {status}</source>
        <translation>{calendar} respondió con el estado HTTP {status}</translation>
    </message>
    <message>
        <source>{calendar} sent an answer that is not a readable timestamp</source>
        <translation>{calendar} envió una respuesta que no es una marca de tiempo legible</translation>
    </message>
    <message>
        <source>{calendar} sent an answer larger than {limit} bytes</source>
        <translation>{calendar} envió una respuesta de más de {limit} bytes</translation>
    </message>
    <message>
        <source>{calendar} sent an answer that does not verify ({reason})</source>
        <translation>{calendar} envió una respuesta que no se verifica ({reason})</translation>
    </message>
    <message>
        <source>{calendar} answered without a Bitcoin attestation</source>
        <translation>{calendar} respondió sin una atestación de Bitcoin</translation>
    </message>
    <message>
        <source>only the first {asked} of its {count} calendars were asked</source>
        <translation>solo se consultaron los primeros {asked} de sus {count} calendarios</translation>
    </message>
    <message>
        <source>The block explorers disagree about block {height}: {first} and {other} returned different block headers.</source>
        <translation>Los exploradores de bloques no coinciden sobre el bloque {height}: {first} y {other} devolvieron cabeceras de bloque distintas.</translation>
    </message>
    <message>
        <source>{disagree} Neither header has more work checked here, so the block is not checked; an Electrum server or a Bitcoin node gives the headers on top that decide it.</source>
        <translation>{disagree} Ninguno de los dos encabezados tiene más trabajo comprobado aquí, así que el bloque no se comprueba; un servidor Electrum o un nodo de Bitcoin da los encabezados de encima que lo deciden.</translation>
    </message>
    <message>
        <source>The sources disagree about block {height}: the header for it in {other} has more work ({blocks} block(s) checked here) than the header the proof names, so the proof's block is not in the chain with the most work, the one the network accepts (an orphaned block).</source>
        <translation>Las fuentes discrepan sobre el bloque {height}: su encabezado en {other} tiene más trabajo ({blocks} bloque(s) comprobado(s) aquí) que el encabezado que nombra la prueba, así que el bloque de la prueba no está en la cadena con más trabajo, la que acepta la red (un bloque huérfano).</translation>
    </message>
    <message>
        <source>The header for block {height} in {other} differs from the one the proof names and has less work: it is not counted, as the chain with the most work is the one the network accepts.</source>
        <translation>El encabezado del bloque {height} en {other} difiere del que nombra la prueba y tiene menos trabajo: no se cuenta, porque la red acepta la cadena con más trabajo.</translation>
    </message>
    <message>
        <source>The header for block {height} from {other} has less work than another source's: it is not counted, as the chain with the most work is the one the network accepts.</source>
        <translation>El encabezado del bloque {height} de {other} tiene menos trabajo que el de otra fuente: no se cuenta, porque la red acepta la cadena con más trabajo.</translation>
    </message>
    <message>
        <source>The sources disagree about block {height}: the header for it in {other} is not the one the proof names, and neither has more work checked here; an Electrum server or a Bitcoin node gives the headers on top that decide it.</source>
        <translation>Las fuentes discrepan sobre el bloque {height}: su encabezado en {other} no es el que nombra la prueba, y ninguno tiene más trabajo comprobado aquí; un servidor Electrum o un nodo de Bitcoin da los encabezados de encima que lo deciden.</translation>
    </message>
    <message>
        <source>no block header source (offline and no headers file)</source>
        <translation>ninguna fuente de cabeceras de bloque (sin conexión y sin archivo de cabeceras)</translation>
    </message>
    <message>
        <source>no block header source (none configured)</source>
        <translation>ninguna fuente de cabeceras de bloque (ninguna configurada)</translation>
    </message>
    <message>
        <source>The block header from {source} is unusable: {reason}</source>
        <translation>La cabecera de bloque de {source} no se puede usar: {reason}</translation>
    </message>
    <message>
        <source>A block header has 80 bytes; this one has {size}.</source>
        <translation>Una cabecera de bloque tiene 80 bytes; esta tiene {size}.</translation>
    </message>
    <message>
        <source>The block header is not written in hexadecimal.</source>
        <translation>La cabecera de bloque no está escrita en hexadecimal.</translation>
    </message>
    <message>
        <source>The header's difficulty field encodes a negative target.</source>
        <translation>El campo de dificultad de la cabecera codifica un objetivo negativo.</translation>
    </message>
    <message>
        <source>The header's difficulty field encodes a target of zero.</source>
        <translation>El campo de dificultad de la cabecera codifica un objetivo de cero.</translation>
    </message>
    <message>
        <source>The header's difficulty field encodes a target that is too large.</source>
        <translation>El campo de dificultad de la cabecera codifica un objetivo demasiado grande.</translation>
    </message>
    <message>
        <source>The block header from {source} does not hash to the block hash it named for block {height} ({hash}).</source>
        <translation>La cabecera de bloque de {source} no tiene el hash de bloque que nombró para el bloque {height} ({hash}).</translation>
    </message>
    <message>
        <source>The proof does not lead to this block: block {height}'s Merkle root is {root}, the proof arrives at {commitment}.</source>
        <translation>La prueba no conduce a este bloque: la raíz de Merkle del bloque {height} es {root}, la prueba llega a {commitment}.</translation>
    </message>
    <message>
        <source>The block header from {source} fails its own proof of work: its hash is above the target in its difficulty field, so no one mined it.</source>
        <translation>La cabecera de bloque de {source} no supera su propia prueba de trabajo: su hash está por encima del objetivo de su campo de dificultad, así que nadie la minó.</translation>
    </message>
    <message>
        <source>The proof leads to block {height} of a header that is not from Bitcoin's main chain (its proof of work is far too small); the time it shows, {time}, proves nothing.</source>
        <translation>La prueba conduce al bloque {height} de una cabecera que no es de la cadena principal de Bitcoin (su prueba de trabajo es demasiado pequeña); la hora que muestra, {time}, no prueba nada.</translation>
    </message>
    <message>
        <source>The proof leads to Bitcoin block {height}, header time {time}: the stamped list existed no later than about {bound} (header time plus {hours} hours).</source>
        <translation>La prueba conduce al bloque de Bitcoin {height}, hora de cabecera {time}: la lista sellada existía a más tardar hacia {bound} (hora de cabecera más {hours} horas).</translation>
    </message>
    <message>
        <source>The header of block {height} does not link to block {before}: it names {named} as the block before it, but block {before} hashes to {actual}.</source>
        <translation>La cabecera del bloque {height} no enlaza con el bloque {before}: nombra {named} como bloque anterior, pero el hash del bloque {before} es {actual}.</translation>
    </message>
    <message>
        <source>The header of block {height} fails its own proof of work, so the chain on top of the anchor is broken there.</source>
        <translation>La cabecera del bloque {height} no supera su propia prueba de trabajo, así que la cadena sobre el ancla se rompe ahí.</translation>
    </message>
    <message>
        <source>The header of block {height} has an unusable difficulty field.</source>
        <translation>La cabecera del bloque {height} tiene un campo de dificultad inutilizable.</translation>
    </message>
    <message>
        <source>Block {height} is not the block Bitcoin's main chain has there (the published checkpoint is {published}).</source>
        <translation>El bloque {height} no es el bloque que la cadena principal de Bitcoin tiene ahí (el punto de control publicado es {published}).</translation>
    </message>
    <message>
        <source>The header of block {height} is easier to mine than any main-chain block of its difficulty period: this is not Bitcoin's main chain.</source>
        <translation>La cabecera del bloque {height} es más fácil de minar que cualquier bloque de la cadena principal de su periodo de dificultad: esta no es la cadena principal de Bitcoin.</translation>
    </message>
    <message>
        <source>It has {count} confirmations in the headers checked.</source>
        <translation>Tiene {count} confirmaciones en las cabeceras comprobadas.</translation>
    </message>
    <message>
        <source>{why} It has {count} confirmations in the headers checked.</source>
        <translation>{why} Tiene {count} confirmaciones en las cabeceras comprobadas.</translation>
    </message>
    <message>
        <source>No header after the anchor's block was available, so the work on top of it was not checked.</source>
        <translation>No había ninguna cabecera tras el bloque del ancla, así que no se comprobó el trabajo encima de él.</translation>
    </message>
    <message>
        <source>{count} confirmations to block {last}, each header checked and linked: {work} expected hashes on top, {words} ({rate}).</source>
        <translation>{count} confirmaciones hasta el bloque {last}, cada cabecera comprobada y enlazada: {work} hashes esperados encima, {words} ({rate}).</translation>
    </message>
    <message>
        <source>at the rate the whole network mined the last checked block: one block every ten minutes at that block's difficulty</source>
        <translation>al ritmo con que toda la red minó el último bloque comprobado: un bloque cada diez minutos con la dificultad de ese bloque</translation>
    </message>
    <message>
        <source>about {count} year of the whole Bitcoin network's work</source>
        <translation>unos {count} año de trabajo de toda la red de Bitcoin</translation>
    </message>
    <message>
        <source>about {count} years of the whole Bitcoin network's work</source>
        <translation>unos {count} años de trabajo de toda la red de Bitcoin</translation>
    </message>
    <message>
        <source>about {count} day of the whole Bitcoin network's work</source>
        <translation>unos {count} día de trabajo de toda la red de Bitcoin</translation>
    </message>
    <message>
        <source>about {count} days of the whole Bitcoin network's work</source>
        <translation>unos {count} días de trabajo de toda la red de Bitcoin</translation>
    </message>
    <message>
        <source>about {count} hour of the whole Bitcoin network's work</source>
        <translation>unas {count} hora de trabajo de toda la red de Bitcoin</translation>
    </message>
    <message>
        <source>about {count} hours of the whole Bitcoin network's work</source>
        <translation>unas {count} horas de trabajo de toda la red de Bitcoin</translation>
    </message>
    <message>
        <source>about {count} minute of the whole Bitcoin network's work</source>
        <translation>unos {count} minuto de trabajo de toda la red de Bitcoin</translation>
    </message>
    <message>
        <source>about {count} minutes of the whole Bitcoin network's work</source>
        <translation>unos {count} minutos de trabajo de toda la red de Bitcoin</translation>
    </message>
    <message>
        <source>less than a minute of the whole Bitcoin network's work</source>
        <translation>menos de un minuto de trabajo de toda la red de Bitcoin</translation>
    </message>
    <message>
        <source>the log entry does not hold this list's fingerprint</source>
        <translation>la entrada del registro no contiene la huella de esta lista</translation>
    </message>
    <message>
        <source>the log's signature on this entry (signed entry timestamp) is not valid</source>
        <translation>la firma del registro sobre esta entrada (marca de tiempo de entrada firmada) no es válida</translation>
    </message>
    <message>
        <source>the entry's proof of inclusion in the log's tree does not add up</source>
        <translation>la prueba de inclusión de la entrada en el árbol del registro no cuadra</translation>
    </message>
    <message>
        <source>the log's signed tree head (checkpoint) does not verify with the log's key</source>
        <translation>la cabeza de árbol firmada del registro (checkpoint) no se verifica con la clave del registro</translation>
    </message>
    <message>
        <source>this log signs no time for its entries (a Rekor v2 log: no signed entry timestamp, no integrated time), so the seal's time comes from its time-stamp tokens alone, never from the log</source>
        <translation>este registro no firma ninguna hora para sus entradas (un registro Rekor v2: sin marca de tiempo de entrada firmada ni hora de integración), así que la hora del sello viene solo de sus sellos de tiempo, nunca del registro</translation>
    </message>
    <message>
        <source>the entry carries no signature from the log at all</source>
        <translation>la entrada no lleva ninguna firma del registro</translation>
    </message>
    <message>
        <source>the entry's name (UUID) does not match its content</source>
        <translation>el nombre de la entrada (UUID) no corresponde a su contenido</translation>
    </message>
    <message>
        <source>the log answered with a different entry than the one asked for</source>
        <translation>el registro respondió con una entrada distinta de la solicitada</translation>
    </message>
    <message>
        <source>the entry is at log position {position}, not at {expected} as given</source>
        <translation>la entrada está en la posición {position} del registro, no en {expected} como se indicó</translation>
    </message>
    <message>
        <source>the entry names a different log than the one whose key we hold</source>
        <translation>la entrada nombra un registro distinto de aquel cuya clave tenemos</translation>
    </message>
    <message>
        <source>the entry carries no signed entry timestamp, so the log did not sign its time</source>
        <translation>la entrada no lleva marca de tiempo de entrada firmada, así que el registro no firmó su hora</translation>
    </message>
    <message>
        <source>the log gave no inclusion proof, only its signed promise</source>
        <translation>el registro no dio ninguna prueba de inclusión, solo su promesa firmada</translation>
    </message>
    <message>
        <source>the entry's inclusion proof is damaged</source>
        <translation>la prueba de inclusión de la entrada está dañada</translation>
    </message>
    <message>
        <source>the log's signed tree head (checkpoint) is damaged</source>
        <translation>la cabeza de árbol firmada del registro (checkpoint) está dañada</translation>
    </message>
    <message>
        <source>the log's signed tree head is for another tree than the proof</source>
        <translation>la cabeza de árbol firmada del registro es de otro árbol que la prueba</translation>
    </message>
    <message>
        <source>the signature in the log entry does not verify over the list's fingerprint with the key the entry names</source>
        <translation>la firma de la entrada del registro no se verifica sobre la huella de la lista con la clave que nombra la entrada</translation>
    </message>
    <message>
        <source>the log's answer is too large to be one log entry</source>
        <translation>la respuesta del registro es demasiado grande para ser una sola entrada</translation>
    </message>
    <message>
        <source>the log's answer is not readable JSON</source>
        <translation>la respuesta del registro no es JSON legible</translation>
    </message>
    <message>
        <source>the log's answer does not hold exactly one entry</source>
        <translation>la respuesta del registro no contiene exactamente una entrada</translation>
    </message>
    <message>
        <source>the log's answer lacks the fields of a log entry</source>
        <translation>a la respuesta del registro le faltan los campos de una entrada</translation>
    </message>
    <message>
        <source>the log entry's body is not readable JSON</source>
        <translation>el cuerpo de la entrada del registro no es JSON legible</translation>
    </message>
    <message>
        <source>the log entry's body is not valid base64</source>
        <translation>el cuerpo de la entrada del registro no es base64 válido</translation>
    </message>
    <message>
        <source>unknown log: the entry's log id is not in the trusted root</source>
        <translation>registro desconocido: el id de registro de la entrada no está en la raíz de confianza</translation>
    </message>
    <message>
        <source>the key of {url} in the trusted root was not valid at the entry's time ({day})</source>
        <translation>la clave de {url} en la raíz de confianza no era válida en la hora de la entrada ({day})</translation>
    </message>
    <message>
        <source>the key of {url} in the trusted root is no longer valid, and the entry carries no signed entry timestamp to show it was logged while the key was</source>
        <translation>la clave de {url} en la raíz de confianza ya no es válida, y la entrada no lleva marca de tiempo de entrada firmada que muestre que se registró mientras la clave lo era</translation>
    </message>
    <message>
        <source>working offline and no answer from the log was saved for this list</source>
        <translation>se trabaja sin conexión y no se guardó ninguna respuesta del registro para esta lista</translation>
    </message>
    <message>
        <source>the log has no entry for this list</source>
        <translation>el registro no tiene ninguna entrada para esta lista</translation>
    </message>
    <message>
        <source>working offline, and the log answers the bundle carries in rekor/ could not be used for this list: {why}</source>
        <translation>se trabaja sin conexión, y las respuestas del registro que el paquete trae en rekor/ no pudieron usarse para esta lista: {why}</translation>
    </message>
    <message>
        <source>The log answers the bundle carries in rekor/ were not used for this list: {why}.</source>
        <translation>Las respuestas del registro que el paquete trae en rekor/ no se usaron para esta lista: {why}.</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, so it was not read</source>
        <translation>{file} ocupa más de {limit} bytes, así que no se leyó</translation>
    </message>
    <message>
        <source>{file} is not readable JSON</source>
        <translation>{file} no es JSON legible</translation>
    </message>
    <message>
        <source>{file} names no log entry in a form this app reads (a list's path or SHA-256 with a log index, a UUID or an entry file)</source>
        <translation>{file} no nombra ninguna entrada del registro en una forma que esta aplicación lea (la ruta o el SHA-256 de una lista con un índice del registro, un UUID o un archivo de entrada)</translation>
    </message>
    <message>
        <source>the bundle holds {count} file(s) under rekor/, but no {index} says which list each answers, and none is named by this list's SHA-256</source>
        <translation>el paquete contiene {count} archivo(s) en rekor/, pero ningún {index} dice a qué lista responde cada uno, y ninguno lleva el SHA-256 de esta lista como nombre</translation>
    </message>
    <message>
        <source>{file}: no entry names a list of this bundle (its {count} entries name other lists)</source>
        <translation>{file}: ninguna entrada nombra una lista de este paquete (sus {count} entradas nombran otras listas)</translation>
    </message>
    <message>
        <source>{file} names other lists of this bundle, but not this one</source>
        <translation>{file} nombra otras listas de este paquete, pero no esta</translation>
    </message>
    <message>
        <source>{file} names {entry} for this list, and the bundle does not hold that file</source>
        <translation>{file} nombra {entry} para esta lista, y el paquete no contiene ese archivo</translation>
    </message>
    <message>
        <source>the copy of the log's answer saved on this computer is unreadable ({reason})</source>
        <translation>la copia de la respuesta del registro guardada en este ordenador no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>The saved log entry is damaged: {reason}.</source>
        <translation>La entrada del registro guardada está dañada: {reason}.</translation>
    </message>
    <message>
        <source>the log's search answer is not readable</source>
        <translation>la respuesta de búsqueda del registro no es legible</translation>
    </message>
    <message>
        <source>the log's search answer is not a list of entries</source>
        <translation>la respuesta de búsqueda del registro no es una lista de entradas</translation>
    </message>
    <message>
        <source>the log was not asked in time: the {seconds} s allowed for checking time anchors online ran out</source>
        <translation>no se consultó el registro a tiempo: se agotaron los {seconds} s permitidos para comprobar los anclajes de tiempo en línea</translation>
    </message>
    <message>
        <source>the log {problem}</source>
        <translation>el registro {problem}</translation>
    </message>
    <message>
        <source>the log has no consistency proof between these tree sizes</source>
        <translation>el registro no tiene prueba de consistencia entre estos tamaños de árbol</translation>
    </message>
    <message>
        <source>the log's consistency proof is not readable</source>
        <translation>la prueba de consistencia del registro no es legible</translation>
    </message>
    <message>
        <source>the log answered with HTTP {status}</source>
        <translation>el registro respondió con HTTP {status}</translation>
    </message>
    <message>
        <source>{witness} (key {key}…)</source>
        <translation>{witness} (clave {key}…)</translation>
    </message>
    <message>
        <source>{name} is not a witness statement: {problem}.</source>
        <translation>{name} no es una declaración de testigo: {problem}.</translation>
    </message>
    <message>
        <source>the signature of {name} does not verify.</source>
        <translation>la firma de {name} no se verifica.</translation>
    </message>
    <message>
        <source>{name} is about another book ({book}).</source>
        <translation>{name} trata de otro libro ({book}).</translation>
    </message>
    <message>
        <source>witness {who} saw {lines} lines of {book} at {time}; this bundle's book has only {have}.</source>
        <translation>el testigo {who} vio {lines} líneas de {book} el {time}; el libro de este paquete solo tiene {have}.</translation>
    </message>
    <message>
        <source>witness {who} saw line {lines} of {book} at {time} with link {link}; this bundle has {have} at that line: line {lines} or a line before it was rewritten.</source>
        <translation>el testigo {who} vio la línea {lines} de {book} el {time} con el enlace {link}; este paquete tiene {have} en esa línea: la línea {lines} o una anterior se reescribió.</translation>
    </message>
    <message>
        <source>witness {who} saw the first {lines} lines of {book} at {time} hash to {sha256}; in this bundle they hash to {have}: a line up to line {lines} was changed (its link at that line is the same).</source>
        <translation>el testigo {who} vio que las primeras {lines} líneas de {book} el {time} tienen el hash {sha256}; en este paquete su hash es {have}: se cambió una línea hasta la {lines} (su enlace en esa línea es el mismo).</translation>
    </message>
    <message>
        <source>witness {who} saw the stamped list {list} at {time} with SHA-256 {sha256}; this bundle's has {have}.</source>
        <translation>el testigo {who} vio la lista sellada {list} el {time} con SHA-256 {sha256}; la de este paquete tiene {have}.</translation>
    </message>
    <message>
        <source>witness {who} saw {lines} lines at {time}; the book extends them.</source>
        <translation>el testigo {who} vio {lines} líneas el {time}; el libro las continúa.</translation>
    </message>
    <message>
        <source>{first} ({count} statements are contradicted.)</source>
        <translation>{first} ({count} declaraciones quedan contradichas.)</translation>
    </message>
    <message>
        <source>Not checked: no witness statement in the folder is about this bundle's book.</source>
        <translation>No comprobado: ninguna declaración de testigo de la carpeta trata del libro de este paquete.</translation>
    </message>
    <message numerus="yes">
        <source>{count} witness statement(s) agree: this bundle's book extends every prefix they saw.</source>
        <translation>
            <numerusform>{count} declaración de testigo coincide: el libro de este paquete continúa cada prefijo que vio.</numerusform>
            <numerusform>{count} declaraciones de testigo coinciden: el libro de este paquete continúa cada prefijo que vieron.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: the folder holds {count} more witness statement(s) that were not read (only the first {read} in name order are); of those read, {agreed} agree, but an unread one may contradict the book. Split the folder to check them all.</source>
        <translation>
            <numerusform>No comprobado: la carpeta contiene {count} declaración de testigo más que no se leyó (solo las primeras {read} por orden de nombre); de las leídas, {agreed} coinciden, pero una sin leer puede contradecir el libro. Divida la carpeta para comprobarlas todas.</numerusform>
            <numerusform>No comprobado: la carpeta contiene {count} declaraciones de testigo más que no se leyeron (solo las primeras {read} por orden de nombre); de las leídas, {agreed} coinciden, pero una sin leer puede contradecir el libro. Divida la carpeta para comprobarlas todas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} {count} were not counted: {reason}</source>
        <translation>{first} {count} no se contaron: {reason}</translation>
    </message>
    <message>
        <source>{name} was not provided.</source>
        <translation>No se proporcionó {name}.</translation>
    </message>
    <message>
        <source>{name} is larger than {limit} bytes and was not read.</source>
        <translation>{name} supera los {limit} bytes y no se leyó.</translation>
    </message>
    <message>
        <source>{name} is not valid JSON.</source>
        <translation>{name} no es JSON válido.</translation>
    </message>
    <message>
        <source>council-calibration.json is not a JSON object.</source>
        <translation>council-calibration.json no es un objeto JSON.</translation>
    </message>
    <message>
        <source>council-calibration.json has no climatology_fixed table.</source>
        <translation>council-calibration.json no tiene tabla climatology_fixed.</translation>
    </message>
    <message>
        <source>the climatology table has no usable rows.</source>
        <translation>la tabla de climatología no tiene filas utilizables.</translation>
    </message>
    <message>
        <source>the climatology carries no sha256, so it cannot be checked and is not used.</source>
        <translation>la climatología no lleva sha256, así que no se puede comprobar y no se usa.</translation>
    </message>
    <message>
        <source>the climatology's content hashes to {recomputed}…, not the declared {declared}…: the benchmark is not used.</source>
        <translation>el hash del contenido de la climatología es {recomputed}…, no el declarado {declared}…: no se usa la referencia.</translation>
    </message>
    <message>
        <source>council-clim-window.json hashes to {window}…, not the declared {declared}…: the benchmark is not used.</source>
        <translation>el hash de council-clim-window.json es {window}…, no el declarado {declared}…: no se usa la referencia.</translation>
    </message>
    <message>
        <source>the climatology base rate q is not usable: {reason}</source>
        <translation>la tasa base climatológica q no es utilizable: {reason}</translation>
    </message>
    <message>
        <source>its content hash did not check.</source>
        <translation>su hash de contenido no superó la comprobación.</translation>
    </message>
    <message>
        <source>fold p&lt;50 to 100-p with the outcome flipped; drop 50; [50,60) [60,70) [70,80) [80,100]</source>
        <translation>plegar p&lt;50 a 100-p invirtiendo el resultado; descartar 50; [50,60) [60,70) [70,80) [80,100]</translation>
    </message>
    <message>
        <source>default (paper, Section 4.4)</source>
        <translation>por defecto (artículo, sección 4.4)</translation>
    </message>
    <message>
        <source>not estimated: too few forecasts, sessions or outcomes of both kinds</source>
        <translation>no estimado: muy pocos pronósticos, sesiones o resultados de ambos tipos</translation>
    </message>
    <message>
        <source>not estimated: the fit did not converge (outcomes are perfectly separated by the probabilities)</source>
        <translation>no estimado: el ajuste no convergió (las probabilidades separan perfectamente los resultados)</translation>
    </message>
    <message>
        <source>session-clustered standard errors</source>
        <translation>errores estándar agrupados por sesión</translation>
    </message>
    <message>
        <source>interpolated between the lo and hi strikes</source>
        <translation>interpolado entre los strikes inferior y superior</translation>
    </message>
    <message>
        <source>as sealed</source>
        <translation>tal como se selló</translation>
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
        <translation>sin barra tras la referencia</translation>
    </message>
    <message>
        <source>no bar before end</source>
        <translation>sin barra antes del final</translation>
    </message>
    <message>
        <source>redirected to another address ({address}), which was refused</source>
        <translation>redirigió a otra dirección ({address}), lo que se rechazó</translation>
    </message>
    <message>
        <source>was not asked: no time was left</source>
        <translation>no se consultó: no quedaba tiempo</translation>
    </message>
    <message>
        <source>redirected too many times</source>
        <translation>redirigió demasiadas veces</translation>
    </message>
    <message>
        <source>sent an answer far too large</source>
        <translation>envió una respuesta demasiado grande</translation>
    </message>
    <message>
        <source>did not answer in time (within {seconds} s)</source>
        <translation>no respondió a tiempo (en {seconds} s)</translation>
    </message>
    <message>
        <source>is not a usable web address (http:// or https://)</source>
        <translation>no es una dirección web utilizable (http:// o https://)</translation>
    </message>
    <message>
        <source>could not be trusted: its certificate did not verify</source>
        <translation>no era de confianza: su certificado no se verificó</translation>
    </message>
    <message>
        <source>could not be reached</source>
        <translation>no se pudo alcanzar</translation>
    </message>
    <message>
        <source>cut the connection off before the whole answer arrived</source>
        <translation>cortó la conexión antes de que llegara toda la respuesta</translation>
    </message>
    <message>
        <source>could not be reached ({error})</source>
        <translation>no se pudo alcanzar ({error})</translation>
    </message>
    <message>
        <source>sent a packed answer the app does not unpack (Content-Encoding: {encoding})</source>
        <translation>envió una respuesta comprimida que la aplicación no descomprime (Content-Encoding: {encoding})</translation>
    </message>
    <message>
        <source>was not asked again (earlier in this check it {reason})</source>
        <translation>no se volvió a consultar (antes en esta comprobación: {reason})</translation>
    </message>
    <message>
        <source>no network: checking offline — tick Offline to skip this</source>
        <translation>sin red: se comprueba sin conexión — marque «Sin conexión» para omitir esto</translation>
    </message>
    <message>
        <source>en</source>
        <translation>es</translation>
    </message>
    <message>
        <source>Verification report: {label}</source>
        <translation>Informe de verificación: {label}</translation>
    </message>
    <message>
        <source>Sealed before the open: verification report</source>
        <translation>Sellado antes de la apertura: informe de verificación</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA: a synthetic league made by this app to show how the checks work. These are not real forecasts.</source>
        <translation>DATOS DE DEMOSTRACIÓN: una liga sintética creada por esta aplicación para mostrar cómo funcionan las comprobaciones. No son pronósticos reales.</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Veredicto:</translation>
    </message>
    <message>
        <source>The details of every step, seal and figure follow as an appendix.</source>
        <translation>Los detalles de cada paso, sello y cifra siguen como apéndice.</translation>
    </message>
    <message>
        <source>The bundle checked (SHA-256 of each file)</source>
        <translation>El paquete comprobado (SHA-256 de cada archivo)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Bitcoin block {height} {status}</source>
        <translation>Bitcoin bloque {height} {status}</translation>
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
        <translation>{tsa} a las {time} UTC {status}</translation>
    </message>
    <message>
        <source>{tsa} {status}</source>
        <translation>{tsa} {status}</translation>
    </message>
    <message>
        <source>Rekor log {status}</source>
        <translation>Registro Rekor {status}</translation>
    </message>
    <message>
        <source>no anchor</source>
        <translation>sin ancla</translation>
    </message>
    <message>
        <source>The seals of {day}</source>
        <translation>Los sellos del {day}</translation>
    </message>
    <message>
        <source>the bundle</source>
        <translation>paquete</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Hora (UTC)</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>Nueva York</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Anchors</source>
        <translation>Anclas</translation>
    </message>
    <message>
        <source>no sealed book line was changed, removed or moved after it was sealed (level 1: the operator's own hash chain, steps 3 and 4).</source>
        <translation>ninguna línea sellada del libro se cambió, eliminó o movió después de sellarse (nivel 1: la propia cadena de hashes del operador, pasos 3 y 4).</translation>
    </message>
    <message>
        <source>the sealed lines existed before a time the operator does not control (level 2: a Bitcoin block or the public log, step 6 or 10).</source>
        <translation>las líneas selladas existían antes de un momento que el operador no controla (nivel 2: un bloque de Bitcoin o el registro público, paso 6 o 10).</translation>
    </message>
    <message>
        <source>authorities you trust signed the seals before the 09:30 New York open (level 2+: step 9).</source>
        <translation>autoridades en las que usted confía firmaron los sellos antes de la apertura de las 09:30 de Nueva York (nivel 2+: paso 9).</translation>
    </message>
    <message>
        <source>that the forecasts are any good, or that the league's prices are right.</source>
        <translation>que los pronósticos sean buenos, o que los precios de la liga sean correctos.</translation>
    </message>
    <message>
        <source>Proven:</source>
        <translation>Probado:</translation>
    </message>
    <message>
        <source>Not proven:</source>
        <translation>No probado:</translation>
    </message>
    <message>
        <source>Never proven by seals:</source>
        <translation>Nunca probado por los sellos:</translation>
    </message>
    <message>
        <source>What is proven and what is not</source>
        <translation>Qué está probado y qué no</translation>
    </message>
    <message>
        <source>How to re-run every check by hand</source>
        <translation>Cómo repetir cada comprobación a mano</translation>
    </message>
    <message>
        <source>How this was checked</source>
        <translation>Cómo se comprobó</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Comprobado</translation>
    </message>
    <message>
        <source>{utc} UTC ({new_york} New York), {version}</source>
        <translation>{utc} UTC ({new_york} Nueva York), {version}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>offline: nothing was asked of the network</source>
        <translation>sin conexión: no se preguntó nada a la red</translation>
    </message>
    <message>
        <source>online: block headers and the log were asked over the network</source>
        <translation>con conexión: las cabeceras de bloque y el registro se pidieron por la red</translation>
    </message>
    <message>
        <source>Block headers</source>
        <translation>Cabeceras de bloque</translation>
    </message>
    <message>
        <source>the demonstration's own headers, shipped in the bundle (not Bitcoin's)</source>
        <translation>las cabeceras propias de la demostración, incluidas en el paquete (no las de Bitcoin)</translation>
    </message>
    <message>
        <source>the file {file}, given by you (a headers file can be fake: it proves only what its source is worth)</source>
        <translation>el archivo {file}, dado por usted (un archivo de cabeceras puede ser falso: prueba solo lo que vale su origen)</translation>
    </message>
    <message>
        <source>none: offline and no headers file was given</source>
        <translation>ninguna: sin conexión y no se dio ningún archivo de cabeceras</translation>
    </message>
    <message>
        <source>asked of public sources ({sources})</source>
        <translation>pedidas a fuentes públicas ({sources})</translation>
    </message>
    <message>
        <source>the app's default explorers</source>
        <translation>los exploradores predeterminados de la aplicación</translation>
    </message>
    <message>
        <source>Log key</source>
        <translation>Clave del registro</translation>
    </message>
    <message>
        <source>the app's demonstration key (proves nothing)</source>
        <translation>la clave de demostración de la aplicación (no prueba nada)</translation>
    </message>
    <message>
        <source>{file}, given by you</source>
        <translation>{file}, dado por usted</translation>
    </message>
    <message>
        <source>the public Rekor key shipped with the app</source>
        <translation>la clave pública de Rekor incluida con la aplicación</translation>
    </message>
    <message>
        <source>Time-stamp roots</source>
        <translation>Raíces de sellado de tiempo</translation>
    </message>
    <message>
        <source>the demonstration root shipped with the app (vouches for nothing real)</source>
        <translation>la raíz de demostración incluida con la aplicación (no avala nada real)</translation>
    </message>
    <message>
        <source>the roots shipped with the app and your computer's trust store</source>
        <translation>las raíces incluidas con la aplicación y el almacén de confianza de su ordenador</translation>
    </message>
    <message>
        <source>Added by you: {files}.</source>
        <translation>Añadidas por usted: {files}.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>not recorded with this result</source>
        <translation>no registrados con este resultado</translation>
    </message>
    <message>
        <source>Seals listed</source>
        <translation>Sellos listados</translation>
    </message>
    <message>
        <source>{day} (the day you chose; New York session day)</source>
        <translation>{day} (el día que usted eligió; día de sesión de Nueva York)</translation>
    </message>
    <message>
        <source>{day} (the bundle's last day; no day was chosen)</source>
        <translation>{day} (el último día del paquete; no se eligió ningún día)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadística</translation>
    </message>
    <message>
        <source>N_eff</source>
        <translation>N_eff</translation>
    </message>
    <message>
        <source>{value} independent voices ({horizon}, the mean of the last {runs} counted runs)</source>
        <translation>{value} voces independientes ({horizon}, la media de las últimas {runs} ejecuciones contadas)</translation>
    </message>
    <message>
        <source>Registered test</source>
        <translation>Prueba registrada</translation>
    </message>
    <message>
        <source>Its benchmark (the climatology) was not frozen by the registration.</source>
        <translation>Su referencia (la climatología) no quedó fijada por el registro.</translation>
    </message>
    <message>
        <source>What limits this result</source>
        <translation>Qué limita este resultado</translation>
    </message>
    <message>
        <source>{label}: {status}</source>
        <translation>{label}: {status}</translation>
    </message>
    <message>
        <source>OUT OF DATE: the settings were changed after this check and it was not run again; this report shows the result of the earlier settings.</source>
        <translation>DESACTUALIZADO: los ajustes cambiaron después de esta comprobación y no se volvió a ejecutar; este informe muestra el resultado de los ajustes anteriores.</translation>
    </message>
    <message>
        <source>Appendix: every check in detail</source>
        <translation>Apéndice: cada comprobación en detalle</translation>
    </message>
    <message>
        <source>Bundle</source>
        <translation>Paquete</translation>
    </message>
    <message>
        <source>Book lines verified (sealed and chained)</source>
        <translation>Líneas del libro verificadas (selladas y encadenadas)</translation>
    </message>
    <message>
        <source>Stamped lists (seals)</source>
        <translation>Listas selladas (sellos)</translation>
    </message>
    <message>
        <source>Time of the check</source>
        <translation>Hora de la comprobación</translation>
    </message>
    <message>
        <source>Checked with</source>
        <translation>Comprobado con</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>Informe escrito</translation>
    </message>
    <message>
        <source>verifier-app version {version}</source>
        <translation>verifier-app versión {version}</translation>
    </message>
    <message>
        <source>no book was provided</source>
        <translation>no se proporcionó ningún libro</translation>
    </message>
    <message>
        <source>1–{through} of {total}</source>
        <translation>1–{through} de {total}</translation>
    </message>
    <message>
        <source>none of {total}</source>
        <translation>ninguna de {total}</translation>
    </message>
    <message>
        <source>The ten steps (the paper's Appendix B) and the further checks</source>
        <translation>Los diez pasos (el apéndice B del artículo) y las comprobaciones adicionales</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>What was checked</source>
        <translation>Qué se comprobó</translation>
    </message>
    <message>
        <source>By hand:</source>
        <translation>A mano:</translation>
    </message>
    <message>
        <source>DOES NOT APPLY</source>
        <translation>NO SE APLICA</translation>
    </message>
    <message>
        <source>Why the verdict is what it is</source>
        <translation>Por qué el veredicto es el que es</translation>
    </message>
    <message numerus="yes">
        <source>… and {count} more</source>
        <translation>
            <numerusform>… y {count} más</numerusform>
            <numerusform>… y {count} más</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {number}: {title}</source>
        <translation>Paso {number}: {title}</translation>
    </message>
    <message>
        <source>Proof-of-before properties per forecast line</source>
        <translation>Propiedades de prueba previa por línea de pronóstico</translation>
    </message>
    <message>
        <source>Not checked: no forecast line was verified.</source>
        <translation>No comprobado: no se verificó ninguna línea de pronóstico.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Propiedad</translation>
    </message>
    <message>
        <source>Trust levels</source>
        <translation>Niveles de confianza</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <source>No substitution: the line is inside a stamped prefix that matched.</source>
        <translation>Sin sustitución: la línea está dentro de un prefijo sellado que coincidió.</translation>
    </message>
    <message>
        <source>No rebuild after the anchor: a seal covering the line is anchored in Bitcoin or logged in Rekor.</source>
        <translation>Sin reconstrucción tras el ancla: un sello que cubre la línea está anclado en Bitcoin o registrado en Rekor.</translation>
    </message>
    <message>
        <source>Committed before the reference: sealed before the session's 09:30 New York open.</source>
        <translation>Comprometido antes de la referencia: sellado antes de la apertura de las 09:30 de Nueva York de la sesión.</translation>
    </message>
    <message>
        <source>No selection among runs: the counted run follows a rule declared in advance.</source>
        <translation>Sin selección entre ejecuciones: la ejecución contada sigue una regla declarada de antemano.</translation>
    </message>
    <message>
        <source>P3 per session: which run counts, by which declared rule</source>
        <translation>P3 por sesión: qué ejecución cuenta, por qué regla declarada</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>Sources this check relied on</source>
        <translation>Fuentes en las que se apoyó esta comprobación</translation>
    </message>
    <message>
        <source>Where the app got what it compared against. None of them is controlled by the league's operator, except where the bundle itself is named.</source>
        <translation>De dónde obtuvo la aplicación aquello con lo que comparó. Ninguna está controlada por el operador de la liga, salvo donde se nombra el propio paquete.</translation>
    </message>
    <message>
        <source>none used</source>
        <translation>ninguna usada</translation>
    </message>
    <message>
        <source>Bitcoin block headers</source>
        <translation>Cabeceras de bloque de Bitcoin</translation>
    </message>
    <message>
        <source>Trust roots for the time-stamp authorities</source>
        <translation>Raíces de confianza de las autoridades de sellado de tiempo</translation>
    </message>
    <message>
        <source>Transparency log</source>
        <translation>Registro de transparencia</translation>
    </message>
    <message>
        <source>chain intact</source>
        <translation>cadena intacta</translation>
    </message>
    <message>
        <source>chain broken at line {line}</source>
        <translation>cadena rota en la línea {line}</translation>
    </message>
    <message>
        <source>{lines} lines, {chain}</source>
        <translation>{lines} líneas, {chain}</translation>
    </message>
    <message>
        <source>Evidence: the chained files as checked</source>
        <translation>Evidencia: los archivos encadenados tal como se comprobaron</translation>
    </message>
    <message>
        <source>SHA-256 of the whole file</source>
        <translation>SHA-256 del archivo completo</translation>
    </message>
    <message>
        <source>Statistics (from the values sealed in the verified book)</source>
        <translation>Estadísticas (a partir de los valores sellados en el libro verificado)</translation>
    </message>
    <message>
        <source>Forecast rows: {total} in total, {verified} verified, {not_sealed} not sealed, {failed} failed. Only verified rows are used, with the book's sealed values in place of the file's.</source>
        <translation>Filas de pronóstico: {total} en total, {verified} verificadas, {not_sealed} no selladas, {failed} fallidas. Solo se usan las filas verificadas, con los valores sellados del libro en lugar de los del archivo.</translation>
    </message>
    <message>
        <source>Statistics were not included in this report.</source>
        <translation>Las estadísticas no se incluyeron en este informe.</translation>
    </message>
    <message>
        <source>Charts not available in this report.</source>
        <translation>No hay gráficos disponibles en este informe.</translation>
    </message>
    <message>
        <source>no interval yet</source>
        <translation>aún sin intervalo</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} a {high}</translation>
    </message>
    <message>
        <source>The registered test (the paper's Section 8)</source>
        <translation>La prueba registrada (sección 8 del artículo)</translation>
    </message>
    <message>
        <source>Estimate {estimate} over {sessions} sessions; 95% interval {ci95}; 90% interval {ci90} (margin ±0.01; moving blocks of 5 sessions, 10,000 resamples, seed 20261102).</source>
        <translation>Estimación {estimate} sobre {sessions} sesiones; intervalo del 95 % {ci95}; intervalo del 90 % {ci90} (margen ±0,01; bloques móviles de 5 sesiones, 10.000 remuestreos, semilla 20261102).</translation>
    </message>
    <message>
        <source>Disagreement (secondary, undirected): {reading}. Against the shadow consensus: {shadow}.</source>
        <translation>Desacuerdo (secundario, sin dirección): {reading}. Frente al consenso en la sombra: {shadow}.</translation>
    </message>
    <message>
        <source>Claims ladder</source>
        <translation>Escalera de afirmaciones</translation>
    </message>
    <message>
        <source>(Section 3.12, Table B1):</source>
        <translation>(sección 3.12, tabla B1):</translation>
    </message>
    <message>
        <source>Independent prices</source>
        <translation>Precios independientes</translation>
    </message>
    <message>
        <source>Problems with the files given</source>
        <translation>Problemas con los archivos indicados</translation>
    </message>
    <message>
        <source>Made with verifier-app {version}, which checks the league's seals without trusting its operator. The commands in the steps table let anyone repeat each check by hand.</source>
        <translation>Hecho con verifier-app {version}, que comprueba los sellos de la liga sin confiar en su operador. Los comandos de la tabla de pasos permiten a cualquiera repetir cada comprobación a mano.</translation>
    </message>
    <message>
        <source>*** DEMONSTRATION DATA: a synthetic league, not real forecasts ***</source>
        <translation>*** DATOS DE DEMOSTRACIÓN: una liga sintética, no pronósticos reales ***</translation>
    </message>
    <message>
        <source>Steps (Appendix B)</source>
        <translation>Pasos (apéndice B)</translation>
    </message>
    <message>
        <source>Further checks</source>
        <translation>Comprobaciones adicionales</translation>
    </message>
    <message>
        <source>(does not apply)</source>
        <translation>(no se aplica)</translation>
    </message>
    <message numerus="yes">
        <source>  … and {count} more (see --json)</source>
        <translation>
            <numerusform>  … y {count} más (vea --json)</numerusform>
            <numerusform>  … y {count} más (vea --json)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seals ({count})</source>
        <translation>Sellos ({count})</translation>
    </message>
    <message>
        <source>{book} {lines} lines {mark}</source>
        <translation>{book} {lines} líneas {mark}</translation>
    </message>
    <message>
        <source>(matches)</source>
        <translation>(coincide)</translation>
    </message>
    <message>
        <source>(DOES NOT MATCH)</source>
        <translation>(NO COINCIDE)</translation>
    </message>
    <message>
        <source>(not checked: book not provided)</source>
        <translation>(no comprobado: libro no proporcionado)</translation>
    </message>
    <message>
        <source>Bitcoin block {height} at {time}</source>
        <translation>Bloque de Bitcoin {height} el {time}</translation>
    </message>
    <message>
        <source>Bitcoin block {height} at {time}, NOT main-chain work</source>
        <translation>Bloque de Bitcoin {height} el {time}, SIN trabajo de la cadena principal</translation>
    </message>
    <message>
        <source>Bitcoin: pending</source>
        <translation>Bitcoin: pendiente</translation>
    </message>
    <message>
        <source>Bitcoin: fail</source>
        <translation>Bitcoin: falla</translation>
    </message>
    <message>
        <source>Bitcoin: not checked</source>
        <translation>Bitcoin: no comprobado</translation>
    </message>
    <message>
        <source>{tsa}: {mark} {when}</source>
        <translation>{tsa}: {mark} {when}</translation>
    </message>
    <message>
        <source>{tsa}: {mark} {when} before the open</source>
        <translation>{tsa}: {mark} {when} antes de la apertura</translation>
    </message>
    <message>
        <source>{tsa}: {mark} {when} AFTER the open</source>
        <translation>{tsa}: {mark} {when} DESPUÉS de la apertura</translation>
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
        <translation>(claves de demostración)</translation>
    </message>
    <message>
        <source>Blind-season identities: {mark}: {detail}</source>
        <translation>Identidades de la temporada ciega: {mark}: {detail}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>abiertas</translation>
    </message>
    <message>
        <source>DO NOT MATCH</source>
        <translation>NO COINCIDEN</translation>
    </message>
    <message>
        <source>sealed</source>
        <translation>selladas</translation>
    </message>
    <message>
        <source>Cross-check against the values printed in the paper</source>
        <translation>Contraste con los valores impresos en el artículo</translation>
    </message>
    <message>
        <source>  None of the paper's printed values is in this bundle: if it is meant to be the league the paper describes, its seals are not the ones the paper printed.</source>
        <translation>  Ninguno de los valores impresos en el artículo está en este paquete: si pretende ser la liga que describe el artículo, sus sellos no son los que imprimió el artículo.</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>coincide</translation>
    </message>
    <message>
        <source>DIFFERS from the paper</source>
        <translation>DIFIERE del artículo</translation>
    </message>
    <message>
        <source>printed {printed}, this bundle {observed}</source>
        <translation>impreso {printed}, este paquete {observed}</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Sellos</translation>
    </message>
    <message>
        <source>No stamped list was provided: nothing is sealed.</source>
        <translation>No se proporcionó ninguna lista sellada: nada está sellado.</translation>
    </message>
    <message numerus="yes">
        <source>Seals ({count} stamped lists)</source>
        <translation>
            <numerusform>Sellos ({count} lista sellada)</numerusform>
            <numerusform>Sellos ({count} listas selladas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Each seal in detail</source>
        <translation>Cada sello en detalle</translation>
    </message>
    <message numerus="yes">
        <source>In full here: the {count} seal(s) that failed. Every check of every seal, with its sentence, is in the file seals.csv attached to this PDF (open the PDF's attachments), and in the HTML report.</source>
        <translation>
            <numerusform>Aquí completo: el {count} sello que falló. Cada comprobación de cada sello, con su frase, está en el archivo seals.csv adjunto a este PDF (abra los adjuntos del PDF) y en el informe HTML.</numerusform>
            <numerusform>Aquí completos: los {count} sellos que fallaron. Cada comprobación de cada sello, con su frase, está en el archivo seals.csv adjunto a este PDF (abra los adjuntos del PDF) y en el informe HTML.</numerusform>
        </translation>
    </message>
    <message>
        <source>What each stamped list covers, and each independent anchor of its fingerprint.</source>
        <translation>Qué cubre cada lista sellada, y cada ancla independiente de su huella.</translation>
    </message>
    <message>
        <source>Sealed at (UTC)</source>
        <translation>Sellado a las (UTC)</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Sello</translation>
    </message>
    <message>
        <source>Bitcoin</source>
        <translation>Bitcoin</translation>
    </message>
    <message>
        <source>Time-stamp authorities</source>
        <translation>Autoridades de sellado de tiempo</translation>
    </message>
    <message>
        <source>Rekor log</source>
        <translation>Registro Rekor</translation>
    </message>
    <message>
        <source>block {height}</source>
        <translation>bloque {height}</translation>
    </message>
    <message>
        <source>NONE</source>
        <translation>NINGUNA</translation>
    </message>
    <message>
        <source>Stamped list</source>
        <translation>Lista sellada</translation>
    </message>
    <message>
        <source>Time it claims</source>
        <translation>Hora que declara</translation>
    </message>
    <message>
        <source>Fingerprint (SHA-256)</source>
        <translation>Huella (SHA-256)</translation>
    </message>
    <message>
        <source>Covers {book}</source>
        <translation>Cubre {book}</translation>
    </message>
    <message>
        <source>first {lines} lines, SHA-256</source>
        <translation>primeras {lines} líneas, SHA-256</translation>
    </message>
    <message>
        <source>MATCHES</source>
        <translation>COINCIDE</translation>
    </message>
    <message>
        <source>DOES NOT MATCH</source>
        <translation>NO COINCIDE</translation>
    </message>
    <message>
        <source>NOT CHECKED: BOOK NOT PROVIDED</source>
        <translation>NO COMPROBADO: LIBRO NO PROPORCIONADO</translation>
    </message>
    <message>
        <source>Bitcoin (OpenTimestamps)</source>
        <translation>Bitcoin (OpenTimestamps)</translation>
    </message>
    <message>
        <source>Time-stamp authority {tsa}</source>
        <translation>Autoridad de sellado de tiempo {tsa}</translation>
    </message>
    <message>
        <source>no token provided</source>
        <translation>no se proporcionó ningún token</translation>
    </message>
    <message>
        <source>Transparency log (Rekor)</source>
        <translation>Registro de transparencia (Rekor)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>block {height}, header time {time}</source>
        <translation>bloque {height}, hora de cabecera {time}</translation>
    </message>
    <message>
        <source>, existed no later than {bound}</source>
        <translation>, existía a más tardar el {bound}</translation>
    </message>
    <message>
        <source>Block headers from: {source}</source>
        <translation>Cabeceras de bloque de: {source}</translation>
    </message>
    <message>
        <source>before the 09:30 New York open</source>
        <translation>antes de la apertura de las 09:30 de Nueva York</translation>
    </message>
    <message>
        <source>AFTER the 09:30 New York open</source>
        <translation>DESPUÉS de la apertura de las 09:30 de Nueva York</translation>
    </message>
    <message>
        <source>signed {time} {when}</source>
        <translation>firmado {time} {when}</translation>
    </message>
    <message>
        <source>Trusted because of the root {subject}</source>
        <translation>De confianza por la raíz {subject}</translation>
    </message>
    <message>
        <source>entered {time}, log index {index}</source>
        <translation>registrado {time}, índice {index}</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path} no se puede leer ({reason}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file; give {what}.</source>
        <translation>{path} es una carpeta, no un archivo; indique {what}.</translation>
    </message>
    <message>
        <source>{path} is not a regular file (it is a device, pipe or socket); give {what}.</source>
        <translation>{path} no es un archivo normal (es un dispositivo, una tubería o un socket); indique {what}.</translation>
    </message>
    <message>
        <source>{path} is empty; give {what}.</source>
        <translation>{path} está vacío; indique {what}.</translation>
    </message>
    <message>
        <source>{path} is larger than {cap} bytes, too large to be {what}.</source>
        <translation>{path} ocupa más de {cap} bytes, demasiado para ser {what}.</translation>
    </message>
    <message>
        <source>{path} is a folder; give the name of a file to write {what} to.</source>
        <translation>{path} es una carpeta; indique el nombre de un archivo donde escribir {what}.</translation>
    </message>
    <message>
        <source>{path} is not a regular file (it is a device, pipe or socket); give the name of a file to write {what} to.</source>
        <translation>{path} no es un archivo normal (es un dispositivo, una tubería o un socket); indique el nombre de un archivo donde escribir {what}.</translation>
    </message>
    <message>
        <source>Could not save {what} to {path} ({reason}).</source>
        <translation>No se pudo guardar {what} en {path} ({reason}).</translation>
    </message>
    <message>
        <source>a headers file</source>
        <translation>un archivo de cabeceras</translation>
    </message>
    <message>
        <source>a cookie file</source>
        <translation>un archivo de cookie</translation>
    </message>
    <message>
        <source>a public key (PEM)</source>
        <translation>una clave pública (PEM)</translation>
    </message>
    <message>
        <source>a certificate (PEM)</source>
        <translation>un certificado (PEM)</translation>
    </message>
    <message>
        <source>a root certificate (PEM or DER)</source>
        <translation>un certificado raíz (PEM o DER)</translation>
    </message>
    <message>
        <source>an intermediate certificate (PEM or DER)</source>
        <translation>un certificado intermedio (PEM o DER)</translation>
    </message>
    <message>
        <source>a price file (CSV)</source>
        <translation>un archivo de precios (CSV)</translation>
    </message>
    <message>
        <source>a witness key (PEM)</source>
        <translation>una clave de testigo (PEM)</translation>
    </message>
    <message>
        <source>The copy kept in the cache folder ({name}) was damaged ({why}) and was not used.</source>
        <translation>La copia guardada en la carpeta de caché ({name}) estaba dañada ({why}) y no se usó.</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>a folder stands in its place</source>
        <translation>en su lugar hay una carpeta</translation>
    </message>
    <message>
        <source>it is larger than {cap} bytes</source>
        <translation>ocupa más de {cap} bytes</translation>
    </message>
    <message>
        <source>its content does not match its name</source>
        <translation>su contenido no coincide con su nombre</translation>
    </message>
    <message>
        <source>it cannot be read: {reason}</source>
        <translation>no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>the log's signature on it does not verify</source>
        <translation>la firma del registro sobre ella no es válida</translation>
    </message>
    <message>
        <source>it no longer verifies as the log's answer</source>
        <translation>ya no se verifica como la respuesta del registro</translation>
    </message>
    <message>
        <source>{count} of its rows are not block headers</source>
        <translation>{count} de sus filas no son cabeceras de bloque</translation>
    </message>
    <message>
        <source>The seals of {day} (a New York day)</source>
        <translation>Los sellos del {day} (un día de Nueva York)</translation>
    </message>
    <message>
        <source>This bundle holds no seal of {day}.</source>
        <translation>Este paquete no contiene ningún sello del {day}.</translation>
    </message>
    <message numerus="yes">
        <source>{day}: {count} seal(s), {failed} failed, {pending} with the Bitcoin proof still pending.</source>
        <translation>
            <numerusform>{day}: {count} sello, {failed} fallido(s), {pending} con la prueba de Bitcoin aún pendiente.</numerusform>
            <numerusform>{day}: {count} sellos, {failed} fallido(s), {pending} con la prueba de Bitcoin aún pendiente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Days with seals: {days}.</source>
        <translation>Días con sellos: {days}.</translation>
    </message>
    <message>
        <source>{text} is not a day of the form YYYY-MM-DD.</source>
        <translation>{text} no es un día de la forma AAAA-MM-DD (YYYY-MM-DD).</translation>
    </message>
    <message>
        <source>{time}: {list} — {status}, level {level}</source>
        <translation>{time}: {list} — {status}, nivel {level}</translation>
    </message>
    <message>
        <source>{time}: {list} — {status}, no level reached</source>
        <translation>{time}: {list} — {status}, ningún nivel alcanzado</translation>
    </message>
    <message>
        <source>{utc} UTC ({new_york} in New York)</source>
        <translation>{utc} UTC ({new_york} en Nueva York)</translation>
    </message>
    <message>
        <source>time not known</source>
        <translation>hora desconocida</translation>
    </message>
    <message>
        <source>{utc} UTC / {new_york} NY</source>
        <translation>{utc} UTC / {new_york} NY</translation>
    </message>
    <message>
        <source>covers {book} lines 1–{lines} (new since the seal before: {first}–{lines})</source>
        <translation>cubre {book} líneas 1–{lines} (nuevas desde el sello anterior: {first}–{lines})</translation>
    </message>
    <message>
        <source>covers {book} lines 1–{lines} (nothing new since the seal before)</source>
        <translation>cubre {book} líneas 1–{lines} (nada nuevo desde el sello anterior)</translation>
    </message>
    <message>
        <source>Bitcoin block {name}: {status}</source>
        <translation>Bloque de Bitcoin {name}: {status}</translation>
    </message>
    <message>
        <source>Bitcoin proof: {status}</source>
        <translation>Prueba de Bitcoin: {status}</translation>
    </message>
    <message>
        <source>Bitcoin proof pending at its calendar: {status}</source>
        <translation>Prueba de Bitcoin pendiente en su calendario: {status}</translation>
    </message>
    <message>
        <source>Time-stamp authority {name}: {status}</source>
        <translation>Autoridad de sellado de tiempo {name}: {status}</translation>
    </message>
    <message>
        <source>Transparency log: {status}</source>
        <translation>Registro de transparencia: {status}</translation>
    </message>
    <message>
        <source>{anchor}, {time}</source>
        <translation>{anchor}, {time}</translation>
    </message>
    <message>
        <source>{anchor}, completed from calendar {calendar}</source>
        <translation>{anchor}, completada desde el calendario {calendar}</translation>
    </message>
    <message>
        <source>Bitcoin proof still pending at {calendars}: likely complete between {start} and {end} UTC ({start_ny} to {end_ny} in New York), assuming the calendar's commitment reaches a Bitcoin block with a few confirmations, which typically takes 1 to 3 hours after the stamp.</source>
        <translation>Prueba de Bitcoin aún pendiente en {calendars}: probablemente completa entre las {start} y las {end} UTC ({start_ny} a {end_ny} en Nueva York), suponiendo que el compromiso del calendario llegue a un bloque de Bitcoin con algunas confirmaciones, lo que suele tardar de 1 a 3 horas después del sellado.</translation>
    </message>
    <message>
        <source>Bitcoin proof still pending at {calendars}: it was expected between {start} and {end} UTC ({start_ny} to {end_ny} in New York), assuming a Bitcoin block with a few confirmations 1 to 3 hours after the stamp; that time has passed, so check again online (the app then asks the calendar for the completed proof).</source>
        <translation>Prueba de Bitcoin aún pendiente en {calendars}: se esperaba entre las {start} y las {end} UTC ({start_ny} a {end_ny} en Nueva York), suponiendo un bloque de Bitcoin con algunas confirmaciones de 1 a 3 horas después del sellado; ese plazo ya pasó, así que compruebe de nuevo en línea (la aplicación pide entonces al calendario la prueba completa).</translation>
    </message>
    <message>
        <source>Bitcoin proof still pending at {calendars}: when it will complete cannot be estimated, because the seal's own time is not known.</source>
        <translation>Prueba de Bitcoin aún pendiente en {calendars}: no se puede estimar cuándo se completará, porque no se conoce la hora del propio sello.</translation>
    </message>
    <message>
        <source>A pending proof is expected to complete 1 to 3 hours after the stamp: the time the calendar's commitment takes to reach a Bitcoin block with a few confirmations. This is an estimate, never a proof of time.</source>
        <translation>Se espera que una prueba pendiente se complete de 1 a 3 horas después del sellado: el tiempo que tarda el compromiso del calendario en llegar a un bloque de Bitcoin con algunas confirmaciones. Es una estimación, nunca una prueba de tiempo.</translation>
    </message>
    <message>
        <source>Bitcoin pending: likely {start}–{end} UTC ({start_ny}–{end_ny} NY), assuming a block with a few confirmations 1–3 h after the stamp</source>
        <translation>Bitcoin pendiente: probablemente {start}–{end} UTC ({start_ny}–{end_ny} NY), suponiendo un bloque con algunas confirmaciones 1–3 h después del sellado</translation>
    </message>
    <message>
        <source>Bitcoin pending, overdue: expected {start}–{end} UTC ({start_ny}–{end_ny} NY), assuming a block with a few confirmations 1–3 h after the stamp; check again online</source>
        <translation>Bitcoin pendiente, con retraso: esperada {start}–{end} UTC ({start_ny}–{end_ny} NY), suponiendo un bloque con algunas confirmaciones 1–3 h después del sellado; compruebe de nuevo en línea</translation>
    </message>
    <message>
        <source>{anchor} {time}</source>
        <translation>{anchor} {time}</translation>
    </message>
    <message>
        <source>{heading} (New York = UTC {offset} h, {zone})</source>
        <translation>{heading} (Nueva York = UTC {offset} h, {zone})</translation>
    </message>
    <message>
        <source>{utc} UTC</source>
        <translation>{utc} UTC</translation>
    </message>
    <message>
        <source>No Bitcoin proof of this day is pending.</source>
        <translation>Ninguna prueba de Bitcoin de este día está pendiente.</translation>
    </message>
    <message>
        <source>Lines covered</source>
        <translation>Líneas cubiertas</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Overall, level</source>
        <translation>Global, nivel</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>nivel {level}</translation>
    </message>
    <message>
        <source>Still pending</source>
        <translation>Aún pendiente</translation>
    </message>
    <message>
        <source>{book}: 1–{lines} (new {first}–{lines})</source>
        <translation>{book}: 1–{lines} (nuevas {first}–{lines})</translation>
    </message>
    <message>
        <source>{book}: 1–{lines} (nothing new)</source>
        <translation>{book}: 1–{lines} (nada nuevo)</translation>
    </message>
    <message>
        <source>1–{lines} (new {first}–{lines})</source>
        <translation>1–{lines} (nuevas {first}–{lines})</translation>
    </message>
    <message>
        <source>1–{lines} (nothing new)</source>
        <translation>1–{lines} (nada nuevo)</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): verified, level {level}.</source>
        <translation>Nuevo sello {list} ({time}): verificado, nivel {level}.</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): verified with warnings, level {level}; see the day's page.</source>
        <translation>Nuevo sello {list} ({time}): verificado con advertencias, nivel {level}; vea la página del día.</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): its lines match the book (level {level}); its Bitcoin proof is still pending at its calendar, so its time is not proven yet.</source>
        <translation>Nuevo sello {list} ({time}): sus líneas coinciden con el libro (nivel {level}); su prueba de Bitcoin sigue pendiente en su calendario, así que su hora aún no está probada.</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): its lines match the book (level {level}), but no anchor proves its time yet.</source>
        <translation>Nuevo sello {list} ({time}): sus líneas coinciden con el libro (nivel {level}), pero ningún ancla prueba aún su hora.</translation>
    </message>
    <message>
        <source>NOT CHECKED: new seal {list} ({time}): its claim on the book was not checked (the book was not provided or could not be read), so nothing it seals is verified yet.</source>
        <translation>NO COMPROBADO: nuevo sello {list} ({time}): su declaración sobre el libro no se comprobó (el libro no se proporcionó o no se pudo leer), así que nada de lo que sella está verificado todavía.</translation>
    </message>
    <message>
        <source>SEAL FAILED: {list} ({time}). {reason}</source>
        <translation>SELLO FALLIDO: {list} ({time}). {reason}</translation>
    </message>
    <message>
        <source>Seal {list}: its pending Bitcoin proof was completed from calendar {calendar} (block {height}); the seal now reaches level {level}.</source>
        <translation>Sello {list}: su prueba de Bitcoin pendiente se completó desde el calendario {calendar} (bloque {height}); el sello alcanza ahora el nivel {level}.</translation>
    </message>
    <message>
        <source>LATE LINE: {said}</source>
        <translation>LÍNEA TARDÍA: {said}</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN: {said}</source>
        <translation>HISTORIA REESCRITA: {said}</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN: the operator replaced {file}, a file that never changes once published; your earlier copy is kept.</source>
        <translation>HISTORIA REESCRITA: el operador reemplazó {file}, un archivo que nunca cambia una vez publicado; su copia anterior se conserva.</translation>
    </message>
    <message>
        <source>ANOTHER BOOK: {said}</source>
        <translation>OTRO LIBRO: {said}</translation>
    </message>
    <message>
        <source>CHECK FAILED: {reason}</source>
        <translation>COMPROBACIÓN: FALLIDO: {reason}</translation>
    </message>
    <message>
        <source>NOT CHECKED: {reason}</source>
        <translation>NO COMPROBADO: {reason}</translation>
    </message>
    <message>
        <source>--until {until} has already passed: nothing to watch.</source>
        <translation>--until {until} ya pasó: no hay nada que vigilar.</translation>
    </message>
    <message>
        <source>{text} is not a time: give HH:MM (New York time today) or a time with its zone, e.g. 2026-10-20T16:00:00-04:00.</source>
        <translation>{text} no es una hora: indique HH:MM (hora de Nueva York, hoy) o una hora con su zona, p. ej. 2026-10-20T16:00:00-04:00.</translation>
    </message>
    <message>
        <source>--every must be a number of minutes between 1 and 1440.</source>
        <translation>--every debe ser un número de minutos entre 1 y 1440.</translation>
    </message>
    <message>
        <source>Watching {source}: {rule}; until {until}.</source>
        <translation>Vigilando {source}: {rule}; hasta {until}.</translation>
    </message>
    <message>
        <source>every {minutes} min</source>
        <translation>cada {minutes} min</translation>
    </message>
    <message>
        <source>{after} min after the seal times the protocol states ({times} New York)</source>
        <translation>{after} min después de las horas de sellado que indica el protocolo ({times} Nueva York)</translation>
    </message>
    <message numerus="yes">
        <source>{after} min after the seal times the protocol states ({times} New York; only the first {cap} entries of its list are read: {count} more were not)</source>
        <translation>
            <numerusform>{after} min después de las horas de sellado que indica el protocolo ({times} Nueva York; solo se leen las primeras {cap} entradas de su lista: {count} más no se leyó)</numerusform>
            <numerusform>{after} min después de las horas de sellado que indica el protocolo ({times} Nueva York; solo se leen las primeras {cap} entradas de su lista: {count} más no se leyeron)</numerusform>
        </translation>
    </message>
    <message>
        <source>every 15 min during the New York session (09:30–16:00 ET on trading days)</source>
        <translation>cada 15 min durante la sesión de Nueva York (09:30–16:00 ET en días hábiles)</translation>
    </message>
    <message>
        <source>stopped by the reader</source>
        <translation>detenido por el lector</translation>
    </message>
    <message>
        <source>Watch ended at {time}: {polls} poll(s), {events} event(s), {failures} failure(s).</source>
        <translation>Vigilancia terminada a las {time}: {polls} consulta(s), {events} evento(s), {failures} con resultado FALLIDO.</translation>
    </message>
    <message>
        <source>Next poll at {time}.</source>
        <translation>Próxima consulta a las {time}.</translation>
    </message>
    <message>
        <source>a book (JSON Lines)</source>
        <translation>un libro (JSON Lines)</translation>
    </message>
    <message>
        <source>{book} could not be read to compare it with your earlier check: {reason}</source>
        <translation>{book} no se pudo leer para compararlo con su comprobación anterior: {reason}</translation>
    </message>
    <message>
        <source>The first {lines} lines of {book} are exactly the lines you checked earlier.</source>
        <translation>Las primeras {lines} líneas de {book} son exactamente las líneas que comprobó antes.</translation>
    </message>
    <message>
        <source>{book} now has {have} complete lines, fewer than the {lines} you checked earlier: lines you checked are gone, so its history was rewritten.</source>
        <translation>{book} tiene ahora {have} líneas completas, menos que las {lines} que comprobó antes: faltan líneas comprobadas, así que su historia fue reescrita.</translation>
    </message>
    <message>
        <source>Line {line} of {book} was rewritten after your check: it is no longer the line you checked (your check covered lines 1–{lines}).</source>
        <translation>La línea {line} de {book} fue reescrita después de su comprobación: ya no es la línea que comprobó (su comprobación abarcó las líneas 1–{lines}).</translation>
    </message>
    <message>
        <source>At least one of lines 1–{lines} of {book} was rewritten after your check; no copy of the lines you checked was kept, so the first changed line cannot be named.</source>
        <translation>Al menos una de las líneas 1–{lines} de {book} fue reescrita después de su comprobación; no se guardó copia de las líneas comprobadas, así que no se puede nombrar la primera línea cambiada.</translation>
    </message>
    <message>
        <source>At least one of lines 1–{lines} of {book} was rewritten after your check; the copy of the lines you checked that was kept no longer holds them (it was changed or damaged since), so the first changed line cannot be named.</source>
        <translation>Al menos una de las líneas 1–{lines} de {book} fue reescrita después de su comprobación; la copia guardada de las líneas comprobadas ya no las contiene (fue cambiada o dañada desde entonces), así que no se puede nombrar la primera línea cambiada.</translation>
    </message>
    <message>
        <source>a history entry</source>
        <translation>una entrada del historial</translation>
    </message>
    <message>
        <source>Your history entry {name} was not used: {why}. It is ignored, never trusted.</source>
        <translation>Su entrada del historial {name} no se usó: {why}. Se ignora, nunca se confía en ella.</translation>
    </message>
    <message>
        <source>Only the newest {cap} entries of each source are read: {count} older entries were not.</source>
        <translation>De cada fuente solo se leen las {cap} entradas más recientes: {count} entradas anteriores no se leyeron.</translation>
    </message>
    <message>
        <source>Only {cap} sources are read: the entries of {count} more sources were not.</source>
        <translation>Solo se leen {cap} fuentes: las entradas de otras {count} fuentes no se leyeron.</translation>
    </message>
    <message>
        <source>it is too large to be a history entry</source>
        <translation>es demasiado grande para ser una entrada del historial</translation>
    </message>
    <message>
        <source>it is not a regular file (it is a device, pipe or socket)</source>
        <translation>no es un archivo normal (es un dispositivo, una tubería o un socket)</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>the entry cannot be read ({reason})</source>
        <translation>la entrada no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>it is not text (it holds binary bytes)</source>
        <translation>no es texto (contiene bytes binarios)</translation>
    </message>
    <message>
        <source>it is not a history entry of this app, or it is cut short or damaged</source>
        <translation>no es una entrada del historial de esta aplicación, o está cortada o dañada</translation>
    </message>
    <message>
        <source>it is not signed with your own key</source>
        <translation>no está firmada con su propia clave</translation>
    </message>
    <message>
        <source>its signature does not verify with your key, so it was changed after it was written</source>
        <translation>su firma no se verifica con su clave, así que fue cambiada después de escribirse</translation>
    </message>
    <message>
        <source>you have no key of your own yet, so no entry can be yours</source>
        <translation>aún no tiene clave propia, así que ninguna entrada puede ser suya</translation>
    </message>
    <message>
        <source>your own key, {name} in the app's data folder, is damaged or not a key, so no entry can be checked as yours</source>
        <translation>su propia clave, {name} en la carpeta de datos de la aplicación, está dañada o no es una clave, así que ninguna entrada se puede comprobar como suya</translation>
    </message>
    <message>
        <source>it names another source than the folder it is kept in</source>
        <translation>nombra otra fuente que la carpeta donde se guarda</translation>
    </message>
    <message>
        <source>This bundle was not downloaded from a known source (it has no download record), so it has no history to re-check from.</source>
        <translation>Este paquete no se descargó de una fuente conocida (no tiene registro de descarga), así que no tiene historial desde el que comprobarlo de nuevo.</translation>
    </message>
    <message>
        <source>This bundle's book cannot be used (the full walk's step 1 says why), so there is nothing to re-check from.</source>
        <translation>El libro de este paquete no se puede usar (el paso 1 de la comprobación completa dice por qué), así que no hay nada desde lo que comprobarlo de nuevo.</translation>
    </message>
    <message>
        <source>You have not checked {source} before (or no entry of it can be used), so there is nothing to re-check from.</source>
        <translation>No ha comprobado {source} antes (o ninguna entrada suya se puede usar), así que no hay nada desde lo que comprobarlo de nuevo.</translation>
    </message>
    <message numerus="yes">
        <source>Unchanged since your check of {time}: lines 1–{lines}; new: lines {first}–{last}, {seals} new seal(s).</source>
        <translation>
            <numerusform>Sin cambios desde su comprobación del {time}: líneas 1–{lines}; nuevo: líneas {first}–{last}, {seals} sello nuevo.</numerusform>
            <numerusform>Sin cambios desde su comprobación del {time}: líneas 1–{lines}; nuevo: líneas {first}–{last}, {seals} sellos nuevos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unchanged since your check of {time}: lines 1–{lines}; no new line, {seals} new seal(s).</source>
        <translation>
            <numerusform>Sin cambios desde su comprobación del {time}: líneas 1–{lines}; ninguna línea nueva, {seals} sello nuevo.</numerusform>
            <numerusform>Sin cambios desde su comprobación del {time}: líneas 1–{lines}; ninguna línea nueva, {seals} sellos nuevos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seals your check did not verify (failed or not checked), checked again now: {count}.</source>
        <translation>Sellos que su comprobación no verificó (fallidos o no comprobados), comprobados de nuevo ahora: {count}.</translation>
    </message>
    <message>
        <source>A re-check checks the book's new lines, the new seals and step 7; it does not redo P1b, P3, steps 5 and 8, the cross-check with the paper or the log's checks over the whole season. For the league's verdict, walk the bundle in full.</source>
        <translation>Una nueva comprobación revisa las líneas nuevas del libro, los sellos nuevos y el paso 7; no repite P1b, P3, los pasos 5 y 8, el cotejo con el artículo ni las comprobaciones del registro de transparencia sobre toda la temporada. Para el veredicto de la liga, compruebe el paquete completo.</translation>
    </message>
    <message>
        <source>The stamped list {list} changed since your check: its SHA-256 was {was}, it is {now}. A stamped list never changes once published.</source>
        <translation>La lista sellada {list} cambió desde su comprobación: su SHA-256 era {was}, ahora es {now}. Una lista sellada nunca cambia una vez publicada.</translation>
    </message>
    <message>
        <source>New line {line} breaks the chain: {rule}.</source>
        <translation>La nueva línea {line} rompe la cadena: {rule}.</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN since your check of {time}. {found} The copy you checked is kept at {earlier}, the new one at {new}.</source>
        <translation>HISTORIA REESCRITA desde su comprobación del {time}. {found} La copia que comprobó se guarda en {earlier}, la nueva en {new}.</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN since your check of {time}. {found}</source>
        <translation>HISTORIA REESCRITA desde su comprobación del {time}. {found}</translation>
    </message>
    <message>
        <source>The copy you checked is kept at {earlier}.</source>
        <translation>La copia que comprobó se guarda en {earlier}.</translation>
    </message>
    <message>
        <source>The new copy is kept at {new}.</source>
        <translation>La copia nueva se guarda en {new}.</translation>
    </message>
    <message>
        <source>Recorded in your history: {lines} lines of {book} from {source}, signed with your key {key}.</source>
        <translation>Registrado en su historial: {lines} líneas de {book} de {source}, firmado con su clave {key}.</translation>
    </message>
    <message>
        <source>Not recorded in your history: {reason}</source>
        <translation>No registrado en su historial: {reason}</translation>
    </message>
    <message>
        <source>Not recorded in your history: no seal of the book was verified.</source>
        <translation>No registrado en su historial: no se verificó ningún sello del libro.</translation>
    </message>
    <message>
        <source>Step 7 read the whole book: the index of the lines you checked, kept in the cache folder, was not used ({why}).</source>
        <translation>El paso 7 leyó el libro entero: el índice de las líneas que usted comprobó, guardado en la carpeta de caché, no se usó ({why}).</translation>
    </message>
    <message>
        <source>it is not signed with your key, or its signature does not verify</source>
        <translation>no está firmado con su clave, o su firma no se verifica</translation>
    </message>
    <message>
        <source>it names other lines than those you checked</source>
        <translation>nombra otras líneas que las que usted comprobó</translation>
    </message>
    <message>
        <source>its index file is missing</source>
        <translation>falta su archivo de índice</translation>
    </message>
    <message>
        <source>its index file was changed after it was signed</source>
        <translation>su archivo de índice se modificó después de firmarse</translation>
    </message>
    <message>
        <source>its index file cannot be read back</source>
        <translation>su archivo de índice no se puede volver a leer</translation>
    </message>
    <message numerus="yes">
        <source>Step 7 recounted the {count} run(s) the new lines touch and took every other run as counted at your check of {time} (kept in the cache folder, signed with your key).</source>
        <translation>
            <numerusform>El paso 7 volvió a contar {count} ejecución, la que tocan las líneas nuevas, y tomó cada otra ejecución tal como se contó en su comprobación del {time} (guardado en la carpeta de caché, firmado con su clave).</numerusform>
            <numerusform>El paso 7 volvió a contar las {count} ejecuciones que tocan las líneas nuevas y tomó cada otra ejecución tal como se contó en su comprobación del {time} (guardado en la carpeta de caché, firmado con su clave).</numerusform>
        </translation>
    </message>
    <message>
        <source>Step 7 recounted every run: what it counted of each run at your check, kept in the cache folder, was not used ({why}).</source>
        <translation>El paso 7 volvió a contar cada ejecución: lo que contó de cada ejecución en su comprobación, guardado en la carpeta de caché, no se usó ({why}).</translation>
    </message>
    <message>
        <source>its file is missing</source>
        <translation>falta su archivo</translation>
    </message>
    <message>
        <source>its file was changed after it was signed</source>
        <translation>su archivo se modificó después de firmarse</translation>
    </message>
    <message>
        <source>its file cannot be read back</source>
        <translation>su archivo no se puede volver a leer</translation>
    </message>
    <message numerus="yes">
        <source>Your history holds {count} check(s).</source>
        <translation>
            <numerusform>Su historial contiene {count} comprobación.</numerusform>
            <numerusform>Su historial contiene {count} comprobaciones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{time}  {source}: {lines} lines of {book}, {seals} seal(s)</source>
        <translation>
            <numerusform>{time}  {source}: {lines} líneas de {book}, {seals} sello</numerusform>
            <numerusform>{time}  {source}: {lines} líneas de {book}, {seals} sellos</numerusform>
        </translation>
    </message>
    <message>
        <source>prefix SHA-256 {sha256}, last link {link}</source>
        <translation>SHA-256 del prefijo {sha256}, último enlace {link}</translation>
    </message>
    <message>
        <source>Walk the bundle in full with: verifier-app verify BUNDLE</source>
        <translation>Compruebe el paquete completo con: verifier-app verify BUNDLE</translation>
    </message>
    <message>
        <source>verifier-app: {reason}</source>
        <translation>verifier-app: {reason}</translation>
    </message>
    <message>
        <source>verifier-app: stopped.</source>
        <translation>verifier-app: detenido.</translation>
    </message>
    <message>
        <source>verifier-app: stopped; the bundle is as it was, and the next fetch resumes.</source>
        <translation>verifier-app: detenido; el paquete sigue como estaba y la próxima descarga continúa donde se quedó.</translation>
    </message>
    <message>
        <source>--timeout and the size limits must be positive, --retries ≥ 0.</source>
        <translation>--timeout y los límites de tamaño deben ser positivos, --retries ≥ 0.</translation>
    </message>
    <message>
        <source>--outcomes-from-prices needs a price file: add --prices FILE.</source>
        <translation>--outcomes-from-prices necesita un archivo de precios: añada --prices FILE.</translation>
    </message>
    <message>
        <source>--sessions must be between 1 and 400.</source>
        <translation>--sessions debe estar entre 1 y 400.</translation>
    </message>
    <message>
        <source>{dest} is not empty: choose a new folder for the demo bundle.</source>
        <translation>{dest} no está vacía: elija una carpeta nueva para el paquete de demostración.</translation>
    </message>
    <message>
        <source>Unknown tamper kind {kind}; choose one of: {kinds}.</source>
        <translation>Tipo de cambio desconocido {kind}; elija uno de: {kinds}.</translation>
    </message>
    <message>
        <source>There is no run {run} in the forecasts; runs go from {first} to {last}.</source>
        <translation>No hay ninguna ejecución {run} en los pronósticos; las ejecuciones van de {first} a {last}.</translation>
    </message>
    <message>
        <source>There are no runs.</source>
        <translation>No hay ejecuciones.</translation>
    </message>
    <message>
        <source>There is no horizon {horizon}; the forecasts have {known}.</source>
        <translation>No hay ningún horizonte {horizon}; los pronósticos tienen {known}.</translation>
    </message>
    <message>
        <source>{day} is not a day of the form YYYY-MM-DD.</source>
        <translation>{day} no es un día de la forma AAAA-MM-DD (YYYY-MM-DD).</translation>
    </message>
    <message>
        <source>{dest} already exists and is not an empty folder.</source>
        <translation>{dest} ya existe y no es una carpeta vacía.</translation>
    </message>
    <message>
        <source>{path} does not hold a certificate in PEM or DER form.</source>
        <translation>{path} no contiene un certificado en formato PEM o DER.</translation>
    </message>
    <message>
        <source>A list fingerprint must be 64 hexadecimal characters.</source>
        <translation>La huella de una lista debe tener 64 caracteres hexadecimales.</translation>
    </message>
    <message>
        <source>The Rekor public key that ships with this app is missing; please reinstall.</source>
        <translation>Falta la clave pública de Rekor que se incluye con esta aplicación; vuelva a instalarla.</translation>
    </message>
    <message>
        <source>The Rekor log key is not a readable public key (PEM).</source>
        <translation>La clave del registro Rekor no es una clave pública legible (PEM).</translation>
    </message>
    <message>
        <source>The Rekor public key that ships with this app was altered; please reinstall.</source>
        <translation>La clave pública de Rekor que se incluye con esta aplicación fue alterada; vuelva a instalarla.</translation>
    </message>
    <message>
        <source>The evidence pack was not written to {dest} ({reason}); nothing of it was left there.</source>
        <translation>El paquete de evidencias no se escribió en {dest} ({reason}); no quedó nada de él allí.</translation>
    </message>
    <message>
        <source>Evidence pack written to {dest}: {entries}, {headers}{upgraded}.</source>
        <translation>Paquete de evidencias escrito en {dest}: {entries}, {headers}{upgraded}.</translation>
    </message>
    <message numerus="yes">
        <source>{count} log entries</source>
        <translation>
            <numerusform>{count} entrada del registro</numerusform>
            <numerusform>{count} entradas del registro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} block headers</source>
        <translation>
            <numerusform>{count} cabecera de bloque</numerusform>
            <numerusform>{count} cabeceras de bloque</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, {count} upgraded Bitcoin proof(s)</source>
        <translation>
            <numerusform>, {count} prueba de Bitcoin completada por su calendario</numerusform>
            <numerusform>, {count} pruebas de Bitcoin completadas por su calendario</numerusform>
        </translation>
    </message>
    <message>
        <source>a file stands where its folder would be</source>
        <translation>hay un archivo donde iría su carpeta</translation>
    </message>
    <message>
        <source>that place may not be written to</source>
        <translation>no se puede escribir en ese lugar</translation>
    </message>
    <message>
        <source>that place is on a read-only disk</source>
        <translation>ese lugar está en un disco de solo lectura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>la cuota de disco está agotada</translation>
    </message>
    <message>
        <source>a file would be larger than this system allows</source>
        <translation>un archivo sería mayor de lo que este sistema permite</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>{text} is neither an address (https://…) nor a Zenodo DOI (10.5281/zenodo.N).</source>
        <translation>{text} no es ni una dirección (https://…) ni un DOI de Zenodo (10.5281/zenodo.N).</translation>
    </message>
    <message>
        <source>{text} is not a day; write it as YYYY-MM-DD.</source>
        <translation>{text} no es un día; escríbalo como AAAA-MM-DD (YYYY-MM-DD).</translation>
    </message>
    <message>
        <source>The range {range} ends before it starts.</source>
        <translation>El intervalo {range} termina antes de empezar.</translation>
    </message>
    <message numerus="yes">
        <source>The range {range} is longer than {days} days.</source>
        <translation>
            <numerusform>El intervalo {range} dura más de {days} día.</numerusform>
            <numerusform>El intervalo {range} dura más de {days} días.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused {url}: plain http is only allowed to this computer (loopback); use the https:// address.</source>
        <translation>{url} rechazada: http sin cifrar solo se permite hacia este equipo (loopback); use la dirección https://.</translation>
    </message>
    <message>
        <source>Refused {url}: only https:// addresses can be downloaded.</source>
        <translation>{url} rechazada: solo se pueden descargar direcciones https://.</translation>
    </message>
    <message>
        <source>Refused a redirect from {original} to another host ({host}): a bundle is only taken from the address you gave. If you trust {host}, allow it with --allow-redirect-host {host}.</source>
        <translation>Se rechazó una redirección de {original} a otro host ({host}): un paquete solo se toma de la dirección que usted indicó. Si confía en {host}, permítalo con --allow-redirect-host {host}.</translation>
    </message>
    <message>
        <source>{dest} is a file; choose a folder for the bundle.</source>
        <translation>{dest} es un archivo; elija una carpeta para el paquete.</translation>
    </message>
    <message>
        <source>Nothing could be downloaded. {problems}</source>
        <translation>No se pudo descargar nada. {problems}</translation>
    </message>
    <message>
        <source>{label}: given up, as the {deadline} s allowed for the whole download ran out (--deadline).</source>
        <translation>{label}: abandonado, porque se agotaron los {deadline} s permitidos para toda la descarga (--deadline).</translation>
    </message>
    <message>
        <source>{label}: {url} did not answer within {timeout} s (the whole answer must arrive within that time).</source>
        <translation>{label}: {url} no respondió en {timeout} s (la respuesta completa debe llegar en ese tiempo).</translation>
    </message>
    <message>
        <source>{label}: the certificate of {url} could not be verified, so nothing was downloaded from it. The connection may be intercepted, or the computer's clock may be wrong.</source>
        <translation>{label}: no se pudo verificar el certificado de {url}, así que no se descargó nada de allí. Puede que la conexión esté interceptada o que el reloj del equipo esté mal.</translation>
    </message>
    <message>
        <source>{label}: could not reach {url} (offline, or the server is down).</source>
        <translation>{label}: no se pudo conectar con {url} (sin conexión, o el servidor está caído).</translation>
    </message>
    <message>
        <source>{label}: the connection was cut off before the whole file arrived.</source>
        <translation>{label}: la conexión se cortó antes de que llegara el archivo completo.</translation>
    </message>
    <message>
        <source>{label}: the request to {url} failed ({error}).</source>
        <translation>{label}: la solicitud a {url} falló ({error}).</translation>
    </message>
    <message>
        <source>{label}: the partial copy did not fit; starting again.</source>
        <translation>{label}: la copia parcial ya no encajaba; se empieza de nuevo.</translation>
    </message>
    <message>
        <source>{label}: the server has no such file ({url}, HTTP {code}).</source>
        <translation>{label}: el servidor no tiene ese archivo ({url}, HTTP {code}).</translation>
    </message>
    <message>
        <source>{label}: the server answered with an error (HTTP {code}) for {url}.</source>
        <translation>{label}: el servidor respondió con un error (HTTP {code}) para {url}.</translation>
    </message>
    <message>
        <source>{label}: the server sent only {received} of the {announced} bytes it announced (the download was cut off).</source>
        <translation>{label}: el servidor envió solo {received} de los {announced} bytes anunciados (la descarga se cortó).</translation>
    </message>
    <message>
        <source>Could not fetch {relpath}: the server has no such file ({url}).</source>
        <translation>No se pudo descargar {relpath}: el servidor no tiene ese archivo ({url}).</translation>
    </message>
    <message>
        <source>Could not fetch {relpath}. {reason}</source>
        <translation>No se pudo descargar {relpath}. {reason}</translation>
    </message>
    <message>
        <source>The release record at {url} is not readable JSON.</source>
        <translation>El registro de la publicación en {url} no es JSON legible.</translation>
    </message>
    <message>
        <source>The release record at {url} lists no files.</source>
        <translation>El registro de la publicación en {url} no incluye archivos.</translation>
    </message>
    <message numerus="yes">
        <source>Gave up on {count} file(s) when the {deadline} s allowed for the whole download ran out: {named}. Run fetch again to resume, or allow more time with --deadline.</source>
        <translation>
            <numerusform>Se abandonó {count} archivo cuando se agotaron los {deadline} s permitidos para toda la descarga: {named}. Vuelva a ejecutar la descarga para continuar, o dé más tiempo con --deadline.</numerusform>
            <numerusform>Se abandonaron {count} archivos cuando se agotaron los {deadline} s permitidos para toda la descarga: {named}. Vuelva a ejecutar la descarga para continuar, o dé más tiempo con --deadline.</numerusform>
        </translation>
    </message>
    <message>
        <source>{named} and {more} more (all listed in --json)</source>
        <translation>{named} y {more} más (todos listados en --json)</translation>
    </message>
    <message>
        <source>{label}: {url} {error}.</source>
        <translation>{label}: {url} {error}.</translation>
    </message>
    <message>
        <source>{label} is larger than the {cap} allowed for such a file, so it was not stored. If you expect a file this large, raise the limit (--max-file-mb or --max-book-mb).</source>
        <translation>{label} es mayor que los {cap} permitidos para un archivo así, por lo que no se guardó. Si espera un archivo tan grande, suba el límite (--max-file-mb o --max-book-mb).</translation>
    </message>
    <message>
        <source>{label} is larger than the {cap} allowed for such a file (the server announced {length}), so it was not stored. If you expect a file this large, raise the limit (--max-file-mb or --max-book-mb).</source>
        <translation>{label} es mayor que los {cap} permitidos para un archivo así (el servidor anunció {length}), por lo que no se guardó. Si espera un archivo tan grande, suba el límite (--max-file-mb o --max-book-mb).</translation>
    </message>
    <message>
        <source>Refused the file name {relpath}: it would land outside the bundle folder or replace its record.</source>
        <translation>Se rechazó el nombre de archivo {relpath}: quedaría fuera de la carpeta del paquete o reemplazaría su registro.</translation>
    </message>
    <message>
        <source>the proof page for {day}</source>
        <translation>la página de pruebas del {day}</translation>
    </message>
    <message>
        <source>the release record</source>
        <translation>el registro de la publicación</translation>
    </message>
    <message>
        <source>There is no proof page for {day} ({url}).</source>
        <translation>No hay página de pruebas del {day} ({url}).</translation>
    </message>
    <message>
        <source>{said} (No session that day?)</source>
        <translation>{said} (¿No hubo sesión ese día?)</translation>
    </message>
    <message>
        <source>Could not read the proof page for {day}. {reason}</source>
        <translation>No se pudo leer la página de pruebas del {day}. {reason}</translation>
    </message>
    <message>
        <source>The proof page for {day} ({url}) names no stamped list.</source>
        <translation>La página de pruebas del {day} ({url}) no nombra ninguna lista sellada.</translation>
    </message>
    <message>
        <source>The release carries no readable manifest, so its files could only be checked against the record's MD5 checksums, not against SHA-256.</source>
        <translation>La publicación no trae un manifiesto legible, así que sus archivos solo se pudieron comprobar con las sumas MD5 del registro, no con SHA-256.</translation>
    </message>
    <message>
        <source>Refused {key}: the release's manifest does not list it.</source>
        <translation>{key} rechazado: el manifiesto de la publicación no lo incluye.</translation>
    </message>
    <message>
        <source>The manifest lists {path}, but the release has no such file.</source>
        <translation>El manifiesto incluye {path}, pero la publicación no tiene ese archivo.</translation>
    </message>
    <message>
        <source>Entry {number} of the manifest {name} has no usable path and SHA-256; it was ignored.</source>
        <translation>La entrada {number} del manifiesto {name} no tiene una ruta y un SHA-256 utilizables; se ignoró.</translation>
    </message>
    <message>
        <source>Line {number} of the manifest {name} is not '&lt;sha256&gt;  &lt;path&gt;'.</source>
        <translation>La línea {number} del manifiesto {name} no tiene la forma '&lt;sha256&gt;  &lt;path&gt;'.</translation>
    </message>
    <message>
        <source>The manifest {name} lists no file with a SHA-256.</source>
        <translation>El manifiesto {name} no incluye ningún archivo con SHA-256.</translation>
    </message>
    <message>
        <source>The manifest {name} is not readable JSON.</source>
        <translation>El manifiesto {name} no es JSON legible.</translation>
    </message>
    <message>
        <source>The manifest {name} does not hold a list of files.</source>
        <translation>El manifiesto {name} no contiene una lista de archivos.</translation>
    </message>
    <message>
        <source>Refused {name}: it is {size} bytes, but the release record says {expected}. It was not stored.</source>
        <translation>{name} rechazado: tiene {size} bytes, pero el registro de la publicación indica {expected}. No se guardó.</translation>
    </message>
    <message>
        <source>Refused {name}: its MD5 checksum {got} differs from the release record's {expected}. It was not stored.</source>
        <translation>{name} rechazado: su suma MD5 {got} difiere de la del registro de la publicación ({expected}). No se guardó.</translation>
    </message>
    <message>
        <source>Refused {name}: its SHA-256 {got} differs from the release manifest's {expected}. It was not stored.</source>
        <translation>{name} rechazado: su SHA-256 {got} difiere del manifiesto de la publicación ({expected}). No se guardó.</translation>
    </message>
    <message>
        <source>Refused {name}: it is {size} bytes, but the release manifest says {expected}. It was not stored.</source>
        <translation>{name} rechazado: tiene {size} bytes, pero el manifiesto de la publicación indica {expected}. No se guardó.</translation>
    </message>
    <message>
        <source>The operator replaced {relpath}, a file that never changes once published; your earlier copy is kept.</source>
        <translation>El operador sustituyó {relpath}, un archivo que nunca cambia una vez publicado; se conserva su copia anterior.</translation>
    </message>
    <message>
        <source>The proof {relpath} changed (an upgrade from pending to a Bitcoin attestation is normal); your earlier copy is kept.</source>
        <translation>La prueba {relpath} cambió (pasar de pendiente a una atestación de Bitcoin es normal); se conserva su copia anterior.</translation>
    </message>
    <message>
        <source>{relpath} was updated; your earlier copy is kept.</source>
        <translation>{relpath} se actualizó; se conserva su copia anterior.</translation>
    </message>
    <message numerus="yes">
        <source>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old}. Both copies are kept.</source>
        <translation>
            <numerusform>El operador eliminó líneas que usted ya tenía: {relpath} tiene ahora {new} línea, su copia anterior tenía {old}. Se conservan ambas copias.</numerusform>
            <numerusform>El operador eliminó líneas que usted ya tenía: {relpath} tiene ahora {new} líneas, su copia anterior tenía {old}. Se conservan ambas copias.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old} (and line {line} differs). Both copies are kept.</source>
        <translation>
            <numerusform>El operador eliminó líneas que usted ya tenía: {relpath} tiene ahora {new} línea, su copia anterior tenía {old} (y la línea {line} difiere). Se conservan ambas copias.</numerusform>
            <numerusform>El operador eliminó líneas que usted ya tenía: {relpath} tiene ahora {new} líneas, su copia anterior tenía {old} (y la línea {line} difiere). Se conservan ambas copias.</numerusform>
        </translation>
    </message>
    <message>
        <source>The operator changed lines you already had: line {line} of {relpath} differs from your earlier copy. Both copies are kept.</source>
        <translation>El operador cambió líneas que usted ya tenía: la línea {line} de {relpath} difiere de su copia anterior. Se conservan ambas copias.</translation>
    </message>
    <message numerus="yes">
        <source>The operator changed lines you already had: line {line} (and {more} more: {listed}) of {relpath} differs from your earlier copy. Both copies are kept.</source>
        <translation>
            <numerusform>El operador cambió líneas que usted ya tenía: la línea {line} (y {more} más: {listed}) de {relpath} difiere de su copia anterior. Se conservan ambas copias.</numerusform>
            <numerusform>El operador cambió líneas que usted ya tenía: la línea {line} (y {more} más: {listed}) de {relpath} difiere de su copia anterior. Se conservan ambas copias.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{relpath} grew from {old} to {new} lines; the {old} lines you had are unchanged, byte for byte.</source>
        <translation>
            <numerusform>{relpath} creció de {old} a {new} líneas; la {old} línea que usted tenía no cambió, byte a byte.</numerusform>
            <numerusform>{relpath} creció de {old} a {new} líneas; las {old} líneas que usted tenía no cambiaron, byte a byte.</numerusform>
        </translation>
    </message>
    <message>
        <source>There was no earlier copy to compare with.</source>
        <translation>No había ninguna copia anterior con la que comparar.</translation>
    </message>
    <message>
        <source>Everything you had before came back unchanged; the book only grew (or stayed the same).</source>
        <translation>Todo lo que tenía antes volvió sin cambios; el libro solo creció (o siguió igual).</translation>
    </message>
    <message>
        <source>Bundle: {dest}</source>
        <translation>Paquete: {dest}</translation>
    </message>
    <message>
        <source>Files: {counts}</source>
        <translation>Archivos: {counts}</translation>
    </message>
    <message>
        <source>earlier copy kept at {path}</source>
        <translation>copia anterior guardada en {path}</translation>
    </message>
    <message>
        <source>Problem: {text}</source>
        <translation>Problema: {text}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>Nota: {text}</translation>
    </message>
    <message>
        <source>Refresh check: {verdict}. {detail}</source>
        <translation>Comparación con la copia anterior: {verdict}. {detail}</translation>
    </message>
    <message>
        <source>first</source>
        <translation>primera descarga</translation>
    </message>
    <message>
        <source>consistent</source>
        <translation>coherente</translation>
    </message>
    <message>
        <source>rewritten</source>
        <translation>reescrita</translation>
    </message>
    <message>
        <source>Everything asked for arrived.</source>
        <translation>Llegó todo lo pedido.</translation>
    </message>
    <message>
        <source>Some files are missing or were refused (see above); what arrived is kept and can be verified.</source>
        <translation>Faltan algunos archivos o se rechazaron (véase arriba); lo que llegó se conserva y se puede verificar.</translation>
    </message>
    <message>
        <source>WARNING: the operator changed history you had already downloaded.</source>
        <translation>ADVERTENCIA: el operador cambió una historia que usted ya había descargado.</translation>
    </message>
    <message>
        <source>Next: verifier-app verify {dest}</source>
        <translation>Siguiente: verifier-app verify {dest}</translation>
    </message>
    <message numerus="yes">
        <source>{count} fetched</source>
        <translation>
            <numerusform>{count} descargado</numerusform>
            <numerusform>{count} descargados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} unchanged</source>
        <translation>
            <numerusform>{count} sin cambios</numerusform>
            <numerusform>{count} sin cambios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} updated</source>
        <translation>
            <numerusform>{count} actualizado</numerusform>
            <numerusform>{count} actualizados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rewritten</source>
        <translation>
            <numerusform>{count} reescrito</numerusform>
            <numerusform>{count} reescritos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} not offered</source>
        <translation>
            <numerusform>{count} no ofrecido</numerusform>
            <numerusform>{count} no ofrecidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} missing</source>
        <translation>
            <numerusform>{count} falta</numerusform>
            <numerusform>{count} faltan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} failed</source>
        <translation>
            <numerusform>{count} con error</numerusform>
            <numerusform>{count} con error</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} refused</source>
        <translation>
            <numerusform>{count} rechazado</numerusform>
            <numerusform>{count} rechazados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} given up</source>
        <translation>
            <numerusform>{count} abandonado</numerusform>
            <numerusform>{count} abandonados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[{done}/{total}] {label}: {size} bytes</source>
        <translation>
            <numerusform>[{done}/{total}] {label}: {size} byte</numerusform>
            <numerusform>[{done}/{total}] {label}: {size} bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[{done}/{total}] {label}: {got} of {size} bytes</source>
        <translation>
            <numerusform>[{done}/{total}] {label}: {got} de {size} byte</numerusform>
            <numerusform>[{done}/{total}] {label}: {got} de {size} bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>The price file {name} is not a readable CSV file (UTF-8 text with a header line asset,time,price).</source>
        <translation>El archivo de precios {name} no es un archivo CSV legible (texto UTF-8 con una línea de encabezado asset,time,price).</translation>
    </message>
    <message>
        <source>The price file {name} lacks the column(s) {columns}; the README describes the format.</source>
        <translation>Al archivo de precios {name} le faltan las columnas {columns}; el README describe el formato.</translation>
    </message>
    <message>
        <source>asset (or symbol)</source>
        <translation>asset (o symbol)</translation>
    </message>
    <message>
        <source>The price file {name} holds no prices.</source>
        <translation>El archivo de precios {name} no contiene precios.</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: the price must be a positive number and the asset must be named.</source>
        <translation>El archivo de precios {name}, línea {line}: el precio debe ser un número positivo y el activo debe tener nombre.</translation>
    </message>
    <message>
        <source>The price file {name} gives two prices for {code} at {time}.</source>
        <translation>El archivo de precios {name} da dos precios para {code} a las {time}.</translation>
    </message>
    <message>
        <source>The price file {name} holds a time outside the years a price time can have ({oldest} to {newest}).</source>
        <translation>El archivo de precios {name} contiene una hora fuera de los años que puede tener una hora de precio ({oldest} a {newest}).</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: {text} is neither a date nor a time with its zone (such as 2026-10-19T13:30:00Z).</source>
        <translation>El archivo de precios {name}, línea {line}: {text} no es ni una fecha ni una hora con su zona (como 2026-10-19T13:30:00Z).</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: {text} is outside the years a price time can have ({oldest} to {newest}).</source>
        <translation>El archivo de precios {name}, línea {line}: {text} está fuera de los años que puede tener una hora de precio ({oldest} a {newest}).</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: {text} is not a date.</source>
        <translation>El archivo de precios {name}, línea {line}: {text} no es una fecha.</translation>
    </message>
    <message>
        <source>{folder} is not a folder of witness statements.</source>
        <translation>{folder} no es una carpeta de declaraciones de testigo.</translation>
    </message>
    <message>
        <source>{reason}.</source>
        <translation>{reason}.</translation>
    </message>
    <message>
        <source>The witness statement was not written: {reason}</source>
        <translation>La declaración de testigo no se escribió: {reason}</translation>
    </message>
    <message>
        <source>The witness statement was not written: {reason}.</source>
        <translation>La declaración de testigo no se escribió: {reason}.</translation>
    </message>
    <message>
        <source>No witness statement was written: no seal of the book was verified, so there is nothing to witness.</source>
        <translation>No se escribió ninguna declaración de testigo: no se verificó ningún sello del libro, así que no hay nada que atestiguar.</translation>
    </message>
    <message>
        <source>The witness statement could not be saved to {name} ({reason}).</source>
        <translation>La declaración de testigo no se pudo guardar en {name} ({reason}).</translation>
    </message>
    <message>
        <source>Witness statement written to {name}, signed by {key}.</source>
        <translation>Declaración de testigo escrita en {name}, firmada por {key}.</translation>
    </message>
    <message>
        <source>No witness statement could be signed: {reason}.</source>
        <translation>No se pudo firmar ninguna declaración de testigo: {reason}.</translation>
    </message>
    <message>
        <source>No witness statement could be signed: no seal of the original book was verified.</source>
        <translation>No se pudo firmar ninguna declaración de testigo: no se verificó ningún sello del libro original.</translation>
    </message>
    <message>
        <source>the folder of witness statements cannot be read ({reason})</source>
        <translation>la carpeta de declaraciones de testigo no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>it is too large to be a witness statement</source>
        <translation>es demasiado grande para ser una declaración de testigo</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>no es texto UTF-8</translation>
    </message>
    <message>
        <source>it is not a witness statement of this app</source>
        <translation>no es una declaración de testigo de esta aplicación</translation>
    </message>
    <message>
        <source>its line '{name}' is missing or damaged</source>
        <translation>su línea '{name}' falta o está dañada</translation>
    </message>
    <message>
        <source>its line count or hashes are damaged</source>
        <translation>su número de líneas o sus hashes están dañados</translation>
    </message>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>a name in the statement holds a control character</source>
        <translation>un nombre de la declaración contiene un carácter de control</translation>
    </message>
    <message>
        <source>{name} in the app's data folder is not a witness key; move it away to make a new one</source>
        <translation>{name} en la carpeta de datos de la aplicación no es una clave de testigo; muévalo a otro lugar para crear una nueva</translation>
    </message>
    <message>
        <source>Sigstore's trusted root in use: {source}.</source>
        <translation>Raíz de confianza de Sigstore en uso: {source}.</translation>
    </message>
    <message numerus="yes">
        <source>Taken {fetched}, {age} days ago.</source>
        <translation>
            <numerusform>Obtenida el {fetched}, hace {age} día.</numerusform>
            <numerusform>Obtenida el {fetched}, hace {age} días.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taken {fetched}, {age} days ago, more than {limit}: a newer log key may be missing from it.</source>
        <translation>
            <numerusform>Obtenida el {fetched}, hace {age} día, más de {limit}: puede faltarle una clave de registro más reciente.</numerusform>
            <numerusform>Obtenida el {fetched}, hace {age} días, más de {limit}: puede faltarle una clave de registro más reciente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Transparency logs: {logs}.</source>
        <translation>Registros de transparencia: {logs}.</translation>
    </message>
    <message>
        <source>shipped copy ({origin})</source>
        <translation>copia incluida ({origin})</translation>
    </message>
    <message>
        <source>updated from Sigstore's TUF repository at {host} and verified by TUF</source>
        <translation>actualizada desde el repositorio TUF de Sigstore en {host} y verificada por TUF</translation>
    </message>
    <message numerus="yes">
        <source>The trusted root was updated from Sigstore's TUF repository ({host}) and verified by TUF: {count} transparency logs, taken {fetched}.</source>
        <translation>
            <numerusform>La raíz de confianza se actualizó desde el repositorio TUF de Sigstore ({host}) y fue verificada por TUF: {count} registro de transparencia, obtenida el {fetched}.</numerusform>
            <numerusform>La raíz de confianza se actualizó desde el repositorio TUF de Sigstore ({host}) y fue verificada por TUF: {count} registros de transparencia, obtenida el {fetched}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trusted root fetched now is dated before the copy shipped with the app (taken {fetched}), which walks keep using.</source>
        <translation>La raíz de confianza obtenida ahora tiene fecha anterior a la copia incluida con la aplicación (obtenida el {fetched}), que las verificaciones siguen usando.</translation>
    </message>
    <message>
        <source>The TUF metadata saved on this computer is damaged and could not be set aside ({reason}).</source>
        <translation>Los metadatos TUF guardados en este equipo están dañados y no se pudieron apartar ({reason}).</translation>
    </message>
    <message>
        <source>The TUF metadata saved on this computer was damaged ({name}: {why}); it was set aside as {aside} and the update started afresh from the TUF root shipped with the app.</source>
        <translation>Los metadatos TUF guardados en este equipo estaban dañados ({name}: {why}); se apartaron como {aside} y la actualización empezó de nuevo desde la raíz TUF incluida con la aplicación.</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) signed a file the app cannot read: {reason}.</source>
        <translation>El repositorio TUF de Sigstore ({host}) firmó un archivo que la aplicación no puede leer: {reason}.</translation>
    </message>
    <message>
        <source>The TUF metadata saved by this update could not be read back from the cache folder ({reason}).</source>
        <translation>Los metadatos TUF guardados por esta actualización no se pudieron volver a leer de la carpeta de caché ({reason}).</translation>
    </message>
    <message>
        <source>The updated trusted root could not be saved in the cache folder ({reason}).</source>
        <translation>La raíz de confianza actualizada no se pudo guardar en la carpeta de caché ({reason}).</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) lists no {target}.</source>
        <translation>El repositorio TUF de Sigstore ({host}) no incluye ningún {target}.</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) sent a {target} whose length or hash differs from its signed metadata; it was refused.</source>
        <translation>El repositorio TUF de Sigstore ({host}) envió un {target} cuya longitud o hash difiere de sus metadatos firmados; se rechazó.</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) {why}.</source>
        <translation>El repositorio TUF de Sigstore ({host}) {why}.</translation>
    </message>
    <message>
        <source>answered HTTP {code}</source>
        <translation>respondió HTTP {code}</translation>
    </message>
    <message>
        <source>sent a file longer than its signed metadata allows; it was refused</source>
        <translation>envió un archivo más largo de lo que permiten sus metadatos firmados; se rechazó</translation>
    </message>
    <message>
        <source>offered expired metadata ({reason}); it was refused</source>
        <translation>ofreció metadatos caducados ({reason}); se rechazaron</translation>
    </message>
    <message>
        <source>offered metadata older than what this computer already verified (a rollback: {reason}); it was refused</source>
        <translation>ofreció metadatos más antiguos que los ya verificados en este equipo (una reversión: {reason}); se rechazaron</translation>
    </message>
    <message>
        <source>offered metadata not signed by enough of the keys trusted for it; it was refused</source>
        <translation>ofreció metadatos no firmados por suficientes claves de confianza para ellos; se rechazaron</translation>
    </message>
    <message>
        <source>sent metadata whose length or hash differs from what the signed metadata above it lists; it was refused</source>
        <translation>envió metadatos cuya longitud o hash difiere de lo que indican los metadatos firmados superiores; se rechazaron</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>no se pudo leer</translation>
    </message>
    <message>
        <source>offered metadata that failed TUF verification ({reason}); it was refused</source>
        <translation>ofreció metadatos que no superaron la verificación TUF ({reason}); se rechazaron</translation>
    </message>
    <message>
        <source>the trusted root is too large</source>
        <translation>la raíz de confianza es demasiado grande</translation>
    </message>
    <message>
        <source>the trusted root is not a readable Sigstore trusted_root.json</source>
        <translation>la raíz de confianza no es un trusted_root.json de Sigstore legible</translation>
    </message>
    <message>
        <source>the note of when it was updated is unreadable</source>
        <translation>la nota de cuándo se actualizó es ilegible</translation>
    </message>
    <message>
        <source>{name} is missing</source>
        <translation>falta {name}</translation>
    </message>
    <message>
        <source>{name} is damaged ({why})</source>
        <translation>{name} está dañado ({why})</translation>
    </message>
    <message>
        <source>the saved targets metadata lists no {target}</source>
        <translation>los metadatos de targets guardados no incluyen ningún {target}</translation>
    </message>
    <message>
        <source>a file of it could not be read ({reason})</source>
        <translation>uno de sus archivos no se pudo leer ({reason})</translation>
    </message>
    <message>
        <source>it does not verify against the TUF metadata saved with it ({reason})</source>
        <translation>no se verifica con los metadatos TUF guardados con ella ({reason})</translation>
    </message>
    <message>
        <source>it is not the copy its last update verified</source>
        <translation>no es la copia que verificó su última actualización</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA: synthetic league, not real forecasts.</source>
        <translation>DATOS DE DEMOSTRACIÓN: liga sintética, no son pronósticos reales.</translation>
    </message>
    <message>
        <source>Forecast rows: {total} — verified {verified}, not sealed {not_sealed}, failed {failed} (only verified rows are used, with the book's sealed values).</source>
        <translation>Filas de pronóstico: {total} — verificadas {verified}, no selladas {not_sealed}, fallidas {failed} (solo se usan las filas verificadas, con los valores sellados del libro).</translation>
    </message>
    <message>
        <source>failed because: {reasons}</source>
        <translation>fallidas porque: {reasons}</translation>
    </message>
    <message>
        <source>Sealed probabilities the forecasts file leaves out: {count} (first: {run} {seat} {market} {horizon}); no figure here includes them.</source>
        <translation>Probabilidades selladas que el archivo de pronósticos omite: {count} (primera: {run} {seat} {market} {horizon}); ninguna cifra de aquí las incluye.</translation>
    </message>
    <message>
        <source>Cells where the forecasts file differs from the verified book: {count} (first: {run} {seat} {market} {horizon}, {column}); every figure here uses the book's sealed values, not the file's.</source>
        <translation>Celdas en las que el archivo de pronósticos difiere del libro verificado: {count} (primera: {run} {seat} {market} {horizon}, {column}); cada cifra de aquí usa los valores sellados del libro, no los del archivo.</translation>
    </message>
    <message>
        <source>{name}: {rows} rows used; dropped {dropped}</source>
        <translation>{name}: {rows} filas usadas; excluidas: {dropped}</translation>
    </message>
    <message>
        <source>common event</source>
        <translation>evento común</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>puntuaciones</translation>
    </message>
    <message numerus="yes">
        <source>answers kept in the book, not counted: {lines} line(s) ({rule})</source>
        <translation>
            <numerusform>respuestas guardadas en el libro, no contadas: {lines} línea ({rule})</numerusform>
            <numerusform>respuestas guardadas en el libro, no contadas: {lines} líneas ({rule})</numerusform>
        </translation>
    </message>
    <message>
        <source>{reason} {count}</source>
        <translation>{reason}: {count}</translation>
    </message>
    <message>
        <source>no rule within the run is declared in the asks chain: in every session the latest answer sealed before the open counts (Section 5.1); P3 names the sessions this leaves not checked</source>
        <translation>la cadena de preguntas no declara ninguna regla dentro de la ejecución: en cada sesión cuenta la última respuesta sellada antes de la apertura (sección 5.1); P3 nombra las sesiones que así quedan sin comprobar</translation>
    </message>
    <message>
        <source>from session {session} the first well-formed answer of each seat counts, by the rule declared at asks.jsonl line {line} (Section 3.11, P3); before it, the latest answer sealed before the open (Section 5.1)</source>
        <translation>desde la sesión {session} cuenta la primera respuesta bien formada de cada asiento, por la regla declarada en asks.jsonl línea {line} (sección 3.11, P3); antes, la última respuesta sellada antes de la apertura (sección 5.1)</translation>
    </message>
    <message numerus="yes">
        <source>Independent voices, N_eff = n / (1 + (n-1)·rho) ({count} run x horizon; last {shown} shown)</source>
        <translation>
            <numerusform>Voces independientes, N_eff = n / (1 + (n-1)·rho) ({count} ejecución × horizonte; se muestran las últimas {shown})</numerusform>
            <numerusform>Voces independientes, N_eff = n / (1 + (n-1)·rho) ({count} ejecución × horizonte; se muestran las últimas {shown})</numerusform>
        </translation>
    </message>
    <message>
        <source>Brier per seat (primary: all rows, strict rise; coin {coin}) — {rows} rows; {rule}</source>
        <translation>Brier por asiento (principal: todas las filas, subida estricta; moneda {coin}) — {rows} filas; {rule}</translation>
    </message>
    <message>
        <source>ranked with &gt;= {rows} resolved forecasts on &gt;= {sessions} sessions</source>
        <translation>clasificado con al menos {rows} pronósticos resueltos en al menos {sessions} sesiones</translation>
    </message>
    <message>
        <source>The empty and no-answer counts are the forecasts file's status of cells the book states no probability for (empty, no answer or refused): that file is not sealed.</source>
        <translation>Los recuentos de celdas vacías y sin respuesta son el estado que da el archivo de pronósticos a las celdas en las que el libro no declara ninguna probabilidad (vacía, sin respuesta o rechazada): ese archivo no está sellado.</translation>
    </message>
    <message>
        <source>Directional calibration, all seats (bins drawn from {least} forecasts)</source>
        <translation>Calibración direccional, todos los asientos (intervalos dibujados a partir de {least} pronósticos)</translation>
    </message>
    <message>
        <source>{bin} {mean}→{hit} (n={n})</source>
        <translation>{bin} {mean}→{hit} (n={n})</translation>
    </message>
    <message>
        <source>{bin} {mean}→{hit} (n={n}, too few)</source>
        <translation>{bin} {mean}→{hit} (n={n}, muy pocos)</translation>
    </message>
    <message>
        <source>logistic fit: a {a} ± {se_a}, b {b} ± {se_b} ({note})</source>
        <translation>ajuste logístico: a {a} ± {se_a}, b {b} ± {se_b} ({note})</translation>
    </message>
    <message>
        <source>Sharpness K (0 = always 50, 100 = always certain) and dispersion</source>
        <translation>Nitidez K (0 = siempre 50, 100 = siempre seguro) y dispersión</translation>
    </message>
    <message>
        <source>Consensus (trimmed, family-weighted, clipped to [2, 98])</source>
        <translation>Consenso (recortado, ponderado por familia, limitado a [2, 98])</translation>
    </message>
    <message>
        <source>The families that weigh a later model 1/3 come from council-league.json, which is not sealed (Section 5.3): here they weigh {count} of the stated probabilities 1/3, so the consensus, its calibration and the registered test rest on that file.</source>
        <translation>Las familias que ponderan 1/3 a un modelo posterior provienen de council-league.json, que no está sellado (Sección 5.3): aquí ponderan 1/3 a {count} de las probabilidades declaradas, así que el consenso, su calibración y la prueba registrada descansan en ese archivo.</translation>
    </message>
    <message numerus="yes">
        <source>AI against the crowd: {contracts} contracts ({unverified} on unverified lines, not used); primary = sealed volume ≥ ${floor}</source>
        <translation>
            <numerusform>IA frente a la multitud: {contracts} contrato ({unverified} en líneas no verificadas, sin usar); principal = volumen sellado ≥ ${floor}</numerusform>
            <numerusform>IA frente a la multitud: {contracts} contratos ({unverified} en líneas no verificadas, sin usar); principal = volumen sellado ≥ ${floor}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} {scored} scored: crowd {crowd}, seats {seats}, gap {gap}, d {d} → {reading}</source>
        <translation>{name} {scored} puntuados: multitud {crowd}, asientos {seats}, diferencia {gap}, d {d} → {reading}</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>principal</translation>
    </message>
    <message>
        <source>thin</source>
        <translation>escaso</translation>
    </message>
    <message>
        <source>not enough resolved contracts</source>
        <translation>no hay suficientes contratos resueltos</translation>
    </message>
    <message>
        <source>no edge (gap &lt;= 2d)</source>
        <translation>sin ventaja (diferencia &lt;= 2d)</translation>
    </message>
    <message>
        <source>seats ahead</source>
        <translation>asientos por delante</translation>
    </message>
    <message>
        <source>crowd ahead</source>
        <translation>multitud por delante</translation>
    </message>
    <message>
        <source>Registered test (Section 8): paired gain of the consensus over the base rate, G_s = mean of (q - y)^2 - (p - y)^2 over the session's 1-day events</source>
        <translation>Prueba registrada (sección 8): ganancia pareada del consenso frente a la tasa base, G_s = media de (q - y)^2 - (p - y)^2 sobre los eventos de un día de la sesión</translation>
    </message>
    <message numerus="yes">
        <source>estimate {estimate} over {sessions} sessions; {ci95}; {ci90} (margin ±{margin}; moving blocks of 5 sessions, {resamples} resamples, seed 20261102)</source>
        <translation>
            <numerusform>estimación {estimate} sobre {sessions} sesión; {ci95}; {ci90} (margen ±{margin}; bloques móviles de 5 sesiones, {resamples} remuestreos, semilla 20261102)</numerusform>
            <numerusform>estimación {estimate} sobre {sessions} sesiones; {ci95}; {ci90} (margen ±{margin}; bloques móviles de 5 sesiones, {resamples} remuestreos, semilla 20261102)</numerusform>
        </translation>
    </message>
    <message>
        <source>{level} interval {low} to {high}</source>
        <translation>intervalo del {level} {low} a {high}</translation>
    </message>
    <message>
        <source>no interval</source>
        <translation>sin intervalo</translation>
    </message>
    <message numerus="yes">
        <source>design window: {count} sessions with a G_s, shown but not read</source>
        <translation>
            <numerusform>ventana de diseño: {count} sesión con un G_s, mostrada pero no leída</numerusform>
            <numerusform>ventana de diseño: {count} sesiones con un G_s, mostradas pero no leídas</numerusform>
        </translation>
    </message>
    <message>
        <source>Disagreement (secondary): {reading}</source>
        <translation>Desacuerdo (secundario): {reading}</translation>
    </message>
    <message numerus="yes">
        <source>top minus bottom tercile, mean over {markets} markets: {estimate}; {ci95}</source>
        <translation>
            <numerusform>tercil superior menos inferior, media sobre {markets} mercado: {estimate}; {ci95}</numerusform>
            <numerusform>tercil superior menos inferior, media sobre {markets} mercados: {estimate}; {ci95}</numerusform>
        </translation>
    </message>
    <message>
        <source>Claims ladder (Section 3.12, Table B1): {sentence}</source>
        <translation>Escalera de afirmaciones (sección 3.12, tabla B1): {sentence}</translation>
    </message>
    <message>
        <source>{number} {name}: {state}. {evidence}</source>
        <translation>{number} {name}: {state}. {evidence}</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>alcanzado</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>no alcanzado</translation>
    </message>
    <message>
        <source>to reach it: {how}</source>
        <translation>para alcanzarlo: {how}</translation>
    </message>
    <message>
        <source>Independent prices: none given (--prices FILE reconciles every verified row with your own price file).</source>
        <translation>Precios independientes: no se dio ninguno (--prices FILE concilia cada fila verificada con su propio archivo de precios).</translation>
    </message>
    <message>
        <source>Independent prices: {sentence}</source>
        <translation>Precios independientes: {sentence}</translation>
    </message>
    <message>
        <source>run {run} {seat} line {line} {asset} {horizon} {field}: league {league}, price file {recomputed}</source>
        <translation>ejecución {run} {seat} línea {line} {asset} {horizon} {field}: liga {league}, archivo de precios {recomputed}</translation>
    </message>
    <message numerus="yes">
        <source>… and {count} more (see --json).</source>
        <translation>
            <numerusform>… y {count} más (véase --json).</numerusform>
            <numerusform>… y {count} más (véase --json).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known; {flagged} flagged (margin below the anchor's uncertainty)</source>
        <translation>
            <numerusform>Margen hasta el resultado: {anchored} de {rows} fila contada anclada antes de conocerse su resultado; {flagged} marcadas (margen menor que la incertidumbre del ancla)</numerusform>
            <numerusform>Margen hasta el resultado: {anchored} de {rows} filas contadas ancladas antes de conocerse su resultado; {flagged} marcadas (margen menor que la incertidumbre del ancla)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known (the statistics above use only these rows); {flagged} flagged (margin below the anchor's uncertainty)</source>
        <translation>
            <numerusform>Margen hasta el resultado: {anchored} de {rows} fila contada anclada antes de conocerse su resultado (las estadísticas de arriba usan solo estas filas); {flagged} marcadas (margen menor que la incertidumbre del ancla)</numerusform>
            <numerusform>Margen hasta el resultado: {anchored} de {rows} filas contadas ancladas antes de conocerse su resultado (las estadísticas de arriba usan solo estas filas); {flagged} marcadas (margen menor que la incertidumbre del ancla)</numerusform>
        </translation>
    </message>
    <message>
        <source>Climatology benchmark: {state} (content hash checked)</source>
        <translation>Referencia climatológica: {state} (hash del contenido comprobado)</translation>
    </message>
    <message>
        <source>BSS and K_clim are computed against a climatology that hashes to {recomputed}…, not the value the paper printed ({paper}…): only its own file's hash checks it, and nothing fixed it before the season (Section 4.3).</source>
        <translation>BSS y K_clim se calculan frente a una climatología con el hash {recomputed}…, no el valor que el artículo imprimió ({paper}…): solo el hash de su propio archivo la comprueba, y nada la fijó antes de la temporada (Sección 4.3).</translation>
    </message>
    <message>
        <source>Climatology benchmark: {state} ({reason})</source>
        <translation>Referencia climatológica: {state} ({reason})</translation>
    </message>
    <message>
        <source>used</source>
        <translation>usada</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>no usada</translation>
    </message>
    <message>
        <source>Recount: not checked — {reason}</source>
        <translation>Recuento: no comprobado — {reason}</translation>
    </message>
    <message>
        <source>council-stats.json is not a JSON object.</source>
        <translation>council-stats.json no es un objeto JSON.</translation>
    </message>
    <message>
        <source>council-stats.json publishes no figure the app can recount.</source>
        <translation>council-stats.json no publica ninguna cifra que la aplicación pueda recontar.</translation>
    </message>
    <message numerus="yes">
        <source>Recount of the published figures: {matched} of {compared} reproduced (tolerance {tolerance}); {differ} differ.</source>
        <translation>
            <numerusform>Recuento de las cifras publicadas: {matched} de {compared} reproducida (tolerancia {tolerance}); {differ} difieren.</numerusform>
            <numerusform>Recuento de las cifras publicadas: {matched} de {compared} reproducidas (tolerancia {tolerance}); {differ} difieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>{figure}: published {published}, recounted {recomputed}</source>
        <translation>{figure}: publicado {published}, recontado {recomputed}</translation>
    </message>
    <message>
        <source>{figure}: published {published}, recounted {recomputed} (difference {difference})</source>
        <translation>{figure}: publicado {published}, recontado {recomputed} (diferencia {difference})</translation>
    </message>
    <message>
        <source>The operator's own script (never run by this app): {command}</source>
        <translation>El script propio del operador (esta aplicación nunca lo ejecuta): {command}</translation>
    </message>
    <message>
        <source>None</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>answer_not_counted</source>
        <translation>no es la primera respuesta bien formada del asiento</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>restaurada por una corrección</translation>
    </message>
    <message>
        <source>differs_from_book</source>
        <translation>probabilidad distinta de la línea del libro</translation>
    </message>
    <message>
        <source>line_failed</source>
        <translation>línea del libro fallida en la comprobación</translation>
    </message>
    <message>
        <source>line_failed_walk</source>
        <translation>línea del libro fallida en la comprobación</translation>
    </message>
    <message>
        <source>line_malformed</source>
        <translation>sin número de línea</translation>
    </message>
    <message>
        <source>line_mismatch</source>
        <translation>línea del libro de otra ejecución o asiento</translation>
    </message>
    <message>
        <source>line_missing</source>
        <translation>ninguna línea de respuesta en el libro</translation>
    </message>
    <message>
        <source>line_not_its_own</source>
        <translation>nombra la línea del libro de otra ejecución o asiento</translation>
    </message>
    <message>
        <source>line_not_sealed</source>
        <translation>línea del libro aún no sellada</translation>
    </message>
    <message>
        <source>no_answer</source>
        <translation>sin línea de respuesta</translation>
    </message>
    <message>
        <source>not_anchored_before_outcome</source>
        <translation>no anclada antes del resultado</translation>
    </message>
    <message>
        <source>not_counted_run</source>
        <translation>no es la ejecución contada</translation>
    </message>
    <message>
        <source>not_resolved</source>
        <translation>aún no resuelto</translation>
    </message>
    <message>
        <source>not_same_event</source>
        <translation>un evento separado (referencia propia)</translation>
    </message>
    <message>
        <source>not_stated</source>
        <translation>sin probabilidad declarada</translation>
    </message>
    <message>
        <source>outcome_not_sealed</source>
        <translation>resultado aún no sellado en el libro</translation>
    </message>
    <message>
        <source>sealed_after_open</source>
        <translation>sellada después de la apertura de las 09:30</translation>
    </message>
    <message>
        <source>superseded</source>
        <translation>sustituida por una respuesta posterior</translation>
    </message>
    <message>
        <source>run</source>
        <translation>ejecución</translation>
    </message>
    <message>
        <source>1/group</source>
        <translation>1/grupo</translation>
    </message>
    <message>
        <source>dev50</source>
        <translation>desv50</translation>
    </message>
    <message>
        <source>eig.share</source>
        <translation>cuota eig.</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>filas</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>excluidas</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>asiento</translation>
    </message>
    <message>
        <source>sess</source>
        <translation>ses.</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>intervalo 95 %</translation>
    </message>
    <message>
        <source>no-draw</source>
        <translation>sin empate</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>excl.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacías</translation>
    </message>
    <message>
        <source>no ans</source>
        <translation>sin resp.</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>puesto</translation>
    </message>
    <message>
        <source>in 40-60</source>
        <translation>en 40-60</translation>
    </message>
    <message>
        <source>dispersion</source>
        <translation>dispersión</translation>
    </message>
    <message>
        <source>markets</source>
        <translation>mercados</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>resueltos</translation>
    </message>
    <message>
        <source>all wrong</source>
        <translation>todos mal</translation>
    </message>
    <message>
        <source>minority right</source>
        <translation>minoría acierta</translation>
    </message>
    <message>
        <source>anchored</source>
        <translation>ancladas</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>marcadas</translation>
    </message>
    <message>
        <source>no bound</source>
        <translation>sin cota</translation>
    </message>
    <message>
        <source>min h</source>
        <translation>mín. h</translation>
    </message>
    <message>
        <source>median h</source>
        <translation>mediana h</translation>
    </message>
</context>
</TS>
