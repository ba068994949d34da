<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>%1 Yay · %2 Nay</source>
        <translation>%1 Ja · %2 Nein</translation>
    </message>
    <message>
        <source>Bill %1</source>
        <translation>Gesetzentwurf %1</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>no votes cast</source>
        <translation>keine Stimmen abgegeben</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s) for %1</source>
        <translation>
            <numerusform>%n Stimme für %1</numerusform>
            <numerusform>%n Stimmen für %1</numerusform>
        </translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Open a &amp;deal with…</source>
        <translation>Ha&amp;ndel anbieten mit…</translation>
    </message>
    <message>
        <source>Open a deal with another player</source>
        <translation>Einen Handel mit einem anderen Spieler beginnen</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Choose an outcome…</source>
        <translation>Ergebnis wählen…</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>as it stands</source>
        <translation>wie sie ist</translation>
    </message>
    <message>
        <source>How do you play %1?</source>
        <translation>Wie spielst du %1?</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="188"/>
        <source>Round %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="197"/>
        <source>Deck: %n bill(s)</source>
        <translation>
            <numerusform>Stapel: %n Gesetzentwurf</numerusform>
            <numerusform>Stapel: %n Gesetzentwürfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="204"/>
        <source>On the floor: %1</source>
        <translation>Zur Abstimmung: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="219"/>
        <source>Passed: %1 · Failed: %2</source>
        <translation>Angenommen: %1 · Abgelehnt: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="225"/>
        <source>Voted: %1 of %2</source>
        <translation>Abgestimmt: %1 von %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="233"/>
        <source>Your token on this bill: %1</source>
        <translation>Dein Marker auf diesem Gesetzentwurf: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="234"/>
        <source>Pledge (Yay)</source>
        <translation>Zusage (Ja)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="234"/>
        <source>anti-Pledge (Nay)</source>
        <translation>Gegenzusage (Nein)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="240"/>
        <source>Deal %1: %2 ⇄ %3 (%4 / %5 bills)</source>
        <translation>Handel %1: %2 ⇄ %3 (%4 / %5 Gesetzentwürfe)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="253"/>
        <source>Open a deal with:</source>
        <translation>Handel eröffnen mit:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="258"/>
        <source>Open a deal with %1</source>
        <translation>Handel mit %1 eröffnen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="266"/>
        <source>Deal %1 with %2: you gave %3, received %4</source>
        <translation>Handel %1 mit %2: du gabst %3, bekamst %4</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="274"/>
        <source>Cancel deal %1</source>
        <translation>Handel %1 aufheben</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="428"/>
        <source>Take %n bill(s): pick from the piles above; the rest come from the deck.</source>
        <translation>
            <numerusform>Nimm %n Gesetzentwurf: wähle aus den Stapeln oben oder nimm ihn vom Nachziehstapel.</numerusform>
            <numerusform>Nimm %n Gesetzentwürfe: wähle aus den Stapeln oben; der Rest kommt vom Nachziehstapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="437"/>
        <source>Pick %n bill(s) from your hand to place On Deck.</source>
        <translation>
            <numerusform>Wähle %n Gesetzentwurf aus deiner Hand für On Deck.</numerusform>
            <numerusform>Wähle %n Gesetzentwürfe aus deiner Hand für On Deck.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="166"/>
        <source>Round %1 · agenda %2 · %3</source>
        <translation>Runde %1 · Agenda %2 · %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="181"/>
        <source>Agenda: %1</source>
        <translation>Agenda: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="206"/>
        <source>%1 offers: %2
and asks for: %3</source>
        <translation>%1 bietet: %2
