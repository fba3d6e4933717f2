<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>%Ln contract(s) left out: their book lines are not verified.</source>
        <translation>
            <numerusform>%Ln contract left out: its book line is not verified.</numerusform>
            <numerusform>%Ln contracts left out: their book lines are not verified.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{code} ({venue}), volume {volume}
crowd {crowd}% ({rule}), seats&apos; mean {mean}%
resolved: {outcome}; Brier crowd {brier_crowd}, seats {brier_seats}
%Ln seat(s) answered</source>
        <translation>
            <numerusform>{code} ({venue}), volume {volume}
crowd {crowd}% ({rule}), seats&apos; mean {mean}%
resolved: {outcome}; Brier crowd {brier_crowd}, seats {brier_seats}
%Ln seat answered</numerusform>
            <numerusform>{code} ({venue}), volume {volume}
crowd {crowd}% ({rule}), seats&apos; mean {mean}%
resolved: {outcome}; Brier crowd {brier_crowd}, seats {brier_seats}
%Ln seats answered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The two copies are identical: %Ln file(s), byte for byte.</source>
        <translation>
            <numerusform>The two copies are identical: %Ln file, byte for byte.</numerusform>
            <numerusform>The two copies are identical: %Ln files, byte for byte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) are identical</source>
        <translation>
            <numerusform>%Ln file is identical</numerusform>
            <numerusform>%Ln files are identical</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln differ(s)</source>
        <translation>
            <numerusform>%Ln differs</numerusform>
            <numerusform>%Ln differ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only in the first copy</source>
        <translation>
            <numerusform>%Ln only in the first copy</numerusform>
            <numerusform>%Ln only in the first copy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only in the second.</source>
        <translation>
            <numerusform>%Ln only in the second.</numerusform>
            <numerusform>%Ln only in the second.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more changed text file(s) were not read line by line (the first differing line is looked for in the first {read} only); they are listed above as differing.</source>
        <translation>
            <numerusform>%Ln more changed text file was not read line by line (the first differing line is looked for in the first {read} only); it is listed above as differing.</numerusform>
            <numerusform>%Ln more changed text files were not read line by line (the first differing line is looked for in the first {read} only); they are listed above as differing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s).</source>
        <translation>
            <numerusform>… and %Ln more problem.</numerusform>
            <numerusform>… and %Ln more problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… and %Ln more</numerusform>
            <numerusform>… and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the book&apos;s %Ln line(s) is verified.</source>
        <translation>
            <numerusform>The book&apos;s %Ln line is not verified.</numerusform>
            <numerusform>None of the book&apos;s %Ln lines is verified.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{label}: %Ln stamped list(s), verdict: {verdict}.</source>
        <translation>
            <numerusform>{label}: %Ln stamped list, verdict: {verdict}.</numerusform>
            <numerusform>{label}: %Ln stamped lists, verdict: {verdict}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), match</source>
        <translation>
            <numerusform>%Ln line, match</numerusform>
            <numerusform>%Ln lines, match</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), DO NOT MATCH</source>
        <translation>
            <numerusform>%Ln line, DOES NOT MATCH</numerusform>
            <numerusform>%Ln lines, DO NOT MATCH</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s), book not provided</source>
        <translation>
            <numerusform>%Ln line, book not provided</numerusform>
            <numerusform>%Ln lines, book not provided</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading the %Ln line(s) this seal covers…</source>
        <translation>
            <numerusform>Reading the %Ln line this seal covers…</numerusform>
            <numerusform>Reading the %Ln lines this seal covers…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln whose book line is NOT SEALED YET</source>
        <translation>
            <numerusform>%Ln whose book line is NOT SEALED YET</numerusform>
            <numerusform>%Ln whose book line is NOT SEALED YET</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln whose book line FAILED the check</source>
        <translation>
            <numerusform>%Ln whose book line FAILED the check</numerusform>
            <numerusform>%Ln whose book line FAILED the check</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln that point(s) at the wrong book line (the book line itself verified)</source>
        <translation>
            <numerusform>%Ln that points at the wrong book line (the book line itself verified)</numerusform>
            <numerusform>%Ln that point at the wrong book line (the book line itself verified)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln with no book line</source>
        <translation>
            <numerusform>%Ln with no book line</numerusform>
            <numerusform>%Ln with no book line</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file disagrees with the verified book %Ln time(s) (first: {run} {seat} {market} {horizon}, {column}): every figure here uses the book&apos;s sealed values, not the file&apos;s.</source>
        <translation>
            <numerusform>The forecasts file disagrees with the verified book %Ln time (first: {run} {seat} {market} {horizon}, {column}): every figure here uses the book&apos;s sealed values, not the file&apos;s.</numerusform>
            <numerusform>The forecasts file disagrees with the verified book %Ln times (first: {run} {seat} {market} {horizon}, {column}): every figure here uses the book&apos;s sealed values, not the file&apos;s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the %Ln row(s) anchored before their outcome are used here.</source>
        <translation>
            <numerusform>Only the %Ln row anchored before its outcome is used here.</numerusform>
            <numerusform>Only the %Ln rows anchored before their outcome are used here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lines walked now: %Ln (the new ones only); seals checked now: {seals}; seals you checked before and found unchanged: {known}.</source>
        <translation>
            <numerusform>Lines walked now: %Ln (the new one only); seals checked now: {seals}; seals you checked before and found unchanged: {known}.</numerusform>
            <numerusform>Lines walked now: %Ln (the new ones only); seals checked now: {seals}; seals you checked before and found unchanged: {known}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table lists the first {shown} new seals; %Ln more are not listed here (all are in &apos;verifier-app history PATH --json&apos;).</source>
        <translation>
            <numerusform>The table lists the first {shown} new seals; %Ln more is not listed here (all are in &apos;verifier-app history PATH --json&apos;).</numerusform>
            <numerusform>The table lists the first {shown} new seals; %Ln more are not listed here (all are in &apos;verifier-app history PATH --json&apos;).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bin {bin}: %Ln forecast(s)
