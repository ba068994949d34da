<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <location filename="../../desktop/council/board.py" line="237"/>
        <source>Round %1 · agenda %2 · %3</source>
        <translation>Раунд %1 · карта политики %2 · %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="255"/>
        <location filename="../../desktop/council/phone/table.py" line="39"/>
        <source>Agenda: %1</source>
        <translation>Карта политики: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/centre.py" line="122"/>
        <source>See the laws (%n)…</source>
        <translation>
            <numerusform>%n закон…</numerusform>
            <numerusform>%n закона…</numerusform>
            <numerusform>%n законов…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/centre.py" line="128"/>
        <source>History (%n)…</source>
        <translation>
            <numerusform>История (%n)…</numerusform>
            <numerusform>История (%n)…</numerusform>
            <numerusform>История (%n)…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="326"/>
        <source>%1 offers: %2
and asks for: %3</source>
        <translation>%1 даёт: %2
и просит: %3</translation>
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
        <translation>ничего</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="341"/>
        <location filename="../../desktop/council/table_summary.py" line="78"/>
        <source>Speaker: %1</source>
        <translation>Председатель: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="342"/>
        <source>Victory at %1 VP</source>
        <translation>Победа при %1 ПО</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="346"/>
        <source>Laws in play: %1</source>
        <translation>Законы в игре: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="362"/>
        <location filename="../../desktop/council/board.py" line="369"/>
        <source>Riders: %1</source>
        <translation>Предсказания: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="367"/>
        <source>%n more (hover to see all)</source>
        <translation>
            <numerusform>ещё %n (наведите, чтобы увидеть все)</numerusform>
            <numerusform>ещё %n (наведите, чтобы увидеть все)</numerusform>
            <numerusform>ещё %n (наведите, чтобы увидеть все)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="371"/>
        <source>Outcome: %1</source>
        <translation>Решение: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="374"/>
        <source>Not asked (passed for the rest of this agenda): %1</source>
        <translation>Не спрашиваются (спасовали до конца этой повестки): %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="381"/>
        <location filename="../../desktop/council/phone/table.py" line="90"/>
        <source>Agenda deck (M&apos;aban): top %1, bottom %2</source>
        <translation>Колода политики (M&apos;aban): сверху %1, снизу %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="388"/>
        <location filename="../../desktop/council/phone/table.py" line="139"/>
        <source>%1 is playing %2.</source>
        <translation>%1 разыгрывает %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="393"/>
        <location filename="../../desktop/council/phone/table.py" line="146"/>
        <source>Just happened: %1.</source>
        <translation>Только что: %1.</translation>
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
        <translation>Разыграть %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="80"/>
        <location filename="../../desktop/council/window_panel.py" line="34"/>
        <source>Use %1</source>
        <translation>Применить %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/target_panel.py" line="105"/>
        <source>Choose %1 for %2 (click, or Enter)</source>
        <translation>Выбрать %1 для %2 (щелчок или Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="41"/>
        <source>%1: anyone playing a card?</source>
        <translation>%1: кто-нибудь играет карту?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="43"/>
        <source>Listed: %1&apos;s cards.</source>
        <translation>Карты игрока %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/operator.py" line="263"/>
        <location filename="../../desktop/council/phone/table.py" line="64"/>
        <location filename="../../desktop/council/phone/table.py" line="113"/>
        <source>up to %n vote(s)</source>
        <translation>
            <numerusform>до %n голоса</numerusform>
            <numerusform>до %n голосов</numerusform>
            <numerusform>до %n голосов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="277"/>
        <source>Then, votes at most: %1</source>
        <translation>Далее, наибольшее число голосов: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="320"/>
        <location filename="../../desktop/council/phone/moves.py" line="120"/>
        <location filename="../../desktop/council/phone/table.py" line="50"/>
        <location filename="../../desktop/council/vote_moves.py" line="53"/>
        <source>Outcome</source>
        <translation>Решение</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="321"/>
        <location filename="../../desktop/council/phone/__init__.py" line="119"/>
        <location filename="../../desktop/council/vote_moves.py" line="54"/>
        <source>Choose an outcome…</source>
        <translation>Выберите решение…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="328"/>
        <source>Cast</source>
        <translation>Отдать голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_moves.py" line="62"/>
        <source>&amp;Outcome:</source>
        <translation>&amp;Решение:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/choice_panel.py" line="99"/>
        <source>Take from neighbour %1:</source>
        <translation>Взять у соседа %1:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="54"/>
        <location filename="../../desktop/legislation/board.py" line="257"/>
        <source>Shared screen: no hand is shown.</source>
        <translation>Общий экран: руки игроков не показаны.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="59"/>
        <location filename="../../desktop/council/phone/moves.py" line="135"/>
        <source>Representative Government: every player casts exactly one vote.</source>
        <translation>Representative Government: каждый игрок отдаёт ровно один голос.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/hand_band.py" line="67"/>
        <source>%1, %n vote(s)</source>
        <translation>
            <numerusform>%1, %n голос</numerusform>
            <numerusform>%1, %n голоса</numerusform>
            <numerusform>%1, %n голосов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="56"/>
        <source>%1 has no ready planet to vote with: click Abstain.</source>
        <translation>У игрока %1 нет готовых планет для голосования: нажмите «Воздержаться».</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="58"/>
        <source>%1 votes: tick the planets to exhaust below, or click Abstain.</source>
        <translation>Голосует %1: отметьте ниже планеты, которые истощаются, или нажмите «Воздержаться».</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="81"/>
        <source>Predictive Intelligence (+3)</source>
        <translation>Predictive Intelligence (+3)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="83"/>
        <source>Gila: spend TG </source>
        <translation>Gila: потратить товары </translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="85"/>
        <source>Odlynn Myrr votes </source>
        <translation>Голоса Odlynn Myrr </translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="81"/>
        <source>Your planet %1</source>
        <translation>Ваша планета %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="241"/>
        <location filename="../../desktop/council/phone/__init__.py" line="32"/>
        <source>Round %1 · agenda %2</source>
        <translation>Раунд %1 · карта политики %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="53"/>
        <source>Comply</source>
        <translation>Выполнить</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="53"/>
        <source>Refuse (lose 1 fleet token)</source>
        <translation>Отказ (−1 жетон флота)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="105"/>
        <source>Action card: %1</source>
        <translation>Карта действия: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="113"/>
        <source>Promissory note: %1</source>
        <translation>Вексель: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="123"/>
        <source>Promissory notes: %1</source>
        <translation>Векселя: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/agenda_history.py" line="46"/>
        <source>%1: %n vote(s) for %2</source>
        <translation>
            <numerusform>%1: %n голос за «%2»</numerusform>
            <numerusform>%1: %n голоса за «%2»</numerusform>
            <numerusform>%1: %n голосов за «%2»</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="50"/>
        <source>%1: abstained</source>
        <translation>%1: воздержался(-ась)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="53"/>
        <source>%1: could not vote</source>
        <translation>%1: не мог(ла) голосовать</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="58"/>
        <source>%1: %2 on %3 — won</source>
        <translation>%1: %2 на «%3» — выигрыш</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="58"/>
        <source>%1: %2 on %3 — lost</source>
        <translation>%1: %2 на «%3» — проигрыш</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="82"/>
        <source>%1 — held by %2</source>
        <translation>%1 — у игрока %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="84"/>
        <source>%1 — on %2</source>
        <translation>%1 — на планете %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="93"/>
        <location filename="../../desktop/council/hand_band.py" line="123"/>
        <location filename="../../desktop/legislation/deal_editor.py" line="87"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="269"/>
        <location filename="../../desktop/legislation/phrases.py" line="68"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="96"/>
        <source>Agenda %1: %2</source>
        <translation>Повестка %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="100"/>
        <source>under way</source>
        <translation>идёт</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="100"/>
        <source>never voted on</source>
        <translation>не голосовали</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="115"/>
        <source>Agendas and laws</source>
        <translation>Повестки и законы</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="124"/>
        <source>Show how long each agenda takes, on the table</source>
        <translation>Показывать на столе, сколько длится каждая повестка</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="126"/>
        <location filename="../../desktop/council/phone/table.py" line="85"/>
        <source>%1 holds: %2</source>
        <translation>У игрока %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="128"/>
        <location filename="../../desktop/council/phone/table.py" line="84"/>
        <source>no notes</source>
        <translation>нет векселей</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="211"/>
        <source>click or press Enter to play it</source>
        <translation>нажмите или Enter, чтобы сыграть</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="452"/>
        <source>Choose from a &amp;list…</source>
        <translation>Выбрать из спис&amp;ка…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="455"/>
        <source>Cancel (Esc)</source>
        <translation>Отмена (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="487"/>
        <location filename="../../desktop/council/transaction_panel.py" line="63"/>
        <source>&amp;Transaction…</source>
        <translation>С&amp;делка…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="489"/>
        <location filename="../../desktop/council/operator_moves.py" line="53"/>
        <source>&amp;Secret scored…</source>
        <translation>&amp;Цель выполнена…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="499"/>
        <source>&amp;Pass</source>
        <translation>П&amp;ас</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="495"/>
        <source>Pass for the &amp;rest of this agenda</source>
        <translation>Пас до &amp;конца этой карты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="501"/>
        <source>&amp;Cast votes</source>
        <translation>&amp;Отдать голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="504"/>
        <location filename="../../desktop/legislation/decisions.py" line="68"/>
        <source>&amp;Abstain</source>
        <translation>Воздер&amp;жаться</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="506"/>
        <source>&amp;Decide</source>
        <translation>&amp;Решить</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="524"/>
        <source>&amp;Accept</source>
        <translation>При&amp;нять</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="528"/>
        <source>&amp;Refuse</source>
        <translation>&amp;Отказаться</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="510"/>
        <source>&amp;Confirm choice</source>
        <translation>Подтвердить выбо&amp;р</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="515"/>
        <source>&amp;Done at the table</source>
        <translation>Сделано за с&amp;толом</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="66"/>
        <location filename="../../desktop/council/phone/__init__.py" line="41"/>
        <location filename="../../desktop/legislation/decisions.py" line="185"/>
        <location filename="../../desktop/starward/hints.py" line="40"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="34"/>
        <location filename="../../desktop/starward/screens.py" line="57"/>
        <source>Waiting for %1.</source>
        <translation>Ждём: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/window_panel.py" line="45"/>
        <source>Click a card to play it, or pass.</source>
        <translation>Нажмите на карту, чтобы разыграть её, или пасуйте.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="17"/>
        <source>Genetic Recombination: vote as asked, or refuse and lose a fleet pool token.</source>
        <translation>Genetic Recombination: голосуйте, как требуют, или откажитесь и потеряйте жетон из пула флота.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="110"/>
        <location filename="../../desktop/council/window_panel.py" line="46"/>
        <source>nothing to play: pass.</source>
        <translation>разыграть нечего: пасуйте.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/hand_band.py" line="120"/>
        <source>Secret objective: %1</source>
        <translation>Секретная цель: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="554"/>
        <location filename="../../desktop/council/board.py" line="562"/>
        <location filename="../../desktop/council/phone/__init__.py" line="119"/>
        <location filename="../../desktop/council/vote_panel.py" line="93"/>
        <source>Votes: %1</source>
        <translation>Голоса: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="533"/>
        <source>Refuse all from %1</source>
        <translation>Отклонять все от %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="133"/>
        <location filename="../../desktop/council/vote_panel.py" line="44"/>
        <source>Vote: pick an outcome, then the ready planets to exhaust (running total below).</source>
        <translation>Голосование: выберите вариант решения, затем подготовленные планеты, которые перевернёте (сумма ниже).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phone/__init__.py" line="122"/>
        <location filename="../../desktop/council/vote_panel.py" line="41"/>
        <location filename="../../desktop/council/vote_panel.py" line="46"/>
        <source>Cast %n vote(s) for %1.</source>
        <translation>
            <numerusform>Отдать %n голос за «%1».</numerusform>
            <numerusform>Отдать %n голоса за «%1».</numerusform>
            <numerusform>Отдать %n голосов за «%1».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="39"/>
        <source>Representative Government: pick an outcome; you cast exactly one vote.</source>
        <translation>Представительное правительство: выберите исход; вы отдаёте ровно один голос.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/vote_panel.py" line="42"/>
        <source>%1: Representative Government allows no additional votes.</source>
        <translation>%1: Представительное правительство не допускает дополнительных голосов.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="124"/>
        <location filename="../../desktop/council/vote_panel.py" line="48"/>
        <source>%1: these planets give no votes; pick others, or abstain.</source>
        <translation>%1: эти планеты не дают голосов; выберите другие или воздержитесь.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="125"/>
        <location filename="../../desktop/council/vote_panel.py" line="49"/>
        <source>%1: now pick the ready planets to exhaust.</source>
        <translation>%1: теперь выберите подготовленные планеты, которые перевернёте.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/vote_panel.py" line="60"/>
        <source>%1 votes: click an outcome to cast %n vote(s) (the planets ticked below).</source>
        <translation>
            <numerusform>Голосует %1: нажмите исход, чтобы отдать %n голос (планеты ниже).</numerusform>
            <numerusform>Голосует %1: нажмите исход, чтобы отдать %n голоса (планеты ниже).</numerusform>
            <numerusform>Голосует %1: нажмите исход, чтобы отдать %n голосов (планеты ниже).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/vote_panel.py" line="62"/>
        <source>%1 votes: click an outcome to cast %n vote(s).</source>
        <translation>
            <numerusform>Голосует %1: нажмите исход, чтобы отдать %n голос.</numerusform>
            <numerusform>Голосует %1: нажмите исход, чтобы отдать %n голоса.</numerusform>
            <numerusform>Голосует %1: нажмите исход, чтобы отдать %n голосов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="569"/>
        <source>The vote is tied: %1, the speaker, chooses the outcome.</source>
        <translation>Ничья: решение выбирает председатель, %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="573"/>
        <location filename="../../desktop/council/phone/moves.py" line="357"/>
        <source>You are the speaker: choose the outcome.</source>
        <translation>Вы председатель: выберите решение.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="15"/>
        <source>Choose the promissory note to give.</source>
        <translation>Выберите вексель, который отдадите.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="19"/>
        <source>Choose %n planet(s) to ready.</source>
        <translation>
            <numerusform>Выберите %n планету, чтобы подготовить её.</numerusform>
            <numerusform>Выберите %n планеты, чтобы подготовить их.</numerusform>
            <numerusform>Выберите %n планет, чтобы подготовить их.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="21"/>
        <source>Choose %n action card(s) to discard.</source>
        <translation>
            <numerusform>Выберите %n карту действия для сброса.</numerusform>
            <numerusform>Выберите %n карты действий для сброса.</numerusform>
            <numerusform>Выберите %n карт действий для сброса.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="24"/>
        <source>Place %n command token(s) in your pools.</source>
        <translation>
            <numerusform>Положите %n жетон приказа в свои пулы.</numerusform>
            <numerusform>Положите %n жетона приказов в свои пулы.</numerusform>
            <numerusform>Положите %n жетонов приказов в свои пулы.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="25"/>
        <source>Give back %n command token(s) from your pools.</source>
        <translation>
            <numerusform>Верните %n жетон приказа из своих пулов.</numerusform>
            <numerusform>Верните %n жетона приказов из своих пулов.</numerusform>
            <numerusform>Верните %n жетонов приказов из своих пулов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/question_words.py" line="27"/>
        <source>Choose %n agenda(s), each with its outcome.</source>
        <translation>
            <numerusform>Выберите %n карту политики и её решение.</numerusform>
            <numerusform>Выберите %n карты политики, каждую с её решением.</numerusform>
            <numerusform>Выберите %n карт политики, каждую с её решением.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="31"/>
        <source>Name the agenda turned over, then confirm.</source>
        <translation>Назовите открытую карту политики и подтвердите.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="33"/>
        <source>Name the agenda Covert Legislation drew, then confirm.</source>
        <translation>Назовите карту политики, взятую Covert Legislation, и подтвердите.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="34"/>
        <source>Choose %1.</source>
        <translation>Выберите: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="29"/>
        <source>Take one card from each neighbour who has any.</source>
        <translation>Возьмите по карте у каждого соседа, у кого они есть.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="71"/>
        <location filename="../../desktop/council/phone/moves.py" line="212"/>
        <source>Accept or refuse the transaction.</source>
        <translation>Примите сделку или откажитесь от неё.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="73"/>
        <location filename="../../desktop/council/phone/moves.py" line="214"/>
        <source>You do not hold all that is asked of you: you can only refuse.</source>
        <translation>У вас нет всего, что у вас просят: можно только отказаться.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="80"/>
        <location filename="../../desktop/council/phone/moves.py" line="327"/>
        <source>Carry this out on the board, then confirm.</source>
        <translation>Выполните это на игровом поле, затем подтвердите.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/decision_bar.py" line="82"/>
        <source>No board here: read what this would do at a TI4 table, then confirm.</source>
        <translation>Здесь нет игрового поля: прочитайте, что это сделало бы за столом TI4, и подтвердите.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/target_panel.py" line="143"/>
        <source>%1: click a highlighted player, or choose from the list. Esc cancels.</source>
        <translation>%1: щёлкните подсвеченного игрока или выберите из списка. Esc — отмена.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/target_panel.py" line="145"/>
        <source>%1: click an outcome, or choose from the list. Esc cancels.</source>
        <translation>%1: щёлкните вариант решения или выберите из списка. Esc — отмена.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/target_panel.py" line="147"/>
        <source>%1: click a highlighted target, or choose from the list. Esc cancels.</source>
        <translation>%1: щёлкните подсвеченную цель или выберите из списка. Esc — отмена.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/transaction_panel.py" line="52"/>
        <source>Not recorded.</source>
        <translation>Не записано.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/transaction_panel.py" line="72"/>
        <source>%1 offers…</source>
        <translation>%1 предлагает…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/transaction_panel.py" line="92"/>
        <source>Transaction offered by %1</source>
        <translation>Сделку предлагает %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="144"/>
        <location filename="../../desktop/council/refusals.py" line="76"/>
        <location filename="../../desktop/council/transaction_panel.py" line="104"/>
        <source>Put something in the transaction first.</source>
        <translation>Сначала добавьте что-нибудь в сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="49"/>
        <source>Propose a transaction (one per pair of players each agenda)</source>
        <translation>Предложить сделку (одна на пару игроков за каждую карту политики)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="57"/>
        <source>Transaction with</source>
        <translation>Сделка с игроком</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="60"/>
        <location filename="../../desktop/council/phone/deals.py" line="67"/>
        <source>With</source>
        <translation>С кем</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="63"/>
        <source>Trade goods you give</source>
        <translation>Товары, которые вы отдаёте</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="64"/>
        <source>You give trade goods</source>
        <translation>Вы отдаёте товары</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="67"/>
        <source>Trade goods you ask for</source>
        <translation>Товары, которые вы просите</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="68"/>
        <source>You ask for trade goods</source>
        <translation>Вы просите товары</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="73"/>
        <source>Play Black Market Dealings with this transaction</source>
        <translation>Разыграть Black Market Dealings с этой сделкой</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="80"/>
        <source>Also ask for other players&apos; notes (the partner may hold one)</source>
        <translation>Также просить векселя других игроков (партнёр может держать такой)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="87"/>
        <source>What you give</source>
        <translation>Что вы отдаёте</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="88"/>
        <source>What you ask for (hidden cards by name)</source>
        <translation>Что вы просите (скрытые карты — по названию)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="89"/>
        <location filename="../../desktop/council/phone/deals.py" line="68"/>
        <location filename="../../desktop/council/phone/moves.py" line="206"/>
        <source>You give</source>
        <translation>Вы отдаёте</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="90"/>
        <location filename="../../desktop/council/phone/deals.py" line="69"/>
        <source>You ask for</source>
        <translation>Вы просите</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="119"/>
        <source>secret objective %1</source>
        <translation>секретная цель %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="150"/>
        <source>Black Market Dealings: action cards, relics and secret objectives may change hands.</source>
        <translation>Black Market Dealings: можно передавать карты действий, реликвии и секретные цели.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="153"/>
        <source>The Hacan are in this deal: action cards may change hands.</source>
        <translation>В сделке участвуют Hacan: можно передавать карты действий.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="156"/>
        <source>Trade goods and promissory notes only (cards need the Hacan or Black Market Dealings).</source>
        <translation>Только товары и векселя (для карт нужны Hacan или Black Market Dealings).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="199"/>
        <source>Transaction</source>
        <translation>Сделка</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="210"/>
        <source>&amp;Offer</source>
        <translation>&amp;Предложить</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="17"/>
        <source>For / Against</source>
        <translation>«За» / «Против»</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="18"/>
        <location filename="../../desktop/council/table_display.py" line="39"/>
        <source>Elect a player</source>
        <translation>Выбрать игрока</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="19"/>
        <location filename="../../desktop/council/table_display.py" line="40"/>
        <source>Elect a planet</source>
        <translation>Выбрать планету</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="20"/>
        <location filename="../../desktop/council/table_display.py" line="41"/>
        <source>Elect a law</source>
        <translation>Выбрать закон</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="21"/>
        <location filename="../../desktop/council/table_display.py" line="42"/>
        <source>Elect a scored secret objective</source>
        <translation>Выбрать выполненную секретную цель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="22"/>
        <location filename="../../desktop/council/table_display.py" line="43"/>
        <source>Elect a strategy card</source>
        <translation>Выбрать карту стратегии</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="23"/>
        <source>Hidden outcomes</source>
        <translation>Скрытые варианты решения</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="29"/>
        <source>Elected</source>
        <translation>Выбран</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="29"/>
        <source>Special</source>
        <translation>Особо</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="41"/>
        <source>cultural</source>
        <translation>культурная</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="41"/>
        <source>hazardous</source>
        <translation>опасная</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="41"/>
        <source>industrial</source>
        <translation>промышленная</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="52"/>
        <source>cultural</source>
        <comment>planet trait on a narrow card</comment>
        <translation>культ.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="53"/>
        <source>hazardous</source>
        <comment>planet trait on a narrow card</comment>
        <translation>опасн.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="54"/>
        <source>industrial</source>
        <comment>planet trait on a narrow card</comment>
        <translation>пром.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="64"/>
        <source>ACTION</source>
        <translation>ДЕЙСТВИЕ</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="72"/>
        <source>%1&apos;s note</source>
        <translation>вексель игрока %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="73"/>
        <source>NOTE</source>
        <translation>ВЕКСЕЛЬ</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="79"/>
        <source>SECRET</source>
        <translation>СЕКРЕТ</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="79"/>
        <source>secret objective</source>
        <translation>секретная цель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="89"/>
        <location filename="../../desktop/council/faces.py" line="91"/>
        <source>Elected: %1</source>
        <translation>Выбран: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="55"/>
        <source>no outcome</source>
        <translation>без решения</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="29"/>
        <location filename="../../desktop/council/names.py" line="57"/>
        <location filename="../../desktop/table/reasons.py" line="23"/>
        <source>For</source>
        <translation>За</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="29"/>
        <location filename="../../desktop/council/names.py" line="59"/>
        <location filename="../../desktop/table/reasons.py" line="24"/>
        <source>Against</source>
        <translation>Против</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="78"/>
        <source>Before the first agenda</source>
        <translation>Перед первой картой политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="79"/>
        <source>When the agenda is revealed</source>
        <translation>Когда раскрыта карта политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="80"/>
        <source>After the agenda is revealed</source>
        <translation>После раскрытия карты политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="81"/>
        <source>Before a player votes</source>
        <translation>Перед голосованием игрока</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="82"/>
        <source>Voting</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="83"/>
        <source>After your vote</source>
        <translation>После вашего голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="84"/>
        <source>After the speaker votes</source>
        <translation>После голосования председателя</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="85"/>
        <source>The speaker decides</source>
        <translation>Решает председатель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="86"/>
        <source>Before the outcome is resolved</source>
        <translation>Перед применением решения</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="87"/>
        <source>After the outcome is resolved</source>
        <translation>После применения решения</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="88"/>
        <source>A chance to cancel a card</source>
        <translation>Можно отменить карту</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="89"/>
        <source>A transaction is offered</source>
        <translation>Предложена сделка</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="90"/>
        <location filename="../../desktop/council/phone/moves.py" line="148"/>
        <source>A choice to make</source>
        <translation>Нужно сделать выбор</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="91"/>
        <source>Instructions for the table</source>
        <translation>Указания для стола</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="92"/>
        <source>A chance to answer what just happened</source>
        <translation>Можно ответить на то, что произошло</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="93"/>
        <location filename="../../desktop/council/phone/moves.py" line="304"/>
        <source>Table check before the agenda phase</source>
        <translation>Проверка стола перед фазой политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="99"/>
        <source>Play Card</source>
        <translation>Разыграть карту</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="100"/>
        <source>Use Ability</source>
        <translation>Применить способность</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="101"/>
        <location filename="../../desktop/council/phone/moves.py" line="107"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="102"/>
        <source>Cast Votes</source>
        <translation>Отдать голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="103"/>
        <location filename="../../desktop/council/operator.py" line="312"/>
        <location filename="../../desktop/council/phone/moves.py" line="351"/>
        <location filename="../../desktop/legislation/phrases.py" line="62"/>
        <location filename="../../desktop/legislation/screens.py" line="99"/>
        <location filename="../../desktop/table/reasons.py" line="27"/>
        <source>Abstain</source>
        <translation>Воздержаться</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="104"/>
        <source>Break Tie</source>
        <translation>Разрешить ничью</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="105"/>
        <source>Propose Transaction</source>
        <translation>Предложить сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="106"/>
        <source>Answer Transaction</source>
        <translation>Ответить на сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="107"/>
        <source>Choose</source>
        <translation>Выбрать</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="108"/>
        <source>Confirm Instruction</source>
        <translation>Подтвердить указание</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="109"/>
        <source>Score Secret Objective</source>
        <translation>Выполнить секретную цель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="110"/>
        <source>Table Check</source>
        <translation>Проверка стола</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="111"/>
        <source>Add a Seat</source>
        <translation>Добавить место</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="112"/>
        <source>Remove a Seat</source>
        <translation>Убрать место</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="118"/>
        <source>Tactic</source>
        <translation>Тактика</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="118"/>
        <source>Fleet</source>
        <translation>Флот</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="118"/>
        <source>Strategy</source>
        <translation>Стратегия</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/names.py" line="125"/>
        <source>%n trade good(s)</source>
        <translation>
            <numerusform>%n товар</numerusform>
            <numerusform>%n товара</numerusform>
            <numerusform>%n товаров</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="129"/>
        <source>%1 (%2&apos;s note)</source>
        <translation>%1 (вексель %2)</translation>
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
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="71"/>
        <location filename="../../desktop/legislation/screens.py" line="68"/>
        <source>%1: %2 to act.</source>
        <translation>%1: ходит %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="78"/>
        <source>Your vote on %1.</source>
        <translation>Ваш голос по карте %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="95"/>
        <source>%1 voted, %2 abstained</source>
        <translation>голосовали: %1, воздержались: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="100"/>
        <source>%n may not vote</source>
        <translation>
            <numerusform>%n не может голосовать</numerusform>
            <numerusform>%n не могут голосовать</numerusform>
            <numerusform>%n не могут голосовать</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="129"/>
        <source>More than one player reached %1 VP at once: the first of them in speaker order wins.</source>
        <translation>Несколько игроков одновременно набрали %1 ПО: побеждает первый из них в порядке от председателя.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="136"/>
        <source>VP</source>
        <translation>ПО</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/operator.py" line="253"/>
        <location filename="../../desktop/council/screens.py" line="161"/>
        <source>%n vote(s) for %1</source>
        <translation>
            <numerusform>%n голос за «%1»</numerusform>
            <numerusform>%n голоса за «%1»</numerusform>
            <numerusform>%n голосов за «%1»</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="174"/>
        <source>no votes cast</source>
        <translation>голосов не подано</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="199"/>
        <source>Agenda deck</source>
        <translation>Колода политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="200"/>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="201"/>
        <source>Victory points to win</source>
        <translation>Победных очков для победы</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="202"/>
        <source>Rounds at most</source>
        <translation>Раундов не больше</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="203"/>
        <source>Action cards in hand</source>
        <translation>Карт действий в руке</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="204"/>
        <source>Action cards drawn per round</source>
        <translation>Карт действий за раунд</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="205"/>
        <source>Deal factions at random</source>
        <translation>Раздать фракции случайно</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="206"/>
        <source>Planets dealt per player</source>
        <translation>Планет каждому игроку</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="207"/>
        <source>Starting trade goods</source>
        <translation>Товары в начале</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="208"/>
        <source>Thunder&apos;s Edge planets</source>
        <translation>Планеты Thunder&apos;s Edge</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="209"/>
        <source>Leader versions</source>
        <translation>Версии лидеров</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="210"/>
        <source>Starting commodities</source>
        <translation>Сырьё в начале</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="211"/>
        <source>Commanders unlocked</source>
        <translation>Командиры открыты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="212"/>
        <source>Heroes unlocked</source>
        <translation>Герои открыты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="213"/>
        <source>Ask every seat in each window</source>
        <translation>Спрашивать каждого игрока в каждом окне</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="214"/>
        <source>Triad counts as votes</source>
        <translation>The Triad даёт голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="215"/>
        <source>One operator runs the table (companion mode)</source>
        <translation>Один ведущий управляет столом (режим помощника)</translation>
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
        <translation>Базовая игра</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="234"/>
        <source>Standalone: the program deals the action cards</source>
        <translation>Самостоятельно: программа раздаёт карты действий</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="235"/>
        <source>Companion: beside a real TI4 table</source>
        <translation>Помощник: рядом с настоящим столом TI4</translation>
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
            <numerusform>%1 пасует в окне «%2».</numerusform>
            <numerusform>%1 пасуют в окне «%2».</numerusform>
            <numerusform>%1 пасуют в окне «%2».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="290"/>
        <source>%1 passed.</source>
        <comment>one or more seats passing, named in a list</comment>
        <translation>
            <numerusform>%1 пасует.</numerusform>
            <numerusform>%1 пасуют.</numerusform>
            <numerusform>%1 пасуют.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="305"/>
        <source>%1 played %2</source>
        <translation>%1 разыгрывает %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="305"/>
        <source>%1 used %2</source>
        <translation>%1 применяет %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="316"/>
        <source>%1 cast %n vote(s) for %2.</source>
        <translation>
            <numerusform>%1 отдаёт %n голос за «%2».</numerusform>
            <numerusform>%1 отдаёт %n голоса за «%2».</numerusform>
            <numerusform>%1 отдаёт %n голосов за «%2».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="321"/>
        <source>%1 abstained.</source>
        <translation>%1 воздерживается.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="324"/>
        <source>%1, the speaker, chose %2.</source>
        <translation>%1, председатель, выбирает «%2».</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="329"/>
        <source>%1 offered a transaction to %2.</source>
        <translation>%1 предлагает сделку игроку %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="332"/>
        <source>%1 accepted the transaction.</source>
        <translation>%1 принимает сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="332"/>
        <source>%1 refused the transaction.</source>
        <translation>%1 отказывается от сделки.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="335"/>
        <source>%1 made a choice.</source>
        <translation>%1 делает выбор.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="339"/>
        <source>%1 scored the secret objective %2 (1 VP).</source>
        <translation>%1 выполняет секретную цель %2 (1 ПО).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="345"/>
        <source>Table corrected during agenda phase %1: %2.</source>
        <translation>Стол исправлен во время фазы политики %1: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="347"/>
        <source>Table checked before agenda phase %1: %2.</source>
        <translation>Стол проверен перед фазой политики %1: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="351"/>
        <source>nothing changed</source>
        <translation>ничего не изменилось</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="355"/>
        <location filename="../../desktop/council/table_summary.py" line="83"/>
        <source>The action deck was reshuffled.</source>
        <translation>Колода действий перемешана заново.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="357"/>
        <source>Joined the table: %1.</source>
        <translation>Сели за стол: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="358"/>
        <source>Left the table: %1.</source>
        <translation>Ушли из-за стола: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="366"/>
        <source>%1 joined the game at a new seat.</source>
        <translation>%1 садится за новое место и вступает в игру.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="366"/>
        <source>%1 left the game.</source>
        <translation>%1 покидает игру.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="375"/>
        <source>%1 confirmed: %2.</source>
        <translation>%1 подтверждает: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="389"/>
        <source>The card %1 was cancelled.</source>
        <translation>Карта «%1» отменена.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="392"/>
        <source>Agenda revealed: %1.</source>
        <translation>Раскрыта карта политики: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="397"/>
        <source>Resolved: %1.</source>
        <translation>Принято решение: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="399"/>
        <source>A law enters play.</source>
        <translation>Закон вступает в игру.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="403"/>
        <source>%1 was right: %2 on %3.</source>
        <translation>Предсказание игрока %1 сбылось: %2 — %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="403"/>
        <source>%1 was wrong: %2 on %3.</source>
        <translation>Предсказание игрока %1 не сбылось: %2 — %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="416"/>
        <source>%1 not asked again: passed for the rest of this agenda.</source>
        <translation>
            <numerusform>%1 больше не спрашивается: спасовал до конца этой повестки.</numerusform>
            <numerusform>%1 больше не спрашиваются: спасовали до конца этой повестки.</numerusform>
            <numerusform>%1 больше не спрашиваются: спасовали до конца этой повестки.</numerusform>
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
        <translation>Карты, сыгранные на эту повестку, последняя первой: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="57"/>
        <location filename="../../desktop/council/screens.py" line="405"/>
        <source>a prediction</source>
        <translation>предсказание</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="410"/>
        <source>The law %1 leaves play.</source>
        <translation>Закон «%1» выходит из игры.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="412"/>
        <location filename="../../desktop/legislation/phrases.py" line="103"/>
        <location filename="../../desktop/legislation/phrases.py" line="126"/>
        <location filename="../../desktop/starward/phrases.py" line="88"/>
        <source>You drew %1.</source>
        <translation>Вы взяли: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="71"/>
        <location filename="../../desktop/council/seats.py" line="74"/>
        <location filename="../../desktop/council/table_summary.py" line="26"/>
        <source>no faction</source>
        <translation>без фракции</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="253"/>
        <location filename="../../desktop/council/phone/table.py" line="106"/>
        <location filename="../../desktop/council/seats.py" line="76"/>
        <source>%1 VP · %2 TG</source>
        <translation>ПО: %1 · товары: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="108"/>
        <location filename="../../desktop/council/seats.py" line="78"/>
        <source>%1 VP · %2 TG · %3 action cards</source>
        <translation>ПО: %1 · товары: %2 · карт действий: %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/seats.py" line="84"/>
        <source>planets %1 ready / %2 · up to %n vote(s)</source>
        <translation>
            <numerusform>планеты: %1 из %2 готовы · до %n голоса</numerusform>
            <numerusform>планеты: %1 из %2 готовы · до %n голосов</numerusform>
            <numerusform>планеты: %1 из %2 готовы · до %n голосов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="294"/>
        <source>left the game</source>
        <translation>выбыл из игры</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="70"/>
        <source>left the game: not in the running</source>
        <translation>покинул игру: больше не участвует</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="89"/>
        <source>away this phase</source>
        <translation>отсутствует в этой фазе</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="91"/>
        <source>objectives: %1</source>
        <translation>цели: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="94"/>
        <source>secrets scored: %1</source>
        <translation>секретных целей выполнено: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="118"/>
        <location filename="../../desktop/council/seats.py" line="100"/>
        <source>voted %1 for %2</source>
        <translation>голосов: %1 за «%2»</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="107"/>
        <source>silenced: no votes, cards or abilities</source>
        <translation>лишён слова: без голосов, карт и способностей</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="258"/>
        <location filename="../../desktop/council/phone/table.py" line="123"/>
        <location filename="../../desktop/council/screens.py" line="167"/>
        <location filename="../../desktop/council/seats.py" line="105"/>
        <location filename="../../desktop/council/table_display.py" line="286"/>
        <source>abstained</source>
        <translation>воздерживается</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="256"/>
        <location filename="../../desktop/council/screens.py" line="165"/>
        <location filename="../../desktop/council/seats.py" line="109"/>
        <location filename="../../desktop/council/table_display.py" line="284"/>
        <source>may not vote</source>
        <translation>не может голосовать</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="111"/>
        <source>★ Speaker</source>
        <translation>★ Председатель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="225"/>
        <location filename="../../desktop/council/secret_dialog.py" line="20"/>
        <location filename="../../desktop/council/secret_dialog.py" line="38"/>
        <source>Secret objective scored</source>
        <translation>Секретная цель выполнена</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="226"/>
        <location filename="../../desktop/council/secret_dialog.py" line="22"/>
        <source>Which secret objective did %1 score at the table?</source>
        <translation>Какую секретную цель игрок %1 выполнил за столом?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="231"/>
        <location filename="../../desktop/council/secret_dialog.py" line="28"/>
        <source>It becomes public and is worth 1 VP. Dictate Policy and Drive the Debate are scored with their own cards instead.</source>
        <translation>Она становится открытой и приносит 1 ПО. Dictate Policy и Drive the Debate выполняются по своим картам.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="37"/>
        <source>e.g. Become a Martyr</source>
        <translation>напр. Become a Martyr</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="46"/>
        <source>&amp;Record</source>
        <translation>&amp;Записать</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="48"/>
        <source>−%n point(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n очко</numerusform>
            <numerusform>−%n очка</numerusform>
            <numerusform>−%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="49"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="245"/>
        <location filename="../../desktop/legislation/centre.py" line="144"/>
        <source>Round %1 · %2</source>
        <translation>Раунд %1 · %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/centre.py" line="149"/>
        <source>Deck: %n bill(s)</source>
        <translation>
            <numerusform>Колода: %n законопроект</numerusform>
            <numerusform>Колода: %n законопроекта</numerusform>
            <numerusform>Колода: %n законопроектов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="158"/>
        <source>On the floor: %1</source>
        <translation>На голосовании: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="37"/>
        <source>Voted: %1 of %2</source>
        <translation>Проголосовали: %1 из %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="44"/>
        <source>Your token on this bill: %1</source>
        <translation>Ваш жетон на этом законопроекте: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="45"/>
        <source>Pledge (Yay)</source>
        <translation>Обещание («За»)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="45"/>
        <source>anti-Pledge (Nay)</source>
        <translation>антиобещание («Против»)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="56"/>
        <source>Deal %1: %2 ⇄ %3 (%4 / %5 bills)</source>
        <translation>Сделка %1: %2 ⇄ %3 (законопроекты: %4 / %5)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="96"/>
        <source>Open a &amp;deal with…</source>
        <translation>Начать с&amp;делку с…</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="412"/>
        <source>Open a deal with another player</source>
        <translation>Начать сделку с другим игроком</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="100"/>
        <source>Cancel deal %1</source>
        <translation>Отменить сделку %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="265"/>
        <source>Your Representative: %1</source>
        <translation>Ваш депутат: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="82"/>
        <location filename="../../desktop/legislation/board.py" line="280"/>
        <source>Your hand is empty.</source>
        <translation>У вас пустая рука.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="77"/>
        <source>&amp;Swap</source>
        <translation>&amp;Обменять</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="77"/>
        <source>Don&apos;t swap</source>
        <translation>Не менять</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="79"/>
        <source>S&amp;wap a card…</source>
        <translation>О&amp;бменять карту…</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="83"/>
        <source>&amp;Discard</source>
        <translation>&amp;Сбросить</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="85"/>
        <source>&amp;Draw</source>
        <translation>&amp;Добрать</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="87"/>
        <source>&amp;Place On Deck</source>
        <translation>Вы&amp;ложить в очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="89"/>
        <source>&amp;Put to the vote</source>
        <translation>Поставить на &amp;голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="68"/>
        <source>&amp;Yay</source>
        <translation>&amp;За</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="68"/>
        <source>&amp;Nay</source>
        <translation>П&amp;ротив</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="245"/>
        <source>Vote %1</source>
        <translation>Голосовать: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="94"/>
        <source>&amp;Offer these terms</source>
        <translation>&amp;Предложить эти условия</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="94"/>
        <location filename="../../desktop/starward/board.py" line="374"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="106"/>
        <source>E&amp;nd turn</source>
        <translation>&amp;Завершить ход</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="236"/>
        <source>Vote on bill %1: Yay (%2), Nay (%3) or Abstain (%4).</source>
        <translation>Законопроект %1: «За» (%2), «Против» (%3) или воздержаться (%4).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="110"/>
        <source>&amp;Agree</source>
        <translation>Со&amp;гласиться</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/pile_buttons.py" line="67"/>
        <source>Passed (%n)…</source>
        <translation>
            <numerusform>Принятые (%n)…</numerusform>
            <numerusform>Принятые (%n)…</numerusform>
            <numerusform>Принятые (%n)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/pile_buttons.py" line="67"/>
        <source>Failed (%n)…</source>
        <translation>
            <numerusform>Отклонённые (%n)…</numerusform>
            <numerusform>Отклонённые (%n)…</numerusform>
            <numerusform>Отклонённые (%n)…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/pile_buttons.py" line="130"/>
        <source>See the bills in this pile</source>
        <translation>Посмотреть законопроекты этой стопки</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="231"/>
        <source>Passed bills (%n)</source>
        <translation>
            <numerusform>Принятый законопроект (%n)</numerusform>
            <numerusform>Принятые законопроекты (%n)</numerusform>
            <numerusform>Принятые законопроекты (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="233"/>
        <source>Failed bills (%n)</source>
        <translation>
            <numerusform>Отклонённый законопроект (%n)</numerusform>
            <numerusform>Отклонённые законопроекты (%n)</numerusform>
            <numerusform>Отклонённые законопроекты (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/centre.py" line="75"/>
        <source>you gave %n bill(s): %1</source>
        <translation>
            <numerusform>вы отдали %n законопроект: %1</numerusform>
            <numerusform>вы отдали %n законопроекта: %1</numerusform>
            <numerusform>вы отдали %n законопроектов: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/centre.py" line="78"/>
        <source>you received %n bill(s): %1</source>
        <translation>
            <numerusform>вы получили %n законопроект: %1</numerusform>
            <numerusform>вы получили %n законопроекта: %1</numerusform>
            <numerusform>вы получили %n законопроектов: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="84"/>
        <source>Deal %1 with %2: %3</source>
        <translation>Сделка %1 с %2: %3</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/centre.py" line="87"/>
        <source>nothing changed hands</source>
        <translation>ничего не перешло из рук в руки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="111"/>
        <source>&amp;Walk away</source>
        <translation>Вы&amp;йти из сделки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="181"/>
        <source>Swap: pick one bill from your hand to discard and one bill from a pile or the deck.</source>
        <translation>Обмен: выберите законопроект из руки для сброса и законопроект из стопки сброса или колоды.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="188"/>
        <source>Pick the bills to discard (any number, none to all), then Discard. Nobody sees your choice until everyone has chosen.</source>
        <translation>Выберите законопроекты для сброса (сколько угодно, от нуля до всех), затем нажмите «Сбросить». Никто не увидит ваш выбор, пока не выберут все.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="191"/>
        <source>&amp;Discard %1</source>
        <translation>&amp;Сбросить: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="191"/>
        <source>Keep all</source>
        <translation>Оставить все</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/decisions.py" line="196"/>
        <source>Take %n bill(s): pick from the piles above; the rest come from the deck.</source>
        <translation>
            <numerusform>Возьмите %n законопроект: выберите из стопок выше, остальное — из колоды.</numerusform>
            <numerusform>Возьмите %n законопроекта: выберите из стопок выше, остальные — из колоды.</numerusform>
            <numerusform>Возьмите %n законопроектов: выберите из стопок выше, остальные — из колоды.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="199"/>
        <source>&amp;Draw: %1 from piles + %2 from the deck</source>
        <translation>&amp;Добрать: из стопок %1 + из колоды %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/decisions.py" line="205"/>
        <source>Pick %n bill(s) from your hand to place On Deck.</source>
        <translation>
            <numerusform>Выберите в руке %n законопроект, чтобы выложить его в очередь.</numerusform>
            <numerusform>Выберите в руке %n законопроекта, чтобы выложить их в очередь.</numerusform>
            <numerusform>Выберите в руке %n законопроектов, чтобы выложить их в очередь.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="208"/>
        <source>Click one of your On Deck bills to put it to the vote.</source>
        <translation>Щёлкните один из своих законопроектов в очереди, чтобы поставить его на голосование.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="210"/>
        <source>Put bill %1 to the vote?</source>
        <translation>Поставить законопроект %1 на голосование?</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="240"/>
        <source>Secret ballot: the votes are shown together at the end.</source>
        <translation>Голосование тайное: голоса откроют в конце все сразу.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="218"/>
        <source>Your part of the deal: pick bills from your hand to give, and tokens to take. %1 will then see it on their own screen.</source>
        <translation>Ваша часть сделки: законопроекты из руки, которые отдаёте, и жетоны, которые берёте. Затем %1 увидит её на своём экране.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="223"/>
        <source>Your Pledge turn: open deals with other players, then End turn to make them final.</source>
        <translation>Ваш ход обещаний: начните сделки с другими игроками, затем «Завершить ход», чтобы закрепить их.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/decisions.py" line="227"/>
        <source>Your part of the deal: bills you give (pick in your hand) and tokens you take. Agree to offer it; the other side must agree too.</source>
        <translation>Ваша часть сделки: законопроекты из руки, которые отдаёте, и жетоны, которые берёте. Нужно согласие обеих сторон.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="28"/>
        <source>no token</source>
        <translation>нет жетона</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="28"/>
        <source>Pledge: Yay</source>
        <translation>Обещание: «За»</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="28"/>
        <source>anti-Pledge: Nay</source>
        <translation>Антиобещание: «Против»</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="58"/>
        <source>%1 offers</source>
        <translation>%1 предлагает</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="73"/>
        <source>Offered to you: %1</source>
        <translation>Вам предлагают: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="77"/>
        <source>no bills</source>
        <translation>нет законопроектов</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="79"/>
        <source>Bills to you:</source>
        <translation>Законопроекты вам:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="81"/>
        <source>Tokens %1 takes:</source>
        <translation>Жетоны, которые берёт %1:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="85"/>
        <source>bill %1 — %2</source>
        <translation>№ %1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="91"/>
        <source>%1 has agreed to the deal as it stands.</source>
        <translation>%1: согласие на сделку в нынешнем виде.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="93"/>
        <source>%1 has not agreed yet.</source>
        <translation>%1: согласия пока нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="106"/>
        <source>Tokens you take (click a bill to cycle: Pledge, anti-Pledge, none)</source>
        <translation>Жетоны, которые вы берёте (щёлкайте по законопроекту: обещание, антиобещание, ничего)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="132"/>
        <source>held: %1</source>
        <translation>занято: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="171"/>
        <location filename="../../desktop/legislation/phrases.py" line="25"/>
        <location filename="../../desktop/starward/phone/moves.py" line="314"/>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="198"/>
        <location filename="../../desktop/legislation/phrases.py" line="26"/>
        <source>Draw</source>
        <translation>Добор</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="27"/>
        <source>Place On Deck</source>
        <translation>Выложить в очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="251"/>
        <location filename="../../desktop/legislation/phrases.py" line="28"/>
        <source>Swap</source>
        <translation>Обмен</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="29"/>
        <source>Deal Terms</source>
        <translation>Условия сделки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="30"/>
        <source>Confirm Deal</source>
        <translation>Подтвердить сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="31"/>
        <source>Drop Deal</source>
        <translation>Выйти из сделки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="32"/>
        <source>Cancel Deal</source>
        <translation>Отменить сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="33"/>
        <source>End Turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="34"/>
        <source>Propose Bill</source>
        <translation>Поставить законопроект на голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="35"/>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="42"/>
        <source>the discarded bills were shown</source>
        <translation>сброшенные законопроекты были показаны</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="43"/>
        <source>bills were drawn</source>
        <translation>были взяты законопроекты</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="44"/>
        <source>a bill was drawn from the deck</source>
        <translation>из колоды взят законопроект</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="45"/>
        <source>bills were shown to a deal partner</source>
        <translation>законопроекты были показаны партнёру по сделке</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="46"/>
        <source>the secret ballot was revealed</source>
        <translation>тайное голосование было раскрыто</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="52"/>
        <source>Discard round</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="53"/>
        <source>Draw round</source>
        <translation>Добор</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="54"/>
        <source>On Deck round</source>
        <translation>Очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="55"/>
        <source>Pledge round</source>
        <translation>Обещания</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="56"/>
        <source>Vote round</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="57"/>
        <source>Session over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="62"/>
        <location filename="../../desktop/legislation/screens.py" line="97"/>
        <location filename="../../desktop/table/reasons.py" line="25"/>
        <source>Yay</source>
        <translation>За</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="62"/>
        <location filename="../../desktop/legislation/screens.py" line="98"/>
        <location filename="../../desktop/table/reasons.py" line="26"/>
        <source>Nay</source>
        <translation>Против</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="88"/>
        <source>%1 chose their discards. Discards revealed — %2.</source>
        <translation>%1 выбирает сброс. Сброс раскрыт — %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="90"/>
        <source>%1 chose to discard bills %2.</source>
        <translation>%1 сбрасывает законопроекты %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="92"/>
        <source>%1 chose their discards.</source>
        <translation>%1 выбирает сброс.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="96"/>
        <source>bill %1 from %2&apos;s pile</source>
        <translation>законопроект %1 из стопки сброса игрока %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phrases.py" line="100"/>
        <source>%n bill(s) from the deck</source>
        <translation>
            <numerusform>%n законопроект из колоды</numerusform>
            <numerusform>%n законопроекта из колоды</numerusform>
            <numerusform>%n законопроектов из колоды</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="101"/>
        <source>%1 took %2.</source>
        <translation>%1 берёт: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="101"/>
        <source>%1 took no bills.</source>
        <translation>%1 не берёт законопроектов.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="108"/>
        <source>%1 placed bill %2 On Deck.</source>
        <translation>%1 выкладывает законопроект %2 в очередь.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="108"/>
        <source>%1 placed bills %2 On Deck.</source>
        <translation>%1 выкладывает законопроекты %2 в очередь.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="130"/>
        <source>%1 set their terms in a deal with %2.</source>
        <translation>%1 ставит свои условия в сделке с игроком %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="132"/>
        <source>%1 agreed to the deal.</source>
        <translation>%1 соглашается на сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="134"/>
        <location filename="../../desktop/legislation/screens.py" line="181"/>
        <source>%1 walked away from the deal.</source>
        <translation>%1 выходит из сделки.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="138"/>
        <source>%1 cancelled the deal with %2: its bills went back, its tokens were lifted.</source>
        <translation>%1 отменяет сделку с игроком %2: законопроекты вернулись, жетоны сняты.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="186"/>
        <source>%1&apos;s bill %2 went On Deck.</source>
        <translation>Законопроект игрока %1 (%2) ушёл в очередь.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="141"/>
        <source>%1 ended their Pledge turn; the deals are final.</source>
        <translation>%1 завершает ход обещаний; сделки закреплены.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="116"/>
        <source>%1 swapped: discarded bill %2, took a bill from the deck.</source>
        <translation>%1 меняет: сбрасывает законопроект %2, берёт законопроект из колоды.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="120"/>
        <source>%1 swapped: discarded bill %2, took a bill from %3&apos;s pile.</source>
        <translation>%1 меняет: сбрасывает законопроект %2, берёт законопроект из стопки игрока %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="143"/>
        <source>%1 put bill %2 to the vote.</source>
        <translation>%1 ставит законопроект %2 на голосование.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="146"/>
        <source>%1 voted %2.</source>
        <translation>%1 голосует: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="148"/>
        <source>%1 voted.</source>
        <translation>%1 голосует.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="24"/>
        <source>joins the table</source>
        <translation>садится за стол</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="24"/>
        <source>leaves the table</source>
        <translation>уходит из-за стола</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="32"/>
        <source>+ %1 (from %2)</source>
        <translation>+ %1 (от %2)</translation>
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
        <translation>истощены: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="42"/>
        <source>readied: %1</source>
        <translation>подготовлены: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="44"/>
        <source>%1 TG (was %2)</source>
        <translation>товары: %1 (было %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="45"/>
        <source>%1 VP (was %2)</source>
        <translation>ПО: %1 (было %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="51"/>
        <source>tokens %1 (was %2)</source>
        <translation>жетоны %1 (было %2)</translation>
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
        <translation>Действующий закон: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="81"/>
        <source>Law removed: %1</source>
        <translation>Закон снят: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_summary.py" line="98"/>
        <source>… (all of it: point here)</source>
        <translation>… (всё целиком — наведите сюда)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="152"/>
        <source>The deal is made.</source>
        <translation>Сделка заключена.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="163"/>
        <source>Bill %1 %2 (%3 Yay, %4 Nay).</source>
        <translation>Законопроект %1 %2 («за»: %3, «против»: %4).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="165"/>
        <location filename="../../desktop/legislation/screens.py" line="129"/>
        <source>PASSED</source>
        <translation>ПРИНЯТ</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="165"/>
        <location filename="../../desktop/legislation/screens.py" line="129"/>
        <source>FAILED</source>
        <translation>ОТКЛОНЁН</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="178"/>
        <location filename="../../desktop/legislation/screens.py" line="122"/>
        <source>%1 BETRAYED their token (voted %2).</source>
        <translation>%1: ПРЕДАТЕЛЬСТВО — голос вопреки своему жетону (%2).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="181"/>
        <source>— %1 begins —</source>
        <translation>— начинается: %1 —</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="183"/>
        <source>%1&apos;s turn is skipped.</source>
        <translation>Игрок %1 пропускает ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="186"/>
        <source>%1&apos;s bills %2 went On Deck.</source>
        <translation>Законопроекты игрока %1 (%2) ушли в очередь.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="45"/>
        <source>%1: everyone chooses discards (waiting for %2).</source>
        <translation>%1: все выбирают сброс (ждём: %2).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="51"/>
        <source>%1: bill %2 is on the floor; waiting for %3.</source>
        <translation>%1: обсуждается законопроект %2; ждём: %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="63"/>
        <source>%1: %2 is negotiating with %3.</source>
        <translation>%1: %2 ведёт переговоры с игроком %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="74"/>
        <source>Choose your discards in secret.</source>
        <translation>Тайно выберите, что сбросить.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="76"/>
        <source>Your turn to draw.</source>
        <translation>Ваш ход: добор.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="79"/>
        <source>Cast your secret vote on bill %1.</source>
        <translation>Тайно проголосуйте по законопроекту %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="80"/>
        <source>Your vote on bill %1 (roll call).</source>
        <translation>Ваш голос по законопроекту %1 (поимённое голосование).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="82"/>
        <source>%1 offers you a deal: look at it on your own screen.</source>
        <translation>%1 предлагает вам сделку: посмотрите её на своём экране.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="86"/>
        <source>Your Pledge turn.</source>
        <translation>Ваш ход обещаний.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="87"/>
        <location filename="../../desktop/starward/screens.py" line="81"/>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="101"/>
        <source>%1 of %2 have voted</source>
        <translation>проголосовали %1 из %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="103"/>
        <source>(secret)</source>
        <translation>(тайно)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="104"/>
        <source>Bill %1 on the floor</source>
        <translation>Законопроект %1 на голосовании</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="111"/>
        <source>pts</source>
        <translation>очк.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="128"/>
        <source>Bill %1</source>
        <translation>Законопроект %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="131"/>
        <source>%1 Yay · %2 Nay</source>
        <translation>%1 за · %2 против</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="155"/>
        <source>Hand size</source>
        <translation>Размер руки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="155"/>
        <source>Ballot</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="159"/>
        <source>9 bills (full game)</source>
        <translation>9 законопроектов (полная игра)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="159"/>
        <source>6 bills (short game)</source>
        <translation>6 законопроектов (короткая игра)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="161"/>
        <source>Secret ballot</source>
        <translation>Тайное</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="162"/>
        <source>Roll call (open)</source>
        <translation>Поимённое (открытое)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="179"/>
        <source>%1 agreed to the deal: it is made.</source>
        <translation>%1 соглашается на сделку: она заключена.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="183"/>
        <source>%1 changed the deal: look at it on your own screen.</source>
        <translation>%1 изменяет сделку: посмотрите её на своём экране.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="184"/>
        <source>%1 agreed to the deal as it stands.</source>
        <translation>%1 соглашается на сделку в текущем виде.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="26"/>
        <source>−%n pt(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n очко</numerusform>
            <numerusform>−%n очка</numerusform>
            <numerusform>−%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="27"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="108"/>
        <source>hand %1</source>
        <translation>в руке %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="109"/>
        <source>pile %1</source>
        <translation>в сбросе %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="113"/>
        <source>has chosen</source>
        <translation>выбор сделан</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="115"/>
        <source>sits out (betrayal)</source>
        <translation>пропускает (предательство)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="117"/>
        <source>betrayed: skips next Pledge turn</source>
        <translation>предательство: пропускает следующий ход обещаний</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="123"/>
        <location filename="../../desktop/legislation/seats.py" line="119"/>
        <source>has voted</source>
        <translation>голос отдан</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="106"/>
        <location filename="../../desktop/legislation/seats.py" line="179"/>
        <source>On Deck: %1</source>
        <translation>В очереди: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="197"/>
        <source>%1&apos;s discard pile, %n bill(s), top: %2</source>
        <translation>
            <numerusform>Стопка сброса игрока %1, %n законопроект, сверху: %2</numerusform>
            <numerusform>Стопка сброса игрока %1, %n законопроекта, сверху: %2</numerusform>
            <numerusform>Стопка сброса игрока %1, %n законопроектов, сверху: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="42"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="43"/>
        <source>It is not your turn to vote.</source>
        <translation>Сейчас не ваша очередь голосовать.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="44"/>
        <source>It is another player&apos;s turn in this window.</source>
        <translation>В этом окне сейчас очередь другого игрока.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="38"/>
        <location filename="../../desktop/refusals.py" line="45"/>
        <location filename="../../desktop/starward/hints.py" line="37"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="31"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="41"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="34"/>
        <source>Waiting for the table.</source>
        <translation>Ожидание стола.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="44"/>
        <source>Your turn: vote</source>
        <translation>Ваш ход: голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="47"/>
        <location filename="../../desktop/council/phone/__init__.py" line="50"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="35"/>
        <source>Your turn: %1</source>
        <translation>Ваш ход: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="98"/>
        <location filename="../../desktop/council/phone/__init__.py" line="100"/>
        <location filename="../../desktop/council/phone/__init__.py" line="109"/>
        <location filename="../../desktop/council/phone/__init__.py" line="138"/>
        <location filename="../../desktop/council/phone/__init__.py" line="151"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="62"/>
        <source>Pick what the move needs first.</source>
        <translation>Сначала выберите всё, что нужно для хода.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="110"/>
        <location filename="../../desktop/council/phone/__init__.py" line="116"/>
        <location filename="../../desktop/council/phone/__init__.py" line="132"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="64"/>
        <source>This move is not allowed now.</source>
        <translation>Этот ход сейчас не разрешён.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="149"/>
        <source>Name one amount of trade goods each way.</source>
        <translation>Укажите одно количество товаров в каждую сторону.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="153"/>
        <source>Offer this to %1.</source>
        <translation>Предложить это: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="154"/>
        <source>%1 cannot be offered this transaction.</source>
        <translation>Этой сделки нельзя предложить: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="46"/>
        <source>That move belongs to another round of the game.</source>
        <translation>Этот ход относится к другому раунду игры.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="47"/>
        <source>That move does not fit this moment of the turn.</source>
        <translation>Этот ход не подходит к этому моменту хода.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="48"/>
        <source>Nothing can be undone: the table has already seen what came next.</source>
        <translation>Отменить нельзя: стол уже видел, что было дальше.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="49"/>
        <source>There is nothing to redo.</source>
        <translation>Нечего повторять.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="50"/>
        <source>This game does not know that move.</source>
        <translation>В этой игре нет такого хода.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="52"/>
        <source>You have already voted.</source>
        <translation>Вы уже проголосовали.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="53"/>
        <source>That is not one of the choices on this ballot.</source>
        <translation>Такого варианта в этом голосовании нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="54"/>
        <source>A vote cannot count less than nothing.</source>
        <translation>Голос не может стоить меньше нуля.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="55"/>
        <source>Extra votes need votes already cast.</source>
        <translation>Дополнительные голоса можно отдать только вслед за основными.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="56"/>
        <source>That choice is not allowed now.</source>
        <translation>Сейчас такой выбор недопустим.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="19"/>
        <source>You have already chosen your discards.</source>
        <translation>Вы уже выбрали, что сбросить.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="20"/>
        <source>You have already agreed: the other side must confirm.</source>
        <translation>Вы уже согласились: подтвердить должна другая сторона.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="21"/>
        <source>Pick a bill from someone&apos;s discard pile.</source>
        <translation>Выберите законопроект из чьей-нибудь стопки сброса.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="22"/>
        <source>Pick a bill On Deck and a pledge or anti-pledge.</source>
        <translation>Выберите законопроект в очереди и обещание или антиобещание.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="23"/>
        <source>A bill drawn from the deck is its top card: it cannot be chosen.</source>
        <translation>Из колоды берут верхнюю карту: её нельзя выбрать.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="24"/>
        <source>Bill %bill from that deal has been passed on: cancel the later deal first.</source>
        <translation>Законопроект %bill из этой сделки уже передан дальше: сначала отмените более позднюю сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="25"/>
        <source>Finish or drop the open deal first.</source>
        <translation>Сначала завершите открытую сделку или выйдите из неё.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/refusals.py" line="26"/>
        <source>The deck has only %n bill(s) left.</source>
        <translation>
            <numerusform>В колоде остался только %n законопроект.</numerusform>
            <numerusform>В колоде осталось только %n законопроекта.</numerusform>
            <numerusform>В колоде осталось только %n законопроектов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="27"/>
        <source>The deck is empty.</source>
        <translation>Колода пуста.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="28"/>
        <source>The same bill is named twice.</source>
        <translation>Один и тот же законопроект назван дважды.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="29"/>
        <source>There is no bill on the floor to vote on.</source>
        <translation>Нет законопроекта, по которому идёт голосование.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="30"/>
        <source>Choose whom to deal with.</source>
        <translation>Выберите, с кем заключить сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="31"/>
        <source>That deal was not made this turn.</source>
        <translation>Эта сделка заключена не в этот ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="108"/>
        <location filename="../../desktop/legislation/refusals.py" line="32"/>
        <source>There is no such seat at this table.</source>
        <translation>За этим столом нет такого места.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="33"/>
        <source>Only the two players of the open deal can change it.</source>
        <translation>Изменить открытую сделку могут только два её участника.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="34"/>
        <source>That bill is not in your hand.</source>
        <translation>Этого законопроекта нет у вас в руке.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="35"/>
        <source>That bill is not in that discard pile.</source>
        <translation>Этого законопроекта нет в этой стопке сброса.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="36"/>
        <source>That bill is not On Deck.</source>
        <translation>Этого законопроекта нет в очереди.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="37"/>
        <source>You cannot take back from your own discard pile.</source>
        <translation>Нельзя брать из собственной стопки сброса.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="38"/>
        <source>%seat betrayed a pledge and sits out this Pledge round.</source>
        <translation>%seat: обещание нарушено — пропуск этого раунда обещаний.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="39"/>
        <source>A deal needs another player.</source>
        <translation>Для сделки нужен другой игрок.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="40"/>
        <source>A swap is only allowed as the first move of a turn.</source>
        <translation>Обмен разрешён только первым действием хода.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="41"/>
        <source>You already hold a token on that bill (one per bill).</source>
        <translation>У вас уже есть жетон на этом законопроекте (один на законопроект).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="42"/>
        <source>Fill On Deck up to three bills from your hand first.</source>
        <translation>Сначала доложите очередь из руки до трёх законопроектов.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/refusals.py" line="43"/>
        <source>Take exactly %n bill(s).</source>
        <translation>
            <numerusform>Возьмите ровно %n законопроект.</numerusform>
            <numerusform>Возьмите ровно %n законопроекта.</numerusform>
            <numerusform>Возьмите ровно %n законопроектов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="43"/>
        <source>No window is open for playing cards now.</source>
        <translation>Сейчас нет окна для розыгрыша карт.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="44"/>
        <source>%card is not an agenda-phase card.</source>
        <translation>%card — не карта фазы политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="45"/>
        <source>%card is used, not played from the hand (or the other way round).</source>
        <translation>%card применяют, а не разыгрывают с руки (или наоборот).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="46"/>
        <source>%card cannot be used in this window (%window).</source>
        <translation>%card нельзя применить в этом окне (%window).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="47"/>
        <source>You do not have %card ready to use.</source>
        <translation>У вас нет готовой к применению карты %card.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="48"/>
        <source>You do not hold the %card of %seat.</source>
        <translation>У вас нет векселя %card игрока %seat.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="49"/>
        <source>%card cannot be used now.</source>
        <translation>%card сейчас нельзя применить.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="50"/>
        <source>%card has no legal use now.</source>
        <translation>Сейчас %card нельзя применить по правилам.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="52"/>
        <source>No vote is being taken now.</source>
        <translation>Сейчас голосование не идёт.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="53"/>
        <source>You may not vote on this agenda.</source>
        <translation>Вы не можете голосовать по этой карте политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="54"/>
        <source>That is not an outcome of this agenda.</source>
        <translation>У этой карты политики нет такого варианта решения.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="55"/>
        <source>You agreed to vote for one outcome (Genetic Recombination).</source>
        <translation>Вы согласились голосовать за определённое решение (Genetic Recombination).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="56"/>
        <source>A planet can be exhausted only once.</source>
        <translation>Карту планеты можно перевернуть только один раз.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="57"/>
        <source>You do not control that planet.</source>
        <translation>Вы не контролируете эту планету.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="58"/>
        <source>That is exhausted: it cannot be used now.</source>
        <translation>Эта карта перевёрнута: сейчас её нельзя использовать.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="59"/>
        <source>Representative Government: planets cannot be exhausted to vote.</source>
        <translation>Representative Government: нельзя переворачивать планеты, чтобы голосовать.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="60"/>
        <source>Casting 0 votes is abstaining: use Abstain.</source>
        <translation>Отдать 0 голосов — значит воздержаться: нажмите «Воздержаться».</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="62"/>
        <source>Trade goods are not votes (only Gila the Silvertongue turns them into votes).</source>
        <translation>Товары — не голоса (только Gila the Silvertongue превращает их в голоса).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="64"/>
        <source>Extra votes need at least 1 vote cast from planets.</source>
        <translation>Для дополнительных голосов нужен хотя бы 1 голос от планет.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="65"/>
        <source>Each extra can be used once.</source>
        <translation>Каждый дополнительный источник голосов можно использовать один раз.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="66"/>
        <source>That is not an extra you can choose when voting.</source>
        <translation>Этот дополнительный источник нельзя выбрать при голосовании.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="67"/>
        <source>Odlynn Myrr gives up to 6 votes, and only once it was used on this agenda.</source>
        <translation>Odlynn Myrr даёт до 6 голосов и только если был применён на этой карте политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="68"/>
        <source>There is no tie to break.</source>
        <translation>Ничьей нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="69"/>
        <source>Only the speaker breaks ties.</source>
        <translation>Ничью разрешает только председатель.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="70"/>
        <source>That outcome is not one of the tied ones.</source>
        <translation>Это решение не из тех, что набрали поровну голосов.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="72"/>
        <source>Transactions are made during an agenda.</source>
        <translation>Сделки заключают во время голосования по карте политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="73"/>
        <source>Finish the current question before proposing a transaction.</source>
        <translation>Прежде чем предлагать сделку, закончите текущий вопрос.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="74"/>
        <source>A transaction needs another player.</source>
        <translation>Для сделки нужен другой игрок.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="75"/>
        <source>You two have already made your one transaction for this agenda.</source>
        <translation>Вы двое уже заключили свою единственную сделку по этой карте политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="77"/>
        <source>Something in the transaction cannot be traded.</source>
        <translation>Что-то в этой сделке нельзя передавать.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="78"/>
        <source>Action cards change hands only with the Hacan or Black Market Dealings.</source>
        <translation>Карты действий передаются только при участии Hacan или с Black Market Dealings.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="79"/>
        <source>Not enough trade goods for that.</source>
        <translation>Для этого не хватает товаров.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="80"/>
        <source>No transaction is waiting for your answer.</source>
        <translation>Нет сделки, ожидающей вашего ответа.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="81"/>
        <source>Nothing is being asked of you.</source>
        <translation>От вас сейчас ничего не требуется.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="82"/>
        <source>No table instruction is waiting.</source>
        <translation>Нет ожидающих указаний для стола.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="83"/>
        <source>Another player confirms this instruction.</source>
        <translation>Это указание подтверждает другой игрок.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="85"/>
        <source>Name the secret objective that was scored.</source>
        <translation>Назовите выполненную секретную цель.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="86"/>
        <source>A secret objective&apos;s name has 1 to 60 printable characters.</source>
        <translation>Название секретной цели — от 1 до 60 печатных символов.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="87"/>
        <source>%card is scored with its own card when its condition is met.</source>
        <translation>%card выполняется по своей карте, когда выполнено её условие.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="88"/>
        <source>%objective has already been scored.</source>
        <translation>%objective уже выполнена.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="89"/>
        <source>A player has at most three secret objectives, scored and unscored.</source>
        <translation>У игрока не больше трёх секретных целей, выполненных и невыполненных вместе.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="91"/>
        <source>%card is not in the action deck of the chosen sets.</source>
        <translation>%card нет в колоде действий выбранных наборов.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="93"/>
        <source>%card has already been played: it is in the discard pile until the action deck is reshuffled (tick that at the next table check).</source>
        <translation>%card уже разыграна: она в сбросе, пока колоду действий не перемешают заново (отметьте это при следующей проверке стола).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="96"/>
        <source>Fleet Regulations: no more than 4 command tokens in a fleet pool.</source>
        <translation>Fleet Regulations: в пуле флота не больше 4 жетонов приказов.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="97"/>
        <source>The table is checked only before an agenda phase.</source>
        <translation>Стол проверяют только перед фазой политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="98"/>
        <source>Give every seat its entries, a speaker at the table, and no negative counts.</source>
        <translation>Заполните данные каждого места, укажите председателя за столом, без отрицательных чисел.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="34"/>
        <source>A planet is not in this game&apos;s sets, is held by two players, or is marked exhausted by a player who does not control it.</source>
        <translation>Планета не из наборов этой игры, принадлежит двум игрокам или отмечена перевёрнутой у игрока, который её не контролирует.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="24"/>
        <source>%planet is the home planet of %faction, whom no seat plays: choose that faction for a seat, or remove the planet.</source>
        <translation>%planet — родная планета фракции %faction, за которую никто не играет: выберите эту фракцию для игрока или уберите планету.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="28"/>
        <source>%planet is not in a game of the chosen sets: remove it.</source>
        <translation>%planet нет в выбранных наборах: уберите её.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="30"/>
        <source>%planet is held by both %holder and %seat: keep it on one player&apos;s tab.</source>
        <translation>%planet указана и у %holder, и у %seat: оставьте её на вкладке одного игрока.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="32"/>
        <source>%seat has %planet marked exhausted without controlling it.</source>
        <translation>%seat отмечает планету %planet истощённой, но не контролирует её.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="100"/>
        <source>A player has a technology they cannot own.</source>
        <translation>У игрока технология, которой у него быть не может.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="101"/>
        <source>A relic is held by two players, or is not in this game.</source>
        <translation>Реликвия у двух игроков или её нет в этой игре.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="102"/>
        <source>A player has at most three secret objectives, each scored once.</source>
        <translation>У игрока не больше трёх секретных целей, каждая выполнена один раз.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="103"/>
        <source>A promissory note is held by two players, or is not one of this game&apos;s.</source>
        <translation>Вексель у двух игроков или его нет в этой игре.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="105"/>
        <source>A law is not in this game&apos;s agenda deck, is listed twice, or lies in the wrong place.</source>
        <translation>Закона нет в колоде политики этой игры, он указан дважды или лежит не там.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="107"/>
        <source>Command tokens: 0 to 16 in all.</source>
        <translation>Жетоны приказов: всего от 0 до 16.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="109"/>
        <source>The speaker must be at the table.</source>
        <translation>Председатель должен быть за столом.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="110"/>
        <source>At least two players must be at the table.</source>
        <translation>За столом должны быть хотя бы два игрока.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="111"/>
        <source>A faction is not in this game&apos;s sets, or sits at two seats.</source>
        <translation>Фракции нет в наборах этой игры, или она занимает два места.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="112"/>
        <source>A public objective is named twice for one player, or its name is empty.</source>
        <translation>Открытая цель указана у игрока дважды, или её название пустое.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="113"/>
        <source>The speaker corrects the table for everyone.</source>
        <translation>Председатель исправляет стол за всех.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/start_page.py" line="442"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="87"/>
        <location filename="../../desktop/council/play_chooser.py" line="37"/>
        <source>as it stands</source>
        <translation>как есть</translation>
    </message>
    <message>
        <location filename="../../desktop/council/play_chooser.py" line="57"/>
        <source>How do you play %1?</source>
        <translation>Как вы разыгрываете %1?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/declare.py" line="34"/>
        <source>Speaker: which agenda did Covert Legislation draw? Keep it to yourself — the screen shows only its outcomes.</source>
        <translation>Председатель: какую карту политики взяла Covert Legislation? Не показывайте её — на экране только варианты решения.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/declare.py" line="38"/>
        <source>Speaker: which agenda was turned over?</source>
        <translation>Председатель: какая карта политики открыта?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/declare.py" line="45"/>
        <source>Type part of the agenda&apos;s name…</source>
        <translation>Начните вводить название карты политики…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/declare.py" line="46"/>
        <source>Search the agendas still in the deck</source>
        <translation>Поиск среди карт политики, оставшихся в колоде</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="56"/>
        <source>%1 (%2 influence)</source>
        <translation>%1 (влияние %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="119"/>
        <source>Planets controlled — tick the exhausted ones</source>
        <translation>Подконтрольные планеты — отметьте перевёрнутые</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="122"/>
        <source>Type a planet&apos;s name and press Enter to add it…</source>
        <translation>Введите название планеты и нажмите Enter…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="123"/>
        <source>Add a planet</source>
        <translation>Добавить планету</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="140"/>
        <source>Remove planet</source>
        <translation>Убрать планету</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="145"/>
        <source>Add home planets</source>
        <translation>Добавить домашние планеты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="156"/>
        <source>&amp;Faction</source>
        <translation>&amp;Фракция</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="161"/>
        <source>At the &amp;table this phase</source>
        <translation>За &amp;столом в этой фазе</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="62"/>
        <location filename="../../desktop/council/table_check.py" line="171"/>
        <source>Trade goods</source>
        <translation>Товары</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="61"/>
        <location filename="../../desktop/council/table_check.py" line="172"/>
        <source>Victory points</source>
        <translation>Победные очки</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="173"/>
        <source>Tactic tokens</source>
        <translation>Жетоны тактики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="174"/>
        <source>Fleet tokens</source>
        <translation>Жетоны флота</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="175"/>
        <source>Strategy tokens</source>
        <translation>Жетоны стратегии</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="186"/>
        <source>Secret objectives scored (one a line)</source>
        <translation>Выполненные секретные цели (по одной в строке)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="192"/>
        <source>Public objectives scored (one a line)</source>
        <translation>Выполненные открытые цели (по одной в строке)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="195"/>
        <source>Public objectives scored</source>
        <translation>Выполненные открытые цели</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="219"/>
        <source>Technologies (agenda phase)</source>
        <translation>Технологии (для фазы политики)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="220"/>
        <source>Relics</source>
        <translation>Реликвии</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="221"/>
        <source>Promissory notes held</source>
        <translation>Векселя на руках</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="268"/>
        <source>Ticked: exhausted now</source>
        <translation>Отмечено: сейчас перевёрнута</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="328"/>
        <source>Laws in play carry over from the last phase. Correct them here if the table differs.</source>
        <translation>Законы в игре остаются с прошлой фазы. Исправьте их здесь, если за столом иначе.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="335"/>
        <source>Add a law in play</source>
        <translation>Добавить закон в игре</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="350"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="375"/>
        <source>Common play area</source>
        <translation>Общая зона</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="404"/>
        <source>Table check before agenda phase %1</source>
        <translation>Проверка стола перед фазой политики %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="413"/>
        <source>Say how the table stands now: what changed in the action and status phases. Everything starts as the last agenda phase ended.</source>
        <translation>Укажите, как сейчас обстоят дела за столом: что изменилось в фазах действий и статуса. Всё начинается так, как закончилась прошлая фаза политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="422"/>
        <source>On the board after the last agenda phase: %1</source>
        <translation>На игровом поле после прошлой фазы политики: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="431"/>
        <source>Speaker:</source>
        <translation>Председатель:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="262"/>
        <location filename="../../desktop/council/phone/table.py" line="153"/>
        <location filename="../../desktop/council/table_check.py" line="435"/>
        <source>Speaker</source>
        <translation>Председатель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="440"/>
        <source>The action deck was reshuffled since the last check</source>
        <translation>После прошлой проверки колоду действий перемешали заново</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="442"/>
        <source>Every copy of every action card can be played again.</source>
        <translation>Все экземпляры всех карт действий снова можно разыграть.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="478"/>
        <source>&amp;Apply the correction</source>
        <translation>&amp;Применить исправление</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="479"/>
        <source>Correct the table during agenda phase %1</source>
        <translation>Исправить стол во время фазы политики %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="481"/>
        <source>Put right what a player holds now; laws and the speaker wait for the next check.</source>
        <translation>Исправьте, что сейчас есть у игрока; законы и председатель ждут следующей проверки.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="501"/>
        <source>The correction changes: %1</source>
        <translation>Исправление изменит: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="501"/>
        <source>Starting will change: %1</source>
        <translation>Начало фазы изменит: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="505"/>
        <source>The correction changes nothing yet.</source>
        <translation>Исправление пока ничего не меняет.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="507"/>
        <source>Starting changes nothing: the table is as the last phase ended.</source>
        <translation>Начало фазы ничего не изменит: стол таков, каким был в конце прошлой фазы.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="516"/>
        <source>%1 (no faction)</source>
        <translation>%1 (без фракции)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="516"/>
        <source>%1 (?)</source>
        <translation>%1 (?)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="519"/>
        <source>%1 — away</source>
        <translation>%1 — отсутствует</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="310"/>
        <location filename="../../desktop/council/table_check.py" line="582"/>
        <source>Correct the table</source>
        <translation>Исправить стол</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_history.py" line="93"/>
        <location filename="../../desktop/council/board.py" line="418"/>
        <location filename="../../desktop/council/phone/table.py" line="167"/>
        <location filename="../../desktop/council/table_check.py" line="468"/>
        <source>Laws in play</source>
        <translation>Законы в игре</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_check.py" line="476"/>
        <source>Start agenda phase %1</source>
        <translation>Начать фазу политики %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="38"/>
        <source>For or Against</source>
        <translation>«За» или «Против»</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="44"/>
        <source>The speaker drew a hidden agenda: vote on its outcomes</source>
        <translation>Председатель взял скрытую карту политики: голосуйте за её варианты решения</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="45"/>
        <source> · law</source>
        <translation> · закон</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="45"/>
        <source> · directive</source>
        <translation> · распоряжение</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="57"/>
        <source>Galactic Council — table display</source>
        <translation>Галактический совет — экран для стола</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="87"/>
        <source>Votes so far</source>
        <translation>Голоса на сейчас</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="92"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="110"/>
        <source>F11 or double-click: full screen · Esc: leave full screen</source>
        <translation>F11 или двойной щелчок: во весь экран · Esc: выйти из полноэкранного режима</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="113"/>
        <location filename="../../desktop/council/table_display.py" line="177"/>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="180"/>
        <source>Leave full screen</source>
        <translation>Выйти из полноэкранного режима</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="191"/>
        <source>Round %1 · agenda %2 · speaker: %3</source>
        <translation>Раунд %1 · карта политики %2 · председатель: %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="198"/>
        <source>Round %1 · speaker: %2</source>
        <translation>Раунд %1 · председатель: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="206"/>
        <source>No agenda on the table</source>
        <translation>На столе нет карты политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/__init__.py" line="38"/>
        <location filename="../../desktop/council/table_display.py" line="213"/>
        <location filename="../../desktop/starward/phone/__init__.py" line="31"/>
        <source>The game is over: %1 won.</source>
        <translation>Игра окончена. Победа: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="215"/>
        <source>Result: %1</source>
        <translation>Решение: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="219"/>
        <source>Last result: %1 — %2</source>
        <translation>Последнее решение: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="231"/>
        <source>%1 votes now</source>
        <translation>Голосует: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="233"/>
        <source>Table check: set the table as it stands, then start the agenda phase.</source>
        <translation>Проверка стола: укажите, как обстоят дела, затем начните фазу политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="235"/>
        <source>%1, the speaker, decides the outcome</source>
        <translation>%1, председатель, выбирает решение</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="236"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="263"/>
        <source>… and %1 more</source>
        <translation>… и ещё %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="280"/>
        <source>%1 for %2</source>
        <translation>%1 за «%2»</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="282"/>
        <source>silenced</source>
        <translation>лишён слова</translation>
    </message>
    <message>
        <location filename="../../desktop/council/table_display.py" line="288"/>
        <source>%1 available</source>
        <translation>доступно: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="154"/>
        <location filename="../../desktop/council/table_display.py" line="302"/>
        <source>%1 VP</source>
        <translation>%1 ПО</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="38"/>
        <source>Hidden agenda</source>
        <translation>Скрытая повестка</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="61"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="63"/>
        <source>%1 ready of %2</source>
        <translation>готовы %1 из %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="64"/>
        <source>Votes</source>
        <translation>Голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="69"/>
        <source>Secrets scored</source>
        <translation>Выполненные секретные цели</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="75"/>
        <source>Promissory note</source>
        <translation>Вексель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="94"/>
        <location filename="../../desktop/council/phone/table.py" line="78"/>
        <source>Secret objective</source>
        <translation>Секретная цель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="80"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="308"/>
        <location filename="../../desktop/starward/board.py" line="293"/>
        <location filename="../../desktop/starward/phone/moves.py" line="305"/>
        <location filename="../../desktop/starward/phone/moves.py" line="309"/>
        <location filename="../../desktop/starward/phone/table.py" line="70"/>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="154"/>
        <source>Victory at</source>
        <translation>Победа при</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="157"/>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/board.py" line="293"/>
        <source>Hands are private</source>
        <translation>Карты на руке скрыты</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="105"/>
        <location filename="../../desktop/starward/choice_band.py" line="129"/>
        <location filename="../../desktop/starward/phone/moves.py" line="82"/>
        <source>Attack:</source>
        <translation>Атаковать:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="108"/>
        <location filename="../../desktop/starward/phone/moves.py" line="84"/>
        <source>Settle:</source>
        <translation>Заселить:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="111"/>
        <location filename="../../desktop/starward/phone/moves.py" line="86"/>
        <location filename="../../desktop/starward/phone/moves.py" line="232"/>
        <source>Tuck it under:</source>
        <translation>Подложить под:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="113"/>
        <location filename="../../desktop/starward/choice_band.py" line="152"/>
        <location filename="../../desktop/starward/phone/moves.py" line="88"/>
        <location filename="../../desktop/starward/phone/moves.py" line="123"/>
        <location filename="../../desktop/starward/phone/moves.py" line="284"/>
        <source>Produce on:</source>
        <translation>Произвести на:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="118"/>
        <location filename="../../desktop/starward/phone/moves.py" line="92"/>
        <source>a fighter</source>
        <translation>истребитель</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="119"/>
        <location filename="../../desktop/starward/choice_band.py" line="158"/>
        <location filename="../../desktop/starward/phone/moves.py" line="90"/>
        <location filename="../../desktop/starward/phone/moves.py" line="92"/>
        <location filename="../../desktop/starward/phone/moves.py" line="248"/>
        <source>Trade:</source>
        <translation>Торговать:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="53"/>
        <source>Choose a role. Everyone else may follow it or dissent.</source>
        <translation>Выберите роль. Остальные могут последовать или отказаться.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="122"/>
        <location filename="../../desktop/starward/phone/moves.py" line="94"/>
        <location filename="../../desktop/starward/phone/moves.py" line="119"/>
        <location filename="../../desktop/starward/phone/moves.py" line="297"/>
        <source>Remove from the game:</source>
        <translation>Убрать из игры:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="125"/>
        <location filename="../../desktop/starward/phone/moves.py" line="96"/>
        <source>Take the top card of:</source>
        <translation>Взять верхнюю карту из:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="127"/>
        <location filename="../../desktop/starward/phone/moves.py" line="98"/>
        <source>Name a resource:</source>
        <translation>Назовите ресурс:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="133"/>
        <source>Tuck %1 under:</source>
        <translation>Подложить %1 под:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="145"/>
        <source>Or settle instead:</source>
        <translation>Или вместо этого заселить:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="161"/>
        <location filename="../../desktop/starward/phone/moves.py" line="257"/>
        <source>Fighters to trade:</source>
        <translation>Истребители на обмен:</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choice_band.py" line="166"/>
        <source>Fighters to trade</source>
        <translation>Истребители на обмен</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/choice_band.py" line="54"/>
        <location filename="../../desktop/starward/phone/moves.py" line="205"/>
        <source>%1 (%n fighter(s))</source>
        <translation>
            <numerusform>%1 (%n истребитель)</numerusform>
            <numerusform>%1 (%n истребителя)</numerusform>
            <numerusform>%1 (%n истребителей)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="42"/>
        <location filename="../../desktop/starward/phone/moves.py" line="291"/>
        <source>Pick the hand cards to remove from the game (at most %1).</source>
        <translation>Выберите карты на руке, которые нужно убрать из игры (не более %1).</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="43"/>
        <location filename="../../desktop/starward/hints.py" line="116"/>
        <location filename="../../desktop/starward/phone/moves.py" line="290"/>
        <source>any number</source>
        <translation>любое количество</translation>
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
        <translation>%1: %2 Выберите то, что нужно для действия, и разыграйте его.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="58"/>
        <source>Action phase: pick a card to play for its action, or skip to the role.</source>
        <translation>Фаза действий: выберите карту, чтобы разыграть её действие, или перейдите к роли.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="60"/>
        <source>Choose a role (keys 1–6). Everyone else may follow it or dissent.</source>
        <translation>Выберите роль (клавиши 1–6); другие поддержат или откажутся.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="67"/>
        <source>Boost %1 with cards showing its symbol: you count %2.</source>
        <translation>Усильте роль «%1» картами с её символом: символов сейчас %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="76"/>
        <source>%1 chose %2. You have no face-down planet to tuck a card under: dissent and draw a card.</source>
        <translation>%1 выбирает роль «%2». У вас нет планеты рубашкой вверх, под которую можно подложить карту: откажитесь и возьмите карту.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="81"/>
        <source>%1 chose %2. You cannot follow it: dissent and draw a card.</source>
        <translation>%1 выбирает роль «%2». Вы не можете её поддержать: откажитесь и возьмите карту.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="86"/>
        <source>%1 chose %2. Follow with cards showing its symbol (you count %3), or dissent and draw.</source>
        <translation>%1 выбирает роль «%2». Поддержите её картами с её символом (символов сейчас: %3) или откажитесь и возьмите карту.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="92"/>
        <source>Survey: keep one of these planets face down in your Empire; the rest go unseen.</source>
        <translation>Разведка: оставьте одну из этих планет в своей Империи рубашкой вверх; остальные уходят неоткрытыми.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="96"/>
        <source>Warfare (%1): take %n fighter(s), or attack one of your planets instead.</source>
        <translation>
            <numerusform>Война (%1): возьмите %n истребитель или вместо этого атакуйте одну из своих планет.</numerusform>
            <numerusform>Война (%1): возьмите %n истребителя или вместо этого атакуйте одну из своих планет.</numerusform>
            <numerusform>Война (%1): возьмите %n истребителей или вместо этого атакуйте одну из своих планет.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="98"/>
        <source>Attack one of your face-down planets, or decline.</source>
        <translation>Атакуйте одну из своих планет, лежащих рубашкой вверх, или откажитесь.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="100"/>
        <source>Colonize (%1): tuck each card under one of your face-down planets.</source>
        <translation>Колонизация (%1): подложите каждую карту под одну из своих планет, лежащих рубашкой вверх.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="104"/>
        <source>Or settle a planet instead.</source>
        <translation>Или вместо этого заселите планету.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="107"/>
        <source>Produce: fill up to %n empty slot(s) of your face-up planets.</source>
        <translation>
            <numerusform>Производство: заполните до %n пустой ячейки на своих открытых планетах.</numerusform>
            <numerusform>Производство: заполните до %n пустых ячеек на своих открытых планетах.</numerusform>
            <numerusform>Производство: заполните до %n пустых ячеек на своих открытых планетах.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="109"/>
        <source>Trade: return up to %n resource(s), 1 influence each.</source>
        <translation>
            <numerusform>Торговля: верните до %n ресурса, по 1 влиянию за каждый.</numerusform>
            <numerusform>Торговля: верните до %n ресурсов, по 1 влиянию за каждый.</numerusform>
            <numerusform>Торговля: верните до %n ресурсов, по 1 влиянию за каждый.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="111"/>
        <source>Research (%1 symbols): take one technology that qualifies, or none.</source>
        <translation>Исследование (символов: %1): возьмите одну доступную технологию или ни одной.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="115"/>
        <source>You may remove cards in your hand from the game (at most %1).</source>
        <translation>Вы можете убрать карты с руки из игры (не более %1).</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/hints.py" line="118"/>
        <source>Cleanup: discard any cards you like, then draw up to your hand limit of %1.</source>
        <translation>Сброс: сбросьте любые карты, затем доберите до лимита руки (%1).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/hints.py" line="122"/>
        <source>You hold too many: discard at least %n.</source>
        <translation>
            <numerusform>У вас слишком много карт: сбросьте хотя бы %n.</numerusform>
            <numerusform>У вас слишком много карт: сбросьте хотя бы %n.</numerusform>
            <numerusform>У вас слишком много карт: сбросьте хотя бы %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="298"/>
        <source>Remove from the game</source>
        <translation>Убрать из игры</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="314"/>
        <source>Discard and draw</source>
        <translation>Сбросить и добрать</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="318"/>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/board.py" line="374"/>
        <source>Remove cards…</source>
        <translation>Убрать карты…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="81"/>
        <location filename="../../desktop/starward/offers.py" line="193"/>
        <source>Remove %n card(s)</source>
        <translation>
            <numerusform>Убрать %n карту</numerusform>
            <numerusform>Убрать %n карты</numerusform>
            <numerusform>Убрать %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="97"/>
        <location filename="../../desktop/starward/phone/moves.py" line="221"/>
        <source>Skip to the role</source>
        <translation>Перейти к роли</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="97"/>
        <location filename="../../desktop/starward/phone/moves.py" line="221"/>
        <source>End the action phase</source>
        <translation>Завершить фазу действий</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="111"/>
        <source>Boost with %n card(s)</source>
        <translation>
            <numerusform>Усилить %n картой</numerusform>
            <numerusform>Усилить %n картами</numerusform>
            <numerusform>Усилить %n картами</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="111"/>
        <source>Resolve without boosting</source>
        <translation>Выполнить без усиления</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="122"/>
        <source>Follow with %n card(s)</source>
        <translation>
            <numerusform>Поддержать %n картой</numerusform>
            <numerusform>Поддержать %n картами</numerusform>
            <numerusform>Поддержать %n картами</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="122"/>
        <source>Follow on Empire symbols</source>
        <translation>Поддержать символами Империи</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="125"/>
        <location filename="../../desktop/starward/phone/moves.py" line="219"/>
        <source>Dissent: draw a card</source>
        <translation>Отказаться: взять карту</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="133"/>
        <location filename="../../desktop/starward/phone/moves.py" line="193"/>
        <source>Keep %1</source>
        <translation>Оставить %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="133"/>
        <source>Keep the planet picked</source>
        <translation>Оставить выбранную планету</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="123"/>
        <location filename="../../desktop/starward/offers.py" line="140"/>
        <location filename="../../desktop/starward/phone/moves.py" line="68"/>
        <location filename="../../desktop/starward/phone/moves.py" line="206"/>
        <source>Attack</source>
        <translation>Атаковать</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="105"/>
        <source>take fighters</source>
        <translation>взять истребители</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="106"/>
        <source>choosing nothing</source>
        <translation>ничего не выбирая</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="148"/>
        <source>how?</source>
        <translation>как?</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="149"/>
        <source>Play a card for its action</source>
        <translation>Сыграть карту ради её действия</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="157"/>
        <source>Choose a role</source>
        <translation>Выберите роль</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="143"/>
        <location filename="../../desktop/starward/phone/moves.py" line="198"/>
        <source>Take %n fighter(s) instead</source>
        <translation>
            <numerusform>Вместо этого взять %n истребитель</numerusform>
            <numerusform>Вместо этого взять %n истребителя</numerusform>
            <numerusform>Вместо этого взять %n истребителей</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="146"/>
        <location filename="../../desktop/starward/phone/moves.py" line="200"/>
        <source>Do not attack</source>
        <translation>Не атаковать</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/moves.py" line="234"/>
        <source>Colonize: tuck each card under one of your face-down planets.</source>
        <translation>Колонизация: подложите каждую карту под одну из ваших закрытых планет.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="154"/>
        <location filename="../../desktop/starward/phone/moves.py" line="237"/>
        <source>Tuck the cards</source>
        <translation>Подложить карты</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="154"/>
        <source>Go on</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="159"/>
        <location filename="../../desktop/starward/phone/moves.py" line="208"/>
        <source>Settle instead</source>
        <translation>Вместо этого заселить</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="167"/>
        <source>Produce %n resource(s)</source>
        <translation>
            <numerusform>Произвести %n ресурс</numerusform>
            <numerusform>Произвести %n ресурса</numerusform>
            <numerusform>Произвести %n ресурсов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="175"/>
        <source>Trade %n for influence</source>
        <translation>
            <numerusform>Обменять %n на влияние</numerusform>
            <numerusform>Обменять %n на влияние</numerusform>
            <numerusform>Обменять %n на влияние</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="184"/>
        <location filename="../../desktop/starward/phone/moves.py" line="216"/>
        <source>Take %1</source>
        <translation>Взять %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="186"/>
        <location filename="../../desktop/starward/phone/moves.py" line="211"/>
        <source>Take no technology</source>
        <translation>Не брать технологию</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/offers.py" line="193"/>
        <source>Remove none</source>
        <translation>Ничего не убирать</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/offers.py" line="201"/>
        <source>Discard %n and draw</source>
        <translation>
            <numerusform>Сбросить %n и добрать</numerusform>
            <numerusform>Сбросить %n и добрать</numerusform>
            <numerusform>Сбросить %n и добрать</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="90"/>
        <source>%n card(s) in its stack.</source>
        <translation>
            <numerusform>В её стопке %n карта.</numerusform>
            <numerusform>В её стопке %n карты.</numerusform>
            <numerusform>В её стопке %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="28"/>
        <location filename="../../desktop/starward/turn_lines.py" line="90"/>
        <source>Its stack is empty.</source>
        <translation>Её стопка пуста.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="91"/>
        <source>You would count %1 before boosting.</source>
        <translation>До усиления у вас было бы %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="245"/>
        <source>colonies %1/%2</source>
        <translation>колонии %1/%2</translation>
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
        <translation>истребители %1</translation>
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
        <translation>рука +1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="252"/>
        <source>blocked</source>
        <translation>заблокировано</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_painters.py" line="252"/>
        <source>blocked</source>
        <comment>on a narrow planet tile</comment>
        <translation>блок.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choices.py" line="63"/>
        <source>%1 planet %2</source>
        <translation>%1 планета %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choices.py" line="71"/>
        <source>the fighter on %1</source>
        <translation>истребитель на %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/choices.py" line="75"/>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="28"/>
        <source>%1: %n card(s) left</source>
        <translation>
            <numerusform>%1: осталась %n карта</numerusform>
            <numerusform>%1: осталось %n карты</numerusform>
            <numerusform>%1: осталось %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="30"/>
        <source>%1: empty; its leader counts +1 symbol instead</source>
        <translation>%1: пусто; вместо этого лидер получает +1 символ</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="31"/>
        <source>%1: empty; its leader gets no extra colony</source>
        <translation>%1: пусто; лидер не получает дополнительной колонии</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="81"/>
        <source>empty · +1</source>
        <translation>пусто · +1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="81"/>
        <source>empty · +0</source>
        <translation>пусто · +0</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="110"/>
        <source>Planet deck: %n card(s); top card: %1 planet (settle %2, attack %3)</source>
        <translation>
            <numerusform>Колода планет: %n карта; сверху планета «%1» (заселить %2, атаковать %3)</numerusform>
            <numerusform>Колода планет: %n карты; сверху планета «%1» (заселить %2, атаковать %3)</numerusform>
            <numerusform>Колода планет: %n карт; сверху планета «%1» (заселить %2, атаковать %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="119"/>
        <source>Planets: %n · top: %1, settle %2, attack %3</source>
        <translation>
            <numerusform>Планеты: %n · сверху: «%1», заселить %2, атаковать %3</numerusform>
            <numerusform>Планеты: %n · сверху: «%1», заселить %2, атаковать %3</numerusform>
            <numerusform>Планеты: %n · сверху: «%1», заселить %2, атаковать %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/display.py" line="124"/>
        <source>Planets: %n · top: %1</source>
        <translation>
            <numerusform>Планеты: %n · сверху: «%1»</numerusform>
            <numerusform>Планеты: %n · сверху: «%1»</numerusform>
            <numerusform>Планеты: %n · сверху: «%1»</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="127"/>
        <source>Planet deck: empty</source>
        <translation>Колода планет: пуста</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="139"/>
        <source>Influence %1 (reserve %2) · empty stacks %3/%4</source>
        <translation>Влияние %1 (резерв %2) · пустых стопок %3/%4</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="105"/>
        <source>planet discard: %1</source>
        <translation>сброс планет: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="129"/>
        <source>Influence supply: %1 (reserve %2)</source>
        <translation>Запас влияния: %1 (резерв %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="134"/>
        <source>Empty stacks: %1 of the %2 that end the game</source>
        <translation>Пустые стопки: %1 из %2, завершающих игру</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="248"/>
        <location filename="../../desktop/council/phone/__init__.py" line="31"/>
        <location filename="../../desktop/legislation/centre.py" line="145"/>
        <location filename="../../desktop/starward/display.py" line="145"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="147"/>
        <source>Supply Lines: one more turn</source>
        <translation>Supply Lines: ещё один ход</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="149"/>
        <source>the last round: the end has been triggered</source>
        <translation>последний раунд: конец игры запущен</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="164"/>
        <source>&amp;Technologies (%1)</source>
        <translation>&amp;Технологии (%1)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/display.py" line="168"/>
        <source>Show the technologies still in the supply, and what each needs</source>
        <translation>Показать технологии, оставшиеся в запасе, и требования каждой</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="40"/>
        <source>⚔ %1 · ◆ %2 · hand %3 · deck %4 · discard %5</source>
        <translation>⚔ %1 · ◆ %2 · рука %3 · колода %4 · сброс %5</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="48"/>
        <source>removed %1</source>
        <translation>убрано %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/empire.py" line="54"/>
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n истребитель</numerusform>
            <numerusform>%n истребителя</numerusform>
            <numerusform>%n истребителей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/empire.py" line="55"/>
        <source>%n influence token(s)</source>
        <translation>
            <numerusform>%n жетон влияния</numerusform>
            <numerusform>%n жетона влияния</numerusform>
            <numerusform>%n жетонов влияния</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="108"/>
        <source>%1&apos;s Empire, %2 influence in all</source>
        <translation>Империя: %1, всего влияния: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="110"/>
        <source>%1 influence</source>
        <translation>влияние: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="113"/>
        <source>Tokens %1 + planets %2 + technologies %3</source>
        <translation>Жетоны %1 + планеты %2 + технологии %3</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="140"/>
        <source>Empire symbols: %1</source>
        <translation>Символы Империи: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="154"/>
        <source>In play: %1</source>
        <translation>В игре: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/empire.py" line="58"/>
        <source>Discard pile: %1</source>
        <translation>Стопка сброса: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="16"/>
        <source>Action: draw 2 cards.</source>
        <translation>Действие: возьмите 2 карты.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="17"/>
        <source>Action: take 1 fighter, or attack 1 of your planets.</source>
        <translation>Действие: возьмите 1 истребитель или атакуйте 1 из своих планет.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="18"/>
        <source>Action: tuck this card under a face-down planet, or settle 1 planet.</source>
        <translation>Действие: подложите эту карту под планету рубашкой вверх или заселите 1 планету.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="19"/>
        <source>Action: produce 1 resource, or trade 1 resource for 1 influence.</source>
        <translation>Действие: произведите 1 ресурс или обменяйте 1 ресурс на 1 влияние.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="20"/>
        <source>Action: remove up to 2 other cards in your hand from the game.</source>
        <translation>Действие: уберите из игры до 2 других карт с руки.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="21"/>
        <source>Action: remove this card; take the top card of any stack into your hand.</source>
        <translation>Действие: уберите эту карту; возьмите на руку верхнюю карту любой стопки.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="28"/>
        <source>Draw 2 cards</source>
        <translation>Возьмите 2 карты</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="29"/>
        <source>1 fighter, or attack</source>
        <translation>1 истребитель или атака</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="30"/>
        <source>Tuck as colony, or settle</source>
        <translation>Подложить или заселить</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="31"/>
        <source>Produce 1, or trade 1</source>
        <translation>Произвести 1 или обменять 1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="32"/>
        <source>Remove 2 cards from the game</source>
        <translation>Убрать 2 карты из игры</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="33"/>
        <source>Swap for a stack&apos;s top card</source>
        <translation>Обмен на верхнюю карту стопки</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="50"/>
        <location filename="../../desktop/starward/phone/moves.py" line="177"/>
        <source>%1 technology, level %2</source>
        <translation>технология «%1», уровень %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="55"/>
        <location filename="../../desktop/starward/names.py" line="104"/>
        <source>Politics</source>
        <translation>Политика</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="55"/>
        <source>Role card</source>
        <translation>Карта роли</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="63"/>
        <source>no symbol</source>
        <translation>без символа</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/faces.py" line="66"/>
        <source>%n influence.</source>
        <translation>
            <numerusform>%n влияние.</numerusform>
            <numerusform>%n влияния.</numerusform>
            <numerusform>%n влияния.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="116"/>
        <source>%1, %2 planet</source>
        <translation>%1, планета «%2»</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="118"/>
        <source>%1 planet</source>
        <translation>планета «%1»</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="121"/>
        <location filename="../../desktop/starward/phone/table.py" line="76"/>
        <source>face up</source>
        <translation>открыта</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="124"/>
        <source>face down: settle with %1 colonies, attack with %2 fighters</source>
        <translation>рубашкой вверх: заселить колониями (%1), атаковать истребителями (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/faces.py" line="129"/>
        <source>%n colony(ies) tucked under it</source>
        <translation>
            <numerusform>под ней %n колония</numerusform>
            <numerusform>под ней %n колонии</numerusform>
            <numerusform>под ней %n колоний</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="135"/>
        <source>%1 (held)</source>
        <translation>%1 (занято)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="135"/>
        <source>%1 slot, empty</source>
        <translation>ячейка «%1», пусто</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/faces.py" line="136"/>
        <source>%n influence</source>
        <translation>
            <numerusform>%n влияние</numerusform>
            <numerusform>%n влияния</numerusform>
            <numerusform>%n влияния</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="138"/>
        <source>hand limit +1</source>
        <translation>лимит руки +1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/faces.py" line="140"/>
        <source>a fighter blocks it</source>
        <translation>её блокирует истребитель</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="41"/>
        <location filename="../../desktop/starward/names.py" line="64"/>
        <source>Survey</source>
        <translation>Разведка</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="42"/>
        <location filename="../../desktop/starward/names.py" line="65"/>
        <source>Warfare</source>
        <translation>Война</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="43"/>
        <location filename="../../desktop/starward/names.py" line="66"/>
        <location filename="../../desktop/starward/names.py" line="124"/>
        <location filename="../../desktop/starward/phone/moves.py" line="69"/>
        <source>Colonize</source>
        <translation>Колонизация</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="44"/>
        <location filename="../../desktop/starward/names.py" line="125"/>
        <location filename="../../desktop/starward/phone/moves.py" line="70"/>
        <location filename="../../desktop/starward/phone/moves.py" line="285"/>
        <source>Produce</source>
        <translation>Производство</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="45"/>
        <location filename="../../desktop/starward/names.py" line="126"/>
        <location filename="../../desktop/starward/phone/moves.py" line="71"/>
        <location filename="../../desktop/starward/phone/moves.py" line="259"/>
        <source>Trade</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="46"/>
        <location filename="../../desktop/starward/names.py" line="68"/>
        <location filename="../../desktop/starward/names.py" line="127"/>
        <location filename="../../desktop/starward/phone/moves.py" line="72"/>
        <source>Research</source>
        <translation>Исследование</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="53"/>
        <source>S</source>
        <comment>Survey symbol</comment>
        <translation>Р</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="54"/>
        <source>W</source>
        <comment>Warfare symbol</comment>
        <translation>В</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="55"/>
        <source>C</source>
        <comment>Colonize symbol</comment>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="56"/>
        <source>P</source>
        <comment>Produce symbol</comment>
        <translation>П</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="57"/>
        <source>T</source>
        <comment>Trade symbol</comment>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="58"/>
        <source>R</source>
        <comment>Research symbol</comment>
        <translation>И</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="67"/>
        <location filename="../../desktop/starward/names.py" line="106"/>
        <source>Produce/Trade</source>
        <translation>Производство/Торговля</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="74"/>
        <source>Advanced</source>
        <translation>Развитая</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="75"/>
        <source>Fertile</source>
        <translation>Плодородная</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="76"/>
        <source>Metallic</source>
        <translation>Металлическая</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="83"/>
        <source>Advanced</source>
        <comment>planet type on a narrow tile</comment>
        <translation>Развит.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="84"/>
        <source>Fertile</source>
        <comment>planet type on a narrow tile</comment>
        <translation>Плодор.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="85"/>
        <source>Metallic</source>
        <comment>planet type on a narrow tile</comment>
        <translation>Металл.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="91"/>
        <source>silicon</source>
        <translation>кремний</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="92"/>
        <source>food</source>
        <translation>еда</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="93"/>
        <source>water</source>
        <translation>вода</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="94"/>
        <source>iron</source>
        <translation>железо</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="116"/>
        <location filename="../../desktop/starward/phone/moves.py" line="63"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="117"/>
        <source>End of the action phase</source>
        <translation>Конец фазы действий</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="118"/>
        <location filename="../../desktop/starward/phone/moves.py" line="64"/>
        <source>Role choice</source>
        <translation>Выбор роли</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="119"/>
        <location filename="../../desktop/starward/phone/moves.py" line="65"/>
        <location filename="../../desktop/starward/phone/moves.py" line="305"/>
        <source>Boost</source>
        <translation>Усиление</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="120"/>
        <location filename="../../desktop/starward/phone/moves.py" line="66"/>
        <location filename="../../desktop/starward/phone/moves.py" line="309"/>
        <source>Follow</source>
        <translation>Поддержка</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="121"/>
        <location filename="../../desktop/starward/phone/moves.py" line="66"/>
        <source>Dissent</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="122"/>
        <location filename="../../desktop/starward/phone/moves.py" line="67"/>
        <source>Survey pick</source>
        <translation>Выбор при разведке</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="128"/>
        <location filename="../../desktop/starward/phone/moves.py" line="73"/>
        <source>Removing cards</source>
        <translation>Удаление карт</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/names.py" line="129"/>
        <location filename="../../desktop/starward/phone/moves.py" line="74"/>
        <location filename="../../desktop/starward/turn_lines.py" line="18"/>
        <source>Cleanup</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="22"/>
        <source>%1 played %2 for its action.</source>
        <translation>%1 разыгрывает карту «%2» ради действия.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="24"/>
        <source>%1 ended the action phase.</source>
        <translation>%1 завершает фазу действий.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="26"/>
        <source>%1 chose the role %2.</source>
        <translation>%1 выбирает роль «%2».</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="31"/>
        <source>%1 boosted with %2</source>
        <translation>%1 усиливает картами: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="31"/>
        <source>%1 did not boost</source>
        <translation>%1 не усиливает</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="33"/>
        <source>%1 followed with %2</source>
        <translation>%1 поддерживает картами: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="33"/>
        <source>%1 followed on Empire symbols</source>
        <translation>%1 поддерживает символами Империи</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="35"/>
        <source>(%n symbol(s)).</source>
        <translation>
            <numerusform>(%n символ).</numerusform>
            <numerusform>(%n символа).</numerusform>
            <numerusform>(%n символов).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="37"/>
        <source>%1 dissented.</source>
        <translation>%1 отказывается.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="39"/>
        <source>%1 kept a planet face down.</source>
        <translation>%1 оставляет планету рубашкой вверх.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="42"/>
        <source>%1 attacked a planet and turned it face up.</source>
        <translation>%1 атакует планету и открывает её.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="44"/>
        <source>%1 took fighters.</source>
        <translation>%1 берёт истребители.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="48"/>
        <source>%1 settled a planet.</source>
        <translation>%1 заселяет планету.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="51"/>
        <source>%1 tucked %n card(s) as colonies.</source>
        <translation>
            <numerusform>%1 подкладывает %n карту как колонию.</numerusform>
            <numerusform>%1 подкладывает %n карты как колонии.</numerusform>
            <numerusform>%1 подкладывает %n карт как колонии.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="53"/>
        <source>%1 produced %n resource(s).</source>
        <translation>
            <numerusform>%1 производит %n ресурс.</numerusform>
            <numerusform>%1 производит %n ресурса.</numerusform>
            <numerusform>%1 производит %n ресурсов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="55"/>
        <source>%1 traded for %n influence.</source>
        <translation>
            <numerusform>%1 обменивает ресурсы на %n влияние.</numerusform>
            <numerusform>%1 обменивает ресурсы на %n влияния.</numerusform>
            <numerusform>%1 обменивает ресурсы на %n влияния.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="59"/>
        <source>%1 took no technology.</source>
        <translation>%1 не берёт технологию.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="65"/>
        <source>%1 took the technology %2.</source>
        <translation>%1 берёт технологию «%2».</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="67"/>
        <source>%1 removed %2 from the game.</source>
        <translation>%1 убирает из игры: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="70"/>
        <source>%1 cleaned up, discarding %n card(s).</source>
        <translation>
            <numerusform>%1 проводит сброс и сбрасывает %n карту.</numerusform>
            <numerusform>%1 проводит сброс и сбрасывает %n карты.</numerusform>
            <numerusform>%1 проводит сброс и сбрасывает %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="80"/>
        <source>+%n fighter(s).</source>
        <translation>
            <numerusform>+%n истребитель.</numerusform>
            <numerusform>+%n истребителя.</numerusform>
            <numerusform>+%n истребителей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="82"/>
        <source>Looked at %n planet card(s).</source>
        <translation>
            <numerusform>Просмотрена %n карта планеты.</numerusform>
            <numerusform>Просмотрены %n карты планет.</numerusform>
            <numerusform>Просмотрено %n карт планет.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="84"/>
        <source>You see: %1.</source>
        <translation>Вы видите: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="86"/>
        <source>You found %1.</source>
        <translation>Вы нашли: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/phrases.py" line="90"/>
        <source>Drew %n card(s).</source>
        <translation>
            <numerusform>Взята %n карта.</numerusform>
            <numerusform>Взяты %n карты.</numerusform>
            <numerusform>Взято %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="92"/>
        <source>The discard pile was shuffled into a new deck.</source>
        <translation>Стопка сброса перемешана в новую колоду.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="94"/>
        <source>The planet discard pile became a new planet deck.</source>
        <translation>Сброс планет стал новой колодой планет.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="98"/>
        <source>Took the top card of: %1.</source>
        <translation>Взята верхняя карта из: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phrases.py" line="101"/>
        <source>A planet was settled.</source>
        <translation>Планета заселена.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="12"/>
        <source>That is only possible in the action phase.</source>
        <translation>Это возможно только в фазе действий.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="13"/>
        <source>Someone must first finish a choice that is under way.</source>
        <translation>Сначала нужно завершить уже начатый выбор.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="14"/>
        <source>That is not a number that can be used here.</source>
        <translation>Это число здесь использовать нельзя.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="15"/>
        <source>Tuck every card played for Colonize under a face-down planet.</source>
        <translation>Подложите каждую карту, разыгранную для колонизации, под планету рубашкой вверх.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="16"/>
        <source>That planet can never hold resources.</source>
        <translation>На этой планете никогда не может быть ресурсов.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="17"/>
        <source>That card cannot be removed now.</source>
        <translation>Эту карту сейчас нельзя убрать.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="18"/>
        <source>The same card is named twice.</source>
        <translation>Одна и та же карта указана дважды.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="19"/>
        <source>The same planet is named twice.</source>
        <translation>Одна и та же планета указана дважды.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="20"/>
        <source>The same slot is named twice.</source>
        <translation>Одна и та же ячейка указана дважды.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="21"/>
        <source>That slot holds no resource to trade.</source>
        <translation>В этой ячейке нет ресурса для обмена.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="22"/>
        <source>That planet is face down.</source>
        <translation>Эта планета лежит рубашкой вверх.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="23"/>
        <source>That planet is already face up.</source>
        <translation>Эта планета уже открыта.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="24"/>
        <source>You have too few face-up planets of that type for this technology.</source>
        <translation>Для этой технологии у вас слишком мало открытых планет этого типа.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="25"/>
        <source>You have too few Research symbols for this technology.</source>
        <translation>Для этой технологии у вас слишком мало символов исследования.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="26"/>
        <source>This card&apos;s action does not use that choice.</source>
        <translation>Действие этой карты не использует такой выбор.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="27"/>
        <source>World Shaping goes under one of your face-down planets.</source>
        <translation>World Shaping кладётся под одну из ваших планет рубашкой вверх.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="28"/>
        <source>Name a resource type.</source>
        <translation>Назовите тип ресурса.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="29"/>
        <source>Fighters can be traded only with Arms Exchange.</source>
        <translation>Истребители можно обменивать только с Arms Exchange.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="30"/>
        <source>No fighter sits on that planet.</source>
        <translation>На этой планете нет истребителя.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="31"/>
        <source>Only the leader (or Civil Service) may do that instead.</source>
        <translation>Вместо этого так может поступить только лидер (или Civil Service).</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="32"/>
        <source>Colonize needs at least one card to tuck.</source>
        <translation>Для колонизации нужна хотя бы одна карта, которую можно подложить.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="33"/>
        <source>You have no face-down planet for that.</source>
        <translation>У вас нет для этого планеты рубашкой вверх.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="34"/>
        <source>That technology has no such face.</source>
        <translation>У этой технологии нет такой стороны.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="35"/>
        <source>You have no such planet.</source>
        <translation>У вас нет такой планеты.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="36"/>
        <source>There is no such role.</source>
        <translation>Такой роли нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="37"/>
        <source>That planet has no such slot.</source>
        <translation>На этой планете нет такой ячейки.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="38"/>
        <source>There is no such stack.</source>
        <translation>Такой стопки нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="39"/>
        <source>That card shows none of the role&apos;s symbols.</source>
        <translation>На этой карте нет ни одного символа роли.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="40"/>
        <source>That card is not in your hand.</source>
        <translation>Этой карты нет у вас на руке.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="41"/>
        <source>That technology has already been taken.</source>
        <translation>Эту технологию уже взяли.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="42"/>
        <source>Discard down to your hand limit.</source>
        <translation>Сбросьте карты до лимита руки.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="43"/>
        <source>Produce or trade: not both.</source>
        <translation>Производство или торговля: не то и другое сразу.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="44"/>
        <source>The Research card itself is not removed.</source>
        <translation>Сама карта исследования не убирается.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="45"/>
        <source>Tuck the card or settle a planet: not both.</source>
        <translation>Подложите карту или заселите планету: не то и другое сразу.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="46"/>
        <source>That slot already holds its resource.</source>
        <translation>В этой ячейке уже есть ресурс.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/refusals.py" line="47"/>
        <source>Name %n stack(s) to take from.</source>
        <translation>
            <numerusform>Укажите %n стопку, из которой брать.</numerusform>
            <numerusform>Укажите %n стопки, из которых брать.</numerusform>
            <numerusform>Укажите %n стопок, из которых брать.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="48"/>
        <source>That stack has too few cards.</source>
        <translation>В этой стопке слишком мало карт.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="49"/>
        <source>That planet has too few colonies to be settled.</source>
        <translation>У этой планеты слишком мало колоний для заселения.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="50"/>
        <source>You have too few fighters to attack that planet.</source>
        <translation>У вас слишком мало истребителей, чтобы атаковать эту планету.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/refusals.py" line="51"/>
        <source>That is more than this move allows.</source>
        <translation>Это больше, чем позволяет этот ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="21"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="62"/>
        <location filename="../../desktop/starward/scores.py" line="22"/>
        <source>Influence tokens</source>
        <translation>Жетоны влияния</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="23"/>
        <source>Face-up planets</source>
        <translation>Открытые планеты</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="24"/>
        <source>Technologies</source>
        <translation>Технологии</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="25"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="26"/>
        <source>Resources + fighters (ties)</source>
        <translation>Ресурсы + истребители (при ничьей)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/scores.py" line="46"/>
        <source>Score breakdown</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="41"/>
        <source>Round %1, %2&apos;s turn.</source>
        <translation>Раунд %1, ходит %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="46"/>
        <source>%1 chose %2: %3 follows or dissents.</source>
        <translation>%1 выбирает роль «%2»: %3 поддерживает или отказывается.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="55"/>
        <source>Role: %1; waiting for %2.</source>
        <translation>Роль: %1; ждём: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="65"/>
        <source>%1 chose %2: follow or dissent.</source>
        <translation>%1 выбирает роль «%2»: поддержите или откажитесь.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="72"/>
        <source>Survey: look at planet cards in private and keep one.</source>
        <translation>Разведка: тайно посмотрите карты планет и оставьте одну.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="74"/>
        <source>Research: choose a technology.</source>
        <translation>Исследование: выберите технологию.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="76"/>
        <source>A choice of yours during %1&apos;s turn.</source>
        <translation>Ваш выбор во время хода игрока %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="78"/>
        <source>Your turn: the action phase.</source>
        <translation>Ваш ход: фаза действий.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="80"/>
        <source>Your cleanup.</source>
        <translation>Ваш сброс.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="98"/>
        <source>Extended game for 3 players (smaller stacks, two empty stacks end it)</source>
        <translation>Расширенная игра для 3 игроков (стопки меньше, игра заканчивается при двух пустых стопках)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="100"/>
        <source>One extra round after the last</source>
        <translation>Один дополнительный раунд после последнего</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="110"/>
        <source>turn order: %1</source>
        <translation>порядок хода: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/screens.py" line="119"/>
        <source>Equal on influence: the most resources on planets plus fighters wins (%1).</source>
        <translation>Влияние равное: побеждает тот, у кого больше ресурсов на планетах плюс истребителей (%1).</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="27"/>
        <source>needs Research %1 · %2 face-up %3</source>
        <translation>нужно: исследование %1 · открытых планет «%3»: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="39"/>
        <source>Research %1/%2 %3 · %4 planets %5/%6 %7</source>
        <translation>Исследование %1/%2 %3 · планеты «%4» %5/%6 %7</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="53"/>
        <source>You qualify.</source>
        <translation>Вы соответствуете требованиям.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="55"/>
        <source>You have too few Research symbols.</source>
        <translation>У вас слишком мало символов исследования.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="57"/>
        <source>You have too few face-up planets of its type.</source>
        <translation>У вас слишком мало открытых планет этого типа.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="58"/>
        <source>You have too few Research symbols and too few face-up planets of its type.</source>
        <translation>У вас слишком мало символов исследования и открытых планет этого типа.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="67"/>
        <source>level %1</source>
        <translation>уровень %1</translation>
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
        <translation>постоянная</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/technologies.py" line="110"/>
        <source>%1 technologies</source>
        <translation>технологии: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="14"/>
        <source>Action phase</source>
        <translation>Фаза действий</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="15"/>
        <source>Choosing a role</source>
        <translation>Выбор роли</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="16"/>
        <source>Boosting the role</source>
        <translation>Усиление роли</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="17"/>
        <source>Opponents follow or dissent</source>
        <translation>Соперники поддерживают или отказываются</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="19"/>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="37"/>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="40"/>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="42"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="54"/>
        <source>%1 followed (%n symbol(s))</source>
        <translation>
            <numerusform>%1 поддерживает (%n символ)</numerusform>
            <numerusform>%1 поддерживает (%n символа)</numerusform>
            <numerusform>%1 поддерживает (%n символов)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="56"/>
        <source>%1 dissented and drew</source>
        <translation>%1 отказывается и берёт карту</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="60"/>
        <source>%1 answers now</source>
        <translation>%1 отвечает сейчас</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="60"/>
        <source>%1 answers later</source>
        <translation>%1 ответит позже</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="51"/>
        <source>End</source>
        <translation>Конец</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="61"/>
        <source>Influence (score)</source>
        <translation>Влияние (очки)</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="63"/>
        <source>Fighters</source>
        <translation>Истребители</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="64"/>
        <source>Hand limit</source>
        <translation>Лимит руки</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="66"/>
        <source>Discard pile</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="76"/>
        <source>face down</source>
        <translation>закрыта</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="82"/>
        <source>Your Empire</source>
        <translation>Ваша империя</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/table.py" line="93"/>
        <source>◆ %1 · planets %2 (%3 face up) · ⚔ %4 · hand %5</source>
        <translation>◆ %1 · планеты %2 (%3 открыто) · ⚔ %4 · рука %5</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="24"/>
        <source>%1&apos;s turn · %2</source>
        <translation>Ход: %1 · %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="29"/>
        <source>%n action(s) left to play</source>
        <translation>
            <numerusform>Осталось разыграть %n действие</numerusform>
            <numerusform>Осталось разыграть %n действия</numerusform>
            <numerusform>Осталось разыграть %n действий</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_panel.py" line="35"/>
        <source>Role: %1</source>
        <translation>Роль: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="36"/>
        <source>took a %1 card from its stack</source>
        <translation>взята карта «%1» из её стопки</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="37"/>
        <source>its stack is empty: +%1 instead</source>
        <translation>её стопка пуста: вместо этого +%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/starward/turn_lines.py" line="44"/>
        <source>%1 counted %n symbol(s)</source>
        <translation>
            <numerusform>%1: %n символ</numerusform>
            <numerusform>%1: %n символа</numerusform>
            <numerusform>%1: %n символов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/starward/turn_lines.py" line="66"/>
        <source>The end is triggered: this is the last round.</source>
        <translation>Конец игры запущен: это последний раунд.</translation>
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
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="11"/>
        <location filename="../../desktop/council/phone/table.py" line="34"/>
        <source>Law</source>
        <translation>Закон</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="11"/>
        <location filename="../../desktop/council/phone/table.py" line="34"/>
        <source>Directive</source>
        <translation>Распоряжение</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="14"/>
        <location filename="../../desktop/council/phone/table.py" line="16"/>
        <source>When: %1</source>
        <translation>Когда: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="14"/>
        <location filename="../../desktop/council/phone/table.py" line="16"/>
        <source>Vote: %1</source>
        <translation>Голосование: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="26"/>
        <source>Influence %1 · resources %2</source>
        <translation>Влияние %1 · ресурсы %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="33"/>
        <source>Legendary planet</source>
        <translation>Легендарная планета</translation>
    </message>
    <message>
        <location filename="../../desktop/council/card_words.py" line="35"/>
        <source>Exhausted: it cannot vote until it is readied.</source>
        <translation>Перевёрнута: не голосует, пока её не подготовят.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/card_words.py" line="14"/>
        <source>Bill %1: %2</source>
        <translation>Законопроект %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/card_words.py" line="18"/>
        <source>(your agenda)</source>
        <translation>(ваша программа)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/card_words.py" line="33"/>
        <source>Scores a passed bill by: %1</source>
        <translation>Получает очки за принятый законопроект по: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/card_words.py" line="34"/>
        <source>A dual Representative gains the sum of both columns.</source>
        <translation>Двойной представитель получает сумму обоих столбцов.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="17"/>
        <location filename="../../desktop/starward/card_words.py" line="34"/>
        <location filename="../../desktop/starward/phone/table.py" line="20"/>
        <source>Symbols: %1</source>
        <translation>Символы: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="19"/>
        <location filename="../../desktop/starward/card_words.py" line="40"/>
        <location filename="../../desktop/starward/phone/moves.py" line="179"/>
        <location filename="../../desktop/starward/phone/table.py" line="24"/>
        <source>Influence: %1</source>
        <translation>Влияние: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="28"/>
        <source>Colonize %1 · warfare %2</source>
        <translation>Колонизация %1 · война %2</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="36"/>
        <source>holds a good</source>
        <translation>с товаром</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="36"/>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="42"/>
        <source>Hand size +%1</source>
        <translation>Размер руки +%1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="44"/>
        <source>Colonies: %1</source>
        <translation>Колонии: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/card_words.py" line="46"/>
        <source>A fighter blocks it.</source>
        <translation>Её блокирует истребитель.</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="103"/>
        <source>Quorum did not read its settings (%1): it started with the default settings and will not keep changes to them this time.</source>
        <translation>Quorum не стал читать свои настройки (%1): он запущен с настройками по умолчанию и в этот раз не сохранит их изменения.</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="165"/>
        <source>Nothing was imported</source>
        <translation>Ничего не импортировано</translation>
    </message>
    <message>
        <location filename="../../desktop/app.py" line="166"/>
        <source>The saved sessions could not be opened, so %1 was not imported.</source>
        <translation>Не удалось открыть сохранённые партии, поэтому %1 не импортирован.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="298"/>
        <source>Show my hand open after the bots&apos; moves</source>
        <translation>Показывать мою руку открытой после ходов ботов</translation>
    </message>
    <message>
        <location filename="../../desktop/undo.py" line="74"/>
        <source>hidden cards were revealed</source>
        <translation>были открыты скрытые карты</translation>
    </message>
    <message>
        <location filename="../../desktop/undo.py" line="77"/>
        <source>Nothing to undo: %1 (%2&apos;s move: %3).</source>
        <translation>Нечего отменять: %1 (ход игрока %2: %3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="27"/>
        <source>draw %n action card(s)</source>
        <translation>
            <numerusform>взять %n карту действия</numerusform>
            <numerusform>взять %n карты действий</numerusform>
            <numerusform>взять %n карт действий</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="29"/>
        <source>discard every action card</source>
        <translation>сбросить все карты действий</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="31"/>
        <source>gain a technology</source>
        <translation>получить технологию</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="43"/>
        <source>take %n trade good(s)</source>
        <translation>
            <numerusform>взять %n товар</numerusform>
            <numerusform>взять %n товара</numerusform>
            <numerusform>взять %n товаров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="45"/>
        <source>spend %n trade good(s) (back to the supply)</source>
        <translation>
            <numerusform>потратить %n товар (вернуть в запас)</numerusform>
            <numerusform>потратить %n товара (вернуть в запас)</numerusform>
            <numerusform>потратить %n товаров (вернуть в запас)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="47"/>
        <source>spend %n commodity(ies) (back to the supply)</source>
        <translation>
            <numerusform>потратить %n сырьё (вернуть в запас)</numerusform>
            <numerusform>потратить %n сырья (вернуть в запас)</numerusform>
            <numerusform>потратить %n сырья (вернуть в запас)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="49"/>
        <source>return %n trade good(s) to the supply</source>
        <translation>
            <numerusform>вернуть %n товар в запас</numerusform>
            <numerusform>вернуть %n товара в запас</numerusform>
            <numerusform>вернуть %n товаров в запас</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="53"/>
        <source>give %n trade good(s) to %1</source>
        <translation>
            <numerusform>отдать %n товар игроку %1</numerusform>
            <numerusform>отдать %n товара игроку %1</numerusform>
            <numerusform>отдать %n товаров игроку %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="58"/>
        <source>give back %n victory point(s)</source>
        <translation>
            <numerusform>вернуть %n победное очко</numerusform>
            <numerusform>вернуть %n победных очка</numerusform>
            <numerusform>вернуть %n победных очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="60"/>
        <source>take %n victory point(s)</source>
        <translation>
            <numerusform>взять %n победное очко</numerusform>
            <numerusform>взять %n победных очка</numerusform>
            <numerusform>взять %n победных очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="62"/>
        <source>attach the card to %1</source>
        <translation>прикрепить карту к планете %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="64"/>
        <source>take the card (a law in play)</source>
        <translation>взять карту (закон в игре)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="66"/>
        <source>place the card in the common play area</source>
        <translation>положить карту в общую игровую зону</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="74"/>
        <location filename="../../desktop/council/board_actions.py" line="78"/>
        <source>exhaust %1</source>
        <translation>перевернуть %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="76"/>
        <source>ready %1</source>
        <translation>подготовить %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="80"/>
        <source>purge %1 (remove it from the game)</source>
        <translation>%1: убрать из игры</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="82"/>
        <source>tactic</source>
        <translation>тактики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="82"/>
        <source>fleet</source>
        <translation>флота</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="82"/>
        <source>strategy</source>
        <translation>стратегии</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="85"/>
        <source>add %n command token(s) to the %1 pool</source>
        <translation>
            <numerusform>положить %n жетон приказа в пул %1</numerusform>
            <numerusform>положить %n жетона приказа в пул %1</numerusform>
            <numerusform>положить %n жетонов приказа в пул %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board_actions.py" line="86"/>
        <source>return %n command token(s) from the %1 pool</source>
        <translation>
            <numerusform>вернуть %n жетон приказа из пула %1</numerusform>
            <numerusform>вернуть %n жетона приказа из пула %1</numerusform>
            <numerusform>вернуть %n жетонов приказа из пула %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board_actions.py" line="94"/>
        <source>Deal</source>
        <translation>Сделка</translation>
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
        <translation>каждый игрок</translation>
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
        <translation>Фракция</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faction_pick.py" line="39"/>
        <source>No faction chosen</source>
        <translation>Фракция не выбрана</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faction_pick.py" line="57"/>
        <source>Choose a faction for every seat, or for none (they are then dealt at random).</source>
        <translation>Выберите фракцию для каждого места или ни для одного (тогда они раздаются случайно).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faction_pick.py" line="67"/>
        <source>No faction</source>
        <translation>Без фракции</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="38"/>
        <source>A &amp;player plays…</source>
        <translation>&amp;Игрок играет…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="46"/>
        <source>%1 plays…</source>
        <translation>%1 играет…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="58"/>
        <source>No one, &amp;all this agenda</source>
        <translation>Никто, &amp;вся повестка</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="61"/>
        <source>No one plays a card for the rest of this agenda: every window passes by itself for every seat until you reopen them (the button stays in the bar).</source>
        <translation>До конца этой повестки никто не играет карт: каждое окно пропускается само за всех игроков, пока вы не откроете окна снова (кнопка остаётся на панели).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="65"/>
        <source>&amp;No one plays</source>
        <translation>&amp;Никто не играет</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="70"/>
        <source>&amp;Reopen windows</source>
        <translation>&amp;Открыть окна</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="73"/>
        <source>The card windows of this agenda pass by themselves. Reopen them: the windows still to come are asked again; before the first vote, the table goes back to the window where skipping began.</source>
        <translation>Окна для карт этой повестки пропускаются сами. Открыть снова: оставшиеся окна снова опрашиваются; до первого голоса стол возвращается к окну, с которого начался пропуск.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="89"/>
        <source>Ask for cards after &amp;each vote</source>
        <translation>Спрашивать карты после &amp;каждого голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator_moves.py" line="121"/>
        <source>No votes to cast: tick ready planets below, or abstain.</source>
        <translation>Нет голосов: отметьте готовые планеты ниже или воздержитесь.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/operator.py" line="189"/>
        <source>%1 is not asked in this window: asked already, passing for the rest of this agenda, or away.</source>
        <translation>%1 не спрашивается в этом окне: уже спрошен, пасует до конца этой повестки или отсутствует.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="47"/>
        <source>Discard the law %1.</source>
        <translation>Сбросьте закон %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phase_summary.py" line="59"/>
        <source>%1 takes %n trade good(s).</source>
        <translation>
            <numerusform>%1 берёт %n товар.</numerusform>
            <numerusform>%1 берёт %n товара.</numerusform>
            <numerusform>%1 берёт %n товаров.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phase_summary.py" line="61"/>
        <source>%1 returns %n trade good(s) to the supply.</source>
        <translation>
            <numerusform>%1 возвращает %n товар в запас.</numerusform>
            <numerusform>%1 возвращает %n товара в запас.</numerusform>
            <numerusform>%1 возвращает %n товаров в запас.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="66"/>
        <source>%1: victory points %2.</source>
        <translation>%1: победные очки %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phase_summary.py" line="76"/>
        <source>%1 spends %n commodity(ies).</source>
        <translation>
            <numerusform>%1 тратит %n сырьё.</numerusform>
            <numerusform>%1 тратит %n сырья.</numerusform>
            <numerusform>%1 тратит %n сырья.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="88"/>
        <source>Give %1 the law %2.</source>
        <translation>Отдайте игроку %1 закон %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="90"/>
        <source>Attach the law %1 to %2.</source>
        <translation>Прикрепите закон %1 к планете %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phase_summary.py" line="91"/>
        <source>Place the law %1 in the common play area.</source>
        <translation>Положите закон %1 в общую игровую зону.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="130"/>
        <source>The table was closed.</source>
        <translation>Стол закрыт.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="152"/>
        <location filename="../../desktop/phone/strings.py" line="30"/>
        <source>A move was taken back at the table.</source>
        <translation>За столом отменили ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="161"/>
        <source>This game cannot be played from a phone yet.</source>
        <translation>В эту игру пока нельзя играть с телефона.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="207"/>
        <source>The table could not save the last move: %1</source>
        <translation>Стол не смог сохранить последний ход: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="210"/>
        <source>The table could not save your move; it waits for the laptop.</source>
        <translation>Стол не смог сохранить ваш ход; он ждёт ноутбук.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="211"/>
        <location filename="../../desktop/phone/bridge.py" line="220"/>
        <location filename="../../desktop/phone/bridge.py" line="232"/>
        <source>That move is not allowed now.</source>
        <translation>Сейчас этот ход невозможен.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/bridge.py" line="218"/>
        <source>The table could not read that move.</source>
        <translation>Стол не смог прочитать этот ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="44"/>
        <source>joined (connected)</source>
        <translation>подключён (на связи)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="46"/>
        <source>joined (not connected now)</source>
        <translation>подключён (сейчас не на связи)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="47"/>
        <source>waiting for a phone</source>
        <translation>ждёт телефон</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="79"/>
        <source>Next seat</source>
        <translation>Следующее место</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="82"/>
        <location filename="../../desktop/phone/join_panel.py" line="187"/>
        <source>Show all</source>
        <translation>Показать все</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="85"/>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="95"/>
        <source>Phones</source>
        <translation>Телефоны</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="159"/>
        <source>Scan to play from your phone (same Wi-Fi)</source>
        <translation>Отсканируйте, чтобы играть с телефона (та же сеть Wi-Fi)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="159"/>
        <source>Every phone seat</source>
        <translation>Все места с телефонов</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="187"/>
        <source>One at a time</source>
        <translation>По одному</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/join_panel.py" line="192"/>
        <source>Let another phone take %1&apos;s seat</source>
        <translation>Отдать место игрока %1 другому телефону</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/deals.py" line="38"/>
        <source>Play %1 with it</source>
        <translation>Сыграть с ней %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/deals.py" line="40"/>
        <source>%1 (%2&apos;s)</source>
        <translation>%1 (у %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/deals.py" line="72"/>
        <source>Offer a transaction: one per pair of players on each agenda; the other side accepts or refuses.</source>
        <translation>Предложите сделку: одна на пару игроков за повестку; другая сторона принимает или отказывается.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/deals.py" line="77"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="279"/>
        <source>Offer</source>
        <translation>Предложить</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="88"/>
        <source>choose the target:</source>
        <translation>выберите цель:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="89"/>
        <source>Play a card or use an ability</source>
        <translation>Сыграть карту или применить способность</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="99"/>
        <source>Pass for the rest of this agenda</source>
        <translation>Пасовать до конца этой повестки</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="101"/>
        <source>No more cards from you until the next agenda: every window passes by itself.</source>
        <translation>Больше никаких карт от вас до следующей повестки: каждое окно пройдёт само.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="102"/>
        <source>Pass every window until the next agenda?</source>
        <translation>Пасовать во всех окнах до следующей повестки?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="107"/>
        <source>No whens for now: let this window go by.</source>
        <translation>Пока без «когда»: пропустить это окно.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="110"/>
        <source>Or let this window go by:</source>
        <translation>Или пропустите это окно:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phone/moves.py" line="121"/>
        <location filename="../../desktop/council/phone/table.py" line="45"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n голос</numerusform>
            <numerusform>%n голоса</numerusform>
            <numerusform>%n голосов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="123"/>
        <source>Planets to exhaust</source>
        <translation>Планеты, которые истощить</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="125"/>
        <source>+3 votes</source>
        <translation>+3 голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="126"/>
        <source>Cards to add</source>
        <translation>Добавить карты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="129"/>
        <source>Trade goods to spend on votes</source>
        <translation>Товары, потраченные на голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="131"/>
        <source>Odlynn Myrr votes</source>
        <translation>Голоса Odlynn Myrr</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="136"/>
        <source>Cast votes</source>
        <translation>Отдать голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="63"/>
        <source>nothing (an empty hand)</source>
        <translation>ничего (пустая рука)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/phone/moves.py" line="144"/>
        <source>%n in the pool now</source>
        <translation>
            <numerusform>сейчас %n в пуле</numerusform>
            <numerusform>сейчас %n в пуле</numerusform>
            <numerusform>сейчас %n в пуле</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/question_words.py" line="40"/>
        <source>Command token</source>
        <translation>Жетон приказа</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="71"/>
        <location filename="../../desktop/council/phone/table.py" line="144"/>
        <location filename="../../desktop/council/question_words.py" line="41"/>
        <source>Action card</source>
        <translation>Карта действия</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/table.py" line="63"/>
        <location filename="../../desktop/council/question_words.py" line="42"/>
        <source>Planets</source>
        <translation>Планеты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="166"/>
        <location filename="../../desktop/council/question_words.py" line="44"/>
        <location filename="../../desktop/starward/phone/moves.py" line="318"/>
        <source>Your picks</source>
        <translation>Ваш выбор</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="167"/>
        <location filename="../../desktop/council/phone/moves.py" line="178"/>
        <source>Confirm choice</source>
        <translation>Подтвердить выбор</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="177"/>
        <source>Agenda</source>
        <translation>Повестка</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="204"/>
        <source>Offered by</source>
        <translation>Предлагает</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="205"/>
        <source>You get</source>
        <translation>Вы получаете</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="217"/>
        <source>Accept</source>
        <translation>Принять</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="217"/>
        <source>Refuse</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="236"/>
        <source>Record</source>
        <translation>Записать</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="255"/>
        <source>planets %1 ready / %2</source>
        <translation>планеты: готовы %1 / %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="260"/>
        <location filename="../../desktop/phone/strings.py" line="26"/>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="260"/>
        <location filename="../../desktop/phone/strings.py" line="25"/>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="265"/>
        <source>The action discard pile was shuffled back into the deck</source>
        <translation>Сброс карт действий замешан обратно в колоду</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="277"/>
        <source>%1: victory points</source>
        <translation>%1: победные очки</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="289"/>
        <source>%1: trade goods</source>
        <translation>%1: товары</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="299"/>
        <source>%1: exhausted planets</source>
        <translation>%1: истощённые планеты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="307"/>
        <source>Is the table as shown?</source>
        <translation>Стол такой, как показано?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="308"/>
        <source>The table is as shown: start the agenda phase</source>
        <translation>Стол как показано: начать фазу политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="310"/>
        <source>Start the agenda phase</source>
        <translation>Начать фазу политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="312"/>
        <source>Planets changing hands, technologies and the rest: on the table&apos;s own table check.</source>
        <translation>Смена владельцев планет, технологии и остальное — в проверке стола на самом столе.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="326"/>
        <source>Done at the table</source>
        <translation>Сделано за столом</translation>
    </message>
    <message>
        <location filename="../../desktop/council/phone/moves.py" line="351"/>
        <source>Or cast no votes on this agenda:</source>
        <translation>Или не голосуйте по этой повестке:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="51"/>
        <source>Bill %1 · %2</source>
        <translation>Законопроект %1 · %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="60"/>
        <source>Worth to you: %1</source>
        <translation>Для вас: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="63"/>
        <source>%1: pledge Yay</source>
        <translation>%1: обещание «за»</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="63"/>
        <source>%1: anti-pledge Nay</source>
        <translation>%1: обещание «против»</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="73"/>
        <source>Your move: choose your discards in secret</source>
        <translation>Ваш ход: тайно выберите, что сбросить</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phone/__init__.py" line="74"/>
        <source>Your move: draw %n bill(s)</source>
        <translation>
            <numerusform>Ваш ход: возьмите %n законопроект</numerusform>
            <numerusform>Ваш ход: возьмите %n законопроекта</numerusform>
            <numerusform>Ваш ход: возьмите %n законопроектов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="75"/>
        <source>Your move: put bills On Deck</source>
        <translation>Ваш ход: выложите законопроекты на очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="76"/>
        <source>Your move: make deals or end your turn</source>
        <translation>Ваш ход: заключайте сделки или завершите ход</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="77"/>
        <source>Your move: vote</source>
        <translation>Ваш ход: голосуйте</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="77"/>
        <source>Your move: Vote turn</source>
        <translation>Ваш ход: голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="78"/>
        <source>Your move</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="80"/>
        <source>Waiting for %1</source>
        <translation>Ждём: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="87"/>
        <source>%1 pts · %2 in hand</source>
        <translation>очков: %1 · в руке: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="91"/>
        <source>sits out</source>
        <translation>пропускает</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="110"/>
        <source>On Deck</source>
        <translation>На очереди</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="116"/>
        <source>secret ballot</source>
        <translation>тайное голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="116"/>
        <source>roll call</source>
        <translation>поимённое голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="118"/>
        <source>Bill %1 is on the floor (%2)</source>
        <translation>Законопроект %1 на голосовании (%2)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="137"/>
        <source>%1 gives</source>
        <translation>%1 отдаёт</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="139"/>
        <source>pledge Yay on %1</source>
        <translation>обещание «за» на %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="139"/>
        <source>anti-pledge Nay on %1</source>
        <translation>обещание «против» на %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="140"/>
        <source>%1 takes</source>
        <translation>%1 берёт</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="141"/>
        <source>nobody yet</source>
        <translation>пока никто</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="142"/>
        <source>Agreed</source>
        <translation>Согласны</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="143"/>
        <source>Deal between %1 and %2</source>
        <translation>Сделка между %1 и %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="149"/>
        <source>Deal %1 with %2: you gave %3, you got %4</source>
        <translation>Сделка %1 с %2: вы отдали %3, вы получили %4</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="167"/>
        <source>Discard any of your bills (in secret)</source>
        <translation>Сбросьте любые свои законопроекты (тайно)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="168"/>
        <source>Bills to discard</source>
        <translation>Что сбросить</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phone/__init__.py" line="177"/>
        <source>Put %n bill(s) On Deck</source>
        <translation>
            <numerusform>Выложите на очередь %n законопроект</numerusform>
            <numerusform>Выложите на очередь %n законопроекта</numerusform>
            <numerusform>Выложите на очередь %n законопроектов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="178"/>
        <source>Bills to put On Deck</source>
        <translation>Что выложить на очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="181"/>
        <source>Put On Deck</source>
        <translation>Выложить на очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="187"/>
        <location filename="../../desktop/legislation/phone/__init__.py" line="239"/>
        <source>from %1&apos;s discard pile</source>
        <translation>из сброса игрока %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/phone/__init__.py" line="192"/>
        <source>Draw %n bill(s): pick from the discard piles; the rest come off the deck (%1 left)</source>
        <translation>
            <numerusform>Возьмите %n законопроект: из сбросов или из колоды (осталось %1)</numerusform>
            <numerusform>Возьмите %n законопроекта: выберите из сбросов, остальные — из колоды (осталось %1)</numerusform>
            <numerusform>Возьмите %n законопроектов: выберите из сбросов, остальные — из колоды (осталось %1)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="194"/>
        <source>From the discard piles</source>
        <translation>Из сбросов</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="206"/>
        <source>Propose bill %1</source>
        <translation>Внести законопроект %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="210"/>
        <source>Agree to the deal</source>
        <translation>Согласиться на сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="213"/>
        <source>Walk away from the deal</source>
        <translation>Отказаться от сделки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="214"/>
        <source>Walk away from this deal?</source>
        <translation>Отказаться от этой сделки?</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="216"/>
        <source>Withdraw deal %1</source>
        <translation>Отменить сделку %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="217"/>
        <source>its bills go back, its tokens go</source>
        <translation>законопроекты вернутся, жетоны снимаются</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="218"/>
        <source>Withdraw this deal?</source>
        <translation>Отменить эту сделку?</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="220"/>
        <source>End your turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="220"/>
        <source>every deal of this turn is final</source>
        <translation>все сделки этого хода станут окончательными</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="226"/>
        <source>Your decision</source>
        <translation>Ваше решение</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="238"/>
        <source>Top of the deck</source>
        <translation>Верхняя карта колоды</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="243"/>
        <source>Swap first (optional): discard one bill and take another</source>
        <translation>Сначала обмен (по желанию): сбросьте один законопроект и возьмите другой</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="245"/>
        <source>Give up</source>
        <translation>Отдать</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="247"/>
        <source>Take</source>
        <translation>Взять</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="259"/>
        <source>Deal with</source>
        <translation>Сделка с</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="263"/>
        <source>Bills you give</source>
        <translation>Законопроекты, которые вы отдаёте</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="267"/>
        <source>Tokens you take (your promise how to vote)</source>
        <translation>Жетоны, которые вы берёте (обещание, как голосовать)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="270"/>
        <source>Pledge Yay</source>
        <translation>Обещание «за»</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="271"/>
        <source>Anti-pledge Nay</source>
        <translation>Обещание «против»</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="276"/>
        <source>Offer a deal</source>
        <translation>Предложить сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="276"/>
        <source>Change your terms (this also agrees to them)</source>
        <translation>Изменить свои условия (и согласиться на них)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="279"/>
        <source>Change terms</source>
        <translation>Изменить условия</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="289"/>
        <source>Your Representative</source>
        <translation>Ваш депутат</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="290"/>
        <source>Your score</source>
        <translation>Ваши очки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="291"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="296"/>
        <source>The session is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="298"/>
        <source>Won by %1 with %2 pts</source>
        <translation>Победа: %1, очков: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="306"/>
        <source>You chose to discard: %1</source>
        <translation>Вы сбрасываете: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="314"/>
        <source>Passed</source>
        <translation>Принятые</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="314"/>
        <source>Failed</source>
        <translation>Отклонённые</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="315"/>
        <location filename="../../desktop/starward/phone/table.py" line="65"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phone/__init__.py" line="316"/>
        <source>Legislation — round %1</source>
        <translation>Legislation — раунд %1</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/phone/__init__.py" line="25"/>
        <source>Starward — round %1</source>
        <translation>Starward — раунд %1</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seat_marks.py" line="36"/>
        <source>phone</source>
        <translation>телефон</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seat_marks.py" line="43"/>
        <source>Plays from a phone (connected)</source>
        <translation>Играет с телефона (на связи)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seat_marks.py" line="43"/>
        <source>Plays from a phone (not connected)</source>
        <translation>Играет с телефона (не на связи)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="31"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="35"/>
        <source>Where each player sits. A seat on a phone plays from that phone&apos;s browser (same Wi-Fi); the table shows its link and QR code.</source>
        <translation>Где играет каждый. Место на телефоне играет из браузера телефона (та же сеть Wi-Fi); стол показывает ссылку и QR-код.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="45"/>
        <source>At this computer</source>
        <translation>За этим компьютером</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="46"/>
        <source>On a phone</source>
        <translation>На телефоне</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="48"/>
        <source>Where %1 plays</source>
        <translation>Где играет %1</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="69"/>
        <source>Phone connection</source>
        <translation>Подключение телефонов</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="74"/>
        <source>Automatic (%1)</source>
        <translation>Автоматически (%1)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="75"/>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="78"/>
        <source>Automatic (this computer on the local network)</source>
        <translation>Автоматически (этот компьютер в локальной сети)</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="79"/>
        <source>Network address</source>
        <translation>Сетевой адрес</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/seats_dialog.py" line="80"/>
        <source>Used from the next time a table with phone seats opens; --phone-port and --phone-host override them for one run.</source>
        <translation>Действует со следующего открытия стола с местами на телефонах; --phone-port и --phone-host заменяют их на один запуск.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="10"/>
        <source>Connecting to the table…</source>
        <translation>Подключение к столу…</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="11"/>
        <source>Connection lost: trying again…</source>
        <translation>Связь потеряна: пробуем снова…</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="12"/>
        <source>Connected</source>
        <translation>На связи</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="14"/>
        <source>Another phone has taken this seat. Ask the table to let another phone take it, then reload.</source>
        <translation>Это место занял другой телефон. Попросите стол отдать место другому телефону и обновите страницу.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="16"/>
        <source>The table gave this seat to another phone. Reload to take it again.</source>
        <translation>Стол отдал это место другому телефону. Обновите страницу, чтобы занять его снова.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="17"/>
        <source>This link is not valid for this table.</source>
        <translation>Эта ссылка не подходит к этому столу.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="18"/>
        <source>The table was closed. Reload when it is open again.</source>
        <translation>Стол закрыт. Обновите страницу, когда он снова откроется.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="19"/>
        <source>The table moved on before your move arrived: look again and choose anew.</source>
        <translation>Стол ушёл вперёд раньше, чем пришёл ваш ход: посмотрите снова и выберите заново.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="20"/>
        <source>That message was too large to send.</source>
        <translation>Сообщение слишком большое.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="21"/>
        <source>Too many taps at once: wait a moment.</source>
        <translation>Слишком много нажатий: подождите немного.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="22"/>
        <source>The table could not read that message.</source>
        <translation>Стол не смог прочитать это сообщение.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="23"/>
        <source>Sending…</source>
        <translation>Отправка…</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="24"/>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="27"/>
        <source>Nothing to decide now: the table waits for others.</source>
        <translation>Сейчас решать нечего: стол ждёт других.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="28"/>
        <source>Pick within the limits shown to send this.</source>
        <translation>Выберите в указанных пределах, чтобы отправить.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/strings.py" line="29"/>
        <source>picked: %1</source>
        <translation>выбрано: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/table_hook.py" line="35"/>
        <source>Phone seats cannot be served: %1. Edit › Seats… can move them to this computer.</source>
        <translation>Места на телефонах недоступны: %1. Правка › Места… может перенести их за этот компьютер.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="48"/>
        <source>Votes {outcome}: worth {worth} VP to it; {other} would be {other_worth}</source>
        <translation>Голосует «{outcome}»: для него это {worth} ПО; «{other}» дало бы {other_worth}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="52"/>
        <source>Abstains: nothing at stake for it on this agenda</source>
        <translation>Воздерживается: для него в этой повестке ничего не решается</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="55"/>
        <source>Plays {card}: the best use of its cards now</source>
        <translation>Играет «{card}»: сейчас это лучшее применение его карт</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="56"/>
        <source>Plays {card}: worth {worth} VP to it now</source>
        <translation>Играет «{card}»: для него сейчас это {worth} ПО</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="58"/>
        <source>Offers {partner} a deal both gain by: {mine} for it, {theirs} for them</source>
        <translation>Предлагает игроку {partner} сделку, выгодную обоим: {mine} себе, {theirs} партнёру</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="62"/>
        <source>Accepts: the deal is worth {worth} to it</source>
        <translation>Принимает: сделка стоит для него {worth}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="64"/>
        <source>Refuses: the deal is worth {worth} to it</source>
        <translation>Отказывается: сделка стоит для него {worth}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="66"/>
        <source>Breaks the tie for {outcome}, its best outcome ({worth} VP)</source>
        <translation>Разрешает ничью в пользу «{outcome}», лучшего для него исхода ({worth} ПО)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="70"/>
        <source>Keeps its pledge: breaking it would cost {cost} (the next Pledge turn and trust)</source>
        <translation>Держит обещание: нарушить его стоило бы {cost} (следующий ход обещаний и доверие)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="74"/>
        <source>Breaks its pledge: that gains {gain} net of the {cost} it costs</source>
        <translation>Нарушает обещание: это даёт {gain} за вычетом цены {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="78"/>
        <source>Votes {vote}: the bill is worth {worth} points to it</source>
        <translation>Голосует «{vote}»: законопроект стоит для него {worth} очков</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="82"/>
        <source>Proposes the bill it expects most from ({worth} points)</source>
        <translation>Выносит законопроект, от которого ждёт больше всего ({worth} очков)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="84"/>
        <source>Chooses {role}: worth {worth} to it now; {other} next best at {other_worth}</source>
        <translation>Выбирает роль «{role}»: для него сейчас {worth}; следующая по ценности «{other}» — {other_worth}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="88"/>
        <source>Follows {role}: the role helps it now</source>
        <translation>Следует роли «{role}»: сейчас она ему полезна</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reasons.py" line="90"/>
        <source>Dissents from {role}: following would not help it now</source>
        <translation>Не следует роли «{role}»: сейчас это ему не поможет</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/reasons.py" line="93"/>
        <source>Its search found this move better than its usual one: {gain} points of win share, %n table(s)</source>
        <translation>
            <numerusform>Его поиск нашёл этот ход лучше обычного: {gain} пункта шанса на победу, %n стол</numerusform>
            <numerusform>Его поиск нашёл этот ход лучше обычного: {gain} пункта шанса на победу, %n стола</numerusform>
            <numerusform>Его поиск нашёл этот ход лучше обычного: {gain} пункта шанса на победу, %n столов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="24"/>
        <source>The port must be a whole number from %1 to 65535 (or empty for automatic), not “%2”.</source>
        <translation>Порт должен быть целым числом от %1 до 65535 (или пустым для автоматического выбора), а не «%2».</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="28"/>
        <source>The port must be from %1 to 65535 (or empty for automatic), not %2.</source>
        <translation>Порт должен быть от %1 до 65535 (или пустым для автоматического выбора), а не %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="42"/>
        <source>“%1” is not a network address: type one like 192.168.1.20, 127.0.0.1 or 0.0.0.0 (or leave it empty for automatic).</source>
        <translation>«%1» — не сетевой адрес: введите адрес вида 192.168.1.20, 127.0.0.1 или 0.0.0.0 (или оставьте поле пустым для автоматического выбора).</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="51"/>
        <source>%1 is not an address of this computer: phones could not reach the table there.</source>
        <translation>%1 — не адрес этого компьютера: телефоны не смогли бы найти там стол.</translation>
    </message>
    <message>
        <location filename="../../desktop/phone/connection.py" line="53"/>
        <source>Phones cannot be served at %1 (%2).</source>
        <translation>Телефоны не могут подключаться по адресу %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../desktop/seat_menu.py" line="73"/>
        <source>Show My &amp;Hand Open After the Bots&apos; Moves</source>
        <translation>Показывать мою &amp;руку открытой после ходов ботов</translation>
    </message>
    <message>
        <location filename="../../desktop/seat_menu.py" line="78"/>
        <source>Refused &amp;Offers</source>
        <translation>Отклонённые пре&amp;дложения</translation>
    </message>
    <message>
        <location filename="../../desktop/seat_menu.py" line="98"/>
        <source>Refuse All from %1</source>
        <translation>Отклонять все от %1</translation>
    </message>
    <message>
        <location filename="../../desktop/seat_menu.py" line="101"/>
        <source>Untick to be asked again about %1&apos;s offers</source>
        <translation>Снимите галочку, чтобы снова получать предложения от %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="92"/>
        <source>Add a seat…</source>
        <translation>Добавить место…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="94"/>
        <source>A late player joins: a new seat, then its faction and holdings in its tab.</source>
        <translation>Опоздавший игрок вступает в игру: новое место, затем его фракция и имущество на его вкладке.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="98"/>
        <source>A player left…</source>
        <translation>Игрок ушёл…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="100"/>
        <source>Someone left the game for good: their seat is removed at this check.</source>
        <translation>Игрок окончательно покинул игру: его место убирается при этой проверке.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="135"/>
        <source>Type the new player&apos;s name.</source>
        <translation>Введите имя нового игрока.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="137"/>
        <source>A name has at most %1 letters, digits and signs.</source>
        <translation>Имя — не больше %1 букв, цифр и знаков.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="139"/>
        <source>Another seat is already called %1.</source>
        <translation>Другое место уже называется %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="149"/>
        <source>Add a seat</source>
        <translation>Добавить место</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="154"/>
        <source>A late player joins the game at this check. The new seat gets a tab of its own: choose the faction there, add its home planets, and set its VP and the rest.</source>
        <translation>Опоздавший игрок вступает в игру при этой проверке. У нового места своя вкладка: выберите там фракцию, добавьте её домашние планеты, укажите ПО и остальное.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="164"/>
        <source>&amp;Name</source>
        <translation>&amp;Имя</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="173"/>
        <source>Add the seat</source>
        <translation>Добавить место</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="201"/>
        <source>A player left</source>
        <translation>Игрок ушёл</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="208"/>
        <source>Choose who left…</source>
        <translation>Выберите, кто ушёл…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="213"/>
        <source>&amp;Who left the game</source>
        <translation>&amp;Кто покинул игру</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="217"/>
        <source>As when a player is eliminated: their planets are no longer controlled, laws they own are discarded, their promissory notes leave the game and the notes they held go back to their owners, their relics leave the game. Their faction is free for a late player; their victory points stay on the record. A speaker who leaves passes the token to the left. Undo takes it back.</source>
        <translation>Как при выбывании игрока: его планеты больше никто не контролирует, его законы сбрасываются, его векселя выходят из игры, а чужие векселя, что были у него, возвращаются владельцам, его реликвии выходят из игры. Его фракция свободна для опоздавшего игрока; его победные очки остаются в записи. Если уходит председатель, жетон переходит к игроку слева. Отмена возвращает всё назад.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seat_changes.py" line="228"/>
        <source>Remove the seat</source>
        <translation>Убрать место</translation>
    </message>
</context>
<context>
    <name>Agendas</name>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="14"/>
        <source>Social Progressive</source>
        <translation>Социальный прогресс</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="15"/>
        <source>Social Conservative</source>
        <translation>Социальный консерватизм</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="16"/>
        <source>Fiscal Progressive</source>
        <translation>Финансовый прогресс</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="17"/>
        <source>Fiscal Conservative</source>
        <translation>Финансовый консерватизм</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="23"/>
        <source>SP</source>
        <translation>СП</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="24"/>
        <source>SC</source>
        <translation>СК</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="25"/>
        <source>FP</source>
        <translation>ФП</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="26"/>
        <source>FC</source>
        <translation>ФК</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../desktop/council/agenda_card.py" line="45"/>
        <source>LAW</source>
        <translation>ЗАКОН</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_card.py" line="47"/>
        <source>DIRECTIVE</source>
        <translation>РАСПОРЯЖЕНИЕ</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/bill_card.py" line="64"/>
        <source>BILL</source>
        <translation>ЗАКОНОПРОЕКТ</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/bill_card.py" line="186"/>
        <source>you %1</source>
        <translation>вам %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/planet_card.py" line="77"/>
        <source>EXHAUSTED</source>
        <translation>ПЕРЕВЁРНУТА</translation>
    </message>
    <message>
        <location filename="../../desktop/cards/gallery.py" line="60"/>
        <source>No cards here yet.</source>
        <translation>Здесь пока нет карт.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../desktop/curtain.py" line="40"/>
        <source>Pass to %1</source>
        <translation>Передайте компьютер: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="40"/>
        <source>%1: your hand is face down</source>
        <translation>%1: ваша рука лежит рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="52"/>
        <source>The bots moved while everyone could see the screen. Everyone else, look away.</source>
        <translation>Боты ходили, пока экран видели все. Остальные, отвернитесь.</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="55"/>
        <source>Everyone else, look away. %1: when only you can see the screen, press the button.</source>
        <translation>Остальные, отвернитесь. %1: когда экран видите только вы, нажмите кнопку.</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="64"/>
        <source>I am %1 — show my cards</source>
        <translation>Я — %1, покажите мои карты</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="64"/>
        <source>%1: show my hand — Space</source>
        <translation>%1: показать мою руку — Пробел</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../desktop/end_screen.py" line="72"/>
        <source>%1 wins!</source>
        <translation>Победа: %1!</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="74"/>
        <source>Shared win: every player</source>
        <translation>Общая победа: все игроки</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="76"/>
        <source>Shared win: %1</source>
        <translation>Общая победа: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="92"/>
        <source>winner, place %1</source>
        <translation>победитель, место %1</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="92"/>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="108"/>
        <source>Equal on points: the rules&apos; tie-break decided the winner.</source>
        <translation>Очков поровну: победителя определило правило разрешения ничьей.</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="118"/>
        <source>Score over the game</source>
        <translation>Счёт по ходу игры</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="122"/>
        <source>Back to the start page</source>
        <translation>На стартовую страницу</translation>
    </message>
</context>
<context>
    <name>FileTransfers</name>
    <message>
        <location filename="../../desktop/window/transfers.py" line="32"/>
        <source>Export Session</source>
        <translation>Экспорт партии</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="34"/>
        <location filename="../../desktop/window/transfers.py" line="198"/>
        <source>Quorum sessions (*.quorum)</source>
        <translation>Партии Quorum (*.quorum)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="45"/>
        <source>This table is not saved.</source>
        <translation>Эта партия не сохранена.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="55"/>
        <source>Exported to %1</source>
        <translation>Экспортировано в %1</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="65"/>
        <source>Export Game Record</source>
        <translation>Экспорт записи партии</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="67"/>
        <source>Quorum game records (*.quorum-record)</source>
        <translation>Записи партий Quorum (*.quorum-record)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="81"/>
        <source>Game record written to %1</source>
        <translation>Запись партии сохранена в %1</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="86"/>
        <source>Saved sessions are still loading</source>
        <translation>Сохранённые партии ещё загружаются</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="86"/>
        <source>Try again in a moment.</source>
        <translation>Попробуйте ещё раз через минуту.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="92"/>
        <source>Import Session</source>
        <translation>Импорт партии</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="94"/>
        <source>Quorum sessions and game records (*.quorum *.quorum-record);;All files (*)</source>
        <translation>Партии и записи партий Quorum (*.quorum *.quorum-record);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="110"/>
        <source>Importing %1…</source>
        <translation>Импорт %1…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="110"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="113"/>
        <source>Import</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="138"/>
        <source>Imported %1</source>
        <translation>Импортировано: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="144"/>
        <source>Import cancelled; nothing was added.</source>
        <translation>Импорт отменён; ничего не добавлено.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="170"/>
        <source>A move is not saved</source>
        <translation>Ход не сохранён</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="174"/>
        <source>The last move could not be saved: %1

If you quit now it is lost. Try again, or export the game (with that move) to another place, such as a USB stick.</source>
        <translation>Последний ход не удалось сохранить: %1

Если выйти сейчас, он пропадёт. Попробуйте ещё раз или экспортируйте партию (с этим ходом) в другое место, например на флешку.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="178"/>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="179"/>
        <source>Export Elsewhere…</source>
        <translation>Экспорт в другое место…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="180"/>
        <source>Quit Without It</source>
        <translation>Выйти без него</translation>
    </message>
    <message>
        <location filename="../../desktop/window/transfers.py" line="196"/>
        <source>Export the Game Elsewhere</source>
        <translation>Экспорт партии в другое место</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../desktop/legislation/__init__.py" line="31"/>
        <source>Legislation</source>
        <translation>Законодательство</translation>
    </message>
    <message>
        <location filename="../../desktop/council/__init__.py" line="32"/>
        <source>Galactic Council</source>
        <translation>Галактический совет</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/__init__.py" line="32"/>
        <source>3–8 Representatives trade bills and pledges, then vote them into law. Pass what your agenda loves, block what it hates.</source>
        <translation>3–8 депутатов торгуют законопроектами и обещаниями, потом голосуют. Проводите нужное вашей программе.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/__init__.py" line="33"/>
        <source>The agenda phase of Twilight Imperium: exhaust planets for influence, play riders, and bend the Galactic Council to your will.</source>
        <translation>Фаза политики Twilight Imperium: переворачивайте планеты ради влияния, делайте предсказания и подчините Галактический совет своей воле.</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/__init__.py" line="37"/>
        <source>Starward</source>
        <translation>Starward</translation>
    </message>
    <message>
        <location filename="../../desktop/starward/__init__.py" line="38"/>
        <source>2–5 players grow space empires from their own decks: choose a role each turn, and everyone else follows it or draws. No vote, just influence.</source>
        <translation>2–5 игроков строят космические империи из своих колод: роль каждый ход, остальные поддерживают или берут карту.</translation>
    </message>
</context>
<context>
    <name>Legislation</name>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="73"/>
        <source>%1 pledged Yay on bill %2</source>
        <translation>%1 обещал(а) «За» по законопроекту %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="75"/>
        <source>%1 pledged Nay on bill %2 (anti-Pledge)</source>
        <translation>%1 обещал(а) «Против» по законопроекту %2 (антиобещание)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="83"/>
        <source>you pledged Yay on bill %1</source>
        <translation>вы обещали «За» по законопроекту %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="85"/>
        <source>you pledged Nay on bill %1 (anti-Pledge)</source>
        <translation>вы обещали «Против» по законопроекту %1 (антиобещание)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="91"/>
        <source>Worth to you: %1</source>
        <translation>Для вас: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="110"/>
        <source>Bill %1, %2: %3</source>
        <translation>Законопроект %1, %2: %3</translation>
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
        <translation>Quorum — стол для карточных игр за одним компьютером: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="137"/>
        <source>Opening the saved games first…</source>
        <translation>Сначала открываются сохранённые игры…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="122"/>
        <source>About Quorum</source>
        <translation>О программе Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="143"/>
        <source>Could not start the game</source>
        <translation>Не удалось начать игру</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="169"/>
        <source>%1 — Quorum</source>
        <translation>%1 — Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/language_menu.py" line="20"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык (Language)</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../../desktop/new_game.py" line="44"/>
        <source>Alice</source>
        <translation>Алиса</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="45"/>
        <source>Bob</source>
        <translation>Борис</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="46"/>
        <source>Carol</source>
        <translation>Вера</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="47"/>
        <source>Dave</source>
        <translation>Глеб</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="48"/>
        <source>Erin</source>
        <translation>Дина</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="49"/>
        <source>Frank</source>
        <translation>Егор</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="50"/>
        <source>Grace</source>
        <translation>Жанна</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="51"/>
        <source>Heidi</source>
        <translation>Зоя</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="77"/>
        <source>Auto-pass: a human seat that ticks it passes by itself in card windows where it holds nothing playable (never a vote or a choice). Off by default. It can tell the others something: a seat that passes at once may hold no card for that moment.</source>
        <translation>Автопас: место игрока с этой отметкой само пасует в окнах карт, где ему нечего сыграть (но никогда не при голосовании или выборе). По умолчанию выключено. Это может кое-что сообщить другим: кто пасует сразу, возможно, не держит карты для этого момента.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../../desktop/new_game.py" line="255"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="259"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="264"/>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="274"/>
        <source>&amp;Add seat</source>
        <translation>&amp;Добавить место</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="286"/>
        <source>Options</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="296"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="301"/>
        <source>Name of this session</source>
        <translation>Название этой партии</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="302"/>
        <source>Session name</source>
        <translation>Название партии</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="303"/>
        <source>Allow undo past revealed cards</source>
        <translation>Разрешить отмену после раскрытых карт</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="305"/>
        <source>Normally a move that showed a hidden card cannot be undone.</source>
        <translation>Обычно ход, открывший скрытую карту, отменить нельзя.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="306"/>
        <source>Table undo</source>
        <translation>Отмена для стола</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="311"/>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="313"/>
        <source>Pause before each bot move</source>
        <translation>Пауза перед каждым ходом бота</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="314"/>
        <source>Bot pause</source>
        <translation>Пауза бота</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="325"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="327"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="329"/>
        <source>&amp;Start game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="401"/>
        <source>Seats (%1 to %2), in clockwise order</source>
        <translation>Места (от %1 до %2) по часовой стрелке</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="424"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="480"/>
        <source>%1 is played with %2 to %3 seats.</source>
        <translation>В игру «%1» играют от %2 до %3 человек.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="486"/>
        <source>Every seat needs a name.</source>
        <translation>У каждого места должно быть имя.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="488"/>
        <source>Two seats have the same name; give each player their own.</source>
        <translation>У двух мест одинаковые имена; дайте каждому игроку своё.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="496"/>
        <source>These options do not work together: %1</source>
        <translation>Эти настройки несовместимы: %1</translation>
    </message>
</context>
<context>
    <name>PilePicker</name>
    <message numerus="yes">
        <location filename="../../desktop/legislation/piles.py" line="79"/>
        <source>Deck (%n)</source>
        <translation>
            <numerusform>Колода (%n)</numerusform>
            <numerusform>Колода (%n)</numerusform>
            <numerusform>Колода (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/piles.py" line="75"/>
        <source>The deck: take the top card</source>
        <translation>Колода: взять верхнюю карту</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../desktop/replay_page.py" line="36"/>
        <source>Game record: %1 — %2</source>
        <translation>Запись партии: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="41"/>
        <source>Watch only: a record holds what every player saw, never anyone&apos;s hidden cards or votes. Players: %1</source>
        <translation>Только просмотр: запись хранит то, что видели все, и никогда — скрытые карты или голоса. Игроки: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="53"/>
        <source>Move shown</source>
        <translation>Показанный ход</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="64"/>
        <source>Back to the start page</source>
        <translation>На стартовую страницу</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="77"/>
        <source>Move %1 of %2</source>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="92"/>
        <source>The game was still under way when this record was made.</source>
        <translation>Партия ещё шла, когда была сделана эта запись.</translation>
    </message>
    <message>
        <location filename="../../desktop/replay_page.py" line="99"/>
        <source>Final standing:</source>
        <translation>Итог:</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../../desktop/table/result_panel.py" line="217"/>
        <source>Got it (Enter)</source>
        <translation>Понятно (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/result_panel.py" line="219"/>
        <source>Dismiss the result</source>
        <translation>Закрыть результат</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../desktop/rules_browser.py" line="31"/>
        <source>Rules of %1</source>
        <translation>Правила игры «%1»</translation>
    </message>
    <message>
        <location filename="../../desktop/rules_browser.py" line="42"/>
        <source>The rules page for this game is missing from this installation.</source>
        <translation>В этой установке нет страницы правил для этой игры.</translation>
    </message>
</context>
<context>
    <name>SaveBanner</name>
    <message>
        <location filename="../../desktop/table/side_panel.py" line="149"/>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
</context>
<context>
    <name>SaveProblems</name>
    <message>
        <location filename="../../desktop/save_problems.py" line="15"/>
        <source>the disk refused to write (it may be full or read-only)</source>
        <translation>диск отказал в записи (возможно, он заполнен или только для чтения)</translation>
    </message>
    <message>
        <location filename="../../desktop/save_problems.py" line="18"/>
        <source>another program is using the file right now</source>
        <translation>файл сейчас занят другой программой</translation>
    </message>
    <message>
        <location filename="../../desktop/save_problems.py" line="19"/>
        <source>the session is open in another Quorum window</source>
        <translation>партия открыта в другом окне Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/save_problems.py" line="20"/>
        <source>the system refused to read the file</source>
        <translation>система не даёт прочитать файл</translation>
    </message>
</context>
<context>
    <name>SavedSessions</name>
    <message>
        <location filename="../../desktop/window/saves.py" line="98"/>
        <source>This table is not saved.</source>
        <translation>Эта партия не сохранена.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/saves.py" line="105"/>
        <source>Quorum can&apos;t write to the saves folder: this game is shown read-only.</source>
        <translation>Quorum не может писать в папку сохранений: эта игра показана только для чтения.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../desktop/score_chart.py" line="27"/>
        <source>Score over the game</source>
        <translation>Счёт по ходу игры</translation>
    </message>
    <message>
        <location filename="../../desktop/score_chart.py" line="64"/>
        <source>game progress →</source>
        <translation>ход игры →</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="69"/>
        <source>bot</source>
        <translation>бот</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="73"/>
        <source>to act</source>
        <translation>ходит</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="77"/>
        <source>choose</source>
        <translation>выбрать</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="224"/>
        <source>score change %1</source>
        <translation>изменение очков %1</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../desktop/new_game.py" line="108"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="109"/>
        <source>Bot</source>
        <translation>Бот</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="112"/>
        <location filename="../../desktop/new_game.py" line="167"/>
        <source>Human, on a phone</source>
        <translation>Человек, с телефона</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="125"/>
        <source>Auto-pass</source>
        <translation>Автопас</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="214"/>
        <source>Colour of seat %1</source>
        <translation>Цвет места %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="215"/>
        <source>Remove seat %1</source>
        <translation>Убрать место %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="217"/>
        <source>Name of seat %1</source>
        <translation>Имя места %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="218"/>
        <source>Seat %1 is played by</source>
        <translation>Кто играет за место %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="221"/>
        <source>Seat %1 passes by itself when it can play nothing</source>
        <translation>Место %1 само пасует, когда ему нечего сыграть</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="230"/>
        <source>Seat colour</source>
        <translation>Цвет места</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="116"/>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="117"/>
        <source>Basic</source>
        <translation>Базовый</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="118"/>
        <source>Strong</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="121"/>
        <source>Random: any legal move. Basic: sensible rules of thumb. Strong: thinks ahead (slower).</source>
        <translation>Случайный: любой разрешённый ход. Базовый: разумные приёмы. Сильный: просчитывает наперёд (медленнее).</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="219"/>
        <source>Level of the bot in seat %1</source>
        <translation>Уровень бота на месте %1</translation>
    </message>
</context>
<context>
    <name>SessionLister</name>
    <message>
        <location filename="../../desktop/library_loader.py" line="155"/>
        <source>A file beside the saved game “%1” did not belong to it and was moved to the backups folder; the game itself is unchanged.</source>
        <translation>Файл рядом с сохранённой игрой «%1» не относился к ней и перенесён в папку резервных копий; сама игра не изменилась.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../desktop/table/side_panel.py" line="69"/>
        <source>Votes so far</source>
        <translation>Голоса на сейчас</translation>
    </message>
    <message>
        <location filename="../../desktop/table/side_panel.py" line="72"/>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <location filename="../../desktop/table/side_panel.py" line="89"/>
        <source>Log of moves</source>
        <translation>Журнал ходов</translation>
    </message>
</context>
<context>
    <name>StandingsStrip</name>
    <message>
        <location filename="../../desktop/table/standings.py" line="41"/>
        <location filename="../../desktop/table/standings.py" line="101"/>
        <source>left</source>
        <translation>ушёл</translation>
    </message>
    <message>
        <location filename="../../desktop/table/standings.py" line="48"/>
        <source>(leading)</source>
        <translation>(лидирует)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/standings.py" line="52"/>
        <source>Standings: %1</source>
        <translation>Положение: %1</translation>
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
        <translation>Сохранённые партии</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="75"/>
        <source>Loading saved games…</source>
        <translation>Загрузка сохранённых партий…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="78"/>
        <source>No saved games yet.
Start a new game on the left: every move is saved as it is made.</source>
        <translation>Сохранённых партий пока нет.
Начните новую игру слева: каждый ход сохраняется сразу.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="88"/>
        <source>&amp;Resume</source>
        <translation>П&amp;родолжить</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="89"/>
        <source>Re&amp;name…</source>
        <translation>Переи&amp;меновать…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="90"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="99"/>
        <source>Tip: drop an exported .quorum file on this window to import it.</source>
        <translation>Совет: перетащите экспортированный файл .quorum в это окно, чтобы импортировать его.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="119"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="121"/>
        <source>New game of %1</source>
        <translation>Новая игра: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="123"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="124"/>
        <source>Rules of %1</source>
        <translation>Правила игры «%1»</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="147"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="148"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="149"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="150"/>
        <source>Progress</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="151"/>
        <source>Last played</source>
        <translation>Последняя игра</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="262"/>
        <source>Cannot be shown: %1</source>
        <translation>Не удаётся показать: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="268"/>
        <source>A file beside this save was set aside: %1</source>
        <translation>Файл рядом с этим сохранением отложен в сторону: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="284"/>
        <source>Cannot be opened: %1</source>
        <translation>Не открывается: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="292"/>
        <location filename="../../desktop/start_page.py" line="415"/>
        <source>Finished</source>
        <translation>Завершена</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="307"/>
        <source>Quorum can&apos;t write to %1 (%2); your saves are safe. They are listed below and can be exported, but no game can be played or started until the folder can be written (free some space, or make it writable).</source>
        <translation>Quorum не может писать в %1 (%2); ваши сохранения целы. Они перечислены ниже и их можно экспортировать, но играть или начать партию нельзя, пока в папку нельзя писать (освободите место или разрешите запись).</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="320"/>
        <source>Saved games could not be loaded:
%1</source>
        <translation>Не удалось загрузить сохранённые партии:
%1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="350"/>
        <source>Rename saved game</source>
        <translation>Переименовать сохранённую партию</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="350"/>
        <source>New name:</source>
        <translation>Новое название:</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="364"/>
        <source>Delete saved game</source>
        <translation>Удалить сохранённую партию</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="361"/>
        <source>Delete “%1” for good? This cannot be undone.</source>
        <translation>Удалить «%1» навсегда? Это нельзя отменить.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="49"/>
        <source>A table for card games — pass the computer, keep your secrets.</source>
        <translation>Стол для карточных игр — передавайте компьютер, храните свои секреты.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="383"/>
        <source>the file is missing</source>
        <translation>файл не найден</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="384"/>
        <source>the file is cut short</source>
        <translation>файл обрезан</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="385"/>
        <source>the file is damaged</source>
        <translation>файл повреждён</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="386"/>
        <source>not a Quorum file</source>
        <translation>это не файл Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="387"/>
        <source>made by a newer Quorum</source>
        <translation>создан более новой версией Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="388"/>
        <source>the content is malformed</source>
        <translation>содержимое искажено</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="389"/>
        <source>its moves break the rules</source>
        <translation>его ходы нарушают правила</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="390"/>
        <source>a game this Quorum does not have</source>
        <translation>игра, которой нет в этой версии Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="391"/>
        <source>the disk refused it</source>
        <translation>диск не принял запись</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="392"/>
        <source>open in another Quorum window</source>
        <translation>открыта в другом окне Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="393"/>
        <source>another program is using the file</source>
        <translation>файл занят другой программой</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="394"/>
        <source>the system refused to read it</source>
        <translation>система не даёт её прочитать</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="395"/>
        <source>too large for a saved game</source>
        <translation>слишком велика для сохранения</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="396"/>
        <source>a file beside it is not a plain file (the save itself is intact)</source>
        <translation>файл рядом с ним — не обычный файл (само сохранение цело)</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="418"/>
        <source>discarding</source>
        <translation>сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="419"/>
        <source>drawing</source>
        <translation>добор</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="420"/>
        <source>On Deck</source>
        <translation>очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="421"/>
        <source>pledging</source>
        <translation>обещания</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="422"/>
        <source>voting</source>
        <translation>голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="426"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="432"/>
        <source>%1 passed, %2 failed</source>
        <translation>принято: %1, отклонено: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="438"/>
        <source>agenda %1</source>
        <translation>карта политики %1</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../../desktop/table/table_page.py" line="80"/>
        <source>A bot could not move: %1</source>
        <translation>Бот не смог сходить: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="148"/>
        <source>That move is not allowed: %1</source>
        <translation>Этот ход недопустим: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="176"/>
        <source>Could not save: %1 — nothing more is played until it is saved.</source>
        <translation>Не удалось сохранить: %1 — игра продолжится, когда ход сохранится.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="285"/>
        <source>The session is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="431"/>
        <source>No vote under way</source>
        <translation>Голосование не идёт</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <location filename="../../desktop/table/take_back.py" line="66"/>
        <source>A move by %1 was taken back.</source>
        <translation>Ход игрока %1 отменён.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="101"/>
        <source>Take back a secret move?</source>
        <translation>Отменить тайный ход?</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="102"/>
        <source>This takes back a secret move of %1.</source>
        <translation>Это отменит тайный ход игрока %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="105"/>
        <source>%1 will have to make it again. Nobody is shown what it was. Undo only if %1 agrees.</source>
        <translation>Игроку %1 придётся сделать его заново. Никому не покажут, каким он был. Отменяйте, только если %1 согласен.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="108"/>
        <source>Take it &amp;back</source>
        <translation>Отменить &amp;ход</translation>
    </message>
    <message>
        <location filename="../../desktop/table/take_back.py" line="109"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Оставить</translation>
    </message>
</context>
<context>
    <name>WindowBase</name>
    <message>
        <location filename="../../desktop/window/base.py" line="93"/>
        <source>Problem with a saved session</source>
        <translation>Проблема с сохранённой партией</translation>
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
        <translation>Сохранённая партия занята</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../desktop/window/menus.py" line="28"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="30"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="32"/>
        <source>&amp;Start Page</source>
        <translation>&amp;Стартовая страница</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="34"/>
        <source>&amp;Import Session…</source>
        <translation>&amp;Импорт партии…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="35"/>
        <source>&amp;Export Session…</source>
        <translation>&amp;Экспорт партии…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="37"/>
        <source>Export Game &amp;Record…</source>
        <translation>Экспорт &amp;записи партии…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="40"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="42"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="43"/>
        <location filename="../../desktop/window/menus.py" line="151"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="44"/>
        <location filename="../../desktop/window/menus.py" line="152"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="54"/>
        <source>&amp;Correct the Table…</source>
        <translation>Исправить с&amp;тол…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="57"/>
        <source>&amp;Seats…</source>
        <translation>&amp;Места…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="63"/>
        <source>&amp;Auto-pass When I Can Play Nothing</source>
        <translation>&amp;Автопас, когда мне нечего сыграть</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="71"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="72"/>
        <source>Show &amp;Log</source>
        <translation>Показать &amp;журнал</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="75"/>
        <source>&amp;Quick Bots</source>
        <translation>&amp;Быстрые боты</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="78"/>
        <source>Bots&apos; &amp;Reasons in the Log</source>
        <translation>&amp;Доводы ботов в журнале</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="83"/>
        <source>Hover over a bot&apos;s move to read why it made it. A reason may hint at the bot&apos;s hidden cards.</source>
        <translation>Наведите указатель на ход бота, чтобы прочесть, почему он его сделал. Довод может намекнуть на скрытые карты бота.</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="88"/>
        <source>&amp;Full Screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="90"/>
        <source>&amp;Table Display</source>
        <translation>Экран для &amp;стола</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="94"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="99"/>
        <source>&amp;%1 Rules of %2</source>
        <translation>&amp;%1 Правила игры «%2»</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="102"/>
        <source>&amp;About Quorum</source>
        <translation>&amp;О программе Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="151"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="152"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="196"/>
        <source>Nothing to correct now: use the table check.</source>
        <translation>Сейчас нечего исправлять: используйте проверку стола.</translation>
    </message>
</context>
</TS>