und verlangt: %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="208"/>
        <location filename="../../desktop/council/board.py" line="209"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="219"/>
        <source>Speaker: %1</source>
        <translation>Sprecher: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="220"/>
        <source>Victory at %1 VP</source>
        <translation>Sieg bei %1 SP</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="224"/>
        <source>Laws in play: %1</source>
        <translation>Geltende Gesetze: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="235"/>
        <location filename="../../desktop/council/board.py" line="242"/>
        <source>Riders: %1</source>
        <translation>Zusätze: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="244"/>
        <source>Outcome: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="248"/>
        <source>Agenda deck (M&apos;aban): top %1, bottom %2</source>
        <translation>Agendastapel (M&apos;aban): oben %1, unten %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="256"/>
        <source>%1 is playing %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="259"/>
        <source>Just happened: %1.</source>
        <translation>Gerade geschehen: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="278"/>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="278"/>
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="320"/>
        <source>Comply (vote as asked)</source>
        <translation>Fügen (wie verlangt abstimmen)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="320"/>
        <source>Refuse (lose a fleet pool token)</source>
        <translation>Verweigern (einen Flottenmarker verlieren)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="347"/>
        <source>Take from neighbour %1:</source>
        <translation>Von Nachbar %1 nehmen:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="424"/>
        <location filename="../../desktop/legislation/board.py" line="296"/>
        <source>Shared screen: no hand is shown.</source>
        <translation>Gemeinsamer Bildschirm: keine Hand wird gezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="428"/>
        <source>Representative Government: every player casts exactly one vote.</source>
        <translation>Repräsentative Regierung: jeder Spieler gibt genau eine Stimme ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="441"/>
        <source>Predictive Intelligence (+3)</source>
        <translation>Vorausschauende Intelligenz (+3)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="445"/>
        <source>Gila: spend TG </source>
        <translation>Gila: HW ausgeben </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="449"/>
        <source>Odlynn Myrr votes </source>
        <translation>Odlynn-Myrr-Stimmen </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="467"/>
        <source>Your planet %1</source>
        <translation>Dein Planet %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="476"/>
        <source>Action card: %1</source>
        <translation>Aktionskarte: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="480"/>
        <source>Promissory notes: %1</source>
        <translation>Schuldscheine: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="486"/>
        <source>Secret objectives: %1</source>
        <translation>Geheime Ziele: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="490"/>
        <source>%1 holds: %2</source>
        <translation>%1 hält: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="492"/>
        <source>no notes</source>
        <translation>keine Schuldscheine</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="512"/>
        <source>&amp;Secret scored…</source>
        <translation>&amp;Geheimes Ziel erfüllt…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="510"/>
        <source>&amp;Transaction…</source>
        <translation>&amp;Transaktion…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="199"/>
        <source>&amp;Offer</source>
        <translation>&amp;Anbieten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="240"/>
        <source>%n more (hover to see all)</source>
        <translation>
            <numerusform>%n weiterer (Maus darüber: alle)</numerusform>
            <numerusform>%n weitere (Maus darüber: alle)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="434"/>
        <source>%1, %n vote(s)</source>
        <translation>
            <numerusform>%1, %n Stimme</numerusform>
            <numerusform>%1, %n Stimmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="514"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="518"/>
        <source>Pass for the &amp;rest of this agenda</source>
        <translation>Für den &amp;Rest dieser Agenda passen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="522"/>
        <source>&amp;Cast votes</source>
        <translation>Stimmen &amp;abgeben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="526"/>
        <source>&amp;Decide</source>
        <translation>&amp;Entscheiden</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="529"/>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="532"/>
        <source>&amp;Refuse</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="534"/>
        <source>&amp;Confirm choice</source>
        <translation>Wahl &amp;bestätigen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="538"/>
        <source>&amp;Done at the table</source>
        <translation>Am Tisch &amp;erledigt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="552"/>
        <source>play a card or pass.</source>
        <translation>spiele eine Karte oder passe.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="552"/>
        <source>nothing to play: pass.</source>
        <translation>nichts zu spielen: passe.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="556"/>
        <source>Votes: %1</source>
        <translation>Stimmen: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="557"/>
        <source>Vote: pick an outcome, then the ready planets to exhaust (running total below).</source>
        <translation>Abstimmen: wähle ein Ergebnis, dann die bereiten Planeten zum Erschöpfen (Summe unten).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="559"/>
        <source>Cast %n vote(s) for %1.</source>
        <translation>
            <numerusform>%n Stimme für %1 abgeben.</numerusform>
            <numerusform>%n Stimmen für %1 abgeben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="575"/>
        <source>Choose %n planet(s) to ready.</source>
        <translation>
            <numerusform>Wähle %n Planeten zum Spielbereitmachen.</numerusform>
            <numerusform>Wähle %n Planeten zum Spielbereitmachen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="576"/>
        <source>Choose %n action card(s) to discard.</source>
        <translation>
            <numerusform>Wähle %n Aktionskarte zum Abwerfen.</numerusform>
            <numerusform>Wähle %n Aktionskarten zum Abwerfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="577"/>
        <source>Place %n command token(s) in your pools.</source>
        <translation>
            <numerusform>Lege %n Kommandomarker in deine Vorräte.</numerusform>
            <numerusform>Lege %n Kommandomarker in deine Vorräte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="579"/>
        <source>Give back %n command token(s) from your pools.</source>
        <translation>
            <numerusform>Gib %n Kommandomarker aus deinen Vorräten zurück.</numerusform>
            <numerusform>Gib %n Kommandomarker aus deinen Vorräten zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="580"/>
        <source>Choose %n agenda(s), each with its outcome.</source>
        <translation>
            <numerusform>Wähle %n Agenda mit ihrem Ergebnis.</numerusform>
            <numerusform>Wähle %n Agenden, jede mit ihrem Ergebnis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="568"/>
        <source>You are the speaker: choose the outcome.</source>
        <translation>Du bist der Sprecher: wähle das Ergebnis.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="573"/>
        <source>Choose the promissory note to give.</source>
        <translation>Wähle den Schuldschein, den du abgibst.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="574"/>
        <source>Genetic Recombination: vote as asked, or refuse.</source>
        <translation>Genetische Rekombination: stimme wie verlangt oder verweigere.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="581"/>
        <source>Choose %1.</source>
        <translation>Wähle %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="588"/>
        <source>Take one card from each neighbour who has any.</source>
        <translation>Nimm von jedem Nachbarn, der welche hat, eine Karte.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="598"/>
        <source>Accept or refuse the transaction.</source>
        <translation>Nimm die Transaktion an oder lehne sie ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="600"/>
        <source>You do not hold all that is asked of you: you can only refuse.</source>
        <translation>Du hast nicht alles, was verlangt wird: du kannst nur ablehnen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="603"/>
        <source>Carry this out on the board, then confirm.</source>
        <translation>Führe das auf dem Spielbrett aus und bestätige dann.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="657"/>
        <source>Not recorded.</source>
        <translation>Nicht eingetragen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="697"/>
        <location filename="../../desktop/council/refusals.py" line="49"/>
        <source>Put something in the transaction first.</source>
        <translation>Lege zuerst etwas in den Handel.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="302"/>
        <source>Your Representative: %1</source>
        <translation>Dein Abgeordneter: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="326"/>
        <source>Your hand is empty.</source>
        <translation>Deine Hand ist leer.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="364"/>
        <source>&amp;Swap</source>
        <translation>&amp;Tauschen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="365"/>
        <source>Don&apos;t swap</source>
        <translation>Nicht tauschen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="367"/>
        <source>S&amp;wap a card…</source>
        <translation>Karte &amp;tauschen…</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="371"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="373"/>
        <source>&amp;Draw</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="375"/>
        <source>&amp;Place On Deck</source>
        <translation>Auf On Deck &amp;legen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="377"/>
        <source>&amp;Put to the vote</source>
        <translation>Zur &amp;Abstimmung stellen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="380"/>
        <source>&amp;Yay</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="381"/>
        <source>&amp;Nay</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="524"/>
        <location filename="../../desktop/legislation/board.py" line="382"/>
        <source>&amp;Abstain</source>
        <translation>&amp;Enthaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="387"/>
        <source>Vote %1</source>
        <translation>%1 stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="393"/>
        <source>&amp;Offer these terms</source>
        <translation>Diese Bedingungen &amp;anbieten</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="394"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="397"/>
        <source>&amp;End turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="400"/>
        <source>&amp;Agree</source>
        <translation>&amp;Zustimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="401"/>
        <source>&amp;Walk away</source>
        <translation>&amp;Aussteigen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="412"/>
        <source>Swap: pick one bill from your hand to discard and one bill from a pile or the deck.</source>
        <translation>Tauschen: wähle einen Gesetzentwurf aus deiner Hand zum Abwerfen und einen von einem Stapel oder dem Nachziehstapel.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="547"/>
        <location filename="../../desktop/legislation/board.py" line="417"/>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="420"/>
        <source>Pick the bills to discard (any number, none to all), then Discard. Nobody sees your choice until everyone has chosen.</source>
        <translation>Wähle die Gesetzentwürfe zum Abwerfen (beliebig viele, keiner bis alle), dann Abwerfen. Niemand sieht deine Wahl, bis alle gewählt haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="423"/>
        <source>&amp;Discard %1</source>
        <translation>%1 &amp;abwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="423"/>
        <source>Keep all</source>
        <translation>Alle behalten</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="431"/>
        <source>&amp;Draw: %1 from piles + %2 from the deck</source>
        <translation>&amp;Ziehen: %1 von Ablagen + %2 vom Stapel</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="440"/>
        <source>Click one of your On Deck bills to put it to the vote.</source>
        <translation>Klicke einen deiner On-Deck-Gesetzentwürfe an, um ihn zur Abstimmung zu stellen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="442"/>
        <source>Put bill %1 to the vote?</source>
        <translation>Gesetzentwurf %1 zur Abstimmung stellen?</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="445"/>
        <source>Vote on bill %1: Yay (Y), Nay (N) or Abstain (A).</source>
        <translation>Abstimmung über Gesetzentwurf %1: Ja (Y), Nein (N) oder Enthaltung (A).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="447"/>
        <source>Secret ballot: the votes are shown together at the end.</source>
        <translation>Geheime Wahl: die Stimmen werden am Ende gemeinsam gezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="451"/>
        <source>Your part of the deal: pick bills from your hand to give, and tokens to take. %1 will then see it on their own screen.</source>
        <translation>Dein Teil des Handels: wähle Gesetzentwürfe aus deiner Hand zum Geben und Marker zum Nehmen. %1 sieht ihn dann auf dem eigenen Bildschirm.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="456"/>
        <source>Your Pledge turn: open deals with other players, then End turn to make them final.</source>
        <translation>Dein Zusagezug: eröffne Handel mit anderen Spielern, dann Zug beenden, damit sie gelten.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="460"/>
        <source>Your part of the deal: bills you give (pick in your hand) and tokens you take. Agree to offer it; the other side must agree too.</source>
        <translation>Dein Teil des Handels: Gesetzentwürfe, die du gibst (in deiner Hand wählen), und Marker, die du nimmst. Stimme zu, um ihn anzubieten; die andere Seite muss auch zustimmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="24"/>
        <source>no token</source>
        <translation>kein Marker</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="24"/>
        <source>Pledge: Yay</source>
        <translation>Zusage: Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="24"/>
        <source>anti-Pledge: Nay</source>
        <translation>Gegenzusage: Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="51"/>
        <source>%1 offers</source>
        <translation>%1 bietet</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="67"/>
        <source>Offered to you: %1</source>
        <translation>Dir angeboten: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="71"/>
        <source>no bills</source>
        <translation>keine Gesetzentwürfe</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="73"/>
        <source>Bills to you:</source>
        <translation>Gesetzentwürfe an dich:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="75"/>
        <source>Tokens %1 takes:</source>
        <translation>Marker, die %1 nimmt:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="79"/>
        <source>bill %1 — %2</source>
        <translation>Gesetzentwurf %1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="481"/>
        <location filename="../../desktop/legislation/deal_editor.py" line="81"/>
        <location filename="../../desktop/legislation/phrases.py" line="52"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="85"/>
        <source>%1 has agreed to the deal as it stands.</source>
        <translation>%1 hat dem Handel so zugestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="87"/>
        <source>%1 has not agreed yet.</source>
        <translation>%1 hat noch nicht zugestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="100"/>
        <source>Tokens you take (click a bill to cycle: Pledge, anti-Pledge, none)</source>
        <translation>Marker, die du nimmst (Gesetzentwurf anklicken: Zusage, Gegenzusage, keiner)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="127"/>
        <source>held: %1</source>
        <translation>gehalten: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="20"/>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="21"/>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="22"/>
        <source>Place On Deck</source>
        <translation>Auf On Deck legen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="23"/>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="24"/>
        <source>Deal Terms</source>
        <translation>Handelsbedingungen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="25"/>
        <source>Confirm Deal</source>
        <translation>Handel bestätigen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="26"/>
        <source>Drop Deal</source>
        <translation>Handel verwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="27"/>
        <source>Cancel Deal</source>
        <translation>Handel aufheben</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="28"/>
        <source>End Turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="29"/>
        <source>Propose Bill</source>
        <translation>Gesetzentwurf vorschlagen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="30"/>
        <source>Vote</source>
        <translation>Abstimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="36"/>
        <source>Discard round</source>
        <translation>Abwurfrunde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="37"/>
        <source>Draw round</source>
        <translation>Ziehrunde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="38"/>
        <source>On Deck round</source>
        <translation>On-Deck-Runde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="39"/>
        <source>Pledge round</source>
        <translation>Zusagerunde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="40"/>
        <source>Vote round</source>
        <translation>Abstimmungsrunde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="41"/>
        <source>Session over</source>
        <translation>Sitzung beendet</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="46"/>
        <location filename="../../desktop/legislation/screens.py" line="87"/>
        <source>Yay</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="46"/>
        <location filename="../../desktop/legislation/screens.py" line="88"/>
        <source>Nay</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="39"/>
        <source>no outcome</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="27"/>
        <location filename="../../desktop/council/names.py" line="41"/>
        <source>For</source>
        <translation>Dafür</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="27"/>
        <location filename="../../desktop/council/names.py" line="43"/>
        <source>Against</source>
        <translation>Dagegen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="62"/>
        <source>Before the first agenda</source>
        <translation>Vor der ersten Agenda</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="63"/>
        <source>When the agenda is revealed</source>
        <translation>Wenn die Agenda aufgedeckt wird</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="64"/>
        <source>After the agenda is revealed</source>
        <translation>Nachdem die Agenda aufgedeckt ist</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="65"/>
        <source>Before a player votes</source>
        <translation>Bevor ein Spieler abstimmt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="66"/>
        <source>Voting</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="67"/>
        <source>After your vote</source>
        <translation>Nach deiner Stimme</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="68"/>
        <source>After the speaker votes</source>
        <translation>Nachdem der Sprecher abgestimmt hat</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="69"/>
        <source>The speaker decides</source>
        <translation>Der Sprecher entscheidet</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="70"/>
        <source>Before the outcome is resolved</source>
        <translation>Bevor das Ergebnis abgehandelt wird</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="71"/>
        <source>After the outcome is resolved</source>
        <translation>Nachdem das Ergebnis abgehandelt ist</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="72"/>
        <source>A chance to cancel a card</source>
        <translation>Gelegenheit, eine Karte aufzuheben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="76"/>
        <source>A chance to answer what just happened</source>
        <translation>Gelegenheit, auf das Geschehene zu antworten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/names.py" line="100"/>
        <source>%n trade good(s)</source>
        <translation>
            <numerusform>%n Handelsware</numerusform>
            <numerusform>%n Handelswaren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="73"/>
        <source>A transaction is offered</source>
        <translation>Eine Transaktion wird angeboten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="74"/>
        <source>A choice to make</source>
        <translation>Eine Wahl ist zu treffen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="75"/>
        <source>Instructions for the table</source>
        <translation>Anweisungen für den Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="82"/>
        <source>Play Card</source>
        <translation>Karte spielen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="83"/>
        <source>Use Ability</source>
        <translation>Fähigkeit einsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="84"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="85"/>
        <source>Cast Votes</source>
        <translation>Stimmen abgeben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="86"/>
        <location filename="../../desktop/legislation/phrases.py" line="46"/>
        <location filename="../../desktop/legislation/screens.py" line="89"/>
        <source>Abstain</source>
        <translation>Enthaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="87"/>
        <source>Break Tie</source>
        <translation>Gleichstand auflösen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="88"/>
        <source>Propose Transaction</source>
        <translation>Transaktion vorschlagen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="89"/>
        <source>Answer Transaction</source>
        <translation>Transaktion beantworten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="90"/>
        <source>Choose</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="91"/>
        <source>Confirm Instruction</source>
        <translation>Anweisung bestätigen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="92"/>
        <source>Score Secret Objective</source>
        <translation>Geheimes Ziel erfüllen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="104"/>
        <source>%1 (%2&apos;s note)</source>
        <translation>%1 (Schuldschein von %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="72"/>
        <source>%1 chose their discards. Discards revealed — %2.</source>
        <translation>%1 hat die Abwürfe gewählt. Abwürfe aufgedeckt — %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="74"/>
        <source>%1 chose to discard bills %2.</source>
        <translation>%1 wirft die Gesetzentwürfe %2 ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="76"/>
        <source>%1 chose their discards.</source>
        <translation>%1 hat die Abwürfe gewählt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="80"/>
        <source>%1 took %2 bill(s) from discard piles and %3 from the deck.</source>
        <translation>%1 nahm %2 Gesetzentwürfe von Ablagestapeln und %3 vom Stapel.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="37"/>
        <source>Your vote on %1.</source>
        <translation>Deine Stimme zu %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="53"/>
        <source>%1 voted, %2 abstained</source>
        <translation>%1 abgestimmt, %2 enthalten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="70"/>
        <source>Agenda deck</source>
        <translation>Agendastapel</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="71"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="72"/>
        <source>Victory points to win</source>
        <translation>Siegpunkte zum Sieg</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="73"/>
        <source>Rounds at most</source>
        <translation>Höchstens Runden</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="74"/>
        <source>Action cards in hand</source>
        <translation>Aktionskarten auf der Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="75"/>
        <source>Action cards drawn per round</source>
        <translation>Gezogene Aktionskarten je Runde</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="76"/>
        <source>Deal factions at random</source>
        <translation>Völker zufällig verteilen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="77"/>
        <source>Planets dealt per player</source>
        <translation>Planeten je Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="78"/>
        <source>Starting trade goods</source>
        <translation>Start-Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="79"/>
        <source>Thunder&apos;s Edge planets</source>
        <translation>Planeten aus Thunder&apos;s Edge</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="80"/>
        <source>Leader versions</source>
        <translation>Anführer-Versionen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="81"/>
        <source>Starting commodities</source>
        <translation>Start-Rohstoffe</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="82"/>
        <source>Commanders unlocked</source>
        <translation>Kommandanten freigeschaltet</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="83"/>
        <source>Heroes unlocked</source>
        <translation>Helden freigeschaltet</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="84"/>
        <source>Ask every seat in each window</source>
        <translation>In jedem Fenster jeden Platz fragen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="85"/>
        <source>Triad counts as votes</source>
        <translation>Triade zählt als Stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="90"/>
        <location filename="../../desktop/council/screens.py" line="97"/>
        <source>Prophecy of Kings</source>
        <translation>Prophecy of Kings</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="90"/>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="92"/>
        <source>Standalone: the program deals the action cards</source>
        <translation>Eigenständig: das Programm teilt die Aktionskarten aus</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="93"/>
        <source>Companion: beside a real TI4 table</source>
        <translation>Begleiter: neben einem echten TI4-Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="96"/>
        <source>Codex III</source>
        <translation>Codex III</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="107"/>
        <source>%1 played %2</source>
        <translation>%1 spielte %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="107"/>
        <source>%1 used %2</source>
        <translation>%1 setzte %2 ein</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="117"/>
        <source>%1 passed.</source>
        <translation>%1 hat gepasst.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="120"/>
        <source>%1 cast %n vote(s) for %2.</source>
        <translation>
            <numerusform>%1 gab %n Stimme für %2 ab.</numerusform>
            <numerusform>%1 gab %n Stimmen für %2 ab.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="125"/>
        <source>%1 abstained.</source>
        <translation>%1 hat sich enthalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="128"/>
        <source>%1, the speaker, chose %2.</source>
        <translation>%1, der Sprecher, wählte %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="133"/>
        <source>%1 offered a transaction to %2.</source>
        <translation>%1 hat %2 eine Transaktion angeboten.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="136"/>
        <source>%1 accepted the transaction.</source>
        <translation>%1 hat die Transaktion angenommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="136"/>
        <source>%1 refused the transaction.</source>
        <translation>%1 hat die Transaktion abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="139"/>
        <source>%1 made a choice.</source>
        <translation>%1 hat eine Wahl getroffen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="142"/>
        <source>%1 scored the secret objective %2 (1 VP).</source>
        <translation>%1 hat das geheime Ziel %2 erfüllt (1 SP).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="145"/>
        <source>%1 confirmed: %2.</source>
        <translation>%1 hat bestätigt: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="154"/>
        <source>Agenda revealed: %1.</source>
        <translation>Agenda aufgedeckt: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="157"/>
        <source>Resolved: %1.</source>
        <translation>Abgehandelt: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="159"/>
        <source>A law enters play.</source>
        <translation>Ein Gesetz tritt in Kraft.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="161"/>
        <location filename="../../desktop/legislation/phrases.py" line="86"/>
        <location filename="../../desktop/legislation/phrases.py" line="101"/>
        <source>You drew %1.</source>
        <translation>Du hast %1 gezogen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="91"/>
        <source>%1 placed bills %2 On Deck.</source>
        <translation>%1 hat die Gesetzentwürfe %2 auf On Deck gelegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="96"/>
        <source>the deck</source>
        <translation>der Stapel</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="96"/>
        <source>%1&apos;s pile</source>
        <translation>Stapel von %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="98"/>
        <source>%1 swapped: discarded bill %2, took a bill from %3.</source>
        <translation>%1 hat getauscht: Gesetzentwurf %2 abgeworfen, einen von %3 genommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="105"/>
        <source>%1 set their terms in a deal with %2.</source>
        <translation>%1 hat die Bedingungen im Handel mit %2 festgelegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="107"/>
        <source>%1 agreed to the deal.</source>
        <translation>%1 hat dem Handel zugestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="109"/>
        <source>%1 walked away from the deal.</source>
        <translation>%1 ist aus dem Handel ausgestiegen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="111"/>
        <source>%1 cancelled deal %2.</source>
        <translation>%1 hat Handel %2 aufgehoben.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="124"/>
        <source>The deal is made.</source>
        <translation>Der Handel ist geschlossen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="113"/>
        <source>%1 ended their Pledge turn; the deals are final.</source>
        <translation>%1 hat den Zusagezug beendet; die Handel gelten.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="91"/>
        <source>%1 placed bill %2 On Deck.</source>
        <translation>%1 hat Gesetzentwurf %2 auf On Deck gelegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="115"/>
        <source>%1 put bill %2 to the vote.</source>
        <translation>%1 hat Gesetzentwurf %2 zur Abstimmung gestellt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="118"/>
        <source>%1 voted %2.</source>
        <translation>%1 stimmte %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="120"/>
        <source>%1 voted.</source>
        <translation>%1 hat abgestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="122"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="135"/>
        <source>Bill %1 %2 (%3 Yay, %4 Nay).</source>
        <translation>Gesetzentwurf %1 %2 (%3 Ja, %4 Nein).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="137"/>
        <source>PASSED</source>
        <translation>ANGENOMMEN</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="137"/>
        <source>FAILED</source>
        <translation>ABGELEHNT</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="151"/>
        <source>%1 BETRAYED their token (voted %2).</source>
        <translation>%1 hat die eigene Zusage GEBROCHEN (stimmte %2).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="156"/>
        <source>— %1 begins —</source>
        <translation>— %1 beginnt —</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="158"/>
        <source>%1&apos;s turn is skipped.</source>
        <translation>%1 setzt diesen Zug aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="161"/>
        <source>%1&apos;s bills %2 went On Deck.</source>
        <translation>Die Gesetzentwürfe %2 von %1 liegen jetzt auf On Deck.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="28"/>
        <location filename="../../desktop/council/screens.py" line="163"/>
        <location filename="../../desktop/legislation/phrases.py" line="164"/>
        <location filename="../../desktop/legislation/screens.py" line="32"/>
        <source>The session is over.</source>
        <translation>Die Sitzung ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="35"/>
        <source>%1: everyone chooses discards (waiting for %2).</source>
        <translation>%1: alle wählen ihre Abwürfe (es fehlen %2).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="41"/>
        <source>%1: bill %2 is on the floor; waiting for %3.</source>
        <translation>%1: Gesetzentwurf %2 steht zur Abstimmung; es fehlen %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="53"/>
        <source>%1: %2 is negotiating with %3.</source>
        <translation>%1: %2 verhandelt mit %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="30"/>
        <location filename="../../desktop/legislation/screens.py" line="58"/>
        <source>%1: %2 to act.</source>
        <translation>%1: %2 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="64"/>
        <source>Choose your discards in secret.</source>
        <translation>Wähle deine Abwürfe geheim.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="66"/>
        <source>Your turn to draw.</source>
        <translation>Du ziehst.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="69"/>
        <source>Cast your secret vote on bill %1.</source>
        <translation>Gib deine geheime Stimme zu Gesetzentwurf %1 ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="70"/>
        <source>Your vote on bill %1 (roll call).</source>
        <translation>Deine Stimme zu Gesetzentwurf %1 (namentlich).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="72"/>
        <source>%1 offers you a deal: look at it on your own screen.</source>
        <translation>%1 bietet dir einen Handel an: sieh ihn dir auf deinem eigenen Bildschirm an.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="76"/>
        <source>Your Pledge turn.</source>
        <translation>Dein Zusagezug.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="77"/>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="91"/>
        <source>%1 of %2 have voted</source>
        <translation>%1 von %2 haben abgestimmt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="93"/>
        <source>(secret)</source>
        <translation>(geheim)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="94"/>
        <source>Bill %1 on the floor</source>
        <translation>Gesetzentwurf %1 zur Abstimmung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="107"/>
        <source>Hand size</source>
        <translation>Handgröße</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="107"/>
        <source>Ballot</source>
        <translation>Wahlverfahren</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="111"/>
        <source>9 bills (full game)</source>
        <translation>9 Gesetzentwürfe (ganzes Spiel)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="111"/>
        <source>6 bills (short game)</source>
        <translation>6 Gesetzentwürfe (kurzes Spiel)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="113"/>
        <source>Secret ballot</source>
        <translation>Geheime Wahl</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="114"/>
        <source>Roll call (open)</source>
        <translation>Namentlich (offen)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="18"/>
        <source>−%n pt(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n Pkt.</numerusform>
            <numerusform>−%n Pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="19"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="78"/>
        <source>hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="79"/>
        <source>pile %1</source>
        <translation>Ablage %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="83"/>
        <source>has chosen</source>
        <translation>hat gewählt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="85"/>
        <source>sits out (betrayal)</source>
        <translation>setzt aus (Bruch)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="87"/>
        <source>betrayed: skips next Pledge turn</source>
        <translation>gebrochen: setzt nächsten Zusagezug aus</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="89"/>
        <source>has voted</source>
        <translation>hat abgestimmt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="104"/>
        <source>On Deck: %1</source>
        <translation>On Deck: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="117"/>
        <source>%1&apos;s discard pile, %n bill(s), top: %2</source>
        <translation>
            <numerusform>Ablagestapel von %1, %n Gesetzentwurf, oben: %2</numerusform>
            <numerusform>Ablagestapel von %1, %n Gesetzentwürfe, oben: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="50"/>
        <source>Propose a transaction (one per pair of players each agenda)</source>
        <translation>Transaktion vorschlagen (eine je Spielerpaar und Agenda)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="58"/>
        <source>Transaction with</source>
        <translation>Transaktion mit</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="61"/>
        <source>With</source>
        <translation>Mit</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="64"/>
        <source>Trade goods you give</source>
        <translation>Gegebene Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="65"/>
        <source>You give trade goods</source>
        <translation>Du gibst Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="68"/>
        <source>Trade goods you ask for</source>
        <translation>Verlangte Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="69"/>
        <source>You ask for trade goods</source>
        <translation>Du verlangst Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="74"/>
        <source>Play Black Market Dealings with this transaction</source>
        <translation>Schwarzmarktgeschäfte mit dieser Transaktion spielen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="81"/>
        <source>What you give</source>
        <translation>Was du gibst</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="82"/>
        <source>What you ask for (hidden cards by name)</source>
        <translation>Was du verlangst (verdeckte Karten mit Namen)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="83"/>
        <source>You give</source>
        <translation>Du gibst</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="84"/>
        <source>You ask for</source>
        <translation>Du verlangst</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="112"/>
        <source>secret objective %1</source>
        <translation>geheimes Ziel %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="140"/>
        <source>Black Market Dealings: action cards, relics and secret objectives may change hands.</source>
        <translation>Schwarzmarktgeschäfte: Aktionskarten, Relikte und geheime Ziele dürfen den Besitzer wechseln.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="143"/>
        <source>The Hacan are in this deal: action cards may change hands.</source>
        <translation>Die Hacan sind an diesem Handel beteiligt: Aktionskarten dürfen den Besitzer wechseln.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="146"/>
        <source>Trade goods and promissory notes only (cards need the Hacan or Black Market Dealings).</source>
        <translation>Nur Handelswaren und Schuldscheine (Karten brauchen die Hacan oder Schwarzmarktgeschäfte).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="188"/>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="15"/>
        <source>For / Against</source>
        <translation>Dafür / Dagegen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="16"/>
        <source>Elect a player</source>
        <translation>Einen Spieler wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="17"/>
        <source>Elect a planet</source>
        <translation>Einen Planeten wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="18"/>
        <source>Elect a law</source>
        <translation>Ein Gesetz wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="19"/>
        <source>Elect a scored secret objective</source>
        <translation>Ein erfülltes geheimes Ziel wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="20"/>
        <source>Elect a strategy card</source>
        <translation>Eine Strategiekarte wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="21"/>
        <source>Hidden outcomes</source>
        <translation>Verdeckte Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="27"/>
        <source>Elected</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="27"/>
        <source>Special</source>
        <translation>Besonders</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="39"/>
        <source>cultural</source>
        <translation>kulturell</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="39"/>
        <source>hazardous</source>
        <translation>gefährlich</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="39"/>
        <source>industrial</source>
        <translation>industriell</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="52"/>
        <source>ACTION</source>
        <translation>AKTION</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="41"/>
        <source>no faction</source>
        <translation>kein Volk</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="42"/>
        <source>%1 VP · %2 TG · %3 action cards</source>
        <translation>%1 SP · %2 HW · %3 Aktionskarten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="46"/>
        <source>planets %1 ready / %2 · up to %3 votes</source>
        <translation>Planeten %1 bereit / %2 · bis zu %3 Stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="53"/>
        <source>secrets scored: %1</source>
        <translation>erfüllte geheime Ziele: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="59"/>
        <source>voted %1 for %2</source>
        <translation>stimmte %1 für %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="64"/>
        <source>abstained</source>
        <translation>enthalten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="66"/>
        <source>may not vote</source>
        <translation>darf nicht abstimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="68"/>
        <source>★ Speaker</source>
        <translation>★ Sprecher</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="42"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="43"/>
        <source>It is not your turn to vote.</source>
        <translation>Du bist mit Abstimmen nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="44"/>
        <source>It is another player&apos;s turn in this window.</source>
        <translation>In diesem Fenster ist ein anderer Spieler an der Reihe.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="45"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="46"/>
        <source>That move belongs to another round of the game.</source>
        <translation>Dieser Zug gehört in eine andere Runde des Spiels.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="47"/>
        <source>That move does not fit this moment of the turn.</source>
        <translation>Dieser Zug passt nicht zu diesem Moment des Spielzugs.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="48"/>
        <source>Nothing can be undone: the table has already seen what came next.</source>
        <translation>Nichts kann rückgängig gemacht werden: der Tisch hat schon gesehen, was danach kam.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="49"/>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="50"/>
        <source>This game does not know that move.</source>
        <translation>Diesen Zug kennt das Spiel nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="52"/>
        <source>You have already voted.</source>
        <translation>Du hast schon abgestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="53"/>
        <source>That is not one of the choices on this ballot.</source>
        <translation>Das steht bei dieser Abstimmung nicht zur Wahl.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="54"/>
        <source>A vote cannot count less than nothing.</source>
        <translation>Eine Stimme kann nicht weniger als nichts zählen.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="55"/>
        <source>Extra votes need votes already cast.</source>
        <translation>Zusätzliche Stimmen brauchen schon abgegebene Stimmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="56"/>
        <source>That choice is not allowed now.</source>
        <translation>Diese Wahl ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="19"/>
        <source>You have already chosen your discards.</source>
        <translation>Du hast deine Abwürfe schon gewählt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="20"/>
        <source>You have already agreed: the other side must confirm.</source>
        <translation>Du hast schon zugestimmt: die andere Seite muss bestätigen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="21"/>
        <source>Pick a bill from someone&apos;s discard pile.</source>
        <translation>Wähle einen Gesetzentwurf vom Ablagestapel eines anderen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="22"/>
        <source>Pick a bill On Deck and a pledge or anti-pledge.</source>
        <translation>Wähle einen Gesetzentwurf auf On Deck und eine Zusage oder Gegenzusage.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="23"/>
        <source>A bill drawn from the deck is its top card: it cannot be chosen.</source>
        <translation>Vom Stapel kommt die oberste Karte: sie kann nicht gewählt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="24"/>
        <source>Bill %bill from that deal has been passed on: cancel the later deal first.</source>
        <translation>Gesetzentwurf %bill aus diesem Handel wurde weitergegeben: hebe zuerst den späteren Handel auf.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="25"/>
        <source>Finish or drop the open deal first.</source>
        <translation>Schließe den offenen Handel zuerst ab oder verwirf ihn.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="27"/>
        <source>The deck is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="28"/>
        <source>The same bill is named twice.</source>
        <translation>Derselbe Gesetzentwurf ist zweimal genannt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="29"/>
        <source>There is no bill on the floor to vote on.</source>
        <translation>Es liegt kein Gesetzentwurf zur Abstimmung vor.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="30"/>
        <source>Choose whom to deal with.</source>
        <translation>Wähle, mit wem du handelst.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="31"/>
        <source>That deal was not made this turn.</source>
        <translation>Dieser Handel wurde nicht in diesem Zug geschlossen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="32"/>
        <source>There is no such seat at this table.</source>
        <translation>Diesen Platz gibt es an diesem Tisch nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="33"/>
        <source>Only the two players of the open deal can change it.</source>
        <translation>Nur die beiden Spieler des offenen Handels können ihn ändern.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="34"/>
        <source>That bill is not in your hand.</source>
        <translation>Dieser Gesetzentwurf ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="35"/>
        <source>That bill is not in that discard pile.</source>
        <translation>Dieser Gesetzentwurf liegt nicht auf diesem Ablagestapel.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="36"/>
        <source>That bill is not On Deck.</source>
        <translation>Dieser Gesetzentwurf liegt nicht bereit (On Deck).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="37"/>
        <source>You cannot take back from your own discard pile.</source>
        <translation>Du kannst nichts von deinem eigenen Ablagestapel zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="38"/>
        <source>%seat betrayed a pledge and sits out this Pledge round.</source>
        <translation>%seat hat ein Versprechen gebrochen und setzt in dieser Versprechensrunde aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="39"/>
        <source>A deal needs another player.</source>
        <translation>Ein Handel braucht einen anderen Spieler.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="40"/>
        <source>A swap is only allowed as the first move of a turn.</source>
        <translation>Ein Tausch ist nur als erster Zug eines Spielzugs erlaubt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="41"/>
        <source>You already hold a token on that bill (one per bill).</source>
        <translation>Du hast schon einen Marker auf diesem Gesetzentwurf (einer je Entwurf).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="42"/>
        <source>Fill On Deck up to three bills from your hand first.</source>
        <translation>Fülle zuerst On Deck aus deiner Hand auf drei Gesetzentwürfe auf.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/refusals.py" line="26"/>
        <source>The deck has only %n bill(s) left.</source>
        <translation>
            <numerusform>Im Stapel ist nur noch %n Gesetzentwurf.</numerusform>
            <numerusform>Im Stapel sind nur noch %n Gesetzentwürfe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/refusals.py" line="43"/>
        <source>Take exactly %n bill(s).</source>
        <translation>
            <numerusform>Nimm genau %n Gesetzentwurf.</numerusform>
            <numerusform>Nimm genau %n Gesetzentwürfe.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="17"/>
        <source>No window is open for playing cards now.</source>
        <translation>Gerade ist kein Fenster zum Ausspielen von Karten offen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="18"/>
        <source>%card is not an agenda-phase card.</source>
        <translation>%card ist keine Karte der Agendaphase.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="19"/>
        <source>%card is used, not played from the hand (or the other way round).</source>
        <translation>%card wird eingesetzt, nicht aus der Hand gespielt (oder umgekehrt).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="20"/>
        <source>%card cannot be used in this window (%window).</source>
        <translation>%card kann in diesem Fenster (%window) nicht eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="21"/>
        <source>You do not have %card ready to use.</source>
        <translation>Du hast %card nicht einsatzbereit.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="22"/>
        <source>%card cannot be used now.</source>
        <translation>%card kann jetzt nicht eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="23"/>
        <source>%card has no legal use now.</source>
        <translation>%card hat jetzt keinen erlaubten Einsatz.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="25"/>
        <source>No vote is being taken now.</source>
        <translation>Gerade wird nicht abgestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="26"/>
        <source>You may not vote on this agenda.</source>
        <translation>Du darfst über diese Agenda nicht abstimmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="27"/>
        <source>That is not an outcome of this agenda.</source>
        <translation>Das ist kein Ergebnis dieser Agenda.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="28"/>
        <source>You agreed to vote for one outcome (Genetic Recombination).</source>
        <translation>Du hast zugesagt, für ein Ergebnis zu stimmen (Genetische Rekombination).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="29"/>
        <source>A planet can be exhausted only once.</source>
        <translation>Ein Planet kann nur einmal erschöpft werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="30"/>
        <source>You do not control that planet.</source>
        <translation>Du kontrollierst diesen Planeten nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="31"/>
        <source>That is exhausted: it cannot be used now.</source>
        <translation>Das ist erschöpft: es kann jetzt nicht genutzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="32"/>
        <source>Representative Government: planets cannot be exhausted to vote.</source>
        <translation>Repräsentative Regierung: Planeten können nicht zum Abstimmen erschöpft werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="33"/>
        <source>Casting 0 votes is abstaining: use Abstain.</source>
        <translation>0 Stimmen abzugeben ist Enthaltung: wähle „Enthalten“.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="35"/>
        <source>Trade goods are not votes (only Gila the Silvertongue turns them into votes).</source>
        <translation>Handelswaren sind keine Stimmen (nur Gila die Silberzunge macht Stimmen daraus).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="37"/>
        <source>Extra votes need at least 1 vote cast from planets.</source>
        <translation>Zusätzliche Stimmen brauchen mindestens 1 Stimme von Planeten.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="38"/>
        <source>Each extra can be used once.</source>
        <translation>Jedes Extra kann einmal genutzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="39"/>
        <source>That is not an extra you can choose when voting.</source>
        <translation>Das ist kein Extra, das du beim Abstimmen wählen kannst.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="40"/>
        <source>Odlynn Myrr gives up to 6 votes, and only once it was used on this agenda.</source>
        <translation>Odlynn Myrr gibt bis zu 6 Stimmen, und nur wenn es bei dieser Agenda eingesetzt wurde.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="41"/>
        <source>There is no tie to break.</source>
        <translation>Es gibt kein Unentschieden aufzulösen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="42"/>
        <source>Only the speaker breaks ties.</source>
        <translation>Nur der Sprecher löst ein Unentschieden auf.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="43"/>
        <source>That outcome is not one of the tied ones.</source>
        <translation>Dieses Ergebnis gehört nicht zu den gleichauf liegenden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="45"/>
        <source>Transactions are made during an agenda.</source>
        <translation>Transaktionen finden während einer Agenda statt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="46"/>
        <source>Finish the current question before proposing a transaction.</source>
        <translation>Beantworte zuerst die laufende Frage, bevor du eine Transaktion vorschlägst.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="47"/>
        <source>A transaction needs another player.</source>
        <translation>Eine Transaktion braucht einen anderen Spieler.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="48"/>
        <source>You two have already made your one transaction for this agenda.</source>
        <translation>Ihr beide habt euren einen Handel für diese Agenda schon gemacht.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="50"/>
        <source>Something in the transaction cannot be traded.</source>
        <translation>Etwas in der Transaktion kann nicht gehandelt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="51"/>
        <source>Action cards change hands only with the Hacan or Black Market Dealings.</source>
        <translation>Aktionskarten wechseln nur mit den Hacan oder Schwarzmarktgeschäften den Besitzer.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="52"/>
        <source>Not enough trade goods for that.</source>
        <translation>Dafür reichen die Handelswaren nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="53"/>
        <source>No transaction is waiting for your answer.</source>
        <translation>Kein Handel wartet auf deine Antwort.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="54"/>
        <source>Nothing is being asked of you.</source>
        <translation>Gerade wird nichts von dir verlangt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="55"/>
        <source>No table instruction is waiting.</source>
        <translation>Keine Tischanweisung wartet.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="56"/>
        <source>Another player confirms this instruction.</source>
        <translation>Ein anderer Spieler bestätigt diese Anweisung.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="58"/>
        <source>Name the secret objective that was scored.</source>
        <translation>Nenne das erfüllte geheime Ziel.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="59"/>
        <source>A secret objective&apos;s name has 1 to 60 printable characters.</source>
        <translation>Der Name eines geheimen Ziels hat 1 bis 60 druckbare Zeichen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="60"/>
        <source>%card is scored with its own card when its condition is met.</source>
        <translation>%card wird mit der eigenen Karte erfüllt, sobald die Bedingung eintritt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="61"/>
        <source>%objective has already been scored.</source>
        <translation>%objective wurde schon erfüllt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="62"/>
        <source>A player has at most three secret objectives, scored and unscored.</source>
        <translation>Ein Spieler hat höchstens drei geheime Ziele, erfüllte und unerfüllte.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="21"/>
        <location filename="../../desktop/council/secret_dialog.py" line="39"/>
        <source>Secret objective scored</source>
        <translation>Geheimes Ziel erfüllt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="23"/>
        <source>Which secret objective did %1 score at the table?</source>
        <translation>Welches geheime Ziel hat %1 am Tisch erfüllt?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="29"/>
        <source>It becomes public and is worth 1 VP. Dictate Policy and Drive the Debate are scored with their own cards instead.</source>
        <translation>Es wird öffentlich und ist 1 SP wert. „Politik diktieren“ und „Die Debatte lenken“ werden stattdessen mit ihren eigenen Karten erfüllt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="38"/>
        <source>e.g. Become a Martyr</source>
        <translation>z. B. Werde ein Märtyrer</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="47"/>
        <source>&amp;Record</source>
        <translation>&amp;Eintragen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="36"/>
        <source>−%n point(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n Punkt</numerusform>
            <numerusform>−%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="37"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/start_page.py" line="315"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Agendas</name>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="14"/>
        <source>Social Progressive</source>
        <translation>Sozial progressiv</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="15"/>
        <source>Social Conservative</source>
        <translation>Sozial konservativ</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="16"/>
        <source>Fiscal Progressive</source>
        <translation>Fiskal progressiv</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="17"/>
        <source>Fiscal Conservative</source>
        <translation>Fiskal konservativ</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="23"/>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="24"/>
        <source>SC</source>
        <translation>SK</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="25"/>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="26"/>
        <source>FC</source>
        <translation>FK</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../desktop/council/agenda_card.py" line="35"/>
        <source>LAW</source>
        <translation>GESETZ</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_card.py" line="37"/>
        <source>DIRECTIVE</source>
        <translation>DIREKTIVE</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/bill_card.py" line="47"/>
        <source>BILL</source>
        <translation>ENTWURF</translation>
    </message>
    <message>
        <location filename="../../desktop/council/planet_card.py" line="65"/>
        <source>EXHAUSTED</source>
        <translation>ERSCHÖPFT</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../desktop/curtain.py" line="26"/>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="35"/>
        <source>Everyone else, look away. %1: when only you can see the screen, press the button.</source>
        <translation>Alle anderen wegschauen. %1: Drücke den Knopf, wenn nur du den Bildschirm siehst.</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="41"/>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 – zeig meine Karten</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../desktop/end_screen.py" line="48"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="50"/>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="78"/>
        <source>Score over the game</source>
        <translation>Punkte im Spielverlauf</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="82"/>
        <source>Back to the start page</source>
        <translation>Zurück zur Startseite</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../desktop/legislation/__init__.py" line="16"/>
        <source>Legislation</source>
        <translation>Legislation</translation>
    </message>
    <message>
        <location filename="../../desktop/council/__init__.py" line="16"/>
        <source>Galactic Council</source>
        <translation>Galaktischer Rat</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/__init__.py" line="20"/>
        <source>3–8 Representatives trade bills and pledges, then vote them into law. Pass what your agenda loves, block what it hates.</source>
        <translation>3–8 Abgeordnete handeln mit Gesetzentwürfen und Zusagen und stimmen sie dann ins Gesetz. Bring durch, was deine Agenda liebt, blockiere, was sie hasst.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/__init__.py" line="20"/>
        <source>The agenda phase of Twilight Imperium: exhaust planets for influence, play riders, and bend the Galactic Council to your will.</source>
        <translation>Die Agendaphase von Twilight Imperium: erschöpfe Planeten für Einfluss, spiele Zusätze und beuge den Galaktischen Rat deinem Willen.</translation>
    </message>
</context>
<context>
    <name>Legislation</name>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="53"/>
        <source>Bill %1, %2: %3</source>
        <translation>Gesetzentwurf %1, %2: %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Quorum can&apos;t write to the saves folder: this game is shown read-only.</source>
        <translation>Quorum kann nicht in den Ordner der Spielstände schreiben: diese Partie wird nur zum Ansehen gezeigt.</translation>
    </message>
    <message>
        <source>Export Game &amp;Record…</source>
        <translation>Spiel&amp;protokoll exportieren…</translation>
    </message>
    <message>
        <source>Quorum sessions and game records (*.quorum *.quorum-record);;All files (*)</source>
        <translation>Quorum-Partien und Spielprotokolle (*.quorum *.quorum-record);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>The saved game is busy</source>
        <translation>Die gespeicherte Partie ist belegt</translation>
    </message>
    <message>
        <source>A move is not saved</source>
        <translation>Ein Zug ist nicht gespeichert</translation>
    </message>
    <message>
        <source>The last move could not be saved: %1

If you quit now it is lost. Try again, or export the game (with that move) to another place, such as a USB stick.</source>
        <translation>Der letzte Zug konnte nicht gespeichert werden: %1

Wenn du jetzt beendest, geht er verloren. Versuche es noch einmal oder exportiere die Partie (mit diesem Zug) an einen anderen Ort, etwa auf einen USB-Stick.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Export Elsewhere…</source>
        <translation>Woanders exportieren…</translation>
    </message>
    <message>
        <source>Quit Without It</source>
        <translation>Ohne ihn beenden</translation>
    </message>
    <message>
        <source>Export the Game Elsewhere</source>
        <translation>Partie woanders exportieren</translation>
    </message>
    <message>
        <source>Export Game Record</source>
        <translation>Spielprotokoll exportieren</translation>
    </message>
    <message>
        <source>Quorum game records (*.quorum-record)</source>
        <translation>Quorum-Spielprotokolle (*.quorum-record)</translation>
    </message>
    <message>
        <source>Game record written to %1</source>
        <translation>Spielprotokoll gespeichert in %1</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was added.</source>
        <translation>Import abgebrochen; nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="26"/>
        <location filename="../../desktop/main_window.py" line="200"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="56"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="58"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="60"/>
        <source>&amp;Start Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="62"/>
        <source>&amp;Import Session…</source>
        <translation>Sitzung &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="63"/>
        <source>&amp;Export Session…</source>
        <translation>Sitzung &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="65"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="67"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="68"/>
        <location filename="../../desktop/main_window.py" line="216"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="69"/>
        <location filename="../../desktop/main_window.py" line="217"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="73"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="74"/>
        <source>Show &amp;Log</source>
        <translation>&amp;Protokoll zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="77"/>
        <source>&amp;Quick Bots</source>
        <translation>&amp;Schnelle Bots</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="81"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="86"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="91"/>
        <source>&amp;%1 Rules of %2</source>
        <translation>&amp;%1 Regeln von %2</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="157"/>
        <source>Quorum — a hotseat table for card games: %1.</source>
        <translation>Quorum — ein Hotseat-Tisch für Kartenspiele: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="94"/>
        <source>&amp;About Quorum</source>
        <translation>&amp;Über Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="156"/>
        <source>About Quorum</source>
        <translation>Über Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="170"/>
        <source>Could not start the game</source>
        <translation>Das Spiel konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="189"/>
        <source>%1 — Quorum</source>
        <translation>%1 — Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="216"/>
        <source>&amp;Undo %1</source>
        <translation>%1 &amp;rückgängig</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="217"/>
        <source>&amp;Redo %1</source>
        <translation>%1 &amp;wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="304"/>
        <source>Export Session</source>
        <translation>Sitzung exportieren</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="306"/>
        <source>Quorum sessions (*.quorum)</source>
        <translation>Quorum-Sitzungen (*.quorum)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="317"/>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="322"/>
        <source>Saved sessions are still loading</source>
        <translation>Gespeicherte Sitzungen werden noch geladen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="322"/>
        <source>Try again in a moment.</source>
        <translation>Versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="327"/>
        <source>Import Session</source>
        <translation>Sitzung importieren</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="327"/>
        <source>Quorum sessions (*.quorum);;All files (*)</source>
        <translation>Quorum-Sitzungen (*.quorum);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="340"/>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="360"/>
        <source>Problem with a saved session</source>
        <translation>Problem mit einer gespeicherten Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="361"/>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../../desktop/new_game.py" line="37"/>
        <source>Alice</source>
        <translation>Alice</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="38"/>
        <source>Bob</source>
        <translation>Bob</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="39"/>
        <source>Carol</source>
        <translation>Carol</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="40"/>
        <source>Dave</source>
        <translation>Dave</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="41"/>
        <source>Erin</source>
        <translation>Erin</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="42"/>
        <source>Frank</source>
        <translation>Frank</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="43"/>
        <source>Grace</source>
        <translation>Grace</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="44"/>
        <source>Heidi</source>
        <translation>Heidi</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../../desktop/new_game.py" line="122"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="126"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="131"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="141"/>
        <source>&amp;Add seat</source>
        <translation>Platz &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="148"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="151"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="155"/>
        <source>Name of this session</source>
        <translation>Name dieser Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="156"/>
        <source>Session name</source>
        <translation>Name der Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="157"/>
        <source>Allow undo past revealed cards</source>
        <translation>Rückgängig auch über aufgedeckte Karten hinweg</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="159"/>
        <source>Normally a move that showed a hidden card cannot be undone.</source>
        <translation>Normalerweise kann ein Zug, der eine verdeckte Karte gezeigt hat, nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="160"/>
        <source>Table undo</source>
        <translation>Rückgängig für den Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="165"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="167"/>
        <source>Pause before each bot move</source>
        <translation>Pause vor jedem Bot-Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="168"/>
        <source>Bot pause</source>
        <translation>Bot-Pause</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="180"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="182"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="184"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="220"/>
        <source>Seats (%1 to %2), in clockwise order</source>
        <translation>Plätze (%1 bis %2), im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="230"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="272"/>
        <source>%1 is played with %2 to %3 seats.</source>
        <translation>%1 wird mit %2 bis %3 Plätzen gespielt.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="278"/>
        <source>Every seat needs a name.</source>
        <translation>Jeder Platz braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="280"/>
        <source>Two seats have the same name; give each player their own.</source>
        <translation>Zwei Plätze haben denselben Namen; gib jedem Spieler einen eigenen.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="288"/>
        <source>These options do not work together: %1</source>
        <translation>Diese Optionen passen nicht zusammen: %1</translation>
    </message>
</context>
<context>
    <name>PilePicker</name>
    <message numerus="yes">
        <location filename="../../desktop/legislation/piles.py" line="40"/>
        <source>Deck (%n)</source>
        <translation>
            <numerusform>Stapel (%n)</numerusform>
            <numerusform>Stapel (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/piles.py" line="47"/>
        <source>The deck: take the top card</source>
        <translation>Der Stapel: oberste Karte nehmen</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../desktop/rules_browser.py" line="31"/>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <location filename="../../desktop/rules_browser.py" line="40"/>
        <source>The rules page for this game is missing from this installation.</source>
        <translation>Die Regelseite dieses Spiels fehlt in dieser Installation.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../desktop/score_chart.py" line="27"/>
        <source>Score over the game</source>
        <translation>Punkte im Spielverlauf</translation>
    </message>
    <message>
        <location filename="../../desktop/score_chart.py" line="64"/>
        <source>game progress →</source>
        <translation>Spielverlauf →</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>score change %1</source>
        <translation>Punkteänderung %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="38"/>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="42"/>
        <source>to act</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../desktop/new_game.py" line="76"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="77"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="79"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="89"/>
        <source>Colour of seat %1</source>
        <translation>Farbe von Platz %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="90"/>
        <source>Name of seat %1</source>
        <translation>Name von Platz %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="91"/>
        <source>Seat %1 is played by</source>
        <translation>Platz %1 spielt</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="99"/>
        <source>Seat colour</source>
        <translation>Farbe des Platzes</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Basic</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Random: any legal move. Basic: sensible rules of thumb. Strong: thinks ahead (slower).</source>
        <translation>Zufällig: irgendein erlaubter Zug. Einfach: vernünftige Faustregeln. Stark: denkt voraus (langsamer).</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Level of the bot in seat %1</source>
        <translation>Spielstärke des Bots auf Platz %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Cannot be shown: %1</source>
        <translation>Kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>Quorum can&apos;t write to %1 (%2); your saves are safe. They are listed below and can be exported, but no game can be played or started until the folder can be written (free some space, or make it writable).</source>
        <translation>Quorum kann nicht in %1 schreiben (%2); deine Spielstände sind sicher. Sie stehen unten und lassen sich exportieren, aber keine Partie kann gespielt oder begonnen werden, bis der Ordner beschreibbar ist (Platz freimachen oder Schreibrechte geben).</translation>
    </message>
    <message>
        <source>open in another Quorum window</source>
        <translation>in einem anderen Quorum-Fenster geöffnet</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>ein anderes Programm benutzt die Datei</translation>
    </message>
    <message>
        <source>the system refused to read it</source>
        <translation>das System verweigert das Lesen</translation>
    </message>
    <message>
        <source>too large for a saved game</source>
        <translation>zu groß für einen Spielstand</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="36"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="38"/>
        <source>A table for voting card games — pass the computer, keep your secrets.</source>
        <translation>Ein Tisch für Abstimmungs-Kartenspiele — reicht den Computer weiter, behaltet eure Geheimnisse.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="51"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="55"/>
        <source>Loading saved games…</source>
        <translation>Gespeicherte Spiele werden geladen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="58"/>
        <source>No saved games yet.
Start a new game on the left: every move is saved as it is made.</source>
        <translation>Noch keine gespeicherten Spiele.
Beginne links ein neues Spiel: jeder Zug wird sofort gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="122"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="123"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="124"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="125"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="126"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="67"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="68"/>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="69"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="78"/>
        <source>Tip: drop an exported .quorum file on this window to import it.</source>
        <translation>Tipp: zieh eine exportierte .quorum-Datei auf dieses Fenster, um sie zu importieren.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="99"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="101"/>
        <source>New game of %1</source>
        <translation>Neues Spiel %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="103"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="104"/>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="174"/>
        <source>Cannot be opened: %1</source>
        <translation>Kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="188"/>
        <location filename="../../desktop/start_page.py" line="289"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="202"/>
        <source>Saved games could not be loaded:
%1</source>
        <translation>Gespeicherte Spiele konnten nicht geladen werden:
%1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="230"/>
        <source>Rename saved game</source>
        <translation>Gespeichertes Spiel umbenennen</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="230"/>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="243"/>
        <source>Delete saved game</source>
        <translation>Gespeichertes Spiel löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="244"/>
        <source>Delete “%1” for good? This cannot be undone.</source>
        <translation>„%1“ endgültig löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="263"/>
        <source>the file is missing</source>
        <translation>die Datei fehlt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="264"/>
        <source>the file is cut short</source>
        <translation>die Datei ist abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="265"/>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="266"/>
        <source>not a Quorum file</source>
        <translation>keine Quorum-Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="267"/>
        <source>made by a newer Quorum</source>
        <translation>von einem neueren Quorum erstellt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="268"/>
        <source>the content is malformed</source>
        <translation>der Inhalt ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="269"/>
        <source>its moves break the rules</source>
        <translation>ihre Züge verstoßen gegen die Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="270"/>
        <source>a game this Quorum does not have</source>
        <translation>ein Spiel, das dieses Quorum nicht kennt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="271"/>
        <source>the disk refused it</source>
        <translation>die Festplatte hat es verweigert</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="292"/>
        <source>discarding</source>
        <translation>wirft ab</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="293"/>
        <source>drawing</source>
        <translation>zieht</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="294"/>
        <source>On Deck</source>
        <translation>On Deck</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="295"/>
        <source>pledging</source>
        <translation>sagt zu</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="296"/>
        <source>voting</source>
        <translation>stimmt ab</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="300"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="306"/>
        <source>%1 passed, %2 failed</source>
        <translation>%1 angenommen, %2 abgelehnt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="312"/>
        <source>agenda %1</source>
        <translation>Agenda %1</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Could not save: %1 — nothing more is played until it is saved.</source>
        <translation>Speichern fehlgeschlagen: %1 — es wird nicht weitergespielt, bis gespeichert ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="43"/>
        <source>A bot could not move: %1</source>
        <translation>Ein Bot konnte nicht ziehen: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="78"/>
        <source>Votes so far</source>
        <translation>Bisherige Stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="81"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="118"/>
        <source>That move is not allowed: %1</source>
        <translation>Dieser Zug ist nicht erlaubt: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="123"/>
        <source>Could not save to %1: %2</source>
        <translation>Konnte nicht in %1 speichern: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="155"/>
        <source>The session is over.</source>
        <translation>Die Sitzung ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="186"/>
        <source>No vote under way</source>
        <translation>Keine Abstimmung im Gang</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop/language_menu.py" line="18"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache (Language)</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Dismiss the result</source>
        <translation>Ergebnis schließen</translation>
    </message>
    <message>
        <source>Got it (Enter)</source>
        <translation>Verstanden (Enter)</translation>
    </message>
</context>
<context>
    <name>StandingsStrip</name>
    <message>
        <source>Standings: %1</source>
        <translation>Stand: %1</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Game record: %1 — %2</source>
        <translation>Spielprotokoll: %1 — %2</translation>
    </message>
    <message>
        <source>Watch only: a record holds what every player saw, never anyone&apos;s hidden cards or votes. Players: %1</source>
        <translation>Nur zum Ansehen: ein Protokoll enthält, was alle sahen, nie verdeckte Karten oder Stimmen. Spieler: %1</translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation>Angezeigter Zug</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>The game was still under way when this record was made.</source>
        <translation>Die Partie lief noch, als dieses Protokoll entstand.</translation>
    </message>
    <message>
        <source>Final standing:</source>
        <translation>Endstand:</translation>
    </message>
</context>
<context>
    <name>SaveProblems</name>
    <message>
        <source>the disk refused to write (it may be full or read-only)</source>
        <translation>der Datenträger verweigert das Schreiben (er ist vielleicht voll oder schreibgeschützt)</translation>
    </message>
    <message>
        <source>another program is using the file right now</source>
        <translation>ein anderes Programm benutzt die Datei gerade</translation>
    </message>
    <message>
        <source>the session is open in another Quorum window</source>
        <translation>die Partie ist in einem anderen Quorum-Fenster geöffnet</translation>
    </message>
    <message>
        <source>the system refused to read the file</source>
        <translation>das System verweigert das Lesen der Datei</translation>
    </message>
</context>
</TS>