mean stated {stated}%, came true {true}%</source>
        <translation>
            <numerusform>bin {bin}: %Ln forecast
mean stated {stated}%, came true {true}%</numerusform>
            <numerusform>bin {bin}: %Ln forecasts
mean stated {stated}%, came true {true}%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>session {session} ({day}): G = {g}, %Ln event(s)</source>
        <translation>
            <numerusform>session {session} ({day}): G = {g}, %Ln event</numerusform>
            <numerusform>session {session} ({day}): G = {g}, %Ln events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>line {line}, {horizon}: {hours} h ({anchor}), %Ln row(s)</source>
        <translation>
            <numerusform>line {line}, {horizon}: {hours} h ({anchor}), %Ln row</numerusform>
            <numerusform>line {line}, {horizon}: {hours} h ({anchor}), %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>N = %Ln seat(s), ρ = {rho}</source>
        <translation>
            <numerusform>N = %Ln seat, ρ = {rho}</numerusform>
            <numerusform>N = %Ln seats, ρ = {rho}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) used</source>
        <translation>
            <numerusform>%Ln pair used</numerusform>
            <numerusform>%Ln pairs used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln skipped</numerusform>
            <numerusform>%Ln skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[{low}, {high}): %Ln forecast(s)</source>
        <translation>
            <numerusform>[{low}, {high}): %Ln forecast</numerusform>
            <numerusform>[{low}, {high}): %Ln forecasts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message numerus="yes">
        <source>level {level} for the {count} development sessions</source>
        <translation>
            <numerusform>level {level} for the {count} development session</numerusform>
            <numerusform>level {level} for the {count} development sessions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the book and {lists} stamped list(s).</source>
        <translation>
            <numerusform>Found the book and {lists} stamped list.</numerusform>
            <numerusform>Found the book and {lists} stamped lists.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Read {lists} stamped list(s) with {claims} book claim(s).</source>
        <translation>
            <numerusform>Read {lists} stamped list with {claims} book claim(s).</numerusform>
            <numerusform>Read {lists} stamped lists with {claims} book claim(s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} stamped prefixes match the book: the sealed lines are exactly the lines you have.</source>
        <translation>
            <numerusform>The {count} stamped prefix matches the book: the sealed lines are exactly the lines you have.</numerusform>
            <numerusform>All {count} stamped prefixes match the book: the sealed lines are exactly the lines you have.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} other book(s) named in the lists were not provided.</source>
        <translation>
            <numerusform>{count} other book named in the lists was not provided.</numerusform>
            <numerusform>{count} other books named in the lists were not provided.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>chain ok: {lines} lines of {path}</source>
        <translation>
            <numerusform>chain ok: {lines} line of {path}</numerusform>
            <numerusform>chain ok: {lines} lines of {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {runs} runs answered exactly the published question text.</source>
        <translation>
            <numerusform>The {runs} run answered exactly the published question text.</numerusform>
            <numerusform>All {runs} runs answered exactly the published question text.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{checked} of {runs} runs checked; the ask text of {missing} run(s) was not provided (first: {first}).</source>
        <translation>
            <numerusform>{checked} of {runs} runs checked; the ask text of {missing} run was not provided (first: {first}).</numerusform>
            <numerusform>{checked} of {runs} runs checked; the ask text of {missing} runs was not provided (first: {first}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} published figures were reproduced from the verified forecasts (within {tolerance}).</source>
        <translation>
            <numerusform>The {count} published figure was reproduced from the verified forecasts (within {tolerance}).</numerusform>
            <numerusform>All {count} published figures were reproduced from the verified forecasts (within {tolerance}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {compared} published figures differ from the app's recount (e.g. {figure}: published {published}, recounted {recomputed}).</source>
        <translation>
            <numerusform>{count} of {compared} published figure differs from the app's recount (e.g. {figure}: published {published}, recounted {recomputed}).</numerusform>
            <numerusform>{count} of {compared} published figures differ from the app's recount (e.g. {figure}: published {published}, recounted {recomputed}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} forecast rows could not be verified against the sealed book and were left out.</source>
        <translation>
            <numerusform>{count} forecast row could not be verified against the sealed book and was left out.</numerusform>
            <numerusform>{count} forecast rows could not be verified against the sealed book and were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{matching} of {total} code files match; {missing} were not provided (first: {first}).</source>
        <translation>
            <numerusform>{matching} of {total} code files match; {missing} was not provided (first: {first}).</numerusform>
            <numerusform>{matching} of {total} code files match; {missing} were not provided (first: {first}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} published code files match arena-code.json.</source>
        <translation>
            <numerusform>The {count} published code file matches arena-code.json.</numerusform>
            <numerusform>All {count} published code files match arena-code.json.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the {count} values of this bundle that the paper prints matches it: this is another league, or the paper's league replaced wholesale.</source>
        <translation>
            <numerusform>The {count} value of this bundle that the paper prints does not match it: this is another league, or the paper's league replaced wholesale.</numerusform>
            <numerusform>None of the {count} values of this bundle that the paper prints matches it: this is another league, or the paper's league replaced wholesale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This bundle is not the one the paper describes: its {what} differs from the one printed in the paper (printed {printed}, this bundle {observed}); {more} more value(s) differ.</source>
        <translation>
            <numerusform>This bundle is not the one the paper describes: its {what} differs from the one printed in the paper (printed {printed}, this bundle {observed}); {more} more value differs.</numerusform>
            <numerusform>This bundle is not the one the paper describes: its {what} differs from the one printed in the paper (printed {printed}, this bundle {observed}); {more} more values differ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} values of this bundle that the paper prints match it.</source>
        <translation>
            <numerusform>The {count} value of this bundle that the paper prints matches it.</numerusform>
            <numerusform>All {count} values of this bundle that the paper prints match it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file agrees with the verified book in all {rows} rows the book speaks to ({columns} columns compared in each).</source>
        <translation>
            <numerusform>The forecasts file agrees with the verified book in the {rows} row the book speaks to ({columns} columns compared).</numerusform>
            <numerusform>The forecasts file agrees with the verified book in all {rows} rows the book speaks to ({columns} columns compared in each).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecasts file disagrees with the verified book {count} time(s); the statistics use the book's values. First: {first}.</source>
        <translation>
            <numerusform>The forecasts file disagrees with the verified book {count} time; the statistics use the book's values. First: {first}.</numerusform>
            <numerusform>The forecasts file disagrees with the verified book {count} times; the statistics use the book's values. First: {first}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows have no sealed score yet, so no outcome of theirs is used.</source>
        <translation>
            <numerusform>{count} row has no sealed score yet, so no outcome of it is used.</numerusform>
            <numerusform>{count} rows have no sealed score yet, so no outcome of theirs is used.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows belong to sessions whose counted run the verified part of the book does not settle: no run of those sessions is counted.</source>
        <translation>
            <numerusform>{count} row belongs to a session whose counted run the verified part of the book does not settle: no run of that session is counted.</numerusform>
            <numerusform>{count} rows belong to sessions whose counted run the verified part of the book does not settle: no run of those sessions is counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows name no verified answer line of their run and seat: the book cannot speak to them, and they enter no statistic.</source>
        <translation>
            <numerusform>{count} row names no verified answer line of its run and seat: the book cannot speak to it, and it enters no statistic.</numerusform>
            <numerusform>{count} rows name no verified answer line of their run and seat: the book cannot speak to them, and they enter no statistic.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}).</source>
        <translation>
            <numerusform>{anchored} of {total} seal is anchored in block headers that check out (first: height {height}, header time {time}).</numerusform>
            <numerusform>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}, existed no later than {bound}).</source>
        <translation>
            <numerusform>{anchored} of {total} seal is anchored in block headers that check out (first: height {height}, header time {time}, existed no later than {bound}).</numerusform>
            <numerusform>{anchored} of {total} seals are anchored in block headers that check out (first: height {height}, header time {time}, existed no later than {bound}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) have no checked anchor yet ({pending} pending): their time is not proven.</source>
        <translation>
            <numerusform>{count} seal has no checked anchor yet ({pending} pending): its time is not proven.</numerusform>
            <numerusform>{count} seals have no checked anchor yet ({pending} pending): their time is not proven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{logged} of {total} seals are in the transparency log.</source>
        <translation>
            <numerusform>{logged} of {total} seal is in the transparency log.</numerusform>
            <numerusform>{logged} of {total} seals are in the transparency log.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) were not found or not checked.</source>
        <translation>
            <numerusform>{count} seal was not found or not checked.</numerusform>
            <numerusform>{count} seals were not found or not checked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} entry(ies) give a time that the log did not sign (no signed entry timestamp): those times prove nothing and are not used.</source>
        <translation>
            <numerusform>{count} entry gives a time that the log did not sign (no signed entry timestamp): that time proves nothing and is not used.</numerusform>
            <numerusform>{count} entries give a time that the log did not sign (no signed entry timestamp): those times prove nothing and are not used.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Log keys from Sigstore's trusted root ({source}), taken {fetched}, {age} days ago.</source>
        <translation>
            <numerusform>Log keys from Sigstore's trusted root ({source}), taken {fetched}, {age} day ago.</numerusform>
            <numerusform>Log keys from Sigstore's trusted root ({source}), taken {fetched}, {age} days ago.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bad} of {total} tokens fail. {reason}</source>
        <translation>
            <numerusform>{bad} of {total} token fails. {reason}</numerusform>
            <numerusform>{bad} of {total} tokens fail. {reason}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{valid} of {total} tokens on {with_tokens} of {seals} seals are valid signatures over their list.</source>
        <translation>
            <numerusform>{valid} of {total} token on {with_tokens} of {seals} seals is a valid signature over its list.</numerusform>
            <numerusform>{valid} of {total} tokens on {with_tokens} of {seals} seals are valid signatures over their list.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{late} token(s) were signed after the session's 09:30 New York open: they cannot show that the lines they first cover came before it.</source>
        <translation>
            <numerusform>{late} token was signed after the session's 09:30 New York open: it cannot show that the lines it first covers came before it.</numerusform>
            <numerusform>{late} tokens were signed after the session's 09:30 New York open: they cannot show that the lines they first cover came before it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no reading yet: too few sessions for an interval (at least {count} needed)</source>
        <translation>
            <numerusform>no reading yet: too few sessions for an interval (at least {count} needed)</numerusform>
            <numerusform>no reading yet: too few sessions for an interval (at least {count} needed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw flags of {count} rows were not compared: the price file lacks the minute bars of the four sessions before their reference, from which the draw band is computed.</source>
        <translation>
            <numerusform>The draw flag of {count} row was not compared: the price file lacks the minute bars of the four sessions before its reference, from which the draw band is computed.</numerusform>
            <numerusform>The draw flags of {count} rows were not compared: the price file lacks the minute bars of the four sessions before their reference, from which the draw band is computed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rows could not be priced ({reasons})</source>
        <translation>
            <numerusform>{count} row could not be priced ({reasons})</numerusform>
            <numerusform>{count} rows could not be priced ({reasons})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In all {count} session(s) the counted run follows a rule declared before the runs and applied to sealed times only.</source>
        <translation>
            <numerusform>In the {count} session the counted run follows a rule declared before the runs and applied to sealed times only.</numerusform>
            <numerusform>In all {count} sessions the counted run follows a rule declared before the runs and applied to sealed times only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In {count} session(s) the counted run rests on a rule sealed after the runs, so the operator could have chosen among them; first {day}: {said}</source>
        <translation>
            <numerusform>In {count} session the counted run rests on a rule sealed after the runs, so the operator could have chosen among them; first {day}: {said}</numerusform>
            <numerusform>In {count} sessions the counted run rests on a rule sealed after the runs, so the operator could have chosen among them; first {day}: {said}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: in {count} session(s) which run counts cannot be told from a declared rule; first {day}: {said}</source>
        <translation>
            <numerusform>Not checked: in {count} session which run counts cannot be told from a declared rule; first {day}: {said}</numerusform>
            <numerusform>Not checked: in {count} sessions which run counts cannot be told from a declared rule; first {day}: {said}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In {count} session(s) the counted run's rule holds with a caveat; first {day}: {said}</source>
        <translation>
            <numerusform>In {count} session the counted run's rule holds with a caveat; first {day}: {said}</numerusform>
            <numerusform>In {count} sessions the counted run's rule holds with a caveat; first {day}: {said}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} counted answer lines were sealed before their session's 09:30 New York open.</source>
        <translation>
            <numerusform>The {count} counted answer line was sealed before its session's 09:30 New York open.</numerusform>
            <numerusform>All {count} counted answer lines were sealed before their session's 09:30 New York open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} counted answer lines were sealed before their session's 09:30 New York open, or after it with their own sealed reference (separate events: {separate}).</source>
        <translation>
            <numerusform>The {count} counted answer line was sealed before its session's 09:30 New York open, or after it with its own sealed reference (separate events: {separate}).</numerusform>
            <numerusform>All {count} counted answer lines were sealed before their session's 09:30 New York open, or after it with their own sealed reference (separate events: {separate}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} counted answer line(s) sealed after the 09:30 New York open with no own reference in the book: {lines}.</source>
        <translation>
            <numerusform>{count} counted answer line sealed after the 09:30 New York open with no own reference in the book: {lines}.</numerusform>
            <numerusform>{count} counted answer lines sealed after the 09:30 New York open with no own reference in the book: {lines}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} counted answer line(s) sealed after the 09:30 New York open with no own reference in the book: {lines}, and {more} more.</source>
        <translation>
            <numerusform>{count} counted answer line sealed after the 09:30 New York open with no own reference in the book: {lines}, and {more} more.</numerusform>
            <numerusform>{count} counted answer lines sealed after the 09:30 New York open with no own reference in the book: {lines}, and {more} more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} answer line(s) were sealed after the open, and whether they count cannot be told without the declaration (asks.jsonl line 1); first: line {line}.</source>
        <translation>
            <numerusform>{count} answer line was sealed after the open, and whether it counts cannot be told without the declaration (asks.jsonl line 1); first: line {line}.</numerusform>
            <numerusform>{count} answer lines were sealed after the open, and whether they count cannot be told without the declaration (asks.jsonl line 1); first: line {line}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The seal time of {count} counted answer line(s) is not established (first: line {line}), so the claim is not checked for them.</source>
        <translation>
            <numerusform>The seal time of {count} counted answer line is not established (first: line {line}), so the claim is not checked for it.</numerusform>
            <numerusform>The seal time of {count} counted answer lines is not established (first: line {line}), so the claim is not checked for them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the {count} asks of the asks chain names a run line of the book; {missing} expected answers were not sealed (reported, not judged).</source>
        <translation>
            <numerusform>The {count} ask of the asks chain names a run line of the book; {missing} expected answers were not sealed (reported, not judged).</numerusform>
            <numerusform>Each of the {count} asks of the asks chain names a run line of the book; {missing} expected answers were not sealed (reported, not judged).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} run(s) were asked and never sealed in the book: {runs}. The operator could have asked again and kept the answers it liked (requirement 13).</source>
        <translation>
            <numerusform>{count} run was asked and never sealed in the book: {runs}. The operator could have asked again and kept the answers it liked (requirement 13).</numerusform>
            <numerusform>{count} runs were asked and never sealed in the book: {runs}. The operator could have asked again and kept the answers it liked (requirement 13).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In {count} run(s) a seat answered that the register of expected answers did not name (first: run {run}, seats {seats}).</source>
        <translation>
            <numerusform>In {count} run a seat answered that the register of expected answers did not name (first: run {run}, seats {seats}).</numerusform>
            <numerusform>In {count} runs a seat answered that the register of expected answers did not name (first: run {run}, seats {seats}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} answer lines seal their model (or a salted commitment to it); the event contract's own fields are checked by the league's conformance script, which this app does not run.</source>
        <translation>
            <numerusform>The {count} answer line seals its model (or a salted commitment to it); the event contract's own fields are checked by the league's conformance script, which this app does not run.</numerusform>
            <numerusform>All {count} answer lines seal their model (or a salted commitment to it); the event contract's own fields are checked by the league's conformance script, which this app does not run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} answer line(s) seal no model and no commitment to one (first: line {line}).</source>
        <translation>
            <numerusform>{count} answer line seals no model and no commitment to one (first: line {line}).</numerusform>
            <numerusform>{count} answer lines seal no model and no commitment to one (first: line {line}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the {count} asks of the asks chain names a run line of the book.</source>
        <translation>
            <numerusform>The {count} ask of the asks chain names a run line of the book.</numerusform>
            <numerusform>Each of the {count} asks of the asks chain names a run line of the book.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} run(s) were asked and never sealed in the book.</source>
        <translation>
            <numerusform>{count} run was asked and never sealed in the book.</numerusform>
            <numerusform>{count} runs were asked and never sealed in the book.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} answer(s) waited longer than the declared {limit} between arrival and seal (first: line {line}; median {median}, longest {longest}).</source>
        <translation>
            <numerusform>{count} answer waited longer than the declared {limit} between arrival and seal (first: line {line}; median {median}, longest {longest}).</numerusform>
            <numerusform>{count} answers waited longer than the declared {limit} between arrival and seal (first: line {line}; median {median}, longest {longest}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} asks are sealed in the asks chain with their register of expected answers.</source>
        <translation>
            <numerusform>The {count} ask is sealed in the asks chain with its register of expected answers.</numerusform>
            <numerusform>All {count} asks are sealed in the asks chain with their register of expected answers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ask(s) carry no register of expected answers (seats, markets, horizons, deadline).</source>
        <translation>
            <numerusform>{count} ask carries no register of expected answers (seats, markets, horizons, deadline).</numerusform>
            <numerusform>{count} asks carry no register of expected answers (seats, markets, horizons, deadline).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The log names {count} more entries for this list that were not fetched (only the first {taken} are), so not every entry was checked.</source>
        <translation>
            <numerusform>The log names {count} more entry for this list that was not fetched (only the first {taken} are), so not every entry was checked.</numerusform>
            <numerusform>The log names {count} more entries for this list that were not fetched (only the first {taken} are), so not every entry was checked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trusted root in use was taken {age} days ago: a newer log key may be missing from it.</source>
        <translation>
            <numerusform>The trusted root in use was taken {age} day ago: a newer log key may be missing from it.</numerusform>
            <numerusform>The trusted root in use was taken {age} days ago: a newer log key may be missing from it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} log entries are signed by the same key, fingerprint {key}.</source>
        <translation>
            <numerusform>The {count} log entry is signed by the key with fingerprint {key}.</numerusform>
            <numerusform>All {count} log entries are signed by the same key, fingerprint {key}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {total} log entries are signed by the key with fingerprint {key}.</source>
        <translation>
            <numerusform>{count} of {total} log entry is signed by the key with fingerprint {key}.</numerusform>
            <numerusform>{count} of {total} log entries are signed by the key with fingerprint {key}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} seal(s) are signed by a different key: {seals} (the operator's key changed, or someone else logged those lists).</source>
        <translation>
            <numerusform>{count} seal is signed by a different key: {seals} (the operator's key changed, or someone else logged that list).</numerusform>
            <numerusform>{count} seals are signed by a different key: {seals} (the operator's key changed, or someone else logged those lists).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} entries name no signer that could be read.</source>
        <translation>
            <numerusform>{count} entry names no signer that could be read.</numerusform>
            <numerusform>{count} entries name no signer that could be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} such entries in all.</source>
        <translation>
            <numerusform>{count} such entry in all.</numerusform>
            <numerusform>{count} such entries in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked in full: {count} entries signed by the league's key were not fetched (too many).</source>
        <translation>
            <numerusform>Not checked in full: {count} entry signed by the league's key was not fetched (too many).</numerusform>
            <numerusform>Not checked in full: {count} entries signed by the league's key were not fetched (too many).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: {count} entries signed by the league's key hold lists this bundle does not hold, and the log signed no time for them, so whether they fall in the season is not known.</source>
        <translation>
            <numerusform>Not checked: {count} entry signed by the league's key holds a list this bundle does not hold, and the log signed no time for it, so whether it falls in the season is not known.</numerusform>
            <numerusform>Not checked: {count} entries signed by the league's key hold lists this bundle does not hold, and the log signed no time for them, so whether they fall in the season is not known.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All {count} entries the league's key signed in the season are lists of this bundle.</source>
        <translation>
            <numerusform>The {count} entry the league's key signed in the season is a list of this bundle.</numerusform>
            <numerusform>All {count} entries the league's key signed in the season are lists of this bundle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>time anchors {done} of {total}</source>
        <translation>
            <numerusform>time anchors {done} of {total}</numerusform>
            <numerusform>time anchors {done} of {total}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} witness statement(s) agree: this bundle's book extends every prefix they saw.</source>
        <translation>
            <numerusform>{count} witness statement agrees: this bundle's book extends every prefix it saw.</numerusform>
            <numerusform>{count} witness statements agree: this bundle's book extends every prefix they saw.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not checked: the folder holds {count} more witness statement(s) that were not read (only the first {read} in name order are); of those read, {agreed} agree, but an unread one may contradict the book. Split the folder to check them all.</source>
        <translation>
            <numerusform>Not checked: the folder holds {count} more witness statement that was not read (only the first {read} in name order are); of those read, {agreed} agree, but an unread one may contradict the book. Split the folder to check them all.</numerusform>
            <numerusform>Not checked: the folder holds {count} more witness statements that were not read (only the first {read} in name order are); of those read, {agreed} agree, but an unread one may contradict the book. Split the folder to check them all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and {count} more</source>
        <translation>
            <numerusform>… and {count} more</numerusform>
            <numerusform>… and {count} more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  … and {count} more (see --json)</source>
        <translation>
            <numerusform>  … and {count} more (see --json)</numerusform>
            <numerusform>  … and {count} more (see --json)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seals ({count} stamped lists)</source>
        <translation>
            <numerusform>Seals ({count} stamped list)</numerusform>
            <numerusform>Seals ({count} stamped lists)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In full here: the {count} seal(s) that failed. Every check of every seal, with its sentence, is in the file seals.csv attached to this PDF (open the PDF's attachments), and in the HTML report.</source>
        <translation>
            <numerusform>In full here: the {count} seal that failed. Every check of every seal, with its sentence, is in the file seals.csv attached to this PDF (open the PDF's attachments), and in the HTML report.</numerusform>
            <numerusform>In full here: the {count} seals that failed. Every check of every seal, with its sentence, is in the file seals.csv attached to this PDF (open the PDF's attachments), and in the HTML report.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{day}: {count} seal(s), {failed} failed, {pending} with the Bitcoin proof still pending.</source>
        <translation>
            <numerusform>{day}: {count} seal, {failed} failed, {pending} with the Bitcoin proof still pending.</numerusform>
            <numerusform>{day}: {count} seals, {failed} failed, {pending} with the Bitcoin proof still pending.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{after} min after the seal times the protocol states ({times} New York; only the first {cap} entries of its list are read: {count} more were not)</source>
        <translation>
            <numerusform>{after} min after the seal times the protocol states ({times} New York; only the first {cap} entries of its list are read: {count} more was not)</numerusform>
            <numerusform>{after} min after the seal times the protocol states ({times} New York; only the first {cap} entries of its list are read: {count} more were not)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unchanged since your check of {time}: lines 1–{lines}; new: lines {first}–{last}, {seals} new seal(s).</source>
        <translation>
            <numerusform>Unchanged since your check of {time}: lines 1–{lines}; new: lines {first}–{last}, {seals} new seal.</numerusform>
            <numerusform>Unchanged since your check of {time}: lines 1–{lines}; new: lines {first}–{last}, {seals} new seals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unchanged since your check of {time}: lines 1–{lines}; no new line, {seals} new seal(s).</source>
        <translation>
            <numerusform>Unchanged since your check of {time}: lines 1–{lines}; no new line, {seals} new seal.</numerusform>
            <numerusform>Unchanged since your check of {time}: lines 1–{lines}; no new line, {seals} new seals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step 7 recounted the {count} run(s) the new lines touch and took every other run as counted at your check of {time} (kept in the cache folder, signed with your key).</source>
        <translation>
            <numerusform>Step 7 recounted the {count} run the new lines touch and took every other run as counted at your check of {time} (kept in the cache folder, signed with your key).</numerusform>
            <numerusform>Step 7 recounted the {count} runs the new lines touch and took every other run as counted at your check of {time} (kept in the cache folder, signed with your key).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your history holds {count} check(s).</source>
        <translation>
            <numerusform>Your history holds {count} check.</numerusform>
            <numerusform>Your history holds {count} checks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{time}  {source}: {lines} lines of {book}, {seals} seal(s)</source>
        <translation>
            <numerusform>{time}  {source}: {lines} lines of {book}, {seals} seal</numerusform>
            <numerusform>{time}  {source}: {lines} lines of {book}, {seals} seals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} log entries</source>
        <translation>
            <numerusform>{count} log entry</numerusform>
            <numerusform>{count} log entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} block headers</source>
        <translation>
            <numerusform>{count} block header</numerusform>
            <numerusform>{count} block headers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, {count} upgraded Bitcoin proof(s)</source>
        <translation>
            <numerusform>, {count} upgraded Bitcoin proof</numerusform>
            <numerusform>, {count} upgraded Bitcoin proofs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The range {range} is longer than {days} days.</source>
        <translation>
            <numerusform>The range {range} is longer than {days} day.</numerusform>
            <numerusform>The range {range} is longer than {days} days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gave up on {count} file(s) when the {deadline} s allowed for the whole download ran out: {named}. Run fetch again to resume, or allow more time with --deadline.</source>
        <translation>
            <numerusform>Gave up on {count} file when the {deadline} s allowed for the whole download ran out: {named}. Run fetch again to resume, or allow more time with --deadline.</numerusform>
            <numerusform>Gave up on {count} files when the {deadline} s allowed for the whole download ran out: {named}. Run fetch again to resume, or allow more time with --deadline.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old}. Both copies are kept.</source>
        <translation>
            <numerusform>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old}. Both copies are kept.</numerusform>
            <numerusform>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old}. Both copies are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old} (and line {line} differs). Both copies are kept.</source>
        <translation>
            <numerusform>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old} (and line {line} differs). Both copies are kept.</numerusform>
            <numerusform>The operator removed lines you already had: {relpath} now has {new} lines, your earlier copy had {old} (and line {line} differs). Both copies are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The operator changed lines you already had: line {line} (and {more} more: {listed}) of {relpath} differs from your earlier copy. Both copies are kept.</source>
        <translation>
            <numerusform>The operator changed lines you already had: line {line} (and {more} more: {listed}) of {relpath} differs from your earlier copy. Both copies are kept.</numerusform>
            <numerusform>The operator changed lines you already had: line {line} (and {more} more: {listed}) of {relpath} differs from your earlier copy. Both copies are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{relpath} grew from {old} to {new} lines; the {old} lines you had are unchanged, byte for byte.</source>
        <translation>
            <numerusform>{relpath} grew from {old} to {new} lines; the {old} lines you had are unchanged, byte for byte.</numerusform>
            <numerusform>{relpath} grew from {old} to {new} lines; the {old} lines you had are unchanged, byte for byte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} fetched</source>
        <translation>
            <numerusform>{count} fetched</numerusform>
            <numerusform>{count} fetched</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} unchanged</source>
        <translation>
            <numerusform>{count} unchanged</numerusform>
            <numerusform>{count} unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} updated</source>
        <translation>
            <numerusform>{count} updated</numerusform>
            <numerusform>{count} updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} rewritten</source>
        <translation>
            <numerusform>{count} rewritten</numerusform>
            <numerusform>{count} rewritten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} not offered</source>
        <translation>
            <numerusform>{count} not offered</numerusform>
            <numerusform>{count} not offered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} missing</source>
        <translation>
            <numerusform>{count} missing</numerusform>
            <numerusform>{count} missing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} failed</source>
        <translation>
            <numerusform>{count} failed</numerusform>
            <numerusform>{count} failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} refused</source>
        <translation>
            <numerusform>{count} refused</numerusform>
            <numerusform>{count} refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} given up</source>
        <translation>
            <numerusform>{count} given up</numerusform>
            <numerusform>{count} given up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[{done}/{total}] {label}: {size} bytes</source>
        <translation>
            <numerusform>[{done}/{total}] {label}: {size} bytes</numerusform>
            <numerusform>[{done}/{total}] {label}: {size} bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[{done}/{total}] {label}: {got} of {size} bytes</source>
        <translation>
            <numerusform>[{done}/{total}] {label}: {got} of {size} bytes</numerusform>
            <numerusform>[{done}/{total}] {label}: {got} of {size} bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taken {fetched}, {age} days ago.</source>
        <translation>
            <numerusform>Taken {fetched}, {age} day ago.</numerusform>
            <numerusform>Taken {fetched}, {age} days ago.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taken {fetched}, {age} days ago, more than {limit}: a newer log key may be missing from it.</source>
        <translation>
            <numerusform>Taken {fetched}, {age} day ago, more than {limit}: a newer log key may be missing from it.</numerusform>
            <numerusform>Taken {fetched}, {age} days ago, more than {limit}: a newer log key may be missing from it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trusted root was updated from Sigstore's TUF repository ({host}) and verified by TUF: {count} transparency logs, taken {fetched}.</source>
        <translation>
            <numerusform>The trusted root was updated from Sigstore's TUF repository ({host}) and verified by TUF: {count} transparency log, taken {fetched}.</numerusform>
            <numerusform>The trusted root was updated from Sigstore's TUF repository ({host}) and verified by TUF: {count} transparency logs, taken {fetched}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answers kept in the book, not counted: {lines} line(s) ({rule})</source>
        <translation>
            <numerusform>answers kept in the book, not counted: {lines} line(s) ({rule})</numerusform>
            <numerusform>answers kept in the book, not counted: {lines} line(s) ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Independent voices, N_eff = n / (1 + (n-1)·rho) ({count} run x horizon; last {shown} shown)</source>
        <translation>
            <numerusform>Independent voices, N_eff = n / (1 + (n-1)·rho) ({count} run x horizon; last {shown} shown)</numerusform>
            <numerusform>Independent voices, N_eff = n / (1 + (n-1)·rho) ({count} run x horizon; last {shown} shown)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>AI against the crowd: {contracts} contracts ({unverified} on unverified lines, not used); primary = sealed volume ≥ ${floor}</source>
        <translation>
            <numerusform>AI against the crowd: {contracts} contracts ({unverified} on unverified lines, not used); primary = sealed volume ≥ ${floor}</numerusform>
            <numerusform>AI against the crowd: {contracts} contracts ({unverified} on unverified lines, not used); primary = sealed volume ≥ ${floor}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>estimate {estimate} over {sessions} sessions; {ci95}; {ci90} (margin ±{margin}; moving blocks of 5 sessions, {resamples} resamples, seed 20261102)</source>
        <translation>
            <numerusform>estimate {estimate} over {sessions} sessions; {ci95}; {ci90} (margin ±{margin}; moving blocks of 5 sessions, {resamples} resamples, seed 20261102)</numerusform>
            <numerusform>estimate {estimate} over {sessions} sessions; {ci95}; {ci90} (margin ±{margin}; moving blocks of 5 sessions, {resamples} resamples, seed 20261102)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>design window: {count} sessions with a G_s, shown but not read</source>
        <translation>
            <numerusform>design window: {count} sessions with a G_s, shown but not read</numerusform>
            <numerusform>design window: {count} sessions with a G_s, shown but not read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>top minus bottom tercile, mean over {markets} markets: {estimate}; {ci95}</source>
        <translation>
            <numerusform>top minus bottom tercile, mean over {markets} markets: {estimate}; {ci95}</numerusform>
            <numerusform>top minus bottom tercile, mean over {markets} markets: {estimate}; {ci95}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and {count} more (see --json).</source>
        <translation>
            <numerusform>… and {count} more (see --json).</numerusform>
            <numerusform>… and {count} more (see --json).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known; {flagged} flagged (margin below the anchor's uncertainty)</source>
        <translation>
            <numerusform>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known; {flagged} flagged (margin below the anchor's uncertainty)</numerusform>
            <numerusform>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known; {flagged} flagged (margin below the anchor's uncertainty)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known (the statistics above use only these rows); {flagged} flagged (margin below the anchor's uncertainty)</source>
        <translation>
            <numerusform>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known (the statistics above use only these rows); {flagged} flagged (margin below the anchor's uncertainty)</numerusform>
            <numerusform>Margin to the outcome: {anchored} of {rows} counted rows anchored before their outcome was known (the statistics above use only these rows); {flagged} flagged (margin below the anchor's uncertainty)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recount of the published figures: {matched} of {compared} reproduced (tolerance {tolerance}); {differ} differ.</source>
        <translation>
            <numerusform>Recount of the published figures: {matched} of {compared} reproduced (tolerance {tolerance}); {differ} differ.</numerusform>
            <numerusform>Recount of the published figures: {matched} of {compared} reproduced (tolerance {tolerance}); {differ} differ.</numerusform>
        </translation>
    </message>
</context>
</TS>
