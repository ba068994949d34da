<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../../desktop/council/board.py" line="245"/>
        <location filename="../../desktop/legislation/centre.py" line="144"/>
        <source>Round %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/centre.py" line="149"/>
        <source>Deck: %n bill(s)</source>
        <translation>
            <numerusform>Stapel: %n Gesetzentwurf</numerusform>
            <numerusform>Stapel: %n Gesetzentwürfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="158"/>
        <source>On the floor: %1</source>
        <translation>Zur Abstimmung: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="37"/>
        <source>Voted: %1 of %2</source>
        <translation>Abgestimmt: %1 von %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="44"/>
        <source>Your token on this bill: %1</source>
        <translation>Dein Marker auf diesem Gesetzentwurf: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="45"/>
        <source>Pledge (Yay)</source>
        <translation>Zusage (Ja)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="45"/>
        <source>anti-Pledge (Nay)</source>
        <translation>Gegenzusage (Nein)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="56"/>
        <source>Deal %1: %2 ⇄ %3 (%4 / %5 bills)</source>
        <translation>Handel %1: %2 ⇄ %3 (%4 / %5 Gesetzentwürfe)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="96"/>
        <source>Open a &amp;deal with…</source>
        <translation>Ha&amp;ndel beginnen mit…</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="412"/>
        <source>Open a deal with another player</source>
        <translation>Einen Handel mit einem anderen Spieler beginnen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="100"/>
        <source>Cancel deal %1</source>
        <translation>Handel %1 aufheben</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="106"/>
        <source>E&amp;nd turn</source>
        <translation>&amp;Zug beenden</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/decisions.py" line="196"/>
        <source>Take %n bill(s): pick from the piles above; the rest come from the deck.</source>
        <translation>
            <numerusform>Nimm %n Gesetzentwurf: wähle aus den Stapeln oben oder nimm ihn vom Nachziehstapel.</numerusform>
            <numerusform>Nimm %n Gesetzentwürfe: wähle aus den Stapeln oben; der Rest kommt vom Nachziehstapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/decisions.py" line="205"/>
        <source>Pick %n bill(s) from your hand to place On Deck.</source>
        <translation>
            <numerusform>Wähle %n Gesetzentwurf aus deiner Hand für On Deck.</numerusform>
            <numerusform>Wähle %n Gesetzentwürfe aus deiner Hand für On Deck.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="236"/>
        <source>Vote on bill %1: Yay (%2), Nay (%3) or Abstain (%4).</source>
        <translation>Abstimmung über Gesetzentwurf %1: Ja (%2), Nein (%3) oder Enthaltung (%4).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="237"/>
        <source>Round %1 · agenda %2 · %3</source>
        <translation>Runde %1 · Agenda %2 · %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="255"/>
        <location filename="../../desktop/council/phone/table.py" line="39"/>
        <source>Agenda: %1</source>
        <translation>Agenda: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/centre.py" line="122"/>
        <source>See the laws (%n)…</source>
        <translation>
            <numerusform>Gesetze (%n)…</numerusform>
            <numerusform>Gesetze (%n)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/centre.py" line="128"/>
        <source>History (%n)…</source>
        <translation>
            <numerusform>Verlauf (%n)…</numerusform>
            <numerusform>Verlauf (%n)…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="326"/>
        <source>%1 offers: %2
and asks for: %3</source>
        <translation>%1 bietet: %2
