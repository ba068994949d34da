<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../../desktop/legislation/board.py" line="152"/>
        <source>Round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="161"/>
        <source>Deck: %1 bill(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="168"/>
        <source>On the floor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="183"/>
        <source>Passed: %1 · Failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="189"/>
        <source>Voted: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="197"/>
        <source>Your token on this bill: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="198"/>
        <source>Pledge (Yay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="198"/>
        <source>anti-Pledge (Nay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="204"/>
        <source>Deal %1: %2 ⇄ %3 (%4 / %5 bills)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="217"/>
        <source>Open a deal with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="222"/>
        <source>Open a deal with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="230"/>
        <source>Deal %1 with %2: you gave %3, received %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="238"/>
        <source>Cancel deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="254"/>
        <source>Shared screen: no hand is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="260"/>
        <source>Your Representative: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="284"/>
        <source>Your hand is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="317"/>
        <source>&amp;Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="318"/>
        <source>Don&apos;t swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="320"/>
        <source>S&amp;wap a card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="324"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="326"/>
        <source>&amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="328"/>
        <source>&amp;Place On Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="330"/>
        <source>&amp;Put to the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="333"/>
        <source>&amp;Yay</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="334"/>
        <source>&amp;Nay</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="335"/>
        <source>&amp;Abstain</source>
        <translation>&amp;Enthaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="340"/>
        <source>Vote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="345"/>
        <source>&amp;Offer these terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="346"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="349"/>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="352"/>
        <source>&amp;Agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="353"/>
        <source>&amp;Walk away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="364"/>
        <source>Swap: pick one bill from your hand to discard and one bill from a pile or the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="369"/>
        <source>Waiting for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="372"/>
        <source>Pick the bills to discard (any number, none to all), then Discard. Nobody sees your choice until everyone has chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="375"/>
        <source>&amp;Discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="375"/>
        <source>Keep all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="379"/>
        <source>Take %1 bill(s): pick from the piles above; the rest come from the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="383"/>
        <source>&amp;Draw: %1 from piles + %2 from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="389"/>
        <source>Pick %1 bill(s) from your hand to place On Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="392"/>
        <source>Click one of your On Deck bills to put it to the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="394"/>
        <source>Put bill %1 to the vote?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="397"/>
        <source>Vote on bill %1: Yay (Y), Nay (N) or Abstain (A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="399"/>
        <source>Secret ballot: the votes are shown together at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="403"/>
        <source>Your part of the deal: pick bills from your hand to give, and tokens to take. %1 will then see it on their own screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="408"/>
        <source>Your Pledge turn: open deals with other players, then End turn to make them final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="412"/>
        <source>Your part of the deal: bills you give (pick in your hand) and tokens you take. Agree to offer it; the other side must agree too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="24"/>
        <source>no token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="24"/>
        <source>Pledge: Yay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="24"/>
        <source>anti-Pledge: Nay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="51"/>
        <source>%1 offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="67"/>
        <source>Offered to you: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="71"/>
        <source>no bills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="73"/>
        <source>Bills to you:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="75"/>
        <source>Tokens %1 takes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="79"/>
        <source>bill %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="81"/>
        <location filename="../../desktop/legislation/phrases.py" line="51"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="85"/>
        <source>%1 has agreed to the deal as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="87"/>
        <source>%1 has not agreed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="100"/>
        <source>Tokens you take (click a bill to cycle: Pledge, anti-Pledge, none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="127"/>
        <source>held: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="19"/>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="20"/>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="21"/>
        <source>Place On Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="22"/>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="23"/>
        <source>Deal Terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="24"/>
        <source>Confirm Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="25"/>
        <source>Drop Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="26"/>
        <source>Cancel Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="27"/>
        <source>End Turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="28"/>
        <source>Propose Bill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="29"/>
        <source>Vote</source>
        <translation>Abstimmen</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="35"/>
        <source>Discard round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="36"/>
        <source>Draw round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="37"/>
        <source>On Deck round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="38"/>
        <source>Pledge round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="39"/>
        <source>Vote round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="40"/>
        <source>Session over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="45"/>
        <location filename="../../desktop/legislation/screens.py" line="83"/>
        <source>Yay</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="45"/>
        <location filename="../../desktop/legislation/screens.py" line="84"/>
        <source>Nay</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="45"/>
        <location filename="../../desktop/legislation/screens.py" line="85"/>
        <source>Abstain</source>
        <translation>Enthaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="71"/>
        <source>%1 chose their discards. Discards revealed — %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="73"/>
        <source>%1 chose to discard bills %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="75"/>
        <source>%1 chose their discards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="79"/>
        <source>%1 took %2 bill(s) from discard piles and %3 from the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="85"/>
        <location filename="../../desktop/legislation/phrases.py" line="94"/>
        <source>You drew %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="87"/>
        <source>%1 placed bills %2 On Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="89"/>
        <source>the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="89"/>
        <source>%1&apos;s pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="91"/>
        <source>%1 swapped: discarded bill %2, took a bill from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="96"/>
        <source>%1 set their terms in a deal with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="98"/>
        <source>%1 agreed to the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="100"/>
        <source>%1 walked away from the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="102"/>
        <source>%1 cancelled deal %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="106"/>
        <source>The deal is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="108"/>
        <source>%1 ended their Pledge turn; the deals are final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="110"/>
        <source>%1 put bill %2 to the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="113"/>
        <source>%1 voted %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="115"/>
        <source>%1 voted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="117"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="128"/>
        <source>Bill %1 %2 (%3 Yay, %4 Nay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="130"/>
        <source>PASSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="130"/>
        <source>FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="137"/>
        <source>%1 BETRAYED their token (voted %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="142"/>
        <source>— %1 begins —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="144"/>
        <source>%1&apos;s turn is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="147"/>
        <source>%1&apos;s bills %2 went On Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="150"/>
        <location filename="../../desktop/legislation/screens.py" line="28"/>
        <source>The session is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="31"/>
        <source>%1: everyone chooses discards (waiting for %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="37"/>
        <source>%1: bill %2 is on the floor; waiting for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="49"/>
        <source>%1: %2 is negotiating with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="54"/>
        <source>%1: %2 to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="60"/>
        <source>Choose your discards in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="62"/>
        <source>Your turn to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="65"/>
        <source>Cast your secret vote on bill %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="66"/>
        <source>Your vote on bill %1 (roll call).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="68"/>
        <source>%1 offers you a deal: look at it on your own screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="72"/>
        <source>Your Pledge turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="73"/>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="87"/>
        <source>%1 of %2 have voted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="89"/>
        <source>(secret until all have voted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="90"/>
        <source>Bill %1 on the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="100"/>
        <source>Hand size</source>
        <translation>Handgröße</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="100"/>
        <source>Ballot</source>
        <translation>Wahlverfahren</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="104"/>
        <source>9 bills (full game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="104"/>
        <source>6 bills (short game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="106"/>
        <source>Secret ballot</source>
        <translation>Geheime Wahl</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="107"/>
        <source>Roll call (open)</source>
        <translation>Namentlich (offen)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="26"/>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="27"/>
        <source>hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="28"/>
        <source>pile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="32"/>
        <source>has chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="34"/>
        <source>sits out (betrayal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="36"/>
        <source>betrayed: skips next Pledge turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="38"/>
        <source>has voted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="52"/>
        <source>On Deck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="65"/>
        <source>%1&apos;s discard pile, %2 bill(s), top: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Agendas</name>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="10"/>
        <source>Social Progressive</source>
        <translation>Sozial progressiv</translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="11"/>
        <source>Social Conservative</source>
        <translation>Sozial konservativ</translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="12"/>
        <source>Fiscal Progressive</source>
        <translation>Fiskal progressiv</translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="13"/>
        <source>Fiscal Conservative</source>
        <translation>Fiskal konservativ</translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="18"/>
        <source>SP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="18"/>
        <source>SC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="18"/>
        <source>FP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="18"/>
        <source>FC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../desktop/cards/agenda.py" line="31"/>
        <source>LAW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda.py" line="33"/>
        <source>DIRECTIVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/cards/bill.py" line="47"/>
        <source>BILL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/cards/planet.py" line="68"/>
        <source>EXHAUSTED</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../desktop/curtain.py" line="23"/>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="32"/>
        <source>Everyone else, look away. %1: when only you can see the screen, press the button.</source>
        <translation>Alle anderen wegschauen. %1: Drücke den Knopf, wenn nur du den Bildschirm siehst.</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="38"/>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 – zeig meine Karten</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../desktop/end_screen.py" line="38"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="40"/>
        <source>Shared win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="59"/>
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="68"/>
        <source>Score over the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="72"/>
        <source>Back to the start page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../desktop/game_catalogue.py" line="12"/>
        <source>Legislation</source>
        <translation>Legislation</translation>
    </message>
    <message>
        <location filename="../../desktop/game_catalogue.py" line="13"/>
        <source>Galactic Council</source>
        <translation>Galaktischer Rat</translation>
    </message>
    <message>
        <location filename="../../desktop/game_catalogue.py" line="19"/>
        <source>3–8 Representatives trade bills and pledges, then vote them into law. Pass what your agenda loves, block what it hates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/game_catalogue.py" line="23"/>
        <source>The agenda phase of Twilight Imperium: exhaust planets for influence, play riders, and bend the Galactic Council to your will.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Legislation</name>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="52"/>
        <source>Bill %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/main_window.py" line="23"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="49"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="51"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="53"/>
        <source>&amp;Start Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="55"/>
        <source>&amp;Import Session…</source>
        <translation>Sitzung &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="56"/>
        <source>&amp;Export Session…</source>
        <translation>Sitzung &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="58"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="60"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="61"/>
        <location filename="../../desktop/main_window.py" line="185"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="62"/>
        <location filename="../../desktop/main_window.py" line="186"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="66"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="67"/>
        <source>Show &amp;Log</source>
        <translation>&amp;Protokoll zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="70"/>
        <source>&amp;Quick Bots</source>
        <translation>&amp;Schnelle Bots</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="73"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="76"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="77"/>
        <source>&amp;Rules of Legislation</source>
        <translation>&amp;Regeln von Legislation</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="78"/>
        <source>Rules of &amp;Galactic Council</source>
        <translation>Regeln von &amp;Galactic Council</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="80"/>
        <source>&amp;About Quorum</source>
        <translation>&amp;Über Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="131"/>
        <source>About Quorum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="132"/>
        <source>Quorum — a hotseat table for voting card games: Legislation and Galactic Council.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="143"/>
        <source>Could not start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="185"/>
        <source>&amp;Undo %1</source>
        <translation>%1 &amp;rückgängig</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="186"/>
        <source>&amp;Redo %1</source>
        <translation>%1 &amp;wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="269"/>
        <source>Export Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="271"/>
        <source>Quorum sessions (*.quorum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="282"/>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="287"/>
        <source>Saved sessions are still loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="287"/>
        <source>Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="290"/>
        <source>Import Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="290"/>
        <source>Quorum sessions (*.quorum);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="303"/>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="323"/>
        <source>Problem with a saved session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="324"/>
        <source>%1

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../../desktop/new_game.py" line="36"/>
        <source>Alice</source>
        <translation>Alice</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="37"/>
        <source>Bob</source>
        <translation>Bob</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="38"/>
        <source>Carol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="39"/>
        <source>Dave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="40"/>
        <source>Erin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="41"/>
        <source>Frank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="42"/>
        <source>Grace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="43"/>
        <source>Heidi</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../../desktop/new_game.py" line="120"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="124"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="129"/>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="134"/>
        <source>Seats (3 to 8), in clockwise order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="138"/>
        <source>&amp;Add seat</source>
        <translation>Platz &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="145"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="148"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="152"/>
        <source>Name of this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="153"/>
        <source>Session name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="154"/>
        <source>Allow undo past revealed cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="156"/>
        <source>Normally a move that showed a hidden card cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="157"/>
        <source>Table undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="162"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="164"/>
        <source>Pause before each bot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="165"/>
        <source>Bot pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="177"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="179"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="181"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="215"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="252"/>
        <source>Every seat needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="254"/>
        <source>Two seats have the same name; give each player their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="262"/>
        <source>These options do not work together: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PilePicker</name>
    <message>
        <location filename="../../desktop/legislation/piles.py" line="39"/>
        <source>Deck (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/piles.py" line="46"/>
        <source>The deck: take the top card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../desktop/rules_browser.py" line="24"/>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/rules_browser.py" line="33"/>
        <source>The rules page for this game is missing from this installation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../desktop/score_chart.py" line="27"/>
        <source>Score over the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/score_chart.py" line="64"/>
        <source>game progress →</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="36"/>
        <source>bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="40"/>
        <source>to act</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../desktop/new_game.py" line="75"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="76"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="78"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="88"/>
        <source>Colour of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="89"/>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="90"/>
        <source>Seat %1 is played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="98"/>
        <source>Seat colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../desktop/start_page.py" line="46"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="48"/>
        <source>A table for voting card games — pass the computer, keep your secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="61"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="65"/>
        <source>Loading saved games…</source>
        <translation>Gespeicherte Spiele werden geladen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="69"/>
        <source>No saved games yet.
Start a new game on the left: every move is saved as it is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="78"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="79"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="80"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="81"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="82"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="98"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="99"/>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="100"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="109"/>
        <source>Tip: drop an exported .quorum file on this window to import it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="125"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="127"/>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="129"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="130"/>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="152"/>
        <source>Cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="164"/>
        <location filename="../../desktop/start_page.py" line="244"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="178"/>
        <source>Saved games could not be loaded:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="202"/>
        <source>Rename saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="202"/>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="213"/>
        <source>Delete saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="214"/>
        <source>Delete “%1” for good? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="247"/>
        <source>discarding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="248"/>
        <source>drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="249"/>
        <source>On Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="250"/>
        <source>pledging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="251"/>
        <source>voting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="254"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="259"/>
        <source>%1 passed, %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="264"/>
        <source>agenda %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="266"/>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../../desktop/table/table_page.py" line="40"/>
        <source>A bot could not move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="63"/>
        <source>Votes so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="65"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="86"/>
        <source>That move is not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="92"/>
        <source>Could not save to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="122"/>
        <source>The session is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
