<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name></name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>폴더 열기(&amp;F)…</translation>
    </message>
    <message>
        <source>Open &amp;Zip…</source>
        <translation>Zip 열기(&amp;Z)…</translation>
    </message>
    <message>
        <source>Open F&amp;iles…</source>
        <translation>파일 열기(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Download…</source>
        <translation>다운로드(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Watch this league…</source>
        <translation>이 리그 지켜보기(&amp;W)…</translation>
    </message>
    <message>
        <source>Poll the league&apos;s site on its schedule, check each new seal as it appears, and tell each event once as a desktop notification. Choose it again to stop.</source>
        <translation>일정에 따라 리그 사이트를 조회하고, 새 봉인이 나타날 때마다 확인하며, 각 사건을 데스크톱 알림으로 한 번씩 알립니다. 다시 선택하면 멈춥니다.</translation>
    </message>
    <message>
        <source>&amp;Recent bundles</source>
        <translation>최근 번들(&amp;R)</translation>
    </message>
    <message>
        <source>Open the &amp;demonstration bundle</source>
        <translation>데모 번들 열기(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Compare with another copy…</source>
        <translation>다른 사본과 비교(&amp;C)…</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>보고서를 HTML로 내보내기(&amp;H)…</translation>
    </message>
    <message>
        <source>Export report as &amp;PDF…</source>
        <translation>보고서를 PDF로 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <source>A file to attach to an article: every step and seal, the sources used, the app version and the time of the check.</source>
        <translation>기사에 첨부할 파일: 모든 단계와 봉인, 사용한 출처, 앱 버전, 검증 시각.</translation>
    </message>
    <message>
        <source>Save e&amp;vidence…</source>
        <translation>증거 저장(&amp;V)…</translation>
    </message>
    <message>
        <source>Write the log&apos;s answers and the Bitcoin headers this check relied on to a folder beside the bundle, to check them again offline later.</source>
        <translation>이 검사가 근거로 삼은 로그의 응답과 비트코인 블록 헤더를 번들 옆 폴더에 저장하여, 나중에 오프라인으로 다시 검사할 수 있게 합니다.</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>기록(&amp;H)…</translation>
    </message>
    <message>
        <source>The checks of downloaded bundles kept in your history, each signed with your own key.</source>
        <translation>기록에 보관된 다운로드한 번들의 검사입니다. 각각 본인의 키로 서명되어 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>설정(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (larger text)</source>
        <translation>발표 모드(큰 글자)(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation>검증 단계(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Seals</source>
        <translation>봉인(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Trust ladder</source>
        <translation>신뢰의 사다리(&amp;T)</translation>
    </message>
    <message>
        <source>W&amp;orkshop</source>
        <translation>워크숍(&amp;O)</translation>
    </message>
    <message>
        <source>St&amp;atistics</source>
        <translation>통계(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Day&apos;s page</source>
        <translation>그날의 페이지(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>안내서(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>정보(&amp;A)</translation>
    </message>
    <message>
        <source>Open a bundle folder</source>
        <translation>번들 폴더 열기</translation>
    </message>
    <message>
        <source>Open a bundle zip</source>
        <translation>번들 zip 열기</translation>
    </message>
    <message>
        <source>Zip files (*.zip);;All files (*)</source>
        <translation>Zip 파일 (*.zip);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Open loose files (the book, stamped lists, proofs)</source>
        <translation>개별 파일 열기(책, 타임스탬프된 목록, 증명)</translation>
    </message>
    <message>
        <source>Book, lists and proofs (*.jsonl *.txt *.ots *.tsr *.json *.md);;All files (*)</source>
        <translation>책, 목록, 증명 (*.jsonl *.txt *.ots *.tsr *.json *.md);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>(no bundles opened yet)</source>
        <translation>(아직 연 번들이 없습니다)</translation>
    </message>
    <message>
        <source>About</source>
        <translation>정보</translation>
    </message>
    <message>
        <source>Verifier for the &apos;sealed before the open&apos; standard, version {version}. It checks a forecasting league&apos;s sealed book without trusting the operator.</source>
        <translation>&apos;개장 전 봉인&apos; 표준 검증기, 버전 {version}. 운영자를 신뢰하지 않고 예측 리그의 봉인된 책을 검증합니다.</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <source>Open a bundle and wait for its check to finish, then export the report.</source>
        <translation>번들을 열고 검증이 끝날 때까지 기다린 뒤 보고서를 내보내세요.</translation>
    </message>
    <message>
        <source>Export report as PDF</source>
        <translation>보고서를 PDF로 내보내기</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>보고서를 HTML로 내보내기</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 파일 (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>웹 페이지 (*.html)</translation>
    </message>
    <message>
        <source>WORKSHOP COPY: this report is about a deliberately changed copy ({change}), not the bundle that was opened.</source>
        <translation>워크숍 사본: 이 보고서는 일부러 변경한 사본({change})에 대한 것이며, 연 번들에 대한 것이 아닙니다.</translation>
    </message>
    <message>
        <source>Writing the report to {path}…</source>
        <translation>보고서를 {path}에 쓰는 중…</translation>
    </message>
    <message>
        <source>Report saved: {path}</source>
        <translation>보고서 저장됨: {path}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Bitcoin block headers</source>
        <translation>비트코인 블록 헤더</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>검증됨</translation>
    </message>
    <message>
        <source>NOT SEALED YET</source>
        <translation>아직 봉인 안 됨</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>&amp;Day:</source>
        <translation>날짜(&amp;D):</translation>
    </message>
    <message>
        <source>Day of the seals</source>
        <translation>봉인 날짜</translation>
    </message>
    <message>
        <source>Seals of the day</source>
        <translation>그날의 봉인</translation>
    </message>
    <message>
        <source>Book lines covered by the chosen seal</source>
        <translation>선택한 봉인이 덮는 장부 줄</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>작성 시각</translation>
    </message>
    <message>
        <source>New</source>
        <translation>새 줄</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Select a seal to list the book lines it covers.</source>
        <translation>봉인을 선택하면 그 봉인이 덮는 장부 줄이 나열됩니다.</translation>
    </message>
    <message>
        <source>All days</source>
        <translation>모든 날짜</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Day of the page</source>
        <translation>페이지의 날짜</translation>
    </message>
    <message>
        <source>Export as the report&apos;s first page (PDF)…</source>
        <translation>보고서 첫 페이지로 내보내기(PDF)…</translation>
    </message>
    <message>
        <source>Export the report with this day&apos;s page first</source>
        <translation>이날의 페이지를 맨 앞에 두고 보고서 내보내기</translation>
    </message>
    <message>
        <source>Summary of the day</source>
        <translation>그날의 요약</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>시각(UTC)</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>종합</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>뉴욕</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>수준</translation>
    </message>
    <message>
        <source>Lines covered</source>
        <translation>포함된 줄</translation>
    </message>
    <message>
        <source>What is still pending</source>
        <translation>아직 대기 중인 것</translation>
    </message>
    <message>
        <source>{day} (today in New York)</source>
        <translation>{day}(뉴욕 기준 오늘)</translation>
    </message>
    <message>
        <source>Time (New York)</source>
        <translation>시각(뉴욕)</translation>
    </message>
    <message>
        <source>Book prefix</source>
        <translation>장부 앞부분</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>체인</translation>
    </message>
    <message>
        <source>Bitcoin anchor</source>
        <translation>비트코인 앵커</translation>
    </message>
    <message>
        <source>Time-stamp: {name}</source>
        <translation>타임스탬프: {name}</translation>
    </message>
    <message>
        <source>Time-stamp authorities</source>
        <translation>타임스탬프 기관</translation>
    </message>
    <message>
        <source>Rekor log</source>
        <translation>Rekor 로그</translation>
    </message>
    <message>
        <source>The book this seal covers was not provided.</source>
        <translation>이 봉인이 덮는 장부가 제공되지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the %Ln line(s) this seal covers…</source>
        <translation>
            <numerusform>이 봉인이 다루는 %Ln줄을 읽는 중…</numerusform>
        </translation>
    </message>
    <message>
        <source>The book lines could not be read.</source>
        <translation>장부 줄을 읽을 수 없었습니다.</translation>
    </message>
    <message>
        <source>This seal covers lines 1–{lines}; {new} of them are new since the seal before it (marked NEW).</source>
        <translation>이 봉인은 줄 1–{lines}을(를) 덮습니다. 그중 {new}개는 이전 봉인 이후 새로 생긴 줄입니다(&apos;새 줄&apos;로 표시).</translation>
    </message>
    <message>
        <source>NEW</source>
        <translation>새 줄</translation>
    </message>
    <message>
        <source>Transparency log</source>
        <translation>투명성 로그</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>네트워크</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>화면</translation>
    </message>
    <message>
        <source>The demonstration bundle is always checked against its own demonstration sources. A new language applies at once.</source>
        <translation>데모 번들은 항상 자체 데모 소스로 검사됩니다. 새 언어는 즉시 적용됩니다.</translation>
    </message>
    <message>
        <source>Problem with the settings</source>
        <translation>설정 문제</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Choose a file for: {setting}</source>
        <translation>파일 선택: {setting}</translation>
    </message>
    <message>
        <source>{setting}: the address must start with http:// or https://.</source>
        <translation>{setting}: 주소는 http:// 또는 https://로 시작해야 합니다.</translation>
    </message>
    <message>
        <source>Block explorer {address}: the address must start with http:// or https://.</source>
        <translation>블록 탐색기 {address}: 주소는 http:// 또는 https://로 시작해야 합니다.</translation>
    </message>
    <message>
        <source>{setting}: no file at {path}.</source>
        <translation>{setting}: {path}에 파일이 없습니다.</translation>
    </message>
    <message>
        <source>Trust root: no file at {path}.</source>
        <translation>신뢰 루트: {path}에 파일이 없습니다.</translation>
    </message>
    <message>
        <source>Intermediate certificate: no file at {path}.</source>
        <translation>중간 인증서: {path}에 파일이 없습니다.</translation>
    </message>
    <message>
        <source>Always: this is where every reader starts.</source>
        <translation>항상: 모든 독자는 여기서 시작합니다.</translation>
    </message>
    <message>
        <source>Not reached.</source>
        <translation>도달하지 못함.</translation>
    </message>
    <message>
        <source>Not reached: step {number} ({title}) failed.</source>
        <translation>도달하지 못함: {number}단계({title})가 실패했습니다.</translation>
    </message>
    <message>
        <source>Not reached: step {number} ({title}) was not checked.</source>
        <translation>도달하지 못함: {number}단계({title})는 검증되지 않았습니다.</translation>
    </message>
    <message>
        <source>Not reached: step {number} ({title}) has a warning.</source>
        <translation>도달하지 못함: {number}단계({title})에 경고가 있습니다.</translation>
    </message>
    <message>
        <source>MET</source>
        <translation>충족</translation>
    </message>
    <message>
        <source>NOT MET</source>
        <translation>미충족</translation>
    </message>
    <message>
        <source>NOT CHECKABLE HERE</source>
        <translation>여기서 확인 불가</translation>
    </message>
    <message>
        <source>MUST</source>
        <translation>MUST</translation>
    </message>
    <message>
        <source>SHOULD</source>
        <translation>SHOULD</translation>
    </message>
    <message>
        <source>The standard&apos;s requirements</source>
        <translation>표준의 요구 사항</translation>
    </message>
    <message>
        <source>The standard&apos;s requirements (the paper&apos;s Section 3.13)</source>
        <translation>표준의 요구 사항(논문 3.13절)</translation>
    </message>
    <message>
        <source>Requirement {number}: {standing}</source>
        <translation>요구 사항 {number}: {standing}</translation>
    </message>
    <message>
        <source>Reached: steps {numbers} passed.</source>
        <translation>도달함: {numbers}단계를 통과했습니다.</translation>
    </message>
    <message>
        <source>Trust ladder</source>
        <translation>신뢰의 사다리</translation>
    </message>
    <message>
        <source>Open a bundle to see which levels of trust it reaches.</source>
        <translation>번들을 열면 어느 신뢰 수준에 도달하는지 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>How far can you trust these forecasts without trusting the operator? Each level adds a check by someone the operator does not control. The highest level is at the top.</source>
        <translation>운영자를 신뢰하지 않고 이 예측을 얼마나 신뢰할 수 있을까요? 각 수준은 운영자가 통제하지 못하는 누군가의 검증을 더합니다. 가장 높은 수준이 맨 위에 있습니다.</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>도달함</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>도달하지 못함</translation>
    </message>
    <message>
        <source>Level {level}: {name}: {state}</source>
        <translation>수준 {level}: {name}: {state}</translation>
    </message>
    <message>
        <source>Level {level}: {name}</source>
        <translation>수준 {level}: {name}</translation>
    </message>
    <message>
        <source>Claims ladder</source>
        <translation>주장의 사다리</translation>
    </message>
    <message>
        <source>The claims ladder appears when the statistics are computed.</source>
        <translation>통계가 계산되면 주장의 사다리가 나타납니다.</translation>
    </message>
    <message>
        <source>No statistics: the claims ladder cannot be read.</source>
        <translation>통계가 없습니다: 주장의 사다리를 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>What may a reader claim about prices and skill? Each rung needs a further check; the highest rung is at the top.</source>
        <translation>독자는 가격과 실력에 대해 무엇을 주장할 수 있을까요? 각 단계에는 검사가 하나 더 필요하며, 가장 높은 단계가 맨 위에 있습니다.</translation>
    </message>
    <message>
        <source>Highest rung reached</source>
        <translation>도달한 가장 높은 단계</translation>
    </message>
    <message>
        <source>Rung {number}: {name}: {state}</source>
        <translation>{number}단계: {name}: {state}</translation>
    </message>
    <message>
        <source>Rung {number}: {name}</source>
        <translation>{number}단계: {name}</translation>
    </message>
    <message>
        <source>REACHED</source>
        <translation>도달함</translation>
    </message>
    <message>
        <source>NOT REACHED</source>
        <translation>도달하지 못함</translation>
    </message>
    <message>
        <source>This bundle:</source>
        <translation>이 번들:</translation>
    </message>
    <message>
        <source>Supports:</source>
        <translation>뒷받침:</translation>
    </message>
    <message>
        <source>Leaves open:</source>
        <translation>열어 둠:</translation>
    </message>
    <message>
        <source>To reach it:</source>
        <translation>도달하려면:</translation>
    </message>
    <message>
        <source>Proves:</source>
        <translation>증명하는 것:</translation>
    </message>
    <message>
        <source>Does not prove:</source>
        <translation>증명하지 않는 것:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <source>NO BUNDLE OPEN</source>
        <translation>열린 번들 없음</translation>
    </message>
    <message>
        <source>What was proven</source>
        <translation>증명된 것</translation>
    </message>
    <message>
        <source>Open a bundle to verify it.</source>
        <translation>검증할 번들을 여세요.</translation>
    </message>
    <message>
        <source>Verdict explanation</source>
        <translation>판정 설명</translation>
    </message>
    <message>
        <source>What was verified</source>
        <translation>검증한 대상</translation>
    </message>
    <message>
        <source>CHECKING…</source>
        <translation>검증 중…</translation>
    </message>
    <message>
        <source>Step {number}: {title}</source>
        <translation>{number}단계: {title}</translation>
    </message>
    <message>
        <source>DOES NOT APPLY</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>What step {number} checks</source>
        <translation>{number}단계가 검증하는 것</translation>
    </message>
    <message>
        <source>Read the guide</source>
        <translation>안내서 읽기</translation>
    </message>
    <message>
        <source>Step {number} verdict</source>
        <translation>{number}단계 판정</translation>
    </message>
    <message>
        <source>Show evidence</source>
        <translation>근거 보기</translation>
    </message>
    <message>
        <source>Show evidence for step {number}</source>
        <translation>{number}단계 근거 보기</translation>
    </message>
    <message>
        <source>Evidence for {title}</source>
        <translation>{title}의 근거</translation>
    </message>
    <message>
        <source>By hand:</source>
        <translation>직접 확인:</translation>
    </message>
    <message>
        <source>Command to check {title} by hand</source>
        <translation>{title}을(를) 직접 확인하는 명령</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Copy the command for {title}</source>
        <translation>{title} 명령 복사</translation>
    </message>
    <message>
        <source>Hide evidence</source>
        <translation>근거 숨기기</translation>
    </message>
    <message>
        <source>The ten steps of the walk</source>
        <translation>검사의 열 단계</translation>
    </message>
    <message>
        <source>No bundle has been verified yet.</source>
        <translation>아직 검증한 번들이 없습니다.</translation>
    </message>
    <message>
        <source>Registered test: the consensus against the base rate</source>
        <translation>등록된 검정: 기저율 대비 합의</translation>
    </message>
    <message>
        <source>Session (NYSE trading days; 11 to 126 is the registered window)</source>
        <translation>세션 (NYSE 거래일; 11~126이 등록된 창)</translation>
    </message>
    <message>
        <source>Paired gain G (Brier units; above 0: the consensus did better)</source>
        <translation>쌍 이득 G (Brier 단위; 0 초과: 합의가 더 나음)</translation>
    </message>
    <message>
        <source>No registered test.</source>
        <translation>등록된 검정이 없습니다.</translation>
    </message>
    <message>
        <source>±0.01: no gain of practical size</source>
        <translation>±0.01: 실질적 크기의 이득 없음</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95% 구간</translation>
    </message>
    <message>
        <source>90% band</source>
        <translation>90% 구간</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>누적 평균</translation>
    </message>
    <message>
        <source>after session {session}: mean {mean}, 95% {low} to {high}</source>
        <translation>세션 {session} 이후: 평균 {mean}, 95% {low} ~ {high}</translation>
    </message>
    <message>
        <source>G of a window session</source>
        <translation>창 안 세션의 G</translation>
    </message>
    <message>
        <source>G outside the window (not read)</source>
        <translation>창 밖의 G (판독하지 않음)</translation>
    </message>
    <message numerus="yes">
        <source>session {session} ({day}): G = {g}, %Ln event(s)</source>
        <translation>
            <numerusform>세션 {session} ({day}): G = {g}, 사건 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>check {date}</source>
        <translation>확인일 {date}</translation>
    </message>
    <message>
        <source>Estimate {estimate} over {sessions} sessions; 95% interval {low95} to {high95}; 90% interval {low90} to {high90}.</source>
        <translation>추정치 {estimate} (세션 {sessions}개); 95% 구간 {low95} ~ {high95}; 90% 구간 {low90} ~ {high90}.</translation>
    </message>
    <message>
        <source>Each point: G_s, the mean over the session&apos;s one-day events of (q − y)² − (p − y)²; p the consensus of answers sealed before 09:30 ET, y a strict rise, q the sealed climatology. Bands: moving blocks of 5 sessions, 10,000 resamples, seed 20261102.</source>
        <translation>각 점: G_s, 세션의 1일 사건에 대한 (q − y)² − (p − y)²의 평균; p는 09:30 ET 전에 봉인된 답의 합의, y는 엄격한 상승, q는 봉인된 기후값. 구간: 5세션 이동 블록, 10,000회 재표본, 시드 20261102.</translation>
    </message>
    <message>
        <source>Forecast rows in the file: {total}. Verified (sealed and chained): {verified}; only these are used. Left out: {left}</source>
        <translation>파일의 예측 행: {total}. 검증됨(봉인 및 연결): {verified}; 이것만 사용됩니다. 제외: {left}</translation>
    </message>
    <message>
        <source>Every value used is the verified book&apos;s; the forecasts file agrees with it.</source>
        <translation>쓰인 모든 값은 검증된 장부의 값입니다; 예측 파일은 장부와 일치합니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln whose book line is NOT SEALED YET</source>
        <translation>
            <numerusform>장부 줄이 아직 봉인되지 않은 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln whose book line FAILED the check</source>
        <translation>
            <numerusform>장부 줄이 검사에 실패한 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln that point(s) at the wrong book line (the book line itself verified)</source>
        <translation>
            <numerusform>잘못된 장부 줄을 가리키는 %Ln개(장부 줄 자체는 검증됨)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln with no book line</source>
        <translation>
            <numerusform>장부 줄이 없는 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>The forecasts file leaves out {n} probability(ies) sealed in the verified book (first: {run} {seat} {market} {horizon}): no figure here includes them.</source>
        <translation>예측 파일에 검증된 장부에 봉인된 확률 {n}개가 빠져 있습니다(첫 번째: {run} {seat} {market} {horizon}). 여기의 어떤 수치에도 포함되지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file disagrees with the verified book %Ln time(s) (first: {run} {seat} {market} {horizon}, {column}): every figure here uses the book&apos;s sealed values, not the file&apos;s.</source>
        <translation>
            <numerusform>예측 파일이 검증된 장부와 %Ln번 어긋납니다(첫 번째: {run} {seat} {market} {horizon}, {column}): 여기의 모든 수치는 파일이 아니라 장부의 봉인된 값을 씁니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>no interval before five counted runs</source>
        <translation>집계된 실행이 다섯 번이 되기 전에는 구간 없음</translation>
    </message>
    <message>
        <source>interval over those runs {low} to {high}</source>
        <translation>그 실행들의 구간 {low}~{high}</translation>
    </message>
    <message>
        <source>N_eff, the counted series ({horizon}): {value} independent voices, the mean of the last {runs} counted runs; {interval}. (The league&apos;s n_eff.per_run, every sealed run with test runs and late answers, is not this count.)</source>
        <translation>N_eff, 집계 계열({horizon}): 독립적인 목소리 {value}개, 마지막 집계 실행 {runs}회의 평균; {interval}. (리그의 n_eff.per_run은 시험 실행과 늦은 답변을 포함한 모든 봉인된 실행으로, 이 수치가 아닙니다.)</translation>
    </message>
    <message>
        <source>For example: run {run}, seat {seat}, {asset} {horizon} names book line {line} but {problem}; {should}.</source>
        <translation>예: 실행 {run}, 좌석 {seat}, {asset} {horizon}은(는) 장부 줄 {line}을(를) 가리키지만 {problem}; {should}.</translation>
    </message>
    <message>
        <source>it should name book line {n}</source>
        <translation>장부 줄 {n}을(를) 가리켜야 합니다</translation>
    </message>
    <message>
        <source>the book holds no answer line of that run and seat</source>
        <translation>장부에 그 실행과 좌석의 답변 줄이 없습니다</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>NO STATISTICS YET</source>
        <translation>아직 통계 없음</translation>
    </message>
    <message>
        <source>Open a bundle: the statistics are computed only from the values sealed in the verified book.</source>
        <translation>번들을 여세요. 통계는 검증된 장부에 봉인된 값만으로 계산됩니다.</translation>
    </message>
    <message>
        <source>Forecast rows verified and left out</source>
        <translation>검증된 예측 행과 제외된 예측 행</translation>
    </message>
    <message>
        <source>Headline N_eff</source>
        <translation>대표 N_eff</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>통계 차트</translation>
    </message>
    <message>
        <source>Crowd contracts of the chosen run</source>
        <translation>선택한 실행의 군중 계약</translation>
    </message>
    <message>
        <source>&amp;5 Consensus</source>
        <translation>5 합의(&amp;5)</translation>
    </message>
    <message>
        <source>&amp;6 Registered test</source>
        <translation>등록된 검정(&amp;6)</translation>
    </message>
    <message>
        <source>&amp;7 Margin to outcome</source>
        <translation>결과까지의 여유(&amp;7)</translation>
    </message>
    <message>
        <source>&amp;8 Independent prices</source>
        <translation>독립 가격(&amp;8)</translation>
    </message>
    <message>
        <source>R&amp;un:</source>
        <translation>실행(&amp;U):</translation>
    </message>
    <message>
        <source>Run for the run charts</source>
        <translation>실행별 차트의 실행</translation>
    </message>
    <message>
        <source>Hori&amp;zon:</source>
        <translation>기간(&amp;Z):</translation>
    </message>
    <message>
        <source>Horizon for the charts</source>
        <translation>차트의 기간</translation>
    </message>
    <message>
        <source>Only rows &amp;anchored before their outcome</source>
        <translation>결과 전에 고정된 행만(&amp;A)</translation>
    </message>
    <message>
        <source>Recompute every statistic from the rows whose book line was anchored before its outcome was known.</source>
        <translation>결과가 알려지기 전에 원장 줄이 고정된 행으로 모든 통계를 다시 계산합니다.</translation>
    </message>
    <message>
        <source>Caveat on the consensus&apos; families</source>
        <translation>합의의 계열에 대한 주의</translation>
    </message>
    <message>
        <source>Consensus per market of the chosen run, with its count of stated probabilities, mean ρ and N_eff</source>
        <translation>선택한 실행의 시장별 합의와 밝힌 확률의 수, 평균 ρ, N_eff</translation>
    </message>
    <message>
        <source>Caveat on the registered test</source>
        <translation>등록된 검정에 대한 주의</translation>
    </message>
    <message>
        <source>Reading of the registered test</source>
        <translation>등록된 검정의 판독</translation>
    </message>
    <message>
        <source>Primary endpoint: {label}
Disagreement (secondary, undirected): {reading}. Against the shadow consensus: {shadow}.</source>
        <translation>1차 평가변수: {label}
불일치 (2차, 방향 없음): {reading}. 그림자 합의 대비: {shadow}.</translation>
    </message>
    <message>
        <source>COMPUTING</source>
        <translation>계산 중</translation>
    </message>
    <message>
        <source>Computing the statistics from the verified book…</source>
        <translation>검증된 장부에서 통계를 계산하는 중…</translation>
    </message>
    <message>
        <source>NO STATISTICS</source>
        <translation>통계 없음</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA, not real forecasts.</source>
        <translation>시연용 데이터이며 실제 예측이 아닙니다.</translation>
    </message>
    <message numerus="yes">
        <source>Only the %Ln row(s) anchored before their outcome are used here.</source>
        <translation>
            <numerusform>여기서는 결과 전에 앵커된 %Ln개 행만 사용합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Margin between each forecast&apos;s anchor and its outcome</source>
        <translation>각 예측의 앵커와 결과 사이의 여유</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>기간</translation>
    </message>
    <message>
        <source>Hours from the anchor&apos;s bound to the outcome (log)</source>
        <translation>앵커 한계부터 결과까지의 시간 (로그)</translation>
    </message>
    <message>
        <source>No counted forecast row to measure.</source>
        <translation>측정할 집계 예측 행이 없습니다.</translation>
    </message>
    <message>
        <source>τ = 2 h, the Bitcoin anchor&apos;s uncertainty</source>
        <translation>τ = 2시간, 비트코인 앵커의 불확실성</translation>
    </message>
    <message>
        <source>anchored before the outcome</source>
        <translation>결과 전에 고정됨</translation>
    </message>
    <message>
        <source>flagged: margin below the anchor&apos;s uncertainty</source>
        <translation>표시됨: 여유가 앵커의 불확실성보다 작음</translation>
    </message>
    <message>
        <source>at the floor: anchored only after the outcome</source>
        <translation>바닥: 결과 후에야 고정됨</translation>
    </message>
    <message numerus="yes">
        <source>line {line}, {horizon}: {hours} h ({anchor}), %Ln row(s)</source>
        <translation>
            <numerusform>줄 {line}, {horizon}: {hours}시간 ({anchor}), %Ln개 행</numerusform>
        </translation>
    </message>
    <message>
        <source>{anchored} of {rows} counted rows were anchored before their outcome was known; {flagged} flagged; {no_bound} with no anchor bound (not drawn). Bound: the earliest of a time-stamp token&apos;s time, a Bitcoin header time plus τ, or the log&apos;s integrated time; anchors with a warning (such as demonstration keys) still count here.</source>
        <translation>집계된 {rows}개 행 중 {anchored}개가 결과가 알려지기 전에 고정되었습니다; {flagged}개 표시됨; {no_bound}개는 앵커 한계 없음 (그리지 않음). 한계: 타임스탬프 토큰 시각, 비트코인 헤더 시각 + τ, 로그 통합 시각 중 가장 이른 것; 경고가 있는 앵커(데모 키 등)도 여기서는 셉니다.</translation>
    </message>
    <message>
        <source>Independent prices</source>
        <translation>독립 가격</translation>
    </message>
    <message>
        <source>Reconcile with a &amp;price file…</source>
        <translation>가격 파일과 대조(&amp;P)…</translation>
    </message>
    <message>
        <source>Choose your own price file to reconcile every verified row with</source>
        <translation>검증된 모든 행을 대조할 자신의 가격 파일 선택</translation>
    </message>
    <message>
        <source>No price file given. Choose one exported from a provider you trust (columns asset, time, price; see the README): every verified row&apos;s reference price, close, change and outcome is then recomputed from it.</source>
        <translation>가격 파일이 없습니다. 신뢰하는 제공자에게서 내보낸 파일을 고르십시오 (열 asset, time, price; README 참조): 그러면 검증된 모든 행의 기준 가격, 종가, 변화, 결과를 그 파일로 다시 계산합니다.</translation>
    </message>
    <message>
        <source>Result of the price reconciliation</source>
        <translation>가격 대조 결과</translation>
    </message>
    <message>
        <source>Rows whose prices or outcome differ</source>
        <translation>가격이나 결과가 다른 행</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>No eligible verified rows for run {run}, horizon {horizon}.</source>
        <translation>실행 {run}, 기간 {horizon}에 적격한 검증된 행이 없습니다.</translation>
    </message>
    <message>
        <source>{title}: run {run}, horizon {horizon}</source>
        <translation>{title}: 실행 {run}, 기간 {horizon}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>좌석</translation>
    </message>
    <message>
        <source>{a} with {b}: ρ = {rho}</source>
        <translation>{a}와(과) {b}: ρ = {rho}</translation>
    </message>
    <message>
        <source>correlation ρ</source>
        <translation>상관 ρ</translation>
    </message>
    <message>
        <source>N = {n} seats, {rows} verified rows ({left_out}); mean ρ = {rho} over {pairs} pairs ({skipped} skipped), N_eff = {n_eff}. Largest eigenvalue&apos;s share of the trace: {share}; participation ratio (Σλ)²/Σλ² = {ratio}{extra}.</source>
        <translation>N = 좌석 {n}개, 검증된 행 {rows}개({left_out}); 쌍 {pairs}개에 대한 평균 ρ = {rho}(건너뜀 {skipped}개), N_eff = {n_eff}. 최대 고윳값이 대각합에서 차지하는 비율: {share}; 참여 비율 (Σλ)²/Σλ² = {ratio}{extra}.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>시장</translation>
    </message>
    <message>
        <source>No seat has an eligible answer in this run and horizon.</source>
        <translation>이 실행과 기간에 적격한 답변을 한 좌석이 없습니다.</translation>
    </message>
    <message>
        <source>{seat} on {market}: {value}% chance of a rise</source>
        <translation>{market}에 대한 {seat}: 상승 확률 {value}%</translation>
    </message>
    <message>
        <source>{seat} on {market}: no eligible answer</source>
        <translation>{market}에 대한 {seat}: 적격한 답변 없음</translation>
    </message>
    <message>
        <source>stated chance of a rise (%)</source>
        <translation>밝힌 상승 확률(%)</translation>
    </message>
    <message>
        <source>{stated} stated probabilities ({seats} seats × {markets} markets) from verified rows; {left_out}. – = no eligible answer (not stated, sealed after the open, or left out). Each cell: the seat&apos;s latest answer sealed before 09:30 ET, in percent chance the market closes up.</source>
        <translation>검증된 행에서 나온 밝힌 확률 {stated}개(좌석 {seats}개 × 시장 {markets}개); {left_out}. – = 적격한 답변 없음(밝히지 않음, 개장 후 봉인, 또는 제외). 각 칸: 09:30 ET 전에 봉인된 그 좌석의 마지막 답변이며, 시장이 오를 확률을 백분율로 나타냅니다.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>필드</translation>
    </message>
    <message>
        <source>League&apos;s file</source>
        <translation>리그 파일</translation>
    </message>
    <message>
        <source>Your price file</source>
        <translation>내 가격 파일</translation>
    </message>
    <message>
        <source>Price files (*.csv);;All files (*)</source>
        <translation>가격 파일 (*.csv);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>First copy: {first}. Second copy: {second}.</source>
        <translation>첫 번째 사본: {first}. 두 번째 사본: {second}.</translation>
    </message>
    <message>
        <source>Only in the first copy:</source>
        <translation>첫 번째 사본에만 있음:</translation>
    </message>
    <message>
        <source>Only in the second copy:</source>
        <translation>두 번째 사본에만 있음:</translation>
    </message>
    <message>
        <source>Different bytes in the two copies:</source>
        <translation>두 사본에서 바이트가 다름:</translation>
    </message>
    <message numerus="yes">
        <source>The two copies are identical: %Ln file(s), byte for byte.</source>
        <translation>
            <numerusform>두 사본은 동일합니다: 파일 %Ln개, 바이트 단위로.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) are identical</source>
        <translation>
            <numerusform>파일 %Ln개는 동일</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln differ(s)</source>
        <translation>
            <numerusform>%Ln개는 다름</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only in the first copy</source>
        <translation>
            <numerusform>%Ln개는 첫 번째 사본에만</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only in the second.</source>
        <translation>
            <numerusform>%Ln개는 두 번째 사본에만 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more changed text file(s) were not read line by line (the first differing line is looked for in the first {read} only); they are listed above as differing.</source>
        <translation>
            <numerusform>변경된 텍스트 파일 %Ln개는 줄 단위로 읽지 않았습니다(처음 다른 줄은 처음 {read}개에서만 찾습니다). 위에 다른 파일로 나열되어 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}, line {line}: the first line that differs (byte {offset} of the line).</source>
        <translation>{file}, {line}번째 줄: 처음으로 다른 줄(줄의 {offset}번째 바이트).</translation>
    </message>
    <message>
        <source>  field {field}: {before} → {after}</source>
        <translation>  필드 {field}: {before} → {after}</translation>
    </message>
    <message>
        <source>(line missing)</source>
        <translation>(줄 없음)</translation>
    </message>
    <message>
        <source>bytes before:</source>
        <translation>이전 바이트:</translation>
    </message>
    <message>
        <source>bytes after:</source>
        <translation>이후 바이트:</translation>
    </message>
    <message>
        <source>the line before (−) and after (+):</source>
        <translation>변경 전(−)과 후(+)의 줄:</translation>
    </message>
    <message>
        <source>Compare with another copy</source>
        <translation>다른 사본과 비교</translation>
    </message>
    <message>
        <source>Comparison of two copies</source>
        <translation>두 사본의 비교</translation>
    </message>
    <message>
        <source>What differs between the two copies</source>
        <translation>두 사본 사이에 다른 점</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Open a bundle first.</source>
        <translation>먼저 번들을 여십시오.</translation>
    </message>
    <message>
        <source>Comparing with {name}…</source>
        <translation>{name}과(와) 비교하는 중…</translation>
    </message>
    <message>
        <source>Compared with {name}.</source>
        <translation>{name}과(와) 비교했습니다.</translation>
    </message>
    <message>
        <source>The other copy (a folder)</source>
        <translation>다른 사본(폴더)</translation>
    </message>
    <message>
        <source>How to read a verdict</source>
        <translation>판정 읽는 법</translation>
    </message>
    <message>
        <source>The headline says what was proven and at which level: first whether the chain of book lines is intact, then which independent sources prove when it existed. Beside it stands the one-word verdict: PASS, PASS WITH WARNINGS, INCOMPLETE (never a pass: something could not be checked) or FAIL. The line below names the first reason. A warning means a check passed only with a caveat, such as a key that belongs to the operator or to the demonstration.</source>
        <translation>헤드라인은 무엇이 어느 수준에서 증명되었는지 말합니다: 먼저 장부 줄의 체인이 온전한지, 다음으로 어떤 독립 출처가 그것이 언제 존재했는지 증명하는지입니다. 그 옆에 한 단어 판정이 있습니다: 통과, 경고가 있는 통과, 불완전(결코 통과가 아님: 무언가를 검사할 수 없었음) 또는 실패. 아래 줄은 첫 번째 이유를 말합니다. 경고는 운영자나 데모의 키처럼 단서가 붙은 채로만 검사가 통과했다는 뜻입니다.</translation>
    </message>
    <message>
        <source>What each level proves</source>
        <translation>각 수준이 증명하는 것</translation>
    </message>
    <message>
        <source>Level 0: nothing is checked. Level 1: the operator&apos;s own hash chain holds, so no line was changed after it was sealed, but the operator could have rebuilt the whole book. Level 2: a Bitcoin block or the public transparency log fixes a time the operator does not control. Level 2+: time-stamp authorities you trust signed the seals before the market opened. The Trust ladder tab says, for each level, what it proves and what it does not.</source>
        <translation>수준 0: 아무것도 검사하지 않습니다. 수준 1: 운영자 자신의 해시 체인이 유지되므로 봉인 후 바뀐 줄은 없지만, 운영자가 장부 전체를 다시 만들었을 수 있습니다. 수준 2: 비트코인 블록이나 공개 투명성 로그가 운영자가 통제하지 못하는 시각을 고정합니다. 수준 2+: 신뢰하는 타임스탬프 기관이 시장 개장 전에 봉인에 서명했습니다. 신뢰 사다리 탭은 각 수준이 무엇을 증명하고 무엇을 증명하지 않는지 말합니다.</translation>
    </message>
    <message>
        <source>How to check offline</source>
        <translation>오프라인으로 검사하는 법</translation>
    </message>
    <message>
        <source>Tick Settings &gt; Offline: never use the network, so nothing waits for servers that cannot be reached. Without a network the Bitcoin anchor and the log cannot be looked up and are NOT CHECKED, never passed. Give a file of Bitcoin block headers in Settings &gt; Block headers file, the log&apos;s public key in Settings &gt; Rekor public key file (the bundle&apos;s own rekor/ answers are then checked against it), and the roots of the time-stamp authorities you trust in Settings &gt; Extra trust roots, then press Check again. Beware: a headers file can be fake, and so can a key or a root handed to you with the bundle. Each proves only what its source is worth: take them from a source you trust, not from the operator, and the app warns when one is a copy of a file inside the bundle. Every step also shows the command to repeat it by hand (Show evidence).</source>
        <translation>설정에서 &quot;오프라인: 네트워크를 사용하지 않음&quot;을 선택하면 연결할 수 없는 서버를 기다리지 않습니다. 네트워크가 없으면 비트코인 앵커와 로그를 조회할 수 없어 &apos;검증 안 됨&apos;이 되며, 결코 통과로 처리되지 않습니다. 설정 &gt; 블록 헤더 파일에 비트코인 블록 헤더 파일을, 설정 &gt; Rekor 공개 키 파일에 로그의 공개 키를(그러면 번들이 rekor/에 담은 로그 응답을 그 키로 확인합니다), 설정 &gt; 추가 신뢰 루트에 신뢰하는 타임스탬프 기관의 루트를 지정한 뒤 &apos;다시 검사&apos;를 누르십시오. 주의: 헤더 파일은 위조될 수 있으며, 번들과 함께 건네받은 키나 루트도 마찬가지입니다. 각각은 그 출처만큼만 증명합니다: 운영자가 아닌 신뢰하는 출처에서 받으십시오. 그중 하나가 번들 안 파일의 복사본이면 앱이 경고합니다. 각 단계는 손으로 다시 해 볼 명령도 보여 줍니다(근거 보기).</translation>
    </message>
    <message>
        <source>How to compare two copies</source>
        <translation>두 사본을 비교하는 법</translation>
    </message>
    <message>
        <source>File &gt; Compare with another copy… compares the open bundle with another folder: it lists the files present in one copy only, the files whose bytes differ, and for each the first line that differs, the field that changed and its bytes before and after. The Workshop tab makes such a change on purpose and shows which check catches it.</source>
        <translation>파일 &gt; 다른 사본과 비교…는 열린 번들을 다른 폴더와 비교합니다: 한쪽 사본에만 있는 파일, 바이트가 다른 파일, 그리고 각 파일에서 처음 다른 줄, 바뀐 필드와 그 전후 바이트를 나열합니다. 워크숍 탭은 그런 변경을 일부러 만들고 어떤 검사가 잡아내는지 보여 줍니다.</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>안내서</translation>
    </message>
    <message>
        <source>Whether the result is up to date</source>
        <translation>결과가 최신인지 여부</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>다시 검사(&amp;A)</translation>
    </message>
    <message>
        <source>Check the bundle again with the current settings</source>
        <translation>현재 설정으로 번들을 다시 검사</translation>
    </message>
    <message>
        <source>The result shown predates your change of settings: press Check again to apply them.</source>
        <translation>표시된 결과는 설정을 바꾸기 전의 것입니다: 적용하려면 다시 검사를 누르십시오.</translation>
    </message>
    <message>
        <source>shipped with this app: {authority}, SHA-256 {sha256}</source>
        <translation>이 앱에 포함됨: {authority}, SHA-256 {sha256}</translation>
    </message>
    <message>
        <source>trusted by you: {path}: {problem}</source>
        <translation>사용자가 신뢰함: {path}: {problem}</translation>
    </message>
    <message>
        <source>trusted by you: {subject} ({path}), SHA-256 {sha256}</source>
        <translation>사용자가 신뢰함: {subject} ({path}), SHA-256 {sha256}</translation>
    </message>
    <message>
        <source>Trust roots and their fingerprints</source>
        <translation>신뢰 루트와 지문</translation>
    </message>
    <message>
        <source>A root copied from a bundle&apos;s own tsa/ folder stays the operator&apos;s word: tokens resting on it are shown as warnings.</source>
        <translation>번들 자체의 tsa/ 폴더에서 복사한 루트는 여전히 운영자의 말일 뿐입니다: 그것에 기대는 토큰은 경고로 표시됩니다.</translation>
    </message>
    <message>
        <source>Save evidence</source>
        <translation>증거 저장</translation>
    </message>
    <message>
        <source>Open a bundle and wait for its check to finish, then save its evidence.</source>
        <translation>번들을 열고 검사가 끝날 때까지 기다린 뒤 증거를 저장하세요.</translation>
    </message>
    <message>
        <source>Save evidence to an empty folder</source>
        <translation>빈 폴더에 증거 저장</translation>
    </message>
    <message>
        <source>Witness statements</source>
        <translation>증인 진술</translation>
    </message>
    <message>
        <source>Export &amp;witness statement…</source>
        <translation>증인 진술 내보내기(&amp;W)…</translation>
    </message>
    <message>
        <source>Sign, with your own key, what you saw: the book&apos;s verified lines and head link and the stamped list. Keep it: a later copy that rewrites those lines will not match.</source>
        <translation>본인의 키로 본 내용에 서명합니다: 장부의 검증된 줄과 마지막 링크, 그리고 스탬프된 목록. 보관해 두세요: 나중에 그 줄을 고쳐 쓴 사본은 일치하지 않습니다.</translation>
    </message>
    <message>
        <source>Check witness &amp;statements…</source>
        <translation>증인 진술 확인(&amp;S)…</translation>
    </message>
    <message>
        <source>Choose a folder of statements (yours or other readers&apos;): the open bundle is checked again, and each statement must be a prefix of its book.</source>
        <translation>진술 폴더를 고르세요(본인 또는 다른 독자의 것): 열린 번들을 다시 검사하며, 각 진술은 그 장부의 앞부분과 일치해야 합니다.</translation>
    </message>
    <message>
        <source>Export witness statement</source>
        <translation>증인 진술 내보내기</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>텍스트 파일 (*.txt)</translation>
    </message>
    <message>
        <source>Folder of witness statements</source>
        <translation>증인 진술 폴더</translation>
    </message>
    <message>
        <source>Your witness key</source>
        <translation>내 증인 키</translation>
    </message>
    <message>
        <source>No key yet: it is made (Ed25519, in {folder}) the first time you export a witness statement.</source>
        <translation>아직 키가 없습니다: 증인 진술을 처음 내보낼 때 만들어집니다(Ed25519, {folder}).</translation>
    </message>
    <message>
        <source>{name}, fingerprint (SHA-256 of the public key):
{fingerprint}</source>
        <translation>{name}, 지문(공개 키의 SHA-256):
{fingerprint}</translation>
    </message>
    <message>
        <source>Witness key fingerprint</source>
        <translation>증인 키 지문</translation>
    </message>
    <message>
        <source>Stated probability for the side backed (%)</source>
        <translation>지지한 쪽에 대해 밝힌 확률(%)</translation>
    </message>
    <message>
        <source>Share that came true (%)</source>
        <translation>실현된 비율(%)</translation>
    </message>
    <message>
        <source>{title}, horizon {horizon}</source>
        <translation>{title}, 기간 {horizon}</translation>
    </message>
    <message>
        <source>perfect calibration</source>
        <translation>완벽한 보정</translation>
    </message>
    <message>
        <source>No resolved verified forecast for horizon {horizon} yet.</source>
        <translation>기간 {horizon}에 아직 결과가 난 검증된 예측이 없습니다.</translation>
    </message>
    <message>
        <source>bin (mean, share)</source>
        <translation>구간(평균, 비율)</translation>
    </message>
    <message>
        <source>fewer than {n}: not a result</source>
        <translation>{n}개 미만: 결과 아님</translation>
    </message>
    <message>
        <source>n = {n}: fewer than {least}: not shown as a result</source>
        <translation>n = {n}: {least}개 미만: 결과로 표시하지 않음</translation>
    </message>
    <message>
        <source>not a result (too few)</source>
        <translation>결과 아님(너무 적음)</translation>
    </message>
    <message numerus="yes">
        <source>bin {bin}: %Ln forecast(s)
mean stated {stated}%, came true {true}%</source>
        <translation>
            <numerusform>구간 {bin}: 예측 %Ln개
밝힌 평균 {stated}%, 실현 {true}%</numerusform>
        </translation>
    </message>
    <message>
        <source>logistic fit (folded)</source>
        <translation>로지스틱 적합(접힘)</translation>
    </message>
    <message>
        <source>Logistic fit logit P = a + b·logit p: a = {a} (s.e. {se_a}), b = {b} (s.e. {se_b}), {n} forecasts in {clusters} sessions; {note}.</source>
        <translation>로지스틱 적합 logit P = a + b·logit p: a = {a}(표준오차 {se_a}), b = {b}(표준오차 {se_b}), {clusters}개 세션의 예측 {n}개; {note}.</translation>
    </message>
    <message>
        <source>Logistic fit: {note}.</source>
        <translation>로지스틱 적합: {note}.</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>추정 안 됨</translation>
    </message>
    <message>
        <source>{n} resolved verified forecasts, {fifties} stated 50s left out. Whole bundle&apos;s scored rows: {used} used; {left_out}. Rule: {rule}; a bin is a result only from {least} forecasts ({source}).</source>
        <translation>결과가 난 검증된 예측 {n}개, 50으로 밝힌 것 {fifties}개 제외. 번들 전체의 채점 행: {used}개 사용; {left_out}. 규칙: {rule}; 구간은 예측 {least}개 이상일 때만 결과입니다({source}).</translation>
    </message>
    <message>
        <source>none left out</source>
        <translation>제외 없음</translation>
    </message>
    <message>
        <source>left out: {parts}</source>
        <translation>제외: {parts}</translation>
    </message>
    <message>
        <source>vol. ?</source>
        <translation>거래량 ?</translation>
    </message>
    <message>
        <source>{title}: run {run}</source>
        <translation>{title}: 실행 {run}</translation>
    </message>
    <message>
        <source>Contract (sealed volume)</source>
        <translation>계약(봉인된 거래량)</translation>
    </message>
    <message>
        <source>Chance of a rise (%)</source>
        <translation>상승 확률(%)</translation>
    </message>
    <message>
        <source>No verified crowd contract sealed for run {run}.</source>
        <translation>실행 {run}에 봉인된 검증된 군중 계약이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln contract(s) left out: their book lines are not verified.</source>
        <translation>
            <numerusform>계약 %Ln개 제외: 장부 줄이 검증되지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>{code}: {seat} said {value}% (crowd_up)</source>
        <translation>{code}: {seat}의 답 {value}%(crowd_up)</translation>
    </message>
    <message>
        <source>each seat&apos;s crowd_up</source>
        <translation>각 좌석의 crowd_up</translation>
    </message>
    <message>
        <source>each seat&apos;s crowd_up (thin contract)</source>
        <translation>각 좌석의 crowd_up(얇은 계약)</translation>
    </message>
    <message>
        <source>sealed crowd price</source>
        <translation>봉인된 군중 가격</translation>
    </message>
    <message>
        <source>sealed crowd price (thin: shown apart)</source>
        <translation>봉인된 군중 가격(얇음: 따로 표시)</translation>
    </message>
    <message>
        <source>volume floor {floor}: thinner contracts →</source>
        <translation>거래량 하한 {floor}: 더 얇은 계약 →</translation>
    </message>
    <message>
        <source>{name}, all runs: {contracts} contracts, {scored} resolved; Brier crowd {crowd}, seats {seats}, gap {gap}, 2d {two_d}: {reading}.</source>
        <translation>{name}, 모든 실행: 계약 {contracts}개, 결과 난 것 {scored}개; Brier 군중 {crowd}, 좌석 {seats}, 차이 {gap}, 2d {two_d}: {reading}.</translation>
    </message>
    <message>
        <source>At or above the floor</source>
        <translation>하한 이상</translation>
    </message>
    <message>
        <source>Thin (shown apart)</source>
        <translation>얇음(따로 표시)</translation>
    </message>
    <message>
        <source>This run: {n} verified contracts ({primary} at or above the {floor} sealed-volume floor, {thin} thin); {unverified} left out as not verified. Word above each contract: how it resolved.</source>
        <translation>이 실행: 검증된 계약 {n}개(봉인 거래량 하한 {floor} 이상 {primary}개, 얇음 {thin}개); 검증되지 않아 제외 {unverified}개. 각 계약 위의 단어: 결과가 어떻게 났는지.</translation>
    </message>
    <message>
        <source>Rule: Brier = (p − outcome)²; a gap of at most 2d (d = share resolving opposite to the league&apos;s own 1-day question) is no edge.</source>
        <translation>규칙: Brier = (p − 결과)²; 2d 이하의 차이(d = 리그 자체의 1일 질문과 반대로 결과가 난 비율)는 우위가 아닙니다.</translation>
    </message>
    <message numerus="yes">
        <source>{code} ({venue}), volume {volume}
crowd {crowd}% ({rule}), seats&apos; mean {mean}%
resolved: {outcome}; Brier crowd {brier_crowd}, seats {brier_seats}
%Ln seat(s) answered</source>
        <translation>
            <numerusform>{code}({venue}), 거래량 {volume}
군중 {crowd}%({rule}), 좌석 평균 {mean}%
결과: {outcome}; Brier 군중 {brier_crowd}, 좌석 {brier_seats}
답한 좌석 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>N: seats that answered</source>
        <translation>N: 답한 좌석 수</translation>
    </message>
    <message>
        <source>N_eff: effective number of independent voices</source>
        <translation>N_eff: 독립적인 목소리의 유효 개수</translation>
    </message>
    <message>
        <source>ceiling 1/{rho} = {ceiling}</source>
        <translation>상한 1/{rho} = {ceiling}</translation>
    </message>
    <message>
        <source>{drawn} run × horizon points from {used} verified rows ({unusable} without a usable ρ). Whole bundle: {eligible} rows eligible; {left_out}. Rule: {rule}</source>
        <translation>검증된 행 {used}개에서 나온 실행 × 기간 점 {drawn}개(쓸 수 있는 ρ가 없는 것 {unusable}개). 번들 전체: 적격 행 {eligible}개; {left_out}. 규칙: {rule}</translation>
    </message>
    <message>
        <source>run {run}, horizon {horizon}</source>
        <translation>실행 {run}, 기간 {horizon}</translation>
    </message>
    <message numerus="yes">
        <source>N = %Ln seat(s), ρ = {rho}</source>
        <translation>
            <numerusform>N = 좌석 %Ln개, ρ = {rho}</numerusform>
        </translation>
    </message>
    <message>
        <source>N_eff = {n_eff}</source>
        <translation>N_eff = {n_eff}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>행 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) used</source>
        <translation>
            <numerusform>사용한 쌍 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>건너뜀 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>Session (date of the run)</source>
        <translation>세션(실행 날짜)</translation>
    </message>
    <message>
        <source>run {run}, horizon {horizon}
N = {n}, ρ = {rho}, N_eff = {n_eff}</source>
        <translation>실행 {run}, 기간 {horizon}
N = {n}, ρ = {rho}, N_eff = {n_eff}</translation>
    </message>
    <message>
        <source>{values} run × horizon values in {lines} lines, from {rows} verified rows; {skipped} without a usable ρ not drawn. Each point: N_eff = N / (1 + (N − 1) ρ) of one counted run (eligible answers sealed before 09:30 ET, latest per seat).</source>
        <translation>선 {lines}개에 담긴 실행 × 기간 값 {values}개, 검증된 행 {rows}개에서 나옴; 쓸 수 있는 ρ가 없는 {skipped}개는 그리지 않음. 각 점: 집계된 실행 하나의 N_eff = N / (1 + (N − 1) ρ)(09:30 ET 전에 봉인된 적격 답변, 좌석별 마지막 답변).</translation>
    </message>
    <message>
        <source>{title}: chart</source>
        <translation>{title}: 차트</translation>
    </message>
    <message>
        <source>Show the values</source>
        <translation>값 보기</translation>
    </message>
    <message>
        <source>Show the values of every point as a table</source>
        <translation>모든 점의 값을 표로 보기</translation>
    </message>
    <message>
        <source>Save as {format}…</source>
        <translation>{format}(으)로 저장…</translation>
    </message>
    <message>
        <source>Save the chart as {format}</source>
        <translation>차트를 {format}(으)로 저장</translation>
    </message>
    <message>
        <source>Show the chart</source>
        <translation>차트 보기</translation>
    </message>
    <message>
        <source>Save {title} as {format}</source>
        <translation>{title}을(를) {format}(으)로 저장</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>차트 저장</translation>
    </message>
    <message>
        <source>Stated chance of a rise (%), 2-point bins</source>
        <translation>밝힌 상승 확률(%), 2포인트 구간</translation>
    </message>
    <message>
        <source>Number of forecasts</source>
        <translation>예측 수</translation>
    </message>
    <message>
        <source>No eligible verified forecast for horizon {horizon}.</source>
        <translation>기간 {horizon}에 해당하는 적격한 검증된 예측이 없습니다.</translation>
    </message>
    <message>
        <source>within [40, 60]: {percent}%</source>
        <translation>[40, 60] 안: {percent}%</translation>
    </message>
    <message numerus="yes">
        <source>[{low}, {high}): %Ln forecast(s)</source>
        <translation>
            <numerusform>[{low}, {high}): 예측 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} stated probabilities (eligible, verified). Sharpness K = {k} (0 = always 50, 100 = always certain); K_clim = {k_clim}; share within [40, 60] = {percent}%; dispersion across seats = {dispersion} points over {markets} markets. Whole bundle: {left_out}. Rule: {rule}.</source>
        <translation>밝힌 확률 {n}개(적격, 검증됨). 선명도 K = {k}(0 = 항상 50, 100 = 항상 확신); K_clim = {k_clim}; [40, 60] 안의 비율 = {percent}%; 시장 {markets}개에 걸친 좌석 간 분산 = {dispersion}포인트. 번들 전체: {left_out}. 규칙: {rule}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>at or above</source>
        <translation>이상</translation>
    </message>
    <message>
        <source>THIN: shown apart</source>
        <translation>얇음: 따로 표시</translation>
    </message>
    <message>
        <source>Values of the chart {title}</source>
        <translation>차트 {title}의 값</translation>
    </message>
    <message>
        <source>Each drawn point, in the order drawn</source>
        <translation>그려진 각 점(그린 순서대로)</translation>
    </message>
    <message>
        <source>(no evidence recorded)</source>
        <translation>(기록된 증거 없음)</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… 그리고 %Ln개 더</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>수준 {level}</translation>
    </message>
    <message>
        <source>SEPARATE EVENT, {status}</source>
        <translation>별도 사건, {status}</translation>
    </message>
    <message>
        <source>Proof of before for this line</source>
        <translation>이 줄의 사전 증명</translation>
    </message>
    <message>
        <source>Line card</source>
        <translation>줄 카드</translation>
    </message>
    <message>
        <source>Select a line to see it here.</source>
        <translation>줄을 선택하면 여기에 표시됩니다.</translation>
    </message>
    <message>
        <source>The answer, readable</source>
        <translation>읽기 쉬운 답변</translation>
    </message>
    <message>
        <source>&amp;Show in grid:</source>
        <translation>격자에 표시(&amp;S):</translation>
    </message>
    <message>
        <source>Field shown in the forecast grid</source>
        <translation>예측 격자에 표시할 필드</translation>
    </message>
    <message>
        <source>Forecast grid: markets by horizon</source>
        <translation>예측 격자: 기간별 시장</translation>
    </message>
    <message>
        <source>The line as stored, with seal and link recomputed</source>
        <translation>저장된 그대로의 줄과 다시 계산한 봉인과 링크</translation>
    </message>
    <message>
        <source>Proof-of-before properties of this line</source>
        <translation>이 줄의 사전 증명 속성</translation>
    </message>
    <message>
        <source>Raw JSON of the line</source>
        <translation>줄의 원본 JSON</translation>
    </message>
    <message>
        <source>Book line {n}</source>
        <translation>장부 줄 {n}</translation>
    </message>
    <message>
        <source>sealed (blind season): shown by seat only</source>
        <translation>봉인됨(블라인드 시즌): 좌석으로만 표시</translation>
    </message>
    <message>
        <source>The seal could not be recomputed.</source>
        <translation>봉인을 다시 계산할 수 없었습니다.</translation>
    </message>
    <message>
        <source>seal matches</source>
        <translation>봉인 일치</translation>
    </message>
    <message>
        <source>seal MISMATCH</source>
        <translation>봉인 불일치</translation>
    </message>
    <message>
        <source>seal stored: {value}</source>
        <translation>저장된 봉인: {value}</translation>
    </message>
    <message>
        <source>seal recomputed: {value}</source>
        <translation>다시 계산한 봉인: {value}</translation>
    </message>
    <message>
        <source>The link could not be recomputed.</source>
        <translation>링크를 다시 계산할 수 없었습니다.</translation>
    </message>
    <message>
        <source>link matches</source>
        <translation>링크 일치</translation>
    </message>
    <message>
        <source>link MISMATCH</source>
        <translation>링크 불일치</translation>
    </message>
    <message>
        <source>link stored: {value}</source>
        <translation>저장된 링크: {value}</translation>
    </message>
    <message>
        <source>link recomputed: {value}</source>
        <translation>다시 계산한 링크: {value}</translation>
    </message>
    <message>
        <source>stored {stored}
recomputed {computed}</source>
        <translation>저장됨 {stored}
다시 계산함 {computed}</translation>
    </message>
    <message>
        <source>This is a &apos;{kind}&apos; line: it holds no forecasts to show in a grid.</source>
        <translation>이 줄은 &apos;{kind}&apos; 줄입니다: 격자에 표시할 예측이 없습니다.</translation>
    </message>
    <message>
        <source>Each cell is one forecast: will the market be higher at the end of the horizon than at the reference price?</source>
        <translation>각 칸은 예측 하나입니다: 기간이 끝날 때 시장이 기준 가격보다 높을까요?</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>불완전</translation>
    </message>
    <message>
        <source>no book named</source>
        <translation>지정된 장부 없음</translation>
    </message>
    <message>
        <source>NOT CHECKED (no book)</source>
        <translation>검증 안 됨(장부 없음)</translation>
    </message>
    <message>
        <source>broken at line {n}</source>
        <translation>줄 {n}에서 끊김</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), match</source>
        <translation>
            <numerusform>%Ln줄, 일치</numerusform>
        </translation>
    </message>
    <message>
        <source>{status}: the paper&apos;s cross-check</source>
        <translation>{status}: 논문 대조 확인</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), DO NOT MATCH</source>
        <translation>
            <numerusform>%Ln줄, 일치하지 않음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), book not provided</source>
        <translation>
            <numerusform>%Ln줄, 장부가 제공되지 않음</numerusform>
        </translation>
    </message>
    <message>
        <source>ok, lines 1–{n}</source>
        <translation>정상, 줄 1–{n}</translation>
    </message>
    <message>
        <source>NOT CHECKED (prefix does not match)</source>
        <translation>검증 안 됨(장부 앞부분 불일치)</translation>
    </message>
    <message>
        <source>block {height}</source>
        <translation>블록 {height}</translation>
    </message>
    <message>
        <source>not Bitcoin&apos;s main chain</source>
        <translation>비트코인 메인 체인이 아님</translation>
    </message>
    <message>
        <source>{status} (pending)</source>
        <translation>{status}(대기 중)</translation>
    </message>
    <message>
        <source>upgraded from calendar {calendar} at {time}</source>
        <translation>캘린더 {calendar}에서 {time}에 완성</translation>
    </message>
    <message>
        <source>NOT CHECKED (proof present)</source>
        <translation>검증 안 됨(증명 있음)</translation>
    </message>
    <message>
        <source>NOT CHECKED (no proof)</source>
        <translation>검증 안 됨(증명 없음)</translation>
    </message>
    <message>
        <source>before the open</source>
        <translation>개장 전</translation>
    </message>
    <message>
        <source>AFTER the open</source>
        <translation>개장 이후</translation>
    </message>
    <message>
        <source>NOT CHECKED (token present)</source>
        <translation>검증 안 됨(토큰 있음)</translation>
    </message>
    <message>
        <source>NOT CHECKED (no token)</source>
        <translation>검증 안 됨(토큰 없음)</translation>
    </message>
    <message>
        <source>logged {time}</source>
        <translation>기록됨 {time}</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>워크숍</translation>
    </message>
    <message>
        <source>Show how the checks catch a change. Pick a change: it is made to a temporary copy of the open bundle (your files are not touched), the ten steps run again, and this page points at what broke.</source>
        <translation>검증이 변경을 어떻게 잡아내는지 보여 줍니다. 변경을 고르면 열린 번들의 임시 사본에 적용되고(원래 파일은 건드리지 않음), 열 단계가 다시 실행되며, 이 페이지가 무엇이 깨졌는지 가리킵니다.</translation>
    </message>
    <message>
        <source>C&amp;hange:</source>
        <translation>변경(&amp;H):</translation>
    </message>
    <message>
        <source>Change to make</source>
        <translation>적용할 변경</translation>
    </message>
    <message>
        <source>&amp;Apply the change and check again</source>
        <translation>변경 적용 후 다시 검증(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Restore the original</source>
        <translation>원본 복원(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Witness the original first</source>
        <translation>먼저 원본 증언(&amp;W)</translation>
    </message>
    <message>
        <source>(signs a statement of what it shows with your key, and checks the changed copy against it)</source>
        <translation>(원본이 보여 주는 내용을 내 키로 서명한 진술을 만들고, 변경된 사본을 그 진술과 대조합니다)</translation>
    </message>
    <message>
        <source>What was changed</source>
        <translation>바뀐 것</translation>
    </message>
    <message>
        <source>What the checks found</source>
        <translation>검증이 찾아낸 것</translation>
    </message>
    <message>
        <source>NOTHING CHANGED YET</source>
        <translation>아직 변경 없음</translation>
    </message>
    <message>
        <source>What broke</source>
        <translation>깨진 것</translation>
    </message>
    <message>
        <source>The changed bytes of the affected line, before and after</source>
        <translation>영향받은 줄의 바뀐 바이트(전후)</translation>
    </message>
    <message>
        <source>Changed bytes before and after</source>
        <translation>변경 전후의 바이트</translation>
    </message>
    <message>
        <source>Changed in the copy: {change}.</source>
        <translation>사본에서 변경됨: {change}.</translation>
    </message>
    <message>
        <source>CAUGHT: the walk fails</source>
        <translation>잡힘: 검증이 실패합니다</translation>
    </message>
    <message>
        <source>NOT CAUGHT</source>
        <translation>잡히지 않음</translation>
    </message>
    <message>
        <source>The original bundle is shown again; the changed copy was deleted.</source>
        <translation>원래 번들이 다시 표시됩니다. 변경된 사본은 삭제되었습니다.</translation>
    </message>
    <message>
        <source>NOTHING CHANGED</source>
        <translation>변경 없음</translation>
    </message>
    <message>
        <source>The book&apos;s bytes are unchanged: this change was made to the forecasts file. What changed: {change}.</source>
        <translation>장부의 바이트는 그대로입니다: 이 변경은 예측 파일에 적용되었습니다. 바뀐 것: {change}.</translation>
    </message>
    <message>
        <source>The book&apos;s bytes are unchanged: this change was made to a proof file. What changed: {change}.</source>
        <translation>장부의 바이트는 그대로입니다: 이 변경은 증명 파일에 적용되었습니다. 바뀐 것: {change}.</translation>
    </message>
    <message>
        <source>The book&apos;s bytes are unchanged: this change was made to the portfolio league&apos;s trades file. What changed: {change}.</source>
        <translation>장부의 바이트는 바뀌지 않았습니다: 이 변경은 포트폴리오 리그의 거래 파일에 가해졌습니다. 바뀐 것: {change}.</translation>
    </message>
    <message>
        <source>\r = carriage return (CR), \n = line feed (LF), \xNN = one byte that is not plain ASCII; \xef\xbb\xbf is a byte-order mark.</source>
        <translation>\r = 캐리지 리턴(CR), \n = 줄 바꿈(LF), \xNN = 일반 ASCII가 아닌 바이트 하나; \xef\xbb\xbf는 바이트 순서 표시입니다.</translation>
    </message>
    <message>
        <source>before</source>
        <translation>전</translation>
    </message>
    <message>
        <source>after</source>
        <translation>후</translation>
    </message>
    <message>
        <source>Line {line}, first changed byte at position {offset} of the line:</source>
        <translation>줄 {line}, 줄의 위치 {offset}에서 처음 바뀐 바이트:</translation>
    </message>
    <message>
        <source>here</source>
        <translation>여기</translation>
    </message>
    <message>
        <source>bytes before: {hex}</source>
        <translation>변경 전 바이트: {hex}</translation>
    </message>
    <message>
        <source>bytes after:  {hex}</source>
        <translation>변경 후 바이트: {hex}</translation>
    </message>
    <message>
        <source>Sigstore&apos;s trusted root (transparency-log keys)</source>
        <translation>Sigstore 신뢰 루트(투명성 로그 키)</translation>
    </message>
    <message>
        <source>Trusted root in use</source>
        <translation>사용 중인 신뢰 루트</translation>
    </message>
    <message>
        <source>Result of the last update</source>
        <translation>마지막 업데이트 결과</translation>
    </message>
    <message>
        <source>&amp;Update the trusted root</source>
        <translation>신뢰 루트 업데이트(&amp;U)</translation>
    </message>
    <message>
        <source>Fetch the current trusted root through Sigstore&apos;s TUF repository and verify it (needs the network). A walk never does this by itself.</source>
        <translation>Sigstore의 TUF 저장소에서 현재 신뢰 루트를 받아 검증합니다(네트워크 필요). 검증 과정은 이를 스스로 하지 않습니다.</translation>
    </message>
    <message>
        <source>updated on this computer, verified by TUF</source>
        <translation>이 컴퓨터에서 업데이트되고 TUF로 검증됨</translation>
    </message>
    <message>
        <source>the copy shipped with the app</source>
        <translation>앱과 함께 제공된 사본</translation>
    </message>
    <message>
        <source>In use: {which}, taken {fetched} ({age} days ago); logs: {logs}.</source>
        <translation>사용 중: {which}, {fetched}에 받음({age}일 전). 로그: {logs}.</translation>
    </message>
    <message>
        <source>Older than {days} days: a newer log key may be missing from it. Update it.</source>
        <translation>{days}일보다 오래되었습니다. 더 새로운 로그 키가 빠져 있을 수 있으니 업데이트하세요.</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>업데이트하는 중…</translation>
    </message>
    <message>
        <source>Sealed before the open: verifier</source>
        <translation>개장 전 봉인: 검증기</translation>
    </message>
    <message>
        <source>Progress of the check</source>
        <translation>검사 진행 상황</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel the check</source>
        <translation>검사 취소</translation>
    </message>
    <message>
        <source>Nothing was verified.</source>
        <translation>아무것도 검증되지 않았습니다.</translation>
    </message>
    <message>
        <source>The check was cancelled: nothing new was verified.</source>
        <translation>검사가 취소되었습니다: 새로 검증된 것이 없습니다.</translation>
    </message>
    <message>
        <source>This cannot be verified</source>
        <translation>검증할 수 없습니다</translation>
    </message>
    <message>
        <source>An internal error stopped the check.</source>
        <translation>내부 오류로 검사가 중단되었습니다.</translation>
    </message>
    <message>
        <source>Checking {names}…</source>
        <translation>{names} 검사 중…</translation>
    </message>
    <message>
        <source>Bundle: {label}.</source>
        <translation>번들: {label}.</translation>
    </message>
    <message>
        <source>Book lines verified (sealed and chained): 1–{through} of {lines}.</source>
        <translation>검증된 장부 줄(봉인 및 체인 확인): 전체 {lines}줄 중 1–{through}.</translation>
    </message>
    <message numerus="yes">
        <source>None of the book&apos;s %Ln line(s) is verified.</source>
        <translation>
            <numerusform>장부의 %Ln줄 중 검증된 줄이 없습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{label}: %Ln stamped list(s), verdict: {verdict}.</source>
        <translation>
            <numerusform>{label}: 타임스탬프가 찍힌 목록 %Ln개, 판정: {verdict}.</numerusform>
        </translation>
    </message>
    <message>
        <source>WORKSHOP: you are looking at a deliberately changed copy ({kind}), not the bundle you opened. Use Restore the original on the Workshop tab to go back.</source>
        <translation>워크숍: 연 번들이 아니라 일부러 바꾼 사본({kind})을 보고 있습니다. 돌아가려면 워크숍 탭에서 ‘원본 복원’을 누르세요.</translation>
    </message>
    <message>
        <source>{label} — {title}</source>
        <translation>{label} — {title}</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA — {title}</source>
        <translation>시연 데이터 — {title}</translation>
    </message>
    <message>
        <source>WORKSHOP COPY — {title}</source>
        <translation>워크숍 사본 — {title}</translation>
    </message>
    <message>
        <source>Download a bundle</source>
        <translation>번들 내려받기</translation>
    </message>
    <message>
        <source>The data address, a proof-day page, or the analysis release&apos;s DOI (10.5281/zenodo.N)</source>
        <translation>데이터 주소, 증명일 페이지 또는 분석 릴리스의 DOI(10.5281/zenodo.N)</translation>
    </message>
    <message>
        <source>&amp;Source (address or DOI):</source>
        <translation>출처(주소 또는 DOI)(&amp;S):</translation>
    </message>
    <message>
        <source>Fetch the &amp;proofs of these days:</source>
        <translation>다음 날짜의 증명 가져오기(&amp;P):</translation>
    </message>
    <message>
        <source>to</source>
        <translation>~</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>선택(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>폴더(&amp;F):</translation>
    </message>
    <message>
        <source>https://zenodo.org/api (for a DOI)</source>
        <translation>https://zenodo.org/api (DOI용)</translation>
    </message>
    <message>
        <source>Release &amp;API:</source>
        <translation>릴리스 API(&amp;A):</translation>
    </message>
    <message>
        <source>overall progress</source>
        <translation>전체 진행 상황</translation>
    </message>
    <message>
        <source>progress of this file</source>
        <translation>이 파일의 진행 상황</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>내려받기(&amp;D)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>All files:</source>
        <translation>모든 파일:</translation>
    </message>
    <message>
        <source>Folder for the bundle</source>
        <translation>번들을 넣을 폴더</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>내려받는 중…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>멈추는 중…</translation>
    </message>
    <message>
        <source>Stopped. Any earlier copy of the bundle is as it was; Download again to resume.</source>
        <translation>멈췄습니다. 이전 번들 사본은 그대로입니다. 이어 받으려면 다시 내려받기를 누르세요.</translation>
    </message>
    <message>
        <source>Saved in {folder}.</source>
        <translation>{folder}에 저장했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s).</source>
        <translation>
            <numerusform>… 그리고 문제 %Ln개 더.</numerusform>
        </translation>
    </message>
    <message>
        <source>{detail}
Your earlier copy: {kept_at}</source>
        <translation>{detail}
이전 사본: {kept_at}</translation>
    </message>
    <message>
        <source>History was rewritten</source>
        <translation>기록이 다시 쓰였습니다</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>The verifier hit an internal error</source>
        <translation>검증기에 내부 오류가 발생했습니다</translation>
    </message>
    <message>
        <source>Internal error report</source>
        <translation>내부 오류 보고서</translation>
    </message>
    <message>
        <source>This is a fault in the app, not a finding about your files. Nothing was verified by the action that failed. Please copy the report below and send it to the app&apos;s maintainers.</source>
        <translation>앱의 결함이며 파일에 관한 발견이 아닙니다. 실패한 작업으로는 아무것도 검증되지 않았습니다. 아래 보고서를 복사해 앱 관리자에게 보내 주세요.</translation>
    </message>
    <message>
        <source>Error report text</source>
        <translation>오류 보고서 텍스트</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>보고서 복사(&amp;C)</translation>
    </message>
    <message>
        <source>An internal error stopped the statistics.</source>
        <translation>내부 오류로 통계가 중단되었습니다.</translation>
    </message>
    <message>
        <source>The workshop needs a bundle with a book to change.</source>
        <translation>워크숍에는 바꿀 장부가 있는 번들이 필요합니다.</translation>
    </message>
    <message>
        <source>This bundle has no file this change can be made to (it needs proofs, tokens or saved log entries like the demonstration&apos;s). Try it on the demonstration bundle.</source>
        <translation>이 번들에는 이 변경을 적용할 파일이 없습니다(시연처럼 증명, 토큰 또는 저장된 로그 항목이 필요합니다). 시연 번들에서 해 보세요.</translation>
    </message>
    <message>
        <source>{label} (workshop copy: {kind})</source>
        <translation>{label}(워크숍 사본: {kind})</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date on a chart&apos;s axis</comment>
        <translation>yyyy년 M월 d일</translation>
    </message>
    <message>
        <source>Your history of checks</source>
        <translation>내 검사 기록</translation>
    </message>
    <message>
        <source>Each check of a downloaded bundle records the book lines it verified, signed with your own key. Opening the same source again checks that those lines are unchanged and walks only what is new.</source>
        <translation>다운로드한 번들을 검사할 때마다 검증한 장부 줄을 본인의 키로 서명해 기록합니다. 같은 출처를 다시 열면 그 줄이 바뀌지 않았는지 확인하고 새 부분만 검사합니다.</translation>
    </message>
    <message>
        <source>Checks in your history</source>
        <translation>기록에 있는 검사</translation>
    </message>
    <message>
        <source>Checked at (UTC)</source>
        <translation>검사 시각(UTC)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>Book lines verified</source>
        <translation>검증된 장부 줄</translation>
    </message>
    <message>
        <source>Prefix SHA-256</source>
        <translation>앞부분 SHA-256</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>봉인</translation>
    </message>
    <message>
        <source>History entries not used</source>
        <translation>사용하지 않은 기록 항목</translation>
    </message>
    <message>
        <source>Your history is empty: no downloaded bundle was checked yet.</source>
        <translation>기록이 비어 있습니다. 아직 다운로드한 번들을 검사한 적이 없습니다.</translation>
    </message>
    <message>
        <source>1–{lines} of {book}</source>
        <translation>{book}의 1–{lines}</translation>
    </message>
    <message>
        <source>Prefix SHA-256: {sha256}
Last link: {link}</source>
        <translation>앞부분 SHA-256: {sha256}
마지막 링크: {link}</translation>
    </message>
    <message>
        <source>Re-check from your history</source>
        <translation>기록에서 다시 검사</translation>
    </message>
    <message>
        <source>What the re-check walked</source>
        <translation>다시 검사한 범위</translation>
    </message>
    <message>
        <source>Walk in &amp;full</source>
        <translation>전체 검사(&amp;F)</translation>
    </message>
    <message>
        <source>Walk the whole bundle again, every line and seal</source>
        <translation>번들 전체를 모든 줄과 봉인까지 다시 검사</translation>
    </message>
    <message>
        <source>New seals</source>
        <translation>새 봉인</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Stamped list</source>
        <translation>타임스탬프가 찍힌 목록</translation>
    </message>
    <message>
        <source>Anchors</source>
        <translation>앵커</translation>
    </message>
    <message>
        <source>Nothing after the recorded lines was walked: a rewrite of lines you checked fails the re-check, whatever follows. Walk in full to see every step on this copy.</source>
        <translation>기록된 줄 이후는 검사하지 않았습니다. 검사한 줄이 다시 쓰이면 뒤에 무엇이 있든 다시 검사는 실패합니다. 이 사본의 모든 단계를 보려면 전체 검사를 하십시오.</translation>
    </message>
    <message numerus="yes">
        <source>Lines walked now: %Ln (the new ones only); seals checked now: {seals}; seals you checked before and found unchanged: {known}.</source>
        <translation>
            <numerusform>지금 검사한 줄: %Ln(새 줄만), 지금 검사한 봉인: {seals}, 이전에 검사했고 바뀌지 않은 봉인: {known}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step 7 recomputed: {status}. {said}</source>
        <translation>7단계 다시 계산: {status}. {said}</translation>
    </message>
    <message>
        <source>Step 7 is being recomputed from the rows verified now…</source>
        <translation>지금 검증된 행으로 7단계를 다시 계산하는 중…</translation>
    </message>
    <message numerus="yes">
        <source>The table lists the first {shown} new seals; %Ln more are not listed here (all are in &apos;verifier-app history PATH --json&apos;).</source>
        <translation>
            <numerusform>표에는 새 봉인 중 처음 {shown}개만 있고, %Ln개는 여기에 없습니다(모두 &apos;verifier-app history PATH --json&apos;에 있음).</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-checked from where you left off</source>
        <translation>마지막 검사 지점부터 다시 검사함</translation>
    </message>
    <message>
        <source>Re-checked from where you left off: {status}.</source>
        <translation>마지막 검사 지점부터 다시 검사함: {status}.</translation>
    </message>
    <message>
        <source>Bitcoin</source>
        <translation>비트코인</translation>
    </message>
    <message>
        <source>log</source>
        <translation>로그</translation>
    </message>
    <message>
        <source>Watching a league</source>
        <translation>리그 지켜보기</translation>
    </message>
    <message>
        <source>Watching {source}.</source>
        <translation>{source}을(를) 지켜보는 중입니다.</translation>
    </message>
    <message>
        <source>The watch has stopped.</source>
        <translation>지켜보기가 멈췄습니다.</translation>
    </message>
    <message>
        <source>An internal error stopped this poll; the watch goes on.</source>
        <translation>내부 오류로 이번 조회가 멈췄습니다. 지켜보기는 계속됩니다.</translation>
    </message>
    <message>
        <source>Watch this league</source>
        <translation>이 리그 지켜보기</translation>
    </message>
    <message>
        <source>The league&apos;s data address (as for Download), e.g. https://…/api/v1/:</source>
        <translation>리그의 데이터 주소(다운로드와 같음), 예: https://…/api/v1/:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Walk: the ten steps</source>
        <translation>검증 단계(&amp;W)</translation>
    </message>
    <message>
        <source>S&amp;eals</source>
        <translation>봉인(&amp;E)</translation>
    </message>
    <message>
        <source>Trust &amp;ladder</source>
        <translation>신뢰 사다리(&amp;L)</translation>
    </message>
    <message>
        <source>Wor&amp;kshop</source>
        <translation>워크숍(&amp;K)</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>통계(&amp;I)</translation>
    </message>
    <message>
        <source>Day&apos;s &amp;page</source>
        <translation>그날의 페이지(&amp;P)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>워크숍</translation>
    </message>
    <message>
        <source>Open a bundle first.</source>
        <translation>먼저 번들을 여세요.</translation>
    </message>
    <message>
        <source>Changing a copy ({kind}) and checking it again…</source>
        <translation>사본을 변경({kind})하고 다시 검증하는 중…</translation>
    </message>
</context>
<context>
    <name>config</name>
    <message>
        <source>Block headers file</source>
        <translation>블록 헤더 파일</translation>
    </message>
    <message>
        <source>A file of Bitcoin block headers you trust (for example exported from your own node). Each header is checked on its own terms.</source>
        <translation>신뢰하는 비트코인 블록 헤더 파일(예: 자신의 노드에서 내보낸 것). 각 헤더는 그 자체로 검증됩니다.</translation>
    </message>
    <message>
        <source>Block explorers (one address per line)</source>
        <translation>블록 탐색기(한 줄에 주소 하나)</translation>
    </message>
    <message>
        <source>Public block explorers asked for block headers; several must agree. Leave empty to use none.</source>
        <translation>블록 헤더를 요청할 공개 블록 탐색기입니다. 여러 곳이 일치해야 합니다. 사용하지 않으려면 비워 두세요.</translation>
    </message>
    <message>
        <source>Bitcoin Core RPC address</source>
        <translation>Bitcoin Core RPC 주소</translation>
    </message>
    <message>
        <source>Your own Bitcoin Core node, for example http://127.0.0.1:8332. It is asked first when set.</source>
        <translation>자신의 Bitcoin Core 노드, 예: http://127.0.0.1:8332. 설정하면 가장 먼저 조회합니다.</translation>
    </message>
    <message>
        <source>Bitcoin Core cookie file</source>
        <translation>Bitcoin Core 쿠키 파일</translation>
    </message>
    <message>
        <source>The .cookie file Bitcoin Core writes in its data folder; it holds the password for the RPC address.</source>
        <translation>Bitcoin Core가 데이터 폴더에 쓰는 .cookie 파일로, RPC 주소의 비밀번호가 들어 있습니다.</translation>
    </message>
    <message>
        <source>Extra trust roots (PEM files, one per line)</source>
        <translation>추가 신뢰 루트(PEM 파일, 한 줄에 하나)</translation>
    </message>
    <message>
        <source>Root certificates of time-stamp authorities you trust in addition to this computer&apos;s and the app&apos;s own.</source>
        <translation>이 컴퓨터와 앱의 인증서 외에 추가로 신뢰하는 타임스탬프 기관의 루트 인증서입니다.</translation>
    </message>
    <message>
        <source>Intermediate certificates (PEM files, one per line)</source>
        <translation>중간 인증서(PEM 파일, 한 줄에 하나)</translation>
    </message>
    <message>
        <source>Certificates that link a time-stamp authority to a root you trust, like openssl&apos;s -untrusted. They are never trusted as roots.</source>
        <translation>openssl의 -untrusted처럼 타임스탬프 기관을 신뢰하는 루트에 연결하는 인증서입니다. 루트로는 결코 신뢰되지 않습니다.</translation>
    </message>
    <message>
        <source>Rekor log address</source>
        <translation>Rekor 로그 주소</translation>
    </message>
    <message>
        <source>The Sigstore Rekor transparency log that is asked for each stamped list.</source>
        <translation>각 타임스탬프된 목록에 대해 조회하는 Sigstore Rekor 투명성 로그입니다.</translation>
    </message>
    <message>
        <source>Rekor public key file</source>
        <translation>Rekor 공개 키 파일</translation>
    </message>
    <message>
        <source>The log&apos;s public key (PEM). Leave empty for the public Rekor log&apos;s key shipped with the app.</source>
        <translation>로그의 공개 키(PEM)입니다. 비워 두면 앱에 포함된 공개 Rekor 로그의 키를 사용합니다.</translation>
    </message>
    <message>
        <source>Offline: never use the network</source>
        <translation>오프라인: 네트워크를 사용하지 않음</translation>
    </message>
    <message>
        <source>Only files on this computer are used. Checks that need a network source are reported as not checked, never as passed.</source>
        <translation>이 컴퓨터의 파일만 사용합니다. 네트워크 출처가 필요한 검증은 통과가 아니라 &apos;검증 안 됨&apos;으로 표시됩니다.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>The language of the app. It changes at once.</source>
        <translation>앱의 언어입니다. 즉시 바뀝니다.</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and marks</source>
        <translation>발표 모드: 더 큰 글자와 표시</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and marks, for showing to a room</source>
        <translation>발표 모드: 청중에게 보여 주기 위한 더 큰 글자와 표시</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Collects the files: the book (every forecast, one line each), the stamped lists (short files whose fingerprint was time-stamped) and their proofs.</source>
        <translation>파일을 모읍니다: 책(모든 예측, 한 줄에 하나), 타임스탬프된 목록(지문에 타임스탬프가 찍힌 짧은 파일)과 그 증명.</translation>
    </message>
    <message>
        <source>Reads each stamped list: which book it seals, how many lines, and the fingerprint (SHA-256) of exactly those lines.</source>
        <translation>각 타임스탬프된 목록을 읽습니다: 어떤 책을 봉인하는지, 몇 줄인지, 바로 그 줄들의 지문(SHA-256).</translation>
    </message>
    <message>
        <source>Hashes the first N lines of the book you have and compares them with the stamped fingerprint. A match means those lines were not changed after the seal.</source>
        <translation>가진 책의 처음 N줄을 해시하여 타임스탬프된 지문과 비교합니다. 일치하면 그 줄들은 봉인 후 바뀌지 않은 것입니다.</translation>
    </message>
    <message>
        <source>Recomputes every line&apos;s seal and link. Each line points to the one before, so no line can be changed, removed or moved without breaking the chain.</source>
        <translation>모든 줄의 봉인과 링크를 다시 계산합니다. 각 줄은 앞 줄을 가리키므로, 사슬을 끊지 않고는 어떤 줄도 바꾸거나 지우거나 옮길 수 없습니다.</translation>
    </message>
    <message>
        <source>Checks that the question text each run answered hashes to the fingerprint recorded in the book, so the question cannot have been swapped later.</source>
        <translation>각 실행이 답한 질문 텍스트의 해시가 책에 기록된 지문과 같은지 검증하므로, 질문이 나중에 바뀌었을 수 없습니다.</translation>
    </message>
    <message>
        <source>Follows the OpenTimestamps proof to a Bitcoin block. The block&apos;s time bounds when the sealed lines existed, without trusting the operator.</source>
        <translation>OpenTimestamps 증명을 비트코인 블록까지 따라갑니다. 블록의 시각은 운영자를 신뢰하지 않고도 봉인된 줄들이 언제 존재했는지의 한계를 정합니다.</translation>
    </message>
    <message>
        <source>Checks that each published engine code file matches its listed fingerprint.</source>
        <translation>공개된 엔진 코드 파일이 각각 목록의 지문과 일치하는지 검증합니다.</translation>
    </message>
    <message>
        <source>Checks the signed time-stamps of independent authorities (RFC 3161): they state, to the second, when they saw the stamped list.</source>
        <translation>독립 기관의 서명된 타임스탬프(RFC 3161)를 검증합니다: 기관이 타임스탬프된 목록을 본 시각을 초 단위로 밝힙니다.</translation>
    </message>
    <message>
        <source>Looks the stamped list up in the public Sigstore Rekor log, which records when it was entered.</source>
        <translation>공개 Sigstore Rekor 로그에서 타임스탬프된 목록을 찾습니다. 로그는 목록이 등록된 시각을 기록합니다.</translation>
    </message>
    <message>
        <source>Recount the forecasts&apos; scores and the portfolio accounts</source>
        <translation>예측 점수와 포트폴리오 계좌 재계산</translation>
    </message>
    <message>
        <source>The forecasts&apos; scores</source>
        <translation>예측 점수</translation>
    </message>
    <message>
        <source>The portfolio accounts</source>
        <translation>포트폴리오 계좌</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A PASS</source>
        <translation>불완전: 통과 아님</translation>
    </message>
    <message>
        <source>Trust the operator</source>
        <translation>운영자를 신뢰</translation>
    </message>
    <message>
        <source>Recounts in two parts, with the app&apos;s own code: 7a the forecasts&apos; scores (the published figures, from the verified forecast rows); 7b the portfolio accounts (value, cash share, fees and weights, from the published trades and prices by the protocol&apos;s rules). The app never runs the operator&apos;s scripts; the command is shown for those who want to.</source>
        <translation>앱 자체 코드로 두 부분을 재계산합니다: 7a 예측 점수(검증된 예측 행에서 게시된 수치), 7b 포트폴리오 계좌(프로토콜 규칙에 따라 게시된 거래와 가격에서 가치, 현금 비중, 수수료, 비중). 앱은 운영자의 스크립트를 절대 실행하지 않으며, 원하는 사람을 위해 명령을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Compares this bundle with the hashes, block and times printed in the paper, which is archived outside the operator&apos;s reach. For the paper&apos;s league, any difference means the files were changed.</source>
        <translation>이 번들을 운영자의 손이 닿지 않는 곳에 보관된 논문에 인쇄된 해시, 블록, 시간과 비교합니다. 논문의 리그라면 어떤 차이든 파일이 바뀌었다는 뜻입니다.</translation>
    </message>
    <message>
        <source>In the blind season each answer seals its model&apos;s name with a secret salt. Once the salts are published, each seal must open to the model the league names.</source>
        <translation>블라인드 시즌에는 각 답변이 비밀 솔트로 모델 이름을 봉인합니다. 솔트가 공개되면 각 봉인은 리그가 밝힌 모델로 열려야 합니다.</translation>
    </message>
    <message>
        <source>Nothing is checked: you take the league&apos;s word for its forecasts.</source>
        <translation>아무것도 검증하지 않습니다: 리그의 예측에 대해 리그의 말을 믿습니다.</translation>
    </message>
    <message>
        <source>Anything at all: forecasts could have been written or changed after the markets moved.</source>
        <translation>아무것도 증명하지 않습니다: 예측은 시장이 움직인 뒤에 작성되거나 바뀌었을 수 있습니다.</translation>
    </message>
    <message>
        <source>The operator&apos;s hash chain</source>
        <translation>운영자의 해시 사슬</translation>
    </message>
    <message>
        <source>The book&apos;s order and content are fixed: no line was changed, removed or moved after the stamped lists were written (steps 3 and 4).</source>
        <translation>책의 순서와 내용이 고정됩니다: 타임스탬프된 목록이 작성된 뒤 어떤 줄도 바뀌거나 지워지거나 옮겨지지 않았습니다(3단계와 4단계).</translation>
    </message>
    <message>
        <source>When the lines were written: the operator could have rebuilt the whole chain later.</source>
        <translation>줄이 언제 작성되었는지: 운영자가 나중에 사슬 전체를 다시 만들었을 수 있습니다.</translation>
    </message>
    <message>
        <source>Bitcoin anchor</source>
        <translation>비트코인 앵커</translation>
    </message>
    <message>
        <source>The sealed lines existed no later than the Bitcoin block that anchors them (block time plus a margin of a few hours; step 6).</source>
        <translation>봉인된 줄들은 늦어도 그것을 고정하는 비트코인 블록 시점에는 존재했습니다(블록 시각에 몇 시간의 여유를 더함; 6단계).</translation>
    </message>
    <message>
        <source>The exact second: block times are set by miners and only bounded to hours.</source>
        <translation>정확한 초: 블록 시각은 채굴자가 정하며 몇 시간 단위로만 한정됩니다.</translation>
    </message>
    <message>
        <source>Independent time-stamp authorities</source>
        <translation>독립 타임스탬프 기관</translation>
    </message>
    <message>
        <source>Independent authorities signed the stamped list&apos;s fingerprint at a stated second (RFC 3161, step 9), so the seal can be compared with the 09:30 New York open.</source>
        <translation>독립 기관이 타임스탬프된 목록의 지문에 명시된 초에 서명했으므로(RFC 3161, 9단계), 봉인을 뉴욕 09:30 개장과 비교할 수 있습니다.</translation>
    </message>
    <message>
        <source>That the forecasts were good, or that the operator did not run other rounds it never sealed (that is the counted-run rule, checked separately).</source>
        <translation>예측이 좋았다는 것, 또는 운영자가 봉인하지 않은 다른 회차를 돌리지 않았다는 것(그것은 별도로 검증하는 집계 실행 규칙입니다).</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA: a synthetic league made by this app to show how the checks work. These are not real forecasts.</source>
        <translation>데모 데이터: 검증이 어떻게 작동하는지 보여 주기 위해 이 앱이 만든 가상 리그입니다. 실제 예측이 아닙니다.</translation>
    </message>
    <message>
        <source>Get the book and the stamped lists</source>
        <translation>책과 타임스탬프된 목록 가져오기</translation>
    </message>
    <message>
        <source>Read the stamped lists</source>
        <translation>타임스탬프된 목록 읽기</translation>
    </message>
    <message>
        <source>The book starts with the stamped lines</source>
        <translation>책이 타임스탬프된 줄로 시작함</translation>
    </message>
    <message>
        <source>Every seal and link recomputed</source>
        <translation>모든 봉인과 링크 재계산</translation>
    </message>
    <message>
        <source>The question each run answered</source>
        <translation>각 실행이 답한 질문</translation>
    </message>
    <message>
        <source>The Bitcoin anchor</source>
        <translation>비트코인 앵커</translation>
    </message>
    <message>
        <source>The engine code</source>
        <translation>엔진 코드</translation>
    </message>
    <message>
        <source>Signed time-stamps (RFC 3161)</source>
        <translation>서명된 타임스탬프(RFC 3161)</translation>
    </message>
    <message>
        <source>The public transparency log (Rekor)</source>
        <translation>공개 투명성 로그(Rekor)</translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>NOT CHECKED</source>
        <translation>검증 안 됨</translation>
    </message>
    <message>
        <source>The values printed in the paper</source>
        <translation>논문에 인쇄된 값</translation>
    </message>
    <message>
        <source>Sealed model identities (blind season)</source>
        <translation>봉인된 모델 정체(블라인드 시즌)</translation>
    </message>
    <message>
        <source>Every counted answer sealed before the open (P1b)</source>
        <translation>집계되는 모든 답변이 개장 전에 봉인됨 (P1b)</translation>
    </message>
    <message>
        <source>Which run counts, by a rule declared before the runs (P3)</source>
        <translation>어떤 실행이 집계되는가: 실행 전에 선언된 규칙에 따라 (P3)</translation>
    </message>
    <message>
        <source>Every asked run sealed, with its roster (requirement 13)</source>
        <translation>요청된 모든 실행이 명단과 함께 봉인됨(요구 사항 13)</translation>
    </message>
    <message>
        <source>The forecasts file agrees with the book</source>
        <translation>예측 파일이 장부와 일치함</translation>
    </message>
    <message>
        <source>One signer for every log entry</source>
        <translation>모든 로그 항목에 하나의 서명자</translation>
    </message>
    <message>
        <source>The log only grows (no second history)</source>
        <translation>로그는 늘어나기만 함(두 번째 이력 없음)</translation>
    </message>
    <message>
        <source>No second book in the log</source>
        <translation>로그에 두 번째 장부 없음</translation>
    </message>
    <message>
        <source>Witness statements: the book extends what readers saw</source>
        <translation>증인 진술: 장부가 독자들이 본 것을 이어 감</translation>
    </message>
    <message>
        <source>PASS WITH {count} WARNINGS</source>
        <translation>통과, 경고 {count}개</translation>
    </message>
    <message>
        <source>No check failed, but some passed only with a caveat: read the warnings and the headline&apos;s level before relying on it.</source>
        <translation>실패한 검사는 없지만 일부는 단서가 붙은 채 통과했습니다: 믿기 전에 경고와 헤드라인의 수준을 읽으십시오.</translation>
    </message>
    <message>
        <source>PASS: every step was checked and passed.</source>
        <translation>통과: 모든 단계를 검증했고 통과했습니다.</translation>
    </message>
    <message>
        <source>FAIL: at least one check failed. Do not rely on these seals.</source>
        <translation>실패: 하나 이상의 검증이 실패했습니다. 이 봉인에 의존하지 마세요.</translation>
    </message>
    <message>
        <source>INCOMPLETE: nothing failed, but some steps could not be checked (this is not a pass).</source>
        <translation>불완전: 실패한 것은 없지만 일부 단계를 검증할 수 없었습니다(통과가 아닙니다).</translation>
    </message>
    <message>
        <source>Published rules</source>
        <translation>공개된 규칙</translation>
    </message>
    <message>
        <source>The rules the league says it follows are public: anyone can read how forecasts are asked, counted and scored.</source>
        <translation>리그가 따른다고 밝힌 규칙이 공개되어 있습니다: 누구나 예측을 어떻게 묻고, 세고, 채점하는지 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>Whether the league followed them.</source>
        <translation>리그가 그 규칙을 따랐는지.</translation>
    </message>
    <message>
        <source>Provide arena-protocol.json, the league&apos;s published rules.</source>
        <translation>리그의 공개 규칙인 arena-protocol.json을 제공하십시오.</translation>
    </message>
    <message>
        <source>Files recomputed</source>
        <translation>파일 재계산</translation>
    </message>
    <message>
        <source>The published book and figures were recomputed from the open files and agree.</source>
        <translation>공개된 원장과 수치를 공개 파일로부터 다시 계산했고 일치합니다.</translation>
    </message>
    <message>
        <source>When the files were written, and whether the prices behind the outcomes are right.</source>
        <translation>파일이 언제 작성되었는지, 그리고 결과의 바탕이 된 가격이 맞는지.</translation>
    </message>
    <message>
        <source>Provide the book, council-forecasts.csv, council-stats.json, the arena&apos;s accounts, trades and prices (arena-accounts.csv, arena-trades.csv, arena-prices.csv) and the engine code files, and let steps 4, 7 and 8 pass.</source>
        <translation>원장, council-forecasts.csv, council-stats.json, 아레나의 계좌·거래·가격(arena-accounts.csv, arena-trades.csv, arena-prices.csv)과 엔진 코드 파일을 제공하고, 4·7·8단계를 통과해야 합니다.</translation>
    </message>
    <message>
        <source>External commitment verified</source>
        <translation>외부 약정 검증</translation>
    </message>
    <message>
        <source>The sealed forecasts existed before a time fixed outside the operator (a Bitcoin block, a signed time-stamp or a public log).</source>
        <translation>봉인된 예측이 운영자 밖에서 정해진 시각(비트코인 블록, 서명된 타임스탬프 또는 공개 로그) 이전에 존재했습니다.</translation>
    </message>
    <message>
        <source>That the prices used to score them are right.</source>
        <translation>채점에 쓰인 가격이 맞는지.</translation>
    </message>
    <message>
        <source>Provide a stamped list with a Bitcoin proof checked against real block headers, a time-stamp token from a trusted authority, or its Rekor entry.</source>
        <translation>실제 블록 헤더로 확인되는 비트코인 증명이 있는 스탬프 목록, 신뢰할 수 있는 기관의 타임스탬프 토큰, 또는 그 Rekor 항목을 제공하십시오.</translation>
    </message>
    <message>
        <source>Reconciled with an independent price source</source>
        <translation>독립적 가격 출처와 대조</translation>
    </message>
    <message>
        <source>The reference prices, closes and outcomes agree with a price source the reader chose.</source>
        <translation>기준 가격, 종가, 결과가 독자가 고른 가격 출처와 일치합니다.</translation>
    </message>
    <message>
        <source>Skill: agreeing outcomes can still come from luck.</source>
        <translation>실력: 일치하는 결과도 운일 수 있습니다.</translation>
    </message>
    <message>
        <source>Give a price file from a provider you trust (Statistics tab, page 8, or verifier-app stats --prices FILE); every verified row must be priced from it and agree.</source>
        <translation>신뢰하는 제공자의 가격 파일을 주십시오 (통계 탭 8쪽, 또는 verifier-app stats --prices FILE); 검증된 모든 행이 그 파일로 가격이 매겨지고 일치해야 합니다.</translation>
    </message>
    <message>
        <source>Prospective paired evaluation frozen before its window</source>
        <translation>창 이전에 고정된 전향적 쌍 평가</translation>
    </message>
    <message>
        <source>The test of skill, its benchmark and its reading rule were fixed before the data that decide it existed, and it is recomputed here.</source>
        <translation>실력 검정과 그 기준, 판독 규칙이 결정 데이터가 존재하기 전에 고정되었고, 여기서 다시 계산됩니다.</translation>
    </message>
    <message>
        <source>That a second team would get the same result.</source>
        <translation>두 번째 팀이 같은 결과를 얻을지.</translation>
    </message>
    <message>
        <source>Use the league&apos;s real files: the sealed climatology must hash to the value the paper printed, and the window (from session 11) must have begun.</source>
        <translation>리그의 실제 파일을 사용하십시오: 봉인된 기후값이 논문에 인쇄된 해시와 같아야 하고, 창(세션 11부터)이 시작되어야 합니다.</translation>
    </message>
    <message>
        <source>Replication by a second pipeline</source>
        <translation>두 번째 파이프라인에 의한 복제</translation>
    </message>
    <message>
        <source>A second, independent pipeline reproduced the forecasts and scores.</source>
        <translation>두 번째 독립 파이프라인이 예측과 점수를 재현했습니다.</translation>
    </message>
    <message>
        <source>Nothing more on this ladder: skill is then read from the registered comparisons.</source>
        <translation>이 사다리에서는 더 없습니다: 실력은 그다음 등록된 비교에서 읽습니다.</translation>
    </message>
    <message>
        <source>A second, independent team must rerun the league&apos;s pipeline and publish matching results; no bundle can show this by itself.</source>
        <translation>두 번째 독립 팀이 리그의 파이프라인을 다시 실행해 일치하는 결과를 발표해야 합니다; 어떤 번들도 이를 혼자 보여줄 수 없습니다.</translation>
    </message>
    <message>
        <source>Calibration: folded reliability diagram</source>
        <translation>보정: 접힌 신뢰도 도표</translation>
    </message>
    <message>
        <source>no answer line</source>
        <translation>답변 줄 없음</translation>
    </message>
    <message>
        <source>book line not sealed yet</source>
        <translation>아직 봉인되지 않은 장부 줄</translation>
    </message>
    <message>
        <source>book line FAILED the check</source>
        <translation>검사에 실패한 장부 줄</translation>
    </message>
    <message>
        <source>naming another run&apos;s or seat&apos;s book line (that line itself verified)</source>
        <translation>다른 실행 또는 다른 좌석의 장부 줄을 가리킴(그 줄 자체는 검증됨)</translation>
    </message>
    <message>
        <source>not the counted run</source>
        <translation>집계된 실행이 아님</translation>
    </message>
    <message>
        <source>restored by a correction</source>
        <translation>정정으로 복원됨</translation>
    </message>
    <message>
        <source>sealed after the 09:30 open</source>
        <translation>09:30 개장 이후 봉인됨</translation>
    </message>
    <message>
        <source>a separate event (own reference)</source>
        <translation>별도 사건(자체 기준)</translation>
    </message>
    <message>
        <source>no stated probability</source>
        <translation>밝힌 확률 없음</translation>
    </message>
    <message>
        <source>replaced by a later answer</source>
        <translation>나중 답변으로 대체됨</translation>
    </message>
    <message>
        <source>not the seat&apos;s first well-formed answer</source>
        <translation>좌석의 첫 번째 올바른 형식의 답변이 아님</translation>
    </message>
    <message>
        <source>not resolved yet</source>
        <translation>아직 결과 없음</translation>
    </message>
    <message>
        <source>outcome not sealed in the book yet</source>
        <translation>결과가 아직 장부에 봉인되지 않음</translation>
    </message>
    <message>
        <source>Each cell: Pearson correlation of two seats&apos; probabilities across the markets both answered (at least 3, with some variation; otherwise –).</source>
        <translation>각 칸: 두 좌석이 모두 답한 시장들에 걸친 두 좌석 확률의 피어슨 상관(최소 3개, 어느 정도의 변동 필요; 아니면 –).</translation>
    </message>
    <message>
        <source>Seat-by-seat correlation</source>
        <translation>좌석 간 상관</translation>
    </message>
    <message>
        <source>rose</source>
        <translation>상승</translation>
    </message>
    <message>
        <source>fell</source>
        <translation>하락</translation>
    </message>
    <message>
        <source>open</source>
        <translation>미결</translation>
    </message>
    <message>
        <source>AI seats against the crowd</source>
        <translation>AI 좌석 대 군중</translation>
    </message>
    <message>
        <source>Registered test: the consensus against the base rate</source>
        <translation>등록된 검정: 기저율 대비 합의</translation>
    </message>
    <message>
        <source>Stated probabilities: seat × market</source>
        <translation>밝힌 확률: 좌석 × 시장</translation>
    </message>
    <message>
        <source>Margin between each forecast&apos;s anchor and its outcome</source>
        <translation>각 예측의 앵커와 결과 사이의 여유</translation>
    </message>
    <message>
        <source>ρ = mean over seat pairs of the Pearson correlation of their probabilities across the markets both answered; N_eff = N / (1 + (N − 1) ρ), N = seats with an eligible answer. Grey curves: fixed ρ; dashed: their ceilings 1/ρ. Markers of each horizon are nudged sideways to stay visible; N is a whole number.</source>
        <translation>ρ = 두 좌석이 모두 답한 시장들에 걸친 확률의 피어슨 상관을 좌석 쌍에 대해 평균한 값; N_eff = N / (1 + (N − 1) ρ), N = 적격한 답변을 한 좌석 수. 회색 곡선: 고정된 ρ; 점선: 그 상한 1/ρ. 각 기간의 표식은 보이도록 옆으로 조금 밀어 놓았으며, N은 정수입니다.</translation>
    </message>
    <message>
        <source>How many independent voices: N_eff against N</source>
        <translation>독립적인 목소리는 몇 개인가: N 대비 N_eff</translation>
    </message>
    <message>
        <source>N_eff per run over time</source>
        <translation>시간에 따른 실행별 N_eff</translation>
    </message>
    <message>
        <source>Sharpness: stated probabilities</source>
        <translation>선명도: 밝힌 확률</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>원</translation>
    </message>
    <message>
        <source>square</source>
        <translation>사각형</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>삼각형</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>마름모</translation>
    </message>
    <message>
        <source>star</source>
        <translation>별</translation>
    </message>
    <message>
        <source>pentagon</source>
        <translation>오각형</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>육각형</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>기간</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>시장</translation>
    </message>
    <message>
        <source>Consensus (%)</source>
        <translation>합의(%)</translation>
    </message>
    <message>
        <source>Stated probabilities</source>
        <translation>밝힌 확률</translation>
    </message>
    <message>
        <source>Mean ρ</source>
        <translation>평균 ρ</translation>
    </message>
    <message>
        <source>N_eff</source>
        <translation>N_eff</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <source>Trimmed</source>
        <translation>제외됨</translation>
    </message>
    <message>
        <source>Weighted 1/3</source>
        <translation>가중치 1/3</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>계약</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>거래소</translation>
    </message>
    <message>
        <source>Sealed volume</source>
        <translation>봉인된 거래량</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>하한</translation>
    </message>
    <message>
        <source>Crowd (%)</source>
        <translation>군중(%)</translation>
    </message>
    <message>
        <source>Price rule</source>
        <translation>가격 규칙</translation>
    </message>
    <message>
        <source>Seats&apos; mean (%)</source>
        <translation>좌석 평균(%)</translation>
    </message>
    <message>
        <source>Brier crowd</source>
        <translation>Brier 군중</translation>
    </message>
    <message>
        <source>Brier seats</source>
        <translation>Brier 좌석</translation>
    </message>
    <message>
        <source>Probability up (%)</source>
        <translation>상승 확률(%)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>행동</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>목표</translation>
    </message>
    <message>
        <source>Invalidation level</source>
        <translation>무효화 수준</translation>
    </message>
    <message>
        <source>Expected change (%)</source>
        <translation>예상 변화(%)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>좌석</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>모드</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>작성 시각</translation>
    </message>
    <message>
        <source>Booked at</source>
        <translation>기록 시각</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>no substitution</source>
        <translation>바꿔치기 없음</translation>
    </message>
    <message>
        <source>no rebuild after the anchor</source>
        <translation>앵커 이후 재구성 없음</translation>
    </message>
    <message>
        <source>committed before the reference price</source>
        <translation>기준 가격 전에 확정됨</translation>
    </message>
    <message>
        <source>no selection among runs</source>
        <translation>실행 간 선별 없음</translation>
    </message>
    <message>
        <source>&amp;1 Independence (N_eff)</source>
        <translation>1 독립성(N_eff)(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;2 Correlation and grid</source>
        <translation>2 상관과 격자(&amp;2)</translation>
    </message>
    <message>
        <source>&amp;3 Calibration and sharpness</source>
        <translation>3 보정과 선명도(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;4 Crowd</source>
        <translation>4 군중(&amp;4)</translation>
    </message>
    <message>
        <source>Consensus of the chosen run, per market: the mean of the seats&apos; stated probabilities (highest and lowest dropped when five or more answered; a later model of the same family weighs 1/3; clipped to [2, 98]). It is always shown with the number of stated probabilities behind it, their mean pairwise correlation ρ and N_eff: eleven seats that move together are worth far fewer than eleven independent voices.</source>
        <translation>선택한 실행의 시장별 합의: 좌석들이 밝힌 확률의 평균입니다(다섯 이상이 답하면 최고값과 최저값을 제외하고, 같은 계열의 나중 모델은 1/3의 가중치를 가지며, [2, 98]로 자릅니다). 합의는 항상 그 밑에 있는 밝힌 확률의 수, 그 평균 쌍별 상관 ρ, N_eff와 함께 표시됩니다. 함께 움직이는 열한 좌석은 독립적인 열한 목소리보다 훨씬 적은 가치를 가집니다.</translation>
    </message>
    <message>
        <source>Change one probability in one answer by one point</source>
        <translation>한 답변의 확률 하나를 1포인트 변경</translation>
    </message>
    <message>
        <source>Swap two neighbouring answer lines</source>
        <translation>이웃한 답변 줄 두 개 맞바꾸기</translation>
    </message>
    <message>
        <source>Rewrite every line ending to Windows style (CRLF), as a careless copy does</source>
        <translation>부주의한 복사처럼 모든 줄 끝을 윈도우 방식(CRLF)으로 바꾸기</translation>
    </message>
    <message>
        <source>Add an invisible byte-order mark before the first line</source>
        <translation>첫 줄 앞에 보이지 않는 바이트 순서 표시(BOM) 추가</translation>
    </message>
    <message>
        <source>Cut the book off in the middle of a line near its end</source>
        <translation>장부 끝 부근의 한 줄 중간에서 장부를 자르기</translation>
    </message>
    <message>
        <source>Change one byte of a Bitcoin proof (.ots)</source>
        <translation>비트코인 증명(.ots)의 바이트 하나 변경</translation>
    </message>
    <message>
        <source>Replace a Bitcoin block header with another block&apos;s</source>
        <translation>비트코인 블록 헤더를 다른 블록의 것으로 교체</translation>
    </message>
    <message>
        <source>Replace a time-stamp token with one over another file</source>
        <translation>타임스탬프 토큰을 다른 파일에 대한 토큰으로 교체</translation>
    </message>
    <message>
        <source>Re-sign a time-stamp two hours after the time its list claims</source>
        <translation>목록이 주장하는 시각보다 두 시간 뒤에 타임스탬프를 다시 서명</translation>
    </message>
    <message>
        <source>Replace a saved log entry with the entry of another list</source>
        <translation>저장된 로그 항목을 다른 목록의 항목으로 교체</translation>
    </message>
    <message>
        <source>Move one published close in the forecasts file by 0.01 (the outcome stays)</source>
        <translation>예측 파일에 게시된 종가 하나를 0.01 옮기기(결과는 그대로)</translation>
    </message>
    <message>
        <source>Raise one published trade&apos;s price in the portfolio league by 1%</source>
        <translation>포트폴리오 리그의 게시된 거래 하나의 가격을 1% 올리기</translation>
    </message>
    <message>
        <source>The seals cover the book, not the forecasts file: the book&apos;s score line holds the close, so the check of the forecasts file against the book names the row, and every statistic uses the sealed close. Whether the sealed prices themselves are right, only a price source you trust can say: Statistics tab, page 8.</source>
        <translation>봉인은 예측 파일이 아니라 장부를 덮습니다: 장부의 점수 줄이 종가를 담고 있으므로, 예측 파일을 장부와 대조하는 검사가 그 행을 지목하고, 모든 통계는 봉인된 종가를 씁니다. 봉인된 가격 자체가 맞는지는 당신이 신뢰하는 가격 출처만 말할 수 있습니다: 통계 탭, 8쪽.</translation>
    </message>
    <message>
        <source>The seals cover the book, not the portfolio files: the app recounts every account from the published trades and prices (step 7b), and the account whose trade was changed no longer adds up to its published value. Whether the published trades are the ones the league made, the seals cannot say.</source>
        <translation>봉인은 포트폴리오 파일이 아니라 장부를 덮습니다: 앱은 게시된 거래와 가격에서 모든 계좌를 재계산하며(단계 7b), 거래가 바뀐 계좌는 더 이상 게시된 가치와 맞지 않습니다. 게시된 거래가 리그가 실제로 한 거래인지는 봉인이 말해 줄 수 없습니다.</translation>
    </message>
    <message>
        <source>{title} FAILED: {detail}</source>
        <translation>{title} 실패: {detail}</translation>
    </message>
    <message>
        <source>Step {number} ({title}) FAILED: {detail}</source>
        <translation>단계 {number}({title}) 실패: {detail}</translation>
    </message>
    <message>
        <source>First broken line of the book: line {line}; rule &apos;{rule}&apos;: {reason}.</source>
        <translation>장부의 첫 번째 깨진 줄: 줄 {line}; 규칙 &apos;{rule}&apos;: {reason}.</translation>
    </message>
    <message>
        <source>No step failed: this change was not detected.</source>
        <translation>실패한 단계가 없습니다: 이 변경은 감지되지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>report_export</name>
    <message>
        <source>Verification report: {label}</source>
        <translation>검증 보고서: {label}</translation>
    </message>
    <message>
        <source>The PDF could not be written to {path}: choose another folder.</source>
        <translation>PDF를 {path}에 쓸 수 없습니다: 다른 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>보고서를 {path}에 쓸 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>알 수 없는 이유</translation>
    </message>
</context>
<context>
    <name>settings_dialog</name>
    <message>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{chain} — times proven by {proofs} (level {level})</source>
        <translation>{chain} — {proofs}(으)로 시간 증명됨(수준 {level})</translation>
    </message>
    <message>
        <source>{chain} — times proven by: nothing independent (level {level})</source>
        <translation>{chain} — 시간을 증명한 것: 독립적인 것 없음(수준 {level})</translation>
    </message>
    <message>
        <source>{chain} — times proven by {proofs} ({levels})</source>
        <translation>{chain} — {proofs}(으)로 시간 증명됨({levels})</translation>
    </message>
    <message>
        <source>{chain} — times proven by: nothing independent ({levels})</source>
        <translation>{chain} — 시간 증명: 독립적인 것 없음({levels})</translation>
    </message>
    <message numerus="yes">
        <source>level {level} for the {count} development sessions</source>
        <translation>
            <numerusform>개발 세션 {count}개는 수준 {level}</numerusform>
        </translation>
    </message>
    <message>
        <source>level {level} for the lines from {day}</source>
        <translation>{day}부터의 줄은 수준 {level}</translation>
    </message>
    <message>
        <source>Chain intact</source>
        <translation>체인 온전함</translation>
    </message>
    <message>
        <source>Chain BROKEN at book line {line}</source>
        <translation>장부 줄 {line}에서 체인 끊김</translation>
    </message>
    <message>
        <source>The book does not match its seals</source>
        <translation>장부가 봉인과 일치하지 않음</translation>
    </message>
    <message>
        <source>Chain not checked</source>
        <translation>체인 검사 안 됨</translation>
    </message>
    <message>
        <source>Bitcoin block {height}</source>
        <translation>비트코인 블록 {height}</translation>
    </message>
    <message>
        <source>{count} Bitcoin blocks (the first {height})</source>
        <translation>비트코인 블록 {count}개(첫 블록 {height})</translation>
    </message>
    <message>
        <source>1 time-stamp authority</source>
        <translation>타임스탬프 기관 1곳</translation>
    </message>
    <message>
        <source>{count} time-stamp authorities</source>
        <translation>타임스탬프 기관 {count}곳</translation>
    </message>
    <message>
        <source>the Rekor transparency log</source>
        <translation>Rekor 투명성 로그</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} 및 {second}</translation>
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
            <numerusform>장부와 타임스탬프가 찍힌 목록 {lists}개를 찾았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found the book but no stamped list (file not provided).</source>
        <translation>장부는 찾았지만 타임스탬프가 찍힌 목록이 없습니다(파일이 제공되지 않음).</translation>
    </message>
    <message>
        <source>Found stamped lists but no book (file not provided).</source>
        <translation>타임스탬프가 찍힌 목록은 찾았지만 장부가 없습니다(파일이 제공되지 않음).</translation>
    </message>
    <message>
        <source>Neither a book nor a stamped list was provided.</source>
        <translation>장부도, 타임스탬프가 찍힌 목록도 제공되지 않았습니다.</translation>
    </message>
    <message>
        <source>No stamped list was provided.</source>
        <translation>타임스탬프가 찍힌 목록이 제공되지 않았습니다.</translation>
    </message>
    <message>
        <source>{list} names no book, so it seals nothing that can be checked.</source>
        <translation>{list}은(는) 장부를 지정하지 않으므로 확인할 수 있는 것을 봉인하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Read {lists} stamped list(s) with {claims} book claim(s).</source>
        <translation>
            <numerusform>타임스탬프가 찍힌 목록 {lists}개와 장부에 관한 주장 {claims}개를 읽었습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>No book named by a stamped list was provided.</source>
        <translation>타임스탬프가 찍힌 목록이 지정한 장부가 제공되지 않았습니다.</translation>
    </message>
    <message>
        <source>The book the stamped lists name ({book}) was not provided or could not be read, so not one of its stamped lines was checked.</source>
        <translation>타임스탬프 목록이 지정한 장부({book})가 제공되지 않았거나 읽을 수 없어, 봉인된 줄을 하나도 확인하지 못했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} stamped prefixes match the book: the sealed lines are exactly the lines you have.</source>
        <translation>
            <numerusform>타임스탬프가 찍힌 앞부분 {count}개가 모두 장부와 일치합니다. 봉인된 줄은 가지고 계신 줄과 정확히 같습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} other book(s) named in the lists were not provided.</source>
        <translation>
            <numerusform>목록에 지정된 다른 장부 {count}개는 제공되지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seal {list}</source>
        <translation>봉인 {list}</translation>
    </message>
    <message>
        <source>This stamped list names no book: no line of the form '&lt;book&gt;: N lines, sha256 …, last link …' was found.</source>
        <translation>이 스탬프 목록은 어떤 장부도 지정하지 않습니다: '&lt;book&gt;: N lines, sha256 …, last link …' 형식의 줄을 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>Line {line} of {file}, among the {lines} lines this seal covers, breaks the chain ({rule}).</source>
        <translation>이 봉인이 다루는 {lines}줄 가운데 {file}의 {line}번째 줄이 체인을 끊습니다 ({rule}).</translation>
    </message>
    <message>
        <source>{book} was not provided, so this claim was not checked.</source>
        <translation>{book}이(가) 제공되지 않아 이 주장은 확인하지 못했습니다.</translation>
    </message>
    <message>
        <source>{file} is not a book (it is empty, damaged, too large, binary or another file), so the stamped lines are not in it.</source>
        <translation>{file}은(는) 장부가 아닙니다(비어 있거나, 손상되었거나, 너무 크거나, 바이너리이거나, 다른 파일). 따라서 봉인된 줄이 그 안에 없습니다.</translation>
    </message>
    <message>
        <source>The book you have is shorter than the one that was stamped: the seal covers {lines} lines, your copy of {file} has {have}.</source>
        <translation>가지고 계신 장부가 타임스탬프가 찍힌 장부보다 짧습니다. 봉인은 {lines}줄을 덮지만, {file} 사본에는 {have}줄이 있습니다.</translation>
    </message>
    <message>
        <source>The first {lines} lines of {file} do not hash to the stamped value: the book was changed after this seal.</source>
        <translation>{file}의 처음 {lines}줄의 해시가 타임스탬프 값과 다릅니다. 이 봉인 이후에 장부가 바뀌었습니다.</translation>
    </message>
    <message>
        <source>Line {lines} of {file} has another link than the stamped one.</source>
        <translation>{file}의 {lines}번째 줄의 링크가 타임스탬프에 찍힌 것과 다릅니다.</translation>
    </message>
    <message>
        <source>No book was provided.</source>
        <translation>장부가 제공되지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>chain ok: {lines} lines of {path}</source>
        <translation>
            <numerusform>체인 정상: {path}의 {lines}줄</numerusform>
        </translation>
    </message>
    <message>
        <source>{path}: Line {line}: {reason}.</source>
        <translation>{path}: {line}번째 줄: {reason}.</translation>
    </message>
    <message>
        <source>{path}: The file holds no complete line: there is no book to check.</source>
        <translation>{path}: 파일에 완전한 줄이 없습니다. 확인할 장부가 없습니다.</translation>
    </message>
    <message>
        <source>No run lines with an ask hash were read (no book provided).</source>
        <translation>질문 해시가 있는 실행 줄을 읽지 못했습니다(장부가 제공되지 않음).</translation>
    </message>
    <message numerus="yes">
        <source>All {runs} runs answered exactly the published question text.</source>
        <translation>
            <numerusform>{runs}개 실행 모두가 공개된 질문 문구에 정확히 답했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{checked} of {runs} runs checked; the ask text of {missing} run(s) was not provided (first: {first}).</source>
        <translation>
            <numerusform>{runs}개 중 {checked}개 실행을 확인했습니다. {missing}개 실행의 질문 문구가 제공되지 않았습니다(첫 번째: {first}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no stamped list or proof was provided.</source>
        <translation>확인하지 않음: 타임스탬프가 찍힌 목록이나 증명이 제공되지 않았습니다.</translation>
    </message>
    <message>
        <source>Not checked: council-stats.json (the published figures) was not provided.</source>
        <translation>확인하지 않음: council-stats.json(공개된 수치)이 제공되지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} published figures were reproduced from the verified forecasts (within {tolerance}).</source>
        <translation>
            <numerusform>공개된 수치 {count}개 모두를 검증된 예측에서 다시 계산해 냈습니다({tolerance} 이내).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {compared} published figures differ from the app's recount (e.g. {figure}: published {published}, recounted {recomputed}).</source>
        <translation>
            <numerusform>공개된 수치 {compared}개 중 {count}개가 앱의 재계산과 다릅니다(예: {figure}: 공개 {published}, 재계산 {recomputed}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} forecast rows could not be verified against the sealed book and were left out.</source>
        <translation>
            <numerusform>예측 행 {count}개는 봉인된 장부와 대조해 검증할 수 없어 제외했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>7a, the forecasts' scores: {said}</source>
        <translation>7a, 예측 점수: {said}</translation>
    </message>
    <message>
        <source>7b, the portfolio accounts: {said}</source>
        <translation>7b, 포트폴리오 계좌: {said}</translation>
    </message>
    <message>
        <source>Not checked: the bundle does not carry the arena's published accounts, trades and prices ({missing} missing), so the portfolio accounts were not recounted. The paper recounts them with the operator's script: {command}</source>
        <translation>확인되지 않음: 번들에 아레나의 게시된 계좌, 거래, 가격이 없어({missing} 없음) 포트폴리오 계좌를 재계산하지 않았습니다. 논문은 운영자의 스크립트로 재계산합니다: {command}</translation>
    </message>
    <message>
        <source>Not checked: the portfolio accounts could not be recounted. {reason} The paper recounts them with the operator's script: {command}</source>
        <translation>확인되지 않음: 포트폴리오 계좌를 재계산할 수 없었습니다. {reason} 논문은 운영자의 스크립트로 재계산합니다: {command}</translation>
    </message>
    <message>
        <source>Not checked: arena-accounts.csv holds no account row, so no account was recounted.</source>
        <translation>확인되지 않음: arena-accounts.csv에 계좌 행이 없어 재계산한 계좌가 없습니다.</translation>
    </message>
    <message>
        <source>{rows} published rows, {accounts} accounts, {sessions} sessions ({first} .. {last}), {trades} trades, rules {rules}; exact to the cent (|d| &lt;= 0.01): {exact}; within the rounding of the published trades: {rounding}; DIFFERENT: {different}; not recounted (other price sets): {other}.</source>
        <translation>게시된 행 {rows}개, 계좌 {accounts}개, 세션 {sessions}개({first} .. {last}), 거래 {trades}건, 규칙 {rules}; 센트 단위까지 정확(|d| &lt;= 0.01): {exact}; 게시된 거래의 반올림 범위 내: {rounding}; 다름: {different}; 재계산하지 않음(다른 가격 세트): {other}.</translation>
    </message>
    <message>
        <source>Every published account was recounted by the app from the trades and prices and agrees. These files are not sealed: the recount shows that the accounts follow from the published trades and prices under the published rules, not that the trades were decided before the open.</source>
        <translation>게시된 모든 계좌를 앱이 거래와 가격에서 재계산했고 일치합니다. 이 파일들은 봉인되지 않았습니다: 재계산은 계좌가 게시된 규칙에 따라 게시된 거래와 가격에서 나온다는 것을 보여 줄 뿐, 거래가 개장 전에 결정되었다는 것을 보여 주지는 않습니다.</translation>
    </message>
    <message>
        <source>Account {account}, session {session}: the published {field} is {published}, but the app recounts {recomputed} from the trades and prices ({count} row(s) DIFFERENT).</source>
        <translation>계좌 {account}, 세션 {session}: 게시된 {field}은(는) {published}이지만 앱은 거래와 가격에서 {recomputed}(으)로 재계산합니다(다른 행 {count}개).</translation>
    </message>
    <message>
        <source>{count} row(s) were not recounted, so this part is not a pass (first: account {account}, session {session}; not in the bundle's prices or rules: {missing}).</source>
        <translation>행 {count}개를 재계산하지 않았으므로 이 부분은 통과가 아닙니다(첫 번째: 계좌 {account}, 세션 {session}; 번들의 가격이나 규칙에 없음: {missing}).</translation>
    </message>
    <message>
        <source>{file} is not a readable JSON object, so the rules of the accounts are not known.</source>
        <translation>{file}은(는) 읽을 수 있는 JSON 객체가 아니어서 계좌의 규칙을 알 수 없습니다.</translation>
    </message>
    <message>
        <source>arena-protocol.json declares no portfolio rules (the key portfolio: start cash, fee rate, publication rounding), so the accounts cannot be recounted by the league's own rules.</source>
        <translation>arena-protocol.json이 포트폴리오 규칙(키 portfolio: 시작 현금, 수수료율, 게시 반올림)을 선언하지 않아 리그 자체 규칙으로 계좌를 재계산할 수 없습니다.</translation>
    </message>
    <message>
        <source>arena-protocol.json: the rule {key} is missing or not a usable number.</source>
        <translation>arena-protocol.json: 규칙 {key}이(가) 없거나 쓸 수 있는 숫자가 아닙니다.</translation>
    </message>
    <message>
        <source>{file} is {size} bytes, larger than the {cap} bytes such a file can be; it was not read.</source>
        <translation>{file}은(는) {size}바이트로, 이런 파일이 가질 수 있는 {cap}바이트보다 커서 읽지 않았습니다.</translation>
    </message>
    <message>
        <source>{file} is not a readable CSV file (UTF-8 text with a header line, cells separated by commas).</source>
        <translation>{file}은(는) 읽을 수 있는 CSV 파일(머리글 줄이 있고 쉼표로 셀을 나눈 UTF-8 텍스트)이 아닙니다.</translation>
    </message>
    <message>
        <source>{file} lacks the column(s) {columns}.</source>
        <translation>{file}에 열 {columns}이(가) 없습니다.</translation>
    </message>
    <message>
        <source>{file} has more than {cap} rows; it was not read past them.</source>
        <translation>{file}에 {cap}개가 넘는 행이 있어 그 뒤로는 읽지 않았습니다.</translation>
    </message>
    <message>
        <source>{file}, line {line}: the row has {cells} cells where the header names {columns} (or a cell is far too long).</source>
        <translation>{file}, {line}행: 머리글은 {columns}개 열을 말하는데 이 행에는 셀이 {cells}개 있습니다(또는 셀 하나가 지나치게 깁니다).</translation>
    </message>
    <message>
        <source>{file}, line {line}: the column {column} is empty.</source>
        <translation>{file}, {line}행: 열 {column}이(가) 비어 있습니다.</translation>
    </message>
    <message>
        <source>{file}, line {line}: {column} "{value}" is not a usable number.</source>
        <translation>{file}, {line}행: {column} "{value}"은(는) 쓸 수 있는 숫자가 아닙니다.</translation>
    </message>
    <message>
        <source>{file}, line {line}: the session "{value}" is not a date (YYYY-MM-DD).</source>
        <translation>{file}, {line}행: 세션 "{value}"은(는) 날짜(YYYY-MM-DD)가 아닙니다.</translation>
    </message>
    <message>
        <source>{file}, line {line}: the weights "{value}" are not written as FUND=share;FUND=share.</source>
        <translation>{file}, {line}행: 비중 "{value}"이(가) FUND=비중;FUND=비중 형식으로 쓰여 있지 않습니다.</translation>
    </message>
    <message>
        <source>{file}, line {line}: account {account} has a second row for the session {session}.</source>
        <translation>{file}, {line}행: 계좌 {account}에 세션 {session}의 두 번째 행이 있습니다.</translation>
    </message>
    <message>
        <source>arena-code.json was not provided.</source>
        <translation>arena-code.json이 제공되지 않았습니다.</translation>
    </message>
    <message>
        <source>arena-code.json is not a readable JSON code list.</source>
        <translation>arena-code.json은 읽을 수 있는 JSON 코드 목록이 아닙니다.</translation>
    </message>
    <message>
        <source>arena-code.json lists no code file with a SHA-256.</source>
        <translation>arena-code.json에 SHA-256이 있는 코드 파일이 없습니다.</translation>
    </message>
    <message>
        <source>The published code of {file} differs from the hash in arena-code.json.</source>
        <translation>{file}의 공개된 코드가 arena-code.json의 해시와 다릅니다.</translation>
    </message>
    <message numerus="yes">
        <source>{matching} of {total} code files match; {missing} were not provided (first: {first}).</source>
        <translation>
            <numerusform>코드 파일 {total}개 중 {matching}개가 일치합니다. {missing}개는 제공되지 않았습니다(첫 번째: {first}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} published code files match arena-code.json.</source>
        <translation>
            <numerusform>공개된 코드 파일 {count}개 모두가 arena-code.json과 일치합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no stamped list or token was provided.</source>
        <translation>확인하지 않음: 타임스탬프가 찍힌 목록이나 토큰이 제공되지 않았습니다.</translation>
    </message>
    <message>
        <source>Not checked: no stamped list was provided to look up in the log.</source>
        <translation>확인하지 않음: 로그에서 찾아볼 타임스탬프 목록이 제공되지 않았습니다.</translation>
    </message>
    <message>
        <source>The demonstration league is not the paper's league, so its values are not compared.</source>
        <translation>시연용 리그는 논문의 리그가 아니므로 그 값은 비교하지 않습니다.</translation>
    </message>
    <message>
        <source>The block headers are not Bitcoin's main chain: the Bitcoin times prove nothing.</source>
        <translation>블록 헤더가 비트코인 메인 체인의 것이 아닙니다: 비트코인 시각은 아무것도 증명하지 않습니다.</translation>
    </message>
    <message>
        <source>The block headers came from a file ({file}), not from Bitcoin's network: a file can be fake.</source>
        <translation>블록 헤더는 비트코인 네트워크가 아니라 파일({file})에서 왔습니다: 파일은 위조될 수 있습니다.</translation>
    </message>
    <message>
        <source>The authorities, the log and the headers are the demonstration's own: they prove nothing about real time.</source>
        <translation>타임스탬프 기관, 로그, 블록 헤더는 시연용입니다: 실제 시간에 대해 아무것도 증명하지 않습니다.</translation>
    </message>
    <message>
        <source>A time-stamp root came from the bundle itself: the operator's word, not an authority you trust.</source>
        <translation>타임스탬프 루트가 번들 자체에서 왔습니다: 운영자의 말일 뿐, 당신이 신뢰하는 기관이 아닙니다.</translation>
    </message>
    <message>
        <source>The log key came from the bundle itself: the operator's word.</source>
        <translation>로그 키가 번들 자체에서 왔습니다: 운영자의 말일 뿐입니다.</translation>
    </message>
    <message>
        <source>Checked offline: the log was not asked for its history or for entries the bundle leaves out.</source>
        <translation>오프라인으로 확인함: 로그의 이력이나 번들이 빠뜨린 항목을 로그에 묻지 않았습니다.</translation>
    </message>
    <message>
        <source>The paper's cross-check failed on this seal: its {what} differs from the one printed in the paper (printed {printed}, found {observed}).</source>
        <translation>논문 대조 확인이 이 봉인에서 실패했습니다: {what}이(가) 논문에 인쇄된 값과 다릅니다(인쇄값 {printed}, 발견값 {observed}).</translation>
    </message>
    <message>
        <source>This bundle holds none of the files whose values the paper prints, so nothing could be compared.</source>
        <translation>이 번들에는 논문에 값이 실린 파일이 하나도 없어 아무것도 비교할 수 없었습니다.</translation>
    </message>
    <message numerus="yes">
        <source>None of the {count} values of this bundle that the paper prints matches it: this is another league, or the paper's league replaced wholesale.</source>
        <translation>
            <numerusform>논문에 인쇄된 이 번들의 값 {count}개 중 일치하는 것이 없습니다: 다른 리그이거나, 논문의 리그가 통째로 바뀌었습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>This bundle is not the one the paper describes: its {what} differs from the one printed in the paper (printed {printed}, this bundle {observed}).</source>
        <translation>이 번들은 논문이 설명하는 번들이 아닙니다: 이 번들의 값 '{what}'이(가) 논문에 인쇄된 값과 다릅니다(인쇄됨 {printed}, 이 번들 {observed}).</translation>
    </message>
    <message numerus="yes">
        <source>This bundle is not the one the paper describes: its {what} differs from the one printed in the paper (printed {printed}, this bundle {observed}); {more} more value(s) differ.</source>
        <translation>
            <numerusform>이 번들은 논문이 설명하는 번들이 아닙니다: 이 번들의 값 '{what}'이(가) 논문에 인쇄된 값과 다릅니다(인쇄됨 {printed}, 이 번들 {observed}). 그 밖에 다른 값: {more}개.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} values of this bundle that the paper prints match it.</source>
        <translation>
            <numerusform>논문에 실린 이 번들의 값 {count}개가 모두 일치합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer line seals its model.</source>
        <translation>모델을 봉인한 답변 줄이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file agrees with the verified book in all {rows} rows the book speaks to ({columns} columns compared in each).</source>
        <translation>
            <numerusform>예측 파일은 장부가 말해 주는 {rows}개 행 모두에서 검증된 장부와 일치합니다(행마다 {columns}개 열 비교).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file disagrees with the verified book {count} time(s); the statistics use the book's values. First: {first}.</source>
        <translation>
            <numerusform>예측 파일이 검증된 장부와 {count}번 다릅니다; 통계는 장부의 값을 씁니다. 처음: {first}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In the {rows} rows the book speaks to, the forecasts file agrees with the verified book ({columns} columns compared in each).</source>
        <translation>장부가 말해 주는 {rows}개 행에서 예측 파일은 검증된 장부와 일치합니다(행마다 {columns}개 열 비교).</translation>
    </message>
    <message>
        <source>But {count} probabilities sealed in verified answer lines have no row in the forecasts file, so no statistic includes them. First: {first}.</source>
        <translation>그러나 검증된 답변 줄에 봉인된 확률 {count}개가 예측 파일에 행이 없어 어떤 통계에도 포함되지 않습니다. 첫 번째: {first}.</translation>
    </message>
    <message>
        <source>{run} {seat} {market} {horizon}, {column}: file {file}, book {book}</source>
        <translation>{run} {seat} {market} {horizon}, {column}: 파일 {file}, 장부 {book}</translation>
    </message>
    <message numerus="yes">
        <source>{count} rows have no sealed score yet, so no outcome of theirs is used.</source>
        <translation>
            <numerusform>{count}개 행은 아직 봉인된 점수가 없으므로 그 결과는 쓰이지 않습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows belong to sessions whose counted run the verified part of the book does not settle: no run of those sessions is counted.</source>
        <translation>
            <numerusform>{count}개 행은 장부의 검증된 부분이 집계 실행을 정하지 못하는 세션에 속합니다: 그 세션의 어떤 실행도 집계되지 않습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows name no verified answer line of their run and seat: the book cannot speak to them, and they enter no statistic.</source>
        <translation>
            <numerusform>{count}개 행은 자기 실행과 좌석의 검증된 답변 줄을 가리키지 않습니다: 장부는 이 행들에 대해 말할 수 없고, 이 행들은 어떤 통계에도 들어가지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked in full: {count} row(s) give a line that is not a book line number (the first, on line {line} of the file: '{text}'), so the book cannot be found for them, and they enter no statistic.</source>
        <translation>완전히 확인되지 않음: {count}개 행이 장부의 줄 번호가 아닌 줄을 제시합니다 (첫 번째는 파일의 {line}번째 줄: '{text}'). 따라서 이 행들에 대한 장부를 찾을 수 없으며 어떤 통계에도 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>Not checked: the forecast rows were not read against the book (the forecasts file, the published figures or the book was not provided).</source>
        <translation>확인 안 됨: 예측 행을 장부와 대조해 읽지 않았습니다(예측 파일, 공개된 수치 또는 장부가 제공되지 않음).</translation>
    </message>
    <message numerus="yes">
        <source>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}).</source>
        <translation>
            <numerusform>봉인 {total}개 중 {anchored}개가 확인을 통과한 블록 헤더에 고정되어 있습니다(첫 번째: 높이 {height}, 헤더 시각 {time}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}, existed no later than {bound}).</source>
        <translation>
            <numerusform>봉인 {total}개 중 {anchored}개가 확인을 통과한 블록 헤더에 고정되어 있습니다(첫 번째: 높이 {height}, 헤더 시각 {time}, 늦어도 {bound}에 존재).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) have no checked anchor yet ({pending} pending): their time is not proven.</source>
        <translation>
            <numerusform>봉인 {count}개는 아직 확인된 앵커가 없습니다(대기 중 {pending}개). 그 시각은 증명되지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>WARNING: these block headers are not from Bitcoin's main chain (their proof of work is far too small); the times they show prove nothing.</source>
        <translation>경고: 이 블록 헤더들은 비트코인 메인 체인의 것이 아닙니다(작업 증명이 너무 작음). 여기에 나온 시각은 아무것도 증명하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>{logged} of {total} seals are in the transparency log.</source>
        <translation>
            <numerusform>봉인 {total}개 중 {logged}개가 투명성 로그에 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) were not found or not checked.</source>
        <translation>
            <numerusform>봉인 {count}개는 찾지 못했거나 확인하지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The log key you gave is identical to {source} inside the bundle: you took it from the operator, so the log's answers are still the operator's word.</source>
        <translation>입력한 로그 키가 번들 안의 {source}와 같습니다: 운영자에게서 가져온 것이므로 로그의 응답은 여전히 운영자의 말일 뿐입니다.</translation>
    </message>
    <message>
        <source>The log key you gave is identical to {source} inside the bundle: you took it from the operator, so it is still the operator's word.</source>
        <translation>입력한 로그 키가 번들 안의 {source}와 같습니다: 운영자에게서 가져온 것이므로 여전히 운영자의 말일 뿐입니다.</translation>
    </message>
    <message numerus="yes">
        <source>{count} entry(ies) give a time that the log did not sign (no signed entry timestamp): those times prove nothing and are not used.</source>
        <translation>
            <numerusform>항목 {count}개가 로그가 서명하지 않은 시각을 내놓습니다(서명된 항목 타임스탬프 없음). 그 시각은 아무것도 증명하지 않으며 사용하지 않습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Log keys from Sigstore's trusted root ({source}), taken {fetched}, {age} days ago.</source>
        <translation>
            <numerusform>로그 키는 Sigstore 신뢰 루트({source})에서 가져왔습니다. {fetched}에 받음, {age}일 전.</numerusform>
        </translation>
    </message>
    <message>
        <source>Demonstration key shipped openly with the app, not a real authority or log: this proves nothing about real time.</source>
        <translation>앱과 함께 공개적으로 배포된 시연용 키이며, 실제 기관이나 로그가 아닙니다. 실제 시각에 대해 아무것도 증명하지 않습니다.</translation>
    </message>
    <message>
        <source>WARNING: The proof stamps the file's SHA-1 hash, and SHA-1 is broken for collisions: whoever stamped it could have made two different files with the same SHA-1, so the proof cannot show which of them existed.</source>
        <translation>경고: 이 증명은 파일의 SHA-1 해시에 타임스탬프를 찍습니다. SHA-1은 충돌에 대해 깨졌습니다. 타임스탬프를 찍은 쪽이 같은 SHA-1을 가진 서로 다른 두 파일을 만들 수 있었으므로, 증명은 그중 어느 파일이 존재했는지 보여 줄 수 없습니다.</translation>
    </message>
    <message>
        <source>What to do: no block header source could be checked against; give a Bitcoin headers file in Settings &gt; Bitcoin block headers (or --headers FILE), or connect to the internet and press Check again.</source>
        <translation>해야 할 일: 대조할 블록 헤더 출처가 없었습니다. 설정 &gt; 비트코인 블록 헤더에서 비트코인 헤더 파일을 지정하거나(또는 --headers 파일), 인터넷에 연결한 뒤 '다시 검사'를 누르세요.</translation>
    </message>
    <message>
        <source>What to do: the transparency log could not be reached; connect to the internet and press Check again (its answers are then kept in your cache and re-verified on every use).</source>
        <translation>해야 할 일: 투명성 로그에 연결할 수 없었습니다. 인터넷에 연결한 뒤 '다시 검사'를 누르세요(그 응답은 캐시에 보관되고 사용할 때마다 다시 검증됩니다).</translation>
    </message>
    <message>
        <source>The trusted root updated on this computer is not used: {reason}.</source>
        <translation>이 컴퓨터에서 갱신된 신뢰 루트는 사용되지 않습니다: {reason}.</translation>
    </message>
    <message>
        <source>{note}</source>
        <translation>{note}</translation>
    </message>
    <message>
        <source>The app's own trust anchor is out of date: the copy of Sigstore's TUF root shipped with this app (version {version}) expired on {day}, and Sigstore's TUF repository ({host}) offers no newer root that could be checked with it, so the update cannot be verified. Install the newest version of this app, which brings a current copy, then update again.</source>
        <translation>앱 자체의 신뢰 기준점이 오래되었습니다: 이 앱과 함께 제공된 Sigstore TUF 루트 사본(버전 {version})은 {day}에 만료되었고, Sigstore의 TUF 저장소({host})는 이것으로 확인할 수 있는 더 새로운 루트를 제공하지 않으므로 업데이트를 검증할 수 없습니다. 최신 사본이 들어 있는 이 앱의 최신 버전을 설치한 뒤 다시 업데이트하세요.</translation>
    </message>
    <message>
        <source>Walks keep using the shipped copy, taken {fetched}.</source>
        <translation>검증은 {fetched}에 받은, 앱과 함께 제공된 사본을 계속 사용합니다.</translation>
    </message>
    <message>
        <source>Walks keep using the trusted root updated earlier on this computer, taken {fetched}.</source>
        <translation>검증은 이전에 이 컴퓨터에서 갱신한, {fetched}에 받은 신뢰 루트를 계속 사용합니다.</translation>
    </message>
    <message>
        <source>Sigstore's TUF root shipped with the app (the starting point of every update): version {version}, valid until {day}.</source>
        <translation>앱과 함께 제공된 Sigstore TUF 루트(모든 업데이트의 출발점): 버전 {version}, {day}까지 유효.</translation>
    </message>
    <message>
        <source>Sigstore's TUF root shipped with the app (the starting point of every update): version {version}, expired on {day}. An update still works while Sigstore's repository offers a newer root signed by it; if the update says the app's trust anchor is out of date, install the newest version of this app.</source>
        <translation>앱과 함께 제공된 Sigstore TUF 루트(모든 업데이트의 출발점): 버전 {version}, {day}에 만료됨. Sigstore 저장소가 이 루트로 서명된 더 새로운 루트를 제공하는 동안에는 업데이트가 계속 됩니다. 업데이트가 앱의 신뢰 기준점이 오래되었다고 알리면 이 앱의 최신 버전을 설치하세요.</translation>
    </message>
    <message>
        <source>No .ots proof was provided for this list.</source>
        <translation>이 목록에 대한 .ots 증명이 제공되지 않았습니다.</translation>
    </message>
    <message>
        <source>No RFC 3161 token was provided for any stamped list.</source>
        <translation>타임스탬프가 찍힌 어떤 목록에도 RFC 3161 토큰이 제공되지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>{bad} of {total} tokens fail. {reason}</source>
        <translation>
            <numerusform>토큰 {total}개 중 {bad}개가 실패했습니다. {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>The {tsa} token is not valid: {detail}</source>
        <translation>{tsa} 토큰이 유효하지 않습니다: {detail}</translation>
    </message>
    <message numerus="yes">
        <source>{valid} of {total} tokens on {with_tokens} of {seals} seals are valid signatures over their list.</source>
        <translation>
            <numerusform>봉인 {seals}개 중 {with_tokens}개에 있는 토큰 {total}개 중 {valid}개가 해당 목록에 대한 유효한 서명입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>First: {detail}</source>
        <translation>첫 번째: {detail}</translation>
    </message>
    <message numerus="yes">
        <source>{late} token(s) were signed after the session's 09:30 New York open: they cannot show that the lines they first cover came before it.</source>
        <translation>
            <numerusform>토큰 {late}개가 해당 거래일 뉴욕 09:30 개장 이후에 서명되었습니다. 이 토큰들이 처음 포함하는 줄이 개장 전에 있었음을 보여 줄 수 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, so its time-stamps were not checked.</source>
        <translation>{file}이(가) {limit}바이트보다 커서 타임스탬프를 확인하지 않았습니다.</translation>
    </message>
    <message>
        <source>The {tsa} authority signed this list at {signed} UTC, {delay} after the time the list claims ({claimed} UTC): the list's time is not confirmed.</source>
        <translation>{tsa} 기관은 이 목록에 {signed} UTC에 서명했습니다. 목록이 주장하는 시각({claimed} UTC)보다 {delay} 늦습니다. 목록의 시각은 확인되지 않습니다.</translation>
    </message>
    <message>
        <source>The {tsa} time-stamp does not verify: {problem}</source>
        <translation>{tsa} 타임스탬프를 검증할 수 없습니다: {problem}</translation>
    </message>
    <message>
        <source>The {tsa} time-stamp: {vouched}. It covers this list and says {time} UTC (no session day given).</source>
        <translation>{tsa} 타임스탬프: {vouched}. 이 목록을 포함하며 {time} UTC를 나타냅니다(거래일이 주어지지 않음).</translation>
    </message>
    <message>
        <source>The {tsa} time-stamp: {vouched}. It covers this list: {time} UTC ({new_york} New York) on {date}, {when} the 09:30 open of {day}.</source>
        <translation>{tsa} 타임스탬프: {vouched}. 이 목록을 포함합니다: {date} {time} UTC(뉴욕 {new_york}), {day} 09:30 개장 {when}.</translation>
    </message>
    <message>
        <source>valid signature, resting on a root of your computer's trust store ({subject})</source>
        <translation>유효한 서명, 컴퓨터의 신뢰 저장소에 있는 루트에 근거함({subject})</translation>
    </message>
    <message>
        <source>valid signature, resting on the root this app ships for {who} (SHA-256 {fingerprint}…)</source>
        <translation>유효한 서명, 이 앱이 {who}용으로 함께 제공하는 루트에 근거함(SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, resting on a root trusted by you ({subject}, SHA-256 {fingerprint}…)</source>
        <translation>유효한 서명, 사용자가 신뢰하는 루트에 근거함({subject}, SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, resting on the demonstration root this app ships with its demo (SHA-256 {fingerprint}…), which vouches for nothing real</source>
        <translation>유효한 서명이며, 이 앱이 시연과 함께 제공하는 시연용 루트(SHA-256 {fingerprint}…)에 기대고 있어 실제 어떤 것도 보증하지 않습니다</translation>
    </message>
    <message>
        <source>valid signature, but the root it rests on, though trusted by you, is a copy of {source} from the bundle itself (the operator's word; SHA-256 {fingerprint}…)</source>
        <translation>유효한 서명이지만, 근거가 되는 루트는 사용자가 신뢰하더라도 번들 자체에 있는 {source}의 사본입니다(운영자의 말; SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, resting on a root from the bundle that is identical to the one this app ships for {who} (SHA-256 {fingerprint}…)</source>
        <translation>유효한 서명, 이 앱이 {who}용으로 제공하는 루트와 동일한 번들 속 루트에 근거함(SHA-256 {fingerprint}…)</translation>
    </message>
    <message>
        <source>valid signature, but the certificate it rests on was supplied by the bundle itself (the operator's word): {subject}, SHA-256 {fingerprint}…</source>
        <translation>유효한 서명이지만, 근거가 되는 인증서는 번들 자체가 제공했습니다(운영자의 말): {subject}, SHA-256 {fingerprint}…</translation>
    </message>
    <message>
        <source>exactly at</source>
        <translation>정각</translation>
    </message>
    <message>
        <source>{length} before</source>
        <translation>{length} 전</translation>
    </message>
    <message>
        <source>{length} after</source>
        <translation>{length} 후</translation>
    </message>
    <message>
        <source>Primary endpoint not computed: {reason}</source>
        <translation>1차 평가변수를 계산하지 않음: {reason}</translation>
    </message>
    <message>
        <source>Interim: no session of the registered window ({first}–{last}) has a resolved one-day event yet; sessions 1–{design} are the design window and are not read.</source>
        <translation>중간: 등록된 창({first}–{last})의 어느 거래일에도 아직 결과가 확정된 1일 사건이 없습니다. 1–{design}회차는 설계 창이므로 판독하지 않습니다.</translation>
    </message>
    <message>
        <source>Interim as of session {session} ({day}): no session of the registered window ({first}–{last}) has a resolved one-day event yet; sessions 1–{design} are the design window and are not read.</source>
        <translation>{session}회차({day}) 기준 중간: 등록된 창({first}–{last})의 어느 거래일에도 아직 결과가 확정된 1일 사건이 없습니다. 1–{design}회차는 설계 창이므로 판독하지 않습니다.</translation>
    </message>
    <message>
        <source>Interim reading as of session {session} ({day}), resting on {done} of {expected} sessions; the verdict is read on {read_on}: {words}.</source>
        <translation>{session}회차({day}) 기준 중간 판독, 거래일 {expected}개 중 {done}개에 근거; 판정은 {read_on}에 읽습니다: {words}.</translation>
    </message>
    <message>
        <source>Registered verdict, read on or after {read_on} ({done} of {expected} sessions): {words}.</source>
        <translation>등록된 판정, {read_on} 이후 판독(거래일 {expected}개 중 {done}개): {words}.</translation>
    </message>
    <message>
        <source>confirmed: the 95% interval lies above 0</source>
        <translation>확인됨: 95% 구간이 0보다 위에 있음</translation>
    </message>
    <message>
        <source>confirmed and smaller than the margin: the 95% interval lies above 0 and the 90% interval within ±0.01</source>
        <translation>확인됨, 여유보다 작음: 95% 구간이 0보다 위, 90% 구간이 ±0.01 안에 있음</translation>
    </message>
    <message>
        <source>no gain of practical size: the 90% interval lies within ±0.01</source>
        <translation>실질적 크기의 이득 없음: 90% 구간이 ±0.01 안에 있음</translation>
    </message>
    <message>
        <source>inconclusive: neither confirmed nor within ±0.01 (a gain that is not significant is not read as equivalence)</source>
        <translation>결론 없음: 확인되지도 않았고 ±0.01 안에도 있지 않음(유의하지 않은 이득을 동등성으로 읽지 않음)</translation>
    </message>
    <message numerus="yes">
        <source>no reading yet: too few sessions for an interval (at least {count} needed)</source>
        <translation>
            <numerusform>아직 판독 없음: 구간을 내기에 거래일이 너무 적음(최소 {count}개 필요)</numerusform>
        </translation>
    </message>
    <message>
        <source>not computed: {reason}</source>
        <translation>계산하지 않음: {reason}</translation>
    </message>
    <message>
        <source>unresolved: a tercile has fewer than {min} events ({sizes})</source>
        <translation>미해결: 한 삼분위에 사건이 {min}개 미만임({sizes})</translation>
    </message>
    <message>
        <source>names no answer line of the book</source>
        <translation>장부의 답변 줄을 가리키지 않음</translation>
    </message>
    <message>
        <source>names a book line of another run or seat</source>
        <translation>다른 실행이나 좌석의 장부 줄을 가리킴</translation>
    </message>
    <message>
        <source>states a probability its book line does not hold</source>
        <translation>장부 줄에 없는 확률을 적음</translation>
    </message>
    <message>
        <source>bottom {bottom}, middle {middle}, top {top}</source>
        <translation>하위 {bottom}, 중간 {middle}, 상위 {top}</translation>
    </message>
    <message>
        <source>K = (2/n) sum |p - 50|; K_clim with 100q; population SD across seats</source>
        <translation>K = (2/n) 합 |p − 50|; K_clim은 100q로; 좌석 간 모집단 표준편차</translation>
    </message>
    <message>
        <source>unresolved: too few sessions for an interval</source>
        <translation>미해결: 구간을 내기에 거래일이 너무 적음</translation>
    </message>
    <message>
        <source>the top tercile gained more (95% interval above 0)</source>
        <translation>상위 삼분위가 더 많이 얻음(95% 구간이 0보다 위)</translation>
    </message>
    <message>
        <source>the top tercile gained less (95% interval below 0)</source>
        <translation>상위 삼분위가 더 적게 얻음(95% 구간이 0보다 아래)</translation>
    </message>
    <message>
        <source>no difference shown (the 95% interval contains 0)</source>
        <translation>차이가 드러나지 않음(95% 구간이 0을 포함)</translation>
    </message>
    <message>
        <source>unresolved: the shadow-consensus weights are filed with the registration and this bundle does not provide them</source>
        <translation>미해결: 그림자 합의의 가중치는 등록 문서에 보관되어 있으며 이 번들은 이를 제공하지 않음</translation>
    </message>
    <message>
        <source>{rows} verified rows checked against {file} ({closes} with a close): {result}</source>
        <translation>검증된 행 {rows}개를 {file}와(과) 대조함(종가 있는 행 {closes}개): {result}</translation>
    </message>
    <message>
        <source>every reference price, close, change and outcome agrees.</source>
        <translation>모든 기준 가격, 종가, 변동, 결과가 일치합니다.</translation>
    </message>
    <message>
        <source>1 row differs</source>
        <translation>1개 행이 다름</translation>
    </message>
    <message>
        <source>{count} rows differ</source>
        <translation>{count}개 행이 다름</translation>
    </message>
    <message>
        <source>{rows} (first: run {run}, {seat}, line {line}, {asset} {horizon}: {field} {league} in the league's file, {recomputed} from the price file)</source>
        <translation>{rows}(첫 번째: 실행 {run}, {seat}, {line}번 줄, {asset} {horizon}: 리그 파일의 {field} {league}, 가격 파일로는 {recomputed})</translation>
    </message>
    <message numerus="yes">
        <source>The draw flags of {count} rows were not compared: the price file lacks the minute bars of the four sessions before their reference, from which the draw band is computed.</source>
        <translation>
            <numerusform>{count}개 행의 무승부 표시는 비교하지 않았습니다: 가격 파일에 무승부 구간을 계산하는 데 필요한, 기준 이전 네 세션의 1분 봉이 없습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows could not be priced ({reasons})</source>
        <translation>
            <numerusform>{count}개 행에 가격을 매길 수 없었음({reasons})</numerusform>
        </translation>
    </message>
    <message>
        <source>no row could be checked</source>
        <translation>확인할 수 있는 행이 없었음</translation>
    </message>
    <message>
        <source>Each row's reference and end times are the forecasts file's reference_at and event_end_at, which are not sealed.</source>
        <translation>각 행의 기준 시각과 종료 시각은 예측 파일의 reference_at과 event_end_at이며, 이들은 봉인되지 않았습니다.</translation>
    </message>
    <message>
        <source>{parts}.</source>
        <translation>{parts}.</translation>
    </message>
    <message>
        <source>this line's own seal or link does not match its bytes, so nothing about it is proven</source>
        <translation>이 줄 자체의 봉인이나 연결이 바이트와 맞지 않으므로 이 줄에 대해 증명된 것이 없습니다</translation>
    </message>
    <message>
        <source>the chain is broken at line {line}, before this line, so nothing about it is proven</source>
        <translation>이 줄 앞의 {line}번 줄에서 체인이 끊겼으므로 이 줄에 대해 증명된 것이 없습니다</translation>
    </message>
    <message>
        <source>inside the stamped prefix of {seal}</source>
        <translation>{seal}의 타임스탬프 앞부분 안에 있음</translation>
    </message>
    <message>
        <source>no matching seal covers this line</source>
        <translation>이 줄을 포함하는 일치하는 봉인이 없음</translation>
    </message>
    <message>
        <source>no seal covering this line has a checked anchor yet</source>
        <translation>이 줄을 포함하는 봉인 중 아직 확인된 앵커가 있는 것이 없음</translation>
    </message>
    <message>
        <source>{kind} anchor of {seal}: existed no later than {when}</source>
        <translation>{seal}의 {kind} 앵커: 늦어도 {when}에 존재</translation>
    </message>
    <message>
        <source>{anchor} (header time + τ); by the consensus rules alone, no later than {when} (the header time of block {height}, six confirmations later)</source>
        <translation>{anchor}(헤더 시각 + τ). 합의 규칙만으로는 늦어도 {when}(여섯 번 확인된 뒤인 블록 {height}의 헤더 시각)</translation>
    </message>
    <message>
        <source>the line names no session day (its run id is not YYYY-MM-DD-…)</source>
        <translation>이 줄은 거래일을 밝히지 않습니다(실행 ID가 YYYY-MM-DD-… 형식이 아님)</translation>
    </message>
    <message>
        <source>the seal time of this line is not established: {why} ({text})</source>
        <translation>이 줄의 봉인 시각이 확정되지 않았습니다: {why}({text})</translation>
    </message>
    <message>
        <source>sealed {margin} the 09:30 New York open</source>
        <translation>뉴욕 09:30 개장 {margin} 봉인됨</translation>
    </message>
    <message>
        <source>{sealed}; {tsa} signed the covering list at {time}</source>
        <translation>{sealed}. {tsa}이(가) 이 줄을 포함하는 목록에 {time}에 서명함</translation>
    </message>
    <message>
        <source>{sealed}; {tsa} signed the covering list at {time}, but no anchor outside the operator covers the line yet, so this is not level 2+</source>
        <translation>{sealed}; {tsa}이(가) {time}에 해당 목록에 서명했지만, 운영자 밖의 앵커가 아직 이 줄을 포함하지 않으므로 수준 2+가 아닙니다</translation>
    </message>
    <message>
        <source>separate event: sealed {late} the open, so the book (line {line}) gives it its own reference, the close of the first one-minute bar from {bar}, after its seal by construction</source>
        <translation>별도 이벤트: 개장 {late} 봉인되어 장부(줄 {line})가 자체 기준을 부여함. 기준은 {bar}부터의 첫 1분 봉의 종가로, 구성상 봉인 이후임</translation>
    </message>
    <message>
        <source>sealed {late} the open, and no sealed line gives it its own reference; the forecasts file calls it a separate event (reference {reference}), but that file is not sealed</source>
        <translation>개장 {late} 봉인되었고 봉인된 어떤 줄도 자체 기준을 부여하지 않음. 예측 파일은 이를 별도 이벤트(기준 {reference})라 하지만 그 파일은 봉인되지 않음</translation>
    </message>
    <message numerus="yes">
        <source>In all {count} session(s) the counted run follows a rule declared before the runs and applied to sealed times only.</source>
        <translation>
            <numerusform>{count}개 세션 모두에서 집계되는 실행은 실행 전에 선언되고 봉인된 시각에만 적용된 규칙을 따릅니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In {count} session(s) the counted run rests on a rule sealed after the runs, so the operator could have chosen among them; first {day}: {said}</source>
        <translation>
            <numerusform>{count}개 세션에서 집계되는 실행이 실행 후에 봉인된 규칙에 기대고 있어 운영자가 그중에서 고를 수 있었습니다. 첫 번째 {day}: {said}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: in {count} session(s) which run counts cannot be told from a declared rule; first {day}: {said}</source>
        <translation>
            <numerusform>확인되지 않음: {count}개 세션에서 어떤 실행이 집계되는지 선언된 규칙으로 알 수 없습니다. 첫 번째 {day}: {said}</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: the verified book holds no run line, so no session's counted run can be told.</source>
        <translation>확인되지 않음: 검증된 장부에 실행 줄이 없어 어느 세션에서도 어떤 실행이 집계되는지 알 수 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>In {count} session(s) the counted run's rule holds with a caveat; first {day}: {said}</source>
        <translation>
            <numerusform>{count}개 세션에서 집계되는 실행의 규칙이 단서와 함께 성립합니다. 첫 번째 {day}: {said}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} counted answer lines were sealed before their session's 09:30 New York open.</source>
        <translation>
            <numerusform>집계되는 답변 줄 {count}개가 모두 해당 세션의 뉴욕 09:30 개장 전에 봉인되었습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} counted answer lines were sealed before their session's 09:30 New York open, or after it with their own sealed reference (separate events: {separate}).</source>
        <translation>
            <numerusform>집계되는 답변 줄 {count}개가 모두 해당 세션의 뉴욕 09:30 개장 전에, 또는 그 후 자체 봉인 기준과 함께 봉인되었습니다(별도 이벤트: {separate}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} counted answer line(s) sealed after the 09:30 New York open with no own reference in the book: {lines}.</source>
        <translation>
            <numerusform>집계되는 답변 줄 {count}개가 장부에 자체 기준 없이 뉴욕 09:30 개장 후에 봉인됨: {lines}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} counted answer line(s) sealed after the 09:30 New York open with no own reference in the book: {lines}, and {more} more.</source>
        <translation>
            <numerusform>집계되는 답변 줄 {count}개가 장부에 자체 기준 없이 뉴욕 09:30 개장 후에 봉인됨: {lines}, 외 {more}개.</numerusform>
        </translation>
    </message>
    <message>
        <source>line {line} (seat {seat}, run {run}, sealed {late} the open)</source>
        <translation>줄 {line}(좌석 {seat}, 실행 {run}, 개장 {late} 봉인)</translation>
    </message>
    <message numerus="yes">
        <source>{count} answer line(s) were sealed after the open, and whether they count cannot be told without the declaration (asks.jsonl line 1); first: line {line}.</source>
        <translation>
            <numerusform>답변 줄 {count}개가 개장 후에 봉인되었으며, 선언(asks.jsonl 줄 1) 없이는 집계 여부를 알 수 없습니다. 첫 번째: 줄 {line}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The seal time of {count} counted answer line(s) is not established (first: line {line}), so the claim is not checked for them.</source>
        <translation>
            <numerusform>집계되는 답변 줄 {count}개의 봉인 시간이 확정되지 않아(첫 번째: 줄 {line}) 이들에 대한 주장은 확인되지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>No counted answer line in this book.</source>
        <translation>이 장부에는 집계되는 답변 줄이 없습니다.</translation>
    </message>
    <message>
        <source>The asks chain holds no outgoing ask (asks.jsonl not provided, or no ask lines), so runs asked and never sealed cannot be looked for.</source>
        <translation>요청 체인에 나가는 요청이 없어(asks.jsonl이 제공되지 않았거나 요청 줄이 없음), 요청되고 봉인되지 않은 실행을 찾을 수 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Each of the {count} asks of the asks chain names a run line of the book; {missing} expected answers were not sealed (reported, not judged).</source>
        <translation>
            <numerusform>요청 체인의 요청 {count}개가 모두 장부의 실행 줄을 가리킵니다. 봉인되지 않은 예상 답변: {missing}개(보고만 하고 판정하지 않음).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} run(s) were asked and never sealed in the book: {runs}. The operator could have asked again and kept the answers it liked (requirement 13).</source>
        <translation>
            <numerusform>요청되었으나 장부에 봉인되지 않은 실행 {count}개: {runs}. 운영자가 다시 요청해 마음에 드는 답변만 남겼을 수 있습니다(요구 사항 13).</numerusform>
        </translation>
    </message>
    <message>
        <source>{run} asked at {at} (ask {sha}…)</source>
        <translation>{run}, {at}에 요청됨(요청 {sha}…)</translation>
    </message>
    <message numerus="yes">
        <source>In {count} run(s) a seat answered that the register of expected answers did not name (first: run {run}, seats {seats}).</source>
        <translation>
            <numerusform>예상 답변 목록에 없던 좌석이 답한 실행 {count}개(첫 번째: 실행 {run}, 좌석 {seats}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Event contract fixed before the ask; model, version and mode sealed in the answer line</source>
        <translation>요청 전에 이벤트 계약 확정; 모델, 버전, 모드를 답변 줄에 봉인</translation>
    </message>
    <message>
        <source>A hash-chained, append-only book; ask and price snapshot hashed in the run</source>
        <translation>해시로 연결된 추가 전용 장부; 실행에 요청과 가격 스냅숏의 해시</translation>
    </message>
    <message>
        <source>The book's head anchored outside the operator at every run (level 2)</source>
        <translation>매 실행마다 장부의 머리를 운영자 밖에 고정(수준 2)</translation>
    </message>
    <message>
        <source>One reference price per common event, after the seal</source>
        <translation>공통 이벤트마다 봉인 이후의 기준 가격 하나</translation>
    </message>
    <message>
        <source>Every run published, counted or not, with its label</source>
        <translation>집계 여부와 관계없이 모든 실행을 표시와 함께 공개</translation>
    </message>
    <message>
        <source>The counted run fixed by a rule declared before the runs</source>
        <translation>실행 전에 선언된 규칙으로 집계되는 실행을 확정</translation>
    </message>
    <message>
        <source>The asked event scored by a strictly proper rule</source>
        <translation>요청된 이벤트를 엄밀히 적절한 규칙으로 채점</translation>
    </message>
    <message>
        <source>Empty cells and missing answers reported beside every score</source>
        <translation>모든 점수 옆에 빈 셀과 누락된 답변을 보고</translation>
    </message>
    <message>
        <source>The 50% benchmark and a sealed climatology beside every score</source>
        <translation>모든 점수 옆에 50% 기준과 봉인된 기후값</translation>
    </message>
    <message>
        <source>Rankings only after a minimum of sessions, with session-clustered intervals</source>
        <translation>최소 세션 수 이후에만 순위, 세션별로 묶은 구간과 함께</translation>
    </message>
    <message>
        <source>Data and scoring code published; an immutable release with checksums</source>
        <translation>데이터와 채점 코드 공개; 체크섬이 있는 변경 불가 릴리스</translation>
    </message>
    <message>
        <source>Each answer sealed on arrival; a time-stamp token at every seal (2+)</source>
        <translation>도착 즉시 각 답변을 봉인; 모든 봉인에 타임스탬프 토큰(2+)</translation>
    </message>
    <message>
        <source>Each outgoing ask's hash sealed when sent, with the expected answers (2+)</source>
        <translation>나가는 각 요청의 해시를 보낼 때 예상 답변과 함께 봉인(2+)</translation>
    </message>
    <message>
        <source>Every consensus shown with its count, mean correlation and N_eff</source>
        <translation>모든 합의를 개수, 평균 상관, N_eff와 함께 표시</translation>
    </message>
    <message>
        <source>A methodology change opens a new segment; corrections are appended</source>
        <translation>방법론 변경은 새 구간을 시작; 정정은 덧붙임</translation>
    </message>
    <message>
        <source>Readers who forecast are assigned once, counted once, never tracked</source>
        <translation>예측하는 독자는 한 번 배정, 한 번 집계, 추적하지 않음</translation>
    </message>
    <message>
        <source>The diagnostics of Sections 4 to 6 reported beside the scores</source>
        <translation>4~6절의 진단을 점수 옆에 보고</translation>
    </message>
    <message>
        <source>The check behind this requirement did not run.</source>
        <translation>이 요구 사항을 뒷받침하는 검사가 실행되지 않았습니다.</translation>
    </message>
    <message>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>The book holds no answer line to judge this by.</source>
        <translation>장부에 이를 판단할 답변 줄이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} answer lines seal their model (or a salted commitment to it); the event contract's own fields are checked by the league's conformance script, which this app does not run.</source>
        <translation>
            <numerusform>답변 줄 {count}개가 모두 모델(또는 그에 대한 솔트된 약속)을 봉인합니다. 이벤트 계약의 필드 자체는 리그의 적합성 스크립트가 검사하며, 이 앱은 그것을 실행하지 않습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} answer line(s) seal no model and no commitment to one (first: line {line}).</source>
        <translation>
            <numerusform>모델도 그에 대한 약속도 봉인하지 않은 답변 줄 {count}개(첫 번째: 줄 {line}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the {count} asks of the asks chain names a run line of the book.</source>
        <translation>
            <numerusform>요청 체인의 요청 {count}개가 모두 장부의 실행 줄을 가리킵니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} run(s) were asked and never sealed in the book.</source>
        <translation>
            <numerusform>요청되었으나 장부에 봉인되지 않은 실행 {count}개.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rule declared at asks.jsonl line {line} was sealed at {declared}, before the runs it governs.</source>
        <translation>asks.jsonl {line}번째 줄에 선언된 규칙은 {declared}에 봉인되었으며, 그것이 적용되는 실행보다 앞섭니다.</translation>
    </message>
    <message>
        <source>The rule declared at asks.jsonl line {line} ({declared}) is sealed after a run of {day} that it claims to govern: a rule applied after the runs does not meet the requirement.</source>
        <translation>asks.jsonl {line}번째 줄에 선언된 규칙({declared})은 그것이 적용된다는 {day}의 실행보다 나중에 봉인되었습니다. 실행 후에 적용된 규칙은 요구 사항을 충족하지 않습니다.</translation>
    </message>
    <message>
        <source>No session from 2026-10-21 has a run to which a declared rule applies.</source>
        <translation>2026-10-21 이후의 어떤 세션에도 선언된 규칙이 적용되는 실행이 없습니다.</translation>
    </message>
    <message>
        <source>Arrival to seal: median {median}, longest {longest}; the protocol declares no limit, so this is shown, not judged.</source>
        <translation>도착에서 봉인까지: 중앙값 {median}, 최장 {longest}. 프로토콜이 한도를 선언하지 않아 표시만 하고 판정하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>{count} answer(s) waited longer than the declared {limit} between arrival and seal (first: line {line}; median {median}, longest {longest}).</source>
        <translation>
            <numerusform>도착과 봉인 사이에 선언된 {limit}보다 오래 기다린 답변 {count}개(첫 번째: 줄 {line}; 중앙값 {median}, 최장 {longest}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Every answer was sealed within the declared {limit} of its arrival (median {median}, longest {longest}).</source>
        <translation>모든 답변이 도착 후 선언된 {limit} 안에 봉인되었습니다(중앙값 {median}, 최장 {longest}).</translation>
    </message>
    <message numerus="yes">
        <source>All {count} asks are sealed in the asks chain with their register of expected answers.</source>
        <translation>
            <numerusform>요청 {count}개가 모두 예상 답변 목록과 함께 요청 체인에 봉인되어 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ask(s) carry no register of expected answers (seats, markets, horizons, deadline).</source>
        <translation>
            <numerusform>예상 답변 목록(좌석, 시장, 기간, 마감)이 없는 요청 {count}개.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checkable from a bundle: the league's published score pages must show them. This app reports the missing answers it finds, run by run (the check 'Every asked run sealed, with its roster').</source>
        <translation>번들에서 확인 불가: 리그가 공개한 점수 페이지가 이를 보여야 합니다. 이 앱은 찾은 누락 답변을 실행별로 보고합니다('요청된 모든 실행이 명단과 함께 봉인됨' 검사).</translation>
    </message>
    <message>
        <source>Checked by the statistics, not the walk: the Statistics tab (stats --json, climatology) recomputes the climatology's content hash.</source>
        <translation>검증 과정이 아니라 통계가 확인: 통계 탭(stats --json, climatology)이 기후값의 내용 해시를 다시 계산합니다.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: it concerns the league's published rankings. The Statistics tab applies the 30/10 rule itself.</source>
        <translation>번들에서 확인 불가: 리그가 공개한 순위에 관한 것입니다. 통계 탭은 30/10 규칙을 스스로 적용합니다.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: it concerns the league's published consensus. The Statistics tab shows the count, correlation and N_eff beside its own.</source>
        <translation>번들에서 확인 불가: 리그가 공개한 합의에 관한 것입니다. 통계 탭은 자체 합의 옆에 개수, 상관, N_eff를 보여 줍니다.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle alone: the methodology versions sealed in the run lines and the correction lines of the book show it to a reader.</source>
        <translation>번들만으로는 확인 불가: 실행 줄에 봉인된 방법론 버전과 장부의 정정 줄이 독자에게 이를 보여 줍니다.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: no readers' forecasts are in it.</source>
        <translation>번들에서 확인 불가: 독자의 예측이 들어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Not checkable from a bundle: it concerns the league's published reports.</source>
        <translation>번들에서 확인 불가: 리그가 공개한 보고서에 관한 것입니다.</translation>
    </message>
    <message>
        <source>no run named</source>
        <translation>이름 붙은 실행 없음</translation>
    </message>
    <message>
        <source>the declaration (asks.jsonl line 1) was not provided</source>
        <translation>선언(asks.jsonl 1번 줄)이 제공되지 않음</translation>
    </message>
    <message>
        <source>no line of the asks chain declares which run counts (the paper seals that declaration as the chain's first line): no run counts</source>
        <translation>요청 체인의 어떤 줄도 어느 실행이 집계되는지 선언하지 않습니다(논문은 그 선언을 체인의 첫 줄로 봉인합니다). 집계되는 실행이 없습니다</translation>
    </message>
    <message>
        <source>no counted-run rule could be read from the asks chain: {why}</source>
        <translation>요청 체인에서 집계 실행 규칙을 읽을 수 없었습니다: {why}</translation>
    </message>
    <message>
        <source>the rule declared at asks.jsonl line {line} governs only from {day}</source>
        <translation>asks.jsonl {line}번째 줄에 선언된 규칙은 {day}부터만 적용됩니다</translation>
    </message>
    <message>
        <source>counted run</source>
        <translation>집계되는 실행</translation>
    </message>
    <message>
        <source>not the counted run; left out</source>
        <translation>집계되는 실행이 아님; 제외됨</translation>
    </message>
    <message>
        <source>the counted run of {day} is {run}</source>
        <translation>{day}의 집계되는 실행은 {run}</translation>
    </message>
    <message>
        <source>development session {day}: no run was sealed before the 09:30 New York open, so no run counts (the rule of Section 3.4)</source>
        <translation>개발 세션 {day}: 뉴욕 09:30 개장 전에 봉인된 실행이 없으므로 집계되는 실행이 없습니다(3.4절의 규칙)</translation>
    </message>
    <message>
        <source>development session: counted run {run}, the last run sealed before the 09:30 New York open (the rule of Section 3.4, applied after the runs)</source>
        <translation>개발 세션: 집계 실행 {run}, 뉴욕 09:30 개장 전에 마지막으로 봉인된 실행(3.4절의 규칙, 실행 후에 적용됨)</translation>
    </message>
    <message>
        <source>counted run {run} by the rule declared at asks.jsonl line {line} ({at}), sealed before the run</source>
        <translation>asks.jsonl {line}번 줄({at})에 선언된 규칙에 따른 집계 실행 {run}, 실행 전에 봉인됨</translation>
    </message>
    <message>
        <source>not the counted run ({run} counts, by the rule declared at asks.jsonl line {line}, {at}, sealed before the run); left out</source>
        <translation>집계 실행이 아님({run}이(가) 집계됨, asks.jsonl {line}번 줄, {at}에 선언되어 실행 전에 봉인된 규칙에 따름); 제외됨</translation>
    </message>
    <message>
        <source>the rule declared at asks.jsonl line {line} ({at}) is not sealed before the run it governs ({run}, {run_at}): no rule was declared before the runs</source>
        <translation>asks.jsonl {line}번째 줄에 선언된 규칙({at})은 그것이 적용되는 실행({run}, {run_at})보다 먼저 봉인되지 않았습니다. 실행 전에 선언된 규칙이 없습니다</translation>
    </message>
    <message>
        <source>no run of {day} was sealed in the declared {slot} slot ({start} to {end}): no run counts</source>
        <translation>{day}의 어떤 실행도 선언된 {slot} 시간대({start}부터 {end}까지)에 봉인되지 않았습니다. 집계되는 실행이 없습니다</translation>
    </message>
    <message>
        <source>an authority ({tsa}) signed the declaration at {time} (list {seal}), before the run</source>
        <translation>기관({tsa})이 실행 전인 {time}에 선언에 서명했습니다(목록 {seal})</translation>
    </message>
    <message>
        <source>the first signed time over the declaration ({tsa}, {time}, list {seal}) is not before the run: the order rests on the chain's own times (level 1)</source>
        <translation>선언에 대한 첫 서명 시각({tsa}, {time}, 목록 {seal})은 실행보다 앞서지 않습니다. 순서는 체인 자체의 시각에 근거합니다(수준 1)</translation>
    </message>
    <message>
        <source>no signed time covers the declaration: the order rests on the chain's own times (level 1)</source>
        <translation>선언을 덮는 서명 시각이 없습니다. 순서는 체인 자체의 시각에 근거합니다(수준 1)</translation>
    </message>
    <message>
        <source>within the run the first well-formed answer of each seat counts from session {session}, by the rule declared at asks.jsonl line {line} ({at}), sealed before the run</source>
        <translation>실행 안에서는 세션 {session}부터 각 좌석의 첫 번째 올바른 형식의 답변이 집계됩니다. asks.jsonl {line}번째 줄({at})에 선언되어 실행 전에 봉인된 규칙에 따릅니다</translation>
    </message>
    <message>
        <source>the rule within the run declared at asks.jsonl line {line} ({at}) is not sealed before the run it governs ({run}, {run_at})</source>
        <translation>asks.jsonl {line}번째 줄({at})에 선언된 실행 내 규칙은 그것이 적용되는 실행({run}, {run_at})보다 먼저 봉인되지 않았습니다</translation>
    </message>
    <message>
        <source>which answer of a seat counts within the run is not declared in the asks chain (the paper declares it at asks.jsonl line {line}, from session 11): not checked</source>
        <translation>실행 안에서 좌석의 어느 답변이 집계되는지 요청 체인에 선언되어 있지 않습니다(논문은 asks.jsonl {line}번째 줄에 세션 11부터로 선언합니다). 확인되지 않음</translation>
    </message>
    <message>
        <source>the declaration at asks.jsonl line {line} does not keep the chain's rules, so it is not read</source>
        <translation>asks.jsonl {line}번째 줄의 선언은 체인의 규칙을 지키지 않으므로 읽지 않습니다</translation>
    </message>
    <message>
        <source>the declaration at asks.jsonl line {line} names no slot of its schedule, no start day or no time in a known zone</source>
        <translation>asks.jsonl {line}번째 줄의 선언은 일정의 시간대, 시작일 또는 알려진 시간대의 시각을 밝히지 않습니다</translation>
    </message>
    <message>
        <source>the declaration at asks.jsonl line {line} does not say which answer counts from which session in a form this app reads</source>
        <translation>asks.jsonl {line}번째 줄의 선언은 어느 세션부터 어느 답변이 집계되는지 이 앱이 읽을 수 있는 형식으로 말하지 않습니다</translation>
    </message>
    <message>
        <source>more than {count} declaration lines: the rest were not read</source>
        <translation>선언 줄이 {count}개를 넘습니다. 나머지는 읽지 않았습니다</translation>
    </message>
    <message>
        <source>the asks chain could not be read to its end</source>
        <translation>요청 체인을 끝까지 읽을 수 없었습니다</translation>
    </message>
    <message>
        <source>The public log took this list's fingerprint at {time} (position {position}); its signatures check out ({where}).</source>
        <translation>공개 로그가 이 목록의 지문을 {time}에 받았습니다(위치 {position}). 서명이 확인을 통과했습니다({where}).</translation>
    </message>
    <message>
        <source>The public log holds this list's fingerprint (position {position}; its signatures check out, {where}), but this log signs no time: the seal's time comes from its time-stamp tokens alone.</source>
        <translation>공개 로그에 이 목록의 지문이 있습니다(위치 {position}; 서명이 확인을 통과함, {where}). 그러나 이 로그는 시각에 서명하지 않으므로 봉인의 시각은 타임스탬프 토큰에서만 나옵니다.</translation>
    </message>
    <message>
        <source>The public log holds this list's fingerprint (position {position}; {where}), but no signature covers the time the entry gives ({time}): its signed entry timestamp is missing, so that time proves nothing about when the list existed.</source>
        <translation>공개 로그에 이 목록의 지문이 있습니다(위치 {position}; {where}). 그러나 항목이 내놓는 시각({time})을 덮는 서명이 없습니다. 서명된 항목 타임스탬프가 없으므로 그 시각은 목록이 언제 있었는지에 대해 아무것도 증명하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The log names {count} more entries for this list that were not fetched (only the first {taken} are), so not every entry was checked.</source>
        <translation>
            <numerusform>로그가 이 목록에 대해 가져오지 않은 항목 {count}개를 더 알려 줍니다(처음 {taken}개만 가져옴). 따라서 모든 항목을 확인하지는 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fails: {problem} ({where}, position {position}).</source>
        <translation>실패: {problem}({where}, 위치 {position}).</translation>
    </message>
    <message>
        <source>But {warning}.</source>
        <translation>그러나: {warning}.</translation>
    </message>
    <message>
        <source>the log</source>
        <translation>로그</translation>
    </message>
    <message>
        <source>the log's answer saved in the bundle</source>
        <translation>번들에 저장된 로그의 응답</translation>
    </message>
    <message>
        <source>the log's answer saved earlier on this computer</source>
        <translation>이 컴퓨터에 앞서 저장된 로그의 응답</translation>
    </message>
    <message numerus="yes">
        <source>The trusted root in use was taken {age} days ago: a newer log key may be missing from it.</source>
        <translation>
            <numerusform>사용 중인 신뢰 루트는 {age}일 전에 받은 것입니다. 더 새로운 로그 키가 빠져 있을 수 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no log entry of this bundle names a signer key.</source>
        <translation>확인하지 않음: 이 번들의 어떤 로그 항목도 서명 키를 밝히지 않습니다.</translation>
    </message>
    <message>
        <source>Not checked: no log entry of this bundle was verified.</source>
        <translation>확인하지 않음: 이 번들의 로그 항목 중 검증된 것이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>All {count} log entries are signed by the same key, fingerprint {key}.</source>
        <translation>
            <numerusform>로그 항목 {count}개 모두 같은 키로 서명되었습니다. 지문 {key}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {total} log entries are signed by the key with fingerprint {key}.</source>
        <translation>
            <numerusform>로그 항목 {total}개 중 {count}개가 지문 {key}인 키로 서명되었습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) are signed by a different key: {seals} (the operator's key changed, or someone else logged those lists).</source>
        <translation>
            <numerusform>봉인 {count}개가 다른 키로 서명되었습니다: {seals}(운영자의 키가 바뀌었거나 다른 누군가가 그 목록을 기록했습니다).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} entries name no signer that could be read.</source>
        <translation>
            <numerusform>항목 {count}개는 읽을 수 있는 서명자를 밝히지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>size {size}, root {root}</source>
        <translation>크기 {size}, 루트 {root}</translation>
    </message>
    <message>
        <source>Not checked: no verified log entry carries a signed checkpoint.</source>
        <translation>확인하지 않음: 검증된 로그 항목 중 서명된 체크포인트를 가진 것이 없습니다.</translation>
    </message>
    <message>
        <source>The log's tree head ({head}) is the one seen before.</source>
        <translation>로그의 트리 헤드({head})는 이전에 본 것과 같습니다.</translation>
    </message>
    <message>
        <source>Not checked: working offline, so the log was not asked to prove that its tree of {small} entries is a prefix of its tree of {large}.</source>
        <translation>확인하지 않음: 오프라인으로 작업 중이므로 로그에 항목 {small}개의 트리가 {large}개 트리의 앞부분임을 증명하도록 요청하지 않았습니다.</translation>
    </message>
    <message>
        <source>Not checked: {reason}.</source>
        <translation>확인하지 않음: {reason}.</translation>
    </message>
    <message>
        <source>The log only grew: its tree of {small} entries is a prefix of its tree of {large} (consistency proof verified; newest {newest}).</source>
        <translation>로그는 늘어나기만 했습니다. 항목 {small}개의 트리는 {large}개 트리의 앞부분입니다(일관성 증명 검증됨, 최신 {newest}).</translation>
    </message>
    <message>
        <source>two different roots for one tree size</source>
        <translation>하나의 트리 크기에 서로 다른 두 루트</translation>
    </message>
    <message>
        <source>the log's consistency proof between them does not add up</source>
        <translation>둘 사이의 로그 일관성 증명이 맞지 않음</translation>
    </message>
    <message>
        <source>The log shows two histories ({why}): checkpoint {first} and checkpoint {second}.</source>
        <translation>로그가 두 가지 이력을 보여 줍니다({why}): 체크포인트 {first}와(과) 체크포인트 {second}.</translation>
    </message>
    <message>
        <source>Not checked: no log entry of this bundle names a signer, so there is no key to search the log for.</source>
        <translation>확인하지 않음: 이 번들의 어떤 로그 항목도 서명자를 밝히지 않아 로그에서 찾을 키가 없습니다.</translation>
    </message>
    <message>
        <source>Not checked: working offline, so the log was not asked for every entry the league's key signed.</source>
        <translation>확인하지 않음: 오프라인으로 작업 중이므로 리그의 키가 서명한 모든 항목을 로그에 요청하지 않았습니다.</translation>
    </message>
    <message>
        <source>The log holds an entry signed by the league's key for a list this bundle does not hold: log index {index}, logged at {time} (SHA-256 {sha256}). The operator logged something it did not publish.</source>
        <translation>로그에 이 번들에 없는 목록에 대해 리그의 키로 서명된 항목이 있습니다: 로그 인덱스 {index}, {time}에 기록됨(SHA-256 {sha256}). 운영자가 공개하지 않은 것을 기록했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>{count} such entries in all.</source>
        <translation>
            <numerusform>이런 항목이 모두 {count}개입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked in full: {count} entries signed by the league's key were not fetched (too many).</source>
        <translation>
            <numerusform>완전히 확인하지 않음: 리그의 키로 서명된 항목 {count}개를 가져오지 않았습니다(너무 많음).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: {count} entries signed by the league's key hold lists this bundle does not hold, and the log signed no time for them, so whether they fall in the season is not known.</source>
        <translation>
            <numerusform>확인하지 않음: 리그의 키로 서명된 항목 {count}개에 이 번들에 없는 목록이 있고, 로그가 그 항목의 시각에 서명하지 않았으므로 시즌 안에 드는지 알 수 없습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} entries the league's key signed in the season are lists of this bundle.</source>
        <translation>
            <numerusform>시즌 동안 리그의 키가 서명한 항목 {count}개 모두 이 번들의 목록입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>This bundle reaches no rung of the claims ladder: {evidence}</source>
        <translation>이 번들은 주장의 사다리 어느 단계에도 이르지 못합니다: {evidence}</translation>
    </message>
    <message>
        <source>This bundle reaches rung {number}, {name}.</source>
        <translation>이 번들은 {number}단계, {name}에 이릅니다.</translation>
    </message>
    <message>
        <source>Not rung {number}: {evidence}</source>
        <translation>{number}단계는 아님: {evidence}</translation>
    </message>
    <message>
        <source>Rung(s) {numbers} are reached on their own, but a ladder is climbed from the bottom: they count only once rung {gap} is reached.</source>
        <translation>{numbers}단은 따로 도달했지만 사다리는 아래부터 오릅니다: {gap}단에 도달해야 비로소 인정됩니다.</translation>
    </message>
    <message>
        <source>published rules</source>
        <translation>공개된 규칙</translation>
    </message>
    <message>
        <source>files recomputed</source>
        <translation>파일 재계산</translation>
    </message>
    <message>
        <source>external commitment verified</source>
        <translation>외부 약정 검증</translation>
    </message>
    <message>
        <source>reconciled with an independent price source</source>
        <translation>독립적 가격 출처와 대조</translation>
    </message>
    <message>
        <source>prospective paired evaluation frozen before its window</source>
        <translation>창 이전에 고정된 전향적 쌍 평가</translation>
    </message>
    <message>
        <source>replication by a second pipeline</source>
        <translation>두 번째 파이프라인에 의한 복제</translation>
    </message>
    <message>
        <source>Step {number} passed</source>
        <translation>{number}단계 통과</translation>
    </message>
    <message>
        <source>Step {number} has a warning</source>
        <translation>{number}단계 경고 있음</translation>
    </message>
    <message>
        <source>Step {number} failed</source>
        <translation>{number}단계 실패</translation>
    </message>
    <message>
        <source>Step {number} was not checked</source>
        <translation>{number}단계 확인 안 됨</translation>
    </message>
    <message>
        <source>step {number} passed</source>
        <translation>{number}단계 통과</translation>
    </message>
    <message>
        <source>step {number} has a warning</source>
        <translation>{number}단계 경고 있음</translation>
    </message>
    <message>
        <source>step {number} failed</source>
        <translation>{number}단계 실패</translation>
    </message>
    <message>
        <source>step {number} was not checked</source>
        <translation>{number}단계 확인 안 됨</translation>
    </message>
    <message>
        <source>{steps}.</source>
        <translation>{steps}.</translation>
    </message>
    <message>
        <source>{steps} (a warning does not count: it is not a check by a source you trust).</source>
        <translation>{steps}(경고는 인정되지 않습니다. 신뢰하는 출처의 확인이 아니기 때문입니다).</translation>
    </message>
    <message>
        <source>arena-protocol.json is not a JSON object.</source>
        <translation>arena-protocol.json은 JSON 객체가 아닙니다.</translation>
    </message>
    <message>
        <source>arena-protocol.json is present ({version}).</source>
        <translation>arena-protocol.json이 있습니다({version}).</translation>
    </message>
    <message>
        <source>No independent price file was given.</source>
        <translation>독립적인 가격 파일이 주어지지 않았습니다.</translation>
    </message>
    <message>
        <source>The registered benchmark cannot be used: {reason}</source>
        <translation>등록된 벤치마크를 사용할 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>The climatology hashes to {recomputed}…, not the value the paper printed before the window ({paper}…): it was not frozen by the registration.</source>
        <translation>기후값의 해시는 {recomputed}…이며, 논문이 창 이전에 인쇄한 값({paper}…)이 아닙니다. 등록으로 고정되지 않았습니다.</translation>
    </message>
    <message>
        <source>Read the estimate below with care: it is computed against a benchmark the registration did not fix. {why}</source>
        <translation>아래 추정치는 주의해서 읽으십시오: 등록이 고정하지 않은 기준에 대해 계산된 값입니다. {why}</translation>
    </message>
    <message>
        <source>The registered window (from session 11) has no resolved session yet.</source>
        <translation>등록된 창(11회차부터)에는 아직 결과가 확정된 거래일이 없습니다.</translation>
    </message>
    <message>
        <source>Benchmark hash equals the paper's; {label}</source>
        <translation>벤치마크 해시가 논문의 값과 같습니다. {label}</translation>
    </message>
    <message>
        <source>A single bundle cannot show a second, independent pipeline; this app's recount recomputes, it does not replicate.</source>
        <translation>하나의 번들로는 두 번째 독립 파이프라인을 보여 줄 수 없습니다. 이 앱의 재집계는 다시 계산할 뿐 복제하지 않습니다.</translation>
    </message>
    <message>
        <source>the file starts with a byte-order mark, so its bytes are not the ones that were stamped (an editor or a converter added it)</source>
        <translation>파일이 바이트 순서 표시로 시작하므로, 그 바이트는 타임스탬프가 찍힌 것과 다릅니다(편집기나 변환기가 추가함)</translation>
    </message>
    <message>
        <source>the line endings were rewritten to Windows style (CRLF), so the bytes no longer match the stamped book; a copy that rewrites line endings fails by design</source>
        <translation>줄 끝이 Windows 방식(CRLF)으로 바뀌어 바이트가 타임스탬프 장부와 더 이상 맞지 않습니다. 줄 끝을 바꾸는 사본은 의도적으로 실패합니다</translation>
    </message>
    <message>
        <source>the line is not valid UTF-8 text: bytes were damaged or re-encoded</source>
        <translation>이 줄은 올바른 UTF-8 텍스트가 아닙니다. 바이트가 손상되었거나 다시 인코딩되었습니다</translation>
    </message>
    <message>
        <source>the line is not a readable JSON object</source>
        <translation>이 줄은 읽을 수 있는 JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <source>the line is far longer than any book line can be; the file is damaged or not a book</source>
        <translation>이 줄은 장부의 어떤 줄보다도 훨씬 깁니다. 파일이 손상되었거나 장부가 아닙니다</translation>
    </message>
    <message>
        <source>the line lacks the bookkeeping fields n, prev, seal and link</source>
        <translation>이 줄에 기록 필드 n, prev, seal, link가 없습니다</translation>
    </message>
    <message>
        <source>the line's number n does not match its position: lines were dropped, added or moved</source>
        <translation>줄 번호 n이 위치와 맞지 않습니다. 줄이 빠졌거나, 추가되었거나, 옮겨졌습니다</translation>
    </message>
    <message>
        <source>the line does not point to the line before it (prev differs from that line's link): lines were dropped, added or moved</source>
        <translation>이 줄이 바로 앞 줄을 가리키지 않습니다(prev가 그 줄의 link와 다름). 줄이 빠졌거나, 추가되었거나, 옮겨졌습니다</translation>
    </message>
    <message>
        <source>the line's content does not match its seal: something in it was changed after it was sealed</source>
        <translation>줄의 내용이 봉인과 맞지 않습니다. 봉인된 뒤에 내용이 바뀌었습니다</translation>
    </message>
    <message>
        <source>the line's link does not match: its number, prev or seal were changed</source>
        <translation>줄의 링크가 맞지 않습니다. 번호, prev 또는 봉인이 바뀌었습니다</translation>
    </message>
    <message>
        <source>the line holds an escaped lone surrogate (such as \ud800), which is not text: it cannot be written as UTF-8, so its seal and link cannot be recomputed by the paper's rule</source>
        <translation>이 줄에 이스케이프된 단독 서로게이트(예: \ud800)가 있는데, 이는 텍스트가 아닙니다. UTF-8로 쓸 수 없으므로 논문의 규칙으로 봉인과 링크를 다시 계산할 수 없습니다</translation>
    </message>
    <message>
        <source>the line names the same field twice with different values, so two readers could see two different lines under one hash</source>
        <translation>이 줄은 같은 필드를 서로 다른 값으로 두 번 지정하므로, 두 독자가 같은 해시 아래에서 서로 다른 줄을 볼 수 있습니다</translation>
    </message>
    <message>
        <source>{path} is inside the bundle being checked ({tree}), and {what} is written beside a bundle, never into it: choose a place outside it.</source>
        <translation>{path}은(는) 검사 중인 번들({tree}) 안에 있습니다. {what}은(는) 번들 안이 아니라 번들 옆에 저장합니다: 번들 밖의 위치를 고르세요.</translation>
    </message>
    <message>
        <source>an evidence pack</source>
        <translation>증거 번들</translation>
    </message>
    <message>
        <source>a witness statement</source>
        <translation>증인 진술서</translation>
    </message>
    <message>
        <source>a report</source>
        <translation>보고서</translation>
    </message>
    <message>
        <source>a chart</source>
        <translation>차트</translation>
    </message>
    <message>
        <source>No files were given to verify.</source>
        <translation>검증할 파일이 주어지지 않았습니다.</translation>
    </message>
    <message>
        <source>The files given are empty: there is nothing to verify.</source>
        <translation>주어진 파일이 비어 있습니다: 검증할 것이 없습니다.</translation>
    </message>
    <message>
        <source>{path} does not exist (check the name and the folder).</source>
        <translation>{path}이(가) 없습니다(이름과 폴더를 확인하세요).</translation>
    </message>
    <message>
        <source>{path} cannot be opened ({error}).</source>
        <translation>{path}을(를) 열 수 없습니다({error}).</translation>
    </message>
    <message>
        <source>{path} is not a file or a folder (it is a pipe, a device or a socket), so it cannot be verified.</source>
        <translation>{path}은(는) 파일이나 폴더가 아니므로(파이프, 장치 또는 소켓) 검증할 수 없습니다.</translation>
    </message>
    <message>
        <source>{path} cannot be read: you have no permission to read it.</source>
        <translation>{path}을(를) 읽을 수 없습니다: 읽기 권한이 없습니다.</translation>
    </message>
    <message>
        <source>{label} is not a readable zip file ({error}).</source>
        <translation>{label}은(는) 읽을 수 있는 zip 파일이 아닙니다({error}).</translation>
    </message>
    <message>
        <source>{label} holds {count} files, more than the {limit} a league's bundle can have; it was not opened.</source>
        <translation>{label}에는 파일이 {count}개 있어 리그 번들이 가질 수 있는 {limit}개보다 많습니다. 열지 않았습니다.</translation>
    </message>
    <message>
        <source>{label} would unpack to {total} bytes, more than the {limit} a league's bundle can have; it was not opened.</source>
        <translation>{label}의 압축을 풀면 {total}바이트가 되어 리그 번들이 가질 수 있는 {limit}바이트보다 많습니다. 열지 않았습니다.</translation>
    </message>
    <message>
        <source>Two files land on the same place {path}: {first} and {second}. A program that unpacks or copies them keeps only one, and which one differs from program to program, so this bundle cannot be verified as it is. Ask for a copy in which every file appears once.</source>
        <translation>두 파일이 같은 위치 {path}에 놓입니다: {first}와 {second}. 압축을 풀거나 복사하는 프로그램은 하나만 남기고, 어느 것을 남기는지는 프로그램마다 다르므로 이 번들은 이대로 검증할 수 없습니다. 모든 파일이 한 번씩만 들어 있는 사본을 요청하세요.</translation>
    </message>
    <message>
        <source>{path} is {size} bytes, larger than the {limit} bytes such a file can be; it was not read.</source>
        <translation>{path}은(는) {size}바이트로, 이런 파일이 가질 수 있는 {limit}바이트보다 큽니다. 읽지 않았습니다.</translation>
    </message>
    <message>
        <source>{path} cannot be read any more ({error}).</source>
        <translation>{path}을(를) 더 이상 읽을 수 없습니다({error}).</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}).</source>
        <translation>{path}을(를) 읽을 수 없습니다({error}).</translation>
    </message>
    <message>
        <source>Nothing in {label} can be verified: no book, stamped list, ask text or code list was recognised.</source>
        <translation>{label}에서 검증할 수 있는 것이 없습니다: 장부, 타임스탬프가 찍힌 목록, 질문 문구 또는 코드 목록을 알아보지 못했습니다.</translation>
    </message>
    <message>
        <source>council-forecasts.csv was not provided: there are no forecast rows to compute statistics from.</source>
        <translation>council-forecasts.csv가 제공되지 않았습니다: 통계를 계산할 예측 행이 없습니다.</translation>
    </message>
    <message>
        <source>The book (council-book.jsonl) was not provided, so no forecast row can be verified.</source>
        <translation>장부(council-book.jsonl)가 제공되지 않아 어떤 예측 행도 검증할 수 없습니다.</translation>
    </message>
    <message>
        <source>Checking {what}</source>
        <translation>{what} 검사 중</translation>
    </message>
    <message numerus="yes">
        <source>time anchors {done} of {total}</source>
        <translation>
            <numerusform>시간 앵커 {total}개 중 {done}개</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking asks, code and the lines' properties</source>
        <translation>질문, 코드, 줄의 속성 검사 중</translation>
    </message>
    <message>
        <source>Recounting the published figures</source>
        <translation>공개된 수치 재계산 중</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>and compare with the paper's printed values</source>
        <translation>논문에 인쇄된 값과 비교</translation>
    </message>
    <message>
        <source>or: ots info &lt;HHMMSS&gt;Z.txt.ots</source>
        <translation>또는: ots info &lt;HHMMSS&gt;Z.txt.ots</translation>
    </message>
    <message>
        <source>compare with arena-code.json</source>
        <translation>arena-code.json과 비교</translation>
    </message>
    <message>
        <source>max(at, booked_at) before 09:30 New York</source>
        <translation>max(at, booked_at)이 뉴욕 09:30 이전</translation>
    </message>
    <message>
        <source>each hash must be a run line's ask_sha256 in council-book.jsonl</source>
        <translation>각 해시는 council-book.jsonl에 있는 실행 줄의 ask_sha256이어야 함</translation>
    </message>
    <message>
        <source>equals the line's commitment</source>
        <translation>줄의 커밋과 같음</translation>
    </message>
    <message>
        <source>1,000</source>
        <translation>1,000</translation>
    </message>
    <message>
        <source>0.5</source>
        <translation>0.5</translation>
    </message>
    <message>
        <source>the file is over {limit} bytes, far larger than any time-stamp.</source>
        <translation>파일이 {limit}바이트를 넘어 어떤 타임스탬프보다도 훨씬 큽니다.</translation>
    </message>
    <message>
        <source>the signed content is not a time-stamp.</source>
        <translation>서명된 내용이 타임스탬프가 아닙니다.</translation>
    </message>
    <message>
        <source>the file is damaged or is not an RFC 3161 time-stamp.</source>
        <translation>파일이 손상되었거나 RFC 3161 타임스탬프가 아닙니다.</translation>
    </message>
    <message>
        <source>the authority refused the request (status {status}).</source>
        <translation>기관이 요청을 거부했습니다(상태 {status}).</translation>
    </message>
    <message>
        <source>the authority refused the request (status {status}: {text}).</source>
        <translation>기관이 요청을 거부했습니다(상태 {status}: {text}).</translation>
    </message>
    <message>
        <source>the reply holds no time-stamp.</source>
        <translation>응답에 타임스탬프가 없습니다.</translation>
    </message>
    <message>
        <source>the reply's time-stamp is not a signed object.</source>
        <translation>응답의 타임스탬프가 서명된 객체가 아닙니다.</translation>
    </message>
    <message>
        <source>its time ({written}) is not a valid date and time.</source>
        <translation>시각({written})이 유효한 날짜와 시각이 아닙니다.</translation>
    </message>
    <message>
        <source>its time ({written}) is not written in UTC, as RFC 3161 requires.</source>
        <translation>시각({written})이 RFC 3161의 요구대로 UTC로 쓰여 있지 않습니다.</translation>
    </message>
    <message>
        <source>its time ({written}, that is year {year}) is not a real time-stamp time (years {first} to {last} are accepted).</source>
        <translation>시각({written}, 즉 {year}년)이 실제 타임스탬프 시각이 아닙니다({first}년부터 {last}년까지만 인정합니다).</translation>
    </message>
    <message>
        <source>its stated accuracy is not valid (RFC 3161 allows whole seconds and 1 to 999 milliseconds and microseconds).</source>
        <translation>명시된 정확도가 유효하지 않습니다(RFC 3161은 정수 초와 1~999 밀리초·마이크로초만 허용합니다).</translation>
    </message>
    <message>
        <source>it has a structure this verifier cannot check.</source>
        <translation>이 검증기가 확인할 수 없는 구조입니다.</translation>
    </message>
    <message>
        <source>{file} in the proof folder could not be read as a certificate and was left out (openssl ts -verify -untrusted would stop at it); the token was checked with the certificates it carries and the folder's other files.</source>
        <translation>증명 폴더의 {file}은(는) 인증서로 읽을 수 없어 제외했습니다(openssl ts -verify -untrusted라면 이 파일에서 멈춥니다). 타임스탬프는 그 안에 든 인증서와 폴더의 다른 파일로 검사했습니다.</translation>
    </message>
    <message>
        <source>it names the hash {algorithm}, which is too weak or unknown to bind the list (SHA-256, SHA-384 or SHA-512 are accepted).</source>
        <translation>해시 {algorithm}을(를) 지정하는데, 목록을 묶기에는 너무 약하거나 알 수 없는 해시입니다(SHA-256, SHA-384, SHA-512만 인정).</translation>
    </message>
    <message>
        <source>it was issued for other content: its {algorithm} imprint is not the hash of this stamped list.</source>
        <translation>다른 내용에 대해 발급되었습니다: {algorithm} 지문이 이 타임스탬프 목록의 해시가 아닙니다.</translation>
    </message>
    <message>
        <source>it has {count} signatures instead of exactly one.</source>
        <translation>서명이 정확히 하나가 아니라 {count}개입니다.</translation>
    </message>
    <message>
        <source>the certificate of the authority that signed it is neither inside the token nor in the proof folder's tsa/ files.</source>
        <translation>서명한 기관의 인증서가 타임스탬프 안에도, 증명 폴더의 tsa/ 파일에도 없습니다.</translation>
    </message>
    <message>
        <source>its signer ({signer}) does not lead to any root certificate you trust, valid at the time the token names.</source>
        <translation>서명자({signer})가 타임스탬프가 가리키는 시각에 유효한, 당신이 신뢰하는 루트 인증서로 이어지지 않습니다.</translation>
    </message>
    <message>
        <source>its signer ({signer}) does not lead to any root certificate you trust: the certificate chain is incomplete, as no certificate for the issuer '{issuer}' was given; add it with --untrusted or in Settings (or, if it is the authority's root and you trust it, as a trust root).</source>
        <translation>서명자({signer})가 당신이 신뢰하는 루트 인증서로 이어지지 않습니다: 발급자 '{issuer}'의 인증서가 주어지지 않아 인증서 체인이 불완전합니다. --untrusted 또는 설정에서 추가하십시오(기관의 루트이고 이를 신뢰한다면 신뢰 루트로 추가).</translation>
    </message>
    <message>
        <source>its signature does not match its content, so it was altered or not made with the authority's key.</source>
        <translation>서명이 내용과 맞지 않습니다: 변경되었거나 기관의 키로 만들어지지 않았습니다.</translation>
    </message>
    <message>
        <source>its signer's certificate is not marked for time-stamping (a critical timeStamping extended key usage is required).</source>
        <translation>서명자의 인증서가 타임스탬프용으로 지정되어 있지 않습니다(critical timeStamping 확장 키 용도가 필요합니다).</translation>
    </message>
    <message>
        <source>its signed attributes name a different signing certificate.</source>
        <translation>서명된 속성이 다른 서명 인증서를 가리킵니다.</translation>
    </message>
    <message>
        <source>it lacks the signed attribute that names its signing certificate.</source>
        <translation>서명 인증서를 가리키는 서명된 속성이 없습니다.</translation>
    </message>
    <message>
        <source>The proof file is empty.</source>
        <translation>증명 파일이 비어 있습니다.</translation>
    </message>
    <message>
        <source>Only the first {checked} of its {count} Bitcoin attestations were checked; the others were not.</source>
        <translation>Bitcoin 증명 {count}개 가운데 처음 {checked}개만 확인했고, 나머지는 확인하지 않았습니다.</translation>
    </message>
    <message>
        <source>The proof file is far too large to be an OpenTimestamps proof.</source>
        <translation>증명 파일이 OpenTimestamps 증명이라기에는 너무 큽니다.</translation>
    </message>
    <message>
        <source>The file is not a readable OpenTimestamps proof: {reason}.</source>
        <translation>파일이 읽을 수 있는 OpenTimestamps 증명이 아닙니다: {reason}.</translation>
    </message>
    <message>
        <source>it does not start with the OpenTimestamps proof header</source>
        <translation>OpenTimestamps 증명 헤더로 시작하지 않습니다</translation>
    </message>
    <message>
        <source>it is cut short (truncated)</source>
        <translation>중간에 잘렸습니다</translation>
    </message>
    <message>
        <source>it has extra bytes after the end of the proof</source>
        <translation>증명이 끝난 뒤에 여분의 바이트가 있습니다</translation>
    </message>
    <message>
        <source>it uses a proof format version this app does not know</source>
        <translation>이 앱이 모르는 증명 형식 버전을 사용합니다</translation>
    </message>
    <message>
        <source>it is damaged and cannot be read</source>
        <translation>손상되어 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>The proof stamps a {name} hash of a file, not the SHA-256 of this stamped list.</source>
        <translation>증명이 이 타임스탬프 목록의 SHA-256이 아니라 파일의 {name} 해시를 찍습니다.</translation>
    </message>
    <message>
        <source>The proof stamps the file's {name} hash, which this app cannot compute, so it was not checked.</source>
        <translation>증명이 파일의 {name} 해시를 찍는데, 이 앱은 그것을 계산할 수 없어 확인하지 않았습니다.</translation>
    </message>
    <message>
        <source>This proof is for another file: it stamps {name} {digest}, but {what} hashes to {expected}.</source>
        <translation>이 증명은 다른 파일의 것입니다: {name} {digest}을(를) 찍지만 {what}의 해시는 {expected}입니다.</translation>
    </message>
    <message>
        <source>the stamped list</source>
        <translation>타임스탬프 목록</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>The proof stamps the file's SHA-1 hash, and SHA-1 is broken for collisions: whoever stamped it could have made two different files with the same SHA-1, so the proof cannot show which of them existed.</source>
        <translation>증명이 파일의 SHA-1 해시를 찍는데, SHA-1은 충돌에 대해 깨졌습니다: 찍은 사람이 같은 SHA-1을 가진 서로 다른 두 파일을 만들 수 있었으므로, 증명은 그중 어느 것이 존재했는지 보여 줄 수 없습니다.</translation>
    </message>
    <message>
        <source>The proof is still pending at {calendars}: a pending attestation carries no time a reader can check yet; 'ots upgrade' completes the proof once the calendar has anchored it in Bitcoin.</source>
        <translation>증명이 아직 {calendars}에서 대기 중입니다: 대기 중인 증명에는 아직 독자가 확인할 수 있는 시각이 없습니다. 캘린더가 Bitcoin에 고정하면 'ots upgrade'가 증명을 완성합니다.</translation>
    </message>
    <message>
        <source>The proof holds no Bitcoin attestation, only kinds this app cannot check: {kinds}.</source>
        <translation>증명에 Bitcoin 증명이 없고, 이 앱이 확인할 수 없는 종류만 있습니다: {kinds}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Block {height} was not checked: {reason}; look up its Merkle root by hand and compare it with the commitment {commitment}.</source>
        <translation>블록 {height}은(는) 확인하지 않았습니다: {reason}. 그 머클 루트를 직접 찾아 커밋먼트 {commitment}와 비교하십시오.</translation>
    </message>
    <message>
        <source>{first} Warning: {warning}</source>
        <translation>{first} 경고: {warning}</translation>
    </message>
    <message>
        <source>Upgraded from calendar {calendar} at {time}.</source>
        <translation>캘린더 {calendar}에서 {time}에 완성했습니다.</translation>
    </message>
    <message>
        <source>Upgraded from calendar {calendar} at {time} (the completed proof kept in {place}, checked again now).</source>
        <translation>캘린더 {calendar}에서 {time}에 완성했습니다({place}에 보관된 완성된 증명을 지금 다시 확인했습니다).</translation>
    </message>
    <message>
        <source>this computer's cache</source>
        <translation>이 컴퓨터의 캐시</translation>
    </message>
    <message>
        <source>the evidence pack</source>
        <translation>증거 번들</translation>
    </message>
    <message>
        <source>Offline, its calendar was not asked: when it checks online, this app asks the calendar for the completed proof itself; or run 'ots upgrade {proof}' and check the upgraded proof.</source>
        <translation>오프라인이므로 캘린더에 묻지 않았습니다: 온라인으로 확인할 때 이 앱이 캘린더에 완성된 증명을 직접 요청합니다. 또는 'ots upgrade {proof}'를 실행하고 완성된 증명을 확인하십시오.</translation>
    </message>
    <message>
        <source>Its calendars were asked for the completed proof: {reasons}. It stays pending.</source>
        <translation>캘린더에 완성된 증명을 요청했습니다: {reasons}. 증명은 대기 중으로 남습니다.</translation>
    </message>
    <message>
        <source>The completed proof kept in {place} was not used: {reason}.</source>
        <translation>{place}에 보관된 완성된 증명은 사용하지 않았습니다: {reason}.</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>손상되었습니다</translation>
    </message>
    <message>
        <source>it holds no Bitcoin attestation</source>
        <translation>Bitcoin 증명이 들어 있지 않습니다</translation>
    </message>
    <message>
        <source>No calendar of this proof can be asked for the completed proof: {reasons}.</source>
        <translation>이 증명의 어느 캘린더에도 완성된 증명을 요청할 수 없습니다: {reasons}.</translation>
    </message>
    <message>
        <source>it names a calendar this proof does not name</source>
        <translation>이 증명에 없는 캘린더를 가리킵니다</translation>
    </message>
    <message>
        <source>{calendar} has not anchored it in Bitcoin yet</source>
        <translation>{calendar}는 아직 Bitcoin에 고정하지 않았습니다</translation>
    </message>
    <message>
        <source>{calendar} has not anchored it in Bitcoin yet (it says "{said}")</source>
        <translation>{calendar}는 아직 Bitcoin에 고정하지 않았습니다(응답: "{said}")</translation>
    </message>
    <message>
        <source>{calendar} was not asked: a calendar is only asked at an https:// address</source>
        <translation>{calendar}에 묻지 않았습니다: 캘린더는 https:// 주소로만 요청합니다</translation>
    </message>
    <message>
        <source>{calendar} was not asked: its address names no host that can exist (.invalid)</source>
        <translation>{calendar}에 묻지 않았습니다: 주소가 존재할 수 없는 호스트를 가리킵니다(.invalid)</translation>
    </message>
    <message>
        <source>{calendar} {reason}</source>
        <translation>{calendar} {reason}</translation>
    </message>
    <message>
        <source>{calendar} answered with HTTP status {status}</source>
        <translation>{calendar}가 HTTP 상태 {status}로 응답했습니다</translation>
    </message>
    <message>
        <source>{calendar} sent an answer that is not a readable timestamp</source>
        <translation>{calendar}가 읽을 수 있는 타임스탬프가 아닌 응답을 보냈습니다</translation>
    </message>
    <message>
        <source>{calendar} sent an answer larger than {limit} bytes</source>
        <translation>{calendar}가 {limit}바이트보다 큰 응답을 보냈습니다</translation>
    </message>
    <message>
        <source>{calendar} sent an answer that does not verify ({reason})</source>
        <translation>{calendar}가 검증되지 않는 응답을 보냈습니다({reason})</translation>
    </message>
    <message>
        <source>{calendar} answered without a Bitcoin attestation</source>
        <translation>{calendar}가 Bitcoin 증명 없이 응답했습니다</translation>
    </message>
    <message>
        <source>only the first {asked} of its {count} calendars were asked</source>
        <translation>{count}개 캘린더 중 처음 {asked}개에만 물었습니다</translation>
    </message>
    <message>
        <source>The block explorers disagree about block {height}: {first} and {other} returned different block headers.</source>
        <translation>블록 탐색기들이 블록 {height}에 대해 일치하지 않습니다: {first}와 {other}가 서로 다른 블록 헤더를 돌려주었습니다.</translation>
    </message>
    <message>
        <source>{disagree} Neither header has more work checked here, so the block is not checked; an Electrum server or a Bitcoin node gives the headers on top that decide it.</source>
        <translation>{disagree} 어느 블록 헤더도 여기서 확인된 작업량이 더 많지 않으므로 이 블록은 확인되지 않았습니다. Electrum 서버나 비트코인 노드가 이를 결정하는 위쪽 헤더를 제공합니다.</translation>
    </message>
    <message>
        <source>The sources disagree about block {height}: the header for it in {other} has more work ({blocks} block(s) checked here) than the header the proof names, so the proof's block is not in the chain with the most work, the one the network accepts (an orphaned block).</source>
        <translation>블록 {height}에 대해 출처들이 일치하지 않습니다. {other}에 있는 이 블록의 헤더가 증명이 가리키는 헤더보다 작업량이 더 많으므로(여기서 {blocks}개 블록 확인), 증명의 블록은 네트워크가 받아들이는 가장 많은 작업량의 체인에 있지 않습니다(고아 블록).</translation>
    </message>
    <message>
        <source>The header for block {height} in {other} differs from the one the proof names and has less work: it is not counted, as the chain with the most work is the one the network accepts.</source>
        <translation>{other}에 있는 블록 {height}의 헤더는 증명이 가리키는 헤더와 다르고 작업량이 더 적습니다. 네트워크는 가장 많은 작업량의 체인을 받아들이므로 이 헤더는 계산하지 않습니다.</translation>
    </message>
    <message>
        <source>The header for block {height} from {other} has less work than another source's: it is not counted, as the chain with the most work is the one the network accepts.</source>
        <translation>{other}에서 받은 블록 {height}의 헤더는 다른 출처의 헤더보다 작업량이 적습니다. 네트워크는 가장 많은 작업량의 체인을 받아들이므로 이 헤더는 계산하지 않습니다.</translation>
    </message>
    <message>
        <source>The sources disagree about block {height}: the header for it in {other} is not the one the proof names, and neither has more work checked here; an Electrum server or a Bitcoin node gives the headers on top that decide it.</source>
        <translation>블록 {height}에 대해 출처들이 일치하지 않습니다. {other}에 있는 이 블록의 헤더는 증명이 가리키는 헤더가 아니며, 어느 쪽도 여기서 확인된 작업량이 더 많지 않습니다. Electrum 서버나 비트코인 노드가 이를 결정하는 위쪽 헤더를 제공합니다.</translation>
    </message>
    <message>
        <source>no block header source (offline and no headers file)</source>
        <translation>블록 헤더 출처 없음(오프라인이며 헤더 파일 없음)</translation>
    </message>
    <message>
        <source>no block header source (none configured)</source>
        <translation>블록 헤더 출처 없음(설정된 것 없음)</translation>
    </message>
    <message>
        <source>The block header from {source} is unusable: {reason}</source>
        <translation>{source}의 블록 헤더를 사용할 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>A block header has 80 bytes; this one has {size}.</source>
        <translation>블록 헤더는 80바이트입니다. 이 헤더는 {size}바이트입니다.</translation>
    </message>
    <message>
        <source>The block header is not written in hexadecimal.</source>
        <translation>블록 헤더가 16진수로 쓰여 있지 않습니다.</translation>
    </message>
    <message>
        <source>The header's difficulty field encodes a negative target.</source>
        <translation>헤더의 난이도 필드가 음수 목표값을 나타냅니다.</translation>
    </message>
    <message>
        <source>The header's difficulty field encodes a target of zero.</source>
        <translation>헤더의 난이도 필드가 0인 목표값을 나타냅니다.</translation>
    </message>
    <message>
        <source>The header's difficulty field encodes a target that is too large.</source>
        <translation>헤더의 난이도 필드가 너무 큰 목표값을 나타냅니다.</translation>
    </message>
    <message>
        <source>The block header from {source} does not hash to the block hash it named for block {height} ({hash}).</source>
        <translation>{source}의 블록 헤더가 블록 {height}에 대해 밝힌 블록 해시({hash})와 맞지 않습니다.</translation>
    </message>
    <message>
        <source>The proof does not lead to this block: block {height}'s Merkle root is {root}, the proof arrives at {commitment}.</source>
        <translation>증명이 이 블록으로 이어지지 않습니다: 블록 {height}의 머클 루트는 {root}인데, 증명은 {commitment}에 도달합니다.</translation>
    </message>
    <message>
        <source>The block header from {source} fails its own proof of work: its hash is above the target in its difficulty field, so no one mined it.</source>
        <translation>{source}의 블록 헤더가 자체 작업 증명을 통과하지 못합니다: 해시가 난이도 필드의 목표값보다 커서 아무도 채굴하지 않은 것입니다.</translation>
    </message>
    <message>
        <source>The proof leads to block {height} of a header that is not from Bitcoin's main chain (its proof of work is far too small); the time it shows, {time}, proves nothing.</source>
        <translation>증명이 Bitcoin 메인 체인이 아닌 헤더의 블록 {height}로 이어집니다(작업 증명이 너무 작음). 그것이 보여 주는 시각 {time}은 아무것도 증명하지 않습니다.</translation>
    </message>
    <message>
        <source>The proof leads to Bitcoin block {height}, header time {time}: the stamped list existed no later than about {bound} (header time plus {hours} hours).</source>
        <translation>증명이 Bitcoin 블록 {height}, 헤더 시각 {time}로 이어집니다: 타임스탬프 목록은 늦어도 대략 {bound}에 존재했습니다(헤더 시각 더하기 {hours}시간).</translation>
    </message>
    <message>
        <source>The header of block {height} does not link to block {before}: it names {named} as the block before it, but block {before} hashes to {actual}.</source>
        <translation>블록 {height}의 헤더가 블록 {before}에 연결되지 않습니다: 이전 블록으로 {named}을(를) 가리키지만 블록 {before}의 해시는 {actual}입니다.</translation>
    </message>
    <message>
        <source>The header of block {height} fails its own proof of work, so the chain on top of the anchor is broken there.</source>
        <translation>블록 {height}의 헤더가 자체 작업 증명을 통과하지 못해, 앵커 위의 체인이 그곳에서 끊어집니다.</translation>
    </message>
    <message>
        <source>The header of block {height} has an unusable difficulty field.</source>
        <translation>블록 {height}의 헤더에 사용할 수 없는 난이도 필드가 있습니다.</translation>
    </message>
    <message>
        <source>Block {height} is not the block Bitcoin's main chain has there (the published checkpoint is {published}).</source>
        <translation>블록 {height}은(는) Bitcoin 메인 체인이 그 위치에 가진 블록이 아닙니다(공개된 체크포인트는 {published}).</translation>
    </message>
    <message>
        <source>The header of block {height} is easier to mine than any main-chain block of its difficulty period: this is not Bitcoin's main chain.</source>
        <translation>블록 {height}의 헤더는 해당 난이도 기간의 어떤 메인 체인 블록보다 채굴하기 쉽습니다: 이것은 Bitcoin 메인 체인이 아닙니다.</translation>
    </message>
    <message>
        <source>It has {count} confirmations in the headers checked.</source>
        <translation>확인한 헤더에서 확인 수는 {count}입니다.</translation>
    </message>
    <message>
        <source>{why} It has {count} confirmations in the headers checked.</source>
        <translation>{why} 확인한 헤더에서 확인 수는 {count}입니다.</translation>
    </message>
    <message>
        <source>No header after the anchor's block was available, so the work on top of it was not checked.</source>
        <translation>앵커 블록 다음의 헤더를 구할 수 없어 그 위의 작업은 확인하지 않았습니다.</translation>
    </message>
    <message>
        <source>{count} confirmations to block {last}, each header checked and linked: {work} expected hashes on top, {words} ({rate}).</source>
        <translation>블록 {last}까지 확인 {count}회, 각 헤더를 확인하고 연결함: 그 위에 예상 해시 {work}개, {words}({rate}).</translation>
    </message>
    <message>
        <source>at the rate the whole network mined the last checked block: one block every ten minutes at that block's difficulty</source>
        <translation>전체 네트워크가 마지막으로 확인한 블록을 채굴한 속도 기준: 그 블록의 난이도로 10분마다 블록 하나</translation>
    </message>
    <message>
        <source>about {count} year of the whole Bitcoin network's work</source>
        <translation>Bitcoin 전체 네트워크의 약 {count}년 분량 작업</translation>
    </message>
    <message>
        <source>about {count} years of the whole Bitcoin network's work</source>
        <translation>Bitcoin 전체 네트워크의 약 {count}년 분량 작업</translation>
    </message>
    <message>
        <source>about {count} day of the whole Bitcoin network's work</source>
        <translation>Bitcoin 전체 네트워크의 약 {count}일 분량 작업</translation>
    </message>
    <message>
        <source>about {count} days of the whole Bitcoin network's work</source>
        <translation>Bitcoin 전체 네트워크의 약 {count}일 분량 작업</translation>
    </message>
    <message>
        <source>about {count} hour of the whole Bitcoin network's work</source>
        <translation>Bitcoin 전체 네트워크의 약 {count}시간 분량 작업</translation>
    </message>
    <message>
        <source>about {count} hours of the whole Bitcoin network's work</source>
        <translation>Bitcoin 전체 네트워크의 약 {count}시간 분량 작업</translation>
    </message>
    <message>
        <source>about {count} minute of the whole Bitcoin network's work</source>
        <translation>Bitcoin 전체 네트워크의 약 {count}분 분량 작업</translation>
    </message>
    <message>
        <source>about {count} minutes of the whole Bitcoin network's work</source>
        <translation>Bitcoin 전체 네트워크의 약 {count}분 분량 작업</translation>
    </message>
    <message>
        <source>less than a minute of the whole Bitcoin network's work</source>
        <translation>Bitcoin 전체 네트워크의 1분 미만 분량 작업</translation>
    </message>
    <message>
        <source>the log entry does not hold this list's fingerprint</source>
        <translation>로그 항목에 이 목록의 지문이 없습니다</translation>
    </message>
    <message>
        <source>the log's signature on this entry (signed entry timestamp) is not valid</source>
        <translation>이 항목에 대한 로그의 서명(서명된 항목 타임스탬프)이 유효하지 않습니다</translation>
    </message>
    <message>
        <source>the entry's proof of inclusion in the log's tree does not add up</source>
        <translation>로그 트리에 항목이 포함되었다는 증명이 맞지 않습니다</translation>
    </message>
    <message>
        <source>the log's signed tree head (checkpoint) does not verify with the log's key</source>
        <translation>로그의 서명된 트리 헤드(체크포인트)가 로그의 키로 검증되지 않습니다</translation>
    </message>
    <message>
        <source>this log signs no time for its entries (a Rekor v2 log: no signed entry timestamp, no integrated time), so the seal's time comes from its time-stamp tokens alone, never from the log</source>
        <translation>이 로그는 항목에 시각을 서명하지 않으므로(Rekor v2 로그: 서명된 항목 타임스탬프도 통합 시각도 없음), 봉인의 시각은 로그가 아니라 오직 타임스탬프에서 나옵니다</translation>
    </message>
    <message>
        <source>the entry carries no signature from the log at all</source>
        <translation>항목에 로그의 서명이 전혀 없습니다</translation>
    </message>
    <message>
        <source>the entry's name (UUID) does not match its content</source>
        <translation>항목의 이름(UUID)이 내용과 맞지 않습니다</translation>
    </message>
    <message>
        <source>the log answered with a different entry than the one asked for</source>
        <translation>로그가 요청한 것과 다른 항목으로 응답했습니다</translation>
    </message>
    <message>
        <source>the entry is at log position {position}, not at {expected} as given</source>
        <translation>항목이 주어진 {expected}이(가) 아니라 로그 위치 {position}에 있습니다</translation>
    </message>
    <message>
        <source>the entry names a different log than the one whose key we hold</source>
        <translation>항목이 우리가 키를 가진 로그와 다른 로그를 가리킵니다</translation>
    </message>
    <message>
        <source>the entry carries no signed entry timestamp, so the log did not sign its time</source>
        <translation>항목에 서명된 항목 타임스탬프가 없어, 로그가 그 시각에 서명하지 않았습니다</translation>
    </message>
    <message>
        <source>the log gave no inclusion proof, only its signed promise</source>
        <translation>로그가 포함 증명 없이 서명된 약속만 주었습니다</translation>
    </message>
    <message>
        <source>the entry's inclusion proof is damaged</source>
        <translation>항목의 포함 증명이 손상되었습니다</translation>
    </message>
    <message>
        <source>the log's signed tree head (checkpoint) is damaged</source>
        <translation>로그의 서명된 트리 헤드(체크포인트)가 손상되었습니다</translation>
    </message>
    <message>
        <source>the log's signed tree head is for another tree than the proof</source>
        <translation>로그의 서명된 트리 헤드가 증명과 다른 트리의 것입니다</translation>
    </message>
    <message>
        <source>the signature in the log entry does not verify over the list's fingerprint with the key the entry names</source>
        <translation>로그 항목의 서명이 항목이 가리키는 키로 목록의 지문에 대해 검증되지 않습니다</translation>
    </message>
    <message>
        <source>the log's answer is too large to be one log entry</source>
        <translation>로그의 응답이 로그 항목 하나라기에는 너무 큽니다</translation>
    </message>
    <message>
        <source>the log's answer is not readable JSON</source>
        <translation>로그의 응답이 읽을 수 있는 JSON이 아닙니다</translation>
    </message>
    <message>
        <source>the log's answer does not hold exactly one entry</source>
        <translation>로그의 응답에 항목이 정확히 하나 있지 않습니다</translation>
    </message>
    <message>
        <source>the log's answer lacks the fields of a log entry</source>
        <translation>로그의 응답에 로그 항목의 필드가 없습니다</translation>
    </message>
    <message>
        <source>the log entry's body is not readable JSON</source>
        <translation>로그 항목의 본문이 읽을 수 있는 JSON이 아닙니다</translation>
    </message>
    <message>
        <source>the log entry's body is not valid base64</source>
        <translation>로그 항목의 본문이 유효한 base64가 아닙니다</translation>
    </message>
    <message>
        <source>unknown log: the entry's log id is not in the trusted root</source>
        <translation>알 수 없는 로그: 항목의 로그 ID가 신뢰 루트에 없습니다</translation>
    </message>
    <message>
        <source>the key of {url} in the trusted root was not valid at the entry's time ({day})</source>
        <translation>신뢰 루트에 있는 {url}의 키가 항목의 시각({day})에 유효하지 않았습니다</translation>
    </message>
    <message>
        <source>the key of {url} in the trusted root is no longer valid, and the entry carries no signed entry timestamp to show it was logged while the key was</source>
        <translation>신뢰 루트에 있는 {url}의 키는 더 이상 유효하지 않으며, 항목에는 키가 유효할 때 기록되었음을 보여 줄 서명된 항목 타임스탬프가 없습니다</translation>
    </message>
    <message>
        <source>working offline and no answer from the log was saved for this list</source>
        <translation>오프라인으로 작업 중이며 이 목록에 대해 저장된 로그 응답이 없습니다</translation>
    </message>
    <message>
        <source>the log has no entry for this list</source>
        <translation>로그에 이 목록의 항목이 없습니다</translation>
    </message>
    <message>
        <source>working offline, and the log answers the bundle carries in rekor/ could not be used for this list: {why}</source>
        <translation>오프라인으로 작업 중이며, 번들이 rekor/에 담고 있는 로그 응답을 이 목록에 사용할 수 없었습니다: {why}</translation>
    </message>
    <message>
        <source>The log answers the bundle carries in rekor/ were not used for this list: {why}.</source>
        <translation>번들이 rekor/에 담고 있는 로그 응답은 이 목록에 사용되지 않았습니다: {why}.</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, so it was not read</source>
        <translation>{file}은(는) {limit}바이트보다 커서 읽지 않았습니다</translation>
    </message>
    <message>
        <source>{file} is not readable JSON</source>
        <translation>{file}은(는) 읽을 수 있는 JSON이 아닙니다</translation>
    </message>
    <message>
        <source>{file} names no log entry in a form this app reads (a list's path or SHA-256 with a log index, a UUID or an entry file)</source>
        <translation>{file}에는 이 앱이 읽을 수 있는 형태의 로그 항목이 없습니다(목록의 경로 또는 SHA-256과 로그 인덱스, UUID 또는 항목 파일)</translation>
    </message>
    <message>
        <source>the bundle holds {count} file(s) under rekor/, but no {index} says which list each answers, and none is named by this list's SHA-256</source>
        <translation>번들의 rekor/에 파일 {count}개가 있지만 각 파일이 어느 목록에 대한 응답인지 알려 주는 {index}이(가) 없고, 이 목록의 SHA-256을 이름으로 가진 파일도 없습니다</translation>
    </message>
    <message>
        <source>{file}: no entry names a list of this bundle (its {count} entries name other lists)</source>
        <translation>{file}: 이 번들의 목록을 가리키는 항목이 없습니다(항목 {count}개는 다른 목록을 가리킵니다)</translation>
    </message>
    <message>
        <source>{file} names other lists of this bundle, but not this one</source>
        <translation>{file}은(는) 이 번들의 다른 목록은 가리키지만 이 목록은 가리키지 않습니다</translation>
    </message>
    <message>
        <source>{file} names {entry} for this list, and the bundle does not hold that file</source>
        <translation>{file}은(는) 이 목록에 대해 {entry}을(를) 가리키지만 번들에 그 파일이 없습니다</translation>
    </message>
    <message>
        <source>the copy of the log's answer saved on this computer is unreadable ({reason})</source>
        <translation>이 컴퓨터에 저장된 로그 응답 사본을 읽을 수 없습니다({reason})</translation>
    </message>
    <message>
        <source>The saved log entry is damaged: {reason}.</source>
        <translation>저장된 로그 항목이 손상되었습니다: {reason}.</translation>
    </message>
    <message>
        <source>the log's search answer is not readable</source>
        <translation>로그의 검색 응답을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>the log's search answer is not a list of entries</source>
        <translation>로그의 검색 응답이 항목 목록이 아닙니다</translation>
    </message>
    <message>
        <source>the log was not asked in time: the {seconds} s allowed for checking time anchors online ran out</source>
        <translation>로그에 제때 묻지 못했습니다: 온라인으로 시간 앵커를 확인하도록 허용된 {seconds}초가 다 지났습니다</translation>
    </message>
    <message>
        <source>the log {problem}</source>
        <translation>로그가 {problem}</translation>
    </message>
    <message>
        <source>the log has no consistency proof between these tree sizes</source>
        <translation>로그에 이 트리 크기들 사이의 일관성 증명이 없습니다</translation>
    </message>
    <message>
        <source>the log's consistency proof is not readable</source>
        <translation>로그의 일관성 증명을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>the log answered with HTTP {status}</source>
        <translation>로그가 HTTP {status}(으)로 응답했습니다</translation>
    </message>
    <message>
        <source>{witness} (key {key}…)</source>
        <translation>{witness}(키 {key}…)</translation>
    </message>
    <message>
        <source>{name} is not a witness statement: {problem}.</source>
        <translation>{name}은(는) 증인 진술이 아닙니다: {problem}.</translation>
    </message>
    <message>
        <source>the signature of {name} does not verify.</source>
        <translation>{name}의 서명이 검증되지 않습니다.</translation>
    </message>
    <message>
        <source>{name} is about another book ({book}).</source>
        <translation>{name}은(는) 다른 장부({book})에 관한 것입니다.</translation>
    </message>
    <message>
        <source>witness {who} saw {lines} lines of {book} at {time}; this bundle's book has only {have}.</source>
        <translation>증인 {who}은(는) {time}에 {book}의 {lines}줄을 보았습니다. 이 번들의 장부에는 {have}줄뿐입니다.</translation>
    </message>
    <message>
        <source>witness {who} saw line {lines} of {book} at {time} with link {link}; this bundle has {have} at that line: line {lines} or a line before it was rewritten.</source>
        <translation>증인 {who}은(는) {time}에 {book}의 {lines}번째 줄을 링크 {link}와 함께 보았습니다. 이 번들은 그 줄에 {have}이(가) 있습니다: {lines}번째 줄이나 그 앞의 줄이 다시 쓰였습니다.</translation>
    </message>
    <message>
        <source>witness {who} saw the first {lines} lines of {book} at {time} hash to {sha256}; in this bundle they hash to {have}: a line up to line {lines} was changed (its link at that line is the same).</source>
        <translation>증인 {who}은(는) {time}에 {book}의 처음 {lines}줄의 해시가 {sha256}임을 보았습니다. 이 번들에서는 해시가 {have}입니다: {lines}번째 줄까지 중 한 줄이 바뀌었습니다(그 줄의 링크는 같음).</translation>
    </message>
    <message>
        <source>witness {who} saw the stamped list {list} at {time} with SHA-256 {sha256}; this bundle's has {have}.</source>
        <translation>증인 {who}은(는) {time}에 타임스탬프 목록 {list}을(를) SHA-256 {sha256}로 보았습니다. 이 번들의 목록은 {have}입니다.</translation>
    </message>
    <message>
        <source>witness {who} saw {lines} lines at {time}; the book extends them.</source>
        <translation>증인 {who}은(는) {time}에 {lines}줄을 보았습니다. 장부가 그것을 이어 갑니다.</translation>
    </message>
    <message>
        <source>{first} ({count} statements are contradicted.)</source>
        <translation>{first} (진술 {count}건이 반박됩니다.)</translation>
    </message>
    <message>
        <source>Not checked: no witness statement in the folder is about this bundle's book.</source>
        <translation>확인하지 않음: 폴더의 어떤 증인 진술도 이 번들의 장부에 관한 것이 아닙니다.</translation>
    </message>
    <message numerus="yes">
        <source>{count} witness statement(s) agree: this bundle's book extends every prefix they saw.</source>
        <translation>
            <numerusform>증인 진술 {count}건이 일치합니다: 이 번들의 장부는 그들이 본 모든 앞부분을 이어 갑니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: the folder holds {count} more witness statement(s) that were not read (only the first {read} in name order are); of those read, {agreed} agree, but an unread one may contradict the book. Split the folder to check them all.</source>
        <translation>
            <numerusform>확인하지 않음: 폴더에 읽지 않은 증인 진술이 {count}건 더 있습니다(이름 순으로 처음 {read}건만 읽음). 읽은 것 가운데 {agreed}건이 일치하지만, 읽지 않은 진술이 장부와 어긋날 수 있습니다. 모두 확인하려면 폴더를 나누십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} {count} were not counted: {reason}</source>
        <translation>{first} {count}건은 세지 않았습니다: {reason}</translation>
    </message>
    <message>
        <source>{name} was not provided.</source>
        <translation>{name}이(가) 제공되지 않았습니다.</translation>
    </message>
    <message>
        <source>{name} is larger than {limit} bytes and was not read.</source>
        <translation>{name}이(가) {limit}바이트보다 커서 읽지 않았습니다.</translation>
    </message>
    <message>
        <source>{name} is not valid JSON.</source>
        <translation>{name}이(가) 유효한 JSON이 아닙니다.</translation>
    </message>
    <message>
        <source>council-calibration.json is not a JSON object.</source>
        <translation>council-calibration.json이 JSON 객체가 아닙니다.</translation>
    </message>
    <message>
        <source>council-calibration.json has no climatology_fixed table.</source>
        <translation>council-calibration.json에 climatology_fixed 표가 없습니다.</translation>
    </message>
    <message>
        <source>the climatology table has no usable rows.</source>
        <translation>기후값 표에 사용할 수 있는 행이 없습니다.</translation>
    </message>
    <message>
        <source>the climatology carries no sha256, so it cannot be checked and is not used.</source>
        <translation>기후값에 sha256이 없어 확인할 수 없으므로 사용하지 않습니다.</translation>
    </message>
    <message>
        <source>the climatology's content hashes to {recomputed}…, not the declared {declared}…: the benchmark is not used.</source>
        <translation>기후값 내용의 해시가 선언된 {declared}…이(가) 아니라 {recomputed}…입니다: 기준을 사용하지 않습니다.</translation>
    </message>
    <message>
        <source>council-clim-window.json hashes to {window}…, not the declared {declared}…: the benchmark is not used.</source>
        <translation>council-clim-window.json의 해시가 선언된 {declared}…이(가) 아니라 {window}…입니다: 기준을 사용하지 않습니다.</translation>
    </message>
    <message>
        <source>the climatology base rate q is not usable: {reason}</source>
        <translation>기후값 기저율 q를 사용할 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>its content hash did not check.</source>
        <translation>내용 해시가 확인을 통과하지 못했습니다.</translation>
    </message>
    <message>
        <source>fold p&lt;50 to 100-p with the outcome flipped; drop 50; [50,60) [60,70) [70,80) [80,100]</source>
        <translation>p&lt;50은 결과를 뒤집어 100-p로 접기; 50은 제외; [50,60) [60,70) [70,80) [80,100]</translation>
    </message>
    <message>
        <source>default (paper, Section 4.4)</source>
        <translation>기본값(논문 4.4절)</translation>
    </message>
    <message>
        <source>not estimated: too few forecasts, sessions or outcomes of both kinds</source>
        <translation>추정하지 않음: 예측, 세션 또는 두 종류의 결과가 너무 적음</translation>
    </message>
    <message>
        <source>not estimated: the fit did not converge (outcomes are perfectly separated by the probabilities)</source>
        <translation>추정하지 않음: 적합이 수렴하지 않음(확률이 결과를 완전히 분리함)</translation>
    </message>
    <message>
        <source>session-clustered standard errors</source>
        <translation>세션별 군집 표준오차</translation>
    </message>
    <message>
        <source>interpolated between the lo and hi strikes</source>
        <translation>하단과 상단 행사가 사이에서 보간</translation>
    </message>
    <message>
        <source>as sealed</source>
        <translation>봉인된 그대로</translation>
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
        <translation>기준 이후 봉 없음</translation>
    </message>
    <message>
        <source>no bar before end</source>
        <translation>종료 전 봉 없음</translation>
    </message>
    <message>
        <source>redirected to another address ({address}), which was refused</source>
        <translation>다른 주소({address})로 리디렉션했으며 이는 거부되었습니다</translation>
    </message>
    <message>
        <source>was not asked: no time was left</source>
        <translation>묻지 않았습니다: 남은 시간이 없었습니다</translation>
    </message>
    <message>
        <source>redirected too many times</source>
        <translation>리디렉션이 너무 많았습니다</translation>
    </message>
    <message>
        <source>sent an answer far too large</source>
        <translation>너무 큰 응답을 보냈습니다</translation>
    </message>
    <message>
        <source>did not answer in time (within {seconds} s)</source>
        <translation>제때 응답하지 않았습니다({seconds}초 이내)</translation>
    </message>
    <message>
        <source>is not a usable web address (http:// or https://)</source>
        <translation>사용할 수 있는 웹 주소가 아닙니다(http:// 또는 https://)</translation>
    </message>
    <message>
        <source>could not be trusted: its certificate did not verify</source>
        <translation>신뢰할 수 없었습니다: 인증서가 검증되지 않았습니다</translation>
    </message>
    <message>
        <source>could not be reached</source>
        <translation>연결할 수 없었습니다</translation>
    </message>
    <message>
        <source>cut the connection off before the whole answer arrived</source>
        <translation>응답이 다 오기 전에 연결을 끊었습니다</translation>
    </message>
    <message>
        <source>could not be reached ({error})</source>
        <translation>연결할 수 없었습니다({error})</translation>
    </message>
    <message>
        <source>sent a packed answer the app does not unpack (Content-Encoding: {encoding})</source>
        <translation>앱이 풀지 않는 방식으로 압축된 응답을 보냈습니다 (Content-Encoding: {encoding})</translation>
    </message>
    <message>
        <source>was not asked again (earlier in this check it {reason})</source>
        <translation>다시 요청하지 않았습니다(이번 확인에서 앞서: {reason})</translation>
    </message>
    <message>
        <source>no network: checking offline — tick Offline to skip this</source>
        <translation>네트워크 없음: 오프라인으로 확인합니다 — 이를 건너뛰려면 '오프라인'을 선택하세요</translation>
    </message>
    <message>
        <source>en</source>
        <translation>ko</translation>
    </message>
    <message>
        <source>Verification report: {label}</source>
        <translation>검증 보고서: {label}</translation>
    </message>
    <message>
        <source>Sealed before the open: verification report</source>
        <translation>개장 전 봉인: 검증 보고서</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA: a synthetic league made by this app to show how the checks work. These are not real forecasts.</source>
        <translation>시연용 데이터: 검사 방식을 보여 주려고 이 앱이 만든 가상의 리그입니다. 실제 예측이 아닙니다.</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>판정:</translation>
    </message>
    <message>
        <source>The details of every step, seal and figure follow as an appendix.</source>
        <translation>각 단계, 봉인, 수치의 세부 내용은 부록에 이어집니다.</translation>
    </message>
    <message>
        <source>The bundle checked (SHA-256 of each file)</source>
        <translation>확인한 번들(각 파일의 SHA-256)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Bitcoin block {height} {status}</source>
        <translation>비트코인 블록 {height} {status}</translation>
    </message>
    <message>
        <source>Bitcoin {kind} {status}</source>
        <translation>비트코인 {kind} {status}</translation>
    </message>
    <message>
        <source>{said} {status}</source>
        <translation>{said} {status}</translation>
    </message>
    <message>
        <source>{tsa} at {time} UTC {status}</source>
        <translation>{tsa} {time} UTC {status}</translation>
    </message>
    <message>
        <source>{tsa} {status}</source>
        <translation>{tsa} {status}</translation>
    </message>
    <message>
        <source>Rekor log {status}</source>
        <translation>Rekor 로그 {status}</translation>
    </message>
    <message>
        <source>no anchor</source>
        <translation>앵커 없음</translation>
    </message>
    <message>
        <source>The seals of {day}</source>
        <translation>{day}의 봉인</translation>
    </message>
    <message>
        <source>the bundle</source>
        <translation>번들</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>시각(UTC)</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>뉴욕</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>종합</translation>
    </message>
    <message>
        <source>Anchors</source>
        <translation>앵커</translation>
    </message>
    <message>
        <source>no sealed book line was changed, removed or moved after it was sealed (level 1: the operator's own hash chain, steps 3 and 4).</source>
        <translation>봉인된 장부 줄은 봉인 후 바뀌거나 지워지거나 옮겨지지 않았습니다(수준 1: 운영자 자신의 해시 체인, 3단계와 4단계).</translation>
    </message>
    <message>
        <source>the sealed lines existed before a time the operator does not control (level 2: a Bitcoin block or the public log, step 6 or 10).</source>
        <translation>봉인된 줄은 운영자가 통제하지 못하는 시각 이전에 존재했습니다(수준 2: 비트코인 블록 또는 공개 로그, 6단계 또는 10단계).</translation>
    </message>
    <message>
        <source>authorities you trust signed the seals before the 09:30 New York open (level 2+: step 9).</source>
        <translation>신뢰하는 기관이 뉴욕 09:30 개장 전에 봉인에 서명했습니다(수준 2+: 9단계).</translation>
    </message>
    <message>
        <source>that the forecasts are any good, or that the league's prices are right.</source>
        <translation>예측이 쓸모 있다는 것, 또는 리그의 가격이 옳다는 것.</translation>
    </message>
    <message>
        <source>Proven:</source>
        <translation>증명됨:</translation>
    </message>
    <message>
        <source>Not proven:</source>
        <translation>증명되지 않음:</translation>
    </message>
    <message>
        <source>Never proven by seals:</source>
        <translation>봉인으로는 결코 증명되지 않음:</translation>
    </message>
    <message>
        <source>What is proven and what is not</source>
        <translation>증명된 것과 증명되지 않은 것</translation>
    </message>
    <message>
        <source>How to re-run every check by hand</source>
        <translation>모든 검사를 직접 다시 실행하는 방법</translation>
    </message>
    <message>
        <source>How this was checked</source>
        <translation>확인 방법</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>확인 시각</translation>
    </message>
    <message>
        <source>{utc} UTC ({new_york} New York), {version}</source>
        <translation>{utc} UTC(뉴욕 {new_york}), {version}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>네트워크</translation>
    </message>
    <message>
        <source>offline: nothing was asked of the network</source>
        <translation>오프라인: 네트워크에 아무것도 묻지 않음</translation>
    </message>
    <message>
        <source>online: block headers and the log were asked over the network</source>
        <translation>온라인: 블록 헤더와 로그를 네트워크로 요청함</translation>
    </message>
    <message>
        <source>Block headers</source>
        <translation>블록 헤더</translation>
    </message>
    <message>
        <source>the demonstration's own headers, shipped in the bundle (not Bitcoin's)</source>
        <translation>번들에 들어 있는 시연 자체의 헤더(비트코인의 것이 아님)</translation>
    </message>
    <message>
        <source>the file {file}, given by you (a headers file can be fake: it proves only what its source is worth)</source>
        <translation>직접 지정한 파일 {file}(헤더 파일은 위조될 수 있습니다: 그 출처만큼만 증명합니다)</translation>
    </message>
    <message>
        <source>none: offline and no headers file was given</source>
        <translation>없음: 오프라인이며 블록 헤더 파일도 주어지지 않음</translation>
    </message>
    <message>
        <source>asked of public sources ({sources})</source>
        <translation>공개 출처에 요청함({sources})</translation>
    </message>
    <message>
        <source>the app's default explorers</source>
        <translation>앱의 기본 탐색기</translation>
    </message>
    <message>
        <source>Log key</source>
        <translation>로그 키</translation>
    </message>
    <message>
        <source>the app's demonstration key (proves nothing)</source>
        <translation>앱의 시연용 키(아무것도 증명하지 않음)</translation>
    </message>
    <message>
        <source>{file}, given by you</source>
        <translation>{file}, 직접 지정함</translation>
    </message>
    <message>
        <source>the public Rekor key shipped with the app</source>
        <translation>앱과 함께 제공되는 Rekor 공개 키</translation>
    </message>
    <message>
        <source>Time-stamp roots</source>
        <translation>타임스탬프 루트</translation>
    </message>
    <message>
        <source>the demonstration root shipped with the app (vouches for nothing real)</source>
        <translation>앱과 함께 제공되는 시연용 루트(실제 어떤 것도 보증하지 않음)</translation>
    </message>
    <message>
        <source>the roots shipped with the app and your computer's trust store</source>
        <translation>앱과 함께 제공되는 루트와 컴퓨터의 신뢰 저장소</translation>
    </message>
    <message>
        <source>Added by you: {files}.</source>
        <translation>직접 추가한 것: {files}.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>not recorded with this result</source>
        <translation>이 결과와 함께 기록되지 않음</translation>
    </message>
    <message>
        <source>Seals listed</source>
        <translation>나열된 봉인</translation>
    </message>
    <message>
        <source>{day} (the day you chose; New York session day)</source>
        <translation>{day}(직접 고른 날; 뉴욕 거래일)</translation>
    </message>
    <message>
        <source>{day} (the bundle's last day; no day was chosen)</source>
        <translation>{day}(번들의 마지막 날; 선택한 날 없음)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>N_eff</source>
        <translation>N_eff</translation>
    </message>
    <message>
        <source>{value} independent voices ({horizon}, the mean of the last {runs} counted runs)</source>
        <translation>독립된 목소리 {value}개({horizon}, 마지막으로 집계된 실행 {runs}개의 평균)</translation>
    </message>
    <message>
        <source>Registered test</source>
        <translation>등록된 검정</translation>
    </message>
    <message>
        <source>Its benchmark (the climatology) was not frozen by the registration.</source>
        <translation>그 기준(기후값)은 등록으로 고정되지 않았습니다.</translation>
    </message>
    <message>
        <source>What limits this result</source>
        <translation>이 결과를 제한하는 것</translation>
    </message>
    <message>
        <source>{label}: {status}</source>
        <translation>{label}: {status}</translation>
    </message>
    <message>
        <source>OUT OF DATE: the settings were changed after this check and it was not run again; this report shows the result of the earlier settings.</source>
        <translation>오래된 결과: 이 확인 뒤에 설정이 바뀌었고 다시 실행하지 않았습니다. 이 보고서는 이전 설정의 결과를 보여 줍니다.</translation>
    </message>
    <message>
        <source>Appendix: every check in detail</source>
        <translation>부록: 모든 검사의 세부 내용</translation>
    </message>
    <message>
        <source>Bundle</source>
        <translation>번들</translation>
    </message>
    <message>
        <source>Book lines verified (sealed and chained)</source>
        <translation>검증된 장부 줄(봉인되고 체인으로 연결됨)</translation>
    </message>
    <message>
        <source>Stamped lists (seals)</source>
        <translation>타임스탬프가 찍힌 목록(봉인)</translation>
    </message>
    <message>
        <source>Time of the check</source>
        <translation>검사 시각</translation>
    </message>
    <message>
        <source>Checked with</source>
        <translation>검사 도구</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>보고서 작성 시각</translation>
    </message>
    <message>
        <source>verifier-app version {version}</source>
        <translation>verifier-app 버전 {version}</translation>
    </message>
    <message>
        <source>no book was provided</source>
        <translation>장부가 제공되지 않음</translation>
    </message>
    <message>
        <source>1–{through} of {total}</source>
        <translation>{total}줄 중 1–{through}</translation>
    </message>
    <message>
        <source>none of {total}</source>
        <translation>{total}줄 중 없음</translation>
    </message>
    <message>
        <source>The ten steps (the paper's Appendix B) and the further checks</source>
        <translation>열 단계(논문 부록 B)와 추가 검사</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>What was checked</source>
        <translation>확인한 내용</translation>
    </message>
    <message>
        <source>By hand:</source>
        <translation>직접 실행:</translation>
    </message>
    <message>
        <source>DOES NOT APPLY</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>Why the verdict is what it is</source>
        <translation>판정이 이렇게 나온 이유</translation>
    </message>
    <message numerus="yes">
        <source>… and {count} more</source>
        <translation>
            <numerusform>… 그리고 {count}개 더</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {number}: {title}</source>
        <translation>{number}단계: {title}</translation>
    </message>
    <message>
        <source>Proof-of-before properties per forecast line</source>
        <translation>예측 줄별 사전 증명 속성</translation>
    </message>
    <message>
        <source>Not checked: no forecast line was verified.</source>
        <translation>확인하지 않음: 검증된 예측 줄이 없습니다.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>속성</translation>
    </message>
    <message>
        <source>Trust levels</source>
        <translation>신뢰 수준</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>No substitution: the line is inside a stamped prefix that matched.</source>
        <translation>바꿔치기 없음: 이 줄은 일치한 타임스탬프 앞부분 안에 있습니다.</translation>
    </message>
    <message>
        <source>No rebuild after the anchor: a seal covering the line is anchored in Bitcoin or logged in Rekor.</source>
        <translation>앵커 이후 재구성 없음: 이 줄을 포함하는 봉인이 비트코인에 고정되었거나 Rekor에 기록되었습니다.</translation>
    </message>
    <message>
        <source>Committed before the reference: sealed before the session's 09:30 New York open.</source>
        <translation>기준 이전에 확정: 해당 거래일 뉴욕 09:30 개장 전에 봉인되었습니다.</translation>
    </message>
    <message>
        <source>No selection among runs: the counted run follows a rule declared in advance.</source>
        <translation>실행 간 선택 없음: 집계되는 실행은 미리 선언된 규칙을 따릅니다.</translation>
    </message>
    <message>
        <source>P3 per session: which run counts, by which declared rule</source>
        <translation>세션별 P3: 어느 실행이 어떤 선언된 규칙에 따라 집계되는가</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>세션</translation>
    </message>
    <message>
        <source>Sources this check relied on</source>
        <translation>이 검사가 근거한 출처</translation>
    </message>
    <message>
        <source>Where the app got what it compared against. None of them is controlled by the league's operator, except where the bundle itself is named.</source>
        <translation>앱이 대조한 기준을 어디서 얻었는지입니다. 번들 자체가 명시된 경우를 빼면 어느 것도 리그 운영자가 통제하지 않습니다.</translation>
    </message>
    <message>
        <source>none used</source>
        <translation>사용 안 함</translation>
    </message>
    <message>
        <source>Bitcoin block headers</source>
        <translation>비트코인 블록 헤더</translation>
    </message>
    <message>
        <source>Trust roots for the time-stamp authorities</source>
        <translation>타임스탬프 기관의 신뢰 루트</translation>
    </message>
    <message>
        <source>Transparency log</source>
        <translation>투명성 로그</translation>
    </message>
    <message>
        <source>chain intact</source>
        <translation>체인 온전</translation>
    </message>
    <message>
        <source>chain broken at line {line}</source>
        <translation>{line}번 줄에서 체인 끊김</translation>
    </message>
    <message>
        <source>{lines} lines, {chain}</source>
        <translation>{lines}줄, {chain}</translation>
    </message>
    <message>
        <source>Evidence: the chained files as checked</source>
        <translation>증거: 확인한 그대로의 체인 파일</translation>
    </message>
    <message>
        <source>SHA-256 of the whole file</source>
        <translation>파일 전체의 SHA-256</translation>
    </message>
    <message>
        <source>Statistics (from the values sealed in the verified book)</source>
        <translation>통계(검증된 장부에 봉인된 값으로)</translation>
    </message>
    <message>
        <source>Forecast rows: {total} in total, {verified} verified, {not_sealed} not sealed, {failed} failed. Only verified rows are used, with the book's sealed values in place of the file's.</source>
        <translation>예측 행: 전체 {total}개, 검증됨 {verified}개, 봉인되지 않음 {not_sealed}개, 실패 {failed}개. 검증된 행만 사용하며, 파일의 값 대신 장부에 봉인된 값을 씁니다.</translation>
    </message>
    <message>
        <source>Statistics were not included in this report.</source>
        <translation>이 보고서에는 통계가 포함되지 않았습니다.</translation>
    </message>
    <message>
        <source>Charts not available in this report.</source>
        <translation>이 보고서에는 차트가 없습니다.</translation>
    </message>
    <message>
        <source>no interval yet</source>
        <translation>아직 구간 없음</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} ~ {high}</translation>
    </message>
    <message>
        <source>The registered test (the paper's Section 8)</source>
        <translation>등록된 검정(논문 8절)</translation>
    </message>
    <message>
        <source>Estimate {estimate} over {sessions} sessions; 95% interval {ci95}; 90% interval {ci90} (margin ±0.01; moving blocks of 5 sessions, 10,000 resamples, seed 20261102).</source>
        <translation>추정값 {estimate}, 거래일 {sessions}개 기준; 95% 구간 {ci95}; 90% 구간 {ci90}(여유 ±0.01; 5거래일 이동 블록, 재표본 10,000회, 시드 20261102).</translation>
    </message>
    <message>
        <source>Disagreement (secondary, undirected): {reading}. Against the shadow consensus: {shadow}.</source>
        <translation>불일치(보조, 방향 없음): {reading}. 그림자 합의 대비: {shadow}.</translation>
    </message>
    <message>
        <source>Claims ladder</source>
        <translation>주장의 사다리</translation>
    </message>
    <message>
        <source>(Section 3.12, Table B1):</source>
        <translation>(3.12절, 표 B1):</translation>
    </message>
    <message>
        <source>Independent prices</source>
        <translation>독립적 가격</translation>
    </message>
    <message>
        <source>Problems with the files given</source>
        <translation>주어진 파일의 문제</translation>
    </message>
    <message>
        <source>Made with verifier-app {version}, which checks the league's seals without trusting its operator. The commands in the steps table let anyone repeat each check by hand.</source>
        <translation>verifier-app {version}(으)로 만들었습니다. 이 앱은 운영자를 신뢰하지 않고 리그의 봉인을 검사합니다. 단계 표의 명령으로 누구나 각 검사를 직접 반복할 수 있습니다.</translation>
    </message>
    <message>
        <source>*** DEMONSTRATION DATA: a synthetic league, not real forecasts ***</source>
        <translation>*** 시연용 데이터: 가상의 리그이며 실제 예측이 아닙니다 ***</translation>
    </message>
    <message>
        <source>Steps (Appendix B)</source>
        <translation>단계(부록 B)</translation>
    </message>
    <message>
        <source>Further checks</source>
        <translation>추가 검사</translation>
    </message>
    <message>
        <source>(does not apply)</source>
        <translation>(해당 없음)</translation>
    </message>
    <message numerus="yes">
        <source>  … and {count} more (see --json)</source>
        <translation>
            <numerusform>  … 그리고 {count}개 더(--json 참조)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seals ({count})</source>
        <translation>봉인({count})</translation>
    </message>
    <message>
        <source>{book} {lines} lines {mark}</source>
        <translation>{book} {lines}줄 {mark}</translation>
    </message>
    <message>
        <source>(matches)</source>
        <translation>(일치)</translation>
    </message>
    <message>
        <source>(DOES NOT MATCH)</source>
        <translation>(일치하지 않음)</translation>
    </message>
    <message>
        <source>(not checked: book not provided)</source>
        <translation>(확인하지 않음: 장부가 제공되지 않음)</translation>
    </message>
    <message>
        <source>Bitcoin block {height} at {time}</source>
        <translation>Bitcoin 블록 {height}, {time}</translation>
    </message>
    <message>
        <source>Bitcoin block {height} at {time}, NOT main-chain work</source>
        <translation>Bitcoin 블록 {height}, {time}, 메인 체인 작업 아님</translation>
    </message>
    <message>
        <source>Bitcoin: pending</source>
        <translation>Bitcoin: 대기 중</translation>
    </message>
    <message>
        <source>Bitcoin: fail</source>
        <translation>Bitcoin: 실패</translation>
    </message>
    <message>
        <source>Bitcoin: not checked</source>
        <translation>Bitcoin: 확인하지 않음</translation>
    </message>
    <message>
        <source>{tsa}: {mark} {when}</source>
        <translation>{tsa}: {mark} {when}</translation>
    </message>
    <message>
        <source>{tsa}: {mark} {when} before the open</source>
        <translation>{tsa}: {mark} {when} 개장 전</translation>
    </message>
    <message>
        <source>{tsa}: {mark} {when} AFTER the open</source>
        <translation>{tsa}: {mark} {when} 개장 후</translation>
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
        <translation>(시연용 키)</translation>
    </message>
    <message>
        <source>Blind-season identities: {mark}: {detail}</source>
        <translation>블라인드 시즌 모델 신원: {mark}: {detail}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>공개됨</translation>
    </message>
    <message>
        <source>DO NOT MATCH</source>
        <translation>일치하지 않음</translation>
    </message>
    <message>
        <source>sealed</source>
        <translation>봉인됨</translation>
    </message>
    <message>
        <source>Cross-check against the values printed in the paper</source>
        <translation>논문에 인쇄된 값과의 대조</translation>
    </message>
    <message>
        <source>  None of the paper's printed values is in this bundle: if it is meant to be the league the paper describes, its seals are not the ones the paper printed.</source>
        <translation>  논문에 인쇄된 값 중 어느 것도 이 번들에 없습니다: 이 번들이 논문이 설명하는 리그라면, 그 봉인은 논문이 인쇄한 것이 아닙니다.</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>일치</translation>
    </message>
    <message>
        <source>DIFFERS from the paper</source>
        <translation>논문과 다름</translation>
    </message>
    <message>
        <source>printed {printed}, this bundle {observed}</source>
        <translation>인쇄된 값 {printed}, 이 번들 {observed}</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>봉인</translation>
    </message>
    <message>
        <source>No stamped list was provided: nothing is sealed.</source>
        <translation>타임스탬프가 찍힌 목록이 제공되지 않았습니다. 봉인된 것이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Seals ({count} stamped lists)</source>
        <translation>
            <numerusform>봉인(타임스탬프가 찍힌 목록 {count}개)</numerusform>
        </translation>
    </message>
    <message>
        <source>Each seal in detail</source>
        <translation>각 봉인의 세부 내용</translation>
    </message>
    <message numerus="yes">
        <source>In full here: the {count} seal(s) that failed. Every check of every seal, with its sentence, is in the file seals.csv attached to this PDF (open the PDF's attachments), and in the HTML report.</source>
        <translation>
            <numerusform>여기에는 실패한 봉인 {count}개만 전부 싣습니다. 모든 봉인의 모든 확인과 그 문장은 이 PDF에 첨부된 seals.csv 파일(PDF의 첨부 파일을 여십시오)과 HTML 보고서에 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>What each stamped list covers, and each independent anchor of its fingerprint.</source>
        <translation>각 목록이 포함하는 내용과 그 지문의 독립적인 앵커 각각.</translation>
    </message>
    <message>
        <source>Sealed at (UTC)</source>
        <translation>봉인 시각(UTC)</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>봉인</translation>
    </message>
    <message>
        <source>Bitcoin</source>
        <translation>비트코인</translation>
    </message>
    <message>
        <source>Time-stamp authorities</source>
        <translation>타임스탬프 기관</translation>
    </message>
    <message>
        <source>Rekor log</source>
        <translation>Rekor 로그</translation>
    </message>
    <message>
        <source>block {height}</source>
        <translation>블록 {height}</translation>
    </message>
    <message>
        <source>NONE</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Stamped list</source>
        <translation>타임스탬프가 찍힌 목록</translation>
    </message>
    <message>
        <source>Time it claims</source>
        <translation>주장하는 시각</translation>
    </message>
    <message>
        <source>Fingerprint (SHA-256)</source>
        <translation>지문(SHA-256)</translation>
    </message>
    <message>
        <source>Covers {book}</source>
        <translation>{book} 포함</translation>
    </message>
    <message>
        <source>first {lines} lines, SHA-256</source>
        <translation>처음 {lines}줄, SHA-256</translation>
    </message>
    <message>
        <source>MATCHES</source>
        <translation>일치</translation>
    </message>
    <message>
        <source>DOES NOT MATCH</source>
        <translation>불일치</translation>
    </message>
    <message>
        <source>NOT CHECKED: BOOK NOT PROVIDED</source>
        <translation>확인 안 됨: 장부가 제공되지 않음</translation>
    </message>
    <message>
        <source>Bitcoin (OpenTimestamps)</source>
        <translation>비트코인(OpenTimestamps)</translation>
    </message>
    <message>
        <source>Time-stamp authority {tsa}</source>
        <translation>타임스탬프 기관 {tsa}</translation>
    </message>
    <message>
        <source>no token provided</source>
        <translation>토큰이 제공되지 않음</translation>
    </message>
    <message>
        <source>Transparency log (Rekor)</source>
        <translation>투명성 로그(Rekor)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>block {height}, header time {time}</source>
        <translation>블록 {height}, 헤더 시각 {time}</translation>
    </message>
    <message>
        <source>, existed no later than {bound}</source>
        <translation>, 늦어도 {bound}에 존재</translation>
    </message>
    <message>
        <source>Block headers from: {source}</source>
        <translation>블록 헤더 출처: {source}</translation>
    </message>
    <message>
        <source>before the 09:30 New York open</source>
        <translation>뉴욕 09:30 개장 전</translation>
    </message>
    <message>
        <source>AFTER the 09:30 New York open</source>
        <translation>뉴욕 09:30 개장 이후</translation>
    </message>
    <message>
        <source>signed {time} {when}</source>
        <translation>{time} 서명 {when}</translation>
    </message>
    <message>
        <source>Trusted because of the root {subject}</source>
        <translation>루트 {subject} 덕분에 신뢰됨</translation>
    </message>
    <message>
        <source>entered {time}, log index {index}</source>
        <translation>{time} 기록, 로그 인덱스 {index}</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>{path}을(를) 읽을 수 없습니다 ({reason}).</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file; give {what}.</source>
        <translation>{path}은(는) 파일이 아니라 폴더입니다. {what}을(를) 지정하세요.</translation>
    </message>
    <message>
        <source>{path} is not a regular file (it is a device, pipe or socket); give {what}.</source>
        <translation>{path}은(는) 일반 파일이 아닙니다 (장치, 파이프 또는 소켓입니다). {what}을(를) 지정하세요.</translation>
    </message>
    <message>
        <source>{path} is empty; give {what}.</source>
        <translation>{path}이(가) 비어 있습니다. {what}을(를) 지정하세요.</translation>
    </message>
    <message>
        <source>{path} is larger than {cap} bytes, too large to be {what}.</source>
        <translation>{path}은(는) {cap}바이트보다 커서 {what}일 수 없습니다.</translation>
    </message>
    <message>
        <source>{path} is a folder; give the name of a file to write {what} to.</source>
        <translation>{path}은(는) 폴더입니다. {what}을(를) 쓸 파일의 이름을 지정하세요.</translation>
    </message>
    <message>
        <source>{path} is not a regular file (it is a device, pipe or socket); give the name of a file to write {what} to.</source>
        <translation>{path}은(는) 일반 파일이 아닙니다 (장치, 파이프 또는 소켓입니다). {what}을(를) 쓸 파일의 이름을 지정하세요.</translation>
    </message>
    <message>
        <source>Could not save {what} to {path} ({reason}).</source>
        <translation>{what}을(를) {path}에 저장할 수 없었습니다 ({reason}).</translation>
    </message>
    <message>
        <source>a headers file</source>
        <translation>헤더 파일</translation>
    </message>
    <message>
        <source>a cookie file</source>
        <translation>쿠키 파일</translation>
    </message>
    <message>
        <source>a public key (PEM)</source>
        <translation>공개 키(PEM)</translation>
    </message>
    <message>
        <source>a certificate (PEM)</source>
        <translation>인증서(PEM)</translation>
    </message>
    <message>
        <source>a root certificate (PEM or DER)</source>
        <translation>루트 인증서(PEM 또는 DER)</translation>
    </message>
    <message>
        <source>an intermediate certificate (PEM or DER)</source>
        <translation>중간 인증서(PEM 또는 DER)</translation>
    </message>
    <message>
        <source>a price file (CSV)</source>
        <translation>가격 파일(CSV)</translation>
    </message>
    <message>
        <source>a witness key (PEM)</source>
        <translation>증인 키(PEM)</translation>
    </message>
    <message>
        <source>The copy kept in the cache folder ({name}) was damaged ({why}) and was not used.</source>
        <translation>캐시 폴더에 보관된 사본({name})이 손상되어({why}) 사용하지 않았습니다.</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>일반 파일이 아닙니다</translation>
    </message>
    <message>
        <source>a folder stands in its place</source>
        <translation>그 자리에 폴더가 있습니다</translation>
    </message>
    <message>
        <source>it is larger than {cap} bytes</source>
        <translation>{cap}바이트보다 큽니다</translation>
    </message>
    <message>
        <source>its content does not match its name</source>
        <translation>내용이 이름과 맞지 않습니다</translation>
    </message>
    <message>
        <source>it cannot be read: {reason}</source>
        <translation>읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>the log's signature on it does not verify</source>
        <translation>로그의 서명이 검증되지 않습니다</translation>
    </message>
    <message>
        <source>it no longer verifies as the log's answer</source>
        <translation>더 이상 로그의 응답으로 검증되지 않습니다</translation>
    </message>
    <message>
        <source>{count} of its rows are not block headers</source>
        <translation>행 {count}개가 블록 헤더가 아닙니다</translation>
    </message>
    <message>
        <source>The seals of {day} (a New York day)</source>
        <translation>{day}의 봉인(뉴욕 기준 날짜)</translation>
    </message>
    <message>
        <source>This bundle holds no seal of {day}.</source>
        <translation>이 번들에는 {day}의 봉인이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>{day}: {count} seal(s), {failed} failed, {pending} with the Bitcoin proof still pending.</source>
        <translation>
            <numerusform>{day}: 봉인 {count}개, 실패 {failed}개, 비트코인 증명이 아직 대기 중인 것 {pending}개.</numerusform>
        </translation>
    </message>
    <message>
        <source>Days with seals: {days}.</source>
        <translation>봉인이 있는 날짜: {days}.</translation>
    </message>
    <message>
        <source>{text} is not a day of the form YYYY-MM-DD.</source>
        <translation>{text}은(는) YYYY-MM-DD 형식의 날짜가 아닙니다.</translation>
    </message>
    <message>
        <source>{time}: {list} — {status}, level {level}</source>
        <translation>{time}: {list} — {status}, 수준 {level}</translation>
    </message>
    <message>
        <source>{time}: {list} — {status}, no level reached</source>
        <translation>{time}: {list} — {status}, 도달한 수준 없음</translation>
    </message>
    <message>
        <source>{utc} UTC ({new_york} in New York)</source>
        <translation>{utc} UTC(뉴욕 {new_york})</translation>
    </message>
    <message>
        <source>time not known</source>
        <translation>시각 알 수 없음</translation>
    </message>
    <message>
        <source>{utc} UTC / {new_york} NY</source>
        <translation>{utc} UTC / 뉴욕 {new_york}</translation>
    </message>
    <message>
        <source>covers {book} lines 1–{lines} (new since the seal before: {first}–{lines})</source>
        <translation>{book} 1–{lines}줄을 포함(이전 봉인 이후 새 줄: {first}–{lines})</translation>
    </message>
    <message>
        <source>covers {book} lines 1–{lines} (nothing new since the seal before)</source>
        <translation>{book} 1–{lines}줄을 포함(이전 봉인 이후 새 줄 없음)</translation>
    </message>
    <message>
        <source>Bitcoin block {name}: {status}</source>
        <translation>비트코인 블록 {name}: {status}</translation>
    </message>
    <message>
        <source>Bitcoin proof: {status}</source>
        <translation>비트코인 증명: {status}</translation>
    </message>
    <message>
        <source>Bitcoin proof pending at its calendar: {status}</source>
        <translation>캘린더에서 대기 중인 비트코인 증명: {status}</translation>
    </message>
    <message>
        <source>Time-stamp authority {name}: {status}</source>
        <translation>타임스탬프 기관 {name}: {status}</translation>
    </message>
    <message>
        <source>Transparency log: {status}</source>
        <translation>투명성 로그: {status}</translation>
    </message>
    <message>
        <source>{anchor}, {time}</source>
        <translation>{anchor}, {time}</translation>
    </message>
    <message>
        <source>{anchor}, completed from calendar {calendar}</source>
        <translation>{anchor}, 캘린더 {calendar}에서 완성</translation>
    </message>
    <message>
        <source>Bitcoin proof still pending at {calendars}: likely complete between {start} and {end} UTC ({start_ny} to {end_ny} in New York), assuming the calendar's commitment reaches a Bitcoin block with a few confirmations, which typically takes 1 to 3 hours after the stamp.</source>
        <translation>{calendars}에서 비트코인 증명이 아직 대기 중입니다: {start}~{end} UTC(뉴욕 {start_ny}~{end_ny})에 완성될 가능성이 높습니다. 이는 캘린더의 커밋이 몇 번의 확인을 받은 비트코인 블록에 들어간다고 가정한 것이며, 보통 스탬프 후 1~3시간이 걸립니다.</translation>
    </message>
    <message>
        <source>Bitcoin proof still pending at {calendars}: it was expected between {start} and {end} UTC ({start_ny} to {end_ny} in New York), assuming a Bitcoin block with a few confirmations 1 to 3 hours after the stamp; that time has passed, so check again online (the app then asks the calendar for the completed proof).</source>
        <translation>{calendars}에서 비트코인 증명이 아직 대기 중입니다: 스탬프 후 1~3시간 뒤 몇 번의 확인을 받은 비트코인 블록을 가정하면 {start}~{end} UTC(뉴욕 {start_ny}~{end_ny})에 완성될 예정이었습니다. 그 시간이 지났으니 온라인으로 다시 확인하십시오(그러면 앱이 캘린더에 완성된 증명을 요청합니다).</translation>
    </message>
    <message>
        <source>Bitcoin proof still pending at {calendars}: when it will complete cannot be estimated, because the seal's own time is not known.</source>
        <translation>{calendars}에서 비트코인 증명이 아직 대기 중입니다: 봉인 자체의 시각을 알 수 없어 언제 완성될지 추정할 수 없습니다.</translation>
    </message>
    <message>
        <source>A pending proof is expected to complete 1 to 3 hours after the stamp: the time the calendar's commitment takes to reach a Bitcoin block with a few confirmations. This is an estimate, never a proof of time.</source>
        <translation>대기 중인 증명은 스탬프 후 1~3시간 뒤에 완성될 것으로 예상됩니다. 캘린더의 커밋이 몇 번의 확인을 받은 비트코인 블록에 들어가는 데 걸리는 시간입니다. 이는 추정일 뿐 시간 증명이 아닙니다.</translation>
    </message>
    <message>
        <source>Bitcoin pending: likely {start}–{end} UTC ({start_ny}–{end_ny} NY), assuming a block with a few confirmations 1–3 h after the stamp</source>
        <translation>비트코인 대기 중: {start}–{end} UTC(뉴욕 {start_ny}–{end_ny}) 예상, 스탬프 후 1–3시간 뒤 몇 번 확인된 블록을 가정</translation>
    </message>
    <message>
        <source>Bitcoin pending, overdue: expected {start}–{end} UTC ({start_ny}–{end_ny} NY), assuming a block with a few confirmations 1–3 h after the stamp; check again online</source>
        <translation>비트코인 대기 중, 예정 지남: {start}–{end} UTC(뉴욕 {start_ny}–{end_ny}) 예정, 스탬프 후 1–3시간 뒤 몇 번 확인된 블록을 가정; 온라인으로 다시 확인</translation>
    </message>
    <message>
        <source>{anchor} {time}</source>
        <translation>{anchor} {time}</translation>
    </message>
    <message>
        <source>{heading} (New York = UTC {offset} h, {zone})</source>
        <translation>{heading}(뉴욕 = UTC {offset}시간, {zone})</translation>
    </message>
    <message>
        <source>{utc} UTC</source>
        <translation>{utc} UTC</translation>
    </message>
    <message>
        <source>No Bitcoin proof of this day is pending.</source>
        <translation>이날의 비트코인 증명 중 대기 중인 것은 없습니다.</translation>
    </message>
    <message>
        <source>Lines covered</source>
        <translation>포함된 줄</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>수준</translation>
    </message>
    <message>
        <source>Overall, level</source>
        <translation>종합, 수준</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>수준 {level}</translation>
    </message>
    <message>
        <source>Still pending</source>
        <translation>아직 대기 중</translation>
    </message>
    <message>
        <source>{book}: 1–{lines} (new {first}–{lines})</source>
        <translation>{book}: 1–{lines}(새 줄 {first}–{lines})</translation>
    </message>
    <message>
        <source>{book}: 1–{lines} (nothing new)</source>
        <translation>{book}: 1–{lines}(새 줄 없음)</translation>
    </message>
    <message>
        <source>1–{lines} (new {first}–{lines})</source>
        <translation>1–{lines}(새 줄 {first}–{lines})</translation>
    </message>
    <message>
        <source>1–{lines} (nothing new)</source>
        <translation>1–{lines}(새 줄 없음)</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): verified, level {level}.</source>
        <translation>새 봉인 {list}({time}): 확인됨, 수준 {level}.</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): verified with warnings, level {level}; see the day's page.</source>
        <translation>새 봉인 {list}({time}): 경고와 함께 확인됨, 수준 {level}. 그날의 페이지를 보십시오.</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): its lines match the book (level {level}); its Bitcoin proof is still pending at its calendar, so its time is not proven yet.</source>
        <translation>새 봉인 {list}({time}): 줄이 장부와 일치합니다(수준 {level}). 비트코인 증명이 아직 캘린더에서 대기 중이므로 시각은 아직 증명되지 않았습니다.</translation>
    </message>
    <message>
        <source>New seal {list} ({time}): its lines match the book (level {level}), but no anchor proves its time yet.</source>
        <translation>새 봉인 {list}({time}): 줄이 장부와 일치하지만(수준 {level}) 아직 어떤 앵커도 시각을 증명하지 않습니다.</translation>
    </message>
    <message>
        <source>NOT CHECKED: new seal {list} ({time}): its claim on the book was not checked (the book was not provided or could not be read), so nothing it seals is verified yet.</source>
        <translation>확인 안 됨: 새 봉인 {list}({time}): 장부에 대한 주장을 확인하지 못했습니다(장부가 제공되지 않았거나 읽을 수 없음). 따라서 이 봉인이 봉인한 것은 아직 아무것도 확인되지 않았습니다.</translation>
    </message>
    <message>
        <source>SEAL FAILED: {list} ({time}). {reason}</source>
        <translation>봉인 실패: {list}({time}). {reason}</translation>
    </message>
    <message>
        <source>Seal {list}: its pending Bitcoin proof was completed from calendar {calendar} (block {height}); the seal now reaches level {level}.</source>
        <translation>봉인 {list}: 대기 중이던 비트코인 증명이 캘린더 {calendar}에서 완성되었습니다(블록 {height}). 이제 봉인은 수준 {level}에 이릅니다.</translation>
    </message>
    <message>
        <source>LATE LINE: {said}</source>
        <translation>늦은 줄: {said}</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN: {said}</source>
        <translation>기록이 다시 쓰임: {said}</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN: the operator replaced {file}, a file that never changes once published; your earlier copy is kept.</source>
        <translation>기록이 다시 쓰임: 운영자가 게시 후 바뀌지 않는 파일 {file}을(를) 교체했습니다. 이전 사본은 보관됩니다.</translation>
    </message>
    <message>
        <source>ANOTHER BOOK: {said}</source>
        <translation>다른 장부: {said}</translation>
    </message>
    <message>
        <source>CHECK FAILED: {reason}</source>
        <translation>확인 실패: {reason}</translation>
    </message>
    <message>
        <source>NOT CHECKED: {reason}</source>
        <translation>확인 안 됨: {reason}</translation>
    </message>
    <message>
        <source>--until {until} has already passed: nothing to watch.</source>
        <translation>--until {until}이(가) 이미 지났습니다: 지켜볼 것이 없습니다.</translation>
    </message>
    <message>
        <source>{text} is not a time: give HH:MM (New York time today) or a time with its zone, e.g. 2026-10-20T16:00:00-04:00.</source>
        <translation>{text}은(는) 시각이 아닙니다: HH:MM(오늘 뉴욕 시각)이나 시간대가 있는 시각(예: 2026-10-20T16:00:00-04:00)을 주십시오.</translation>
    </message>
    <message>
        <source>--every must be a number of minutes between 1 and 1440.</source>
        <translation>--every는 1에서 1440 사이의 분 수여야 합니다.</translation>
    </message>
    <message>
        <source>Watching {source}: {rule}; until {until}.</source>
        <translation>{source}을(를) 지켜보는 중: {rule}; {until}까지.</translation>
    </message>
    <message>
        <source>every {minutes} min</source>
        <translation>{minutes}분마다</translation>
    </message>
    <message>
        <source>{after} min after the seal times the protocol states ({times} New York)</source>
        <translation>프로토콜이 밝힌 봉인 시각({times} 뉴욕) {after}분 후</translation>
    </message>
    <message numerus="yes">
        <source>{after} min after the seal times the protocol states ({times} New York; only the first {cap} entries of its list are read: {count} more were not)</source>
        <translation>
            <numerusform>프로토콜이 밝힌 봉인 시각({times} 뉴욕) {after}분 후(목록의 처음 {cap}개 항목만 읽습니다: 나머지 {count}개는 읽지 않았습니다)</numerusform>
        </translation>
    </message>
    <message>
        <source>every 15 min during the New York session (09:30–16:00 ET on trading days)</source>
        <translation>뉴욕 장중 15분마다(거래일 09:30–16:00 ET)</translation>
    </message>
    <message>
        <source>stopped by the reader</source>
        <translation>독자가 멈출 때까지</translation>
    </message>
    <message>
        <source>Watch ended at {time}: {polls} poll(s), {events} event(s), {failures} failure(s).</source>
        <translation>{time}에 지켜보기 종료: 조회 {polls}회, 사건 {events}개, 실패 {failures}개.</translation>
    </message>
    <message>
        <source>Next poll at {time}.</source>
        <translation>다음 조회: {time}.</translation>
    </message>
    <message>
        <source>a book (JSON Lines)</source>
        <translation>장부(JSON Lines)</translation>
    </message>
    <message>
        <source>{book} could not be read to compare it with your earlier check: {reason}</source>
        <translation>이전 검사와 비교하려고 {book}을(를) 읽을 수 없었습니다: {reason}</translation>
    </message>
    <message>
        <source>The first {lines} lines of {book} are exactly the lines you checked earlier.</source>
        <translation>{book}의 처음 {lines}줄은 이전에 검사한 줄과 정확히 같습니다.</translation>
    </message>
    <message>
        <source>{book} now has {have} complete lines, fewer than the {lines} you checked earlier: lines you checked are gone, so its history was rewritten.</source>
        <translation>{book}에는 이제 완전한 줄이 {have}개뿐으로, 이전에 검사한 {lines}줄보다 적습니다. 검사한 줄이 사라졌으므로 이력이 다시 쓰였습니다.</translation>
    </message>
    <message>
        <source>Line {line} of {book} was rewritten after your check: it is no longer the line you checked (your check covered lines 1–{lines}).</source>
        <translation>{book}의 {line}번 줄이 검사 후에 다시 쓰였습니다. 검사한 줄과 더 이상 같지 않습니다(검사 범위: 1–{lines}번 줄).</translation>
    </message>
    <message>
        <source>At least one of lines 1–{lines} of {book} was rewritten after your check; no copy of the lines you checked was kept, so the first changed line cannot be named.</source>
        <translation>{book}의 1–{lines}번 줄 중 적어도 한 줄이 검사 후에 다시 쓰였습니다. 검사한 줄의 사본이 없어 처음 바뀐 줄을 특정할 수 없습니다.</translation>
    </message>
    <message>
        <source>At least one of lines 1–{lines} of {book} was rewritten after your check; the copy of the lines you checked that was kept no longer holds them (it was changed or damaged since), so the first changed line cannot be named.</source>
        <translation>{book}의 1–{lines}번 줄 중 적어도 한 줄이 검사 후에 다시 쓰였습니다. 보관된 검사한 줄의 사본에 그 줄들이 더 이상 들어 있지 않아(그 후 바뀌었거나 손상됨) 처음 바뀐 줄을 특정할 수 없습니다.</translation>
    </message>
    <message>
        <source>a history entry</source>
        <translation>기록 항목</translation>
    </message>
    <message>
        <source>Your history entry {name} was not used: {why}. It is ignored, never trusted.</source>
        <translation>기록 항목 {name}은(는) 사용하지 않았습니다: {why}. 무시되며 절대 신뢰하지 않습니다.</translation>
    </message>
    <message>
        <source>Only the newest {cap} entries of each source are read: {count} older entries were not.</source>
        <translation>출처마다 최신 항목 {cap}개만 읽습니다: 그보다 오래된 항목 {count}개는 읽지 않았습니다.</translation>
    </message>
    <message>
        <source>Only {cap} sources are read: the entries of {count} more sources were not.</source>
        <translation>출처는 {cap}개만 읽습니다: 나머지 출처 {count}개의 항목은 읽지 않았습니다.</translation>
    </message>
    <message>
        <source>it is too large to be a history entry</source>
        <translation>기록 항목이라기에는 너무 큽니다</translation>
    </message>
    <message>
        <source>it is not a regular file (it is a device, pipe or socket)</source>
        <translation>일반 파일이 아닙니다 (장치, 파이프 또는 소켓입니다)</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>the entry cannot be read ({reason})</source>
        <translation>항목을 읽을 수 없습니다 ({reason})</translation>
    </message>
    <message>
        <source>it is not text (it holds binary bytes)</source>
        <translation>텍스트가 아닙니다(이진 바이트가 들어 있음)</translation>
    </message>
    <message>
        <source>it is not a history entry of this app, or it is cut short or damaged</source>
        <translation>이 앱의 기록 항목이 아니거나, 잘렸거나 손상되었습니다</translation>
    </message>
    <message>
        <source>it is not signed with your own key</source>
        <translation>본인의 키로 서명되지 않았습니다</translation>
    </message>
    <message>
        <source>its signature does not verify with your key, so it was changed after it was written</source>
        <translation>서명이 본인의 키로 확인되지 않으므로 작성 후에 바뀌었습니다</translation>
    </message>
    <message>
        <source>you have no key of your own yet, so no entry can be yours</source>
        <translation>아직 본인의 키가 없으므로 어떤 항목도 본인의 것일 수 없습니다</translation>
    </message>
    <message>
        <source>your own key, {name} in the app's data folder, is damaged or not a key, so no entry can be checked as yours</source>
        <translation>본인의 키인 앱 데이터 폴더의 {name}이(가) 손상되었거나 키가 아니므로 어떤 항목도 본인의 것으로 확인할 수 없습니다</translation>
    </message>
    <message>
        <source>it names another source than the folder it is kept in</source>
        <translation>보관된 폴더와 다른 출처를 가리킵니다</translation>
    </message>
    <message>
        <source>This bundle was not downloaded from a known source (it has no download record), so it has no history to re-check from.</source>
        <translation>이 번들은 알려진 출처에서 다운로드되지 않아(다운로드 기록 없음) 다시 검사할 기록이 없습니다.</translation>
    </message>
    <message>
        <source>This bundle's book cannot be used (the full walk's step 1 says why), so there is nothing to re-check from.</source>
        <translation>이 번들의 장부를 사용할 수 없어(전체 검사의 1단계가 이유를 알려 줍니다) 다시 검사를 시작할 기록이 없습니다.</translation>
    </message>
    <message>
        <source>You have not checked {source} before (or no entry of it can be used), so there is nothing to re-check from.</source>
        <translation>{source}을(를) 검사한 적이 없거나 사용할 수 있는 항목이 없어 다시 검사를 시작할 기록이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Unchanged since your check of {time}: lines 1–{lines}; new: lines {first}–{last}, {seals} new seal(s).</source>
        <translation>
            <numerusform>{time} 검사 이후 변경 없음: 1–{lines}번 줄. 새 항목: {first}–{last}번 줄, 새 봉인 {seals}개.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unchanged since your check of {time}: lines 1–{lines}; no new line, {seals} new seal(s).</source>
        <translation>
            <numerusform>{time} 검사 이후 변경 없음: 1–{lines}번 줄. 새 줄 없음, 새 봉인 {seals}개.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seals your check did not verify (failed or not checked), checked again now: {count}.</source>
        <translation>검사 때 검증되지 않은 봉인(실패했거나 검사하지 못함)을 지금 다시 검사함: {count}.</translation>
    </message>
    <message>
        <source>A re-check checks the book's new lines, the new seals and step 7; it does not redo P1b, P3, steps 5 and 8, the cross-check with the paper or the log's checks over the whole season. For the league's verdict, walk the bundle in full.</source>
        <translation>재검사는 장부의 새 줄, 새 봉인, 7단계를 검사합니다. P1b, P3, 5단계와 8단계, 논문과의 대조, 시즌 전체에 대한 투명성 로그 검사는 다시 하지 않습니다. 리그의 판정을 보려면 번들 전체를 검사하십시오.</translation>
    </message>
    <message>
        <source>The stamped list {list} changed since your check: its SHA-256 was {was}, it is {now}. A stamped list never changes once published.</source>
        <translation>타임스탬프가 찍힌 목록 {list}이(가) 검사 후에 바뀌었습니다. SHA-256이 {was}였는데 지금은 {now}입니다. 타임스탬프가 찍힌 목록은 공개된 뒤 절대 바뀌지 않습니다.</translation>
    </message>
    <message>
        <source>New line {line} breaks the chain: {rule}.</source>
        <translation>새 줄 {line}번이 체인을 끊습니다: {rule}.</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN since your check of {time}. {found} The copy you checked is kept at {earlier}, the new one at {new}.</source>
        <translation>{time} 검사 이후 이력이 다시 쓰임. {found} 검사한 사본은 {earlier}에, 새 사본은 {new}에 보관되어 있습니다.</translation>
    </message>
    <message>
        <source>HISTORY REWRITTEN since your check of {time}. {found}</source>
        <translation>{time} 검사 이후 이력이 다시 쓰임. {found}</translation>
    </message>
    <message>
        <source>The copy you checked is kept at {earlier}.</source>
        <translation>검사한 사본은 {earlier}에 보관되어 있습니다.</translation>
    </message>
    <message>
        <source>The new copy is kept at {new}.</source>
        <translation>새 사본은 {new}에 보관되어 있습니다.</translation>
    </message>
    <message>
        <source>Recorded in your history: {lines} lines of {book} from {source}, signed with your key {key}.</source>
        <translation>기록에 저장됨: {source}의 {book} {lines}줄, 본인의 키 {key}로 서명함.</translation>
    </message>
    <message>
        <source>Not recorded in your history: {reason}</source>
        <translation>기록에 저장하지 않음: {reason}</translation>
    </message>
    <message>
        <source>Not recorded in your history: no seal of the book was verified.</source>
        <translation>기록에 저장하지 않음: 장부의 봉인이 하나도 검증되지 않았습니다.</translation>
    </message>
    <message>
        <source>Step 7 read the whole book: the index of the lines you checked, kept in the cache folder, was not used ({why}).</source>
        <translation>7단계는 장부 전체를 읽었습니다: 캐시 폴더에 보관된, 확인하신 줄의 색인은 사용되지 않았습니다({why}).</translation>
    </message>
    <message>
        <source>it is not signed with your key, or its signature does not verify</source>
        <translation>본인의 키로 서명되지 않았거나 서명이 검증되지 않습니다</translation>
    </message>
    <message>
        <source>it names other lines than those you checked</source>
        <translation>확인하신 줄과 다른 줄을 가리킵니다</translation>
    </message>
    <message>
        <source>its index file is missing</source>
        <translation>색인 파일이 없습니다</translation>
    </message>
    <message>
        <source>its index file was changed after it was signed</source>
        <translation>색인 파일이 서명된 뒤에 바뀌었습니다</translation>
    </message>
    <message>
        <source>its index file cannot be read back</source>
        <translation>색인 파일을 다시 읽을 수 없습니다</translation>
    </message>
    <message numerus="yes">
        <source>Step 7 recounted the {count} run(s) the new lines touch and took every other run as counted at your check of {time} (kept in the cache folder, signed with your key).</source>
        <translation>
            <numerusform>7단계는 새 줄이 닿는 실행 {count}개를 다시 셌고, 다른 모든 실행은 {time} 검사 때 센 그대로 가져왔습니다(캐시 폴더에 보관되고 본인의 키로 서명됨).</numerusform>
        </translation>
    </message>
    <message>
        <source>Step 7 recounted every run: what it counted of each run at your check, kept in the cache folder, was not used ({why}).</source>
        <translation>7단계는 모든 실행을 다시 셌습니다: 검사 때 실행마다 센 결과는 캐시 폴더에 보관되어 있었으나 사용되지 않았습니다({why}).</translation>
    </message>
    <message>
        <source>its file is missing</source>
        <translation>파일이 없습니다</translation>
    </message>
    <message>
        <source>its file was changed after it was signed</source>
        <translation>파일이 서명된 뒤에 바뀌었습니다</translation>
    </message>
    <message>
        <source>its file cannot be read back</source>
        <translation>파일을 다시 읽을 수 없습니다</translation>
    </message>
    <message numerus="yes">
        <source>Your history holds {count} check(s).</source>
        <translation>
            <numerusform>기록에 검사 {count}건이 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{time}  {source}: {lines} lines of {book}, {seals} seal(s)</source>
        <translation>
            <numerusform>{time}  {source}: {book} {lines}줄, 봉인 {seals}개</numerusform>
        </translation>
    </message>
    <message>
        <source>prefix SHA-256 {sha256}, last link {link}</source>
        <translation>앞부분 SHA-256 {sha256}, 마지막 링크 {link}</translation>
    </message>
    <message>
        <source>Walk the bundle in full with: verifier-app verify BUNDLE</source>
        <translation>번들 전체 검사: verifier-app verify BUNDLE</translation>
    </message>
    <message>
        <source>verifier-app: {reason}</source>
        <translation>verifier-app: {reason}</translation>
    </message>
    <message>
        <source>verifier-app: stopped.</source>
        <translation>verifier-app: 중지되었습니다.</translation>
    </message>
    <message>
        <source>verifier-app: stopped; the bundle is as it was, and the next fetch resumes.</source>
        <translation>verifier-app: 중지되었습니다. 번들은 그대로이며 다음 다운로드가 이어서 진행합니다.</translation>
    </message>
    <message>
        <source>--timeout and the size limits must be positive, --retries ≥ 0.</source>
        <translation>--timeout과 크기 한도는 양수여야 하고, --retries는 0 이상이어야 합니다.</translation>
    </message>
    <message>
        <source>--outcomes-from-prices needs a price file: add --prices FILE.</source>
        <translation>--outcomes-from-prices에는 가격 파일이 필요합니다: --prices FILE을 추가하세요.</translation>
    </message>
    <message>
        <source>--sessions must be between 1 and 400.</source>
        <translation>--sessions는 1에서 400 사이여야 합니다.</translation>
    </message>
    <message>
        <source>{dest} is not empty: choose a new folder for the demo bundle.</source>
        <translation>{dest}이(가) 비어 있지 않습니다: 데모 번들을 위한 새 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>Unknown tamper kind {kind}; choose one of: {kinds}.</source>
        <translation>알 수 없는 변경 종류 {kind}입니다. 다음 중 하나를 선택하세요: {kinds}.</translation>
    </message>
    <message>
        <source>There is no run {run} in the forecasts; runs go from {first} to {last}.</source>
        <translation>예측에 실행 {run}이(가) 없습니다. 실행은 {first}부터 {last}까지입니다.</translation>
    </message>
    <message>
        <source>There are no runs.</source>
        <translation>실행이 없습니다.</translation>
    </message>
    <message>
        <source>There is no horizon {horizon}; the forecasts have {known}.</source>
        <translation>기간 {horizon}이(가) 없습니다. 예측에 있는 기간: {known}.</translation>
    </message>
    <message>
        <source>{day} is not a day of the form YYYY-MM-DD.</source>
        <translation>{day}은(는) YYYY-MM-DD 형식의 날짜가 아닙니다.</translation>
    </message>
    <message>
        <source>{dest} already exists and is not an empty folder.</source>
        <translation>{dest}이(가) 이미 있으며 빈 폴더가 아닙니다.</translation>
    </message>
    <message>
        <source>{path} does not hold a certificate in PEM or DER form.</source>
        <translation>{path}에 PEM 또는 DER 형식의 인증서가 없습니다.</translation>
    </message>
    <message>
        <source>A list fingerprint must be 64 hexadecimal characters.</source>
        <translation>목록 지문은 16진수 64자여야 합니다.</translation>
    </message>
    <message>
        <source>The Rekor public key that ships with this app is missing; please reinstall.</source>
        <translation>이 앱과 함께 제공되는 Rekor 공개 키가 없습니다. 앱을 다시 설치하세요.</translation>
    </message>
    <message>
        <source>The Rekor log key is not a readable public key (PEM).</source>
        <translation>Rekor 로그 키가 읽을 수 있는 공개 키(PEM)가 아닙니다.</translation>
    </message>
    <message>
        <source>The Rekor public key that ships with this app was altered; please reinstall.</source>
        <translation>이 앱과 함께 제공되는 Rekor 공개 키가 변경되었습니다. 앱을 다시 설치하세요.</translation>
    </message>
    <message>
        <source>The evidence pack was not written to {dest} ({reason}); nothing of it was left there.</source>
        <translation>증거 번들을 {dest}에 쓰지 않았습니다({reason}). 그곳에 아무것도 남지 않았습니다.</translation>
    </message>
    <message>
        <source>Evidence pack written to {dest}: {entries}, {headers}{upgraded}.</source>
        <translation>증거 번들을 {dest}에 썼습니다: {entries}, {headers}{upgraded}.</translation>
    </message>
    <message numerus="yes">
        <source>{count} log entries</source>
        <translation>
            <numerusform>로그 항목 {count}개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} block headers</source>
        <translation>
            <numerusform>블록 헤더 {count}개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, {count} upgraded Bitcoin proof(s)</source>
        <translation>
            <numerusform>, 캘린더에서 완성된 비트코인 증명 {count}개</numerusform>
        </translation>
    </message>
    <message>
        <source>a file stands where its folder would be</source>
        <translation>폴더가 있어야 할 자리에 파일이 있습니다</translation>
    </message>
    <message>
        <source>that place may not be written to</source>
        <translation>그 위치에는 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>that place is on a read-only disk</source>
        <translation>그 위치는 읽기 전용 디스크에 있습니다</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>디스크 할당량을 다 썼습니다</translation>
    </message>
    <message>
        <source>a file would be larger than this system allows</source>
        <translation>파일이 이 시스템이 허용하는 것보다 커집니다</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>이름이 너무 깁니다</translation>
    </message>
    <message>
        <source>{text} is neither an address (https://…) nor a Zenodo DOI (10.5281/zenodo.N).</source>
        <translation>{text}은(는) 주소(https://…)도 Zenodo DOI(10.5281/zenodo.N)도 아닙니다.</translation>
    </message>
    <message>
        <source>{text} is not a day; write it as YYYY-MM-DD.</source>
        <translation>{text}은(는) 날짜가 아닙니다. YYYY-MM-DD 형식으로 쓰세요.</translation>
    </message>
    <message>
        <source>The range {range} ends before it starts.</source>
        <translation>범위 {range}은(는) 시작하기 전에 끝납니다.</translation>
    </message>
    <message numerus="yes">
        <source>The range {range} is longer than {days} days.</source>
        <translation>
            <numerusform>범위 {range}이(가) {days}일보다 깁니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused {url}: plain http is only allowed to this computer (loopback); use the https:// address.</source>
        <translation>{url} 거부됨: 암호화되지 않은 http는 이 컴퓨터(루프백)에만 허용됩니다. https:// 주소를 사용하세요.</translation>
    </message>
    <message>
        <source>Refused {url}: only https:// addresses can be downloaded.</source>
        <translation>{url} 거부됨: https:// 주소만 다운로드할 수 있습니다.</translation>
    </message>
    <message>
        <source>Refused a redirect from {original} to another host ({host}): a bundle is only taken from the address you gave. If you trust {host}, allow it with --allow-redirect-host {host}.</source>
        <translation>{original}에서 다른 호스트({host})로의 리디렉션이 거부되었습니다: 번들은 지정한 주소에서만 가져옵니다. {host}을(를) 신뢰한다면 --allow-redirect-host {host}로 허용하세요.</translation>
    </message>
    <message>
        <source>{dest} is a file; choose a folder for the bundle.</source>
        <translation>{dest}은(는) 파일입니다. 번들을 위한 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>Nothing could be downloaded. {problems}</source>
        <translation>아무것도 다운로드할 수 없었습니다. {problems}</translation>
    </message>
    <message>
        <source>{label}: given up, as the {deadline} s allowed for the whole download ran out (--deadline).</source>
        <translation>{label}: 전체 다운로드에 허용된 {deadline}초가 다 되어 포기했습니다(--deadline).</translation>
    </message>
    <message>
        <source>{label}: {url} did not answer within {timeout} s (the whole answer must arrive within that time).</source>
        <translation>{label}: {url}이(가) {timeout}초 안에 응답하지 않았습니다(전체 응답이 그 시간 안에 도착해야 합니다).</translation>
    </message>
    <message>
        <source>{label}: the certificate of {url} could not be verified, so nothing was downloaded from it. The connection may be intercepted, or the computer's clock may be wrong.</source>
        <translation>{label}: {url}의 인증서를 검증할 수 없어 아무것도 다운로드하지 않았습니다. 연결이 가로채였거나 컴퓨터 시계가 틀렸을 수 있습니다.</translation>
    </message>
    <message>
        <source>{label}: could not reach {url} (offline, or the server is down).</source>
        <translation>{label}: {url}에 연결할 수 없었습니다(오프라인이거나 서버가 중단됨).</translation>
    </message>
    <message>
        <source>{label}: the connection was cut off before the whole file arrived.</source>
        <translation>{label}: 파일 전체가 도착하기 전에 연결이 끊겼습니다.</translation>
    </message>
    <message>
        <source>{label}: the request to {url} failed ({error}).</source>
        <translation>{label}: {url}에 대한 요청이 실패했습니다({error}).</translation>
    </message>
    <message>
        <source>{label}: the partial copy did not fit; starting again.</source>
        <translation>{label}: 부분 사본이 맞지 않아 처음부터 다시 시작합니다.</translation>
    </message>
    <message>
        <source>{label}: the server has no such file ({url}, HTTP {code}).</source>
        <translation>{label}: 서버에 그런 파일이 없습니다({url}, HTTP {code}).</translation>
    </message>
    <message>
        <source>{label}: the server answered with an error (HTTP {code}) for {url}.</source>
        <translation>{label}: 서버가 {url}에 대해 오류(HTTP {code})로 응답했습니다.</translation>
    </message>
    <message>
        <source>{label}: the server sent only {received} of the {announced} bytes it announced (the download was cut off).</source>
        <translation>{label}: 서버가 알린 {announced}바이트 중 {received}바이트만 보냈습니다(다운로드가 끊김).</translation>
    </message>
    <message>
        <source>Could not fetch {relpath}: the server has no such file ({url}).</source>
        <translation>{relpath}을(를) 가져올 수 없었습니다: 서버에 그런 파일이 없습니다({url}).</translation>
    </message>
    <message>
        <source>Could not fetch {relpath}. {reason}</source>
        <translation>{relpath}을(를) 가져올 수 없었습니다. {reason}</translation>
    </message>
    <message>
        <source>The release record at {url} is not readable JSON.</source>
        <translation>{url}의 배포 기록이 읽을 수 있는 JSON이 아닙니다.</translation>
    </message>
    <message>
        <source>The release record at {url} lists no files.</source>
        <translation>{url}의 배포 기록에 파일이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Gave up on {count} file(s) when the {deadline} s allowed for the whole download ran out: {named}. Run fetch again to resume, or allow more time with --deadline.</source>
        <translation>
            <numerusform>전체 다운로드에 허용된 {deadline}초가 다 되어 파일 {count}개를 포기했습니다: {named}. 이어서 받으려면 다시 실행하거나 --deadline으로 시간을 더 주세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>{named} and {more} more (all listed in --json)</source>
        <translation>{named} 외 {more}개(모두 --json에 나열됨)</translation>
    </message>
    <message>
        <source>{label}: {url} {error}.</source>
        <translation>{label}: {url} {error}.</translation>
    </message>
    <message>
        <source>{label} is larger than the {cap} allowed for such a file, so it was not stored. If you expect a file this large, raise the limit (--max-file-mb or --max-book-mb).</source>
        <translation>{label}은(는) 이런 파일에 허용된 {cap}보다 커서 저장하지 않았습니다. 이만큼 큰 파일을 예상한다면 한도를 올리세요(--max-file-mb 또는 --max-book-mb).</translation>
    </message>
    <message>
        <source>{label} is larger than the {cap} allowed for such a file (the server announced {length}), so it was not stored. If you expect a file this large, raise the limit (--max-file-mb or --max-book-mb).</source>
        <translation>{label}은(는) 이런 파일에 허용된 {cap}보다 커서(서버가 알린 크기 {length}) 저장하지 않았습니다. 이만큼 큰 파일을 예상한다면 한도를 올리세요(--max-file-mb 또는 --max-book-mb).</translation>
    </message>
    <message>
        <source>Refused the file name {relpath}: it would land outside the bundle folder or replace its record.</source>
        <translation>파일 이름 {relpath}을(를) 거부했습니다: 번들 폴더 밖에 놓이거나 번들의 기록을 대체하게 됩니다.</translation>
    </message>
    <message>
        <source>the proof page for {day}</source>
        <translation>{day}의 증명 페이지</translation>
    </message>
    <message>
        <source>the release record</source>
        <translation>배포 기록</translation>
    </message>
    <message>
        <source>There is no proof page for {day} ({url}).</source>
        <translation>{day}의 증명 페이지가 없습니다({url}).</translation>
    </message>
    <message>
        <source>{said} (No session that day?)</source>
        <translation>{said} (그날 세션이 없었나요?)</translation>
    </message>
    <message>
        <source>Could not read the proof page for {day}. {reason}</source>
        <translation>{day}의 증명 페이지를 읽을 수 없었습니다. {reason}</translation>
    </message>
    <message>
        <source>The proof page for {day} ({url}) names no stamped list.</source>
        <translation>{day}의 증명 페이지({url})에 타임스탬프가 찍힌 목록이 없습니다.</translation>
    </message>
    <message>
        <source>The release carries no readable manifest, so its files could only be checked against the record's MD5 checksums, not against SHA-256.</source>
        <translation>배포에 읽을 수 있는 매니페스트가 없어, 파일을 SHA-256이 아니라 기록의 MD5 체크섬으로만 확인할 수 있었습니다.</translation>
    </message>
    <message>
        <source>Refused {key}: the release's manifest does not list it.</source>
        <translation>{key} 거부됨: 배포의 매니페스트에 없습니다.</translation>
    </message>
    <message>
        <source>The manifest lists {path}, but the release has no such file.</source>
        <translation>매니페스트에는 {path}이(가) 있지만 배포에는 그런 파일이 없습니다.</translation>
    </message>
    <message>
        <source>Entry {number} of the manifest {name} has no usable path and SHA-256; it was ignored.</source>
        <translation>매니페스트 {name}의 항목 {number}에 쓸 수 있는 경로와 SHA-256이 없어 무시했습니다.</translation>
    </message>
    <message>
        <source>Line {number} of the manifest {name} is not '&lt;sha256&gt;  &lt;path&gt;'.</source>
        <translation>매니페스트 {name}의 {number}번째 줄이 '&lt;sha256&gt;  &lt;path&gt;' 형식이 아닙니다.</translation>
    </message>
    <message>
        <source>The manifest {name} lists no file with a SHA-256.</source>
        <translation>매니페스트 {name}에 SHA-256이 있는 파일이 없습니다.</translation>
    </message>
    <message>
        <source>The manifest {name} is not readable JSON.</source>
        <translation>매니페스트 {name}이(가) 읽을 수 있는 JSON이 아닙니다.</translation>
    </message>
    <message>
        <source>The manifest {name} does not hold a list of files.</source>
        <translation>매니페스트 {name}에 파일 목록이 없습니다.</translation>
    </message>
    <message>
        <source>Refused {name}: it is {size} bytes, but the release record says {expected}. It was not stored.</source>
        <translation>{name} 거부됨: 크기가 {size}바이트이지만 배포 기록에는 {expected}바이트로 되어 있습니다. 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>Refused {name}: its MD5 checksum {got} differs from the release record's {expected}. It was not stored.</source>
        <translation>{name} 거부됨: MD5 체크섬 {got}이(가) 배포 기록의 {expected}와(과) 다릅니다. 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>Refused {name}: its SHA-256 {got} differs from the release manifest's {expected}. It was not stored.</source>
        <translation>{name} 거부됨: SHA-256 {got}이(가) 배포 매니페스트의 {expected}와(과) 다릅니다. 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>Refused {name}: it is {size} bytes, but the release manifest says {expected}. It was not stored.</source>
        <translation>{name} 거부됨: 크기가 {size}바이트이지만 배포 매니페스트에는 {expected}바이트로 되어 있습니다. 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>The operator replaced {relpath}, a file that never changes once published; your earlier copy is kept.</source>
        <translation>운영자가 {relpath}을(를) 바꿨습니다. 게시된 뒤에는 절대 바뀌지 않는 파일입니다. 이전 사본은 보관됩니다.</translation>
    </message>
    <message>
        <source>The proof {relpath} changed (an upgrade from pending to a Bitcoin attestation is normal); your earlier copy is kept.</source>
        <translation>증명 {relpath}이(가) 바뀌었습니다(대기 중에서 Bitcoin 증명으로 바뀌는 것은 정상입니다). 이전 사본은 보관됩니다.</translation>
    </message>
    <message>
        <source>{relpath} was updated; your earlier copy is kept.</source>
        <translation>{relpath}이(가) 갱신되었습니다. 이전 사본은 보관됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old}. Both copies are kept.</source>
        <translation>
            <numerusform>운영자가 이미 받은 줄을 지웠습니다: {relpath}은(는) 이제 {new}줄이고, 이전 사본은 {old}줄이었습니다. 두 사본 모두 보관됩니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old} (and line {line} differs). Both copies are kept.</source>
        <translation>
            <numerusform>운영자가 이미 받은 줄을 지웠습니다: {relpath}은(는) 이제 {new}줄이고, 이전 사본은 {old}줄이었습니다(그리고 {line}번째 줄이 다릅니다). 두 사본 모두 보관됩니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The operator changed lines you already had: line {line} of {relpath} differs from your earlier copy. Both copies are kept.</source>
        <translation>운영자가 이미 받은 줄을 바꿨습니다: {relpath}의 {line}번째 줄이 이전 사본과 다릅니다. 두 사본 모두 보관됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>The operator changed lines you already had: line {line} (and {more} more: {listed}) of {relpath} differs from your earlier copy. Both copies are kept.</source>
        <translation>
            <numerusform>운영자가 이미 받은 줄을 바꿨습니다: {relpath}의 {line}번째 줄(그리고 {more}개 더: {listed})이 이전 사본과 다릅니다. 두 사본 모두 보관됩니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{relpath} grew from {old} to {new} lines; the {old} lines you had are unchanged, byte for byte.</source>
        <translation>
            <numerusform>{relpath}이(가) {old}줄에서 {new}줄로 늘었습니다. 가지고 있던 {old}줄은 바이트 하나까지 그대로입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>There was no earlier copy to compare with.</source>
        <translation>비교할 이전 사본이 없었습니다.</translation>
    </message>
    <message>
        <source>Everything you had before came back unchanged; the book only grew (or stayed the same).</source>
        <translation>이전에 가지고 있던 것은 모두 그대로 돌아왔습니다. 장부는 늘어나기만 했습니다(또는 그대로입니다).</translation>
    </message>
    <message>
        <source>Bundle: {dest}</source>
        <translation>번들: {dest}</translation>
    </message>
    <message>
        <source>Files: {counts}</source>
        <translation>파일: {counts}</translation>
    </message>
    <message>
        <source>earlier copy kept at {path}</source>
        <translation>이전 사본 보관 위치: {path}</translation>
    </message>
    <message>
        <source>Problem: {text}</source>
        <translation>문제: {text}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>참고: {text}</translation>
    </message>
    <message>
        <source>Refresh check: {verdict}. {detail}</source>
        <translation>이전 사본과 비교: {verdict}. {detail}</translation>
    </message>
    <message>
        <source>first</source>
        <translation>첫 다운로드</translation>
    </message>
    <message>
        <source>consistent</source>
        <translation>일치</translation>
    </message>
    <message>
        <source>rewritten</source>
        <translation>다시 쓰임</translation>
    </message>
    <message>
        <source>Everything asked for arrived.</source>
        <translation>요청한 것이 모두 도착했습니다.</translation>
    </message>
    <message>
        <source>Some files are missing or were refused (see above); what arrived is kept and can be verified.</source>
        <translation>일부 파일이 없거나 거부되었습니다(위 참조). 도착한 것은 보관되며 검증할 수 있습니다.</translation>
    </message>
    <message>
        <source>WARNING: the operator changed history you had already downloaded.</source>
        <translation>경고: 운영자가 이미 내려받은 이력을 바꿨습니다.</translation>
    </message>
    <message>
        <source>Next: verifier-app verify {dest}</source>
        <translation>다음: verifier-app verify {dest}</translation>
    </message>
    <message numerus="yes">
        <source>{count} fetched</source>
        <translation>
            <numerusform>{count}개 받음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} unchanged</source>
        <translation>
            <numerusform>{count}개 변경 없음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} updated</source>
        <translation>
            <numerusform>{count}개 갱신됨</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rewritten</source>
        <translation>
            <numerusform>{count}개 다시 쓰임</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} not offered</source>
        <translation>
            <numerusform>{count}개 제공되지 않음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} missing</source>
        <translation>
            <numerusform>{count}개 없음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} failed</source>
        <translation>
            <numerusform>{count}개 실패</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} refused</source>
        <translation>
            <numerusform>{count}개 거부됨</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} given up</source>
        <translation>
            <numerusform>{count}개 포기함</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[{done}/{total}] {label}: {size} bytes</source>
        <translation>
            <numerusform>[{done}/{total}] {label}: {size}바이트</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[{done}/{total}] {label}: {got} of {size} bytes</source>
        <translation>
            <numerusform>[{done}/{total}] {label}: {size}바이트 중 {got}바이트</numerusform>
        </translation>
    </message>
    <message>
        <source>The price file {name} is not a readable CSV file (UTF-8 text with a header line asset,time,price).</source>
        <translation>가격 파일 {name}은(는) 읽을 수 있는 CSV 파일(머리글 줄 asset,time,price가 있는 UTF-8 텍스트)이 아닙니다.</translation>
    </message>
    <message>
        <source>The price file {name} lacks the column(s) {columns}; the README describes the format.</source>
        <translation>가격 파일 {name}에 열 {columns}이(가) 없습니다. 형식은 README에 설명되어 있습니다.</translation>
    </message>
    <message>
        <source>asset (or symbol)</source>
        <translation>asset(또는 symbol)</translation>
    </message>
    <message>
        <source>The price file {name} holds no prices.</source>
        <translation>가격 파일 {name}에 가격이 없습니다.</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: the price must be a positive number and the asset must be named.</source>
        <translation>가격 파일 {name}, {line}행: 가격은 양수여야 하고 자산 이름이 있어야 합니다.</translation>
    </message>
    <message>
        <source>The price file {name} gives two prices for {code} at {time}.</source>
        <translation>가격 파일 {name}에 {code}의 {time} 가격이 두 개 있습니다.</translation>
    </message>
    <message>
        <source>The price file {name} holds a time outside the years a price time can have ({oldest} to {newest}).</source>
        <translation>가격 파일 {name}에 가격 시각이 가질 수 있는 연도({oldest}~{newest}) 밖의 시각이 있습니다.</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: {text} is neither a date nor a time with its zone (such as 2026-10-19T13:30:00Z).</source>
        <translation>가격 파일 {name}, {line}행: {text}은(는) 날짜도, 시간대가 있는 시각(예: 2026-10-19T13:30:00Z)도 아닙니다.</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: {text} is outside the years a price time can have ({oldest} to {newest}).</source>
        <translation>가격 파일 {name}, {line}행: {text}은(는) 가격 시각이 가질 수 있는 연도({oldest}~{newest}) 밖에 있습니다.</translation>
    </message>
    <message>
        <source>The price file {name}, line {line}: {text} is not a date.</source>
        <translation>가격 파일 {name}, {line}행: {text}은(는) 날짜가 아닙니다.</translation>
    </message>
    <message>
        <source>{folder} is not a folder of witness statements.</source>
        <translation>{folder}은(는) 증인 진술 폴더가 아닙니다.</translation>
    </message>
    <message>
        <source>{reason}.</source>
        <translation>{reason}.</translation>
    </message>
    <message>
        <source>The witness statement was not written: {reason}</source>
        <translation>증인 진술을 쓰지 않았습니다: {reason}</translation>
    </message>
    <message>
        <source>The witness statement was not written: {reason}.</source>
        <translation>증인 진술을 쓰지 않았습니다: {reason}.</translation>
    </message>
    <message>
        <source>No witness statement was written: no seal of the book was verified, so there is nothing to witness.</source>
        <translation>증인 진술을 쓰지 않았습니다: 장부의 봉인이 하나도 검증되지 않아 증언할 것이 없습니다.</translation>
    </message>
    <message>
        <source>The witness statement could not be saved to {name} ({reason}).</source>
        <translation>증인 진술을 {name}에 저장할 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <source>Witness statement written to {name}, signed by {key}.</source>
        <translation>증인 진술을 {name}에 썼습니다. 서명자: {key}.</translation>
    </message>
    <message>
        <source>No witness statement could be signed: {reason}.</source>
        <translation>증인 진술에 서명할 수 없었습니다: {reason}.</translation>
    </message>
    <message>
        <source>No witness statement could be signed: no seal of the original book was verified.</source>
        <translation>증인 진술에 서명할 수 없었습니다: 원래 장부의 봉인이 하나도 검증되지 않았습니다.</translation>
    </message>
    <message>
        <source>the folder of witness statements cannot be read ({reason})</source>
        <translation>증인 진술 폴더를 읽을 수 없습니다({reason})</translation>
    </message>
    <message>
        <source>it is too large to be a witness statement</source>
        <translation>증인 진술이라기에는 너무 큽니다</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8 텍스트가 아닙니다</translation>
    </message>
    <message>
        <source>it is not a witness statement of this app</source>
        <translation>이 앱의 증인 진술이 아닙니다</translation>
    </message>
    <message>
        <source>its line '{name}' is missing or damaged</source>
        <translation>'{name}' 줄이 없거나 손상되었습니다</translation>
    </message>
    <message>
        <source>its line count or hashes are damaged</source>
        <translation>줄 수 또는 해시가 손상되었습니다</translation>
    </message>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>읽을 수 없습니다({reason})</translation>
    </message>
    <message>
        <source>a name in the statement holds a control character</source>
        <translation>진술 안의 이름에 제어 문자가 있습니다</translation>
    </message>
    <message>
        <source>{name} in the app's data folder is not a witness key; move it away to make a new one</source>
        <translation>앱 데이터 폴더의 {name}은(는) 증인 키가 아닙니다. 새 키를 만들려면 다른 곳으로 옮기세요</translation>
    </message>
    <message>
        <source>Sigstore's trusted root in use: {source}.</source>
        <translation>사용 중인 Sigstore 신뢰 루트: {source}.</translation>
    </message>
    <message numerus="yes">
        <source>Taken {fetched}, {age} days ago.</source>
        <translation>
            <numerusform>{fetched}에 받음, {age}일 전.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taken {fetched}, {age} days ago, more than {limit}: a newer log key may be missing from it.</source>
        <translation>
            <numerusform>{fetched}에 받음, {age}일 전으로 {limit}일을 넘었습니다: 더 새로운 로그 키가 빠져 있을 수 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Transparency logs: {logs}.</source>
        <translation>투명성 로그: {logs}.</translation>
    </message>
    <message>
        <source>shipped copy ({origin})</source>
        <translation>함께 제공된 사본({origin})</translation>
    </message>
    <message>
        <source>updated from Sigstore's TUF repository at {host} and verified by TUF</source>
        <translation>{host}의 Sigstore TUF 저장소에서 갱신되고 TUF로 검증됨</translation>
    </message>
    <message numerus="yes">
        <source>The trusted root was updated from Sigstore's TUF repository ({host}) and verified by TUF: {count} transparency logs, taken {fetched}.</source>
        <translation>
            <numerusform>신뢰 루트를 Sigstore TUF 저장소({host})에서 갱신했고 TUF로 검증했습니다: 투명성 로그 {count}개, {fetched}에 받음.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trusted root fetched now is dated before the copy shipped with the app (taken {fetched}), which walks keep using.</source>
        <translation>지금 받은 신뢰 루트는 앱과 함께 제공된 사본({fetched}에 받음)보다 날짜가 이르므로, 검증은 그 사본을 계속 사용합니다.</translation>
    </message>
    <message>
        <source>The TUF metadata saved on this computer is damaged and could not be set aside ({reason}).</source>
        <translation>이 컴퓨터에 저장된 TUF 메타데이터가 손상되었고 옆으로 치워 둘 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <source>The TUF metadata saved on this computer was damaged ({name}: {why}); it was set aside as {aside} and the update started afresh from the TUF root shipped with the app.</source>
        <translation>이 컴퓨터에 저장된 TUF 메타데이터가 손상되어 있었습니다({name}: {why}). {aside}(으)로 옮겨 두었고, 업데이트는 앱과 함께 제공된 TUF 루트에서 새로 시작했습니다.</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) signed a file the app cannot read: {reason}.</source>
        <translation>Sigstore TUF 저장소({host})가 앱이 읽을 수 없는 파일에 서명했습니다: {reason}.</translation>
    </message>
    <message>
        <source>The TUF metadata saved by this update could not be read back from the cache folder ({reason}).</source>
        <translation>이번 업데이트가 저장한 TUF 메타데이터를 캐시 폴더에서 다시 읽을 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <source>The updated trusted root could not be saved in the cache folder ({reason}).</source>
        <translation>갱신된 신뢰 루트를 캐시 폴더에 저장할 수 없었습니다({reason}).</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) lists no {target}.</source>
        <translation>Sigstore TUF 저장소({host})에 {target}이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) sent a {target} whose length or hash differs from its signed metadata; it was refused.</source>
        <translation>Sigstore TUF 저장소({host})가 서명된 메타데이터와 길이 또는 해시가 다른 {target}을(를) 보냈습니다. 거부되었습니다.</translation>
    </message>
    <message>
        <source>Sigstore's TUF repository ({host}) {why}.</source>
        <translation>Sigstore TUF 저장소({host}): {why}.</translation>
    </message>
    <message>
        <source>answered HTTP {code}</source>
        <translation>HTTP {code}(으)로 응답했습니다</translation>
    </message>
    <message>
        <source>sent a file longer than its signed metadata allows; it was refused</source>
        <translation>서명된 메타데이터가 허용하는 것보다 긴 파일을 보냈습니다. 거부되었습니다</translation>
    </message>
    <message>
        <source>offered expired metadata ({reason}); it was refused</source>
        <translation>만료된 메타데이터를 제공했습니다({reason}). 거부되었습니다</translation>
    </message>
    <message>
        <source>offered metadata older than what this computer already verified (a rollback: {reason}); it was refused</source>
        <translation>이 컴퓨터가 이미 검증한 것보다 오래된 메타데이터를 제공했습니다(롤백: {reason}). 거부되었습니다</translation>
    </message>
    <message>
        <source>offered metadata not signed by enough of the keys trusted for it; it was refused</source>
        <translation>신뢰하는 키 중 충분한 수가 서명하지 않은 메타데이터를 제공했습니다. 거부되었습니다</translation>
    </message>
    <message>
        <source>sent metadata whose length or hash differs from what the signed metadata above it lists; it was refused</source>
        <translation>상위 서명 메타데이터에 적힌 것과 길이 또는 해시가 다른 메타데이터를 보냈습니다. 거부되었습니다</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>읽을 수 없었습니다</translation>
    </message>
    <message>
        <source>offered metadata that failed TUF verification ({reason}); it was refused</source>
        <translation>TUF 검증을 통과하지 못한 메타데이터를 제공했습니다({reason}). 거부되었습니다</translation>
    </message>
    <message>
        <source>the trusted root is too large</source>
        <translation>신뢰 루트가 너무 큽니다</translation>
    </message>
    <message>
        <source>the trusted root is not a readable Sigstore trusted_root.json</source>
        <translation>신뢰 루트가 읽을 수 있는 Sigstore trusted_root.json이 아닙니다</translation>
    </message>
    <message>
        <source>the note of when it was updated is unreadable</source>
        <translation>언제 갱신되었는지 적은 기록을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>{name} is missing</source>
        <translation>{name}이(가) 없습니다</translation>
    </message>
    <message>
        <source>{name} is damaged ({why})</source>
        <translation>{name}이(가) 손상되었습니다({why})</translation>
    </message>
    <message>
        <source>the saved targets metadata lists no {target}</source>
        <translation>저장된 targets 메타데이터에 {target}이(가) 없습니다</translation>
    </message>
    <message>
        <source>a file of it could not be read ({reason})</source>
        <translation>그 파일 중 하나를 읽을 수 없었습니다({reason})</translation>
    </message>
    <message>
        <source>it does not verify against the TUF metadata saved with it ({reason})</source>
        <translation>함께 저장된 TUF 메타데이터로 검증되지 않습니다({reason})</translation>
    </message>
    <message>
        <source>it is not the copy its last update verified</source>
        <translation>마지막 업데이트가 검증한 사본이 아닙니다</translation>
    </message>
    <message>
        <source>DEMONSTRATION DATA: synthetic league, not real forecasts.</source>
        <translation>시연 데이터: 합성 리그이며 실제 예측이 아닙니다.</translation>
    </message>
    <message>
        <source>Forecast rows: {total} — verified {verified}, not sealed {not_sealed}, failed {failed} (only verified rows are used, with the book's sealed values).</source>
        <translation>예측 행: {total} — 검증됨 {verified}, 봉인 안 됨 {not_sealed}, 실패 {failed} (검증된 행만, 장부의 봉인된 값으로 사용합니다).</translation>
    </message>
    <message>
        <source>failed because: {reasons}</source>
        <translation>실패 이유: {reasons}</translation>
    </message>
    <message>
        <source>Sealed probabilities the forecasts file leaves out: {count} (first: {run} {seat} {market} {horizon}); no figure here includes them.</source>
        <translation>예측 파일에 빠진 봉인된 확률: {count}개 (첫 번째: {run} {seat} {market} {horizon}). 여기의 어떤 수치에도 포함되지 않습니다.</translation>
    </message>
    <message>
        <source>Cells where the forecasts file differs from the verified book: {count} (first: {run} {seat} {market} {horizon}, {column}); every figure here uses the book's sealed values, not the file's.</source>
        <translation>예측 파일이 검증된 장부와 다른 칸: {count}개 (첫 번째: {run} {seat} {market} {horizon}, {column}). 여기의 모든 수치는 파일이 아닌 장부의 봉인된 값을 사용합니다.</translation>
    </message>
    <message>
        <source>{name}: {rows} rows used; dropped {dropped}</source>
        <translation>{name}: {rows}개 행 사용; 제외: {dropped}</translation>
    </message>
    <message>
        <source>common event</source>
        <translation>공통 사건</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>점수</translation>
    </message>
    <message numerus="yes">
        <source>answers kept in the book, not counted: {lines} line(s) ({rule})</source>
        <translation>
            <numerusform>장부에 남아 있지만 집계되지 않은 답변: {lines}줄 ({rule})</numerusform>
        </translation>
    </message>
    <message>
        <source>{reason} {count}</source>
        <translation>{reason}: {count}</translation>
    </message>
    <message>
        <source>no rule within the run is declared in the asks chain: in every session the latest answer sealed before the open counts (Section 5.1); P3 names the sessions this leaves not checked</source>
        <translation>질문 체인에 실행 안의 규칙이 선언되어 있지 않습니다: 모든 세션에서 개장 전에 봉인된 마지막 답변이 집계됩니다(5.1절). P3는 이 때문에 확인되지 않는 세션을 적습니다</translation>
    </message>
    <message>
        <source>from session {session} the first well-formed answer of each seat counts, by the rule declared at asks.jsonl line {line} (Section 3.11, P3); before it, the latest answer sealed before the open (Section 5.1)</source>
        <translation>세션 {session}부터는 asks.jsonl {line}번째 줄에 선언된 규칙에 따라 각 좌석의 첫 번째 올바른 형식의 답변이 집계됩니다(3.11절, P3). 그 전에는 개장 전에 봉인된 마지막 답변입니다(5.1절)</translation>
    </message>
    <message numerus="yes">
        <source>Independent voices, N_eff = n / (1 + (n-1)·rho) ({count} run x horizon; last {shown} shown)</source>
        <translation>
            <numerusform>독립적인 목소리, N_eff = n / (1 + (n-1)·rho) (실행 × 기간 {count}개; 마지막 {shown}개 표시)</numerusform>
        </translation>
    </message>
    <message>
        <source>Brier per seat (primary: all rows, strict rise; coin {coin}) — {rows} rows; {rule}</source>
        <translation>좌석별 Brier (기본: 모든 행, 엄격한 상승; 동전 던지기 {coin}) — {rows}개 행; {rule}</translation>
    </message>
    <message>
        <source>ranked with &gt;= {rows} resolved forecasts on &gt;= {sessions} sessions</source>
        <translation>{sessions}개 이상의 세션에서 결과가 나온 예측이 {rows}개 이상이면 순위를 매김</translation>
    </message>
    <message>
        <source>The empty and no-answer counts are the forecasts file's status of cells the book states no probability for (empty, no answer or refused): that file is not sealed.</source>
        <translation>빈 칸과 응답 없음 개수는 장부가 확률을 밝히지 않은 칸에 대해 예측 파일이 적은 상태(빈 칸, 응답 없음 또는 거부)입니다. 그 파일은 봉인되지 않았습니다.</translation>
    </message>
    <message>
        <source>Directional calibration, all seats (bins drawn from {least} forecasts)</source>
        <translation>방향 보정, 모든 좌석 (예측이 {least}개 이상인 구간만 그림)</translation>
    </message>
    <message>
        <source>{bin} {mean}→{hit} (n={n})</source>
        <translation>{bin} {mean}→{hit} (n={n})</translation>
    </message>
    <message>
        <source>{bin} {mean}→{hit} (n={n}, too few)</source>
        <translation>{bin} {mean}→{hit} (n={n}, 너무 적음)</translation>
    </message>
    <message>
        <source>logistic fit: a {a} ± {se_a}, b {b} ± {se_b} ({note})</source>
        <translation>로지스틱 적합: a {a} ± {se_a}, b {b} ± {se_b} ({note})</translation>
    </message>
    <message>
        <source>Sharpness K (0 = always 50, 100 = always certain) and dispersion</source>
        <translation>선명도 K (0 = 항상 50, 100 = 항상 확신)와 분산</translation>
    </message>
    <message>
        <source>Consensus (trimmed, family-weighted, clipped to [2, 98])</source>
        <translation>합의 (절사, 계열별 가중, [2, 98]로 제한)</translation>
    </message>
    <message>
        <source>The families that weigh a later model 1/3 come from council-league.json, which is not sealed (Section 5.3): here they weigh {count} of the stated probabilities 1/3, so the consensus, its calibration and the registered test rest on that file.</source>
        <translation>나중 모델에 1/3 가중을 주는 계열은 봉인되지 않은 council-league.json에서 옵니다(5.3절): 여기서는 명시된 확률 중 {count}개에 1/3 가중을 주므로, 합의와 그 보정, 등록된 검정은 그 파일에 기대고 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>AI against the crowd: {contracts} contracts ({unverified} on unverified lines, not used); primary = sealed volume ≥ ${floor}</source>
        <translation>
            <numerusform>AI 대 군중: 계약 {contracts}개 (검증되지 않은 줄의 {unverified}개는 사용 안 함); 기본 = 봉인된 거래량 ≥ ${floor}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} {scored} scored: crowd {crowd}, seats {seats}, gap {gap}, d {d} → {reading}</source>
        <translation>{name} {scored}개 채점: 군중 {crowd}, 좌석 {seats}, 차이 {gap}, d {d} → {reading}</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>기본</translation>
    </message>
    <message>
        <source>thin</source>
        <translation>얇음</translation>
    </message>
    <message>
        <source>not enough resolved contracts</source>
        <translation>결과가 나온 계약이 부족함</translation>
    </message>
    <message>
        <source>no edge (gap &lt;= 2d)</source>
        <translation>우위 없음 (차이 &lt;= 2d)</translation>
    </message>
    <message>
        <source>seats ahead</source>
        <translation>좌석이 앞섬</translation>
    </message>
    <message>
        <source>crowd ahead</source>
        <translation>군중이 앞섬</translation>
    </message>
    <message>
        <source>Registered test (Section 8): paired gain of the consensus over the base rate, G_s = mean of (q - y)^2 - (p - y)^2 over the session's 1-day events</source>
        <translation>등록된 검정 (8절): 기저율 대비 합의의 쌍 이득, G_s = 세션의 1일 사건에 대한 (q - y)^2 - (p - y)^2의 평균</translation>
    </message>
    <message numerus="yes">
        <source>estimate {estimate} over {sessions} sessions; {ci95}; {ci90} (margin ±{margin}; moving blocks of 5 sessions, {resamples} resamples, seed 20261102)</source>
        <translation>
            <numerusform>추정치 {estimate} (세션 {sessions}개); {ci95}; {ci90} (여유 ±{margin}; 5세션 이동 블록, {resamples}회 재표본, 시드 20261102)</numerusform>
        </translation>
    </message>
    <message>
        <source>{level} interval {low} to {high}</source>
        <translation>{level} 구간 {low} ~ {high}</translation>
    </message>
    <message>
        <source>no interval</source>
        <translation>구간 없음</translation>
    </message>
    <message numerus="yes">
        <source>design window: {count} sessions with a G_s, shown but not read</source>
        <translation>
            <numerusform>설계 창: G_s가 있는 세션 {count}개, 보여 주지만 읽지 않음</numerusform>
        </translation>
    </message>
    <message>
        <source>Disagreement (secondary): {reading}</source>
        <translation>불일치 (보조): {reading}</translation>
    </message>
    <message numerus="yes">
        <source>top minus bottom tercile, mean over {markets} markets: {estimate}; {ci95}</source>
        <translation>
            <numerusform>상위 삼분위 빼기 하위 삼분위, 시장 {markets}개 평균: {estimate}; {ci95}</numerusform>
        </translation>
    </message>
    <message>
        <source>Claims ladder (Section 3.12, Table B1): {sentence}</source>
        <translation>주장의 사다리 (3.12절, 표 B1): {sentence}</translation>
    </message>
    <message>
        <source>{number} {name}: {state}. {evidence}</source>
        <translation>{number} {name}: {state}. {evidence}</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>도달함</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>도달하지 못함</translation>
    </message>
    <message>
        <source>to reach it: {how}</source>
        <translation>도달하려면: {how}</translation>
    </message>
    <message>
        <source>Independent prices: none given (--prices FILE reconciles every verified row with your own price file).</source>
        <translation>독립 가격: 주어지지 않음 (--prices FILE은 검증된 모든 행을 자신의 가격 파일과 대조합니다).</translation>
    </message>
    <message>
        <source>Independent prices: {sentence}</source>
        <translation>독립 가격: {sentence}</translation>
    </message>
    <message>
        <source>run {run} {seat} line {line} {asset} {horizon} {field}: league {league}, price file {recomputed}</source>
        <translation>실행 {run} {seat} {line}번째 줄 {asset} {horizon} {field}: 리그 {league}, 가격 파일 {recomputed}</translation>
    </message>
    <message numerus="yes">
        <source>… and {count} more (see --json).</source>
        <translation>
            <numerusform>… 그리고 {count}개 더 (--json 참조).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known; {flagged} flagged (margin below the anchor's uncertainty)</source>
        <translation>
            <numerusform>결과까지의 여유: 집계된 {rows}개 행 중 {anchored}개가 결과가 알려지기 전에 고정됨; {flagged}개 표시됨 (여유가 앵커의 불확실성보다 작음)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known (the statistics above use only these rows); {flagged} flagged (margin below the anchor's uncertainty)</source>
        <translation>
            <numerusform>결과까지의 여유: 집계된 {rows}개 행 중 {anchored}개가 결과가 알려지기 전에 고정됨 (위의 통계는 이 행만 사용); {flagged}개 표시됨 (여유가 앵커의 불확실성보다 작음)</numerusform>
        </translation>
    </message>
    <message>
        <source>Climatology benchmark: {state} (content hash checked)</source>
        <translation>기후값 기준: {state} (내용 해시 확인함)</translation>
    </message>
    <message>
        <source>BSS and K_clim are computed against a climatology that hashes to {recomputed}…, not the value the paper printed ({paper}…): only its own file's hash checks it, and nothing fixed it before the season (Section 4.3).</source>
        <translation>BSS와 K_clim은 해시가 {recomputed}…인 기후값에 대해 계산되며, 이는 논문이 인쇄한 값({paper}…)이 아닙니다. 자기 파일의 해시만 이를 검사하고, 시즌 전에 이를 고정한 것은 없습니다(4.3절).</translation>
    </message>
    <message>
        <source>Climatology benchmark: {state} ({reason})</source>
        <translation>기후값 기준: {state} ({reason})</translation>
    </message>
    <message>
        <source>used</source>
        <translation>사용함</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>사용 안 함</translation>
    </message>
    <message>
        <source>Recount: not checked — {reason}</source>
        <translation>재계산: 확인 안 함 — {reason}</translation>
    </message>
    <message>
        <source>council-stats.json is not a JSON object.</source>
        <translation>council-stats.json이 JSON 객체가 아닙니다.</translation>
    </message>
    <message>
        <source>council-stats.json publishes no figure the app can recount.</source>
        <translation>council-stats.json에는 앱이 재계산할 수 있는 수치가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Recount of the published figures: {matched} of {compared} reproduced (tolerance {tolerance}); {differ} differ.</source>
        <translation>
            <numerusform>게시된 수치 재계산: {compared}개 중 {matched}개 재현됨 (허용 오차 {tolerance}); {differ}개 다름.</numerusform>
        </translation>
    </message>
    <message>
        <source>{figure}: published {published}, recounted {recomputed}</source>
        <translation>{figure}: 게시 {published}, 재계산 {recomputed}</translation>
    </message>
    <message>
        <source>{figure}: published {published}, recounted {recomputed} (difference {difference})</source>
        <translation>{figure}: 게시 {published}, 재계산 {recomputed} (차이 {difference})</translation>
    </message>
    <message>
        <source>The operator's own script (never run by this app): {command}</source>
        <translation>운영자 자신의 스크립트 (이 앱은 절대 실행하지 않음): {command}</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>answer_not_counted</source>
        <translation>좌석의 첫 번째 올바른 형식의 답변이 아님</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>정정으로 복원됨</translation>
    </message>
    <message>
        <source>differs_from_book</source>
        <translation>장부 줄과 다른 확률</translation>
    </message>
    <message>
        <source>line_failed</source>
        <translation>장부 줄이 검사에 실패함</translation>
    </message>
    <message>
        <source>line_failed_walk</source>
        <translation>장부 줄이 검사에 실패함</translation>
    </message>
    <message>
        <source>line_malformed</source>
        <translation>줄 번호가 아님</translation>
    </message>
    <message>
        <source>line_mismatch</source>
        <translation>다른 실행 또는 좌석의 장부 줄</translation>
    </message>
    <message>
        <source>line_missing</source>
        <translation>장부에 답변 줄이 없음</translation>
    </message>
    <message>
        <source>line_not_its_own</source>
        <translation>다른 실행 또는 좌석의 장부 줄을 가리킴</translation>
    </message>
    <message>
        <source>line_not_sealed</source>
        <translation>아직 봉인되지 않은 장부 줄</translation>
    </message>
    <message>
        <source>no_answer</source>
        <translation>답변 줄 없음</translation>
    </message>
    <message>
        <source>not_anchored_before_outcome</source>
        <translation>결과 전에 고정되지 않음</translation>
    </message>
    <message>
        <source>not_counted_run</source>
        <translation>집계된 실행이 아님</translation>
    </message>
    <message>
        <source>not_resolved</source>
        <translation>아직 결과 없음</translation>
    </message>
    <message>
        <source>not_same_event</source>
        <translation>별도 사건(자체 기준)</translation>
    </message>
    <message>
        <source>not_stated</source>
        <translation>밝힌 확률 없음</translation>
    </message>
    <message>
        <source>outcome_not_sealed</source>
        <translation>결과가 아직 장부에 봉인되지 않음</translation>
    </message>
    <message>
        <source>sealed_after_open</source>
        <translation>09:30 개장 이후 봉인됨</translation>
    </message>
    <message>
        <source>superseded</source>
        <translation>나중 답변으로 대체됨</translation>
    </message>
    <message>
        <source>run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>1/group</source>
        <translation>1/그룹</translation>
    </message>
    <message>
        <source>dev50</source>
        <translation>편차50</translation>
    </message>
    <message>
        <source>eig.share</source>
        <translation>고유값 비중</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>행</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>제외</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>좌석</translation>
    </message>
    <message>
        <source>sess</source>
        <translation>세션</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 구간</translation>
    </message>
    <message>
        <source>no-draw</source>
        <translation>무승부 제외</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>제외</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>빈 칸</translation>
    </message>
    <message>
        <source>no ans</source>
        <translation>무응답</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>in 40-60</source>
        <translation>40-60 안</translation>
    </message>
    <message>
        <source>dispersion</source>
        <translation>분산</translation>
    </message>
    <message>
        <source>markets</source>
        <translation>시장</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>결과 있음</translation>
    </message>
    <message>
        <source>all wrong</source>
        <translation>모두 틀림</translation>
    </message>
    <message>
        <source>minority right</source>
        <translation>소수가 맞음</translation>
    </message>
    <message>
        <source>anchored</source>
        <translation>고정됨</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>표시됨</translation>
    </message>
    <message>
        <source>no bound</source>
        <translation>한계 없음</translation>
    </message>
    <message>
        <source>min h</source>
        <translation>최소 h</translation>
    </message>
    <message>
        <source>median h</source>
        <translation>중앙값 h</translation>
    </message>
</context>
</TS>
