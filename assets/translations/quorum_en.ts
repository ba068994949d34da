<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name />
    <message numerus="yes">
        <location filename="../../desktop/council/centre.py" line="122" />
        <source>See the laws (%n)…</source>
        <translation>
            <numerusform>See the laws (%n)…</numerusform>
            <numerusform>See the laws (%n)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/centre.py" line="128" />
        <source>History (%n)…</source>
        <translation>
            <numerusform>History (%n)…</numerusform>
            <numerusform>History (%n)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="367" />
        <source>%n more (hover to see all)</source>
        <translation>
            <numerusform>%n more (hover to see all)</numerusform>
            <numerusform>%n more (hover to see all)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/hand_band.py" line="66" />
        <source>%1, %n vote(s)</source>
        <translation>
            <numerusform>%1, %n vote</numerusform>
            <numerusform>%1, %n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phone/__init__.py" line="135" />
        <location filename="../../desktop/council/vote_panel.py" line="41" />
        <location filename="../../desktop/council/vote_panel.py" line="46" />
        <source>Cast %n vote(s) for %1.</source>
        <translation>
            <numerusform>Cast %n vote for %1.</numerusform>
            <numerusform>Cast %n votes for %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/vote_panel.py" line="60" />
        <source>%1 votes: click an outcome to cast %n vote(s) (the planets ticked below).</source>
        <translation>
            <numerusform>%1 votes: click an outcome to cast %n vote (the planets ticked below).</numerusform>
            <numerusform>%1 votes: click an outcome to cast %n votes (the planets ticked below).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/vote_panel.py" line="62" />
        <source>%1 votes: click an outcome to cast %n vote(s).</source>
        <translation>
            <numerusform>%1 votes: click an outcome to cast %n vote.</numerusform>
            <numerusform>%1 votes: click an outcome to cast %n votes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/decision_bar.py" line="86" />
        <location filename="../../desktop/council/phone/moves.py" line="172" />
        <source>Choose %n planet(s) to ready.</source>
        <translation>
            <numerusform>Choose %n planet to ready.</numerusform>
            <numerusform>Choose %n planets to ready.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/decision_bar.py" line="87" />
        <location filename="../../desktop/council/phone/moves.py" line="173" />
        <source>Choose %n action card(s) to discard.</source>
        <translation>
            <numerusform>Choose %n action card to discard.</numerusform>
            <numerusform>Choose %n action cards to discard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/decision_bar.py" line="89" />
        <location filename="../../desktop/council/phone/moves.py" line="174" />
        <source>Place %n command token(s) in your pools.</source>
        <translation>
            <numerusform>Place %n command token in your pools.</numerusform>
            <numerusform>Place %n command tokens in your pools.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/decision_bar.py" line="91" />
        <location filename="../../desktop/council/phone/moves.py" line="176" />
        <source>Give back %n command token(s) from your pools.</source>
        <translation>
            <numerusform>Give back %n command token from your pools.</numerusform>
            <numerusform>Give back %n command tokens from your pools.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/decision_bar.py" line="93" />
        <location filename="../../desktop/council/phone/moves.py" line="177" />
        <source>Choose %n agenda(s), each with its outcome.</source>
        <translation>
            <numerusform>Choose %n agenda, each with its outcome.</numerusform>
            <numerusform>Choose %n agendas, each with its outcome.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/names.py" line="125" />
        <source>%n trade good(s)</source>
        <translation>
            <numerusform>%n trade good</numerusform>
            <numerusform>%n trade goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/operator.py" line="252" />
        <location filename="../../desktop/council/screens.py" line="161" />
        <source>%n vote(s) for %1</source>
        <translation>
            <numerusform>%n vote for %1</numerusform>
            <numerusform>%n votes for %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/operator.py" line="262" />
        <location filename="../../desktop/council/phone/table.py" line="64" />
        <location filename="../../desktop/council/phone/table.py" line="113" />
        <source>up to %n vote(s)</source>
        <translation>
            <numerusform>up to %n vote</numerusform>
            <numerusform>up to %n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="100" />
        <source>%n may not vote</source>
        <translation>
            <numerusform>%n may not vote</numerusform>
            <numerusform>%n may not vote</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="287" />
        <source>%1 passed in the window “%2”.</source>
        <comment>one or more seats passing, named in a list</comment>
        <translation>
            <numerusform>%1 passed in the window “%2”.</numerusform>
            <numerusform>%1 passed in the window “%2”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="290" />
        <source>%1 passed.</source>
        <comment>one or more seats passing, named in a list</comment>
        <translation>
            <numerusform>%1 passed.</numerusform>
            <numerusform>%1 passed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="316" />
        <source>%1 cast %n vote(s) for %2.</source>
        <translation>
            <numerusform>%1 cast %n vote for %2.</numerusform>
            <numerusform>%1 cast %n votes for %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="415" />
        <source>%1 not asked again: passed for the rest of this agenda.</source>
        <translation>
            <numerusform>%1 not asked again: passed for the rest of this agenda.</numerusform>
            <numerusform>%1 not asked again: passed for the rest of this agenda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="48" />
        <source>−%n point(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n point</numerusform>
            <numerusform>−%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="49" />
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/centre.py" line="149" />
        <source>Deck: %n bill(s)</source>
        <translation>
            <numerusform>Deck: %n bill</numerusform>
            <numerusform>Deck: %n bills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/pile_buttons.py" line="67" />
        <source>Passed (%n)…</source>
        <translation>
            <numerusform>Passed (%n)…</numerusform>
            <numerusform>Passed (%n)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/pile_buttons.py" line="67" />
        <source>Failed (%n)…</source>
        <translation>
            <numerusform>Failed (%n)…</numerusform>
            <numerusform>Failed (%n)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="231" />
        <source>Passed bills (%n)</source>
        <translation>
            <numerusform>Passed bills (%n)</numerusform>
            <numerusform>Passed bills (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="233" />
        <source>Failed bills (%n)</source>
        <translation>
            <numerusform>Failed bills (%n)</numerusform>
            <numerusform>Failed bills (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/centre.py" line="75" />
        <source>you gave %n bill(s): %1</source>
        <translation>
            <numerusform>you gave %n bill: %1</numerusform>
            <numerusform>you gave %n bills: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/centre.py" line="78" />
        <source>you received %n bill(s): %1</source>
        <translation>
            <numerusform>you received %n bill: %1</numerusform>
            <numerusform>you received %n bills: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/decisions.py" line="195" />
        <source>Take %n bill(s): pick from the piles above; the rest come from the deck.</source>
        <translation>
            <numerusform>Take %n bill: pick from the piles above; the rest come from the deck.</numerusform>
            <numerusform>Take %n bills: pick from the piles above; the rest come from the deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/decisions.py" line="204" />
        <source>Pick %n bill(s) from your hand to place On Deck.</source>
        <translation>
            <numerusform>Pick %n bill from your hand to place On Deck.</numerusform>
            <numerusform>Pick %n bills from your hand to place On Deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/refusals.py" line="26" />
        <source>The deck has only %n bill(s) left.</source>
        <translation>
            <numerusform>The deck has only %n bill left.</numerusform>
            <numerusform>The deck has only %n bills left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/refusals.py" line="43" />
        <source>Take exactly %n bill(s).</source>
        <translation>
            <numerusform>Take exactly %n bill.</numerusform>
            <numerusform>Take exactly %n bills.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="26" />
        <source>−%n pt(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n pt</numerusform>
            <numerusform>−%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="27" />
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="197" />
        <source>%1's discard pile, %n bill(s), top: %2</source>
        <translation>
            <numerusform>%1's discard pile, %n bill, top: %2</numerusform>
            <numerusform>%1's discard pile, %n bills, top: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/start_page.py" line="442" />
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/choice_band.py" line="54" />
        <location filename="../../desktop/starward/phone/moves.py" line="205" />
        <source>%1 (%n fighter(s))</source>
        <translation>
            <numerusform>%1 (%n fighter)</numerusform>
            <numerusform>%1 (%n fighters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="85" />
        <source>Warfare (%1): take %n fighter(s), or attack one of your planets instead.</source>
        <translation>
            <numerusform>Warfare (%1): take %n fighter, or attack one of your planets instead.</numerusform>
            <numerusform>Warfare (%1): take %n fighters, or attack one of your planets instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="96" />
        <source>Produce: fill up to %n empty slot(s) of your face-up planets.</source>
        <translation>
            <numerusform>Produce: fill up to %n empty slot of your face-up planets.</numerusform>
            <numerusform>Produce: fill up to %n empty slots of your face-up planets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="98" />
        <source>Trade: return up to %n resource(s), 1 influence each.</source>
        <translation>
            <numerusform>Trade: return up to %n resource, 1 influence each.</numerusform>
            <numerusform>Trade: return up to %n resources, 1 influence each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="111" />
        <source>You hold too many: discard at least %n.</source>
        <translation>
            <numerusform>You hold too many: discard at least %n.</numerusform>
            <numerusform>You hold too many: discard at least %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="75" />
        <location filename="../../desktop/starward/offers.py" line="185" />
        <source>Remove %n card(s)</source>
        <translation>
            <numerusform>Remove %n card</numerusform>
            <numerusform>Remove %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="105" />
        <source>Boost with %n card(s)</source>
        <translation>
            <numerusform>Boost with %n card</numerusform>
            <numerusform>Boost with %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="113" />
        <source>Follow with %n card(s)</source>
        <translation>
            <numerusform>Follow with %n card</numerusform>
            <numerusform>Follow with %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="135" />
        <location filename="../../desktop/starward/phone/moves.py" line="198" />
        <source>Take %n fighter(s) instead</source>
        <translation>
            <numerusform>Take %n fighter instead</numerusform>
            <numerusform>Take %n fighters instead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="159" />
        <source>Produce %n resource(s)</source>
        <translation>
            <numerusform>Produce %n resource</numerusform>
            <numerusform>Produce %n resources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="167" />
        <source>Trade %n for influence</source>
        <translation>
            <numerusform>Trade %n for influence</numerusform>
            <numerusform>Trade %n for influence</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="196" />
        <source>Discard %n and draw</source>
        <translation>
            <numerusform>Discard %n and draw</numerusform>
            <numerusform>Discard %n and draw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="90" />
        <source>%n card(s) in its stack.</source>
        <translation>
            <numerusform>%n card in its stack.</numerusform>
            <numerusform>%n cards in its stack.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="28" />
        <source>%1: %n card(s) left</source>
        <translation>
            <numerusform>%1: %n card left</numerusform>
            <numerusform>%1: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="110" />
        <source>Planet deck: %n card(s); top card: %1 planet (settle %2, attack %3)</source>
        <translation>
            <numerusform>Planet deck: %n card; top card: %1 planet (settle %2, attack %3)</numerusform>
            <numerusform>Planet deck: %n cards; top card: %1 planet (settle %2, attack %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="119" />
        <source>Planets: %n · top: %1, settle %2, attack %3</source>
        <translation>
            <numerusform>Planets: %n · top: %1, settle %2, attack %3</numerusform>
            <numerusform>Planets: %n · top: %1, settle %2, attack %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="124" />
        <source>Planets: %n · top: %1</source>
        <translation>
            <numerusform>Planets: %n · top: %1</numerusform>
            <numerusform>Planets: %n · top: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/faces.py" line="66" />
        <source>%n influence.</source>
        <translation>
            <numerusform>%n influence.</numerusform>
            <numerusform>%n influence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/faces.py" line="129" />
        <source>%n colony(ies) tucked under it</source>
        <translation>
            <numerusform>%n colony tucked under it</numerusform>
            <numerusform>%n colonies tucked under it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/faces.py" line="136" />
        <source>%n influence</source>
        <translation>
            <numerusform>%n influence</numerusform>
            <numerusform>%n influence</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="35" />
        <source>(%n symbol(s)).</source>
        <translation>
            <numerusform>(%n symbol).</numerusform>
            <numerusform>(%n symbols).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="51" />
        <source>%1 tucked %n card(s) as colonies.</source>
        <translation>
            <numerusform>%1 tucked %n card as colonies.</numerusform>
            <numerusform>%1 tucked %n cards as colonies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="53" />
        <source>%1 produced %n resource(s).</source>
        <translation>
            <numerusform>%1 produced %n resource.</numerusform>
            <numerusform>%1 produced %n resources.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="55" />
        <source>%1 traded for %n influence.</source>
        <translation>
            <numerusform>%1 traded for %n influence.</numerusform>
            <numerusform>%1 traded for %n influence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="70" />
        <source>%1 cleaned up, discarding %n card(s).</source>
        <translation>
            <numerusform>%1 cleaned up, discarding %n card.</numerusform>
            <numerusform>%1 cleaned up, discarding %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="80" />
        <source>+%n fighter(s).</source>
        <translation>
            <numerusform>+%n fighter.</numerusform>
            <numerusform>+%n fighters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="82" />
        <source>Looked at %n planet card(s).</source>
        <translation>
            <numerusform>Looked at %n planet card.</numerusform>
            <numerusform>Looked at %n planet cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="90" />
        <source>Drew %n card(s).</source>
        <translation>
            <numerusform>Drew %n card.</numerusform>
            <numerusform>Drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/refusals.py" line="46" />
        <source>Name %n stack(s) to take from.</source>
        <translation>
            <numerusform>Name %n stack to take from.</numerusform>
            <numerusform>Name %n stacks to take from.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="54" />
        <source>%1 followed (%n symbol(s))</source>
        <translation>
            <numerusform>%1 followed (%n symbol)</numerusform>
            <numerusform>%1 followed (%n symbols)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="29" />
        <source>%n action(s) left to play</source>
        <translation>
            <numerusform>%n action left to play</numerusform>
            <numerusform>%n actions left to play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="44" />
        <source>%1 counted %n symbol(s)</source>
        <translation>
            <numerusform>%1 counted %n symbol</numerusform>
            <numerusform>%1 counted %n symbols</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phrases.py" line="100" />
        <source>%n bill(s) from the deck</source>
        <translation>
            <numerusform>%n bill from the deck</numerusform>
            <numerusform>%n bills from the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/empire.py" line="50" />
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n fighter</numerusform>
            <numerusform>%n fighters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/empire.py" line="51" />
        <source>%n influence token(s)</source>
        <translation>
            <numerusform>%n influence token</numerusform>
            <numerusform>%n influence tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/seats.py" line="84" />
        <source>planets %1 ready / %2 · up to %n vote(s)</source>
        <translation>
            <numerusform>planets %1 ready / %2 · up to %n vote</numerusform>
            <numerusform>planets %1 ready / %2 · up to %n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/agenda_history.py" line="46" />
        <source>%1: %n vote(s) for %2</source>
        <translation>
            <numerusform>%1: %n vote for %2</numerusform>
            <numerusform>%1: %n votes for %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="27" />
        <source>draw %n action card(s)</source>
        <translation>
            <numerusform>draw %n action card</numerusform>
            <numerusform>draw %n action cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="43" />
        <source>take %n trade good(s)</source>
        <translation>
            <numerusform>take %n trade good</numerusform>
            <numerusform>take %n trade goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="45" />
        <source>spend %n trade good(s) (back to the supply)</source>
        <translation>
            <numerusform>spend %n trade good (back to the supply)</numerusform>
            <numerusform>spend %n trade goods (back to the supply)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="47" />
        <source>spend %n commodity(ies) (back to the supply)</source>
        <translation>
            <numerusform>spend %n commodity (back to the supply)</numerusform>
            <numerusform>spend %n commodities (back to the supply)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="49" />
        <source>return %n trade good(s) to the supply</source>
        <translation>
            <numerusform>return %n trade good to the supply</numerusform>
            <numerusform>return %n trade goods to the supply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="53" />
        <source>give %n trade good(s) to %1</source>
        <translation>
            <numerusform>give %n trade good to %1</numerusform>
            <numerusform>give %n trade goods to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="58" />
        <source>give back %n victory point(s)</source>
        <translation>
            <numerusform>give back %n victory point</numerusform>
            <numerusform>give back %n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="60" />
        <source>take %n victory point(s)</source>
        <translation>
            <numerusform>take %n victory point</numerusform>
            <numerusform>take %n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="85" />
        <source>add %n command token(s) to the %1 pool</source>
        <translation>
            <numerusform>add %n command token to the %1 pool</numerusform>
            <numerusform>add %n command tokens to the %1 pool</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="86" />
        <source>return %n command token(s) from the %1 pool</source>
        <translation>
            <numerusform>return %n command token from the %1 pool</numerusform>
            <numerusform>return %n command tokens from the %1 pool</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phase_summary.py" line="59" />
        <source>%1 takes %n trade good(s).</source>
        <translation>
            <numerusform>%1 takes %n trade good.</numerusform>
            <numerusform>%1 takes %n trade goods.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phase_summary.py" line="61" />
        <source>%1 returns %n trade good(s) to the supply.</source>
        <translation>
            <numerusform>%1 returns %n trade good to the supply.</numerusform>
            <numerusform>%1 returns %n trade goods to the supply.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phase_summary.py" line="76" />
        <source>%1 spends %n commodity(ies).</source>
        <translation>
            <numerusform>%1 spends %n commodity.</numerusform>
            <numerusform>%1 spends %n commodities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phone/moves.py" line="121" />
        <location filename="../../desktop/council/phone/table.py" line="45" />
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phone/moves.py" line="162" />
        <source>%n in the pool now</source>
        <translation>
            <numerusform>%n in the pool now</numerusform>
            <numerusform>%n in the pool now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phone/__init__.py" line="74" />
        <source>Your move: draw %n bill(s)</source>
        <translation>
            <numerusform>Your move: draw %n bill</numerusform>
            <numerusform>Your move: draw %n bills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phone/__init__.py" line="177" />
        <source>Put %n bill(s) On Deck</source>
        <translation>
            <numerusform>Put %n bill On Deck</numerusform>
            <numerusform>Put %n bills On Deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phone/__init__.py" line="192" />
        <source>Draw %n bill(s): pick from the discard piles; the rest come off the deck (%1 left)</source>
        <translation>
            <numerusform>Draw %n bill: pick from the discard piles; the rest come off the deck (%1 left)</numerusform>
            <numerusform>Draw %n bills: pick from the discard piles; the rest come off the deck (%1 left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/reasons.py" line="93" />
        <source>Its search found this move better than its usual one: {gain} points of win share, %n table(s)</source>
        <translation>
            <numerusform>Its search found this move better than its usual one: {gain} points of win share, %n table</numerusform>
            <numerusform>Its search found this move better than its usual one: {gain} points of win share, %n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PilePicker</name>
    <message numerus="yes">
        <location filename="../../desktop/legislation/piles.py" line="79" />
        <source>Deck (%n)</source>
        <translation>
            <numerusform>Deck (%n)</numerusform>
            <numerusform>Deck (%n)</numerusform>
        </translation>
    </message>
</context>
</TS>