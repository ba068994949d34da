<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../../desktop/legislation/board.py" line="198"/>
        <source>Round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="207"/>
        <source>Deck: %1 bill(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="214"/>
        <source>On the floor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="229"/>
        <source>Passed: %1 · Failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="235"/>
        <source>Voted: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="243"/>
        <source>Your token on this bill: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="244"/>
        <source>Pledge (Yay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="244"/>
        <source>anti-Pledge (Nay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="250"/>
        <source>Deal %1: %2 ⇄ %3 (%4 / %5 bills)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="263"/>
        <source>Open a deal with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="268"/>
        <source>Open a deal with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="276"/>
        <source>Deal %1 with %2: you gave %3, received %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="284"/>
        <source>Cancel deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="136"/>
        <source>Round %1 · agenda %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="151"/>
        <source>Agenda: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="173"/>
        <source>%1 offers: %2
and asks for: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="175"/>
        <location filename="../../desktop/council/board.py" line="176"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="189"/>
        <source>Speaker: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="190"/>
        <source>Victory at %1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="194"/>
        <source>Laws in play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="202"/>
        <source>Riders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="211"/>
        <source>Outcome: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="230"/>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="230"/>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="295"/>
        <source>Take from neighbour %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="372"/>
        <location filename="../../desktop/legislation/board.py" line="306"/>
        <source>Shared screen: no hand is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="376"/>
        <source>Representative Government: every player casts exactly one vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="382"/>
        <source>%1, %2 vote(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="391"/>
        <source>Predictive Intelligence (+3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="395"/>
        <source>Gila: spend TG </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="399"/>
        <source>Odlynn Myrr votes </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="417"/>
        <source>Your planet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="426"/>
        <source>Action card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="430"/>
        <source>Promissory notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="450"/>
        <source>Cancel transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="450"/>
        <source>&amp;Transaction…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="453"/>
        <source>&amp;Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="456"/>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="460"/>
        <source>Pass for the &amp;rest of this agenda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="464"/>
        <source>&amp;Cast votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="468"/>
        <source>&amp;Decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="471"/>
        <source>&amp;Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="473"/>
        <source>&amp;Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="475"/>
        <source>&amp;Confirm choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="479"/>
        <source>&amp;Done at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="493"/>
        <source>play a card or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="493"/>
        <source>nothing to play: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="497"/>
        <source>Votes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="498"/>
        <source>Vote: pick an outcome, then the ready planets to exhaust (running total below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="501"/>
        <source>Cast %1 vote(s) for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="511"/>
        <source>You are the speaker: choose the outcome.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="514"/>
        <source>Choose %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="521"/>
        <source>Take one card from each neighbour who has any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="530"/>
        <source>Accept or refuse the transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="532"/>
        <source>Carry this out on the board, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="614"/>
        <location filename="../../desktop/refusals.py" line="99"/>
        <source>Put something in the transaction first.</source>
        <translation>Lege zuerst etwas in den Handel.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="312"/>
        <source>Your Representative: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="336"/>
        <source>Your hand is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="374"/>
        <source>&amp;Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="375"/>
        <source>Don&apos;t swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="377"/>
        <source>S&amp;wap a card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="381"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="383"/>
        <source>&amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="385"/>
        <source>&amp;Place On Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="387"/>
        <source>&amp;Put to the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="390"/>
        <source>&amp;Yay</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="391"/>
        <source>&amp;Nay</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="466"/>
        <location filename="../../desktop/legislation/board.py" line="392"/>
        <source>&amp;Abstain</source>
        <translation>&amp;Enthaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="397"/>
        <source>Vote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="403"/>
        <source>&amp;Offer these terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="404"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="407"/>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="410"/>
        <source>&amp;Agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="411"/>
        <source>&amp;Walk away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="422"/>
        <source>Swap: pick one bill from your hand to discard and one bill from a pile or the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="488"/>
        <location filename="../../desktop/legislation/board.py" line="427"/>
        <source>Waiting for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="430"/>
        <source>Pick the bills to discard (any number, none to all), then Discard. Nobody sees your choice until everyone has chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="433"/>
        <source>&amp;Discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="433"/>
        <source>Keep all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="437"/>
        <source>Take %1 bill(s): pick from the piles above; the rest come from the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="441"/>
        <source>&amp;Draw: %1 from piles + %2 from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="447"/>
        <source>Pick %1 bill(s) from your hand to place On Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="450"/>
        <source>Click one of your On Deck bills to put it to the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="452"/>
        <source>Put bill %1 to the vote?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="455"/>
        <source>Vote on bill %1: Yay (Y), Nay (N) or Abstain (A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="457"/>
        <source>Secret ballot: the votes are shown together at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="461"/>
        <source>Your part of the deal: pick bills from your hand to give, and tokens to take. %1 will then see it on their own screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="466"/>
        <source>Your Pledge turn: open deals with other players, then End turn to make them final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="470"/>
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
        <location filename="../../desktop/council/board.py" line="431"/>
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
        <location filename="../../desktop/legislation/screens.py" line="84"/>
        <source>Yay</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="45"/>
        <location filename="../../desktop/legislation/screens.py" line="85"/>
        <source>Nay</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="38"/>
        <source>no outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="40"/>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="42"/>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="61"/>
        <source>Before the first agenda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="62"/>
        <source>When the agenda is revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="63"/>
        <source>After the agenda is revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="64"/>
        <source>Before a player votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="65"/>
        <source>Voting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="66"/>
        <source>After your vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="67"/>
        <source>After the speaker votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="68"/>
        <source>The speaker decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="69"/>
        <source>Before the outcome is resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="70"/>
        <source>After the outcome is resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="71"/>
        <source>A card is being played: cancel it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="72"/>
        <source>A transaction is offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="73"/>
        <source>A choice to make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="74"/>
        <source>Instructions for the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="75"/>
        <source>Something just happened: answer it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="81"/>
        <source>Play Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="82"/>
        <source>Use Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="83"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="84"/>
        <source>Cast Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="85"/>
        <location filename="../../desktop/legislation/phrases.py" line="45"/>
        <location filename="../../desktop/legislation/screens.py" line="86"/>
        <source>Abstain</source>
        <translation>Enthaltung</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="86"/>
        <source>Break Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="87"/>
        <source>Propose Transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="88"/>
        <source>Answer Transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="89"/>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="90"/>
        <source>Confirm Instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="98"/>
        <source>%1 trade good(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="102"/>
        <source>%1 (%2&apos;s note)</source>
        <translation type="unfinished"></translation>
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
        <location filename="../../desktop/council/screens.py" line="34"/>
        <source>Your vote on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="50"/>
        <source>%1 voted, %2 abstained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="67"/>
        <source>Agenda deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="68"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="69"/>
        <source>Victory points to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="70"/>
        <source>Rounds at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="71"/>
        <source>Action cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="72"/>
        <source>Action cards drawn per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="73"/>
        <source>Deal factions at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="74"/>
        <source>Planets dealt per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="75"/>
        <source>Starting trade goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="76"/>
        <source>Thunder&apos;s Edge planets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="77"/>
        <source>Leader versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="78"/>
        <source>Starting commodities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="79"/>
        <source>Commanders unlocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="80"/>
        <source>Heroes unlocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="81"/>
        <source>Ask every seat in each window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="82"/>
        <source>Triad counts as votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="87"/>
        <location filename="../../desktop/council/screens.py" line="94"/>
        <source>Prophecy of Kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="87"/>
        <source>Base game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="89"/>
        <source>Standalone: the program deals the action cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="90"/>
        <source>Companion: beside a real TI4 table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="93"/>
        <source>Codex III</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="104"/>
        <source>%1 played %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="104"/>
        <source>%1 used %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="114"/>
        <source>%1 passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="117"/>
        <source>%1 cast %2 vote(s) for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="123"/>
        <source>%1 abstained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="126"/>
        <source>%1, the speaker, chose %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="131"/>
        <source>%1 offered a transaction to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="134"/>
        <source>%1 accepted the transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="134"/>
        <source>%1 refused the transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="137"/>
        <source>%1 made a choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="140"/>
        <source>%1 confirmed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="149"/>
        <source>Agenda revealed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="152"/>
        <source>Resolved: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="154"/>
        <source>A law enters play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="156"/>
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
        <location filename="../../desktop/legislation/phrases.py" line="98"/>
        <source>%1 set their terms in a deal with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="100"/>
        <source>%1 agreed to the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="102"/>
        <source>%1 walked away from the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="104"/>
        <source>%1 cancelled deal %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="117"/>
        <source>The deal is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="106"/>
        <source>%1 ended their Pledge turn; the deals are final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="108"/>
        <source>%1 put bill %2 to the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="111"/>
        <source>%1 voted %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="113"/>
        <source>%1 voted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="115"/>
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
        <location filename="../../desktop/legislation/phrases.py" line="144"/>
        <source>%1 BETRAYED their token (voted %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="149"/>
        <source>— %1 begins —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="151"/>
        <source>%1&apos;s turn is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="154"/>
        <source>%1&apos;s bills %2 went On Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="25"/>
        <location filename="../../desktop/council/screens.py" line="158"/>
        <location filename="../../desktop/legislation/phrases.py" line="157"/>
        <location filename="../../desktop/legislation/screens.py" line="29"/>
        <source>The session is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="32"/>
        <source>%1: everyone chooses discards (waiting for %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="38"/>
        <source>%1: bill %2 is on the floor; waiting for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="50"/>
        <source>%1: %2 is negotiating with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="27"/>
        <location filename="../../desktop/legislation/screens.py" line="55"/>
        <source>%1: %2 to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="61"/>
        <source>Choose your discards in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="63"/>
        <source>Your turn to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="66"/>
        <source>Cast your secret vote on bill %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="67"/>
        <source>Your vote on bill %1 (roll call).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="69"/>
        <source>%1 offers you a deal: look at it on your own screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="73"/>
        <source>Your Pledge turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="74"/>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="88"/>
        <source>%1 of %2 have voted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="90"/>
        <source>(secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="91"/>
        <source>Bill %1 on the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="104"/>
        <source>Hand size</source>
        <translation>Handgröße</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="104"/>
        <source>Ballot</source>
        <translation>Wahlverfahren</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="108"/>
        <source>9 bills (full game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="108"/>
        <source>6 bills (short game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="110"/>
        <source>Secret ballot</source>
        <translation>Geheime Wahl</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="111"/>
        <source>Roll call (open)</source>
        <translation>Namentlich (offen)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="70"/>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="71"/>
        <source>hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="72"/>
        <source>pile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="76"/>
        <source>has chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="78"/>
        <source>sits out (betrayal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="80"/>
        <source>betrayed: skips next Pledge turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="82"/>
        <source>has voted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="97"/>
        <source>On Deck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="110"/>
        <source>%1&apos;s discard pile, %2 bill(s), top: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="21"/>
        <source>Propose a transaction (one per pair of players each agenda)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="28"/>
        <source>Transaction with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="33"/>
        <source>With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="37"/>
        <source>Trade goods you give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="38"/>
        <source>You give trade goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="41"/>
        <source>Trade goods you ask for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="42"/>
        <source>You ask for trade goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="46"/>
        <source>Give: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="14"/>
        <source>For / Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="15"/>
        <source>Elect a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="16"/>
        <source>Elect a planet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="17"/>
        <source>Elect a law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="18"/>
        <source>Elect a scored secret objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="19"/>
        <source>Elect a strategy card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="20"/>
        <source>Hidden outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="35"/>
        <source>cultural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="35"/>
        <source>hazardous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="35"/>
        <source>industrial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="48"/>
        <source>ACTION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="18"/>
        <source>no faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="19"/>
        <source>%1 VP · %2 TG · %3 action cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="23"/>
        <source>planets %1 ready / %2 · up to %3 votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="33"/>
        <source>voted %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="38"/>
        <source>abstained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="40"/>
        <source>may not vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="42"/>
        <source>★ Speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="262"/>
        <source>StartPage</source>
        <comment>the file is cut short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="263"/>
        <source>StartPage</source>
        <comment>the file is damaged</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="264"/>
        <source>StartPage</source>
        <comment>not a Quorum file</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="265"/>
        <source>StartPage</source>
        <comment>made by a newer Quorum</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="266"/>
        <source>StartPage</source>
        <comment>the content is malformed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="267"/>
        <source>StartPage</source>
        <comment>its moves break the rules</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="268"/>
        <source>StartPage</source>
        <comment>a game this Quorum does not have</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="269"/>
        <source>StartPage</source>
        <comment>the disk refused it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="25"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="26"/>
        <source>It is not your turn to vote.</source>
        <translation>Du bist mit Abstimmen nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="27"/>
        <source>It is another player&apos;s turn in this window.</source>
        <translation>In diesem Fenster ist ein anderer Spieler an der Reihe.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="28"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="29"/>
        <source>That move belongs to another round of the game.</source>
        <translation>Dieser Zug gehört in eine andere Runde des Spiels.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="30"/>
        <source>That move does not fit this moment of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="31"/>
        <source>Nothing can be undone: the table has already seen what came next.</source>
        <translation>Nichts kann rückgängig gemacht werden: der Tisch hat schon gesehen, was danach kam.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="32"/>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="33"/>
        <source>This game does not know that move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="35"/>
        <source>You have already voted.</source>
        <translation>Du hast schon abgestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="36"/>
        <source>That is not one of the choices on this ballot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="37"/>
        <source>A vote cannot count less than nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="38"/>
        <source>Extra votes need votes already cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="39"/>
        <source>That choice is not allowed now.</source>
        <translation>Diese Wahl ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="41"/>
        <source>You have already chosen your discards.</source>
        <translation>Du hast deine Abwürfe schon gewählt.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="42"/>
        <source>You have already agreed: the other side must confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="43"/>
        <source>Pick a bill from someone&apos;s discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="44"/>
        <source>Pick a bill On Deck and a pledge or anti-pledge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="45"/>
        <source>A bill drawn from the deck is its top card: it cannot be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="46"/>
        <source>Bill %bill from that deal has been passed on: cancel the later deal first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="47"/>
        <source>Finish or drop the open deal first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="48"/>
        <source>The deck has only %deck bill(s) left.</source>
        <translation>Im Stapel sind nur noch %deck Gesetzentwürfe.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="49"/>
        <source>The deck is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="50"/>
        <source>The same bill is named twice.</source>
        <translation>Derselbe Gesetzentwurf ist zweimal genannt.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="51"/>
        <source>There is no bill on the floor to vote on.</source>
        <translation>Es liegt kein Gesetzentwurf zur Abstimmung vor.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="52"/>
        <source>Choose whom to deal with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="53"/>
        <source>That deal was not made this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="54"/>
        <source>There is no such seat at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="55"/>
        <source>Only the two players of the open deal can change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="56"/>
        <source>That bill is not in your hand.</source>
        <translation>Dieser Gesetzentwurf ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="57"/>
        <source>That bill is not in that discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="58"/>
        <source>That bill is not On Deck.</source>
        <translation>Dieser Gesetzentwurf liegt nicht bereit (On Deck).</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="59"/>
        <source>You cannot take back from your own discard pile.</source>
        <translation>Du kannst nichts von deinem eigenen Ablagestapel zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="60"/>
        <source>%seat betrayed a pledge and sits out this Pledge round.</source>
        <translation>%seat hat ein Versprechen gebrochen und setzt in dieser Versprechensrunde aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="61"/>
        <source>A deal needs another player.</source>
        <translation>Ein Handel braucht einen anderen Spieler.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="62"/>
        <source>A swap is only allowed as the first move of a turn.</source>
        <translation>Ein Tausch ist nur als erster Zug eines Spielzugs erlaubt.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="63"/>
        <source>You already hold a token on that bill (one per bill).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="64"/>
        <source>Fill On Deck up to three bills from your hand first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="65"/>
        <source>Take exactly %need bill(s).</source>
        <translation>Nimm genau %need Gesetzentwürfe.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="67"/>
        <source>No window is open for playing cards now.</source>
        <translation>Gerade ist kein Fenster zum Ausspielen von Karten offen.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="68"/>
        <source>%card is not an agenda-phase card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="69"/>
        <source>%card is used, not played from the hand (or the other way round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="70"/>
        <source>%card cannot be used in this window (%window).</source>
        <translation>%card kann in diesem Fenster (%window) nicht eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="71"/>
        <source>You do not have %card ready to use.</source>
        <translation>Du hast %card nicht einsatzbereit.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="72"/>
        <source>%card cannot be used now.</source>
        <translation>%card kann jetzt nicht eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="73"/>
        <source>%card has no legal use now.</source>
        <translation>%card hat jetzt keinen erlaubten Einsatz.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="75"/>
        <source>No vote is being taken now.</source>
        <translation>Gerade wird nicht abgestimmt.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="76"/>
        <source>You may not vote on this agenda.</source>
        <translation>Du darfst über diese Agenda nicht abstimmen.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="77"/>
        <source>That is not an outcome of this agenda.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="78"/>
        <source>You agreed to vote for one outcome (Genetic Recombination).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="79"/>
        <source>A planet can be exhausted only once.</source>
        <translation>Ein Planet kann nur einmal erschöpft werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="80"/>
        <source>You do not control that planet.</source>
        <translation>Du kontrollierst diesen Planeten nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="81"/>
        <source>That is exhausted: it cannot be used now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="82"/>
        <source>Representative Government: planets cannot be exhausted to vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="83"/>
        <source>Casting 0 votes is abstaining: use Abstain.</source>
        <translation>0 Stimmen abzugeben ist Enthaltung: wähle „Enthalten“.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="85"/>
        <source>Trade goods are not votes (only Gila the Silvertongue turns them into votes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="87"/>
        <source>Extra votes need at least 1 vote cast from planets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="88"/>
        <source>Each extra can be used once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="89"/>
        <source>That is not an extra you can choose when voting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="90"/>
        <source>Odlynn Myrr gives up to 6 votes, and only once it was used on this agenda.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="91"/>
        <source>There is no tie to break.</source>
        <translation>Es gibt kein Unentschieden aufzulösen.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="92"/>
        <source>Only the speaker breaks ties.</source>
        <translation>Nur der Sprecher löst ein Unentschieden auf.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="93"/>
        <source>That outcome is not one of the tied ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="95"/>
        <source>Transactions are made during an agenda.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="96"/>
        <source>Finish the current question before proposing a transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="97"/>
        <source>A transaction needs another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="98"/>
        <source>You two have already made your one transaction for this agenda.</source>
        <translation>Ihr beide habt euren einen Handel für diese Agenda schon gemacht.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="100"/>
        <source>Something in the transaction cannot be traded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="101"/>
        <source>Action cards change hands only with the Hacan or Black Market Dealings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="102"/>
        <source>Not enough trade goods for that.</source>
        <translation>Dafür reichen die Handelswaren nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="103"/>
        <source>No transaction is waiting for your answer.</source>
        <translation>Kein Handel wartet auf deine Antwort.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="104"/>
        <source>Nothing is being asked of you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="105"/>
        <source>No table instruction is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="106"/>
        <source>Another player confirms this instruction.</source>
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
        <location filename="../../desktop/cards/agenda_names.py" line="19"/>
        <source>SP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="20"/>
        <source>SC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="21"/>
        <source>FP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/cards/agenda_names.py" line="22"/>
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
        <location filename="../../desktop/cards/planet.py" line="66"/>
        <source>EXHAUSTED</source>
        <translation type="unfinished"></translation>
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
        <location filename="../../desktop/end_screen.py" line="47"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="49"/>
        <source>Shared win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="36"/>
        <source>%n point(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="35"/>
        <source>−%n point(s)</source>
        <comment>a negative score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="77"/>
        <source>Score over the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="81"/>
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
        <location filename="../../desktop/game_catalogue.py" line="24"/>
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
        <location filename="../../desktop/main_window.py" line="24"/>
        <location filename="../../desktop/main_window.py" line="186"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="53"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="55"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="57"/>
        <source>&amp;Start Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="59"/>
        <source>&amp;Import Session…</source>
        <translation>Sitzung &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="60"/>
        <source>&amp;Export Session…</source>
        <translation>Sitzung &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="62"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="64"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="65"/>
        <location filename="../../desktop/main_window.py" line="202"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="66"/>
        <location filename="../../desktop/main_window.py" line="203"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="70"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="71"/>
        <source>Show &amp;Log</source>
        <translation>&amp;Protokoll zeigen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="74"/>
        <source>&amp;Quick Bots</source>
        <translation>&amp;Schnelle Bots</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="77"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="80"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="81"/>
        <source>&amp;Rules of Legislation</source>
        <translation>&amp;Regeln von Legislation</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="82"/>
        <source>Rules of &amp;Galactic Council</source>
        <translation>Regeln von &amp;Galactic Council</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="84"/>
        <source>&amp;About Quorum</source>
        <translation>&amp;Über Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="144"/>
        <source>About Quorum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="145"/>
        <source>Quorum — a hotseat table for voting card games: Legislation and Galactic Council.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="156"/>
        <source>Could not start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="175"/>
        <source>%1 — Quorum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="202"/>
        <source>&amp;Undo %1</source>
        <translation>%1 &amp;rückgängig</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="203"/>
        <source>&amp;Redo %1</source>
        <translation>%1 &amp;wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="288"/>
        <source>Export Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="290"/>
        <source>Quorum sessions (*.quorum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="301"/>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="306"/>
        <source>Saved sessions are still loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="306"/>
        <source>Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="311"/>
        <source>Import Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="311"/>
        <source>Quorum sessions (*.quorum);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="324"/>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="344"/>
        <source>Problem with a saved session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="345"/>
        <source>%1

%2</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="40"/>
        <source>Dave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="41"/>
        <source>Erin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="42"/>
        <source>Frank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="43"/>
        <source>Grace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="44"/>
        <source>Heidi</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="136"/>
        <source>Seats (3 to 8), in clockwise order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="140"/>
        <source>&amp;Add seat</source>
        <translation>Platz &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="147"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="150"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="154"/>
        <source>Name of this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="155"/>
        <source>Session name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="156"/>
        <source>Allow undo past revealed cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="158"/>
        <source>Normally a move that showed a hidden card cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="159"/>
        <source>Table undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="164"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="166"/>
        <source>Pause before each bot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="167"/>
        <source>Bot pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="179"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="181"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="183"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="218"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="255"/>
        <source>Every seat needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="257"/>
        <source>Two seats have the same name; give each player their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="265"/>
        <source>These options do not work together: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PilePicker</name>
    <message>
        <location filename="../../desktop/legislation/piles.py" line="40"/>
        <source>Deck (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/piles.py" line="47"/>
        <source>The deck: take the top card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QCoreApplication</name>
    <message>
        <location filename="../../desktop/start_page.py" line="261"/>
        <source>StartPage</source>
        <comment>the file is missing</comment>
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
        <location filename="../../desktop/table/seat_panel.py" line="38"/>
        <source>bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="42"/>
        <source>to act</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="90"/>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="91"/>
        <source>Seat %1 is played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="99"/>
        <source>Seat colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../desktop/start_page.py" line="35"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="37"/>
        <source>A table for voting card games — pass the computer, keep your secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="50"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="54"/>
        <source>Loading saved games…</source>
        <translation>Gespeicherte Spiele werden geladen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="57"/>
        <source>No saved games yet.
Start a new game on the left: every move is saved as it is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="121"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="122"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="123"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="124"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="125"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="66"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="67"/>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="68"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="77"/>
        <source>Tip: drop an exported .quorum file on this window to import it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="98"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="100"/>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="102"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="103"/>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="171"/>
        <source>Cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="185"/>
        <location filename="../../desktop/start_page.py" line="287"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="199"/>
        <source>Saved games could not be loaded:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="227"/>
        <source>Rename saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="227"/>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="240"/>
        <source>Delete saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="241"/>
        <source>Delete “%1” for good? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="290"/>
        <source>discarding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="291"/>
        <source>drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="292"/>
        <source>On Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="293"/>
        <source>pledging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="294"/>
        <source>voting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="298"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="304"/>
        <source>%1 passed, %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="310"/>
        <source>agenda %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="314"/>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../../desktop/table/table_page.py" line="43"/>
        <source>A bot could not move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="78"/>
        <source>Votes so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="80"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="117"/>
        <source>That move is not allowed: %1</source>
        <translation>Dieser Zug ist nicht erlaubt: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="122"/>
        <source>Could not save to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="154"/>
        <source>The session is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="177"/>
        <source>No vote under way</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