und verlangt: %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="328"/>
        <location filename="../../desktop/council/board.py" line="329"/>
        <location filename="../../desktop/council/phone/moves.py" line="205"/>
        <location filename="../../desktop/council/phone/moves.py" line="206"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="136"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="147"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="148"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="304"/>
        <location filename="../../desktop/table/reasons.py" line="19"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="341"/>
        <location filename="../../desktop/council/table_summary.py" line="78"/>
        <source>Speaker: %1</source>
        <translation>Sprecher: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="342"/>
        <source>Victory at %1 VP</source>
        <translation>Sieg bei %1 SP</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="346"/>
        <source>Laws in play: %1</source>
        <translation>Geltende Gesetze: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="362"/>
        <location filename="../../desktop/council/board.py" line="369"/>
        <source>Riders: %1</source>
        <translation>Zusätze: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="371"/>
        <source>Outcome: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="374"/>
        <source>Not asked (passed for the rest of this agenda): %1</source>
        <translation>Nicht gefragt (für den Rest dieser Agenda gepasst): %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="381"/>
        <location filename="../../desktop/council/phone/table.py" line="90"/>
        <source>Agenda deck (M&apos;aban): top %1, bottom %2</source>
        <translation>Agendastapel (M&apos;aban): oben %1, unten %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="388"/>
        <location filename="../../desktop/council/phone/table.py" line="139"/>
        <source>%1 is playing %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="393"/>
        <location filename="../../desktop/council/phone/table.py" line="146"/>
        <source>Just happened: %1.</source>
        <translation>Gerade geschehen: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="569"/>
        <source>The vote is tied: %1, the speaker, chooses the outcome.</source>
        <translation>Stimmengleichheit: %1 als Sprecher wählt das Ergebnis.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="80"/>
        <location filename="../../desktop/council/play_chooser.py" line="49"/>
        <location filename="../../desktop/council/window_panel.py" line="34"/>
        <location filename="../../desktop/starward/offers.py" line="91"/>
        <location filename="../../desktop/starward/phone/moves.py" line="125"/>
        <location filename="../../desktop/starward/phone/moves.py" line="127"/>
        <location filename="../../desktop/starward/phone/moves.py" line="139"/>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="80"/>
        <location filename="../../desktop/council/window_panel.py" line="34"/>
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/target_panel.py" line="105"/>
        <source>Choose %1 for %2 (click, or Enter)</source>
        <translation>%1 für %2 wählen (Klick oder Eingabetaste)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="41"/>
        <source>%1: anyone playing a card?</source>
        <translation>%1: Spielt jemand eine Karte?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="43"/>
        <source>Listed: %1&apos;s cards.</source>
        <translation>Karten von %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/operator.py" line="263"/>
        <location filename="../../desktop/council/phone/table.py" line="64"/>
        <location filename="../../desktop/council/phone/table.py" line="113"/>
        <source>up to %n vote(s)</source>
        <translation>
            <numerusform>bis zu %n Stimme</numerusform>
            <numerusform>bis zu %n Stimmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="277"/>
        <source>Then, votes at most: %1</source>
        <translation>Danach, höchstens Stimmen: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="320"/>
        <location filename="../../desktop/council/phone/moves.py" line="120"/>
        <location filename="../../desktop/council/phone/table.py" line="50"/>
        <location filename="../../desktop/council/vote_moves.py" line="53"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="321"/>
        <location filename="../../desktop/council/phone/__init__.py" line="119"/>
        <location filename="../../desktop/council/vote_moves.py" line="54"/>
        <source>Choose an outcome…</source>
        <translation>Wähle ein Ergebnis…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="328"/>
        <source>Cast</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_moves.py" line="62"/>
        <source>&amp;Outcome:</source>
        <translation>E&amp;rgebnis:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/choice_panel.py" line="99"/>
        <source>Take from neighbour %1:</source>
        <translation>Von Nachbar %1 nehmen:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="54"/>
        <location filename="../../desktop/legislation/board.py" line="257"/>
        <source>Shared screen: no hand is shown.</source>
        <translation>Gemeinsamer Bildschirm: keine Hand wird gezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="59"/>
        <location filename="../../desktop/council/phone/moves.py" line="135"/>
        <source>Representative Government: every player casts exactly one vote.</source>
        <translation>Repräsentative Regierung: jeder Spieler gibt genau eine Stimme ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="120"/>
        <source>Secret objective: %1</source>
        <translation>Geheimes Ziel: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="39"/>
        <source>Representative Government: pick an outcome; you cast exactly one vote.</source>
        <translation>Repräsentative Regierung: wähle ein Ergebnis; du gibst genau eine Stimme ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="42"/>
        <source>%1: Representative Government allows no additional votes.</source>
        <translation>%1: Die Repräsentative Regierung erlaubt keine zusätzlichen Stimmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="56"/>
        <source>%1 has no ready planet to vote with: click Abstain.</source>
        <translation>%1 hat keinen spielbereiten Planeten zum Abstimmen: „Enthaltung“ klicken.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="58"/>
        <source>%1 votes: tick the planets to exhaust below, or click Abstain.</source>
        <translation>%1 stimmt ab: unten die zu erschöpfenden Planeten ankreuzen oder „Enthaltung“ klicken.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/vote_panel.py" line="60"/>
        <source>%1 votes: click an outcome to cast %n vote(s) (the planets ticked below).</source>
        <translation>
            <numerusform>%1 stimmt ab: ein Ergebnis klicken gibt %n Stimme ab (Planeten unten).</numerusform>
            <numerusform>%1 stimmt ab: ein Ergebnis klicken gibt %n Stimmen ab (Planeten unten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/vote_panel.py" line="62"/>
        <source>%1 votes: click an outcome to cast %n vote(s).</source>
        <translation>
            <numerusform>%1 stimmt ab: klicke ein Ergebnis, um %n Stimme abzugeben.</numerusform>
            <numerusform>%1 stimmt ab: klicke ein Ergebnis, um %n Stimmen abzugeben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="81"/>
        <source>Predictive Intelligence (+3)</source>
        <translation>Vorausschauende Intelligenz (+3)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="83"/>
        <source>Gila: spend TG </source>
        <translation>Gila: HW ausgeben </translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="85"/>
        <source>Odlynn Myrr votes </source>
        <translation>Odlynn-Myrr-Stimmen </translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="81"/>
        <source>Your planet %1</source>
        <translation>Dein Planet %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="53"/>
        <source>Comply</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="53"/>
        <source>Refuse (lose 1 fleet token)</source>
        <translation>Ablehnen (−1 Flottenmarker)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="105"/>
        <source>Action card: %1</source>
        <translation>Aktionskarte: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="113"/>
        <source>Promissory note: %1</source>
        <translation>Schuldschein: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="123"/>
        <source>Promissory notes: %1</source>
        <translation>Schuldscheine: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="126"/>
        <location filename="../../desktop/council/phone/table.py" line="85"/>
        <source>%1 holds: %2</source>
        <translation>%1 hält: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="128"/>
        <location filename="../../desktop/council/phone/table.py" line="84"/>
        <source>no notes</source>
        <translation>keine Schuldscheine</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="211"/>
        <source>click or press Enter to play it</source>
        <translation>klicken oder Enter drücken, um sie zu spielen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="452"/>
        <source>Choose from a &amp;list…</source>
        <translation>Aus der &amp;Liste wählen…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="455"/>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="489"/>
        <location filename="../../desktop/council/operator_moves.py" line="53"/>
        <source>&amp;Secret scored…</source>
        <translation>&amp;Geheimes Ziel erfüllt…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="487"/>
        <location filename="../../desktop/council/transaction_panel.py" line="63"/>
        <source>&amp;Transaction…</source>
        <translation>&amp;Transaktion…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="210"/>
        <source>&amp;Offer</source>
        <translation>&amp;Anbieten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="367"/>
        <source>%n more (hover to see all)</source>
        <translation>
            <numerusform>%n weiterer (Maus darüber: alle)</numerusform>
            <numerusform>%n weitere (Maus darüber: alle)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/hand_band.py" line="67"/>
        <source>%1, %n vote(s)</source>
        <translation>
            <numerusform>%1, %n Stimme</numerusform>
            <numerusform>%1, %n Stimmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="499"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="495"/>
        <source>Pass for the &amp;rest of this agenda</source>
        <translation>Für den &amp;Rest dieser Agenda passen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="501"/>
        <source>&amp;Cast votes</source>
        <translation>&amp;Stimmen abgeben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="506"/>
        <source>&amp;Decide</source>
        <translation>&amp;Entscheiden</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="524"/>
        <source>&amp;Accept</source>
        <translation>A&amp;nnehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="528"/>
        <source>&amp;Refuse</source>
        <translation>Ab&amp;lehnen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="510"/>
        <source>&amp;Confirm choice</source>
        <translation>&amp;Wahl bestätigen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="515"/>
        <source>&amp;Done at the table</source>
        <translation>Am Tisch &amp;erledigt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="110"/>
        <location filename="../../desktop/council/window_panel.py" line="46"/>
        <source>nothing to play: pass.</source>
        <translation>nichts zu spielen: passe.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="554"/>
        <location filename="../../desktop/council/board.py" line="562"/>
        <location filename="../../desktop/council/phone/__init__.py" line="119"/>
        <location filename="../../desktop/council/vote_panel.py" line="93"/>
        <source>Votes: %1</source>
        <translation>Stimmen: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="133"/>
        <location filename="../../desktop/council/vote_panel.py" line="44"/>
        <source>Vote: pick an outcome, then the ready planets to exhaust (running total below).</source>
        <translation>Abstimmen: wähle ein Ergebnis, dann die bereiten Planeten zum Erschöpfen (Summe unten).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phone/__init__.py" line="122"/>
        <location filename="../../desktop/council/vote_panel.py" line="41"/>
        <location filename="../../desktop/council/vote_panel.py" line="46"/>
        <source>Cast %n vote(s) for %1.</source>
        <translation>
            <numerusform>%n Stimme für %1 abgeben.</numerusform>
            <numerusform>%n Stimmen für %1 abgeben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="17"/>
        <source>Genetic Recombination: vote as asked, or refuse and lose a fleet pool token.</source>
        <translation>Genetische Rekombination: stimme wie verlangt ab oder lehne ab und verliere einen Flottenmarker.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="19"/>
        <source>Choose %n planet(s) to ready.</source>
        <translation>
            <numerusform>Wähle %n Planeten zum Spielbereitmachen.</numerusform>
            <numerusform>Wähle %n Planeten zum Spielbereitmachen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="21"/>
        <source>Choose %n action card(s) to discard.</source>
        <translation>
            <numerusform>Wähle %n Aktionskarte zum Abwerfen.</numerusform>
            <numerusform>Wähle %n Aktionskarten zum Abwerfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="24"/>
        <source>Place %n command token(s) in your pools.</source>
        <translation>
            <numerusform>Lege %n Kommandomarker in deine Vorräte.</numerusform>
            <numerusform>Lege %n Kommandomarker in deine Vorräte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="25"/>
        <source>Give back %n command token(s) from your pools.</source>
        <translation>
            <numerusform>Gib %n Kommandomarker aus deinen Vorräten zurück.</numerusform>
            <numerusform>Gib %n Kommandomarker aus deinen Vorräten zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="27"/>
        <source>Choose %n agenda(s), each with its outcome.</source>
        <translation>
            <numerusform>Wähle %n Agenda mit ihrem Ergebnis.</numerusform>
            <numerusform>Wähle %n Agenden, jede mit ihrem Ergebnis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="573"/>
        <location filename="../../desktop/council/phone/moves.py" line="357"/>
        <source>You are the speaker: choose the outcome.</source>
        <translation>Du bist der Sprecher: wähle das Ergebnis.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="241"/>
        <location filename="../../desktop/council/phone/__init__.py" line="32"/>
        <source>Round %1 · agenda %2</source>
        <translation>Runde %1 · Agenda %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="533"/>
        <source>Refuse all from %1</source>
        <translation>Alle von %1 ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/window_panel.py" line="45"/>
        <source>Click a card to play it, or pass.</source>
        <translation>Klicke eine Karte, um sie zu spielen, oder passe.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="124"/>
        <location filename="../../desktop/council/vote_panel.py" line="48"/>
        <source>%1: these planets give no votes; pick others, or abstain.</source>
        <translation>%1: Diese Planeten geben keine Stimmen; wähle andere oder enthalte dich.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="125"/>
        <location filename="../../desktop/council/vote_panel.py" line="49"/>
        <source>%1: now pick the ready planets to exhaust.</source>
        <translation>%1: Wähle nun die bereiten Planeten, die du erschöpfst.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="15"/>
        <source>Choose the promissory note to give.</source>
        <translation>Wähle den Schuldschein, den du abgibst.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="31"/>
        <source>Name the agenda turned over, then confirm.</source>
        <translation>Nenne die aufgedeckte Agenda und bestätige.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="33"/>
        <source>Name the agenda Covert Legislation drew, then confirm.</source>
        <translation>Nenne die Agenda, die Covert Legislation gezogen hat, und bestätige.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="34"/>
        <source>Choose %1.</source>
        <translation>Wähle %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="29"/>
        <source>Take one card from each neighbour who has any.</source>
        <translation>Nimm von jedem Nachbarn, der welche hat, eine Karte.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="71"/>
        <location filename="../../desktop/council/phone/moves.py" line="212"/>
        <source>Accept or refuse the transaction.</source>
        <translation>Nimm die Transaktion an oder lehne sie ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="73"/>
        <location filename="../../desktop/council/phone/moves.py" line="214"/>
        <source>You do not hold all that is asked of you: you can only refuse.</source>
        <translation>Du hast nicht alles, was verlangt wird: du kannst nur ablehnen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="80"/>
        <location filename="../../desktop/council/phone/moves.py" line="327"/>
        <source>Carry this out on the board, then confirm.</source>
        <translation>Führe das auf dem Spielbrett aus und bestätige dann.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="82"/>
        <source>No board here: read what this would do at a TI4 table, then confirm.</source>
        <translation>Hier gibt es keinen Spielplan: lies, was dies an einem TI4-Tisch bewirken würde, dann bestätige.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/target_panel.py" line="143"/>
        <source>%1: click a highlighted player, or choose from the list. Esc cancels.</source>
        <translation>%1: Klicke einen hervorgehobenen Spieler an oder wähle aus der Liste. Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/target_panel.py" line="145"/>
        <source>%1: click an outcome, or choose from the list. Esc cancels.</source>
        <translation>%1: Klicke ein Ergebnis an oder wähle aus der Liste. Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/target_panel.py" line="147"/>
        <source>%1: click a highlighted target, or choose from the list. Esc cancels.</source>
        <translation>%1: Klicke ein hervorgehobenes Ziel an oder wähle aus der Liste. Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/transaction_panel.py" line="52"/>
        <source>Not recorded.</source>
        <translation>Nicht eingetragen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/transaction_panel.py" line="72"/>
        <source>%1 offers…</source>
        <translation>%1 bietet…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/transaction_panel.py" line="92"/>
        <source>Transaction offered by %1</source>
        <translation>Handel angeboten von %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="144"/>
        <location filename="../../desktop/council/refusals.py" line="76"/>
        <location filename="../../desktop/council/transaction_panel.py" line="104"/>
        <source>Put something in the transaction first.</source>
        <translation>Lege zuerst etwas in den Handel.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/pile_buttons.py" line="67"/>
        <source>Passed (%n)…</source>
        <translation>
            <numerusform>Angenommen (%n)…</numerusform>
            <numerusform>Angenommen (%n)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/pile_buttons.py" line="67"/>
        <source>Failed (%n)…</source>
        <translation>
            <numerusform>Abgelehnt (%n)…</numerusform>
            <numerusform>Abgelehnt (%n)…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/pile_buttons.py" line="130"/>
        <source>See the bills in this pile</source>
        <translation>Die Gesetzentwürfe dieses Stapels ansehen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="231"/>
        <source>Passed bills (%n)</source>
        <translation>
            <numerusform>Angenommener Gesetzentwurf (%n)</numerusform>
            <numerusform>Angenommene Gesetzentwürfe (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="233"/>
        <source>Failed bills (%n)</source>
        <translation>
            <numerusform>Abgelehnter Gesetzentwurf (%n)</numerusform>
            <numerusform>Abgelehnte Gesetzentwürfe (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/centre.py" line="75"/>
        <source>you gave %n bill(s): %1</source>
        <translation>
            <numerusform>du gabst %n Gesetzentwurf: %1</numerusform>
            <numerusform>du gabst %n Gesetzentwürfe: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/centre.py" line="78"/>
        <source>you received %n bill(s): %1</source>
        <translation>
            <numerusform>du bekamst %n Gesetzentwurf: %1</numerusform>
            <numerusform>du bekamst %n Gesetzentwürfe: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="84"/>
        <source>Deal %1 with %2: %3</source>
        <translation>Handel %1 mit %2: %3</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="87"/>
        <source>nothing changed hands</source>
        <translation>nichts wechselte den Besitzer</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="265"/>
        <source>Your Representative: %1</source>
        <translation>Dein Abgeordneter: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="82"/>
        <location filename="../../desktop/legislation/board.py" line="280"/>
        <source>Your hand is empty.</source>
        <translation>Deine Hand ist leer.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="77"/>
        <source>&amp;Swap</source>
        <translation>&amp;Tauschen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="77"/>
        <source>Don&apos;t swap</source>
        <translation>Nicht tauschen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="79"/>
        <source>S&amp;wap a card…</source>
        <translation>Karte &amp;tauschen…</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="83"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="85"/>
        <source>&amp;Draw</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="87"/>
        <source>&amp;Place On Deck</source>
        <translation>Auf On Deck &amp;legen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="89"/>
        <source>&amp;Put to the vote</source>
        <translation>&amp;Zur Abstimmung stellen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="68"/>
        <source>&amp;Yay</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="68"/>
        <source>&amp;Nay</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="504"/>
        <location filename="../../desktop/legislation/decisions.py" line="68"/>
        <source>&amp;Abstain</source>
        <translation>&amp;Enthaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="245"/>
        <source>Vote %1</source>
        <translation>%1 stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="94"/>
        <source>&amp;Offer these terms</source>
        <translation>Diese Bedingungen &amp;anbieten</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="94"/>
        <location filename="../../desktop/starward/board.py" line="374"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="110"/>
        <source>&amp;Agree</source>
        <translation>&amp;Zustimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="111"/>
        <source>&amp;Walk away</source>
        <translation>Aus&amp;steigen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="181"/>
        <source>Swap: pick one bill from your hand to discard and one bill from a pile or the deck.</source>
        <translation>Tauschen: wähle einen Gesetzentwurf aus deiner Hand zum Abwerfen und einen von einem Stapel oder dem Nachziehstapel.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="66"/>
        <location filename="../../desktop/council/phone/__init__.py" line="41"/>
        <location filename="../../desktop/legislation/decisions.py" line="185"/>
        <location filename="../../desktop/starward/hints.py" line="40"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="34"/>
        <location filename="../../desktop/starward/screens.py" line="57"/>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="188"/>
        <source>Pick the bills to discard (any number, none to all), then Discard. Nobody sees your choice until everyone has chosen.</source>
        <translation>Wähle die Gesetzentwürfe zum Abwerfen (beliebig viele, keiner bis alle), dann Abwerfen. Niemand sieht deine Wahl, bis alle gewählt haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="191"/>
        <source>&amp;Discard %1</source>
        <translation>%1 &amp;abwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="191"/>
        <source>Keep all</source>
        <translation>Alle behalten</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="199"/>
        <source>&amp;Draw: %1 from piles + %2 from the deck</source>
        <translation>&amp;Ziehen: %1 von Ablagen + %2 vom Stapel</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="208"/>
        <source>Click one of your On Deck bills to put it to the vote.</source>
        <translation>Klicke einen deiner On-Deck-Gesetzentwürfe an, um ihn zur Abstimmung zu stellen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="210"/>
        <source>Put bill %1 to the vote?</source>
        <translation>Gesetzentwurf %1 zur Abstimmung stellen?</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="240"/>
        <source>Secret ballot: the votes are shown together at the end.</source>
        <translation>Geheime Wahl: die Stimmen werden am Ende gemeinsam gezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="218"/>
        <source>Your part of the deal: pick bills from your hand to give, and tokens to take. %1 will then see it on their own screen.</source>
        <translation>Dein Teil des Handels: wähle Gesetzentwürfe aus deiner Hand zum Geben und Marker zum Nehmen. %1 sieht ihn dann auf dem eigenen Bildschirm.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="223"/>
        <source>Your Pledge turn: open deals with other players, then End turn to make them final.</source>
        <translation>Dein Zusagezug: eröffne Handel mit anderen Spielern, dann Zug beenden, damit sie gelten.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="227"/>
        <source>Your part of the deal: bills you give (pick in your hand) and tokens you take. Agree to offer it; the other side must agree too.</source>
        <translation>Dein Teil des Handels: Gesetzentwürfe, die du gibst (in deiner Hand wählen), und Marker, die du nimmst. Stimme zu, um ihn anzubieten; die andere Seite muss auch zustimmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="28"/>
        <source>no token</source>
        <translation>kein Marker</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="28"/>
        <source>Pledge: Yay</source>
        <translation>Zusage: Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="28"/>
        <source>anti-Pledge: Nay</source>
        <translation>Gegenzusage: Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="58"/>
        <source>%1 offers</source>
        <translation>%1 bietet</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="73"/>
        <source>Offered to you: %1</source>
        <translation>Dir angeboten: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="77"/>
        <source>no bills</source>
        <translation>keine Gesetzentwürfe</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="79"/>
        <source>Bills to you:</source>
        <translation>Gesetzentwürfe an dich:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="81"/>
        <source>Tokens %1 takes:</source>
        <translation>Marker, die %1 nimmt:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="85"/>
        <source>bill %1 — %2</source>
        <translation>Gesetzentwurf %1 — %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/agenda_history.py" line="46"/>
        <source>%1: %n vote(s) for %2</source>
        <translation>
            <numerusform>%1: %n Stimme für %2</numerusform>
            <numerusform>%1: %n Stimmen für %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="50"/>
        <source>%1: abstained</source>
        <translation>%1: enthalten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="53"/>
        <source>%1: could not vote</source>
        <translation>%1: durfte nicht abstimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="58"/>
        <source>%1: %2 on %3 — won</source>
        <translation>%1: %2 auf %3 — gewonnen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="58"/>
        <source>%1: %2 on %3 — lost</source>
        <translation>%1: %2 auf %3 — verloren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="82"/>
        <source>%1 — held by %2</source>
        <translation>%1 — gehalten von %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="84"/>
        <source>%1 — on %2</source>
        <translation>%1 — auf %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="93"/>
        <location filename="../../desktop/council/hand_band.py" line="123"/>
        <location filename="../../desktop/legislation/deal_editor.py" line="87"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="269"/>
        <location filename="../../desktop/legislation/phrases.py" line="68"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="96"/>
        <source>Agenda %1: %2</source>
        <translation>Agenda %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="100"/>
        <source>under way</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="100"/>
        <source>never voted on</source>
        <translation>nie abgestimmt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="115"/>
        <source>Agendas and laws</source>
        <translation>Agenden und Gesetze</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="124"/>
        <source>Show how long each agenda takes, on the table</source>
        <translation>Auf dem Tisch zeigen, wie lange jede Agenda dauert</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="91"/>
        <source>%1 has agreed to the deal as it stands.</source>
        <translation>%1 hat dem Handel so zugestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="93"/>
        <source>%1 has not agreed yet.</source>
        <translation>%1 hat noch nicht zugestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="106"/>
        <source>Tokens you take (click a bill to cycle: Pledge, anti-Pledge, none)</source>
        <translation>Marker, die du nimmst (Gesetzentwurf anklicken: Zusage, Gegenzusage, keiner)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="132"/>
        <source>held: %1</source>
        <translation>gehalten: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="171"/>
        <location filename="../../desktop/legislation/phrases.py" line="25"/>
        <location filename="../../desktop/starward/phone/moves.py" line="314"/>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="198"/>
        <location filename="../../desktop/legislation/phrases.py" line="26"/>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="27"/>
        <source>Place On Deck</source>
        <translation>Auf On Deck legen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="251"/>
        <location filename="../../desktop/legislation/phrases.py" line="28"/>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="29"/>
        <source>Deal Terms</source>
        <translation>Handelsbedingungen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="30"/>
        <source>Confirm Deal</source>
        <translation>Handel bestätigen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="31"/>
        <source>Drop Deal</source>
        <translation>Handel verwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="32"/>
        <source>Cancel Deal</source>
        <translation>Handel aufheben</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="33"/>
        <source>End Turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="34"/>
        <source>Propose Bill</source>
        <translation>Gesetzentwurf vorschlagen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="35"/>
        <source>Vote</source>
        <translation>Abstimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="42"/>
        <source>the discarded bills were shown</source>
        <translation>die abgeworfenen Gesetzentwürfe wurden gezeigt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="43"/>
        <source>bills were drawn</source>
        <translation>Gesetzentwürfe wurden gezogen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="44"/>
        <source>a bill was drawn from the deck</source>
        <translation>ein Gesetzentwurf wurde vom Stapel gezogen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="45"/>
        <source>bills were shown to a deal partner</source>
        <translation>Gesetzentwürfe wurden einem Verhandlungspartner gezeigt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="46"/>
        <source>the secret ballot was revealed</source>
        <translation>die geheime Abstimmung wurde aufgedeckt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="52"/>
        <source>Discard round</source>
        <translation>Abwurfrunde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="53"/>
        <source>Draw round</source>
        <translation>Ziehrunde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="54"/>
        <source>On Deck round</source>
        <translation>On-Deck-Runde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="55"/>
        <source>Pledge round</source>
        <translation>Zusagerunde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="56"/>
        <source>Vote round</source>
        <translation>Abstimmungsrunde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="57"/>
        <source>Session over</source>
        <translation>Sitzung beendet</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="62"/>
        <location filename="../../desktop/legislation/screens.py" line="97"/>
        <location filename="../../desktop/table/reasons.py" line="25"/>
        <source>Yay</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="62"/>
        <location filename="../../desktop/legislation/screens.py" line="98"/>
        <location filename="../../desktop/table/reasons.py" line="26"/>
        <source>Nay</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="116"/>
        <source>%1 swapped: discarded bill %2, took a bill from the deck.</source>
        <translation>%1 hat getauscht: Gesetzentwurf %2 abgeworfen, einen vom Stapel genommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="120"/>
        <source>%1 swapped: discarded bill %2, took a bill from %3&apos;s pile.</source>
        <translation>%1 hat getauscht: Gesetzentwurf %2 abgeworfen, einen aus dem Stapel von %3 genommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="186"/>
        <source>%1&apos;s bill %2 went On Deck.</source>
        <translation>Der Gesetzentwurf %2 von %1 liegt jetzt auf On Deck.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="55"/>
        <source>no outcome</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="29"/>
        <location filename="../../desktop/council/names.py" line="57"/>
        <location filename="../../desktop/table/reasons.py" line="23"/>
        <source>For</source>
        <translation>Dafür</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="29"/>
        <location filename="../../desktop/council/names.py" line="59"/>
        <location filename="../../desktop/table/reasons.py" line="24"/>
        <source>Against</source>
        <translation>Dagegen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="78"/>
        <source>Before the first agenda</source>
        <translation>Vor der ersten Agenda</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="79"/>
        <source>When the agenda is revealed</source>
        <translation>Wenn die Agenda aufgedeckt wird</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="80"/>
        <source>After the agenda is revealed</source>
        <translation>Nachdem die Agenda aufgedeckt ist</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="81"/>
        <source>Before a player votes</source>
        <translation>Bevor ein Spieler abstimmt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="82"/>
        <source>Voting</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="83"/>
        <source>After your vote</source>
        <translation>Nach deiner Stimme</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="84"/>
        <source>After the speaker votes</source>
        <translation>Nachdem der Sprecher abgestimmt hat</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="85"/>
        <source>The speaker decides</source>
        <translation>Der Sprecher entscheidet</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="86"/>
        <source>Before the outcome is resolved</source>
        <translation>Bevor das Ergebnis abgehandelt wird</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="87"/>
        <source>After the outcome is resolved</source>
        <translation>Nachdem das Ergebnis abgehandelt ist</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="88"/>
        <source>A chance to cancel a card</source>
        <translation>Gelegenheit, eine Karte aufzuheben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="92"/>
        <source>A chance to answer what just happened</source>
        <translation>Gelegenheit, auf das Geschehene zu antworten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/names.py" line="125"/>
        <source>%n trade good(s)</source>
        <translation>
            <numerusform>%n Handelsware</numerusform>
            <numerusform>%n Handelswaren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="89"/>
        <source>A transaction is offered</source>
        <translation>Eine Transaktion wird angeboten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="90"/>
        <location filename="../../desktop/council/phone/moves.py" line="148"/>
        <source>A choice to make</source>
        <translation>Eine Wahl ist zu treffen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="91"/>
        <source>Instructions for the table</source>
        <translation>Anweisungen für den Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="93"/>
        <location filename="../../desktop/council/phone/moves.py" line="304"/>
        <source>Table check before the agenda phase</source>
        <translation>Tischabgleich vor der Agendaphase</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="99"/>
        <source>Play Card</source>
        <translation>Karte spielen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="100"/>
        <source>Use Ability</source>
        <translation>Fähigkeit einsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="101"/>
        <location filename="../../desktop/council/phone/moves.py" line="107"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="102"/>
        <source>Cast Votes</source>
        <translation>Stimmen abgeben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="103"/>
        <location filename="../../desktop/council/operator.py" line="312"/>
        <location filename="../../desktop/council/phone/moves.py" line="351"/>
        <location filename="../../desktop/legislation/phrases.py" line="62"/>
        <location filename="../../desktop/legislation/screens.py" line="99"/>
        <location filename="../../desktop/table/reasons.py" line="27"/>
        <source>Abstain</source>
        <translation>Enthaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="104"/>
        <source>Break Tie</source>
        <translation>Gleichstand auflösen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="105"/>
        <source>Propose Transaction</source>
        <translation>Transaktion vorschlagen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="106"/>
        <source>Answer Transaction</source>
        <translation>Transaktion beantworten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="107"/>
        <source>Choose</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="108"/>
        <source>Confirm Instruction</source>
        <translation>Anweisung bestätigen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="109"/>
        <source>Score Secret Objective</source>
        <translation>Geheimes Ziel erfüllen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="110"/>
        <source>Table Check</source>
        <translation>Tischabgleich</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="111"/>
        <source>Add a Seat</source>
        <translation>Platz hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="112"/>
        <source>Remove a Seat</source>
        <translation>Platz entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="118"/>
        <source>Tactic</source>
        <translation>Taktik</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="118"/>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="118"/>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="129"/>
        <source>%1 (%2&apos;s note)</source>
        <translation>%1 (von %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="88"/>
        <source>%1 chose their discards. Discards revealed — %2.</source>
        <translation>%1 hat die Abwürfe gewählt. Abwürfe aufgedeckt — %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="90"/>
        <source>%1 chose to discard bills %2.</source>
        <translation>%1 wirft die Gesetzentwürfe %2 ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="92"/>
        <source>%1 chose their discards.</source>
        <translation>%1 hat die Abwürfe gewählt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="78"/>
        <source>Your vote on %1.</source>
        <translation>Deine Stimme zu %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="95"/>
        <source>%1 voted, %2 abstained</source>
        <translation>%1 abgestimmt, %2 enthalten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="100"/>
        <source>%n may not vote</source>
        <translation>
            <numerusform>%n darf nicht abstimmen</numerusform>
            <numerusform>%n dürfen nicht abstimmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="129"/>
        <source>More than one player reached %1 VP at once: the first of them in speaker order wins.</source>
        <translation>Mehrere Spieler haben zugleich %1 SP erreicht: Es gewinnt, wer von ihnen in Sprecherreihenfolge zuerst kommt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="136"/>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/operator.py" line="253"/>
        <location filename="../../desktop/council/screens.py" line="161"/>
        <source>%n vote(s) for %1</source>
        <translation>
            <numerusform>%n Stimme für %1</numerusform>
            <numerusform>%n Stimmen für %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="174"/>
        <source>no votes cast</source>
        <translation>keine Stimmen abgegeben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="199"/>
        <source>Agenda deck</source>
        <translation>Agendastapel</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="200"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="201"/>
        <source>Victory points to win</source>
        <translation>Siegpunkte zum Sieg</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="202"/>
        <source>Rounds at most</source>
        <translation>Höchstens Runden</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="203"/>
        <source>Action cards in hand</source>
        <translation>Aktionskarten auf der Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="204"/>
        <source>Action cards drawn per round</source>
        <translation>Gezogene Aktionskarten je Runde</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="205"/>
        <source>Deal factions at random</source>
        <translation>Völker zufällig verteilen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="206"/>
        <source>Planets dealt per player</source>
        <translation>Planeten je Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="207"/>
        <source>Starting trade goods</source>
        <translation>Start-Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="208"/>
        <source>Thunder&apos;s Edge planets</source>
        <translation>Planeten aus Thunder&apos;s Edge</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="209"/>
        <source>Leader versions</source>
        <translation>Anführer-Versionen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="210"/>
        <source>Starting commodities</source>
        <translation>Start-Rohstoffe</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="211"/>
        <source>Commanders unlocked</source>
        <translation>Kommandanten freigeschaltet</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="212"/>
        <source>Heroes unlocked</source>
        <translation>Helden freigeschaltet</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="213"/>
        <source>Ask every seat in each window</source>
        <translation>In jedem Fenster jeden Platz fragen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="214"/>
        <source>Triad counts as votes</source>
        <translation>Triade zählt als Stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="215"/>
        <source>One operator runs the table (companion mode)</source>
        <translation>Eine Person bedient den Tisch (Begleitmodus)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="232"/>
        <location filename="../../desktop/council/screens.py" line="239"/>
        <source>Prophecy of Kings</source>
        <translation>Prophecy of Kings</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="232"/>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="234"/>
        <source>Standalone: the program deals the action cards</source>
        <translation>Eigenständig: das Programm teilt die Aktionskarten aus</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="235"/>
        <source>Companion: beside a real TI4 table</source>
        <translation>Begleiter: neben einem echten TI4-Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="238"/>
        <source>Codex III</source>
        <translation>Codex III</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="287"/>
        <source>%1 passed in the window “%2”.</source>
        <comment>one or more seats passing, named in a list</comment>
        <translation>
            <numerusform>%1 hat im Fenster „%2“ gepasst.</numerusform>
            <numerusform>%1 haben im Fenster „%2“ gepasst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="290"/>
        <source>%1 passed.</source>
        <comment>one or more seats passing, named in a list</comment>
        <translation>
            <numerusform>%1 hat gepasst.</numerusform>
            <numerusform>%1 haben gepasst.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="305"/>
        <source>%1 played %2</source>
        <translation>%1 spielte %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="305"/>
        <source>%1 used %2</source>
        <translation>%1 setzte %2 ein</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="316"/>
        <source>%1 cast %n vote(s) for %2.</source>
        <translation>
            <numerusform>%1 gab %n Stimme für %2 ab.</numerusform>
            <numerusform>%1 gab %n Stimmen für %2 ab.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="321"/>
        <source>%1 abstained.</source>
        <translation>%1 hat sich enthalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="324"/>
        <source>%1, the speaker, chose %2.</source>
        <translation>%1, der Sprecher, wählte %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="329"/>
        <source>%1 offered a transaction to %2.</source>
        <translation>%1 hat %2 eine Transaktion angeboten.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="332"/>
        <source>%1 accepted the transaction.</source>
        <translation>%1 hat die Transaktion angenommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="332"/>
        <source>%1 refused the transaction.</source>
        <translation>%1 hat die Transaktion abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="335"/>
        <source>%1 made a choice.</source>
        <translation>%1 hat eine Wahl getroffen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="339"/>
        <source>%1 scored the secret objective %2 (1 VP).</source>
        <translation>%1 hat das geheime Ziel %2 erfüllt (1 SP).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="345"/>
        <source>Table corrected during agenda phase %1: %2.</source>
        <translation>Tisch während Agendaphase %1 korrigiert: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="347"/>
        <source>Table checked before agenda phase %1: %2.</source>
        <translation>Tisch vor Agendaphase %1 abgeglichen: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="351"/>
        <source>nothing changed</source>
        <translation>nichts geändert</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="355"/>
        <location filename="../../desktop/council/table_summary.py" line="83"/>
        <source>The action deck was reshuffled.</source>
        <translation>Der Aktionsstapel wurde neu gemischt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="357"/>
        <source>Joined the table: %1.</source>
        <translation>Kam an den Tisch: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="358"/>
        <source>Left the table: %1.</source>
        <translation>Verließ den Tisch: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="366"/>
        <source>%1 joined the game at a new seat.</source>
        <translation>%1 kommt an einem neuen Platz ins Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="366"/>
        <source>%1 left the game.</source>
        <translation>%1 verlässt das Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="375"/>
        <source>%1 confirmed: %2.</source>
        <translation>%1 hat bestätigt: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="389"/>
        <source>The card %1 was cancelled.</source>
        <translation>Die Karte %1 wurde aufgehoben.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="392"/>
        <source>Agenda revealed: %1.</source>
        <translation>Agenda aufgedeckt: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="397"/>
        <source>Resolved: %1.</source>
        <translation>Abgehandelt: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="399"/>
        <source>A law enters play.</source>
        <translation>Ein Gesetz tritt in Kraft.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="403"/>
        <source>%1 was right: %2 on %3.</source>
        <translation>%1 lag richtig: %2 auf %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="403"/>
        <source>%1 was wrong: %2 on %3.</source>
        <translation>%1 lag falsch: %2 auf %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="416"/>
        <source>%1 not asked again: passed for the rest of this agenda.</source>
        <translation>
            <numerusform>%1 nicht erneut gefragt: hat für den Rest dieser Agenda gepasst.</numerusform>
            <numerusform>%1 nicht erneut gefragt: haben für den Rest dieser Agenda gepasst.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="439"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="444"/>
        <source>Cards played on this agenda, last first: %1</source>
        <translation>Auf diese Agenda gespielte Karten, die letzte zuerst: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="57"/>
        <location filename="../../desktop/council/screens.py" line="405"/>
        <source>a prediction</source>
        <translation>eine Vorhersage</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="410"/>
        <source>The law %1 leaves play.</source>
        <translation>Das Gesetz %1 tritt außer Kraft.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="412"/>
        <location filename="../../desktop/legislation/phrases.py" line="103"/>
        <location filename="../../desktop/legislation/phrases.py" line="126"/>
        <location filename="../../desktop/starward/phrases.py" line="88"/>
        <source>You drew %1.</source>
        <translation>Du hast %1 gezogen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="108"/>
        <source>%1 placed bills %2 On Deck.</source>
        <translation>%1 hat die Gesetzentwürfe %2 auf On Deck gelegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="130"/>
        <source>%1 set their terms in a deal with %2.</source>
        <translation>%1 hat die Bedingungen im Handel mit %2 festgelegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="132"/>
        <source>%1 agreed to the deal.</source>
        <translation>%1 hat dem Handel zugestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="134"/>
        <location filename="../../desktop/legislation/screens.py" line="181"/>
        <source>%1 walked away from the deal.</source>
        <translation>%1 ist aus dem Handel ausgestiegen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="152"/>
        <source>The deal is made.</source>
        <translation>Der Handel ist geschlossen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="141"/>
        <source>%1 ended their Pledge turn; the deals are final.</source>
        <translation>%1 hat den Zusagezug beendet; die Handel gelten.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="96"/>
        <source>bill %1 from %2&apos;s pile</source>
        <translation>Gesetzentwurf %1 vom Ablagestapel von %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phrases.py" line="100"/>
        <source>%n bill(s) from the deck</source>
        <translation>
            <numerusform>%n Gesetzentwurf vom Nachziehstapel</numerusform>
            <numerusform>%n Gesetzentwürfe vom Nachziehstapel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="101"/>
        <source>%1 took %2.</source>
        <translation>%1 nahm %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="101"/>
        <source>%1 took no bills.</source>
        <translation>%1 nahm keine Gesetzentwürfe.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="108"/>
        <source>%1 placed bill %2 On Deck.</source>
        <translation>%1 hat Gesetzentwurf %2 auf On Deck gelegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="138"/>
        <source>%1 cancelled the deal with %2: its bills went back, its tokens were lifted.</source>
        <translation>%1 hat den Handel mit %2 aufgehoben: die Gesetzentwürfe gingen zurück, die Marker wurden entfernt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="143"/>
        <source>%1 put bill %2 to the vote.</source>
        <translation>%1 hat Gesetzentwurf %2 zur Abstimmung gestellt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="146"/>
        <source>%1 voted %2.</source>
        <translation>%1 stimmte %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="148"/>
        <source>%1 voted.</source>
        <translation>%1 hat abgestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="24"/>
        <source>joins the table</source>
        <translation>kommt an den Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="24"/>
        <source>leaves the table</source>
        <translation>verlässt den Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="32"/>
        <source>+ %1 (from %2)</source>
        <translation>+ %1 (von %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="34"/>
        <location filename="../../desktop/council/table_summary.py" line="57"/>
        <location filename="../../desktop/council/table_summary.py" line="62"/>
        <location filename="../../desktop/council/table_summary.py" line="65"/>
        <source>+ %1</source>
        <translation>+ %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="35"/>
        <location filename="../../desktop/council/table_summary.py" line="58"/>
        <location filename="../../desktop/council/table_summary.py" line="63"/>
        <location filename="../../desktop/council/table_summary.py" line="66"/>
        <source>− %1</source>
        <translation>− %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="39"/>
        <source>exhausted: %1</source>
        <translation>erschöpft: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="42"/>
        <source>readied: %1</source>
        <translation>bereit: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="44"/>
        <source>%1 TG (was %2)</source>
        <translation>%1 HW (vorher %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="45"/>
        <source>%1 VP (was %2)</source>
        <translation>%1 SP (vorher %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="51"/>
        <source>tokens %1 (was %2)</source>
        <translation>Marker %1 (vorher %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="76"/>
        <location filename="../../desktop/legislation/phrases.py" line="150"/>
        <location filename="../../desktop/table/table_page.py" line="301"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="80"/>
        <source>Law in play: %1</source>
        <translation>Gesetz in Kraft: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="81"/>
        <source>Law removed: %1</source>
        <translation>Gesetz entfernt: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="98"/>
        <source>… (all of it: point here)</source>
        <translation>… (alles: hierauf zeigen)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="163"/>
        <source>Bill %1 %2 (%3 Yay, %4 Nay).</source>
        <translation>Gesetzentwurf %1 %2 (%3 Ja, %4 Nein).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="165"/>
        <location filename="../../desktop/legislation/screens.py" line="129"/>
        <source>PASSED</source>
        <translation>ANGENOMMEN</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="165"/>
        <location filename="../../desktop/legislation/screens.py" line="129"/>
        <source>FAILED</source>
        <translation>ABGELEHNT</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="178"/>
        <location filename="../../desktop/legislation/screens.py" line="122"/>
        <source>%1 BETRAYED their token (voted %2).</source>
        <translation>%1 hat die eigene Zusage GEBROCHEN (stimmte %2).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="181"/>
        <source>— %1 begins —</source>
        <translation>— %1 beginnt —</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="183"/>
        <source>%1&apos;s turn is skipped.</source>
        <translation>%1 setzt diesen Zug aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="186"/>
        <source>%1&apos;s bills %2 went On Deck.</source>
        <translation>Die Gesetzentwürfe %2 von %1 liegen jetzt auf On Deck.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="69"/>
        <location filename="../../desktop/council/screens.py" line="421"/>
        <location filename="../../desktop/council/table_display.py" line="228"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="70"/>
        <location filename="../../desktop/legislation/phrases.py" line="189"/>
        <location filename="../../desktop/legislation/screens.py" line="42"/>
        <location filename="../../desktop/phone/bridge.py" line="222"/>
        <location filename="../../desktop/starward/screens.py" line="36"/>
        <source>The session is over.</source>
        <translation>Die Sitzung ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="45"/>
        <source>%1: everyone chooses discards (waiting for %2).</source>
        <translation>%1: alle wählen ihre Abwürfe (es fehlen %2).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="51"/>
        <source>%1: bill %2 is on the floor; waiting for %3.</source>
        <translation>%1: Entwurf %2 zur Abstimmung; es fehlen %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="63"/>
        <source>%1: %2 is negotiating with %3.</source>
        <translation>%1: %2 verhandelt mit %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="71"/>
        <location filename="../../desktop/legislation/screens.py" line="68"/>
        <source>%1: %2 to act.</source>
        <translation>%1: %2 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="74"/>
        <source>Choose your discards in secret.</source>
        <translation>Wähle deine Abwürfe geheim.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="76"/>
        <source>Your turn to draw.</source>
        <translation>Du ziehst.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="79"/>
        <source>Cast your secret vote on bill %1.</source>
        <translation>Gib deine geheime Stimme zu Gesetzentwurf %1 ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="80"/>
        <source>Your vote on bill %1 (roll call).</source>
        <translation>Deine Stimme zu Gesetzentwurf %1 (namentlich).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="82"/>
        <source>%1 offers you a deal: look at it on your own screen.</source>
        <translation>%1 bietet dir einen Handel an: sieh ihn dir auf deinem eigenen Bildschirm an.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="86"/>
        <source>Your Pledge turn.</source>
        <translation>Dein Zusagezug.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="87"/>
        <location filename="../../desktop/starward/screens.py" line="81"/>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="101"/>
        <source>%1 of %2 have voted</source>
        <translation>%1 von %2 haben abgestimmt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="103"/>
        <source>(secret)</source>
        <translation>(geheim)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="104"/>
        <source>Bill %1 on the floor</source>
        <translation>Gesetzentwurf %1 zur Abstimmung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="111"/>
        <source>pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="128"/>
        <source>Bill %1</source>
        <translation>Gesetzentwurf %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="131"/>
        <source>%1 Yay · %2 Nay</source>
        <translation>%1 Ja · %2 Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="155"/>
        <source>Hand size</source>
        <translation>Handgröße</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="155"/>
        <source>Ballot</source>
        <translation>Wahlverfahren</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="159"/>
        <source>9 bills (full game)</source>
        <translation>9 Gesetzentwürfe (ganzes Spiel)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="159"/>
        <source>6 bills (short game)</source>
        <translation>6 Gesetzentwürfe (kurzes Spiel)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="161"/>
        <source>Secret ballot</source>
        <translation>Geheime Wahl</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="162"/>
        <source>Roll call (open)</source>
        <translation>Namentlich (offen)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="179"/>
        <source>%1 agreed to the deal: it is made.</source>
        <translation>%1 hat dem Handel zugestimmt: er ist geschlossen.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="183"/>
        <source>%1 changed the deal: look at it on your own screen.</source>
        <translation>%1 hat den Handel geändert: sieh ihn dir allein an.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="184"/>
        <source>%1 agreed to the deal as it stands.</source>
        <translation>%1 stimmt dem Handel in dieser Form zu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="26"/>
        <source>−%n pt(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n Pkt.</numerusform>
            <numerusform>−%n Pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="27"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="108"/>
        <source>hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="109"/>
        <source>pile %1</source>
        <translation>Ablage %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="113"/>
        <source>has chosen</source>
        <translation>hat gewählt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="115"/>
        <source>sits out (betrayal)</source>
        <translation>setzt aus (Bruch)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="117"/>
        <source>betrayed: skips next Pledge turn</source>
        <translation>gebrochen: setzt nächsten Zusagezug aus</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="123"/>
        <location filename="../../desktop/legislation/seats.py" line="119"/>
        <source>has voted</source>
        <translation>hat abgestimmt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="106"/>
        <location filename="../../desktop/legislation/seats.py" line="179"/>
        <source>On Deck: %1</source>
        <translation>On Deck: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="197"/>
        <source>%1&apos;s discard pile, %n bill(s), top: %2</source>
        <translation>
            <numerusform>Ablagestapel von %1, %n Gesetzentwurf, oben: %2</numerusform>
            <numerusform>Ablagestapel von %1, %n Gesetzentwürfe, oben: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="49"/>
        <source>Propose a transaction (one per pair of players each agenda)</source>
        <translation>Transaktion vorschlagen (eine je Spielerpaar und Agenda)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="57"/>
        <source>Transaction with</source>
        <translation>Transaktion mit</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="60"/>
        <location filename="../../desktop/council/phone/deals.py" line="67"/>
        <source>With</source>
        <translation>Mit</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="63"/>
        <source>Trade goods you give</source>
        <translation>Gegebene Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="64"/>
        <source>You give trade goods</source>
        <translation>Du gibst Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="67"/>
        <source>Trade goods you ask for</source>
        <translation>Verlangte Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="68"/>
        <source>You ask for trade goods</source>
        <translation>Du verlangst Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="73"/>
        <source>Play Black Market Dealings with this transaction</source>
        <translation>Schwarzmarktgeschäfte mit dieser Transaktion spielen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="80"/>
        <source>Also ask for other players&apos; notes (the partner may hold one)</source>
        <translation>Auch nach Schuldscheinen anderer Spieler fragen (der Partner könnte einen halten)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="87"/>
        <source>What you give</source>
        <translation>Was du gibst</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="88"/>
        <source>What you ask for (hidden cards by name)</source>
        <translation>Was du verlangst (verdeckte Karten mit Namen)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="89"/>
        <location filename="../../desktop/council/phone/deals.py" line="68"/>
        <location filename="../../desktop/council/phone/moves.py" line="206"/>
        <source>You give</source>
        <translation>Du gibst</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="90"/>
        <location filename="../../desktop/council/phone/deals.py" line="69"/>
        <source>You ask for</source>
        <translation>Du verlangst</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="119"/>
        <source>secret objective %1</source>
        <translation>geheimes Ziel %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="150"/>
        <source>Black Market Dealings: action cards, relics and secret objectives may change hands.</source>
        <translation>Schwarzmarktgeschäfte: Aktionskarten, Relikte und geheime Ziele dürfen den Besitzer wechseln.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="153"/>
        <source>The Hacan are in this deal: action cards may change hands.</source>
        <translation>Die Hacan sind an diesem Handel beteiligt: Aktionskarten dürfen den Besitzer wechseln.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="156"/>
        <source>Trade goods and promissory notes only (cards need the Hacan or Black Market Dealings).</source>
        <translation>Nur Handelswaren und Schuldscheine (Karten brauchen die Hacan oder Schwarzmarktgeschäfte).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="199"/>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="17"/>
        <source>For / Against</source>
        <translation>Dafür / Dagegen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="18"/>
        <location filename="../../desktop/council/table_display.py" line="39"/>
        <source>Elect a player</source>
        <translation>Spieler wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="19"/>
        <location filename="../../desktop/council/table_display.py" line="40"/>
        <source>Elect a planet</source>
        <translation>Planeten wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="20"/>
        <location filename="../../desktop/council/table_display.py" line="41"/>
        <source>Elect a law</source>
        <translation>Gesetz wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="21"/>
        <location filename="../../desktop/council/table_display.py" line="42"/>
        <source>Elect a scored secret objective</source>
        <translation>Erfülltes geheimes Ziel wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="22"/>
        <location filename="../../desktop/council/table_display.py" line="43"/>
        <source>Elect a strategy card</source>
        <translation>Strategiekarte wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="23"/>
        <source>Hidden outcomes</source>
        <translation>Verdeckte Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="29"/>
        <source>Elected</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="29"/>
        <source>Special</source>
        <translation>Besonders</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="41"/>
        <source>cultural</source>
        <translation>kulturell</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="41"/>
        <source>hazardous</source>
        <translation>gefährlich</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="41"/>
        <source>industrial</source>
        <translation>industriell</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="52"/>
        <source>cultural</source>
        <comment>planet trait on a narrow card</comment>
        <translation>kult.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="53"/>
        <source>hazardous</source>
        <comment>planet trait on a narrow card</comment>
        <translation>gefährl.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="54"/>
        <source>industrial</source>
        <comment>planet trait on a narrow card</comment>
        <translation>indust.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="64"/>
        <source>ACTION</source>
        <translation>AKTION</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="72"/>
        <source>%1&apos;s note</source>
        <translation>Schuldschein von %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="73"/>
        <source>NOTE</source>
        <translation>SCHULDSCHEIN</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="79"/>
        <source>SECRET</source>
        <translation>GEHEIM</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="79"/>
        <source>secret objective</source>
        <translation>geheimes Ziel</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="89"/>
        <location filename="../../desktop/council/faces.py" line="91"/>
        <source>Elected: %1</source>
        <translation>Gewählt: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="71"/>
        <location filename="../../desktop/council/seats.py" line="74"/>
        <location filename="../../desktop/council/table_summary.py" line="26"/>
        <source>no faction</source>
        <translation>kein Volk</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="253"/>
        <location filename="../../desktop/council/phone/table.py" line="106"/>
        <location filename="../../desktop/council/seats.py" line="76"/>
        <source>%1 VP · %2 TG</source>
        <translation>%1 SP · %2 HW</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="108"/>
        <location filename="../../desktop/council/seats.py" line="78"/>
        <source>%1 VP · %2 TG · %3 action cards</source>
        <translation>%1 SP · %2 HW · %3 Aktionskarten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/seats.py" line="84"/>
        <source>planets %1 ready / %2 · up to %n vote(s)</source>
        <translation>
            <numerusform>Planeten %1 bereit / %2 · bis zu %n Stimme</numerusform>
            <numerusform>Planeten %1 bereit / %2 · bis zu %n Stimmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="294"/>
        <source>left the game</source>
        <translation>hat das Spiel verlassen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="70"/>
        <source>left the game: not in the running</source>
        <translation>hat das Spiel verlassen: nicht mehr im Rennen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="89"/>
        <source>away this phase</source>
        <translation>in dieser Phase abwesend</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="91"/>
        <source>objectives: %1</source>
        <translation>Ziele: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="94"/>
        <source>secrets scored: %1</source>
        <translation>erfüllte geheime Ziele: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="118"/>
        <location filename="../../desktop/council/seats.py" line="100"/>
        <source>voted %1 for %2</source>
        <translation>stimmte %1 für %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="107"/>
        <source>silenced: no votes, cards or abilities</source>
        <translation>zum Schweigen gebracht: keine Stimmen, Karten oder Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="258"/>
        <location filename="../../desktop/council/phone/table.py" line="123"/>
        <location filename="../../desktop/council/screens.py" line="167"/>
        <location filename="../../desktop/council/seats.py" line="105"/>
        <location filename="../../desktop/council/table_display.py" line="286"/>
        <source>abstained</source>
        <translation>enthalten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="256"/>
        <location filename="../../desktop/council/screens.py" line="165"/>
        <location filename="../../desktop/council/seats.py" line="109"/>
        <location filename="../../desktop/council/table_display.py" line="284"/>
        <source>may not vote</source>
        <translation>darf nicht abstimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="111"/>
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
        <location filename="../../desktop/council/phone/__init__.py" line="38"/>
        <location filename="../../desktop/refusals.py" line="45"/>
        <location filename="../../desktop/starward/hints.py" line="37"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="31"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="41"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="34"/>
        <source>Waiting for the table.</source>
        <translation>Warten auf den Tisch.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="44"/>
        <source>Your turn: vote</source>
        <translation>Du bist dran: abstimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="47"/>
        <location filename="../../desktop/council/phone/__init__.py" line="50"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="35"/>
        <source>Your turn: %1</source>
        <translation>Du bist dran: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="98"/>
        <location filename="../../desktop/council/phone/__init__.py" line="100"/>
        <location filename="../../desktop/council/phone/__init__.py" line="109"/>
        <location filename="../../desktop/council/phone/__init__.py" line="138"/>
        <location filename="../../desktop/council/phone/__init__.py" line="151"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="62"/>
        <source>Pick what the move needs first.</source>
        <translation>Wähle zuerst, was der Zug braucht.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="110"/>
        <location filename="../../desktop/council/phone/__init__.py" line="116"/>
        <location filename="../../desktop/council/phone/__init__.py" line="132"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="64"/>
        <source>This move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="149"/>
        <source>Name one amount of trade goods each way.</source>
        <translation>Nenne je Richtung nur eine Menge Handelswaren.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="153"/>
        <source>Offer this to %1.</source>
        <translation>Dies %1 anbieten.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="154"/>
        <source>%1 cannot be offered this transaction.</source>
        <translation>%1 kann dieses Geschäft nicht angeboten werden.</translation>
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
        <location filename="../../desktop/council/refusals.py" line="108"/>
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
        <location filename="../../desktop/council/refusals.py" line="43"/>
        <source>No window is open for playing cards now.</source>
        <translation>Gerade ist kein Fenster zum Ausspielen von Karten offen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="44"/>
        <source>%card is not an agenda-phase card.</source>
        <translation>%card ist keine Karte der Agendaphase.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="45"/>
        <source>%card is used, not played from the hand (or the other way round).</source>
        <translation>%card wird eingesetzt, nicht aus der Hand gespielt (oder umgekehrt).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="46"/>
        <source>%card cannot be used in this window (%window).</source>
        <translation>%card kann in diesem Fenster (%window) nicht eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="47"/>
        <source>You do not have %card ready to use.</source>
        <translation>Du hast %card nicht einsatzbereit.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="48"/>
        <source>You do not hold the %card of %seat.</source>
        <translation>Du hast kein %card von %seat.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="49"/>
        <source>%card cannot be used now.</source>
        <translation>%card kann jetzt nicht eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="50"/>
        <source>%card has no legal use now.</source>
        <translation>%card hat jetzt keinen erlaubten Einsatz.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="52"/>
        <source>No vote is being taken now.</source>
        <translation>Gerade wird nicht abgestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="53"/>
        <source>You may not vote on this agenda.</source>
        <translation>Du darfst über diese Agenda nicht abstimmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="54"/>
        <source>That is not an outcome of this agenda.</source>
        <translation>Das ist kein Ergebnis dieser Agenda.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="55"/>
        <source>You agreed to vote for one outcome (Genetic Recombination).</source>
        <translation>Du hast zugesagt, für ein Ergebnis zu stimmen (Genetische Rekombination).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="56"/>
        <source>A planet can be exhausted only once.</source>
        <translation>Ein Planet kann nur einmal erschöpft werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="57"/>
        <source>You do not control that planet.</source>
        <translation>Du kontrollierst diesen Planeten nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="58"/>
        <source>That is exhausted: it cannot be used now.</source>
        <translation>Das ist erschöpft: es kann jetzt nicht genutzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="59"/>
        <source>Representative Government: planets cannot be exhausted to vote.</source>
        <translation>Repräsentative Regierung: Planeten können nicht zum Abstimmen erschöpft werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="60"/>
        <source>Casting 0 votes is abstaining: use Abstain.</source>
        <translation>0 Stimmen abzugeben ist Enthaltung: wähle „Enthalten“.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="62"/>
        <source>Trade goods are not votes (only Gila the Silvertongue turns them into votes).</source>
        <translation>Handelswaren sind keine Stimmen (nur Gila die Silberzunge macht Stimmen daraus).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="64"/>
        <source>Extra votes need at least 1 vote cast from planets.</source>
        <translation>Zusätzliche Stimmen brauchen mindestens 1 Stimme von Planeten.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="65"/>
        <source>Each extra can be used once.</source>
        <translation>Jedes Extra kann einmal genutzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="66"/>
        <source>That is not an extra you can choose when voting.</source>
        <translation>Das ist kein Extra, das du beim Abstimmen wählen kannst.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="67"/>
        <source>Odlynn Myrr gives up to 6 votes, and only once it was used on this agenda.</source>
        <translation>Odlynn Myrr gibt bis zu 6 Stimmen, und nur wenn es bei dieser Agenda eingesetzt wurde.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="68"/>
        <source>There is no tie to break.</source>
        <translation>Es gibt kein Unentschieden aufzulösen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="69"/>
        <source>Only the speaker breaks ties.</source>
        <translation>Nur der Sprecher löst ein Unentschieden auf.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="70"/>
        <source>That outcome is not one of the tied ones.</source>
        <translation>Dieses Ergebnis gehört nicht zu den gleichauf liegenden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="72"/>
        <source>Transactions are made during an agenda.</source>
        <translation>Transaktionen finden während einer Agenda statt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="73"/>
        <source>Finish the current question before proposing a transaction.</source>
        <translation>Beantworte zuerst die laufende Frage, bevor du eine Transaktion vorschlägst.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="74"/>
        <source>A transaction needs another player.</source>
        <translation>Eine Transaktion braucht einen anderen Spieler.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="75"/>
        <source>You two have already made your one transaction for this agenda.</source>
        <translation>Ihr beide habt euren einen Handel für diese Agenda schon gemacht.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="77"/>
        <source>Something in the transaction cannot be traded.</source>
        <translation>Etwas in der Transaktion kann nicht gehandelt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="78"/>
        <source>Action cards change hands only with the Hacan or Black Market Dealings.</source>
        <translation>Aktionskarten wechseln nur mit den Hacan oder Schwarzmarktgeschäften den Besitzer.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="79"/>
        <source>Not enough trade goods for that.</source>
        <translation>Dafür reichen die Handelswaren nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="80"/>
        <source>No transaction is waiting for your answer.</source>
        <translation>Kein Handel wartet auf deine Antwort.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="81"/>
        <source>Nothing is being asked of you.</source>
        <translation>Gerade wird nichts von dir verlangt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="82"/>
        <source>No table instruction is waiting.</source>
        <translation>Keine Tischanweisung wartet.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="83"/>
        <source>Another player confirms this instruction.</source>
        <translation>Ein anderer Spieler bestätigt diese Anweisung.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="85"/>
        <source>Name the secret objective that was scored.</source>
        <translation>Nenne das erfüllte geheime Ziel.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="86"/>
        <source>A secret objective&apos;s name has 1 to 60 printable characters.</source>
        <translation>Der Name eines geheimen Ziels hat 1 bis 60 druckbare Zeichen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="87"/>
        <source>%card is scored with its own card when its condition is met.</source>
        <translation>%card wird mit der eigenen Karte erfüllt, sobald die Bedingung eintritt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="88"/>
        <source>%objective has already been scored.</source>
        <translation>%objective wurde schon erfüllt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="89"/>
        <source>A player has at most three secret objectives, scored and unscored.</source>
        <translation>Ein Spieler hat höchstens drei geheime Ziele, erfüllte und unerfüllte.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="91"/>
        <source>%card is not in the action deck of the chosen sets.</source>
        <translation>%card ist nicht im Aktionsstapel der gewählten Sets.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="93"/>
        <source>%card has already been played: it is in the discard pile until the action deck is reshuffled (tick that at the next table check).</source>
        <translation>%card wurde schon gespielt: Sie liegt im Ablagestapel, bis der Aktionsstapel neu gemischt wird (beim nächsten Tischabgleich ankreuzen).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="96"/>
        <source>Fleet Regulations: no more than 4 command tokens in a fleet pool.</source>
        <translation>Fleet Regulations: höchstens 4 Kommandomarker im Flottenvorrat.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="97"/>
        <source>The table is checked only before an agenda phase.</source>
        <translation>Der Tisch wird nur vor einer Agendaphase abgeglichen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="98"/>
        <source>Give every seat its entries, a speaker at the table, and no negative counts.</source>
        <translation>Gib jedem Platz seine Einträge, einen Sprecher am Tisch und keine negativen Zahlen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="34"/>
        <source>A planet is not in this game&apos;s sets, is held by two players, or is marked exhausted by a player who does not control it.</source>
        <translation>Ein Planet gehört nicht zu den Sets dieses Spiels, gehört zwei Spielern oder ist bei einem Spieler erschöpft markiert, der ihn nicht kontrolliert.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="24"/>
        <source>%planet is the home planet of %faction, whom no seat plays: choose that faction for a seat, or remove the planet.</source>
        <translation>%planet ist ein Heimatplanet von %faction, die an keinem Platz gespielt wird: diese Fraktion einem Platz geben oder den Planeten entfernen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="28"/>
        <source>%planet is not in a game of the chosen sets: remove it.</source>
        <translation>%planet gehört nicht zu den gewählten Sets: bitte entfernen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="30"/>
        <source>%planet is held by both %holder and %seat: keep it on one player&apos;s tab.</source>
        <translation>%planet gehört sowohl %holder als auch %seat: nur auf dem Reiter eines Spielers lassen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="32"/>
        <source>%seat has %planet marked exhausted without controlling it.</source>
        <translation>%seat hat %planet als erschöpft markiert, kontrolliert ihn aber nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="100"/>
        <source>A player has a technology they cannot own.</source>
        <translation>Ein Spieler hat eine Technologie, die er nicht besitzen kann.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="101"/>
        <source>A relic is held by two players, or is not in this game.</source>
        <translation>Ein Relikt gehört zwei Spielern oder ist nicht in diesem Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="102"/>
        <source>A player has at most three secret objectives, each scored once.</source>
        <translation>Ein Spieler hat höchstens drei geheime Ziele, jedes einmal erfüllt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="103"/>
        <source>A promissory note is held by two players, or is not one of this game&apos;s.</source>
        <translation>Ein Schuldschein gehört zwei Spielern oder ist nicht aus diesem Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="105"/>
        <source>A law is not in this game&apos;s agenda deck, is listed twice, or lies in the wrong place.</source>
        <translation>Ein Gesetz ist nicht im Agendastapel dieses Spiels, steht doppelt oder liegt am falschen Ort.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="107"/>
        <source>Command tokens: 0 to 16 in all.</source>
        <translation>Kommandomarker: insgesamt 0 bis 16.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="109"/>
        <source>The speaker must be at the table.</source>
        <translation>Der Sprecher muss am Tisch sitzen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="110"/>
        <source>At least two players must be at the table.</source>
        <translation>Mindestens zwei Spieler müssen am Tisch sitzen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="111"/>
        <source>A faction is not in this game&apos;s sets, or sits at two seats.</source>
        <translation>Eine Fraktion gehört nicht zu den Sets dieses Spiels oder sitzt an zwei Plätzen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="112"/>
        <source>A public objective is named twice for one player, or its name is empty.</source>
        <translation>Ein öffentliches Ziel ist für einen Spieler doppelt genannt, oder sein Name ist leer.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="113"/>
        <source>The speaker corrects the table for everyone.</source>
        <translation>Der Sprecher korrigiert den Tisch für alle.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="225"/>
        <location filename="../../desktop/council/secret_dialog.py" line="20"/>
        <location filename="../../desktop/council/secret_dialog.py" line="38"/>
        <source>Secret objective scored</source>
        <translation>Geheimes Ziel erfüllt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="226"/>
        <location filename="../../desktop/council/secret_dialog.py" line="22"/>
        <source>Which secret objective did %1 score at the table?</source>
        <translation>Welches geheime Ziel hat %1 am Tisch erfüllt?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="231"/>
        <location filename="../../desktop/council/secret_dialog.py" line="28"/>
        <source>It becomes public and is worth 1 VP. Dictate Policy and Drive the Debate are scored with their own cards instead.</source>
        <translation>Es wird öffentlich und ist 1 SP wert. „Politik diktieren“ und „Die Debatte lenken“ werden stattdessen mit ihren eigenen Karten erfüllt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="37"/>
        <source>e.g. Become a Martyr</source>
        <translation>z. B. Werde ein Märtyrer</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="46"/>
        <source>&amp;Record</source>
        <translation>&amp;Eintragen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="48"/>
        <source>−%n point(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n Punkt</numerusform>
            <numerusform>−%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="49"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/start_page.py" line="442"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="87"/>
        <location filename="../../desktop/council/play_chooser.py" line="37"/>
        <source>as it stands</source>
        <translation>wie sie ist</translation>
    </message>
    <message>
        <location filename="../../desktop/council/play_chooser.py" line="57"/>
        <source>How do you play %1?</source>
        <translation>Wie spielst du %1?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/declare.py" line="34"/>
        <source>Speaker: which agenda did Covert Legislation draw? Keep it to yourself — the screen shows only its outcomes.</source>
        <translation>Sprecher: Welche Agenda hat Covert Legislation gezogen? Behalte sie für dich — der Bildschirm zeigt nur ihre Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/declare.py" line="38"/>
        <source>Speaker: which agenda was turned over?</source>
        <translation>Sprecher: Welche Agenda wurde aufgedeckt?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/declare.py" line="45"/>
        <source>Type part of the agenda&apos;s name…</source>
        <translation>Teil des Agendanamens eingeben…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/declare.py" line="46"/>
        <source>Search the agendas still in the deck</source>
        <translation>Agenden im Stapel durchsuchen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="56"/>
        <source>%1 (%2 influence)</source>
        <translation>%1 (%2 Einfluss)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="119"/>
        <source>Planets controlled — tick the exhausted ones</source>
        <translation>Kontrollierte Planeten — erschöpfte ankreuzen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="122"/>
        <source>Type a planet&apos;s name and press Enter to add it…</source>
        <translation>Planetennamen eingeben und Enter drücken…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="123"/>
        <source>Add a planet</source>
        <translation>Planet hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="140"/>
        <source>Remove planet</source>
        <translation>Planet entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="145"/>
        <source>Add home planets</source>
        <translation>Heimatplaneten hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="156"/>
        <source>&amp;Faction</source>
        <translation>&amp;Fraktion</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="161"/>
        <source>At the &amp;table this phase</source>
        <translation>In dieser Phase am &amp;Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="62"/>
        <location filename="../../desktop/council/table_check.py" line="171"/>
        <source>Trade goods</source>
        <translation>Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="61"/>
        <location filename="../../desktop/council/table_check.py" line="172"/>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="173"/>
        <source>Tactic tokens</source>
        <translation>Taktikmarker</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="174"/>
        <source>Fleet tokens</source>
        <translation>Flottenmarker</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="175"/>
        <source>Strategy tokens</source>
        <translation>Strategiemarker</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="186"/>
        <source>Secret objectives scored (one a line)</source>
        <translation>Erfüllte geheime Ziele (eines pro Zeile)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="192"/>
        <source>Public objectives scored (one a line)</source>
        <translation>Erfüllte öffentliche Ziele (eines pro Zeile)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="195"/>
        <source>Public objectives scored</source>
        <translation>Erfüllte öffentliche Ziele</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="219"/>
        <source>Technologies (agenda phase)</source>
        <translation>Technologien (Agendaphase)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="220"/>
        <source>Relics</source>
        <translation>Relikte</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="221"/>
        <source>Promissory notes held</source>
        <translation>Gehaltene Schuldscheine</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="268"/>
        <source>Ticked: exhausted now</source>
        <translation>Angekreuzt: jetzt erschöpft</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="328"/>
        <source>Laws in play carry over from the last phase. Correct them here if the table differs.</source>
        <translation>Gesetze im Spiel bleiben aus der letzten Phase. Korrigiere sie hier, wenn der Tisch abweicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="335"/>
        <source>Add a law in play</source>
        <translation>Gesetz im Spiel hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="350"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="375"/>
        <source>Common play area</source>
        <translation>Gemeinsamer Spielbereich</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="404"/>
        <source>Table check before agenda phase %1</source>
        <translation>Tischabgleich vor Agendaphase %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="413"/>
        <source>Say how the table stands now: what changed in the action and status phases. Everything starts as the last agenda phase ended.</source>
        <translation>Gib an, wie der Tisch jetzt steht: was sich in der Aktions- und Statusphase geändert hat. Alles beginnt so, wie die letzte Agendaphase endete.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="422"/>
        <source>On the board after the last agenda phase: %1</source>
        <translation>Auf dem Spielbrett nach der letzten Agendaphase: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="431"/>
        <source>Speaker:</source>
        <translation>Sprecher:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="262"/>
        <location filename="../../desktop/council/phone/table.py" line="153"/>
        <location filename="../../desktop/council/table_check.py" line="435"/>
        <source>Speaker</source>
        <translation>Sprecher</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="440"/>
        <source>The action deck was reshuffled since the last check</source>
        <translation>Der Aktionsstapel wurde seit dem letzten Abgleich neu gemischt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="442"/>
        <source>Every copy of every action card can be played again.</source>
        <translation>Jedes Exemplar jeder Aktionskarte kann wieder gespielt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="478"/>
        <source>&amp;Apply the correction</source>
        <translation>Korrektur &amp;anwenden</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="479"/>
        <source>Correct the table during agenda phase %1</source>
        <translation>Den Tisch während Agendaphase %1 korrigieren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="481"/>
        <source>Put right what a player holds now; laws and the speaker wait for the next check.</source>
        <translation>Korrigiere, was ein Spieler jetzt besitzt; Gesetze und Sprecher warten auf die nächste Prüfung.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="501"/>
        <source>The correction changes: %1</source>
        <translation>Die Korrektur ändert: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="501"/>
        <source>Starting will change: %1</source>
        <translation>Der Start ändert: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="505"/>
        <source>The correction changes nothing yet.</source>
        <translation>Die Korrektur ändert noch nichts.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="507"/>
        <source>Starting changes nothing: the table is as the last phase ended.</source>
        <translation>Der Start ändert nichts: der Tisch ist wie am Ende der letzten Phase.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="516"/>
        <source>%1 (no faction)</source>
        <translation>%1 (keine Fraktion)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="516"/>
        <source>%1 (?)</source>
        <translation>%1 (?)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="519"/>
        <source>%1 — away</source>
        <translation>%1 — abwesend</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="310"/>
        <location filename="../../desktop/council/table_check.py" line="582"/>
        <source>Correct the table</source>
        <translation>Den Tisch korrigieren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="93"/>
        <location filename="../../desktop/council/board.py" line="418"/>
        <location filename="../../desktop/council/phone/table.py" line="167"/>
        <location filename="../../desktop/council/table_check.py" line="468"/>
        <source>Laws in play</source>
        <translation>Gesetze im Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="476"/>
        <source>Start agenda phase %1</source>
        <translation>Agendaphase %1 beginnen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="38"/>
        <source>For or Against</source>
        <translation>Dafür oder Dagegen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="44"/>
        <source>The speaker drew a hidden agenda: vote on its outcomes</source>
        <translation>Der Sprecher zog eine verdeckte Agenda: stimmt über ihre Ergebnisse ab</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="45"/>
        <source> · law</source>
        <translation> · Gesetz</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="45"/>
        <source> · directive</source>
        <translation> · Direktive</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="57"/>
        <source>Galactic Council — table display</source>
        <translation>Galaktischer Rat — Tischanzeige</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="87"/>
        <source>Votes so far</source>
        <translation>Bisherige Stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="92"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="110"/>
        <source>F11 or double-click: full screen · Esc: leave full screen</source>
        <translation>F11 oder Doppelklick: Vollbild · Esc: Vollbild verlassen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="113"/>
        <location filename="../../desktop/council/table_display.py" line="177"/>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="180"/>
        <source>Leave full screen</source>
        <translation>Vollbild verlassen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="191"/>
        <source>Round %1 · agenda %2 · speaker: %3</source>
        <translation>Runde %1 · Agenda %2 · Sprecher: %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="198"/>
        <source>Round %1 · speaker: %2</source>
        <translation>Runde %1 · Sprecher: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="206"/>
        <source>No agenda on the table</source>
        <translation>Keine Agenda auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="38"/>
        <location filename="../../desktop/council/table_display.py" line="213"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="31"/>
        <source>The game is over: %1 won.</source>
        <translation>Das Spiel ist vorbei: %1 hat gewonnen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="215"/>
        <source>Result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="219"/>
        <source>Last result: %1 — %2</source>
        <translation>Letztes Ergebnis: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="231"/>
        <source>%1 votes now</source>
        <translation>%1 stimmt jetzt ab</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="233"/>
        <source>Table check: set the table as it stands, then start the agenda phase.</source>
        <translation>Tischabgleich: stelle den Tisch ein, wie er steht, dann beginne die Agendaphase.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="235"/>
        <source>%1, the speaker, decides the outcome</source>
        <translation>%1, der Sprecher, entscheidet das Ergebnis</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="236"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="263"/>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="280"/>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="282"/>
        <source>silenced</source>
        <translation>zum Schweigen gebracht</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="288"/>
        <source>%1 available</source>
        <translation>%1 verfügbar</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="154"/>
        <location filename="../../desktop/council/table_display.py" line="302"/>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="38"/>
        <source>Hidden agenda</source>
        <translation>Verdeckte Agenda</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="61"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="63"/>
        <source>%1 ready of %2</source>
        <translation>%1 bereit von %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="64"/>
        <source>Votes</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="69"/>
        <source>Secrets scored</source>
        <translation>Erfüllte geheime Ziele</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="75"/>
        <source>Promissory note</source>
        <translation>Schuldschein</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="94"/>
        <location filename="../../desktop/council/phone/table.py" line="78"/>
        <source>Secret objective</source>
        <translation>Geheimes Ziel</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="80"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="308"/>
        <location filename="../../desktop/starward/board.py" line="293"/>
        <location filename="../../desktop/starward/phone/moves.py" line="305"/>
        <location filename="../../desktop/starward/phone/moves.py" line="309"/>
        <location filename="../../desktop/starward/phone/table.py" line="70"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="154"/>
        <source>Victory at</source>
        <translation>Sieg bei</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="157"/>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/board.py" line="293"/>
        <source>Hands are private</source>
        <translation>Handkarten sind geheim</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="105"/>
        <location filename="../../desktop/starward/choice_band.py" line="129"/>
        <location filename="../../desktop/starward/phone/moves.py" line="82"/>
        <source>Attack:</source>
        <translation>Angreifen:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="108"/>
        <location filename="../../desktop/starward/phone/moves.py" line="84"/>
        <source>Settle:</source>
        <translation>Besiedeln:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="111"/>
        <location filename="../../desktop/starward/phone/moves.py" line="86"/>
        <location filename="../../desktop/starward/phone/moves.py" line="232"/>
        <source>Tuck it under:</source>
        <translation>Darunter schieben:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="113"/>
        <location filename="../../desktop/starward/choice_band.py" line="152"/>
        <location filename="../../desktop/starward/phone/moves.py" line="88"/>
        <location filename="../../desktop/starward/phone/moves.py" line="123"/>
        <location filename="../../desktop/starward/phone/moves.py" line="284"/>
        <source>Produce on:</source>
        <translation>Produzieren auf:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="118"/>
        <location filename="../../desktop/starward/phone/moves.py" line="92"/>
        <source>a fighter</source>
        <translation>ein Jäger</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="119"/>
        <location filename="../../desktop/starward/choice_band.py" line="158"/>
        <location filename="../../desktop/starward/phone/moves.py" line="90"/>
        <location filename="../../desktop/starward/phone/moves.py" line="92"/>
        <location filename="../../desktop/starward/phone/moves.py" line="248"/>
        <source>Trade:</source>
        <translation>Handeln:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="53"/>
        <source>Choose a role. Everyone else may follow it or dissent.</source>
        <translation>Wähle eine Rolle. Alle anderen dürfen folgen oder ablehnen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="122"/>
        <location filename="../../desktop/starward/phone/moves.py" line="94"/>
        <location filename="../../desktop/starward/phone/moves.py" line="119"/>
        <location filename="../../desktop/starward/phone/moves.py" line="297"/>
        <source>Remove from the game:</source>
        <translation>Aus dem Spiel entfernen:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="125"/>
        <location filename="../../desktop/starward/phone/moves.py" line="96"/>
        <source>Take the top card of:</source>
        <translation>Oberste Karte nehmen von:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="127"/>
        <location filename="../../desktop/starward/phone/moves.py" line="98"/>
        <source>Name a resource:</source>
        <translation>Nenne einen Rohstoff:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="133"/>
        <source>Tuck %1 under:</source>
        <translation>%1 schieben unter:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="145"/>
        <source>Or settle instead:</source>
        <translation>Oder stattdessen besiedeln:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="161"/>
        <location filename="../../desktop/starward/phone/moves.py" line="257"/>
        <source>Fighters to trade:</source>
        <translation>Jäger zum Handeln:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="166"/>
        <source>Fighters to trade</source>
        <translation>Jäger zum Handeln</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/choice_band.py" line="54"/>
        <location filename="../../desktop/starward/phone/moves.py" line="205"/>
        <source>%1 (%n fighter(s))</source>
        <translation>
            <numerusform>%1 (%n Jäger)</numerusform>
            <numerusform>%1 (%n Jäger)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="42"/>
        <location filename="../../desktop/starward/phone/moves.py" line="291"/>
        <source>Pick the hand cards to remove from the game (at most %1).</source>
        <translation>Wähle die Handkarten, die aus dem Spiel entfernt werden (höchstens %1).</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="43"/>
        <location filename="../../desktop/starward/hints.py" line="116"/>
        <location filename="../../desktop/starward/phone/moves.py" line="290"/>
        <source>any number</source>
        <translation>beliebig viele</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="50"/>
        <source>%1: %2 %3</source>
        <comment>the card&apos;s name: its action. Why it cannot be played yet</comment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="54"/>
        <source>%1: %2 Pick what the action needs, then play it.</source>
        <translation>%1: %2 Wähle, was die Aktion braucht, und spiele sie dann.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="58"/>
        <source>Action phase: pick a card to play for its action, or skip to the role.</source>
        <translation>Aktionsphase: Wähle eine Karte, um ihre Aktion zu spielen, oder geh weiter zur Rolle.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="60"/>
        <source>Choose a role (keys 1–6). Everyone else may follow it or dissent.</source>
        <translation>Wähle eine Rolle (Tasten 1–6); die anderen folgen oder lehnen ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="67"/>
        <source>Boost %1 with cards showing its symbol: you count %2.</source>
        <translation>Verstärke %1 mit Karten, die ihr Symbol zeigen: Du zählst %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="76"/>
        <source>%1 chose %2. You have no face-down planet to tuck a card under: dissent and draw a card.</source>
        <translation>%1 hat %2 gewählt. Du hast keinen verdeckten Planeten, unter den du eine Karte schieben könntest: Lehne ab und zieh eine Karte.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="81"/>
        <source>%1 chose %2. You cannot follow it: dissent and draw a card.</source>
        <translation>%1 hat %2 gewählt. Du kannst nicht folgen: Lehne ab und zieh eine Karte.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="86"/>
        <source>%1 chose %2. Follow with cards showing its symbol (you count %3), or dissent and draw.</source>
        <translation>%1 hat %2 gewählt. Folge mit Karten, die ihr Symbol zeigen (du zählst %3), oder lehne ab und zieh.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="92"/>
        <source>Survey: keep one of these planets face down in your Empire; the rest go unseen.</source>
        <translation>Erkunden: Behalte einen dieser Planeten verdeckt in deinem Imperium; die übrigen bleiben ungesehen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="96"/>
        <source>Warfare (%1): take %n fighter(s), or attack one of your planets instead.</source>
        <translation>
            <numerusform>Militär (%1): Nimm %n Jäger oder greife stattdessen einen deiner Planeten an.</numerusform>
            <numerusform>Militär (%1): Nimm %n Jäger oder greife stattdessen einen deiner Planeten an.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="98"/>
        <source>Attack one of your face-down planets, or decline.</source>
        <translation>Greife einen deiner verdeckten Planeten an oder verzichte.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="100"/>
        <source>Colonize (%1): tuck each card under one of your face-down planets.</source>
        <translation>Kolonisieren (%1): Schiebe jede Karte unter einen deiner verdeckten Planeten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="104"/>
        <source>Or settle a planet instead.</source>
        <translation>Oder besiedle stattdessen einen Planeten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="107"/>
        <source>Produce: fill up to %n empty slot(s) of your face-up planets.</source>
        <translation>
            <numerusform>Produzieren: Fülle bis zu %n leeres Feld deiner offenen Planeten.</numerusform>
            <numerusform>Produzieren: Fülle bis zu %n leere Felder deiner offenen Planeten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="109"/>
        <source>Trade: return up to %n resource(s), 1 influence each.</source>
        <translation>
            <numerusform>Handeln: Gib bis zu %n Rohstoff zurück, je 1 Einfluss.</numerusform>
            <numerusform>Handeln: Gib bis zu %n Rohstoffe zurück, je 1 Einfluss.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="111"/>
        <source>Research (%1 symbols): take one technology that qualifies, or none.</source>
        <translation>Forschen (%1 Symbole): Nimm eine Technologie, die du erfüllst, oder keine.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="115"/>
        <source>You may remove cards in your hand from the game (at most %1).</source>
        <translation>Du darfst Karten aus deiner Hand aus dem Spiel entfernen (höchstens %1).</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="118"/>
        <source>Cleanup: discard any cards you like, then draw up to your hand limit of %1.</source>
        <translation>Aufräumen: Wirf beliebige Karten ab und zieh dann bis zu deinem Handlimit von %1 nach.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="122"/>
        <source>You hold too many: discard at least %n.</source>
        <translation>
            <numerusform>Du hast zu viele: Wirf mindestens %n ab.</numerusform>
            <numerusform>Du hast zu viele: Wirf mindestens %n ab.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="298"/>
        <source>Remove from the game</source>
        <translation>Aus dem Spiel entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="314"/>
        <source>Discard and draw</source>
        <translation>Abwerfen und nachziehen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="318"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/board.py" line="374"/>
        <source>Remove cards…</source>
        <translation>Karten entfernen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="81"/>
        <location filename="../../desktop/starward/offers.py" line="193"/>
        <source>Remove %n card(s)</source>
        <translation>
            <numerusform>%n Karte entfernen</numerusform>
            <numerusform>%n Karten entfernen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="97"/>
        <location filename="../../desktop/starward/phone/moves.py" line="221"/>
        <source>Skip to the role</source>
        <translation>Weiter zur Rolle</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="97"/>
        <location filename="../../desktop/starward/phone/moves.py" line="221"/>
        <source>End the action phase</source>
        <translation>Aktionsphase beenden</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="111"/>
        <source>Boost with %n card(s)</source>
        <translation>
            <numerusform>Mit %n Karte verstärken</numerusform>
            <numerusform>Mit %n Karten verstärken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="111"/>
        <source>Resolve without boosting</source>
        <translation>Ohne Verstärkung ausführen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="122"/>
        <source>Follow with %n card(s)</source>
        <translation>
            <numerusform>Mit %n Karte folgen</numerusform>
            <numerusform>Mit %n Karten folgen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="122"/>
        <source>Follow on Empire symbols</source>
        <translation>Mit Imperiumssymbolen folgen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="125"/>
        <location filename="../../desktop/starward/phone/moves.py" line="219"/>
        <source>Dissent: draw a card</source>
        <translation>Ablehnen: eine Karte ziehen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="133"/>
        <location filename="../../desktop/starward/phone/moves.py" line="193"/>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="133"/>
        <source>Keep the planet picked</source>
        <translation>Gewählten Planeten behalten</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="123"/>
        <location filename="../../desktop/starward/offers.py" line="140"/>
        <location filename="../../desktop/starward/phone/moves.py" line="68"/>
        <location filename="../../desktop/starward/phone/moves.py" line="206"/>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="105"/>
        <source>take fighters</source>
        <translation>Jäger nehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="106"/>
        <source>choosing nothing</source>
        <translation>ohne etwas zu wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="148"/>
        <source>how?</source>
        <translation>wie?</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="149"/>
        <source>Play a card for its action</source>
        <translation>Eine Karte für ihre Aktion spielen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="157"/>
        <source>Choose a role</source>
        <translation>Wähle eine Rolle</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="143"/>
        <location filename="../../desktop/starward/phone/moves.py" line="198"/>
        <source>Take %n fighter(s) instead</source>
        <translation>
            <numerusform>Stattdessen %n Jäger nehmen</numerusform>
            <numerusform>Stattdessen %n Jäger nehmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="146"/>
        <location filename="../../desktop/starward/phone/moves.py" line="200"/>
        <source>Do not attack</source>
        <translation>Nicht angreifen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="234"/>
        <source>Colonize: tuck each card under one of your face-down planets.</source>
        <translation>Kolonisieren: Lege jede Karte unter einen deiner verdeckten Planeten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="154"/>
        <location filename="../../desktop/starward/phone/moves.py" line="237"/>
        <source>Tuck the cards</source>
        <translation>Karten darunter schieben</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="154"/>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="159"/>
        <location filename="../../desktop/starward/phone/moves.py" line="208"/>
        <source>Settle instead</source>
        <translation>Stattdessen besiedeln</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="167"/>
        <source>Produce %n resource(s)</source>
        <translation>
            <numerusform>%n Rohstoff produzieren</numerusform>
            <numerusform>%n Rohstoffe produzieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="175"/>
        <source>Trade %n for influence</source>
        <translation>
            <numerusform>%n gegen Einfluss handeln</numerusform>
            <numerusform>%n gegen Einfluss handeln</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="184"/>
        <location filename="../../desktop/starward/phone/moves.py" line="216"/>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="186"/>
        <location filename="../../desktop/starward/phone/moves.py" line="211"/>
        <source>Take no technology</source>
        <translation>Keine Technologie nehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="193"/>
        <source>Remove none</source>
        <translation>Keine entfernen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="201"/>
        <source>Discard %n and draw</source>
        <translation>
            <numerusform>%n abwerfen und ziehen</numerusform>
            <numerusform>%n abwerfen und ziehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="90"/>
        <source>%n card(s) in its stack.</source>
        <translation>
            <numerusform>%n Karte in seinem Stapel.</numerusform>
            <numerusform>%n Karten in seinem Stapel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="28"/>
        <location filename="../../desktop/starward/turn_lines.py" line="90"/>
        <source>Its stack is empty.</source>
        <translation>Sein Stapel ist leer.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="91"/>
        <source>You would count %1 before boosting.</source>
        <translation>Vor dem Verstärken zählst du %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="245"/>
        <source>colonies %1/%2</source>
        <translation>Kolonien %1/%2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="245"/>
        <source>⌂ %1/%2</source>
        <comment>colonies on a narrow planet tile</comment>
        <translation>⌂ %1/%2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="246"/>
        <source>fighters %1</source>
        <translation>Jäger %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="246"/>
        <source>⚔ %1</source>
        <comment>fighters on a narrow planet tile</comment>
        <translation>⚔ %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="250"/>
        <source>hand +1</source>
        <translation>Hand +1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="252"/>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="252"/>
        <source>blocked</source>
        <comment>on a narrow planet tile</comment>
        <translation>blockiert</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choices.py" line="63"/>
        <source>%1 planet %2</source>
        <translation>%1-Planet %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choices.py" line="71"/>
        <source>the fighter on %1</source>
        <translation>der Jäger auf %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choices.py" line="75"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="28"/>
        <source>%1: %n card(s) left</source>
        <translation>
            <numerusform>%1: noch %n Karte</numerusform>
            <numerusform>%1: noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="30"/>
        <source>%1: empty; its leader counts +1 symbol instead</source>
        <translation>%1: leer; wer sie anführt, zählt stattdessen +1 Symbol</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="31"/>
        <source>%1: empty; its leader gets no extra colony</source>
        <translation>%1: leer; wer sie anführt, bekommt keine zusätzliche Kolonie</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="81"/>
        <source>empty · +1</source>
        <translation>leer · +1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="81"/>
        <source>empty · +0</source>
        <translation>leer · +0</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="110"/>
        <source>Planet deck: %n card(s); top card: %1 planet (settle %2, attack %3)</source>
        <translation>
            <numerusform>Planetenstapel: %n Karte; oben ein %1-Planet (besiedeln %2, angreifen %3)</numerusform>
            <numerusform>Planetenstapel: %n Karten; oben ein %1-Planet (besiedeln %2, angreifen %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="119"/>
        <source>Planets: %n · top: %1, settle %2, attack %3</source>
        <translation>
            <numerusform>Planeten: %n · oben: %1, besiedeln %2, angreifen %3</numerusform>
            <numerusform>Planeten: %n · oben: %1, besiedeln %2, angreifen %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="124"/>
        <source>Planets: %n · top: %1</source>
        <translation>
            <numerusform>Planeten: %n · oben: %1</numerusform>
            <numerusform>Planeten: %n · oben: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="127"/>
        <source>Planet deck: empty</source>
        <translation>Planetenstapel: leer</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="139"/>
        <source>Influence %1 (reserve %2) · empty stacks %3/%4</source>
        <translation>Einfluss %1 (Reserve %2) · leere Stapel %3/%4</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="105"/>
        <source>planet discard: %1</source>
        <translation>Planetenablage: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="129"/>
        <source>Influence supply: %1 (reserve %2)</source>
        <translation>Einflussvorrat: %1 (Reserve %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="134"/>
        <source>Empty stacks: %1 of the %2 that end the game</source>
        <translation>Leere Stapel: %1 der %2, die das Spiel beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="248"/>
        <location filename="../../desktop/council/phone/__init__.py" line="31"/>
        <location filename="../../desktop/legislation/centre.py" line="145"/>
        <location filename="../../desktop/starward/display.py" line="145"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="147"/>
        <source>Supply Lines: one more turn</source>
        <translation>Supply Lines: noch ein Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="149"/>
        <source>the last round: the end has been triggered</source>
        <translation>die letzte Runde: das Ende wurde ausgelöst</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="164"/>
        <source>&amp;Technologies (%1)</source>
        <translation>&amp;Technologien (%1)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="168"/>
        <source>Show the technologies still in the supply, and what each needs</source>
        <translation>Die Technologien im Vorrat zeigen und was jede braucht</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="40"/>
        <source>⚔ %1 · ◆ %2 · hand %3 · deck %4 · discard %5</source>
        <translation>⚔ %1 · ◆ %2 · Hand %3 · Stapel %4 · Ablage %5</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="48"/>
        <source>removed %1</source>
        <translation>entfernt %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/empire.py" line="54"/>
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n Jäger</numerusform>
            <numerusform>%n Jäger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/empire.py" line="55"/>
        <source>%n influence token(s)</source>
        <translation>
            <numerusform>%n Einflussmarker</numerusform>
            <numerusform>%n Einflussmarker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="108"/>
        <source>%1&apos;s Empire, %2 influence in all</source>
        <translation>Imperium von %1, insgesamt %2 Einfluss</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="110"/>
        <source>%1 influence</source>
        <translation>%1 Einfluss</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="113"/>
        <source>Tokens %1 + planets %2 + technologies %3</source>
        <translation>Marker %1 + Planeten %2 + Technologien %3</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="140"/>
        <source>Empire symbols: %1</source>
        <translation>Imperiumssymbole: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="154"/>
        <source>In play: %1</source>
        <translation>Im Spiel: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="58"/>
        <source>Discard pile: %1</source>
        <translation>Ablagestapel: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="16"/>
        <source>Action: draw 2 cards.</source>
        <translation>Aktion: Zieh 2 Karten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="17"/>
        <source>Action: take 1 fighter, or attack 1 of your planets.</source>
        <translation>Aktion: Nimm 1 Jäger oder greife 1 deiner Planeten an.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="18"/>
        <source>Action: tuck this card under a face-down planet, or settle 1 planet.</source>
        <translation>Aktion: Schiebe diese Karte unter einen verdeckten Planeten oder besiedle 1 Planeten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="19"/>
        <source>Action: produce 1 resource, or trade 1 resource for 1 influence.</source>
        <translation>Aktion: Produziere 1 Rohstoff oder handle 1 Rohstoff gegen 1 Einfluss.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="20"/>
        <source>Action: remove up to 2 other cards in your hand from the game.</source>
        <translation>Aktion: Entferne bis zu 2 andere Karten aus deiner Hand aus dem Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="21"/>
        <source>Action: remove this card; take the top card of any stack into your hand.</source>
        <translation>Aktion: Entferne diese Karte; nimm die oberste Karte eines beliebigen Stapels auf die Hand.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="28"/>
        <source>Draw 2 cards</source>
        <translation>Zieh 2 Karten</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="29"/>
        <source>1 fighter, or attack</source>
        <translation>1 Jäger oder Angriff</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="30"/>
        <source>Tuck as colony, or settle</source>
        <translation>Unterschieben oder besiedeln</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="31"/>
        <source>Produce 1, or trade 1</source>
        <translation>Produzieren oder handeln</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="32"/>
        <source>Remove 2 cards from the game</source>
        <translation>2 Karten aus dem Spiel entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="33"/>
        <source>Swap for a stack&apos;s top card</source>
        <translation>Gegen oberste Stapelkarte tauschen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="50"/>
        <location filename="../../desktop/starward/phone/moves.py" line="177"/>
        <source>%1 technology, level %2</source>
        <translation>%1-Technologie, Stufe %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="55"/>
        <location filename="../../desktop/starward/names.py" line="104"/>
        <source>Politics</source>
        <translation>Politik</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="55"/>
        <source>Role card</source>
        <translation>Rollenkarte</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="63"/>
        <source>no symbol</source>
        <translation>kein Symbol</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/faces.py" line="66"/>
        <source>%n influence.</source>
        <translation>
            <numerusform>%n Einfluss.</numerusform>
            <numerusform>%n Einfluss.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="116"/>
        <source>%1, %2 planet</source>
        <translation>%1, %2-Planet</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="118"/>
        <source>%1 planet</source>
        <translation>%1-Planet</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="121"/>
        <location filename="../../desktop/starward/phone/table.py" line="76"/>
        <source>face up</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="124"/>
        <source>face down: settle with %1 colonies, attack with %2 fighters</source>
        <translation>verdeckt: besiedeln mit %1 Kolonien, angreifen mit %2 Jägern</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/faces.py" line="129"/>
        <source>%n colony(ies) tucked under it</source>
        <translation>
            <numerusform>%n Kolonie darunter</numerusform>
            <numerusform>%n Kolonien darunter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="135"/>
        <source>%1 (held)</source>
        <translation>%1 (gehalten)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="135"/>
        <source>%1 slot, empty</source>
        <translation>%1-Feld, leer</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/faces.py" line="136"/>
        <source>%n influence</source>
        <translation>
            <numerusform>%n Einfluss</numerusform>
            <numerusform>%n Einfluss</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="138"/>
        <source>hand limit +1</source>
        <translation>Handlimit +1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="140"/>
        <source>a fighter blocks it</source>
        <translation>ein Jäger blockiert es</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="41"/>
        <location filename="../../desktop/starward/names.py" line="64"/>
        <source>Survey</source>
        <translation>Erkunden</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="42"/>
        <location filename="../../desktop/starward/names.py" line="65"/>
        <source>Warfare</source>
        <translation>Militär</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="43"/>
        <location filename="../../desktop/starward/names.py" line="66"/>
        <location filename="../../desktop/starward/names.py" line="124"/>
        <location filename="../../desktop/starward/phone/moves.py" line="69"/>
        <source>Colonize</source>
        <translation>Kolonisieren</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="44"/>
        <location filename="../../desktop/starward/names.py" line="125"/>
        <location filename="../../desktop/starward/phone/moves.py" line="70"/>
        <location filename="../../desktop/starward/phone/moves.py" line="285"/>
        <source>Produce</source>
        <translation>Produzieren</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="45"/>
        <location filename="../../desktop/starward/names.py" line="126"/>
        <location filename="../../desktop/starward/phone/moves.py" line="71"/>
        <location filename="../../desktop/starward/phone/moves.py" line="259"/>
        <source>Trade</source>
        <translation>Handeln</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="46"/>
        <location filename="../../desktop/starward/names.py" line="68"/>
        <location filename="../../desktop/starward/names.py" line="127"/>
        <location filename="../../desktop/starward/phone/moves.py" line="72"/>
        <source>Research</source>
        <translation>Forschen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="53"/>
        <source>S</source>
        <comment>Survey symbol</comment>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="54"/>
        <source>W</source>
        <comment>Warfare symbol</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="55"/>
        <source>C</source>
        <comment>Colonize symbol</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="56"/>
        <source>P</source>
        <comment>Produce symbol</comment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="57"/>
        <source>T</source>
        <comment>Trade symbol</comment>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="58"/>
        <source>R</source>
        <comment>Research symbol</comment>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="67"/>
        <location filename="../../desktop/starward/names.py" line="106"/>
        <source>Produce/Trade</source>
        <translation>Produzieren/Handeln</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="74"/>
        <source>Advanced</source>
        <translation>Fortschrittlich</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="75"/>
        <source>Fertile</source>
        <translation>Fruchtbar</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="76"/>
        <source>Metallic</source>
        <translation>Metallisch</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="83"/>
        <source>Advanced</source>
        <comment>planet type on a narrow tile</comment>
        <translation>Fortschr.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="84"/>
        <source>Fertile</source>
        <comment>planet type on a narrow tile</comment>
        <translation>Fruchtb.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="85"/>
        <source>Metallic</source>
        <comment>planet type on a narrow tile</comment>
        <translation>Metall.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="91"/>
        <source>silicon</source>
        <translation>Silizium</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="92"/>
        <source>food</source>
        <translation>Nahrung</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="93"/>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="94"/>
        <source>iron</source>
        <translation>Eisen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="116"/>
        <location filename="../../desktop/starward/phone/moves.py" line="63"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="117"/>
        <source>End of the action phase</source>
        <translation>Ende der Aktionsphase</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="118"/>
        <location filename="../../desktop/starward/phone/moves.py" line="64"/>
        <source>Role choice</source>
        <translation>Rollenwahl</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="119"/>
        <location filename="../../desktop/starward/phone/moves.py" line="65"/>
        <location filename="../../desktop/starward/phone/moves.py" line="305"/>
        <source>Boost</source>
        <translation>Verstärken</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="120"/>
        <location filename="../../desktop/starward/phone/moves.py" line="66"/>
        <location filename="../../desktop/starward/phone/moves.py" line="309"/>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="121"/>
        <location filename="../../desktop/starward/phone/moves.py" line="66"/>
        <source>Dissent</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="122"/>
        <location filename="../../desktop/starward/phone/moves.py" line="67"/>
        <source>Survey pick</source>
        <translation>Erkundungswahl</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="128"/>
        <location filename="../../desktop/starward/phone/moves.py" line="73"/>
        <source>Removing cards</source>
        <translation>Karten entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="129"/>
        <location filename="../../desktop/starward/phone/moves.py" line="74"/>
        <location filename="../../desktop/starward/turn_lines.py" line="18"/>
        <source>Cleanup</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="22"/>
        <source>%1 played %2 for its action.</source>
        <translation>%1 hat %2 für seine Aktion gespielt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="24"/>
        <source>%1 ended the action phase.</source>
        <translation>%1 hat die Aktionsphase beendet.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="26"/>
        <source>%1 chose the role %2.</source>
        <translation>%1 hat die Rolle %2 gewählt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="31"/>
        <source>%1 boosted with %2</source>
        <translation>%1 hat mit %2 verstärkt</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="31"/>
        <source>%1 did not boost</source>
        <translation>%1 hat nicht verstärkt</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="33"/>
        <source>%1 followed with %2</source>
        <translation>%1 ist mit %2 gefolgt</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="33"/>
        <source>%1 followed on Empire symbols</source>
        <translation>%1 ist mit Imperiumssymbolen gefolgt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="35"/>
        <source>(%n symbol(s)).</source>
        <translation>
            <numerusform>(%n Symbol).</numerusform>
            <numerusform>(%n Symbole).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="37"/>
        <source>%1 dissented.</source>
        <translation>%1 hat abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="39"/>
        <source>%1 kept a planet face down.</source>
        <translation>%1 hat einen Planeten verdeckt behalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="42"/>
        <source>%1 attacked a planet and turned it face up.</source>
        <translation>%1 hat einen Planeten angegriffen und aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="44"/>
        <source>%1 took fighters.</source>
        <translation>%1 hat Jäger genommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="48"/>
        <source>%1 settled a planet.</source>
        <translation>%1 hat einen Planeten besiedelt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="51"/>
        <source>%1 tucked %n card(s) as colonies.</source>
        <translation>
            <numerusform>%1 hat %n Karte als Kolonie darunter geschoben.</numerusform>
            <numerusform>%1 hat %n Karten als Kolonien darunter geschoben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="53"/>
        <source>%1 produced %n resource(s).</source>
        <translation>
            <numerusform>%1 hat %n Rohstoff produziert.</numerusform>
            <numerusform>%1 hat %n Rohstoffe produziert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="55"/>
        <source>%1 traded for %n influence.</source>
        <translation>
            <numerusform>%1 hat %n Einfluss erhandelt.</numerusform>
            <numerusform>%1 hat %n Einfluss erhandelt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="59"/>
        <source>%1 took no technology.</source>
        <translation>%1 hat keine Technologie genommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="65"/>
        <source>%1 took the technology %2.</source>
        <translation>%1 hat die Technologie %2 genommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="67"/>
        <source>%1 removed %2 from the game.</source>
        <translation>%1 hat %2 aus dem Spiel entfernt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="70"/>
        <source>%1 cleaned up, discarding %n card(s).</source>
        <translation>
            <numerusform>%1 hat aufgeräumt und %n Karte abgeworfen.</numerusform>
            <numerusform>%1 hat aufgeräumt und %n Karten abgeworfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="80"/>
        <source>+%n fighter(s).</source>
        <translation>
            <numerusform>+%n Jäger.</numerusform>
            <numerusform>+%n Jäger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="82"/>
        <source>Looked at %n planet card(s).</source>
        <translation>
            <numerusform>%n Planetenkarte angesehen.</numerusform>
            <numerusform>%n Planetenkarten angesehen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="84"/>
        <source>You see: %1.</source>
        <translation>Du siehst: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="86"/>
        <source>You found %1.</source>
        <translation>Du hast %1 gefunden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="90"/>
        <source>Drew %n card(s).</source>
        <translation>
            <numerusform>%n Karte gezogen.</numerusform>
            <numerusform>%n Karten gezogen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="92"/>
        <source>The discard pile was shuffled into a new deck.</source>
        <translation>Der Ablagestapel wurde zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="94"/>
        <source>The planet discard pile became a new planet deck.</source>
        <translation>Die Planetenablage wurde zu einem neuen Planetenstapel.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="98"/>
        <source>Took the top card of: %1.</source>
        <translation>Oberste Karte genommen von: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="101"/>
        <source>A planet was settled.</source>
        <translation>Ein Planet wurde besiedelt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="12"/>
        <source>That is only possible in the action phase.</source>
        <translation>Das geht nur in der Aktionsphase.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="13"/>
        <source>Someone must first finish a choice that is under way.</source>
        <translation>Zuerst muss jemand eine laufende Wahl abschließen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="14"/>
        <source>That is not a number that can be used here.</source>
        <translation>Diese Zahl kann hier nicht verwendet werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="15"/>
        <source>Tuck every card played for Colonize under a face-down planet.</source>
        <translation>Schiebe jede für Kolonisieren gespielte Karte unter einen verdeckten Planeten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="16"/>
        <source>That planet can never hold resources.</source>
        <translation>Dieser Planet kann nie Rohstoffe tragen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="17"/>
        <source>That card cannot be removed now.</source>
        <translation>Diese Karte kann jetzt nicht entfernt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="18"/>
        <source>The same card is named twice.</source>
        <translation>Dieselbe Karte ist doppelt genannt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="19"/>
        <source>The same planet is named twice.</source>
        <translation>Derselbe Planet ist doppelt genannt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="20"/>
        <source>The same slot is named twice.</source>
        <translation>Dasselbe Feld ist doppelt genannt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="21"/>
        <source>That slot holds no resource to trade.</source>
        <translation>Auf diesem Feld liegt kein Rohstoff zum Handeln.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="22"/>
        <source>That planet is face down.</source>
        <translation>Dieser Planet ist verdeckt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="23"/>
        <source>That planet is already face up.</source>
        <translation>Dieser Planet ist bereits offen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="24"/>
        <source>You have too few face-up planets of that type for this technology.</source>
        <translation>Du hast zu wenige offene Planeten dieses Typs für diese Technologie.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="25"/>
        <source>You have too few Research symbols for this technology.</source>
        <translation>Du hast zu wenige Forschungssymbole für diese Technologie.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="26"/>
        <source>This card&apos;s action does not use that choice.</source>
        <translation>Die Aktion dieser Karte nutzt diese Wahl nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="27"/>
        <source>World Shaping goes under one of your face-down planets.</source>
        <translation>Weltformung kommt unter einen deiner verdeckten Planeten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="28"/>
        <source>Name a resource type.</source>
        <translation>Nenne eine Rohstoffart.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="29"/>
        <source>Fighters can be traded only with Arms Exchange.</source>
        <translation>Jäger können nur mit Waffenbörse gehandelt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="30"/>
        <source>No fighter sits on that planet.</source>
        <translation>Auf diesem Planeten steht kein Jäger.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="31"/>
        <source>Only the leader (or Civil Service) may do that instead.</source>
        <translation>Nur wer die Rolle anführt (oder Staatsdienst), darf das stattdessen tun.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="32"/>
        <source>Colonize needs at least one card to tuck.</source>
        <translation>Kolonisieren braucht mindestens eine Karte zum Darunterschieben.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="33"/>
        <source>You have no face-down planet for that.</source>
        <translation>Dafür hast du keinen verdeckten Planeten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="34"/>
        <source>That technology has no such face.</source>
        <translation>Diese Technologie hat keine solche Seite.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="35"/>
        <source>You have no such planet.</source>
        <translation>Du hast keinen solchen Planeten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="36"/>
        <source>There is no such role.</source>
        <translation>Diese Rolle gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="37"/>
        <source>That planet has no such slot.</source>
        <translation>Dieser Planet hat kein solches Feld.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="38"/>
        <source>There is no such stack.</source>
        <translation>Diesen Stapel gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="39"/>
        <source>That card shows none of the role&apos;s symbols.</source>
        <translation>Diese Karte zeigt keines der Symbole der Rolle.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="40"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="41"/>
        <source>That technology has already been taken.</source>
        <translation>Diese Technologie wurde bereits genommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="42"/>
        <source>Discard down to your hand limit.</source>
        <translation>Wirf bis auf dein Handlimit ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="43"/>
        <source>Produce or trade: not both.</source>
        <translation>Produzieren oder handeln: nicht beides.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="44"/>
        <source>The Research card itself is not removed.</source>
        <translation>Die Forschungskarte selbst wird nicht entfernt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="45"/>
        <source>Tuck the card or settle a planet: not both.</source>
        <translation>Karte darunter schieben oder Planeten besiedeln: nicht beides.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="46"/>
        <source>That slot already holds its resource.</source>
        <translation>Auf diesem Feld liegt sein Rohstoff schon.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/refusals.py" line="47"/>
        <source>Name %n stack(s) to take from.</source>
        <translation>
            <numerusform>Nenne %n Stapel, von dem du nimmst.</numerusform>
            <numerusform>Nenne %n Stapel, von denen du nimmst.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="48"/>
        <source>That stack has too few cards.</source>
        <translation>Dieser Stapel hat zu wenige Karten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="49"/>
        <source>That planet has too few colonies to be settled.</source>
        <translation>Dieser Planet hat zu wenige Kolonien, um besiedelt zu werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="50"/>
        <source>You have too few fighters to attack that planet.</source>
        <translation>Du hast zu wenige Jäger, um diesen Planeten anzugreifen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="51"/>
        <source>That is more than this move allows.</source>
        <translation>Das ist mehr, als dieser Zug erlaubt.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="21"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="62"/>
        <location filename="../../desktop/starward/scores.py" line="22"/>
        <source>Influence tokens</source>
        <translation>Einflussmarker</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="23"/>
        <source>Face-up planets</source>
        <translation>Offene Planeten</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="24"/>
        <source>Technologies</source>
        <translation>Technologien</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="25"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="26"/>
        <source>Resources + fighters (ties)</source>
        <translation>Rohstoffe + Jäger (Gleichstand)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="46"/>
        <source>Score breakdown</source>
        <translation>Punkteaufschlüsselung</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="41"/>
        <source>Round %1, %2&apos;s turn.</source>
        <translation>Runde %1, %2 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="46"/>
        <source>%1 chose %2: %3 follows or dissents.</source>
        <translation>%1 hat %2 gewählt: %3 folgt oder lehnt ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="55"/>
        <source>Role: %1; waiting for %2.</source>
        <translation>Rolle: %1; warte auf %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="65"/>
        <source>%1 chose %2: follow or dissent.</source>
        <translation>%1 hat %2 gewählt: folge oder lehne ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="72"/>
        <source>Survey: look at planet cards in private and keep one.</source>
        <translation>Erkunden: Sieh dir geheim Planetenkarten an und behalte eine.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="74"/>
        <source>Research: choose a technology.</source>
        <translation>Forschen: Wähle eine Technologie.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="76"/>
        <source>A choice of yours during %1&apos;s turn.</source>
        <translation>Eine Wahl von dir während des Zugs von %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="78"/>
        <source>Your turn: the action phase.</source>
        <translation>Dein Zug: die Aktionsphase.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="80"/>
        <source>Your cleanup.</source>
        <translation>Dein Aufräumen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="98"/>
        <source>Extended game for 3 players (smaller stacks, two empty stacks end it)</source>
        <translation>Erweitertes Spiel für 3 Spieler (kleinere Stapel, zwei leere Stapel beenden es)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="100"/>
        <source>One extra round after the last</source>
        <translation>Eine zusätzliche Runde nach der letzten</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="110"/>
        <source>turn order: %1</source>
        <translation>Zugreihenfolge: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="119"/>
        <source>Equal on influence: the most resources on planets plus fighters wins (%1).</source>
        <translation>Gleicher Einfluss: Es gewinnt, wer die meisten Rohstoffe auf Planeten plus Jäger hat (%1).</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="27"/>
        <source>needs Research %1 · %2 face-up %3</source>
        <translation>braucht Forschen %1 · %2 offene %3</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="39"/>
        <source>Research %1/%2 %3 · %4 planets %5/%6 %7</source>
        <translation>Forschen %1/%2 %3 · %4-Planeten %5/%6 %7</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="53"/>
        <source>You qualify.</source>
        <translation>Du erfüllst die Bedingungen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="55"/>
        <source>You have too few Research symbols.</source>
        <translation>Du hast zu wenige Forschungssymbole.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="57"/>
        <source>You have too few face-up planets of its type.</source>
        <translation>Du hast zu wenige offene Planeten ihres Typs.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="58"/>
        <source>You have too few Research symbols and too few face-up planets of its type.</source>
        <translation>Du hast zu wenige Forschungssymbole und zu wenige offene Planeten ihres Typs.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="67"/>
        <source>level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="69"/>
        <source>◆%1</source>
        <translation>◆%1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="81"/>
        <location filename="../../desktop/starward/technologies.py" line="71"/>
        <source>permanent</source>
        <translation>dauerhaft</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="110"/>
        <source>%1 technologies</source>
        <translation>%1-Technologien</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="14"/>
        <source>Action phase</source>
        <translation>Aktionsphase</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="15"/>
        <source>Choosing a role</source>
        <translation>Rollenwahl</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="16"/>
        <source>Boosting the role</source>
        <translation>Rolle verstärken</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="17"/>
        <source>Opponents follow or dissent</source>
        <translation>Die anderen folgen oder lehnen ab</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="19"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="37"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="40"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="42"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="54"/>
        <source>%1 followed (%n symbol(s))</source>
        <translation>
            <numerusform>%1 ist gefolgt (%n Symbol)</numerusform>
            <numerusform>%1 ist gefolgt (%n Symbole)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="56"/>
        <source>%1 dissented and drew</source>
        <translation>%1 hat abgelehnt und gezogen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="60"/>
        <source>%1 answers now</source>
        <translation>%1 antwortet jetzt</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="60"/>
        <source>%1 answers later</source>
        <translation>%1 antwortet später</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="51"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="61"/>
        <source>Influence (score)</source>
        <translation>Einfluss (Punkte)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="63"/>
        <source>Fighters</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="64"/>
        <source>Hand limit</source>
        <translation>Handlimit</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="66"/>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="76"/>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="82"/>
        <source>Your Empire</source>
        <translation>Dein Imperium</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="93"/>
        <source>◆ %1 · planets %2 (%3 face up) · ⚔ %4 · hand %5</source>
        <translation>◆ %1 · Planeten %2 (%3 offen) · ⚔ %4 · Hand %5</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="24"/>
        <source>%1&apos;s turn · %2</source>
        <translation>%1 ist am Zug · %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="29"/>
        <source>%n action(s) left to play</source>
        <translation>
            <numerusform>noch %n Aktion zu spielen</numerusform>
            <numerusform>noch %n Aktionen zu spielen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_panel.py" line="35"/>
        <source>Role: %1</source>
        <translation>Rolle: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="36"/>
        <source>took a %1 card from its stack</source>
        <translation>hat eine %1-Karte von ihrem Stapel genommen</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="37"/>
        <source>its stack is empty: +%1 instead</source>
        <translation>ihr Stapel ist leer: stattdessen +%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="44"/>
        <source>%1 counted %n symbol(s)</source>
        <translation>
            <numerusform>%1 hat %n Symbol gezählt</numerusform>
            <numerusform>%1 hat %n Symbole gezählt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="66"/>
        <source>The end is triggered: this is the last round.</source>
        <translation>Das Ende ist ausgelöst: Dies ist die letzte Runde.</translation>
    </message>
    <message>
        <location filename="../../desktop/translations.py" line="79"/>
        <source>, </source>
        <comment>list of names: between all but the last two</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../desktop/translations.py" line="80"/>
        <source>%1 and %2</source>
        <comment>list of names: the last two</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="11"/>
        <location filename="../../desktop/council/phone/table.py" line="34"/>
        <source>Law</source>
        <translation>Gesetz</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="11"/>
        <location filename="../../desktop/council/phone/table.py" line="34"/>
        <source>Directive</source>
        <translation>Direktive</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="14"/>
        <location filename="../../desktop/council/phone/table.py" line="16"/>
        <source>When: %1</source>
        <translation>Wann: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="14"/>
        <location filename="../../desktop/council/phone/table.py" line="16"/>
        <source>Vote: %1</source>
        <translation>Abstimmung: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="26"/>
        <source>Influence %1 · resources %2</source>
        <translation>Einfluss %1 · Ressourcen %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="33"/>
        <source>Legendary planet</source>
        <translation>Legendärer Planet</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="35"/>
        <source>Exhausted: it cannot vote until it is readied.</source>
        <translation>Erschöpft: er kann nicht abstimmen, bis er wieder bereit ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/card_words.py" line="14"/>
        <source>Bill %1: %2</source>
        <translation>Gesetzentwurf %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/card_words.py" line="18"/>
        <source>(your agenda)</source>
        <translation>(deine Agenda)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/card_words.py" line="33"/>
        <source>Scores a passed bill by: %1</source>
        <translation>Wertet einen angenommenen Gesetzentwurf nach: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/card_words.py" line="34"/>
        <source>A dual Representative gains the sum of both columns.</source>
        <translation>Ein doppelter Abgeordneter erhält die Summe beider Spalten.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="17"/>
        <location filename="../../desktop/starward/card_words.py" line="34"/>
        <location filename="../../desktop/starward/phone/table.py" line="20"/>
        <source>Symbols: %1</source>
        <translation>Symbole: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="19"/>
        <location filename="../../desktop/starward/card_words.py" line="40"/>
        <location filename="../../desktop/starward/phone/moves.py" line="179"/>
        <location filename="../../desktop/starward/phone/table.py" line="24"/>
        <source>Influence: %1</source>
        <translation>Einfluss: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="28"/>
        <source>Colonize %1 · warfare %2</source>
        <translation>Kolonisieren %1 · Krieg %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="36"/>
        <source>holds a good</source>
        <translation>hält eine Ware</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="36"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="42"/>
        <source>Hand size +%1</source>
        <translation>Handgröße +%1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="44"/>
        <source>Colonies: %1</source>
        <translation>Kolonien: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="46"/>
        <source>A fighter blocks it.</source>
        <translation>Ein Jäger blockiert ihn.</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="103"/>
        <source>Quorum did not read its settings (%1): it started with the default settings and will not keep changes to them this time.</source>
        <translation>Quorum hat seine Einstellungen nicht gelesen (%1): Es startet mit den Standardeinstellungen und behält Änderungen diesmal nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="165"/>
        <source>Nothing was imported</source>
        <translation>Nichts wurde importiert</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="166"/>
        <source>The saved sessions could not be opened, so %1 was not imported.</source>
        <translation>Die gespeicherten Partien konnten nicht geöffnet werden, daher wurde %1 nicht importiert.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="298"/>
        <source>Show my hand open after the bots&apos; moves</source>
        <translation>Meine Hand nach den Zügen der Bots offen zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/undo.py" line="74"/>
        <source>hidden cards were revealed</source>
        <translation>verdeckte Karten wurden aufgedeckt</translation>
    </message>
    <message>
        <location filename="../../desktop/undo.py" line="77"/>
        <source>Nothing to undo: %1 (%2&apos;s move: %3).</source>
        <translation>Nichts rückgängig zu machen: %1 (Zug von %2: %3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="27"/>
        <source>draw %n action card(s)</source>
        <translation>
            <numerusform>%n Aktionskarte ziehen</numerusform>
            <numerusform>%n Aktionskarten ziehen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="29"/>
        <source>discard every action card</source>
        <translation>alle Aktionskarten abwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="31"/>
        <source>gain a technology</source>
        <translation>eine Technologie erhalten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="43"/>
        <source>take %n trade good(s)</source>
        <translation>
            <numerusform>%n Handelsware nehmen</numerusform>
            <numerusform>%n Handelswaren nehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="45"/>
        <source>spend %n trade good(s) (back to the supply)</source>
        <translation>
            <numerusform>%n Handelsware ausgeben (zurück in den Vorrat)</numerusform>
            <numerusform>%n Handelswaren ausgeben (zurück in den Vorrat)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="47"/>
        <source>spend %n commodity(ies) (back to the supply)</source>
        <translation>
            <numerusform>%n Rohstoff ausgeben (zurück in den Vorrat)</numerusform>
            <numerusform>%n Rohstoffe ausgeben (zurück in den Vorrat)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="49"/>
        <source>return %n trade good(s) to the supply</source>
        <translation>
            <numerusform>%n Handelsware in den Vorrat zurücklegen</numerusform>
            <numerusform>%n Handelswaren in den Vorrat zurücklegen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="53"/>
        <source>give %n trade good(s) to %1</source>
        <translation>
            <numerusform>%1 %n Handelsware geben</numerusform>
            <numerusform>%1 %n Handelswaren geben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="58"/>
        <source>give back %n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt zurückgeben</numerusform>
            <numerusform>%n Siegpunkte zurückgeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="60"/>
        <source>take %n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt nehmen</numerusform>
            <numerusform>%n Siegpunkte nehmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="62"/>
        <source>attach the card to %1</source>
        <translation>die Karte an %1 anlegen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="64"/>
        <source>take the card (a law in play)</source>
        <translation>die Karte nehmen (ein Gesetz im Spiel)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="66"/>
        <source>place the card in the common play area</source>
        <translation>die Karte in den gemeinsamen Spielbereich legen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="74"/>
        <location filename="../../desktop/council/board_actions.py" line="78"/>
        <source>exhaust %1</source>
        <translation>%1 erschöpfen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="76"/>
        <source>ready %1</source>
        <translation>%1 bereit machen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="80"/>
        <source>purge %1 (remove it from the game)</source>
        <translation>%1 aus dem Spiel entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="82"/>
        <source>tactic</source>
        <translation>Taktik</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="82"/>
        <source>fleet</source>
        <translation>Flotten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="82"/>
        <source>strategy</source>
        <translation>Strategie</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="85"/>
        <source>add %n command token(s) to the %1 pool</source>
        <translation>
            <numerusform>%n Kommandomarker in den %1-Vorrat legen</numerusform>
            <numerusform>%n Kommandomarker in den %1-Vorrat legen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="86"/>
        <source>return %n command token(s) from the %1 pool</source>
        <translation>
            <numerusform>%n Kommandomarker aus dem %1-Vorrat zurücklegen</numerusform>
            <numerusform>%n Kommandomarker aus dem %1-Vorrat zurücklegen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="94"/>
        <source>Deal</source>
        <translation>Handel</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="100"/>
        <location filename="../../desktop/council/board_actions.py" line="104"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="120"/>
        <source>every player</source>
        <translation>jeder Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="121"/>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faction_pick.py" line="38"/>
        <location filename="../../desktop/council/faction_pick.py" line="64"/>
        <location filename="../../desktop/council/phone/table.py" line="67"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faction_pick.py" line="39"/>
        <source>No faction chosen</source>
        <translation>Keine Fraktion gewählt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faction_pick.py" line="57"/>
        <source>Choose a faction for every seat, or for none (they are then dealt at random).</source>
        <translation>Wähle für jeden Platz eine Fraktion oder für keinen (dann werden sie zufällig verteilt).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faction_pick.py" line="67"/>
        <source>No faction</source>
        <translation>Keine Fraktion</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="38"/>
        <source>A &amp;player plays…</source>
        <translation>Wer s&amp;pielt…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="46"/>
        <source>%1 plays…</source>
        <translation>%1 spielt…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="58"/>
        <source>No one, &amp;all this agenda</source>
        <translation>Niemand, g&amp;anze Agenda</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="61"/>
        <source>No one plays a card for the rest of this agenda: every window passes by itself for every seat until you reopen them (the button stays in the bar).</source>
        <translation>Niemand spielt für den Rest dieser Agenda eine Karte: Jedes Fenster passt von selbst für jeden Platz, bis ihr die Fenster wieder öffnet (der Knopf bleibt in der Leiste).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="65"/>
        <source>&amp;No one plays</source>
        <translation>&amp;Niemand spielt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="70"/>
        <source>&amp;Reopen windows</source>
        <translation>Fenster &amp;öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="73"/>
        <source>The card windows of this agenda pass by themselves. Reopen them: the windows still to come are asked again; before the first vote, the table goes back to the window where skipping began.</source>
        <translation>Die Kartenfenster dieser Agenda passen von selbst. Wieder öffnen: Die noch kommenden Fenster werden wieder gefragt; vor der ersten Stimme geht der Tisch zurück zum Fenster, in dem das Überspringen begann.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="89"/>
        <source>Ask for cards after &amp;each vote</source>
        <translation>Nach &amp;jeder Stimme nach Karten fragen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="121"/>
        <source>No votes to cast: tick ready planets below, or abstain.</source>
        <translation>Keine Stimmen abzugeben: markiere unten bereite Planeten oder enthalte dich.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="189"/>
        <source>%1 is not asked in this window: asked already, passing for the rest of this agenda, or away.</source>
        <translation>%1 wird in diesem Fenster nicht gefragt: schon gefragt, passt für den Rest dieser Agenda oder ist abwesend.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="47"/>
        <source>Discard the law %1.</source>
        <translation>Das Gesetz %1 abwerfen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phase_summary.py" line="59"/>
        <source>%1 takes %n trade good(s).</source>
        <translation>
            <numerusform>%1 nimmt %n Handelsware.</numerusform>
            <numerusform>%1 nimmt %n Handelswaren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phase_summary.py" line="61"/>
        <source>%1 returns %n trade good(s) to the supply.</source>
        <translation>
            <numerusform>%1 legt %n Handelsware in den Vorrat zurück.</numerusform>
            <numerusform>%1 legt %n Handelswaren in den Vorrat zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="66"/>
        <source>%1: victory points %2.</source>
        <translation>%1: Siegpunkte %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phase_summary.py" line="76"/>
        <source>%1 spends %n commodity(ies).</source>
        <translation>
            <numerusform>%1 gibt %n Rohstoff aus.</numerusform>
            <numerusform>%1 gibt %n Rohstoffe aus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="88"/>
        <source>Give %1 the law %2.</source>
        <translation>%1 das Gesetz %2 geben.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="90"/>
        <source>Attach the law %1 to %2.</source>
        <translation>Das Gesetz %1 an %2 anlegen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="91"/>
        <source>Place the law %1 in the common play area.</source>
        <translation>Das Gesetz %1 in den gemeinsamen Spielbereich legen.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="130"/>
        <source>The table was closed.</source>
        <translation>Der Tisch wurde geschlossen.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="152"/>
        <location filename="../../desktop/phone/strings.py" line="30"/>
        <source>A move was taken back at the table.</source>
        <translation>Am Tisch wurde ein Zug zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="161"/>
        <source>This game cannot be played from a phone yet.</source>
        <translation>Dieses Spiel kann noch nicht vom Handy aus gespielt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="207"/>
        <source>The table could not save the last move: %1</source>
        <translation>Der Tisch konnte den letzten Zug nicht speichern: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="210"/>
        <source>The table could not save your move; it waits for the laptop.</source>
        <translation>Der Tisch konnte deinen Zug nicht speichern; er wartet auf den Laptop.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="211"/>
        <location filename="../../desktop/phone/bridge.py" line="220"/>
        <location filename="../../desktop/phone/bridge.py" line="232"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="218"/>
        <source>The table could not read that move.</source>
        <translation>Der Tisch konnte diesen Zug nicht lesen.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="44"/>
        <source>joined (connected)</source>
        <translation>beigetreten (verbunden)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="46"/>
        <source>joined (not connected now)</source>
        <translation>beigetreten (gerade nicht verbunden)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="47"/>
        <source>waiting for a phone</source>
        <translation>wartet auf ein Handy</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="79"/>
        <source>Next seat</source>
        <translation>Nächster Platz</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="82"/>
        <location filename="../../desktop/phone/join_panel.py" line="187"/>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="85"/>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="95"/>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="159"/>
        <source>Scan to play from your phone (same Wi-Fi)</source>
        <translation>Scannen, um vom Handy aus zu spielen (gleiches WLAN)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="159"/>
        <source>Every phone seat</source>
        <translation>Alle Handy-Plätze</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="187"/>
        <source>One at a time</source>
        <translation>Einzeln</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="192"/>
        <source>Let another phone take %1&apos;s seat</source>
        <translation>Ein anderes Handy den Platz von %1 nehmen lassen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/deals.py" line="38"/>
        <source>Play %1 with it</source>
        <translation>%1 damit spielen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/deals.py" line="40"/>
        <source>%1 (%2&apos;s)</source>
        <translation>%1 (von %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/deals.py" line="72"/>
        <source>Offer a transaction: one per pair of players on each agenda; the other side accepts or refuses.</source>
        <translation>Biete ein Geschäft an: eines je Spielerpaar und Agenda; die andere Seite nimmt an oder lehnt ab.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/deals.py" line="77"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="279"/>
        <source>Offer</source>
        <translation>Anbieten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="88"/>
        <source>choose the target:</source>
        <translation>wähle das Ziel:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="89"/>
        <source>Play a card or use an ability</source>
        <translation>Eine Karte spielen oder eine Fähigkeit nutzen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="99"/>
        <source>Pass for the rest of this agenda</source>
        <translation>Für den Rest dieser Agenda passen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="101"/>
        <source>No more cards from you until the next agenda: every window passes by itself.</source>
        <translation>Keine Karten mehr von dir bis zur nächsten Agenda: jedes Fenster geht von selbst vorbei.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="102"/>
        <source>Pass every window until the next agenda?</source>
        <translation>Jedes Fenster bis zur nächsten Agenda passen?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="107"/>
        <source>No whens for now: let this window go by.</source>
        <translation>Vorerst kein „Wenn“: dieses Fenster vorbeigehen lassen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="110"/>
        <source>Or let this window go by:</source>
        <translation>Oder lass dieses Fenster vorbeigehen:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phone/moves.py" line="121"/>
        <location filename="../../desktop/council/phone/table.py" line="45"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n Stimme</numerusform>
            <numerusform>%n Stimmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="123"/>
        <source>Planets to exhaust</source>
        <translation>Zu erschöpfende Planeten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="125"/>
        <source>+3 votes</source>
        <translation>+3 Stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="126"/>
        <source>Cards to add</source>
        <translation>Karten dazu</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="129"/>
        <source>Trade goods to spend on votes</source>
        <translation>Handelswaren für Stimmen ausgeben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="131"/>
        <source>Odlynn Myrr votes</source>
        <translation>Stimmen von Odlynn Myrr</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="136"/>
        <source>Cast votes</source>
        <translation>Stimmen abgeben</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="63"/>
        <source>nothing (an empty hand)</source>
        <translation>nichts (leere Hand)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phone/moves.py" line="144"/>
        <source>%n in the pool now</source>
        <translation>
            <numerusform>%n jetzt im Vorrat</numerusform>
            <numerusform>%n jetzt im Vorrat</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="40"/>
        <source>Command token</source>
        <translation>Kommandomarker</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="71"/>
        <location filename="../../desktop/council/phone/table.py" line="144"/>
        <location filename="../../desktop/council/question_words.py" line="41"/>
        <source>Action card</source>
        <translation>Aktionskarte</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="63"/>
        <location filename="../../desktop/council/question_words.py" line="42"/>
        <source>Planets</source>
        <translation>Planeten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="166"/>
        <location filename="../../desktop/council/question_words.py" line="44"/>
        <location filename="../../desktop/starward/phone/moves.py" line="318"/>
        <source>Your picks</source>
        <translation>Deine Auswahl</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="167"/>
        <location filename="../../desktop/council/phone/moves.py" line="178"/>
        <source>Confirm choice</source>
        <translation>Auswahl bestätigen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="177"/>
        <source>Agenda</source>
        <translation>Agenda</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="204"/>
        <source>Offered by</source>
        <translation>Angeboten von</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="205"/>
        <source>You get</source>
        <translation>Du bekommst</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="217"/>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="217"/>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="236"/>
        <source>Record</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="255"/>
        <source>planets %1 ready / %2</source>
        <translation>Planeten %1 bereit / %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="260"/>
        <location filename="../../desktop/phone/strings.py" line="26"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="260"/>
        <location filename="../../desktop/phone/strings.py" line="25"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="265"/>
        <source>The action discard pile was shuffled back into the deck</source>
        <translation>Der Ablagestapel der Aktionskarten wurde in den Stapel zurückgemischt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="277"/>
        <source>%1: victory points</source>
        <translation>%1: Siegpunkte</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="289"/>
        <source>%1: trade goods</source>
        <translation>%1: Handelswaren</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="299"/>
        <source>%1: exhausted planets</source>
        <translation>%1: erschöpfte Planeten</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="307"/>
        <source>Is the table as shown?</source>
        <translation>Ist der Tisch wie gezeigt?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="308"/>
        <source>The table is as shown: start the agenda phase</source>
        <translation>Der Tisch ist wie gezeigt: Agendaphase beginnen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="310"/>
        <source>Start the agenda phase</source>
        <translation>Agendaphase beginnen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="312"/>
        <source>Planets changing hands, technologies and the rest: on the table&apos;s own table check.</source>
        <translation>Planeten mit neuem Besitzer, Technologien und der Rest: im Tischabgleich am Tisch.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="326"/>
        <source>Done at the table</source>
        <translation>Am Tisch erledigt</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="351"/>
        <source>Or cast no votes on this agenda:</source>
        <translation>Oder gib zu dieser Agenda keine Stimmen ab:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="51"/>
        <source>Bill %1 · %2</source>
        <translation>Gesetz %1 · %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="60"/>
        <source>Worth to you: %1</source>
        <translation>Für dich wert: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="63"/>
        <source>%1: pledge Yay</source>
        <translation>%1: Zusage Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="63"/>
        <source>%1: anti-pledge Nay</source>
        <translation>%1: Gegenzusage Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="73"/>
        <source>Your move: choose your discards in secret</source>
        <translation>Du bist dran: wähle geheim, was du ablegst</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phone/__init__.py" line="74"/>
        <source>Your move: draw %n bill(s)</source>
        <translation>
            <numerusform>Du bist dran: zieh %n Gesetz</numerusform>
            <numerusform>Du bist dran: zieh %n Gesetze</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="75"/>
        <source>Your move: put bills On Deck</source>
        <translation>Du bist dran: lege Gesetze auf „On Deck“</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="76"/>
        <source>Your move: make deals or end your turn</source>
        <translation>Du bist dran: verhandle oder beende deinen Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="77"/>
        <source>Your move: vote</source>
        <translation>Du bist dran: stimm ab</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="77"/>
        <source>Your move: Vote turn</source>
        <translation>Du bist dran: dein Abstimmungszug</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="78"/>
        <source>Your move</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="80"/>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="87"/>
        <source>%1 pts · %2 in hand</source>
        <translation>%1 Pkt. · %2 auf der Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="91"/>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="110"/>
        <source>On Deck</source>
        <translation>On Deck</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="116"/>
        <source>secret ballot</source>
        <translation>geheime Abstimmung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="116"/>
        <source>roll call</source>
        <translation>namentliche Abstimmung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="118"/>
        <source>Bill %1 is on the floor (%2)</source>
        <translation>Gesetz %1 steht zur Abstimmung (%2)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="137"/>
        <source>%1 gives</source>
        <translation>%1 gibt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="139"/>
        <source>pledge Yay on %1</source>
        <translation>Zusage Ja auf %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="139"/>
        <source>anti-pledge Nay on %1</source>
        <translation>Gegenzusage Nein auf %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="140"/>
        <source>%1 takes</source>
        <translation>%1 nimmt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="141"/>
        <source>nobody yet</source>
        <translation>noch niemand</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="142"/>
        <source>Agreed</source>
        <translation>Zugestimmt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="143"/>
        <source>Deal between %1 and %2</source>
        <translation>Handel zwischen %1 und %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="149"/>
        <source>Deal %1 with %2: you gave %3, you got %4</source>
        <translation>Handel %1 mit %2: du gabst %3, du bekamst %4</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="167"/>
        <source>Discard any of your bills (in secret)</source>
        <translation>Lege beliebig viele deiner Gesetze ab (geheim)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="168"/>
        <source>Bills to discard</source>
        <translation>Abzulegende Gesetze</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phone/__init__.py" line="177"/>
        <source>Put %n bill(s) On Deck</source>
        <translation>
            <numerusform>Lege %n Gesetz auf „On Deck“</numerusform>
            <numerusform>Lege %n Gesetze auf „On Deck“</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="178"/>
        <source>Bills to put On Deck</source>
        <translation>Gesetze für „On Deck“</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="181"/>
        <source>Put On Deck</source>
        <translation>Auf „On Deck“ legen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="187"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="239"/>
        <source>from %1&apos;s discard pile</source>
        <translation>vom Ablagestapel von %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phone/__init__.py" line="192"/>
        <source>Draw %n bill(s): pick from the discard piles; the rest come off the deck (%1 left)</source>
        <translation>
            <numerusform>Zieh %n Gesetz: wähle von den Ablagestapeln oder nimm es vom Stapel (noch %1)</numerusform>
            <numerusform>Zieh %n Gesetze: wähle von den Ablagestapeln; der Rest kommt vom Stapel (noch %1)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="194"/>
        <source>From the discard piles</source>
        <translation>Von den Ablagestapeln</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="206"/>
        <source>Propose bill %1</source>
        <translation>Gesetz %1 einbringen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="210"/>
        <source>Agree to the deal</source>
        <translation>Dem Handel zustimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="213"/>
        <source>Walk away from the deal</source>
        <translation>Vom Handel zurücktreten</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="214"/>
        <source>Walk away from this deal?</source>
        <translation>Von diesem Handel zurücktreten?</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="216"/>
        <source>Withdraw deal %1</source>
        <translation>Handel %1 zurückziehen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="217"/>
        <source>its bills go back, its tokens go</source>
        <translation>seine Gesetze gehen zurück, seine Marker fallen weg</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="218"/>
        <source>Withdraw this deal?</source>
        <translation>Diesen Handel zurückziehen?</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="220"/>
        <source>End your turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="220"/>
        <source>every deal of this turn is final</source>
        <translation>jeder Handel dieses Zuges wird endgültig</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="226"/>
        <source>Your decision</source>
        <translation>Deine Entscheidung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="238"/>
        <source>Top of the deck</source>
        <translation>Oberste Karte des Stapels</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="243"/>
        <source>Swap first (optional): discard one bill and take another</source>
        <translation>Zuerst tauschen (freiwillig): ein Gesetz ablegen, ein anderes nehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="245"/>
        <source>Give up</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="247"/>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="259"/>
        <source>Deal with</source>
        <translation>Handel mit</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="263"/>
        <source>Bills you give</source>
        <translation>Gesetze, die du gibst</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="267"/>
        <source>Tokens you take (your promise how to vote)</source>
        <translation>Marker, die du nimmst (dein Versprechen, wie du stimmst)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="270"/>
        <source>Pledge Yay</source>
        <translation>Zusage Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="271"/>
        <source>Anti-pledge Nay</source>
        <translation>Gegenzusage Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="276"/>
        <source>Offer a deal</source>
        <translation>Einen Handel anbieten</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="276"/>
        <source>Change your terms (this also agrees to them)</source>
        <translation>Deine Bedingungen ändern (damit stimmst du ihnen auch zu)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="279"/>
        <source>Change terms</source>
        <translation>Bedingungen ändern</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="289"/>
        <source>Your Representative</source>
        <translation>Dein Abgeordneter</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="290"/>
        <source>Your score</source>
        <translation>Dein Punktestand</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="291"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="296"/>
        <source>The session is over</source>
        <translation>Die Partie ist vorbei</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="298"/>
        <source>Won by %1 with %2 pts</source>
        <translation>Gewonnen von %1 mit %2 Pkt.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="306"/>
        <source>You chose to discard: %1</source>
        <translation>Du legst ab: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="314"/>
        <source>Passed</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="314"/>
        <source>Failed</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="315"/>
        <location filename="../../desktop/starward/phone/table.py" line="65"/>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="316"/>
        <source>Legislation — round %1</source>
        <translation>Legislation — Runde %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/__init__.py" line="25"/>
        <source>Starward — round %1</source>
        <translation>Starward — Runde %1</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seat_marks.py" line="36"/>
        <source>phone</source>
        <translation>Handy</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seat_marks.py" line="43"/>
        <source>Plays from a phone (connected)</source>
        <translation>Spielt vom Handy (verbunden)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seat_marks.py" line="43"/>
        <source>Plays from a phone (not connected)</source>
        <translation>Spielt vom Handy (nicht verbunden)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="31"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="35"/>
        <source>Where each player sits. A seat on a phone plays from that phone&apos;s browser (same Wi-Fi); the table shows its link and QR code.</source>
        <translation>Wo jeder spielt. Ein Platz auf dem Handy spielt im Browser des Handys (gleiches WLAN); der Tisch zeigt Link und QR-Code dafür.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="45"/>
        <source>At this computer</source>
        <translation>An diesem Computer</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="46"/>
        <source>On a phone</source>
        <translation>Auf einem Handy</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="48"/>
        <source>Where %1 plays</source>
        <translation>Wo %1 spielt</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="69"/>
        <source>Phone connection</source>
        <translation>Verbindung zu den Handys</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="74"/>
        <source>Automatic (%1)</source>
        <translation>Automatisch (%1)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="75"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="78"/>
        <source>Automatic (this computer on the local network)</source>
        <translation>Automatisch (dieser Computer im lokalen Netz)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="79"/>
        <source>Network address</source>
        <translation>Netzwerkadresse</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="80"/>
        <source>Used from the next time a table with phone seats opens; --phone-port and --phone-host override them for one run.</source>
        <translation>Gilt ab dem nächsten Öffnen eines Tisches mit Handy-Plätzen; --phone-port und --phone-host gelten stattdessen für einen Lauf.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="10"/>
        <source>Connecting to the table…</source>
        <translation>Verbinde mit dem Tisch…</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="11"/>
        <source>Connection lost: trying again…</source>
        <translation>Verbindung verloren: neuer Versuch…</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="12"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="14"/>
        <source>Another phone has taken this seat. Ask the table to let another phone take it, then reload.</source>
        <translation>Ein anderes Handy hat diesen Platz. Bitte am Tisch, ihn für ein anderes Handy freizugeben, dann neu laden.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="16"/>
        <source>The table gave this seat to another phone. Reload to take it again.</source>
        <translation>Der Tisch hat diesen Platz für ein anderes Handy freigegeben. Neu laden, um ihn wieder zu nehmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="17"/>
        <source>This link is not valid for this table.</source>
        <translation>Dieser Link gilt für diesen Tisch nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="18"/>
        <source>The table was closed. Reload when it is open again.</source>
        <translation>Der Tisch wurde geschlossen. Neu laden, wenn er wieder offen ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="19"/>
        <source>The table moved on before your move arrived: look again and choose anew.</source>
        <translation>Der Tisch ist weiter, bevor dein Zug ankam: schau noch einmal und wähle neu.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="20"/>
        <source>That message was too large to send.</source>
        <translation>Diese Nachricht war zu groß zum Senden.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="21"/>
        <source>Too many taps at once: wait a moment.</source>
        <translation>Zu viele Tipper auf einmal: warte einen Moment.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="22"/>
        <source>The table could not read that message.</source>
        <translation>Der Tisch konnte diese Nachricht nicht lesen.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="23"/>
        <source>Sending…</source>
        <translation>Sende…</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="24"/>
        <source>Done.</source>
        <translation>Erledigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="27"/>
        <source>Nothing to decide now: the table waits for others.</source>
        <translation>Gerade nichts zu entscheiden: der Tisch wartet auf andere.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="28"/>
        <source>Pick within the limits shown to send this.</source>
        <translation>Wähle innerhalb der angezeigten Grenzen, um das zu senden.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="29"/>
        <source>picked: %1</source>
        <translation>gewählt: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/table_hook.py" line="35"/>
        <source>Phone seats cannot be served: %1. Edit › Seats… can move them to this computer.</source>
        <translation>Handy-Plätze können nicht bedient werden: %1. Bearbeiten › Plätze… kann sie an diesen Computer holen.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="48"/>
        <source>Votes {outcome}: worth {worth} VP to it; {other} would be {other_worth}</source>
        <translation>Stimmt für {outcome}: für sie {worth} SP wert; {other} wäre {other_worth}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="52"/>
        <source>Abstains: nothing at stake for it on this agenda</source>
        <translation>Enthält sich: bei dieser Agenda steht für sie nichts auf dem Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="55"/>
        <source>Plays {card}: the best use of its cards now</source>
        <translation>Spielt {card}: jetzt der beste Einsatz ihrer Karten</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="56"/>
        <source>Plays {card}: worth {worth} VP to it now</source>
        <translation>Spielt {card}: für sie jetzt {worth} SP wert</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="58"/>
        <source>Offers {partner} a deal both gain by: {mine} for it, {theirs} for them</source>
        <translation>Bietet {partner} ein Geschäft, bei dem beide gewinnen: {mine} für sie, {theirs} für den Partner</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="62"/>
        <source>Accepts: the deal is worth {worth} to it</source>
        <translation>Nimmt an: das Geschäft ist für sie {worth} wert</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="64"/>
        <source>Refuses: the deal is worth {worth} to it</source>
        <translation>Lehnt ab: das Geschäft ist für sie {worth} wert</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="66"/>
        <source>Breaks the tie for {outcome}, its best outcome ({worth} VP)</source>
        <translation>Entscheidet den Gleichstand für {outcome}, ihr bestes Ergebnis ({worth} SP)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="70"/>
        <source>Keeps its pledge: breaking it would cost {cost} (the next Pledge turn and trust)</source>
        <translation>Hält ihr Versprechen: es zu brechen kostete {cost} (den nächsten Versprechenszug und Vertrauen)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="74"/>
        <source>Breaks its pledge: that gains {gain} net of the {cost} it costs</source>
        <translation>Bricht ihr Versprechen: das bringt {gain} nach Abzug der Kosten von {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="78"/>
        <source>Votes {vote}: the bill is worth {worth} points to it</source>
        <translation>Stimmt {vote}: der Gesetzentwurf ist für sie {worth} Punkte wert</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="82"/>
        <source>Proposes the bill it expects most from ({worth} points)</source>
        <translation>Bringt den Gesetzentwurf ein, von dem sie am meisten erwartet ({worth} Punkte)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="84"/>
        <source>Chooses {role}: worth {worth} to it now; {other} next best at {other_worth}</source>
        <translation>Wählt {role}: für sie jetzt {worth} wert; als Nächstbestes {other} mit {other_worth}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="88"/>
        <source>Follows {role}: the role helps it now</source>
        <translation>Folgt {role}: die Rolle hilft ihr jetzt</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="90"/>
        <source>Dissents from {role}: following would not help it now</source>
        <translation>Widerspricht {role}: Folgen hülfe ihr jetzt nicht</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/reasons.py" line="93"/>
        <source>Its search found this move better than its usual one: {gain} points of win share, %n table(s)</source>
        <translation>
            <numerusform>Ihre Suche fand diesen Zug besser als ihren üblichen: {gain} Punkte Siegchance, %n Tisch</numerusform>
            <numerusform>Ihre Suche fand diesen Zug besser als ihren üblichen: {gain} Punkte Siegchance, %n Tische</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="24"/>
        <source>The port must be a whole number from %1 to 65535 (or empty for automatic), not “%2”.</source>
        <translation>Der Port muss eine ganze Zahl von %1 bis 65535 sein (oder leer für automatisch), nicht „%2“.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="28"/>
        <source>The port must be from %1 to 65535 (or empty for automatic), not %2.</source>
        <translation>Der Port muss zwischen %1 und 65535 liegen (oder leer für automatisch), nicht %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="42"/>
        <source>“%1” is not a network address: type one like 192.168.1.20, 127.0.0.1 or 0.0.0.0 (or leave it empty for automatic).</source>
        <translation>„%1“ ist keine Netzwerkadresse: Geben Sie eine wie 192.168.1.20, 127.0.0.1 oder 0.0.0.0 ein (oder lassen Sie das Feld leer für automatisch).</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="51"/>
        <source>%1 is not an address of this computer: phones could not reach the table there.</source>
        <translation>%1 ist keine Adresse dieses Computers: Dort könnten die Handys den Tisch nicht erreichen.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="53"/>
        <source>Phones cannot be served at %1 (%2).</source>
        <translation>Unter %1 können keine Handys bedient werden (%2).</translation>
    </message>
    <message>
        <location filename="../../desktop/seat_menu.py" line="73"/>
        <source>Show My &amp;Hand Open After the Bots&apos; Moves</source>
        <translation>Meine &amp;Hand nach den Zügen der Bots offen zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/seat_menu.py" line="78"/>
        <source>Refused &amp;Offers</source>
        <translation>Abgelehnte An&amp;gebote</translation>
    </message>
    <message>
        <location filename="../../desktop/seat_menu.py" line="98"/>
        <source>Refuse All from %1</source>
        <translation>Alle von %1 ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop/seat_menu.py" line="101"/>
        <source>Untick to be asked again about %1&apos;s offers</source>
        <translation>Haken entfernen, um wieder nach den Angeboten von %1 gefragt zu werden</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="92"/>
        <source>Add a seat…</source>
        <translation>Platz hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="94"/>
        <source>A late player joins: a new seat, then its faction and holdings in its tab.</source>
        <translation>Ein Nachzügler kommt dazu: ein neuer Platz, dann Fraktion und Besitz in seinem Reiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="98"/>
        <source>A player left…</source>
        <translation>Ein Spieler ist gegangen…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="100"/>
        <source>Someone left the game for good: their seat is removed at this check.</source>
        <translation>Ein Spieler hat das Spiel endgültig verlassen: sein Platz wird bei dieser Prüfung entfernt.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="135"/>
        <source>Type the new player&apos;s name.</source>
        <translation>Gib den Namen des neuen Spielers ein.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="137"/>
        <source>A name has at most %1 letters, digits and signs.</source>
        <translation>Ein Name hat höchstens %1 Buchstaben, Ziffern und Zeichen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="139"/>
        <source>Another seat is already called %1.</source>
        <translation>Ein anderer Platz heißt schon %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="149"/>
        <source>Add a seat</source>
        <translation>Platz hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="154"/>
        <source>A late player joins the game at this check. The new seat gets a tab of its own: choose the faction there, add its home planets, and set its VP and the rest.</source>
        <translation>Ein Nachzügler steigt bei dieser Prüfung ins Spiel ein. Der neue Platz bekommt einen eigenen Reiter: dort die Fraktion wählen, ihre Heimatplaneten hinzufügen und SP und den Rest einstellen.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="164"/>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="173"/>
        <source>Add the seat</source>
        <translation>Platz hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="201"/>
        <source>A player left</source>
        <translation>Ein Spieler ist gegangen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="208"/>
        <source>Choose who left…</source>
        <translation>Wählen, wer gegangen ist…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="213"/>
        <source>&amp;Who left the game</source>
        <translation>&amp;Wer hat das Spiel verlassen</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="217"/>
        <source>As when a player is eliminated: their planets are no longer controlled, laws they own are discarded, their promissory notes leave the game and the notes they held go back to their owners, their relics leave the game. Their faction is free for a late player; their victory points stay on the record. A speaker who leaves passes the token to the left. Undo takes it back.</source>
        <translation>Wie beim Ausscheiden eines Spielers: Seine Planeten kontrolliert niemand mehr, Gesetze in seinem Besitz werden abgeworfen, seine Schuldscheine verlassen das Spiel und die Schuldscheine, die er hielt, gehen an ihre Besitzer zurück, seine Relikte verlassen das Spiel. Seine Fraktion ist für einen Nachzügler frei; seine Siegpunkte bleiben vermerkt. Geht der Sprecher, wandert der Marker nach links. Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="228"/>
        <source>Remove the seat</source>
        <translation>Platz entfernen</translation>
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
        <location filename="../../desktop/council/agenda_card.py" line="45"/>
        <source>LAW</source>
        <translation>GESETZ</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_card.py" line="47"/>
        <source>DIRECTIVE</source>
        <translation>DIREKTIVE</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/bill_card.py" line="64"/>
        <source>BILL</source>
        <translation>ENTWURF</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/bill_card.py" line="186"/>
        <source>you %1</source>
        <translation>du %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/planet_card.py" line="77"/>
        <source>EXHAUSTED</source>
        <translation>ERSCHÖPFT</translation>
    </message>
    <message>
        <location filename="../../desktop/cards/gallery.py" line="60"/>
        <source>No cards here yet.</source>
        <translation>Hier liegen noch keine Karten.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../desktop/curtain.py" line="40"/>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="40"/>
        <source>%1: your hand is face down</source>
        <translation>%1: deine Hand liegt verdeckt</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="52"/>
        <source>The bots moved while everyone could see the screen. Everyone else, look away.</source>
        <translation>Die Bots haben gezogen, während alle den Bildschirm sehen konnten. Alle anderen, schaut weg.</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="55"/>
        <source>Everyone else, look away. %1: when only you can see the screen, press the button.</source>
        <translation>Alle anderen wegschauen. %1: Drücke den Knopf, wenn nur du den Bildschirm siehst.</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="64"/>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 – zeig meine Karten</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="64"/>
        <source>%1: show my hand — Space</source>
        <translation>%1: meine Hand zeigen — Leertaste</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../desktop/end_screen.py" line="72"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="74"/>
        <source>Shared win: every player</source>
        <translation>Geteilter Sieg: alle Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="76"/>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="92"/>
        <source>winner, place %1</source>
        <translation>Sieger, Platz %1</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="92"/>
        <source>place %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="108"/>
        <source>Equal on points: the rules&apos; tie-break decided the winner.</source>
        <translation>Punktgleich: Der Gleichstandsentscheid der Regeln hat den Sieger bestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="118"/>
        <source>Score over the game</source>
        <translation>Punkte im Spielverlauf</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="122"/>
        <source>Back to the start page</source>
        <translation>Zurück zur Startseite</translation>
    </message>
</context>
<context>
    <name>FileTransfers</name>
    <message>
        <location filename="../../desktop/window/transfers.py" line="32"/>
        <source>Export Session</source>
        <translation>Sitzung exportieren</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="34"/>
        <location filename="../../desktop/window/transfers.py" line="198"/>
        <source>Quorum sessions (*.quorum)</source>
        <translation>Quorum-Sitzungen (*.quorum)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="45"/>
        <source>This table is not saved.</source>
        <translation>Dieser Tisch ist nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="55"/>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="65"/>
        <source>Export Game Record</source>
        <translation>Spielprotokoll exportieren</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="67"/>
        <source>Quorum game records (*.quorum-record)</source>
        <translation>Quorum-Spielprotokolle (*.quorum-record)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="81"/>
        <source>Game record written to %1</source>
        <translation>Spielprotokoll gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="86"/>
        <source>Saved sessions are still loading</source>
        <translation>Gespeicherte Sitzungen werden noch geladen</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="86"/>
        <source>Try again in a moment.</source>
        <translation>Versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="92"/>
        <source>Import Session</source>
        <translation>Sitzung importieren</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="94"/>
        <source>Quorum sessions and game records (*.quorum *.quorum-record);;All files (*)</source>
        <translation>Quorum-Partien und Spielprotokolle (*.quorum *.quorum-record);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="110"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="110"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="113"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="138"/>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="144"/>
        <source>Import cancelled; nothing was added.</source>
        <translation>Import abgebrochen; nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="170"/>
        <source>A move is not saved</source>
        <translation>Ein Zug ist nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="174"/>
        <source>The last move could not be saved: %1

If you quit now it is lost. Try again, or export the game (with that move) to another place, such as a USB stick.</source>
        <translation>Der letzte Zug konnte nicht gespeichert werden: %1

Wenn du jetzt beendest, geht er verloren. Versuche es noch einmal oder exportiere die Partie (mit diesem Zug) an einen anderen Ort, etwa auf einen USB-Stick.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="178"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="179"/>
        <source>Export Elsewhere…</source>
        <translation>Woanders exportieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="180"/>
        <source>Quit Without It</source>
        <translation>Ohne ihn beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="196"/>
        <source>Export the Game Elsewhere</source>
        <translation>Partie woanders exportieren</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../desktop/legislation/__init__.py" line="31"/>
        <source>Legislation</source>
        <translation>Legislation</translation>
    </message>
    <message>
        <location filename="../../desktop/council/__init__.py" line="32"/>
        <source>Galactic Council</source>
        <translation>Galaktischer Rat</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/__init__.py" line="32"/>
        <source>3–8 Representatives trade bills and pledges, then vote them into law. Pass what your agenda loves, block what it hates.</source>
        <translation>3–8 Abgeordnete handeln mit Gesetzentwürfen und Zusagen und stimmen sie dann ins Gesetz. Bring durch, was deine Agenda liebt, blockiere, was sie hasst.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/__init__.py" line="33"/>
        <source>The agenda phase of Twilight Imperium: exhaust planets for influence, play riders, and bend the Galactic Council to your will.</source>
        <translation>Die Agendaphase von Twilight Imperium: erschöpfe Planeten für Einfluss, spiele Zusätze und beuge den Galaktischen Rat deinem Willen.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/__init__.py" line="37"/>
        <source>Starward</source>
        <translation>Starward</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/__init__.py" line="38"/>
        <source>2–5 players grow space empires from their own decks: choose a role each turn, and everyone else follows it or draws. No vote, just influence.</source>
        <translation>2–5 Spieler bauen Weltraumimperien aus eigenen Decks: jeden Zug eine Rolle, die anderen folgen oder ziehen.</translation>
    </message>
</context>
<context>
    <name>Legislation</name>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="73"/>
        <source>%1 pledged Yay on bill %2</source>
        <translation>%1 hat Ja zu Gesetzentwurf %2 zugesagt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="75"/>
        <source>%1 pledged Nay on bill %2 (anti-Pledge)</source>
        <translation>%1 hat Nein zu Gesetzentwurf %2 zugesagt (Gegenzusage)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="83"/>
        <source>you pledged Yay on bill %1</source>
        <translation>du hast Ja zu Gesetzentwurf %1 zugesagt</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="85"/>
        <source>you pledged Nay on bill %1 (anti-Pledge)</source>
        <translation>du hast Nein zu Gesetzentwurf %1 zugesagt (Gegenzusage)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="91"/>
        <source>Worth to you: %1</source>
        <translation>Für dich wert: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="110"/>
        <source>Bill %1, %2: %3</source>
        <translation>Gesetzentwurf %1, %2: %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/main_window.py" line="41"/>
        <location filename="../../desktop/main_window.py" line="190"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="123"/>
        <source>Quorum — a hotseat table for card games: %1.</source>
        <translation>Quorum — ein Hotseat-Tisch für Kartenspiele: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="137"/>
        <source>Opening the saved games first…</source>
        <translation>Zuerst werden die gespeicherten Spiele geöffnet…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="122"/>
        <source>About Quorum</source>
        <translation>Über Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="143"/>
        <source>Could not start the game</source>
        <translation>Das Spiel konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="169"/>
        <source>%1 — Quorum</source>
        <translation>%1 — Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/language_menu.py" line="20"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache (Language)</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../../desktop/new_game.py" line="44"/>
        <source>Alice</source>
        <translation>Alice</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="45"/>
        <source>Bob</source>
        <translation>Bob</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="46"/>
        <source>Carol</source>
        <translation>Carol</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="47"/>
        <source>Dave</source>
        <translation>Dave</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="48"/>
        <source>Erin</source>
        <translation>Erin</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="49"/>
        <source>Frank</source>
        <translation>Frank</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="50"/>
        <source>Grace</source>
        <translation>Grace</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="51"/>
        <source>Heidi</source>
        <translation>Heidi</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="77"/>
        <source>Auto-pass: a human seat that ticks it passes by itself in card windows where it holds nothing playable (never a vote or a choice). Off by default. It can tell the others something: a seat that passes at once may hold no card for that moment.</source>
        <translation>Automatisch passen: Ein menschlicher Platz mit diesem Häkchen passt von selbst in Kartenfenstern, in denen er nichts Spielbares hat (nie bei einer Abstimmung oder Wahl). Standardmäßig aus. Es kann den anderen etwas verraten: Wer sofort passt, hat für diesen Moment vielleicht keine Karte.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../../desktop/new_game.py" line="255"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="259"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="264"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="274"/>
        <source>&amp;Add seat</source>
        <translation>&amp;Platz hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="286"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="296"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="301"/>
        <source>Name of this session</source>
        <translation>Name dieser Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="302"/>
        <source>Session name</source>
        <translation>Name der Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="303"/>
        <source>Allow undo past revealed cards</source>
        <translation>Auch über aufgedeckte Karten hinweg</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="305"/>
        <source>Normally a move that showed a hidden card cannot be undone.</source>
        <translation>Normalerweise kann ein Zug, der eine verdeckte Karte gezeigt hat, nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="306"/>
        <source>Table undo</source>
        <translation>Rückgängig für den Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="311"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="313"/>
        <source>Pause before each bot move</source>
        <translation>Pause vor jedem Bot-Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="314"/>
        <source>Bot pause</source>
        <translation>Bot-Pause</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="325"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="327"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="329"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="401"/>
        <source>Seats (%1 to %2), in clockwise order</source>
        <translation>Plätze (%1 bis %2), im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="424"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="480"/>
        <source>%1 is played with %2 to %3 seats.</source>
        <translation>%1 wird mit %2 bis %3 Plätzen gespielt.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="486"/>
        <source>Every seat needs a name.</source>
        <translation>Jeder Platz braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="488"/>
        <source>Two seats have the same name; give each player their own.</source>
        <translation>Zwei Plätze haben denselben Namen; gib jedem Spieler einen eigenen.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="496"/>
        <source>These options do not work together: %1</source>
        <translation>Diese Optionen passen nicht zusammen: %1</translation>
    </message>
</context>
<context>
    <name>PilePicker</name>
    <message numerus="yes">
        <location filename="../../desktop/legislation/piles.py" line="79"/>
        <source>Deck (%n)</source>
        <translation>
            <numerusform>Stapel (%n)</numerusform>
            <numerusform>Stapel (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/piles.py" line="75"/>
        <source>The deck: take the top card</source>
        <translation>Der Stapel: oberste Karte nehmen</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../desktop/replay_page.py" line="36"/>
        <source>Game record: %1 — %2</source>
        <translation>Spielprotokoll: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="41"/>
        <source>Watch only: a record holds what every player saw, never anyone&apos;s hidden cards or votes. Players: %1</source>
        <translation>Nur zum Ansehen: ein Protokoll enthält, was alle sahen, nie verdeckte Karten oder Stimmen. Spieler: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="53"/>
        <source>Move shown</source>
        <translation>Angezeigter Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="64"/>
        <source>Back to the start page</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="77"/>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="92"/>
        <source>The game was still under way when this record was made.</source>
        <translation>Die Partie lief noch, als dieses Protokoll entstand.</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="99"/>
        <source>Final standing:</source>
        <translation>Endstand:</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../../desktop/table/result_panel.py" line="217"/>
        <source>Got it (Enter)</source>
        <translation>Verstanden (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/result_panel.py" line="219"/>
        <source>Dismiss the result</source>
        <translation>Ergebnis schließen</translation>
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
        <location filename="../../desktop/rules_browser.py" line="42"/>
        <source>The rules page for this game is missing from this installation.</source>
        <translation>Die Regelseite dieses Spiels fehlt in dieser Installation.</translation>
    </message>
</context>
<context>
    <name>SaveBanner</name>
    <message>
        <location filename="../../desktop/table/side_panel.py" line="149"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>SaveProblems</name>
    <message>
        <location filename="../../desktop/save_problems.py" line="15"/>
        <source>the disk refused to write (it may be full or read-only)</source>
        <translation>der Datenträger verweigert das Schreiben (er ist vielleicht voll oder schreibgeschützt)</translation>
    </message>
    <message>
        <location filename="../../desktop/save_problems.py" line="18"/>
        <source>another program is using the file right now</source>
        <translation>ein anderes Programm benutzt die Datei gerade</translation>
    </message>
    <message>
        <location filename="../../desktop/save_problems.py" line="19"/>
        <source>the session is open in another Quorum window</source>
        <translation>die Partie ist in einem anderen Quorum-Fenster geöffnet</translation>
    </message>
    <message>
        <location filename="../../desktop/save_problems.py" line="20"/>
        <source>the system refused to read the file</source>
        <translation>das System verweigert das Lesen der Datei</translation>
    </message>
</context>
<context>
    <name>SavedSessions</name>
    <message>
        <location filename="../../desktop/window/saves.py" line="98"/>
        <source>This table is not saved.</source>
        <translation>Dieser Tisch ist nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/saves.py" line="105"/>
        <source>Quorum can&apos;t write to the saves folder: this game is shown read-only.</source>
        <translation>Quorum kann nicht in den Spielstand-Ordner schreiben: Dieses Spiel wird schreibgeschützt angezeigt.</translation>
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
        <location filename="../../desktop/table/seat_panel.py" line="69"/>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="73"/>
        <source>to act</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="77"/>
        <source>choose</source>
        <translation>wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="224"/>
        <source>score change %1</source>
        <translation>Punkteänderung %1</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../desktop/new_game.py" line="108"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="109"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="112"/>
        <location filename="../../desktop/new_game.py" line="167"/>
        <source>Human, on a phone</source>
        <translation>Mensch, auf dem Handy</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="125"/>
        <source>Auto-pass</source>
        <translation>Auto-Passen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="214"/>
        <source>Colour of seat %1</source>
        <translation>Farbe von Platz %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="215"/>
        <source>Remove seat %1</source>
        <translation>Platz %1 entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="217"/>
        <source>Name of seat %1</source>
        <translation>Name von Platz %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="218"/>
        <source>Seat %1 is played by</source>
        <translation>Platz %1 spielt</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="221"/>
        <source>Seat %1 passes by itself when it can play nothing</source>
        <translation>Platz %1 passt von selbst, wenn er nichts spielen kann</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="230"/>
        <source>Seat colour</source>
        <translation>Farbe des Platzes</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="116"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="117"/>
        <source>Basic</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="118"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="121"/>
        <source>Random: any legal move. Basic: sensible rules of thumb. Strong: thinks ahead (slower).</source>
        <translation>Zufällig: irgendein erlaubter Zug. Einfach: vernünftige Faustregeln. Stark: denkt voraus (langsamer).</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="219"/>
        <source>Level of the bot in seat %1</source>
        <translation>Spielstärke des Bots auf Platz %1</translation>
    </message>
</context>
<context>
    <name>SessionLister</name>
    <message>
        <location filename="../../desktop/library_loader.py" line="155"/>
        <source>A file beside the saved game “%1” did not belong to it and was moved to the backups folder; the game itself is unchanged.</source>
        <translation>Eine Datei neben dem gespeicherten Spiel „%1“ gehörte nicht dazu und wurde in den Ordner für Sicherungskopien verschoben; das Spiel selbst ist unverändert.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../desktop/table/side_panel.py" line="69"/>
        <source>Votes so far</source>
        <translation>Bisherige Stimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/table/side_panel.py" line="72"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../desktop/table/side_panel.py" line="89"/>
        <source>Log of moves</source>
        <translation>Protokoll der Züge</translation>
    </message>
</context>
<context>
    <name>StandingsStrip</name>
    <message>
        <location filename="../../desktop/table/standings.py" line="41"/>
        <location filename="../../desktop/table/standings.py" line="101"/>
        <source>left</source>
        <translation>gegangen</translation>
    </message>
    <message>
        <location filename="../../desktop/table/standings.py" line="48"/>
        <source>(leading)</source>
        <translation>(führt)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/standings.py" line="52"/>
        <source>Standings: %1</source>
        <translation>Stand: %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../desktop/start_page.py" line="47"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="61"/>
        <location filename="../../desktop/start_page.py" line="144"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="75"/>
        <source>Loading saved games…</source>
        <translation>Gespeicherte Spiele werden geladen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="78"/>
        <source>No saved games yet.
Start a new game on the left: every move is saved as it is made.</source>
        <translation>Noch keine gespeicherten Spiele.
Beginne links ein neues Spiel: jeder Zug wird sofort gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="147"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="148"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="149"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="150"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="151"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="88"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="89"/>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="90"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="99"/>
        <source>Tip: drop an exported .quorum file on this window to import it.</source>
        <translation>Tipp: zieh eine exportierte .quorum-Datei auf dieses Fenster, um sie zu importieren.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="119"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="121"/>
        <source>New game of %1</source>
        <translation>Neues Spiel %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="123"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="124"/>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="284"/>
        <source>Cannot be opened: %1</source>
        <translation>Kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="292"/>
        <location filename="../../desktop/start_page.py" line="415"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="320"/>
        <source>Saved games could not be loaded:
%1</source>
        <translation>Gespeicherte Spiele konnten nicht geladen werden:
%1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="350"/>
        <source>Rename saved game</source>
        <translation>Gespeichertes Spiel umbenennen</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="350"/>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="364"/>
        <source>Delete saved game</source>
        <translation>Gespeichertes Spiel löschen</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="361"/>
        <source>Delete “%1” for good? This cannot be undone.</source>
        <translation>„%1“ endgültig löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="49"/>
        <source>A table for card games — pass the computer, keep your secrets.</source>
        <translation>Ein Tisch für Kartenspiele — gib den Computer weiter, behalte deine Geheimnisse.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="262"/>
        <source>Cannot be shown: %1</source>
        <translation>Kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="268"/>
        <source>A file beside this save was set aside: %1</source>
        <translation>Eine Datei neben diesem Spielstand wurde beiseitegelegt: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="307"/>
        <source>Quorum can&apos;t write to %1 (%2); your saves are safe. They are listed below and can be exported, but no game can be played or started until the folder can be written (free some space, or make it writable).</source>
        <translation>Quorum kann nicht in %1 schreiben (%2); deine Spielstände sind sicher. Sie stehen unten und lassen sich exportieren, aber keine Partie kann gespielt oder begonnen werden, bis der Ordner beschreibbar ist (Platz freimachen oder Schreibrechte geben).</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="383"/>
        <source>the file is missing</source>
        <translation>die Datei fehlt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="384"/>
        <source>the file is cut short</source>
        <translation>die Datei ist abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="385"/>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="386"/>
        <source>not a Quorum file</source>
        <translation>keine Quorum-Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="387"/>
        <source>made by a newer Quorum</source>
        <translation>von einem neueren Quorum erstellt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="388"/>
        <source>the content is malformed</source>
        <translation>der Inhalt ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="389"/>
        <source>its moves break the rules</source>
        <translation>ihre Züge verstoßen gegen die Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="390"/>
        <source>a game this Quorum does not have</source>
        <translation>ein Spiel, das dieses Quorum nicht kennt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="391"/>
        <source>the disk refused it</source>
        <translation>die Festplatte hat es verweigert</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="392"/>
        <source>open in another Quorum window</source>
        <translation>in einem anderen Quorum-Fenster geöffnet</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="393"/>
        <source>another program is using the file</source>
        <translation>ein anderes Programm benutzt die Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="394"/>
        <source>the system refused to read it</source>
        <translation>das System verweigert das Lesen</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="395"/>
        <source>too large for a saved game</source>
        <translation>zu groß für einen Spielstand</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="396"/>
        <source>a file beside it is not a plain file (the save itself is intact)</source>
        <translation>eine Datei daneben ist keine gewöhnliche Datei (der Spielstand selbst ist unversehrt)</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="418"/>
        <source>discarding</source>
        <translation>wirft ab</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="419"/>
        <source>drawing</source>
        <translation>zieht</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="420"/>
        <source>On Deck</source>
        <translation>On Deck</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="421"/>
        <source>pledging</source>
        <translation>sagt zu</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="422"/>
        <source>voting</source>
        <translation>stimmt ab</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="426"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="432"/>
        <source>%1 passed, %2 failed</source>
        <translation>%1 angenommen, %2 abgelehnt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="438"/>
        <source>agenda %1</source>
        <translation>Agenda %1</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../../desktop/table/table_page.py" line="80"/>
        <source>A bot could not move: %1</source>
        <translation>Ein Bot konnte nicht ziehen: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="148"/>
        <source>That move is not allowed: %1</source>
        <translation>Dieser Zug ist nicht erlaubt: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="176"/>
        <source>Could not save: %1 — nothing more is played until it is saved.</source>
        <translation>Speichern fehlgeschlagen: %1 — es wird nicht weitergespielt, bis gespeichert ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="285"/>
        <source>The session is over.</source>
        <translation>Die Sitzung ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="431"/>
        <source>No vote under way</source>
        <translation>Keine Abstimmung im Gang</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <location filename="../../desktop/table/take_back.py" line="66"/>
        <source>A move by %1 was taken back.</source>
        <translation>Ein Zug von %1 wurde zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="101"/>
        <source>Take back a secret move?</source>
        <translation>Einen geheimen Zug zurücknehmen?</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="102"/>
        <source>This takes back a secret move of %1.</source>
        <translation>Damit wird ein geheimer Zug von %1 zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="105"/>
        <source>%1 will have to make it again. Nobody is shown what it was. Undo only if %1 agrees.</source>
        <translation>%1 muss ihn noch einmal machen. Niemandem wird gezeigt, wie er war. Nur zurücknehmen, wenn %1 einverstanden ist.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="108"/>
        <source>Take it &amp;back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="109"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
</context>
<context>
    <name>WindowBase</name>
    <message>
        <location filename="../../desktop/window/base.py" line="93"/>
        <source>Problem with a saved session</source>
        <translation>Problem mit einer gespeicherten Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop/window/base.py" line="94"/>
        <location filename="../../desktop/window/base.py" line="110"/>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <location filename="../../desktop/window/base.py" line="109"/>
        <source>The saved game is busy</source>
        <translation>Die gespeicherte Partie ist belegt</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../desktop/window/menus.py" line="28"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="30"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="32"/>
        <source>&amp;Start Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="34"/>
        <source>&amp;Import Session…</source>
        <translation>Sitzung &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="35"/>
        <source>&amp;Export Session…</source>
        <translation>Sitzung &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="37"/>
        <source>Export Game &amp;Record…</source>
        <translation>Spiel&amp;protokoll exportieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="40"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="42"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="43"/>
        <location filename="../../desktop/window/menus.py" line="151"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="44"/>
        <location filename="../../desktop/window/menus.py" line="152"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="54"/>
        <source>&amp;Correct the Table…</source>
        <translation>Tisch &amp;korrigieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="57"/>
        <source>&amp;Seats…</source>
        <translation>&amp;Plätze…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="63"/>
        <source>&amp;Auto-pass When I Can Play Nothing</source>
        <translation>&amp;Automatisch passen, wenn ich nichts spielen kann</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="71"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="72"/>
        <source>Show &amp;Log</source>
        <translation>&amp;Protokoll zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="75"/>
        <source>&amp;Quick Bots</source>
        <translation>&amp;Schnelle Bots</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="78"/>
        <source>Bots&apos; &amp;Reasons in the Log</source>
        <translation>&amp;Gründe der Bots im Protokoll</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="83"/>
        <source>Hover over a bot&apos;s move to read why it made it. A reason may hint at the bot&apos;s hidden cards.</source>
        <translation>Mit der Maus über dem Zug eines Bots steht, warum er ihn machte. Ein Grund kann auf verdeckte Karten des Bots hindeuten.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="88"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="90"/>
        <source>&amp;Table Display</source>
        <translation>&amp;Tischanzeige</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="94"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="99"/>
        <source>&amp;%1 Rules of %2</source>
        <translation>&amp;%1 Regeln von %2</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="102"/>
        <source>&amp;About Quorum</source>
        <translation>&amp;Über Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="151"/>
        <source>&amp;Undo %1</source>
        <translation>%1 &amp;rückgängig</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="152"/>
        <source>&amp;Redo %1</source>
        <translation>%1 &amp;wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="196"/>
        <source>Nothing to correct now: use the table check.</source>
        <translation>Jetzt nichts zu korrigieren: nutze die Tischprüfung.</translation>
    </message>
</context>
</TS>
